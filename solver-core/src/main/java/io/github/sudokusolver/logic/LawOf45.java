package io.github.sudokusolver.logic;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.internal.search.Budget;
import java.util.ArrayList;
import java.util.List;

/**
 * The law of 45 on a killer grid, computed on the marks at each step: an area (one region, then two and three
 * adjacent rows or columns of a grid of whole lines) adds up to {@code 1 + ... + size} per region. The cages wholly
 * inside it leave the other cells of the area (the innies) a known sum; when every innie is caged, the cells outside
 * the area of the cages that cross its edge (the outies) add up to the cages' sums less the area's. With one open
 * innie or outie, its digit is known ({@link Technique#LAW_OF_45}); with two to four, their sum is a pseudo-cage
 * whose candidates no assignment uses leave ({@link Technique#LAW_OF_45_SUM}). 0.2 more per region past one.
 */
final class LawOf45 {

    /** Open innies or outies a pseudo-cage may have. */
    private static final int MAX_CELLS = 4;
    /** Added per region of the area past the first. */
    private static final double PER_REGION = 0.2;

    private final Grid grid;
    private final int[] marks;
    /** Which cells are in the area being looked at: {@code inArea[cell] == areaStamp}. */
    private final int[] inArea;
    private int areaStamp;
    private final boolean single;

    private LawOf45(Grid grid, int[] marks, boolean single) {
        this.grid = grid;
        this.marks = marks;
        this.inArea = new int[grid.cells];
        this.single = single;
    }

    /** One open innie or outie: its digit. */
    static Step oneCell(Grid grid, int[] marks, Budget budget) {
        return grid.cageCount() == 0 ? null : new LawOf45(grid, marks, true).find();
    }

    /** Two to four open innies or outies: the candidates their sum rules out. */
    static Step sum(Grid grid, int[] marks, Budget budget) {
        return grid.cageCount() == 0 || grid.size > CageFillings.MAX_SIZE ? null
                : new LawOf45(grid, marks, false).find();
    }

    private Step find() {
        for (int house = 0; house < grid.houseCount(); house++) {
            if (grid.cellsOf(house).length == grid.size) {
                Step step = area(new int[] {house}, grid.name(house));
                if (step != null) {
                    return step;
                }
            }
        }
        if (!grid.fullLines) {
            return null;
        }
        for (int k = 2; k <= 3; k++) {
            for (int first = 0; first + k <= grid.size; first++) {
                for (boolean rows : new boolean[] {true, false}) {
                    int[] lines = new int[k];
                    for (int i = 0; i < k; i++) {
                        lines[i] = (rows ? grid.rowHouses : grid.columnHouses)[first + i];
                    }
                    Step step = area(lines, (rows ? "rows " : "columns ") + (first + 1) + "-" + (first + k));
                    if (step != null) {
                        return step;
                    }
                }
            }
        }
        return null;
    }

    private Step area(int[] regions, String name) {
        areaStamp++;
        for (int region : regions) {
            for (int cell : grid.cellsOf(region)) {
                inArea[cell] = areaStamp;
            }
        }
        int total = regions.length * grid.size * (grid.size + 1) / 2;
        List<Integer> inside = new ArrayList<>();
        List<Integer> crossing = new ArrayList<>();
        int insideSum = 0;
        int crossingSum = 0;
        for (int cage = 0; cage < grid.cageCount(); cage++) {
            int in = 0;
            for (int cell : grid.cageCells[cage]) {
                in += inArea[cell] == areaStamp ? 1 : 0;
            }
            if (in == grid.cageCells[cage].length) {
                inside.add(cage);
                insideSum += grid.cageSums[cage];
            } else if (in > 0) {
                crossing.add(cage);
                crossingSum += grid.cageSums[cage];
            }
        }
        List<Integer> innies = new ArrayList<>();
        boolean allCaged = true;
        for (int region : regions) {
            for (int cell : grid.cellsOf(region)) {
                int cage = grid.cageOf[cell];
                if (cage < 0 || !inside.contains(cage)) {
                    innies.add(cell);
                    allCaged &= cage >= 0;
                }
            }
        }
        Step step = conclude(regions, name, innies, total - insideSum, true, inside, insideSum);
        if (step != null || !allCaged || crossing.isEmpty()) {
            return step;
        }
        List<Integer> outies = new ArrayList<>();
        for (int cage : crossing) {
            for (int cell : grid.cageCells[cage]) {
                if (inArea[cell] != areaStamp) {
                    outies.add(cell);
                }
            }
        }
        List<Integer> cages = new ArrayList<>(inside);
        cages.addAll(crossing);
        return conclude(regions, name, outies, insideSum + crossingSum - total, false, cages,
                insideSum + crossingSum);
    }

