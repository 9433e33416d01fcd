package io.github.sudokusolver.picture;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.TestPuzzles;
import io.github.sudokusolver.rules.Arrow;
import io.github.sudokusolver.rules.Automaton;
import io.github.sudokusolver.rules.CellMark;
import io.github.sudokusolver.rules.Clone;
import io.github.sudokusolver.rules.CountingCircles;
import io.github.sudokusolver.rules.Dot;
import io.github.sudokusolver.rules.ExtraRegion;
import io.github.sudokusolver.rules.GivenCandidates;
import io.github.sudokusolver.rules.GlobalRule;
import io.github.sudokusolver.rules.Line;
import io.github.sudokusolver.rules.LittleKiller;
import io.github.sudokusolver.rules.OutsideClue;
import io.github.sudokusolver.rules.Quadruple;
import io.github.sudokusolver.rules.Relation;
import io.github.sudokusolver.rules.Rule;
import io.github.sudokusolver.rules.Sandwich;
import java.util.ArrayList;
import java.util.List;

/**
 * Boards with variant rules for the picture tests and the pictures of the documentation. The rules of the two 9x9
 * boards are all true of {@link TestPuzzles#SEED_SOLUTION} (their sums are worked out from it), so they draw a
 * consistent set of clues; whether they make a puzzle with one solution is not claimed.
 */
final class VariantBoards {

    private VariantBoards() {
    }

    static Cell c(int row, int col) {
        return new Cell(row, col);
    }

    /** Thermometer, arrows (a circle and a pill), kropki dots, X and V, inequality signs, little killers, sandwiches. */
    static Layout clues() {
        Board solution = TestPuzzles.SEED_SOLUTION;
        List<Rule> rules = new ArrayList<>();
        rules.add(Line.thermometer(c(5, 2), c(4, 2), c(3, 2), c(2, 2), c(2, 3), c(3, 4)));
        rules.add(Arrow.of(List.of(c(4, 6)), List.of(c(4, 7), c(5, 8))));
        rules.add(Arrow.of(List.of(c(7, 6), c(7, 7)), List.of(c(6, 6), c(5, 5), c(4, 5))));
        rules.add(Dot.white(c(0, 0), c(0, 1)));
        rules.add(Dot.white(c(2, 4), c(2, 5)));
        rules.add(Dot.white(c(8, 2), c(8, 3)));
        rules.add(Dot.black(c(7, 0), c(7, 1)));
        rules.add(Dot.black(c(4, 7), c(5, 7)));
        rules.add(Dot.ratio(c(2, 7), c(2, 8), 3));
        rules.add(Dot.difference(c(6, 0), c(6, 1), 4));
        rules.add(Dot.x(c(0, 0), c(1, 0)));
        rules.add(Dot.x(c(2, 0), c(2, 1)));
        rules.add(Dot.v(c(8, 3), c(8, 4)));
        rules.add(Dot.less(c(8, 6), c(8, 5)));
        rules.add(Dot.less(c(1, 6), c(1, 7)));
        rules.add(littleKiller(solution, LittleKiller.Direction.DOWN_LEFT, c(0, 3)));
        rules.add(littleKiller(solution, LittleKiller.Direction.DOWN_RIGHT, c(5, 0)));
        rules.add(Sandwich.row(0, sandwich(solution, true, 0)));
        rules.add(Sandwich.column(0, sandwich(solution, false, 0)));
        return Layout.classic().withRules(rules);
    }

