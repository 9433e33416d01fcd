package io.github.sudokusolver.internal.format;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Layout;

/**
 * The cells of a board as lines of text, with box borders: what {@code BoardFormat.GRID} and {@code FRAMED} write,
 * and {@code Board.toGrid()}; and the character of one cell. Here, below both the API's {@code Board} and the
 * {@code format} package, so that each writes through the same code. Not API.
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
     * Appends the board's rows, each ending in {@code \n}, with {@code |} between boxes and a rule of {@code -} and
     * {@code +} between bands of boxes (none for a layout without boxes).
     *
     * @param board the board
     * @param framed whether a frame goes round the whole grid
     * @param out where to write
     */
    public static void appendGrid(Board board, boolean framed, StringBuilder out) {
        Layout layout = board.layout();
        GridAccess.Grids grids = GridAccess.grids();
        int rows = layout.rows();
        int columns = layout.columns();
        int boxRows = grids.boxRows(layout);
        int boxColumns = grids.boxColumns(layout);
        String rule = null;
        for (int row = 0; row < rows; row++) {
            StringBuilder line = new StringBuilder(columns * 3);
            if (framed) {
                line.append("| ");
            }
            for (int col = 0; col < columns; col++) {
                if (boxColumns > 0 && col > 0 && col % boxColumns == 0) {
                    line.append("| ");
                }
                line.append(symbol(grids.digitAt(board, row * columns + col)));
                line.append(col == columns - 1 ? (framed ? " |" : "") : " ");
            }
            if (rule == null) {
                rule = ruleUnder(line) + "\n";
                if (framed) {
                    out.append(rule);
                }
            } else if (boxRows > 0 && row % boxRows == 0) {
                out.append(rule);
            }
            out.append(line).append('\n');
        }
        if (framed) {
            out.append(rule);
        }
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