    /** The step the open cells of {@code cells} and their sum give, or null. */
    private Step conclude(int[] regions, String name, List<Integer> cells, int sum, boolean innies,
            List<Integer> cages, int cagesSum) {
        List<Integer> open = new ArrayList<>();
        List<Integer> placed = new ArrayList<>();
        int openSum = sum;
        for (int cell : cells) {
            if ((marks[cell] & grid.placed) != 0) {
                placed.add(cell);
                openSum -= Grid.digit(marks[cell] & grid.all);
            } else {
                open.add(cell);
            }
        }
        if (open.isEmpty() || (open.size() == 1) != single || open.size() > MAX_CELLS) {
            return null;
        }
        StepBuilder step = new StepBuilder(single ? Technique.LAW_OF_45 : Technique.LAW_OF_45_SUM, grid);
        if (single) {
            if (openSum < 1 || openSum > grid.size || (marks[open.get(0)] & 1 << openSum - 1) == 0) {
                return null; // marks that contradict the sums: not for this step to say
            }
            step.place(open.get(0), openSum);
        } else if (!eliminate(step, open, openSum)) {
            return null;
        }
        step.difficulty(step.technique().difficulty() + PER_REGION * (regions.length - 1));
        for (int region : regions) {
            step.house(region);
        }
        for (int cage : cages) {
            step.cage(cage);
        }
        for (int cell : open) {
            step.cell(cell);
        }
        return step.pattern(text(name, innies, cagesSum, sum, placed, open, openSum)).build();
    }

    /** Eliminates the candidates of the open cells that no assignment adding up to {@code sum} uses. */
    private boolean eliminate(StepBuilder step, List<Integer> open, int sum) {
        int[] cells = new int[open.size()];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = open.get(i);
        }
        int[] support = new int[cells.length];
        int[] chosen = new int[cells.length];
        assign(cells, 0, sum, chosen, support);
        for (int i = 0; i < cells.length; i++) {
            for (int bits = marks[cells[i]] & grid.all & ~support[i]; bits != 0; bits &= bits - 1) {
                step.eliminate(cells[i], Grid.digit(bits & -bits));
            }
        }
        return !step.changesNothing();
    }

    /** Every assignment of the cells from {@code i} on adding up to {@code left}, digits distinct where cells see each other. */
    private boolean assign(int[] cells, int i, int left, int[] chosen, int[] support) {
        if (i == cells.length) {
            return left == 0;
        }
        boolean any = false;
        for (int bits = marks[cells[i]] & grid.all; bits != 0; bits &= bits - 1) {
            int bit = bits & -bits;
            int digit = Grid.digit(bit);
            if (digit > left) {
                break;
            }
            boolean clash = false;
            for (int j = 0; j < i && !clash; j++) {
                clash = chosen[j] == bit && grid.sees(cells[i], cells[j]);
            }
            if (clash) {
                continue;
            }
            chosen[i] = bit;
            if (assign(cells, i + 1, left - digit, chosen, support)) {
                support[i] |= bit;
                any = true;
            }
        }
        return any;
    }

    private String text(String name, boolean innies, int cagesSum, int sum, List<Integer> placed,
            List<Integer> open, int openSum) {
        String kind = innies ? "innie" : "outie";
        StringBuilder text = new StringBuilder("in ").append(name).append(", the cages ")
                .append(innies ? "wholly inside add up to " : "inside it or across its edge add up to ")
                .append(cagesSum).append(", so ");
        if (!placed.isEmpty()) {
            text.append("its ").append(kind).append("s add up to ").append(sum).append(", and less the placed ")
                    .append(plus(placed)).append(" (").append(sum - openSum).append(") ");
        }
        if (open.size() == 1) {
            text.append("the ").append(kind).append(' ').append(plus(open)).append(" is ")
                    .append(openSum);
        } else {
            text.append("the ").append(kind).append("s ").append(plus(open))
                    .append(" add up to ").append(openSum);
        }
        return text.toString();
    }

    /** {@code r2c4+r2c5}. */
    private String plus(List<Integer> cells) {
        StringBuilder text = new StringBuilder();
        for (int cell : cells) {
            Cell named = grid.cell(cell);
            text.append(text.length() == 0 ? "" : "+").append(named.name());
        }
        return text.toString();
    }

}