    /** Every kind of line but the thermometer, odd and even, minimum and maximum, a quadruple, a clone, an extra region. */
    static Layout lines() {
        return Layout.classic().withRules(List.of(
                Line.germanWhisper(List.of(c(2, 0), c(3, 0), c(4, 0), c(5, 0), c(6, 1), c(7, 2))),
                Line.of(Line.Kind.RENBAN, List.of(c(0, 6), c(0, 7), c(1, 7))),
                Line.of(Line.Kind.REGION_SUM, List.of(c(2, 4), c(2, 5), c(3, 5), c(4, 5), c(5, 6), c(4, 7))),
                Line.of(Line.Kind.PALINDROME, List.of(c(8, 2), c(7, 3), c(6, 3))),
                Line.of(Line.Kind.ZIPPER, List.of(c(1, 3), c(2, 3), c(3, 4), c(3, 3), c(4, 2))),
                Line.of(Line.Kind.ENTROPIC, List.of(c(8, 6), c(8, 7), c(8, 8), c(7, 7), c(6, 8), c(5, 8))),
                Line.of(Line.Kind.BETWEEN, List.of(c(7, 0), c(7, 1), c(8, 1))),
                CellMark.odd(c(0, 2)), CellMark.even(c(1, 1)), CellMark.odd(c(0, 8)),
                CellMark.minimum(c(7, 6)), CellMark.maximum(c(0, 5)),
                Quadruple.of(c(6, 4), List.of(2, 5, 7)),
                Clone.of(List.of(c(0, 0), c(0, 1)), List.of(c(5, 4), c(5, 5))),
                ExtraRegion.of(List.of(c(2, 6), c(2, 7), c(3, 6), c(3, 7))),
                GivenCandidates.of(c(3, 2), List.of(2, 6, 8))));
    }

    /** A parity line and a modular line of modulus 3, both kept by {@code TestPuzzles.SEED_SOLUTION}. */
    static Layout parityAndModular() {
        return Layout.classic().withRules(List.of(
                Line.parity(List.of(c(0, 0), c(0, 1), c(1, 0), c(2, 0), c(3, 1), c(4, 1))),
                Line.modular(List.of(c(6, 4), c(6, 5), c(7, 5), c(8, 6), c(7, 7), c(6, 8)), 3)));
    }

    /**
     * A nabner line, a slow thermometer (its 1 repeated where two cells see no other), a double arrow and a lockout
     * line, all kept by {@code TestPuzzles.SEED_SOLUTION}.
     */
    static Layout nabnerSlowDoubleLockout() {
        return Layout.classic().withRules(List.of(
                Line.of(Line.Kind.NABNER, List.of(c(0, 0), c(1, 0), c(1, 1), c(2, 0))),
                Line.of(Line.Kind.SLOW_THERMOMETER, List.of(c(6, 1), c(5, 2), c(4, 3), c(3, 4))),
                Line.of(Line.Kind.DOUBLE_ARROW, List.of(c(2, 8), c(3, 8), c(4, 8))),
                Line.lockout(List.of(c(5, 5), c(6, 6), c(7, 6), c(7, 5)), 4)));
    }

    /**
     * Two relations of an app's own, kept by {@code TestPuzzles.SEED_SOLUTION}: digits at least three apart on every
     * two of three cells far apart, and digits rising between neighbours along a diagonal.
     */
    static Layout relations() {
        return Layout.classic().withRules(List.of(
                Relation.of("apart", Relation.Pairs.EVERY_TWO, List.of(c(0, 0), c(4, 4), c(8, 4)), 9,
                        (a, b) -> Math.abs(a - b) >= 3),
                Relation.of("rising", Relation.Pairs.NEIGHBOURS, List.of(c(2, 0), c(3, 1), c(4, 2)), 9,
                        (a, b) -> a < b)));
    }

