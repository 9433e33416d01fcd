package io.github.sudokusolver;

import java.io.IOException;
import java.util.Objects;

/**
 * The text layouts a board is written in. Each one reads back with {@link PuzzleReader} and with
 * {@link Board#parse(CharSequence)} (for a board of another {@link Layout}, with
 * {@link Board#parse(Layout, CharSequence)}); empty cells and holes are written as {@code .}, digits above 9 as
 * {@code A}-{@code P}. Box borders are drawn for the layouts that have boxes (every 3 rows and columns on the samurai
 * grid) and left out for jigsaw layouts.
 *
 * <pre>{@code
 * try (Writer out = Files.newBufferedWriter(Path.of("out.txt"))) {
 *     for (Board board : boards) {
 *         BoardFormat.LINE.write(board, out);
 *     }
 * }
 * }</pre>
 */
public enum BoardFormat {

    /**
     * One line of 81 cells in row-major order, the format of the public puzzle collections, then {@code \n}:
     * <pre>.3.26.7.168..7..9.19...45..82.1...4...46.29...5...3.28..93...74.4..5..367.3.18...</pre>
     */
    LINE,

    /**
     * Nine lines of nine cells with box borders, as {@link Board#toGrid()} writes them:
     * <pre>
     * . 3 . | 2 6 . | 7 . 1
     * 6 8 . | . 7 . | . 9 .
     * 1 9 . | . . 4 | 5 . .
     * ------+-------+------
     * ...</pre>
     */
    GRID,

    /**
     * Nine lines of nine cells inside a full frame, as many solver programs print them:
     * <pre>
     * +-------+-------+-------+
     * | . 3 . | 2 6 . | 7 . 1 |
     * ...
     * +-------+-------+-------+</pre>
     */
    FRAMED;

    /**
     * Renders a board.
     *
     * @param board the board; not null
     * @return the text, ending in {@code \n}
     * @throws NullPointerException if {@code board} is null
     */
    public String format(Board board) {
        Objects.requireNonNull(board, "board");
        Layout layout = board.layout();
        StringBuilder out = new StringBuilder(
                this == LINE ? layout.rows() * layout.columns() + 1 : (layout.rows() + 5) * (layout.columns() * 3));
        append(board, out);
        return out.toString();
    }

    /**
     * Writes a board, ending with {@code \n}. Grids carry no blank line between them; the reader needs none.
     *
     * @param board the board; not null
     * @param out where to write; not null
     * @throws NullPointerException if an argument is null
     * @throws IOException if {@code out} fails
     */
    public void write(Board board, Appendable out) throws IOException {
        Objects.requireNonNull(out, "out");
        out.append(format(board));
    }

    private void append(Board board, StringBuilder out) {
        if (this == LINE) {
            out.append(board).append('\n');
            return;
        }
        Layout layout = board.layout();
        int rows = layout.rows();
        int columns = layout.columns();
        int boxRows = layout.boxRows();
        int boxColumns = layout.boxColumns();
        boolean framed = this == FRAMED;
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
                line.append(symbol(board.digitAt(row * columns + col)));
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

    /** The character a cell is written as: its digit ({@code A} for 10 and on), or {@code .} when empty. */
    static char symbol(int digit) {
        return digit == 0 ? '.' : digit <= 9 ? (char) ('0' + digit) : (char) ('A' + digit - 10);
    }
}
