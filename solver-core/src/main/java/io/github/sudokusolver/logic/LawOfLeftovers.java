package io.github.sudokusolver.logic;

import io.github.sudokusolver.Region;
import io.github.sudokusolver.internal.search.Budget;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The law of leftovers on a jigsaw grid ({@link Technique#LAW_OF_LEFTOVERS}): k adjacent rows (or columns) and the k
 * irregular regions with the most cells in them (of the regions that tile the grid) both hold every digit k times,
 * so the cells of the lines outside those regions (the leftovers inside) and the cells of the regions outside the
 * lines (the leftovers outside) hold the same digits, as a multiset. A candidate of an open leftover that no open cell on the other side can take, and
 * that no placed digit there left unmatched asks for, leaves. Computed on the marks at each step, for k up to half
 * the grid and leftovers of at most {@link #MAX_CELLS} cells a side; 0.1 harder per line past the first. On any
 * grid, the same holds for an extra region of every digit (or a cage without a sum over as many cells) against a row,
 * column, box or region it crosses: what each holds outside the other is the same set of digits (issue 69).
 */
final class LawOfLeftovers {

    /** Cells a side may have: more, and a player does not count them. */
    static final int MAX_CELLS = 4;

    private final Grid grid;
    private final int[] marks;
    /** The grid's irregular regions. */
    private final int[] regions;
    /** Per cell, whether it is in the lines looked at: {@code inLines[cell] == stamp}. */
    private final int[] inLines;
    /** Per cell, whether it is in the regions chosen for those lines: {@code inChosen[cell] == stamp}. */
    private final int[] inChosen;
    private int stamp;

    private LawOfLeftovers(Grid grid, int[] marks, int[] regions) {
        this.grid = grid;
        this.marks = marks;
        this.regions = regions;
        this.inLines = new int[grid.cells];
        this.inChosen = new int[grid.cells];
    }

    /** The first step the law gives on a jigsaw grid, then between an extra region and a house it crosses, or null. */
    static Step find(Grid grid, int[] marks, Budget budget) {
        if (grid.tilingRegions.length == 0 && grid.rules.isEmpty()) {
            return null; // no jigsaw, and no extra region (a rule's): box grids and killers, nothing to allocate
        }
        LawOfLeftovers law = new LawOfLeftovers(grid, marks, grid.tilingRegions);
        // The count over several lines holds for disjoint regions only: those that tile the grid (Grid.tilingRegions).
        Step step = grid.tilingRegions.length == 0 ? null : law.jigsaw();
        return step != null ? step : law.extraRegions();
    }

    /**
     * An extra region of every digit against each house of every digit it crosses (the layout's regions and the
     * other extra regions): one house each side, so no tiling is needed.
     */
    private Step extraRegions() {
        for (int extra = 0; extra < grid.houseCount(); extra++) {
            if (grid.kinds[extra] != Region.EXTRA_REGION) {
                continue;
            }
            for (int house = 0; house < grid.houseCount(); house++) {
                if (house == extra || grid.cellsOf(house).length != grid.size
                        || grid.kinds[house] == Region.EXTRA_REGION && house < extra) {
                    continue; // two extra regions are one pair, looked at once
                }
                Step step = pair(house, extra);
                if (step != null) {
                    return step;
                }
            }
        }
        return null;
    }

    /** Two houses of every digit: what each holds outside the other is the same set of digits. */
    private Step pair(int first, int second) {
        stamp++;
        for (int cell : grid.cellsOf(first)) {
            inLines[cell] = stamp;
        }
        for (int cell : grid.cellsOf(second)) {
            inChosen[cell] = stamp;
        }
        int[] firsts = {first};
        int[] seconds = {second};
        List<Integer> inside = leftovers(firsts, inChosen);
        if (inside.size() == grid.size) {
            return null; // no overlap: nothing to compare
        }
        List<Integer> outside = leftovers(seconds, inLines);
        StepBuilder step = compare(inside, outside, firsts, seconds);
        if (step == null) {
            return null;
        }
        String a = grid.name(first);
        String b = grid.name(second);
        return step.pattern(a + ", like " + b + ", holds every digit once, so " + cells(inside) + " (in " + a
                + " only) " + (inside.size() == 1 ? "holds the same digit as " : "hold the same digits as ")
                + cells(outside) + " (in " + b + " only)").build();
    }

    /** The cells of the houses not stamped in {@code other}: one side's leftovers. */
    private List<Integer> leftovers(int[] houses, int[] other) {
        List<Integer> cells = new ArrayList<>();
        for (int house : houses) {
            for (int cell : grid.cellsOf(house)) {
                if (other[cell] != stamp) {
                    cells.add(cell);
                }
            }
        }
        return cells;
    }

    /**
     * The step the two sides' leftovers give (every digit alike on both sides), with its houses and cells but not its
     * text, or null when a side is empty or too large for a player to count, or nothing leaves.
     */
    private StepBuilder compare(List<Integer> inside, List<Integer> outside, int[] insideHouses, int[] outsideHouses) {
        if (inside.isEmpty() || inside.size() > MAX_CELLS) {
            return null;
        }
        StepBuilder step = new StepBuilder(Technique.LAW_OF_LEFTOVERS, grid);
        eliminate(step, inside, outside);
        eliminate(step, outside, inside);
        if (step.changesNothing()) {
            return null;
        }
        for (int house : insideHouses) {
            step.house(house);
        }
        for (int house : outsideHouses) {
            step.house(house);
        }
        inside.forEach(step::cell);
        outside.forEach(step::cell);
        return step;
    }

    private Step jigsaw() {
        for (int k = 1; k <= grid.size / 2; k++) {
            for (int first = 0; first + k <= grid.size; first++) {
                for (boolean rows : new boolean[] {true, false}) {
                    Step step = lines(rows, first, k);
                    if (step != null) {
                        return step;
                    }
                }
            }
        }
        return null;
    }

    private Step lines(boolean rows, int first, int k) {
        stamp++;
        int[] lines = new int[k];
        for (int i = 0; i < k; i++) {
            lines[i] = (rows ? grid.rowHouses : grid.columnHouses)[first + i];
            for (int cell : grid.cellsOf(lines[i])) {
                inLines[cell] = stamp;
            }
        }
        int[] chosen = mostInside(k);
        for (int region : chosen) {
            for (int cell : grid.cellsOf(region)) {
                inChosen[cell] = stamp;
            }
        }
        List<Integer> inside = leftovers(lines, inChosen);
        List<Integer> outside = leftovers(chosen, inLines);
        StepBuilder step = compare(inside, outside, lines, chosen);
        if (step == null) {
            return null;
        }
        step.difficulty(Technique.LAW_OF_LEFTOVERS.difficulty() + 0.1 * (k - 1));
        List<House> lineHouses = new ArrayList<>();
        for (int line : lines) {
            lineHouses.add(grid.house(line));
        }
        List<House> regionHouses = new ArrayList<>();
        for (int region : chosen) {
            regionHouses.add(grid.house(region));
        }
        String lineKind = rows ? "row" : "column";
        return step.pattern(Notation.houses(lineHouses) + ", like " + Notation.houses(regionHouses) + ", "
                + (k == 1 ? "holds" : "hold") + " every digit " + times(k) + ", so " + cells(inside) + " (in the "
                + lineKind + (k == 1 ? "" : "s") + " only) "
                + (inside.size() == 1 ? "holds the same digit as " : "hold the same digits as ") + cells(outside)
                + " (in the region" + (k == 1 ? "" : "s") + " only)").build();
    }

    /** The k regions with the most cells in the lines (the lower index first among equals), in index order. */
    private int[] mostInside(int k) {
        int[] inside = new int[regions.length];
        for (int i = 0; i < regions.length; i++) {
            for (int cell : grid.cellsOf(regions[i])) {
                inside[i] += inLines[cell] == stamp ? 1 : 0;
            }
        }
        int[] chosen = new int[k];
        for (int c = 0; c < k; c++) {
            int best = -1;
            for (int i = 0; i < regions.length; i++) {
                if (inside[i] >= 0 && (best < 0 || inside[i] > inside[best])) {
                    best = i;
                }
            }
            chosen[c] = regions[best];
            inside[best] = -1; // taken
        }
        Arrays.sort(chosen);
        return chosen;
    }

    /**
     * Removes from the open cells of {@code side} the digits the other side cannot match: neither a candidate of one
     * of its open cells, nor a digit placed there more often than on this side.
     */
    private void eliminate(StepBuilder step, List<Integer> side, List<Integer> other) {
        int[] surplus = new int[grid.size + 1];
        int reachable = 0;
        for (int cell : other) {
            if ((marks[cell] & grid.placed) != 0) {
                surplus[Grid.digit(marks[cell] & grid.all)]++;
            } else {
                reachable |= marks[cell] & grid.all;
            }
        }
        for (int cell : side) {
            if ((marks[cell] & grid.placed) != 0) {
                surplus[Grid.digit(marks[cell] & grid.all)]--;
            }
        }
        for (int digit = 1; digit <= grid.size; digit++) {
            if (surplus[digit] > 0) {
                reachable |= 1 << digit - 1;
            }
        }
        for (int cell : side) {
            if ((marks[cell] & grid.placed) == 0) {
                for (int bits = marks[cell] & grid.all & ~reachable; bits != 0; bits &= bits - 1) {
                    step.eliminate(cell, Grid.digit(bits & -bits));
                }
            }
        }
    }

    private static String times(int k) {
        return switch (k) {
            case 1 -> "once";
            case 2 -> "twice";
            default -> k + " times";
        };
    }

    /** {@code r3c9} or {@code r2c4,r2c5}. */
    private String cells(List<Integer> cells) {
        StringBuilder text = new StringBuilder();
        for (int cell : cells) {
            text.append(text.length() == 0 ? "" : ",").append(grid.cell(cell).name());
        }
        return text.toString();
    }
}