    /**
     * Clues outside the grid read from every side, kept by {@code TestPuzzles.SEED_SOLUTION}: x-sums left of row 2 and
     * right of row 5, skyscrapers above column 3 and below column 7, numbered rooms left of row 8 and below column 1.
     */
    static Layout outsideClues() {
        return Layout.classic().withRules(List.of(
                outside(OutsideClue.Kind.X_SUM, OutsideClue.Side.LEFT, 1),
                outside(OutsideClue.Kind.X_SUM, OutsideClue.Side.RIGHT, 4),
                outside(OutsideClue.Kind.SKYSCRAPER, OutsideClue.Side.TOP, 2),
                outside(OutsideClue.Kind.SKYSCRAPER, OutsideClue.Side.BOTTOM, 6),
                outside(OutsideClue.Kind.NUMBERED_ROOM, OutsideClue.Side.LEFT, 7),
                outside(OutsideClue.Kind.NUMBERED_ROOM, OutsideClue.Side.BOTTOM, 0)));
    }

    /**
     * Column, row and box indexers, kept by {@code TestPuzzles.SEED_SOLUTION}: the first three cells in reading order
     * where each kind holds on it (a cell one indexer at most).
     */
    static Layout indexers() {
        List<Rule> marks = new ArrayList<>();
        List<Cell> taken = new ArrayList<>();
        for (CellMark.Kind kind : List.of(CellMark.Kind.COLUMN_INDEXER, CellMark.Kind.ROW_INDEXER,
                CellMark.Kind.BOX_INDEXER)) {
            int found = 0;
            for (int position = 0; position < 81 && found < 3; position++) {
                CellMark mark = CellMark.of(kind, c(position / 9, position % 9));
                List<Cell> house = mark.indexedCells(Layout.classic());
                Cell pointed = house.get(TestPuzzles.SEED_SOLUTION.get(mark.cell().row(), mark.cell().col()) - 1);
                if (!taken.contains(mark.cell()) && TestPuzzles.SEED_SOLUTION.get(pointed.row(), pointed.col())
                        == house.indexOf(mark.cell()) + 1) {
                    marks.add(mark);
                    taken.add(mark.cell());
                    found++;
                }
            }
        }
        return Layout.classic().withRules(marks);
    }

    /**
     * Two sets of counting circles kept by {@code TestPuzzles.SEED_SOLUTION}: a 1, two 2s and three 3s (the first of
     * each in reading order), and four 4s (the last four).
     */
    static Layout countingCircles() {
        List<Cell> ones = new ArrayList<>();
        List<Cell> fours = new ArrayList<>();
        int[] found = new int[10];
        for (int position = 0; position < 81; position++) {
            Cell cell = c(position / 9, position % 9);
            int digit = TestPuzzles.SEED_SOLUTION.get(cell.row(), cell.col());
            if (digit <= 3 && found[digit]++ < digit) {
                ones.add(cell);
            }
        }
        for (int position = 80; position >= 0 && fours.size() < 4; position--) {
            Cell cell = c(position / 9, position % 9);
            if (TestPuzzles.SEED_SOLUTION.get(cell.row(), cell.col()) == 4) {
                fours.add(cell);
            }
        }
        return Layout.classic().withRules(List.of(CountingCircles.of(ones), CountingCircles.of(fours)));
    }

    /**
     * Two automata of an app's own kept by {@code TestPuzzles.SEED_SOLUTION}: a pattern along four cells of row 2 (its
     * digits, or 1234), and a machine of two segments that reads the solution's digits on them, a break between.
     */
    static Layout automata() {
        List<Cell> row = List.of(c(1, 0), c(1, 1), c(1, 2), c(1, 3));
        StringBuilder digits = new StringBuilder();
        for (Cell cell : row) {
            digits.append(TestPuzzles.SEED_SOLUTION.get(cell.row(), cell.col()));
        }
        List<List<Cell>> segments = List.of(List.of(c(5, 5), c(6, 6), c(7, 7)), List.of(c(7, 1), c(6, 1)));
        Automaton.Machine.Builder machine = Automaton.Machine.builder(7, 9).start(0).accept(6);
        int state = 0;
        for (int s = 0; s < segments.size(); s++) {
            if (s > 0) {
                machine.on(state, Automaton.Machine.BREAK, ++state);
            }
            for (Cell cell : segments.get(s)) {
                machine.on(state, TestPuzzles.SEED_SOLUTION.get(cell.row(), cell.col()), ++state);
            }
        }
        return Layout.classic().withRules(List.of(Automaton.regex("row", "(" + digits + "|1234)", 9, row),
                Automaton.of("path", machine.build(), segments)));
    }

