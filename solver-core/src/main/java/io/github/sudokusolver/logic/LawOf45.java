package io.github.sudokusolver.logic;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.internal.search.Budget;
import java.util.ArrayList;
import java.util.List;

/**
 * The law of 45 on a killer grid, computed on the marks at each step: an area (one region, then two adjacent rows,
 * columns or boxes, then three adjacent rows or columns, then the whole grid, on a grid of whole lines) adds up to
 * {@code 1 + ... + size} per region. The cages wholly
 * inside it leave the other cells of the area (the innies) a known sum; when every innie is caged, the cells outside
 * the area of the cages that cross its edge (the outies) add up to the cages' sums less the area's. With one open
 * innie or outie, its digit is known ({@link Technique#LAW_OF_45}); with two to four, their sum is a pseudo-cage
 * whose candidates no assignment uses leave ({@link Technique#LAW_OF_45_SUM}); with more, on the whole grid, each
 * cell's digit is bounded by the others' least and most (the same technique). Joining the cages that lie mostly
 * inside instead gives outies that add up to a known amount more than the innies left
 * ({@link Technique#LAW_OF_45_DIFFERENCE}). Per region past one, the difficulty grows by {@link #perRegion}.
 */
final class LawOf45 {

    /** Open innies or outies a pseudo-cage may have. */
    private static final int MAX_CELLS = 4;
    /**
     * Added per region of the area past the first (its {@code spread}: the whole grid counts as three lines;
     * calibrated on the killers of {@code docs/rating.md}): a little for one open cell, much for a sum, whose
     * pseudo-cage a player must find across several houses; nothing for a difference, already the hardest.
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

    /** Two to four open innies or outies (more on the whole grid, bounded): the candidates their sum rules out. */
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
        WeightedSums.support(grid, marks, open, sign, count, t, support, Long.MAX_VALUE, null, null);
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
        step.difficulty(step.technique().difficulty() + perRegion(step.technique()) * area.spread);
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
            } else if (++openCount > 1 && single) {
                return null; // the law on one cell wants one open cell
            }
        }
        if (openCount == 0 || (openCount == 1) != single) {
            return null;
        }
        // past four open cells only the whole grid's are bounded: a house's are better read as a pseudo-cage of
        // distinct digits, and the rated killers' paths keep their steps
        boolean bounds = openCount > MAX_CELLS;
        if (bounds && !area.wholeGrid) {
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
            if (bounds ? !bound(step, open, openSum) : !eliminate(step, open, openSum)) {
                seen.remember(index, form, marks, cells);
                return null;
            }
        }
        int[] regions = area.regions;
        step.difficulty(step.technique().difficulty() + perRegion(step.technique()) * area.spread);
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
        return step.pattern(text(area.name, innies, cagesSum, sum, placed, openList, openSum)
                + (bounds ? "; none is more than that less the others' least, or less than that less their most"
                        : "")).build();
    }

    /**
     * Eliminates what the open cells' sum leaves no room for, with the other cells at their least or their most
     * candidate: the form past {@link #MAX_CELLS} open cells, where the assignments would be too many to walk (nine
     * uncaged cells adding up to 9, one per row, are all 1).
     */
    private boolean bound(StepBuilder step, int[] cells, int sum) {
        int least = 0;
        int most = 0;
        for (int cell : cells) {
            int digits = marks[cell] & grid.all;
            if (digits == 0) {
                return false; // marks that contradict the sums: not for this step to say
            }
            least += Grid.digit(digits & -digits);
            most += 32 - Integer.numberOfLeadingZeros(digits);
        }
        boolean removed = false;
        for (int cell : cells) {
            int digits = marks[cell] & grid.all;
            int low = sum - (most - (32 - Integer.numberOfLeadingZeros(digits)));
            int high = sum - (least - Grid.digit(digits & -digits));
            for (int bits = digits; bits != 0; bits &= bits - 1) {
                int digit = Grid.digit(bits & -bits);
                if (digit < low || digit > high) {
                    step.eliminate(cell, digit);
                    removed = true;
                }
            }
        }
        return removed;
    }

    /** Eliminates the candidates of the open cells that no assignment adding up to {@code sum} uses. */
    private boolean eliminate(StepBuilder step, int[] cells, int sum) {
        int[] support = new int[cells.length];
        int[] plus = new int[cells.length];
        java.util.Arrays.fill(plus, 1);
        WeightedSums.support(grid, marks, cells, plus, cells.length, sum, support, Long.MAX_VALUE, null, null);
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
