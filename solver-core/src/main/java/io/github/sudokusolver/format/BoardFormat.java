package io.github.sudokusolver.format;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.format.GridText;
import io.github.sudokusolver.rules.Cage;
import io.github.sudokusolver.rules.Rule;
import java.io.IOException;
import java.util.Objects;

/**
 * The text layouts a board is written in. Each one reads back with {@link PuzzleReader} and with
 * {@link Board#parse(CharSequence)} (for a board of another {@link Layout}, with
 * {@link Board#parse(Layout, CharSequence)}); empty cells and holes are written as {@code .}, digits above 9 as
 * {@code A}-{@code P}. Box borders are drawn for the layouts that have boxes (every 3 rows and columns on the samurai
 * grid) and left out for jigsaw layouts.
 *
 * <p>{@link #LINE}, {@link #GRID} and {@link #FRAMED} write the cells only: a killer's cages are not written, and a
 * caged board read back from them has no cages. {@link #KILLER} writes the cages too, on every layout;
 * {@link #SUMOCUE} writes the one-line killer notation of other programs, for 9x9 killers without givens;
 * {@link #RULES} writes every rule (cages, thermometers, dots, ...) as {@code KILLER} writes cages. None of them names
 * the layout: read the text back with the layout it was written from, less the cages and rules (a diagonal killer
 * with a reader made for the diagonal layout). {@link #FPUZZLES} writes an f-puzzles link, which carries its grid.
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
     * Cells only: a killer's cages are not written (use {@link #KILLER}).
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
     * Cells only: a killer's cages are not written (use {@link #KILLER}).
     */
    GRID,

    /**
     * Nine lines of nine cells inside a full frame, as many solver programs print them:
     * <pre>
     * +-------+-------+-------+
     * | . 3 . | 2 6 . | 7 . 1 |
     * ...
     * +-------+-------+-------+</pre>
     * Cells only: a killer's cages are not written (use {@link #KILLER}).
     */
    FRAMED,

    /**
     * A killer on any layout, as a person reads and edits it: one line per cage in the layout's order, as
     * {@link Cage#toString()} names it (the sum, then the cells in r1c1 notation, rows and columns from 1), then the
     * givens as {@link #GRID} writes them, {@code .} for an empty cell:
     * <pre>
     * cage 3: r1c1 r1c2
     * cage 15: r1c3 r1c4 r1c5
     * ...
     * . . . | . . . | . . .
     * ...</pre>
     * {@link PuzzleReader} reads it back given the board's layout without the cages (cage lines wait for the puzzle
     * that follows them), and {@link Board#parse(Layout, CharSequence)} reads one; both also take a cage line
     * without the word ({@code 3: r1c1 r1c2}), and the givens in any form they read. A board without cages is
     * written as {@link #GRID} writes it.
     */
    KILLER,

    /**
     * The killer line of SudokuMaker and SumoCue, then {@code \n}: {@code 3x3::k:} ({@code 3x3:d:k:} with both
     * diagonals), then 81 numbers, each followed by {@code :}, a cell's {@code sum * 256 + cage number} (the cages
     * numbered from 1 in the layout's order; a cell in no cage gets sum 0 and a number of its own):
     * <pre>3x3::k:3841:3841:4098:...</pre>
     * It has no place for givens, so it writes only boards without any, on the classic layout or the classic layout
     * with diagonals, with or without cages, every cage with a sum (its sum 0 is a cell in no cage);
     * {@link PuzzleReader} reads it back (with the classic layout).
     * {@link #format} and {@link #write} throw IllegalArgumentException for any other board.
     */
    SUMOCUE,

    /**
     * A puzzle with variant rules on any layout, as {@link #KILLER} writes a killer: one line per rule in the
     * layout's order ({@link Layout#rules()}: the cages first), each as its {@code toString()} writes it, then the
     * givens as {@link #GRID} writes them:
     * <pre>
     * cage 15: r1c1 r1c2
     * thermometer: r2c1 r2c2 r2c3
     * white dot: r5c5 r5c6
     * anti-knight
     * . . . | . . . | . . .
     * ...</pre>
     * A board with cages only is written exactly as {@link #KILLER} writes it, and one without rules as {@link #GRID}.
     * {@link PuzzleReader} reads it back given the board's layout without the rules (rule lines wait for the puzzle
     * that follows them), and so does {@link Board#parse(Layout, CharSequence)}; the rules' lines are in
     * {@code docs/variants.md}.
     */
    RULES,

    /**
     * An f-puzzles link, then {@code \n}: {@code https://f-puzzles.com/?load=} and the lz-string
     * ({@code compressToBase64}) of the f-puzzles JSON of the board: its size, givens, regions (a jigsaw's, or any
     * that are not f-puzzles' boxes for the size), diagonals and every rule as the f-puzzles element of that name
     * ({@code docs/reading.md} lists them). It opens in f-puzzles and in SudokuPad, and {@link PuzzleReader} reads it
     * back on its own grid, whatever the reader's layout: an equal board, but for a layout of boxes other than
     * f-puzzles' for the size (a 6x6 of 3x2 boxes), which reads back as a jigsaw of the same regions.
     * {@link #format} and {@link #write} throw IllegalArgumentException, naming what f-puzzles cannot express, for a
     * grid that is not square of 4 to 16 digits (samurai, 25x25), windows, an inequality sign ({@code Dot.less}), a
     * sum between two cells other than X (10) and V (5), a pill whose digits do not read from left to right and top
     * to bottom, two lists of given candidates for one cell, a parity line, a relation, a numbered room, counting
     * circles, a modular
     * line of a modulus other than 3 (Rangsk's extension's {@code modularline}), or a lockout line of another
     * difference than half the digits, rounded down (its {@code lockout}; 4 on 9x9); its {@code nabner},
     * {@code slowthermometer}, {@code doublearrow} and indexers are written too, and f-puzzles' {@code xsum} and
     * {@code skyscraper}.
     */
    FPUZZLES,

    /**
     * A SudokuPad link in SudokuPad's own format, then {@code \n}: {@code https://sudokupad.app/scl} and the
     * lz-string of SudokuPad's zipped JSON of the board, drawn in Sudoku Maker's default styles (a grey thermometer
     * with its bulb, a purple renban, a green whisper, a blue region sum line, circles and arrows, dots, X and V,
     * cages, little killers, sandwich, x-sum, skyscraper and numbered room clues outside the grid; a parity line red, a modular line black, a nabner line
     * yellow, a slow thermometer and a double arrow as a thermometer and a between line are, a lockout line with
     * diamonds at its ends) with a rules
     * text that names each kind, so that
     * SudokuPad shows it as players know it and {@link PuzzleReader} reads it back, on its own grid, as an equal
     * board ({@code docs/reading.md} lists the styles). {@link #format} and {@link #write} throw
     * IllegalArgumentException, naming what cannot be written, for a grid that is not square of 4 to 16 digits,
     * windows, whispers or lockout lines of two differences, a relation, an inequality sign, a sum between two cells other than X and V,
     * minimum and maximum cells, clones, given candidates, indexers and counting circles, whose drawings the reader
     * does not read back, a modular
     * line of a modulus other than 3 (the rules text states setters' 3), non-consecutive beside white dots, which reads back as the negative white dots, and what would
     * read back as another board: kinds drawn alike together (renban beside zipper lines, nabner beside entropic lines,
     * thermometers beside slow thermometers, between lines beside double arrows), a between line or a double arrow
     * ending on a thermometer's bulb or an arrow's circle, two clues outside the grid on one spot, clues outside the
     * grid of two kinds (sandwiches, x-sums, skyscrapers, numbered rooms: numbers alike), two arrows' circles on one
     * cell.
     */
    SUDOKUPAD;

    /**
     * Renders a board.
     *
     * @param board the board; not null
     * @return the text, ending in {@code \n}
     * @throws NullPointerException if {@code board} is null
     * @throws IllegalArgumentException for {@link #SUMOCUE}, if the board has a given, a layout other than the
     *     classic one or the classic one with diagonals (with or without cages), or a cage without a sum; for
     *     {@link #FPUZZLES}, if the board has a grid or a rule f-puzzles cannot express; for {@link #SUDOKUPAD}, as
     *     it says; the message says which
     */
    public String format(Board board) {
        Objects.requireNonNull(board, "board");
        Layout layout = board.layout();
        StringBuilder out = new StringBuilder(
                this == LINE ? layout.rows() * layout.columns() + 1 : (layout.rows() + 5) * (layout.columns() * 3));
        if (this == SUMOCUE) {
            appendSumoCue(board, out);
            return out.toString();
        }
        if (this == FPUZZLES) {
            return FPuzzlesWriter.link(board) + '\n';
        }
        if (this == SUDOKUPAD) {
            return SudokuPadWriter.link(board) + '\n';
        }
        if (this == KILLER) {
            for (Cage cage : layout.cages()) {
                out.append(cage).append('\n');
            }
        } else if (this == RULES) {
            for (Rule rule : layout.rules()) { // the cages first, as KILLER writes them
                out.append(rule).append('\n');
            }
        }
        append(board, out);
        return out.toString();
    }

    /**
     * Writes a board, ending with {@code \n}. Grids carry no blank line between them; the reader needs none.
     *
     * @param board the board; not null
     * @param out where to write; not null
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException for {@link #SUMOCUE}, {@link #FPUZZLES} and {@link #SUDOKUPAD}, for a board
     *     they cannot write, as {@link #format} says
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
        // KILLER and RULES write their givens as GRID does.
        out.append(this == FRAMED ? GridText.framed(board.toGrid()) : board.toGrid());
    }

    /** Whether a layout is {@code plain} with cages and nothing else: the grids SumoCue writes. */
    private static boolean isClassicWithCages(Layout layout, Layout plain) {
        // Another grid's cages may not fit the classic one, so the shape is compared first.
        return layout.rows() == plain.rows() && layout.columns() == plain.columns() && layout.size() == plain.size()
                && layout.equals(plain.withCages(layout.cages()));
    }

    /** The SumoCue line of a board without givens on the classic layout, with or without diagonals and cages. */
    private static void appendSumoCue(Board board, StringBuilder out) {
        Layout layout = board.layout();
        boolean classic = isClassicWithCages(layout, Layout.classic());
        boolean diagonal = isClassicWithCages(layout, Layout.classic().withDiagonals());
        if (!classic && !diagonal) {
            throw new IllegalArgumentException("SUMOCUE writes 9x9 killers, on the classic grid or with both"
                    + " diagonals; this board's layout is " + layout + ": write it as KILLER");
        }
        if (board.filledCount() > 0) {
            throw new IllegalArgumentException("SUMOCUE has no place for givens; this board has "
                    + board.filledCount() + ": write it as KILLER");
        }
        int[] value = new int[Board.CELLS];
        int number = 0;
        for (Cage cage : layout.cages()) {
            if (!cage.hasSum()) { // its sum 0 would read back as cells in no cage
                throw new IllegalArgumentException("SUMOCUE has no place for a cage without a sum (" + cage
                        + "): its sum 0 means a cell in no cage; write it as KILLER");
            }
            number++;
            for (Cell cell : cage.cells()) {
                value[cell.index()] = cage.sum() * 256 + number;
            }
        }
        out.append(diagonal ? "3x3:d:k:" : "3x3::k:");
        for (int cell = 0; cell < Board.CELLS; cell++) {
            // A cell in no cage: sum 0, and a number of its own, as the published files write it.
            out.append(value[cell] != 0 ? value[cell] : ++number).append(':');
        }
        out.append('\n');
    }
}
