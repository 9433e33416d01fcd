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
    /** One open innie or outie ({@link Technique#LAW_OF_45}), else a sum or a difference of several. */
    private final boolean single;
    /** Outies of the cages mostly inside against the innies left ({@link Technique#LAW_OF_45_DIFFERENCE}). */
    private final boolean difference;

    private LawOf45(Grid grid, int[] marks, boolean single, boolean difference) {
        this.grid = grid;
        this.marks = marks;
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
        LawOf45Areas.Area[] areas = LawOf45Areas.of(grid);
        for (int a = 0; a < areas.length; a++) {
            Step step = area(areas[a], a);
            if (step != null) {
                return step;
            }
        }
        return null;
    }

    private Step area(LawOf45Areas.Area area, int index) {
        if (difference) {
            return difference(area, index);
        }
        Step step = conclude(area, index, LawOf45Seen.INNIES, area.innies, area.total - area.insideSum, true,
                area.inside, area.insideSum);
        if (step != null || !area.allCaged || area.crossing.length == 0) {
            return step;
        }
        return conclude(area, index, LawOf45Seen.OUTIES, area.outies, area.insideSum + area.crossingSum - area.total,
                false, area.insideAndCrossing, area.insideSum + area.crossingSum);
    }

    /**
     * Joins the crossing cages with more cells inside than out: their outies, less the innies of the other crossing
     * cages and the uncaged cells, add up to the joined and inside cages' sums less the area's.
     */
    private Step difference(LawOf45Areas.Area area, int index) {
        if (area.joined.length == 0) {
            return null;
        }
        int t = area.insideSum + area.joinedSum - area.total;
        int[] cells = area.differenceCells;
        if (cells.length == area.differenceOuties) {
            return null; // no innie left: the outies' sum, which the sum step gives
        }
        int[] open = new int[MAX_CELLS];
        int[] sign = new int[MAX_CELLS];
        int count = 0;
        int openOuties = 0;
        for (int i = 0; i < cells.length; i++) {
            int cell = cells[i];
            int signOf = area.differenceSigns[i];
            if ((marks[cell] & grid.placed) != 0) {
                t -= signOf * Grid.digit(marks[cell] & grid.all);
            } else if (count == MAX_CELLS) {
                return null;
            } else {
                open[count] = cell;
                sign[count++] = signOf;
                openOuties += signOf > 0 ? 1 : 0;
            }
        }
        if (openOuties == 0 || openOuties == count) {
            return null; // a plain sum of innies or of outies: the sum step's
        }
        LawOf45Seen seen = LawOf45Seen.of(grid);
        if (seen.foundNothing(index, LawOf45Seen.DIFFERENCE, marks, cells)) {
            return null; // the same marks as when it last found nothing
        }
        int[] support = new int[count];
        assign(grid, marks, open, sign, count, t, support, Long.MAX_VALUE);
        if (!removes(open, count, support)) {
            seen.remember(index, LawOf45Seen.DIFFERENCE, marks, cells);
            return null;
        }
        StepBuilder step = new StepBuilder(Technique.LAW_OF_45_DIFFERENCE, grid);
        for (int i = 0; i < count; i++) {
            for (int bits = marks[open[i]] & grid.all & ~support[i]; bits != 0; bits &= bits - 1) {
                step.eliminate(open[i], Grid.digit(bits & -bits));
            }
            step.cell(open[i]);
        }
        int[] regions = area.regions;
        step.difficulty(step.technique().difficulty() + perRegion(step.technique()) * (regions.length - 1));
        for (int region : regions) {
            step.house(region);
        }
        for (int cage : area.inside) {
            step.cage(cage);
        }
        for (int cage : area.joined) {
            step.cage(cage);
        }
        List<Integer> outieCells = new ArrayList<>();
        List<Integer> innieCells = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            (sign[i] > 0 ? outieCells : innieCells).add(open[i]);
        }
        String amount = t == 0 ? "as much as" : Math.abs(t) + (t > 0 ? " more than" : " less than");
        return step.pattern("in " + area.name + ", the cages inside it or mostly inside add up to "
                + (area.insideSum + area.joinedSum) + ", so the " + (outieCells.size() == 1 ? "outie " : "outies ")
                + plus(outieCells) + (outieCells.size() == 1 ? " is " : " add up to ") + amount + " the "
                + (innieCells.size() == 1 ? "innie " : "innies ") + plus(innieCells)).build();
    }

    /**
     * The digits each cell takes in some assignment where the cells' digits, each times its weight, make {@code sum}
     * (into {@code support}), distinct where cells see each other. The answer depends only on the sum, each cell's
     * weight and candidates, and which cells see which, so it is looked up by those first ({@link LawOf45Seen#sums}).
     * The law of 45 weighs its cells +1 and -1; {@link SetTheory} weighs them by the rules it takes away.
     *
     * @return false when the search ran past {@code limit} nodes: the support is then incomplete, not to be used
     */
    static boolean assign(Grid grid, int[] marks, int[] cells, int[] weights, int count, int sum, int[] support,
            long limit) {
        return assign(grid, marks, cells, weights, count, sum, support, limit, null, null);
    }

    /** What an assignment keeps beyond distinct digits where cells see each other, checked as each cell takes one. */
    interface Keeps {
        /** Whether cell {@code i} may take digit bit {@code bit}, the cells before it holding {@code chosen}. */
        boolean allows(int i, int bit, int[] chosen);
    }

    /**
     * {@link #assign}, every assignment also kept by {@code keeps} (null: none), the search's nodes charged to
     * {@code budget} (null: none) a thousand at a time, so that a call stops when its caller's limits say. With rules
     * to keep, the answer depends on them too, so it is searched each time, not looked up.
     *
     * @throws Budget.Stopped if the budget says stop
     */
    static boolean assign(Grid grid, int[] marks, int[] cells, int[] weights, int count, int sum, int[] support,
            long limit, Keeps keeps, Budget budget) {
        if (keeps != null) {
            return new Assignments(grid, marks, cells, weights, count, limit, keeps, budget).search(sum, support);
        }
        IntKeyTable<int[]> known = LawOf45Seen.sums();
        int[] key = known.key(2 + 3 * count);
        key[0] = count;
        key[1] = sum;
        for (int i = 0; i < count; i++) {
            int seen = 0;
            for (int j = 0; j < i; j++) {
                seen |= grid.sees(cells[i], cells[j]) ? 1 << j : 0;
            }
            key[2 + 3 * i] = weights[i];
            key[3 + 3 * i] = marks[cells[i]] & grid.all;
            key[4 + 3 * i] = seen;
        }
        int[] answer = known.get();
        if (answer != null) {
            System.arraycopy(answer, 0, support, 0, count);
            return true;
        }
        if (!new Assignments(grid, marks, cells, weights, count, limit, null, budget).search(sum, support)) {
            return false;
        }
        known.put(java.util.Arrays.copyOf(support, count));
        return true;
    }

    /** How many of its nodes a search charges to its budget at a time. */
    private static final int CHARGED = 1024;

    /** The depth-first search of {@link #assign}, over the cells in order. */
    private static final class Assignments {
        private final Grid grid;
        private final int[] marks;
        private final int[] cells;
        private final int[] weights;
        private final int count;
        /** What the cells from each index on add at least and at most, whatever the others take. */
        private final int[] least;
        private final int[] most;
        private final int[] chosen;
        /** The nodes the search may visit, and those it has. */
        private final long limit;
        private long nodes;
        private final Keeps keeps;
        private final Budget budget;

        Assignments(Grid grid, int[] marks, int[] cells, int[] weights, int count, long limit, Keeps keeps,
                Budget budget) {
            this.limit = limit;
            this.keeps = keeps;
            this.budget = budget;
            this.grid = grid;
            this.marks = marks;
            this.cells = cells;
            this.weights = weights;
            this.count = count;
            this.least = new int[count + 1];
            this.most = new int[count + 1];
            this.chosen = new int[count];
            for (int i = count - 1; i >= 0; i--) {
                int candidates = marks[cells[i]] & grid.all;
                int low = candidates == 0 ? 0 : weights[i] * Grid.digit(candidates & -candidates);
                int high = candidates == 0 ? 0 : weights[i] * Grid.digit(Integer.highestOneBit(candidates));
                least[i] = least[i + 1] + Math.min(low, high);
                most[i] = most[i + 1] + Math.max(low, high);
            }
        }

        /** Fills the support; false when the search ran past its limit. */
        boolean search(int sum, int[] support) {
            assign(0, sum, support);
            return nodes <= limit;
        }

        /** Whether some assignment of the cells from {@code i} on makes {@code left}; adds their digits to support. */
        private boolean assign(int i, int left, int[] support) {
            if (i == count) {
                return left == 0;
            }
            if (left < least[i] || left > most[i] || ++nodes > limit) {
                return false;
            }
            if (budget != null && (nodes & CHARGED - 1) == 0) {
                budget.charge(CHARGED);
            }
            boolean any = false;
            for (int bits = marks[cells[i]] & grid.all; bits != 0; bits &= bits - 1) {
                int bit = bits & -bits;
                boolean clash = false;
                for (int j = 0; j < i && !clash; j++) {
                    clash = chosen[j] == bit && grid.sees(cells[i], cells[j]);
                }
                if (clash || keeps != null && !keeps.allows(i, bit, chosen)) {
                    continue;
                }
                chosen[i] = bit;
                if (assign(i + 1, left - weights[i] * Grid.digit(bit), support)) {
                    support[i] |= bit;
                    any = true;
                }
            }
            return any;
        }
    }

    /** Whether a candidate of the open cells lies outside its support: what an assignment's step removes. */
    private boolean removes(int[] open, int count, int[] support) {
        for (int i = 0; i < count; i++) {
            if ((marks[open[i]] & grid.all & ~support[i]) != 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * The step the open cells of {@code cells} and their sum give, or null. The cells are counted first and the
     * step's parts made only when there is one: most areas at most steps give nothing.
     */
    private Step conclude(LawOf45Areas.Area area, int index, int form, int[] cells, int sum, boolean innies,
            int[] cages, int cagesSum) {
        int openCount = 0;
        int openSum = sum;
        for (int cell : cells) {
            if ((marks[cell] & grid.placed) != 0) {
                openSum -= Grid.digit(marks[cell] & grid.all);
            } else if (++openCount > (single ? 1 : MAX_CELLS)) {
                return null; // the law on one cell wants one open cell
            }
        }
        if (openCount == 0 || (openCount == 1) != single) {
            return null;
        }
        int[] open = new int[openCount];
        int o = 0;
        for (int cell : cells) {
            if ((marks[cell] & grid.placed) == 0) {
                open[o++] = cell;
            }
        }
        StepBuilder step = new StepBuilder(single ? Technique.LAW_OF_45 : Technique.LAW_OF_45_SUM, grid);
        if (single) {
            if (openSum < 1 || openSum > grid.size || (marks[open[0]] & 1 << openSum - 1) == 0) {
                return null; // marks that contradict the sums: not for this step to say
            }
            step.place(open[0], openSum);
        } else {
            LawOf45Seen seen = LawOf45Seen.of(grid);
            if (seen.foundNothing(index, form, marks, cells)) {
                return null; // the same marks as when it last found nothing
            }
            if (!eliminate(step, open, openSum)) {
                seen.remember(index, form, marks, cells);
                return null;
            }
        }
        int[] regions = area.regions;
        step.difficulty(step.technique().difficulty() + perRegion(step.technique()) * (regions.length - 1));
        for (int region : regions) {
            step.house(region);
        }
        for (int cage : cages) {
            step.cage(cage);
        }
        List<Integer> openList = new ArrayList<>();
        for (int cell : open) {
            step.cell(cell);
            openList.add(cell);
        }
        List<Integer> placed = new ArrayList<>();
        for (int cell : cells) {
            if ((marks[cell] & grid.placed) != 0) {
                placed.add(cell);
            }
        }
        return step.pattern(text(area.name, innies, cagesSum, sum, placed, openList, openSum)).build();
    }

    /** Eliminates the candidates of the open cells that no assignment adding up to {@code sum} uses. */
    private boolean eliminate(StepBuilder step, int[] cells, int sum) {
        int[] support = new int[cells.length];
        int[] plus = new int[cells.length];
        java.util.Arrays.fill(plus, 1);
        assign(grid, marks, cells, plus, cells.length, sum, support, Long.MAX_VALUE);
        if (!removes(cells, cells.length, support)) {
            return false;
        }
        for (int i = 0; i < cells.length; i++) {
            for (int bits = marks[cells[i]] & grid.all & ~support[i]; bits != 0; bits &= bits - 1) {
                step.eliminate(cells[i], Grid.digit(bits & -bits));
            }
        }
        return true;
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
