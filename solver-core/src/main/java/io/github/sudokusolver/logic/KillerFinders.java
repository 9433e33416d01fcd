package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersections.openDigits;

import io.github.sudokusolver.internal.search.Budget;
import java.util.ArrayList;
import java.util.List;

/**
 * The killer techniques of one cage: its combinations, its hidden single, its overlap with a house, and the
 * candidates no filling uses ({@link CageFillings} finds the fillings). The law of 45 is {@link LawOf45}. Each finder
 * returns null at once on a layout without cages, and skips the cages of a grid past {@link CageFillings#MAX_SIZE}
 * digits.
 */
final class KillerFinders {

    /** Combinations a description lists one by one; past it, it counts them. */
    private static final int LISTED = 6;
    /**
     * The difficulty a cage combinations step adds per cage cell past two (a larger cage has more combinations to
     * list), and a cage completion step: calibrated on the killers of {@code docs/rating.md}.
     */
    static final double COMBINATIONS_PER_CELL = 0.2;
    static final double COMPLETION_PER_CELL = 0.1;
    /**
     * What the cage and house overlap adds in its rarer forms, searched after the plain one (a digit every
     * combination holds leaves the cells that see all its places): a digit a house confines to one cage, and a
     * combination a cell outside would leave empty. Calibrated on the killers of {@code docs/rating.md} by re-running
     * the development half: the solver then takes another step where one is as easy, so these forms are met on the
     * harder killers.
     */
    static final double CONFINED_EXTRA = 0.4;
    static final double BLOCKED_EXTRA = 0.6;

    private KillerFinders() {
    }

    /** Digits in no combination that fits leave the cage. */
    static Step combinations(Grid grid, int[] marks, Budget budget) {
        if (grid.cageCount() == 0) {
            return null;
        }
        CageFillings fillings = CageFillings.of(grid);
        for (int cage : grid.cagesBySize) {
            if (!fillings.exact() || !fillings.fill(marks, cage, 0) || fillings.openCount == 0) {
                continue;
            }
            int outside = grid.all & ~fillings.unionOfCombos();
            if (!anyOf(grid, marks, fillings, outside)) {
                continue; // nothing to say: no step built
            }
            StepBuilder step = sized(cageStep(Technique.CAGE_COMBINATIONS, grid, cage, fillings), grid, cage,
                    COMBINATIONS_PER_CELL);
            for (int i = 0; i < fillings.openCount; i++) {
                eliminate(step, grid, fillings.open[i], marks[fillings.open[i]] & outside);
            }
            if (!step.changesNothing()) {
                return step.pattern(cageName(grid, cage) + ": " + onlyFit(grid, fillings)).build();
            }
        }
        return null;
    }

    /** A digit every combination that fits holds, with one place left in the cage, is placed there. */
    static Step hiddenSingle(Grid grid, int[] marks, Budget budget) {
        if (grid.cageCount() == 0) {
            return null;
        }
        CageFillings fillings = CageFillings.of(grid);
        for (int cage = 0; cage < grid.cageCount(); cage++) {
            if (!fillings.exact() || !fillings.fill(marks, cage, 0) || fillings.openCount == 0) {
                continue;
            }
            for (int bits = fillings.commonDigits() & ~fillings.placedDigits; bits != 0; bits &= bits - 1) {
                int bit = bits & -bits;
                int place = -1;
                int places = 0;
                for (int i = 0; i < fillings.openCount; i++) {
                    if ((marks[fillings.open[i]] & bit) != 0) {
                        place = fillings.open[i];
                        places++;
                    }
                }
                if (places == 1) {
                    return cageStep(Technique.CAGE_HIDDEN_SINGLE, grid, cage, fillings).place(place, Grid.digit(bit))
                            .digit(Grid.digit(bit))
                            .pattern(cageName(grid, cage) + ": " + every(grid, fillings) + " holds " + Grid.digit(bit)
                                    + ", and " + grid.cell(place).name() + " is its only place in the cage")
                            .build();
                }
            }
        }
        return null;
    }

