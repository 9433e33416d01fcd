package io.github.sudokusolver;

import java.io.IOException;
import java.util.Objects;

/**
 * The text layouts a board is written in. Each one reads back with {@link PuzzleReader} and with
 * {@link Board#parse(CharSequence)}; empty cells are written as {@code .}.
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

    private static final String GRID_RULE = "------+-------+------\n";
    private static final String FRAME_RULE = "+-------+-------+-------+\n";

    /**
     * Renders a board.
     *
     * @param board the board; not null
     * @return the text, ending in {@code \n}
     * @throws NullPointerException if {@code board} is null
     */
    public String format(Board board) {
        StringBuilder out = new StringBuilder(this == LINE ? Board.CELLS + 1 : 13 * 26);
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
        Objects.requireNonNull(board, "board");
        if (this == LINE) {
            out.append(board).append('\n');
            return;
        }
        boolean framed = this == FRAMED;
        for (int row = 0; row < Board.SIZE; row++) {
            if (row % 3 == 0 && (framed || row > 0)) {
                out.append(framed ? FRAME_RULE : GRID_RULE);
            }
            for (int col = 0; col < Board.SIZE; col++) {
                if (col % 3 == 0 && (framed || col > 0)) {
                    out.append("| ");
                }
                out.append(symbol(board.digitAt(row * Board.SIZE + col)));
                out.append(col == Board.SIZE - 1 ? (framed ? " |\n" : "\n") : " ");
            }
        }
        if (framed) {
            out.append(FRAME_RULE);
        }
    }

    /** The character a cell is written as: its digit, or {@code .} when empty. */
    static char symbol(int digit) {
        return digit == 0 ? '.' : (char) ('0' + digit);
    }
}
