package io.github.sudokusolver.internal.format;

/**
 * The cells of a grid as lines of text, with box borders: what {@code Board.toGrid()} writes, and
 * {@code BoardFormat.FRAMED} with a frame; and the character of one cell. Over plain data, below both the API's
 * {@code Board} and the {@code format} package, so that each writes through the same code. Not API.
 */
public final class GridText {

    private GridText() {
    }

    /**
     * The character a cell is written as: its digit ({@code A} for 10 and on), or {@code .} when empty.
     *
     * @param digit 0 for empty, else 1..25
     * @return the character
     */
    public static char symbol(int digit) {
        return digit == 0 ? '.' : digit <= 9 ? (char) ('0' + digit) : (char) ('A' + digit - 10);
    }

    /**
     * The rows of a grid, each ending in {@code \n}, with {@code |} between boxes and a rule of {@code -} and {@code +}
     * between bands of boxes (none for a grid without boxes): what {@code Board.toGrid()} writes.
     *
     * @param cells the digit at each grid position, row-major, 0 for empty (and for a hole)
     * @param columns the columns of the grid
     * @param boxRows the rows of a box, 0 for a grid without boxes
     * @param boxColumns the columns of a box, 0 for a grid without boxes
     * @return the lines
     */
    public static String grid(byte[] cells, int columns, int boxRows, int boxColumns) {
        int rows = cells.length / columns;
        StringBuilder out = new StringBuilder((rows + 5) * (columns * 3));
        String rule = null;
        for (int row = 0; row < rows; row++) {
            StringBuilder line = new StringBuilder(columns * 3);
            for (int col = 0; col < columns; col++) {
                if (boxColumns > 0 && col > 0 && col % boxColumns == 0) {
                    line.append("| ");
                }
                line.append(symbol(cells[row * columns + col]));
                line.append(col == columns - 1 ? "" : " ");
            }
            if (rule == null) {
                rule = ruleUnder(line) + "\n";
            } else if (boxRows > 0 && row % boxRows == 0) {
                out.append(rule);
            }
            out.append(line).append('\n');
        }
        return out.toString();
    }

    /**
     * A grid as {@link #grid} writes it with a frame round it: {@code |} at either end of each row, and a rule above,
     * below and between the bands that reaches the frame.
     *
     * @param grid the lines of {@link #grid}
     * @return the framed lines
     */
    public static String framed(String grid) {
        String[] lines = grid.split("\n");
        String rule = "+-" + ruleUnder(lines[0]) + "-+\n";
        StringBuilder out = new StringBuilder(grid.length() + (lines.length + 2) * (rule.length() + 4));
        out.append(rule);
        for (String line : lines) {
            if (line.charAt(0) == '-') { // a rule between bands: no cell is written as '-'
                out.append(rule);
            } else {
                out.append("| ").append(line).append(" |\n");
            }
        }
        return out.append(rule).toString();
    }

    /** The horizontal rule that fits a line of cells: {@code -} under everything, {@code +} under each bar. */
    private static String ruleUnder(CharSequence line) {
        StringBuilder rule = new StringBuilder(line.length());
        for (int i = 0; i < line.length(); i++) {
            rule.append(line.charAt(i) == '|' ? '+' : '-');
        }
        return rule.toString();
    }

    /**
     * A count and its noun, plural unless the count is 1: {@code 1 cell}, {@code 80 cells}.
     *
     * @param n the count
     * @param noun the noun in the singular
     * @return the words
     */
    public static String count(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }
}
