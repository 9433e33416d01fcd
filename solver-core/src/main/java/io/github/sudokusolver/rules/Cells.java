package io.github.sudokusolver.rules;

import io.github.sudokusolver.Cell;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/** The checks and the printing that the rule types share: lists of cells, neighbours, digits. */
final class Cells {

    /** Row-major order, for the rules whose cells form a set. */
    static final Comparator<Cell> ROW_MAJOR = Comparator.comparingInt(Cell::row).thenComparingInt(Cell::col);

    private Cells() {
    }

    /** A copy of {@code cells}, with a NullPointerException naming {@code what} and the index of a null cell. */
    static List<Cell> copy(String what, List<Cell> cells) {
        Objects.requireNonNull(cells, what);
        List<Cell> copy = new ArrayList<>(cells.size());
        for (int i = 0; i < cells.size(); i++) {
            copy.add(Objects.requireNonNull(cells.get(i), what + "[" + i + "]"));
        }
        return List.copyOf(copy);
    }

    static List<Cell> copy(String what, Cell[] cells) {
        Objects.requireNonNull(cells, what);
        return copy(what, Arrays.asList(cells));
    }

    /** Whether two cells touch at a side or a corner (and are not the same cell). */
    static boolean touch(Cell a, Cell b) {
        int dr = Math.abs(a.row() - b.row());
        int dc = Math.abs(a.col() - b.col());
        return dr <= 1 && dc <= 1 && dr + dc > 0;
    }

    /** Whether two cells share a side. */
    static boolean orthogonal(Cell a, Cell b) {
        return Math.abs(a.row() - b.row()) + Math.abs(a.col() - b.col()) == 1;
    }

    /** Refuses a cell listed twice, naming {@code rule}'s text. */
    static void requireDistinct(List<Cell> cells, Object rule) {
        for (int i = 0; i < cells.size(); i++) {
            for (int j = 0; j < i; j++) {
                if (cells.get(i).equals(cells.get(j))) {
                    throw new IllegalArgumentException(rule + " lists " + cells.get(i).name() + " twice");
                }
            }
        }
    }

    /** Refuses a list in which two cells in a row do not touch (at a side or a corner), naming {@code rule}'s text. */
    static void requireChain(List<Cell> cells, Object rule) {
        for (int i = 1; i < cells.size(); i++) {
            if (!touch(cells.get(i - 1), cells.get(i))) {
                throw new IllegalArgumentException(rule + ": " + cells.get(i - 1).name() + " and " + cells.get(i).name()
                        + " do not touch, so the cells are not a line");
            }
        }
    }

    /** Appends {@code " r1c1 r1c2 ..."}. */
    static StringBuilder appendNames(StringBuilder out, List<Cell> cells) {
        for (Cell cell : cells) {
            out.append(' ').append(cell.name());
        }
        return out;
    }

    /** Appends {@code " 1 2 9"}. */
    static StringBuilder appendDigits(StringBuilder out, List<Integer> digits) {
        for (int digit : digits) {
            out.append(' ').append(digit);
        }
        return out;
    }

    /** A copy of {@code digits}, sorted, refusing null, a digit below 1 and an empty list, naming {@code what}. */
    static List<Integer> digits(String what, List<Integer> digits, String ruleName) {
        Objects.requireNonNull(digits, what);
        List<Integer> sorted = new ArrayList<>(digits.size());
        for (int i = 0; i < digits.size(); i++) {
            int digit = Objects.requireNonNull(digits.get(i), what + "[" + i + "]");
            if (digit < 1) {
                throw new IllegalArgumentException(ruleName + ": digit " + digit + " is below 1");
            }
            sorted.add(digit);
        }
        if (sorted.isEmpty()) {
            throw new IllegalArgumentException(ruleName + " lists no digit");
        }
        sorted.sort(null);
        return List.copyOf(sorted);
    }
}