    /** The clue of a kind on a side of a row or column, read off the seed's solution. */
    private static OutsideClue outside(OutsideClue.Kind kind, OutsideClue.Side side, int index) {
        List<Integer> digits = new ArrayList<>();
        for (Cell cell : OutsideClue.of(kind, side, index, 1).cells(9)) {
            digits.add(TestPuzzles.SEED_SOLUTION.get(cell.row(), cell.col()));
        }
        int value = 0;
        int tallest = 0;
        for (int i = 0; i < digits.size(); i++) {
            value += kind == OutsideClue.Kind.X_SUM && i < digits.get(0) ? digits.get(i)
                    : kind == OutsideClue.Kind.SKYSCRAPER && digits.get(i) > tallest ? 1 : 0;
            tallest = Math.max(tallest, digits.get(i));
        }
        return OutsideClue.of(kind, side, index, kind == OutsideClue.Kind.NUMBERED_ROOM
                ? digits.get(digits.get(0) - 1) : value);
    }

    /**
     * A 6x6 board with the global rules (named under the grid), little killers on the right and at the bottom, and
     * given candidates; not a puzzle, a picture of the marks.
     */
    static Layout global() {
        return Layout.boxes(2, 3).withRules(List.of(GlobalRule.ANTI_KNIGHT, GlobalRule.ANTI_KING,
                GlobalRule.NON_CONSECUTIVE, GlobalRule.NEGATIVE_XV,
                LittleKiller.of(9, LittleKiller.Direction.UP_LEFT, List.of(c(5, 3), c(4, 2), c(3, 1), c(2, 0))),
                LittleKiller.of(12, LittleKiller.Direction.DOWN_LEFT, List.of(c(2, 5), c(3, 4), c(4, 3), c(5, 2))),
                GivenCandidates.of(c(0, 0), List.of(1, 2, 3, 4, 5, 6)),
                GivenCandidates.of(c(1, 1), List.of(2, 5))));
    }

    /** The digits of the seed's solution in {@code layout} at every cell the list names, as givens. */
    static Board givens(Layout layout, Cell... cells) {
        Board board = Board.empty(layout);
        for (Cell cell : cells) {
            board = board.with(cell.row(), cell.col(), TestPuzzles.SEED_SOLUTION.get(cell.row(), cell.col()));
        }
        return board;
    }

    private static LittleKiller littleKiller(Board solution, LittleKiller.Direction direction, Cell first) {
        List<Cell> cells = new ArrayList<>();
        int sum = 0;
        for (Cell cell = first; cell != null; cell = next(cell, direction)) {
            cells.add(cell);
            sum += solution.get(cell.row(), cell.col());
        }
        return LittleKiller.of(sum, direction, cells);
    }

    private static Cell next(Cell cell, LittleKiller.Direction direction) {
        int row = cell.row() + direction.rowStep();
        int col = cell.col() + direction.columnStep();
        return row < 0 || row > 8 || col < 0 || col > 8 ? null : c(row, col);
    }

    /** The sum between the 1 and the 9 of a row or column of {@code solution}. */
    private static int sandwich(Board solution, boolean row, int index) {
        int one = -1;
        int nine = -1;
        for (int i = 0; i < 9; i++) {
            int digit = row ? solution.get(index, i) : solution.get(i, index);
            one = digit == 1 ? i : one;
            nine = digit == 9 ? i : nine;
        }
        int sum = 0;
        for (int i = Math.min(one, nine) + 1; i < Math.max(one, nine); i++) {
            sum += row ? solution.get(index, i) : solution.get(i, index);
        }
        return sum;
    }
}