    /**
     * A digit every combination that fits holds leaves the cells outside the cage that see all its places in the
     * cage; failing that, a digit confined in a house to one cage keeps that cage to the combinations holding it
     * ({@link #CONFINED_EXTRA} harder); failing that, a combination a cell outside would leave empty no longer fits
     * ({@link #BLOCKED_EXTRA} harder). The forms are searched from the easiest, so the first found is the easiest.
     */
    static Step overlap(Grid grid, int[] marks, Budget budget) {
        if (grid.cageCount() == 0) {
            return null;
        }
        CageFillings fillings = CageFillings.of(grid);
        if (!fillings.exact()) {
            return null;
        }
        for (int cage = 0; cage < grid.cageCount(); cage++) {
            if (!fillings.fill(marks, cage, 0) || fillings.openCount == 0) {
                continue;
            }
            for (int bits = fillings.commonDigits() & ~fillings.placedDigits; bits != 0; bits &= bits - 1) {
                Step step = outOfCage(grid, marks, cage, fillings, bits & -bits);
                if (step != null) {
                    return step;
                }
            }
        }
        HousePlaces table = HousePlaces.of(grid, marks); // nothing below asks it for other marks
        for (int house = 0; house < grid.houseCount(); house++) {
            Step step = confinedToCage(grid, marks, house, fillings, table);
            if (step != null) {
                return step;
            }
        }
        for (int cage = 0; cage < grid.cageCount(); cage++) {
            Step step = blockedCombinations(grid, marks, cage, fillings);
            if (step != null) {
                return step;
            }
        }
        return null;
    }

    /**
     * A combination that would take every candidate of a cell outside the cage that sees all the cage's open cells
     * no longer fits; the candidates no remaining combination's filling uses leave.
     */
    private static Step blockedCombinations(Grid grid, int[] marks, int cage, CageFillings fillings) {
        if (!fillings.fill(marks, cage, 0) || fillings.openCount == 0 || !fillings.combosComplete) {
            return null;
        }
        int openCount = fillings.openCount;
        int comboCount = fillings.comboCount;
        int[] open = fillings.open;
        int placedDigits = fillings.placedDigits;
        int[] blocker = null; // per combination, the first cell that blocks it, -1 for none; made at the first
        int blockedCount = 0;
        for (int cell : fillings.seeingAllOpen(cage)) {
            int digits = openDigits(grid, marks, cell);
            if (digits == 0 || Integer.bitCount(digits) > openCount) {
                continue; // a combination leaves as many digits as open cells: more candidates than that stay
            }
            for (int i = 0; i < comboCount; i++) {
                if ((digits & ~(fillings.combos[i] & ~placedDigits)) == 0 && (blocker == null || blocker[i] < 0)) {
                    if (blocker == null) {
                        blocker = new int[comboCount];
                        java.util.Arrays.fill(blocker, -1);
                    }
                    blocker[i] = cell;
                    blockedCount++;
                }
            }
        }
        if (blockedCount == 0 || blockedCount == comboCount) {
            return null;
        }
        // the fillings of the kept combinations, each searched once per cage's marks ({@link CageFillings})
        open = java.util.Arrays.copyOf(open, openCount);
        int[] combos = java.util.Arrays.copyOf(fillings.combos, comboCount);
        int[] support = new int[openCount];
        for (int i = 0; i < combos.length; i++) {
            if (blocker[i] < 0) {
                fillings.fill(marks, cage, combos[i]);
                for (int j = 0; j < openCount; j++) {
                    support[j] |= fillings.support[j];
                }
            }
        }
        boolean removes = false;
        for (int j = 0; j < openCount && !removes; j++) {
            removes = (marks[open[j]] & grid.all & ~support[j]) != 0;
        }
        if (!removes) {
            return null; // nothing to say: no step built
        }
        List<String> kept = new ArrayList<>();
        List<String> gone = new ArrayList<>();
        List<io.github.sudokusolver.Cell> blockers = new ArrayList<>();
        StepBuilder step = new StepBuilder(Technique.CAGE_HOUSE_OVERLAP, grid).cage(cage).house(grid.cageHouse(cage));
        for (int cell : grid.cageCells[cage]) {
            step.cell(cell);
        }
        for (int i = 0; i < combos.length; i++) {
            if (blocker[i] >= 0) {
                gone.add(combo(combos[i]));
                if (!blockers.contains(grid.cell(blocker[i]))) {
                    blockers.add(grid.cell(blocker[i]));
                }
            } else {
                kept.add(combo(combos[i]));
                step.group(combos[i], grid.cageCells[cage]);
            }
        }
        for (int j = 0; j < open.length; j++) {
            eliminate(step, grid, open[j], marks[open[j]] & ~support[j]);
        }
        step.difficulty(Technique.CAGE_HOUSE_OVERLAP.difficulty() + BLOCKED_EXTRA);
        return step.pattern(cageName(grid, cage) + ": " + Notation.and(gone) + " would leave "
                + Notation.orCells(blockers) + ", which " + (blockers.size() == 1 ? "sees" : "see")
                + " the whole cage, no candidate, so only " + Notation.and(kept) + (kept.size() == 1 ? " fits" : " fit"))
                .build();
    }

