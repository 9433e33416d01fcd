package io.github.sudokusolver.logic;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.internal.search.Budget;
import java.util.ArrayList;
import java.util.List;

/**
 * The law of 45 on a killer grid, computed on the marks at each step: an area (one region, then two adjacent rows,
 * columns or boxes, then three adjacent rows or columns, on a grid of whole lines) adds up to {@code 1 + ... + size} per region. The cages wholly
 * inside it leave the other cells of the area (the innies) a known sum; when every innie is caged, the cells outside
 * the area of the cages that cross its edge (the outies) add up to the cages' sums less the area's. With one open
 * innie or outie, its digit is known ({@link Technique#LAW_OF_45}); with two to four, their sum is a pseudo-cage
 * whose candidates no assignment uses leave ({@link Technique#LAW_OF_45_SUM}). Joining the cages that lie mostly
 * inside instead gives outies that add up to a known amount more than the innies left
 * ({@link Technique#LAW_OF_45_DIFFERENCE}). Per region past one, the difficulty grows by {@link #perRegion}.
 */
final class LawOf45 {

    /** Open innies or outies a pseudo-cage may have. */
    private static final int MAX_CELLS = 4;
    /**
     * Added per region of the area past the first (calibrated on the killers of {@code docs/rating.md}): a little for
     * one open cell, much for a sum, whose pseudo-cage a player must find across several houses; nothing for a
     * difference, already the hardest.
     */
    static double perRegion(Technique technique) {
        return switch (technique) {
            case LAW_OF_45 -> 0.1;
            case LAW_OF_45_SUM -> 0.6;
            default -> 0.0;
        };
    }

    private final Grid grid;
    private final int[] marks;
    /** Which cells are in the area being looked at: {@code inArea[cell] == areaStamp}. */
    private final int[] inArea;
    private int areaStamp;
    /** One open innie or outie ({@link Technique#LAW_OF_45}), else a sum or a difference of several. */
    private final boolean single;
    /** Outies of the cages mostly inside against the innies left ({@link Technique#LAW_OF_45_DIFFERENCE}). */
    private final boolean difference;

    private LawOf45(Grid grid, int[] marks, boolean single, boolean difference) {
        this.grid = grid;
        this.marks = marks;
        this.inArea = new int[grid.cells];
        this.single = single;
        this.difference = difference;
    }

    /** One open innie or outie: its digit. */
    static Step oneCell(Grid grid, int[] marks, Budget budget) {
        return grid.cageCount() == 0 ? null : new LawOf45(grid, marks, true, false).find();
    }

    /** Two to four open innies or outies: the candidates their sum rules out. */
    static Step sum(Grid grid, int[] marks, Budget budget) {
        return grid.cageCount() == 0 || grid.size > CageFillings.MAX_SIZE ? null
                : new LawOf45(grid, marks, false, false).find();
    }

