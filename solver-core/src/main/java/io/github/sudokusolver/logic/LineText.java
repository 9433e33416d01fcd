package io.github.sudokusolver.logic;

import java.util.ArrayList;
import java.util.List;

/**
 * How the steps of lines and quadruples ({@link LineFacts}) name what a player looks at: a line by its kind and its
 * first and last cells ({@code the renban r2c2-r2c5}), a thermometer by its bulb, sets of digits and of totals as runs
 * ({@code 1-3 and 7-9}), a group of cells as a sum ({@code r5c4+r5c6}).
 */
final class LineText {

    private LineText() {
    }

    /** {@code the renban r2c2-r2c5}: the kind's word, then the first and last cells. */
    static String line(Grid grid, String kind, int[] cells) {
        return "the " + kind + " " + name(grid, cells[0]) + "-" + name(grid, cells[cells.length - 1]);
    }

    /** {@code r1c1}. */
    static String name(Grid grid, int cell) {
        return grid.cell(cell).name();
    }

    /** {@code r1c1, r1c2 and r2c1}. */
    static String cells(Grid grid, int... cells) {
        List<String> names = new ArrayList<>(cells.length);
        for (int cell : cells) {
            names.add(name(grid, cell));
        }
        return Notation.and(names);
    }

    /** {@code r5c4+r5c6}: a group of cells whose digits are added. */
    static String sum(Grid grid, int[] cells) {
        StringBuilder text = new StringBuilder();
        for (int cell : cells) {
            text.append(text.length() == 0 ? "" : "+").append(name(grid, cell));
        }
        return text.toString();
    }

    /** The digits of a mask (bit d-1 for digit d) as runs: {@code 1-3, 5 and 7-9}; a run of two as {@code 5 and 6}. */
    static String digits(int mask) {
        return digits(mask, "and");
    }

    /** The same, joined by {@code or}: {@code 1-3, 5 or 7-9}. */
    static String digitsOr(int mask) {
        return digits(mask, "or");
    }

    private static String digits(int mask, String conjunction) {
        boolean[] present = new boolean[Integer.SIZE + 1];
        for (int bits = mask; bits != 0; bits &= bits - 1) {
            present[Grid.digit(bits & -bits)] = true;
        }
        return runs(present, conjunction);
    }

    /** The values set in {@code present} (index = value) as runs joined by a conjunction: {@code 3-9, 12 or 15-17}. */
    static String runs(boolean[] present, String conjunction) {
        List<String> runs = new ArrayList<>();
        for (int value = 0; value < present.length; value++) {
            if (!present[value]) {
                continue;
            }
            int last = value;
            while (last + 1 < present.length && present[last + 1]) {
                last++;
            }
            if (last == value) {
                runs.add(Integer.toString(value));
            } else if (last == value + 1) {
                runs.add(Integer.toString(value));
                runs.add(Integer.toString(last));
            } else {
                runs.add(value + "-" + last);
            }
            value = last;
        }
        if (runs.size() <= 1) {
            return String.join("", runs);
        }
        String last = runs.remove(runs.size() - 1);
        return String.join(", ", runs) + " " + conjunction + " " + last;
    }

    /** {@code 1st}, {@code 2nd}, {@code 3rd}, {@code 4th}, ..., {@code 11th}, {@code 21st}. */
    static String ordinal(int number) {
        int lastTwo = number % 100;
        String suffix = lastTwo >= 11 && lastTwo <= 13 ? "th" : switch (number % 10) {
            case 1 -> "st";
            case 2 -> "nd";
            case 3 -> "rd";
            default -> "th";
        };
        return number + suffix;
    }
}