    private static Step outOfCage(Grid grid, int[] marks, int cage, CageFillings fillings, int bit) {
        int[] places = new int[fillings.openCount];
        int count = 0;
        for (int i = 0; i < fillings.openCount; i++) {
            if ((marks[fillings.open[i]] & bit) != 0) {
                places[count++] = fillings.open[i];
            }
        }
        if (count < 2) {
            return null; // one place is the cage's hidden single
        }
        int digit = Grid.digit(bit);
        int[] gone = null;
        int goneCount = 0;
        for (int cell : grid.peersOf(places[0])) {
            if (grid.cageOf[cell] == cage || (openDigits(grid, marks, cell) & bit) == 0) {
                continue;
            }
            boolean all = true;
            for (int i = 1; i < count && all; i++) {
                all = grid.sees(cell, places[i]);
            }
            if (all) {
                if (gone == null) {
                    gone = new int[grid.peersOf(places[0]).length];
                }
                gone[goneCount++] = cell;
            }
        }
        if (goneCount == 0) {
            return null; // nothing to say: no step built
        }
        StepBuilder step = cageStep(Technique.CAGE_HOUSE_OVERLAP, grid, cage, fillings).digit(digit);
        for (int i = 0; i < goneCount; i++) {
            step.eliminate(gone[i], digit);
        }
        List<io.github.sudokusolver.Cell> placeCells = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            placeCells.add(grid.cell(places[i]));
        }
        String where = "";
        int common = commonRegion(grid, places, count);
        if (common >= 0) {
            step.house(common);
            where = (count == 2 ? ", both in " : ", all in ") + grid.name(common);
        }
        return step.pattern(cageName(grid, cage) + ": " + every(grid, fillings) + " holds " + digit
                + ", which in the cage can only be in " + Notation.cells(placeCells) + where).build();
    }

    /** A region every one of whose open places for a digit lies in one cage that does not hold it yet. */
    private static Step confinedToCage(Grid grid, int[] marks, int house, CageFillings fillings, HousePlaces table) {
        int placed = table.placed(house);
        for (int digit = 1; digit <= grid.size; digit++) {
            int bit = 1 << digit - 1;
            // the one cage of the digit's places in the house, -1 for none, places outside one cage (or outside
            // every cage), or the digit placed in the house already
            int cage = (placed & bit) != 0 ? -1 : table.cageHolding(house, table.places(house, digit));
            if (cage < 0 || !fillings.fill(marks, cage, 0) || (fillings.placedDigits & bit) != 0) {
                continue;
            }
            int before = fillings.unionOfCombos();
            if (!fillings.fill(marks, cage, bit)) {
                continue; // no combination holds it: the marks are wrong, not for this step to say
            }
            int outside = grid.all & ~fillings.unionOfCombos();
            if ((before & outside) == 0) {
                continue;
            }
            StepBuilder step = cageStep(Technique.CAGE_HOUSE_OVERLAP, grid, cage, fillings).digit(digit).house(house);
            for (int i = 0; i < fillings.openCount; i++) {
                eliminate(step, grid, fillings.open[i], marks[fillings.open[i]] & outside);
            }
            if (!step.changesNothing()) {
                step.difficulty(Technique.CAGE_HOUSE_OVERLAP.difficulty() + CONFINED_EXTRA);
                return step.pattern("in " + grid.name(house) + ", " + digit + " can only be in "
                        + grid.cageName(cage) + ", so the cage holds it: " + onlyFit(grid, fillings)).build();
            }
        }
        return null;
    }

    /** Candidates of the cage's cells that no filling uses. */
    static Step completion(Grid grid, int[] marks, Budget budget) {
        if (grid.cageCount() == 0) {
            return null;
        }
        CageFillings fillings = CageFillings.of(grid);
        for (int cage : grid.cagesBySize) {
            if (!fillings.exact() || !fillings.fill(marks, cage, 0) || fillings.openCount == 0) {
                continue;
            }
            boolean unused = false;
            for (int i = 0; i < fillings.openCount && !unused; i++) {
                unused = (marks[fillings.open[i]] & grid.all & ~fillings.support[i]) != 0;
            }
            if (!unused) {
                continue; // nothing to say: no step built
            }
            StepBuilder step = sized(cageStep(Technique.CAGE_COMPLETION, grid, cage, fillings), grid, cage,
                    COMPLETION_PER_CELL);
            List<String> parts = new ArrayList<>();
            for (int i = 0; i < fillings.openCount; i++) {
                int gone = marks[fillings.open[i]] & grid.all & ~fillings.support[i];
                if (gone != 0) {
                    eliminate(step, grid, fillings.open[i], gone);
                    parts.add(Notation.orDigits(digitList(gone)) + " in " + grid.cell(fillings.open[i]).name());
                }
            }
            if (!step.changesNothing()) {
                return step.pattern(cageName(grid, cage) + ": " + fitting(grid, fillings)
                        + ", and no way of filling the cage puts " + Notation.or(parts)).build();
            }
        }
        return null;
    }

    // ---- parts and text

    /** A step on one cage: the cage, its house, its cells, and each combination that fits as a group. */
    static StepBuilder cageStep(Technique technique, Grid grid, int cage, CageFillings fillings) {
        StepBuilder step = new StepBuilder(technique, grid).cage(cage).house(grid.cageHouse(cage));
        int[] cells = grid.cageCells[cage];
        for (int cell : cells) {
            step.cell(cell);
        }
        if (fillings.combosComplete) {
            for (int i = 0; i < fillings.comboCount; i++) {
                step.group(fillings.combos[i], cells);
            }
        }
        return step;
    }

    /** Whether an open cell of the cage last filled has a candidate among {@code digits}. */
    private static boolean anyOf(Grid grid, int[] marks, CageFillings fillings, int digits) {
        for (int i = 0; i < fillings.openCount; i++) {
            if ((marks[fillings.open[i]] & digits) != 0) {
                return true;
            }
        }
        return false;
    }

    /** The technique's difficulty plus {@code perCell} for each cell of the cage past two. */
    private static StepBuilder sized(StepBuilder step, Grid grid, int cage, double perCell) {
        return step.difficulty(step.technique().difficulty() + perCell * Math.max(0, grid.cageCells[cage].length - 2));
    }

    private static void eliminate(StepBuilder step, Grid grid, int cell, int digits) {
        for (int bits = digits & grid.all; bits != 0; bits &= bits - 1) {
            step.eliminate(cell, Grid.digit(bits & -bits));
        }
    }

    /** {@code Cage 15 at r1c1 (3 cells)}. */
    static String cageName(Grid grid, int cage) {
        String name = grid.cageName(cage);
        return Character.toUpperCase(name.charAt(0)) + name.substring(1) + " (" + grid.cageCells[cage].length
                + " cells)";
    }

    /** {@code only {1,5,9} and {2,4,9} fit}, or {@code only {1,2} fits}, or a count past {@link #LISTED}. */
    private static String onlyFit(Grid grid, CageFillings fillings) {
        if (!fillings.combosComplete || fillings.comboCount > LISTED) {
            return "the combinations that fit use only " + Notation.digits(digitList(fillings.unionOfCombos()));
        }
        return "only " + combos(fillings) + (fillings.comboCount == 1 ? " fits" : " fit");
    }

    /** {@code {3,7} and {4,6} fit}. */
    private static String fitting(Grid grid, CageFillings fillings) {
        if (!fillings.combosComplete || fillings.comboCount > LISTED) {
            return fillings.combosComplete ? fillings.comboCount + " combinations fit" : "many combinations fit";
        }
        return combos(fillings) + (fillings.comboCount == 1 ? " fits" : " fit");
    }

    /** {@code every combination that fits ({1,5,9} and {2,4,9})}, or {@code the only combination that fits, {1,2},}. */
    private static String every(Grid grid, CageFillings fillings) {
        if (fillings.comboCount == 1) {
            return "the only combination that fits, " + combos(fillings) + ",";
        }
        return "every combination that fits" + (fillings.comboCount > LISTED ? "" : " (" + combos(fillings) + ")");
    }

    private static String combos(CageFillings fillings) {
        List<String> list = new ArrayList<>();
        for (int i = 0; i < fillings.comboCount; i++) {
            list.add(combo(fillings.combos[i]));
        }
        return Notation.and(list);
    }

    /** {@code {1,5,9}}; digits past 9 as numbers: {@code {10,12}}. */
    static String combo(int mask) {
        StringBuilder text = new StringBuilder("{");
        for (int bits = mask; bits != 0; bits &= bits - 1) {
            text.append(text.length() == 1 ? "" : ",").append(Grid.digit(bits & -bits));
        }
        return text.append('}').toString();
    }

    static List<Integer> digitList(int mask) {
        List<Integer> list = new ArrayList<>();
        for (int bits = mask; bits != 0; bits &= bits - 1) {
            list.add(Grid.digit(bits & -bits));
        }
        return list;
    }

    /** A region holding every one of the cells, or -1. */
    static int commonRegion(Grid grid, int[] cells, int count) {
        for (int house : grid.housesOf(cells[0])) {
            boolean all = true;
            for (int i = 1; i < count && all; i++) {
                all = grid.geometry.inRegion(cells[i], house);
            }
            if (all) {
                return house;
            }
        }
        return -1;
    }
}