    /** Outies of the cages mostly inside against the innies left, two to four open cells: what their difference rules out. */
    static Step difference(Grid grid, int[] marks, Budget budget) {
        return grid.cageCount() == 0 || grid.size > CageFillings.MAX_SIZE ? null
                : new LawOf45(grid, marks, false, true).find();
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
            if (k == 2) {
                Step step = boxPairs();
                if (step != null) {
                    return step;
                }
            }
        }
        return null;
    }

    /** Two boxes side by side, in a band or a stack, as one area. */
    private Step boxPairs() {
        for (int a = 0; a < grid.houseCount(); a++) {
            if (grid.kinds[a] != io.github.sudokusolver.Conflict.Unit.BOX) {
                continue;
            }
            for (int b = a + 1; b < grid.houseCount(); b++) {
                if (grid.kinds[b] == io.github.sudokusolver.Conflict.Unit.BOX && besideEachOther(a, b)) {
                    Step step = area(new int[] {a, b}, "boxes " + (grid.numbers[a] + 1) + " and "
                            + (grid.numbers[b] + 1));
                    if (step != null) {
                        return step;
                    }
                }
            }
        }
        return null;
    }

    /** Whether two boxes (rectangles) share a side: the same rows and touching columns, or the reverse. */
    private boolean besideEachOther(int a, int b) {
        int[] ra = bounds(a);
        int[] rb = bounds(b);
        boolean sameRows = ra[0] == rb[0] && ra[1] == rb[1];
        boolean sameColumns = ra[2] == rb[2] && ra[3] == rb[3];
        return sameRows && (ra[3] + 1 == rb[2] || rb[3] + 1 == ra[2])
                || sameColumns && (ra[1] + 1 == rb[0] || rb[1] + 1 == ra[0]);
    }

    /** The first and last row, then the first and last column, of a house. */
    private int[] bounds(int house) {
        int[] bounds = {Integer.MAX_VALUE, -1, Integer.MAX_VALUE, -1};
        for (int cell : grid.cellsOf(house)) {
            io.github.sudokusolver.Cell named = grid.cell(cell);
            bounds[0] = Math.min(bounds[0], named.row());
            bounds[1] = Math.max(bounds[1], named.row());
            bounds[2] = Math.min(bounds[2], named.col());
            bounds[3] = Math.max(bounds[3], named.col());
        }
        return bounds;
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
        if (difference) {
            return difference(regions, name, total, inside, insideSum, crossing);
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

    /**
     * Joins the crossing cages with more cells inside than out: their outies, less the innies of the other crossing
     * cages and the uncaged cells, add up to the joined and inside cages' sums less the area's.
     */
    private Step difference(int[] regions, String name, int total, List<Integer> inside, int insideSum,
            List<Integer> crossing) {
        List<Integer> joined = new ArrayList<>();
        int joinedSum = 0;
        for (int cage : crossing) {
            int in = 0;
            for (int cell : grid.cageCells[cage]) {
                in += inArea[cell] == areaStamp ? 1 : 0;
            }
            if (2 * in > grid.cageCells[cage].length) {
                joined.add(cage);
                joinedSum += grid.cageSums[cage];
            }
        }
        if (joined.isEmpty()) {
            return null;
        }
        int t = insideSum + joinedSum - total;
        List<Integer> cells = new ArrayList<>();
        List<Integer> signs = new ArrayList<>();
        for (int cage : joined) {
            for (int cell : grid.cageCells[cage]) {
                if (inArea[cell] != areaStamp) {
                    cells.add(cell);
                    signs.add(1);
                }
            }
        }
        int outies = cells.size();
        for (int region : regions) {
            for (int cell : grid.cellsOf(region)) {
                int cage = grid.cageOf[cell];
                if (cage < 0 || !inside.contains(cage) && !joined.contains(cage)) {
                    cells.add(cell);
                    signs.add(-1);
                }
            }
        }
        if (cells.size() == outies) {
            return null; // no innie left: the outies' sum, which the sum step gives
        }
        int[] open = new int[MAX_CELLS];
        int[] sign = new int[MAX_CELLS];
        int count = 0;
        int openOuties = 0;
        for (int i = 0; i < cells.size(); i++) {
            int cell = cells.get(i);
            if ((marks[cell] & grid.placed) != 0) {
                t -= signs.get(i) * Grid.digit(marks[cell] & grid.all);
            } else if (count == MAX_CELLS) {
                return null;
            } else {
                open[count] = cell;
                sign[count++] = signs.get(i);
                openOuties += signs.get(i) > 0 ? 1 : 0;
            }
        }
        if (openOuties == 0 || openOuties == count) {
            return null; // a plain sum of innies or of outies: the sum step's
        }
        int[] support = new int[count];
        assignSigned(open, sign, count, 0, t, new int[count], support);
        StepBuilder step = new StepBuilder(Technique.LAW_OF_45_DIFFERENCE, grid);
        for (int i = 0; i < count; i++) {
            for (int bits = marks[open[i]] & grid.all & ~support[i]; bits != 0; bits &= bits - 1) {
                step.eliminate(open[i], Grid.digit(bits & -bits));
            }
            step.cell(open[i]);
        }
        if (step.changesNothing()) {
            return null;
        }
        step.difficulty(step.technique().difficulty() + perRegion(step.technique()) * (regions.length - 1));
        for (int region : regions) {
            step.house(region);
        }
        inside.forEach(step::cage);
        joined.forEach(step::cage);
        List<Integer> outieCells = new ArrayList<>();
        List<Integer> innieCells = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            (sign[i] > 0 ? outieCells : innieCells).add(open[i]);
        }
        String amount = t == 0 ? "as much as" : Math.abs(t) + (t > 0 ? " more than" : " less than");
        return step.pattern("in " + name + ", the cages inside it or mostly inside add up to "
                + (insideSum + joinedSum) + ", so the " + (outieCells.size() == 1 ? "outie " : "outies ")
                + plus(outieCells) + (outieCells.size() == 1 ? " is " : " add up to ") + amount + " the "
                + (innieCells.size() == 1 ? "innie " : "innies ") + plus(innieCells)).build();
    }

    /** Assignments where the cells with sign +1 less those with -1 make {@code left}; distinct where cells see each other. */
    private boolean assignSigned(int[] cells, int[] sign, int count, int i, int left, int[] chosen, int[] support) {
        if (i == count) {
            return left == 0;
        }
        boolean any = false;
        for (int bits = marks[cells[i]] & grid.all; bits != 0; bits &= bits - 1) {
            int bit = bits & -bits;
            boolean clash = false;
            for (int j = 0; j < i && !clash; j++) {
                clash = chosen[j] == bit && grid.sees(cells[i], cells[j]);
            }
            if (clash) {
                continue;
            }
            chosen[i] = bit;
            if (assignSigned(cells, sign, count, i + 1, left - sign[i] * Grid.digit(bit), chosen, support)) {
                support[i] |= bit;
                any = true;
            }
        }
        return any;
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
        step.difficulty(step.technique().difficulty() + perRegion(step.technique()) * (regions.length - 1));
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
        int[] plus = new int[cells.length];
        java.util.Arrays.fill(plus, 1);
        assignSigned(cells, plus, cells.length, 0, sum, chosen, support);
        for (int i = 0; i < cells.length; i++) {
            for (int bits = marks[cells[i]] & grid.all & ~support[i]; bits != 0; bits &= bits - 1) {
                step.eliminate(cells[i], Grid.digit(bits & -bits));
            }
        }
        return !step.changesNothing();
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
