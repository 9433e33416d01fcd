package io.github.sudokusolver.logic;

import io.github.sudokusolver.internal.search.Budget;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * {@link Technique#RULES_IN_A_HOUSE}: the open cells of a house take different digits and keep the rules among them
 * (pair rules between two of them; the sum of a cage, an arrow or a little killer, the digit sets of a renban or
 * another line of sets, the shape of a between, lockout, entropic, modular, region sum or zipper line and an
 * automaton's word, whose open cells all lie there: {@link FillingCheck}), so a candidate that no such filling gives
 * its cell leaves,
 * where the digits' differences alone would keep it (what they alone remove is the subsets' to say): {@code in box 7,
 * the open cells r7c1, r7c2, r8c1, r8c2, r8c3, r9c2 and r9c3, with the German whisper r8c1-r9c2, take different
 * digits that keep the rules among them; no such filling uses what leaves => ..., r7c2,r8c1,r8c3<>9, ...} (with 3
 * and 5 placed in the box, the whisper's three low cells take 1, 2 and 4, and the 4, at an end, wants the 9 beside
 * it). The whole house is filled when it has at most {@link #MAX_CELLS} open cells and its searches end within
 * {@link #MAX_NODES} nodes each; otherwise each group of three or more open cells that pair rules or cages link is
 * filled alone. The pair finders weigh at most two relations of one cell, the cage finders one cage: this weighs
 * them together. The search takes any cells ({@link #take}: two differ where they see each other), which is how
 * {@link RulesTogether} fills rules across houses.
 */
final class RulesInHouse {

    /** The most open cells of a house filled whole: a 9x9 house's worth. */
    static final int MAX_CELLS = 9;
    /** The most cells one filling search takes ({@link RulesTogether}'s rules, which may lie in several houses). */
    static final int CAPACITY = 12;
    /** The nodes one search of a house may visit before it gives up (a house of loose marks has many fillings). */
    static final int MAX_NODES = 50_000;
    /**
     * The nodes one search of {@link RulesTogether}'s cells may visit: up to twelve cells of up to four rules (Cold
     * Sauerkraut's two nabner relations and black dot give up at 50,000); what found nothing is not searched again.
     */
    static final int MAX_NODES_TOGETHER = 200_000;
    /** Added per cell the rules touch past three: the player keeps those cells' digits apart at once. */
    static final double PER_CELL = 0.2;
    /** How many of its nodes a search charges to the call's budget at a time. */
    private static final int CHARGED = 1 << 10;

    private final Grid grid;
    private final int[] marks;
    private final PairFacts pairs;
    /** The cells under study, in search order, and how many. */
    private final int[] cells = new int[CAPACITY];
    private int size;
    /** Per position, the relations to earlier positions: {relation, earlier position} pairs. */
    private final int[][] links = new int[CAPACITY][];
    /** Per position, the index into {@link #cageLeft} of its cage, or -1. */
    private final int[] cageAt = new int[CAPACITY];
    /** Per kept cage: its sum less its placed digits, and its open cells not yet given a digit (search state). */
    private final int[] cageLeft = new int[CAPACITY];
    private final int[] cellsLeft = new int[CAPACITY];
    /** Per position, whether a rule of the search touches it: the cells that rate the step. */
    private final boolean[] touched = new boolean[CAPACITY];
    private final List<Integer> cages = new ArrayList<>();
    /**
     * The rules checked as a whole (sums, lines of digit sets, lines with a shape, automata) whose open cells all lie
     * among the cells, each checked when its last open cell is given a digit: per position, the checks ending there.
     */
    private final List<List<FillingCheck>> checksAt = new ArrayList<>();
    /** The rules of those checks, by index in the layout's rules. */
    private final List<Integer> checkedRules = new ArrayList<>();

    /** Per position, the other positions whose cells its cell sees (bit k for position k): their digits differ. */
    private final int[] peerPositions = new int[CAPACITY];
    private final int[] chosen = new int[CAPACITY];
    private final int[] support = new int[CAPACITY];
    /**
     * What the houses need of the cells taken ({@link #take}): a digit whose every open place in a house lies among
     * them, not yet placed there, goes in one of them. Per need, its house, its digit's bit, and the positions of its
     * places; every filling, with the rules and without, meets them all.
     */
    private final List<int[]> needs = new ArrayList<>();
    /** Per position, the needs whose last position it is: met or not once it has its digit. */
    private final List<List<int[]>> needsAt = new ArrayList<>();
    /** Whether the search keeps the rules (else only the digits' differences). */
    private boolean keepRules;
    private int nodes;
    /** The nodes this search may visit: {@link #MAX_NODES}, or {@link #MAX_NODES_TOGETHER} for cells taken. */
    private int maxNodes = MAX_NODES;
    /** Whether the last search went past {@link #maxNodes}: it concluded nothing. */
    private boolean tooLarge;
    /** The position whose digit the current search fixes, and that digit. */
    private int forced;
    private int forcedBit;

    private static final int[] NO_CELLS = new int[0];

    private final Budget budget;

    RulesInHouse(Grid grid, int[] marks, Budget budget) {
        this.grid = grid;
        this.marks = marks;
        this.pairs = grid.rules.pairs;
        this.budget = budget;
    }

    /**
     * The step of the first house, in house order, whose rules leave a candidate out, or null. The first, not the
     * easiest of all houses: on a grid of rules between every two neighbours (non-consecutive) every house has rules,
     * and searching them all at each call made those explanations two to four times slower (a later house's step may
     * rate lower). A house or group that found nothing is not searched again on the same marks ({@link FillingsSeen}):
     * searching them again took two fifths of the people set's median explanations.
     */
    static Step find(Grid grid, int[] marks, Budget budget) {
        if (grid.rules.isEmpty() || grid.size > 16) {
            return null; // no rules; or a 25x25 house, whose fillings are far too many to search
        }
        RulesInHouse filler = new RulesInHouse(grid, marks, budget);
        filler.seen = HOUSES.get(last -> last.grid == grid, () -> new FillingsSeen(grid));
        return filler.find();
    }

    /** What the houses' searches found nothing on, per thread and grid. */
    private static final PerThread<FillingsSeen> HOUSES = new PerThread<>();
    /** This thread's {@link #HOUSES} for the grid, in a house's search; null in rules together's. */
    private FillingsSeen seen;

    private Step find() {
        int[] groupOf = new int[grid.cells];
        for (int house = 0; house < grid.houseCount(); house++) {
            int[] houseCells = grid.cellsOf(house);
            Arrays.fill(groupOf, 0);
            int open = 0;
            for (int c : houseCells) {
                boolean isOpen = SinglesAndIntersections.isOpen(grid, marks, c);
                groupOf[c] = isOpen ? -1 : 0; // -1: open, in no group yet
                open += isOpen ? 1 : 0;
            }
            if (open <= MAX_CELLS) {
                linkedOrder(houseCells, groupOf);
                Step step = conclude(house, true);
                if (step != null) {
                    return step;
                }
                if (!tooLarge) {
                    continue; // a group's step would be the whole house's, or a subset's to say
                }
                for (int c : houseCells) {
                    groupOf[c] = SinglesAndIntersections.isOpen(grid, marks, c) ? -1 : 0;
                }
            }
            int groups = 0;
            for (int start : houseCells) {
                if (groupOf[start] == -1 && gather(start, groupOf, ++groups) && size >= 3
                        && (size < open || open > MAX_CELLS)) { // not the whole house again, in the same order
                    Step step = conclude(house, false);
                    if (step != null) {
                        return step;
                    }
                }
            }
        }
        return null;
    }

    /**
     * Puts the house's open cells in {@link #cells} group by group, each in breadth-first order, so that a cell's
     * rules meet the digits of earlier cells as soon as they can: the search prunes at once (in the house's order, a
     * long whisper's cells come apart and its search may pass {@link #MAX_NODES}).
     */
    private void linkedOrder(int[] houseCells, int[] groupOf) {
        int[] order = new int[MAX_CELLS];
        int count = 0;
        int groups = 0;
        for (int start : houseCells) {
            if (groupOf[start] == -1) {
                gather(start, groupOf, ++groups); // a house of at most MAX_CELLS open cells: every group fits
                System.arraycopy(cells, 0, order, count, size);
                count += size;
            }
        }
        System.arraycopy(order, 0, cells, 0, count);
        size = count;
    }

    /**
     * Gathers the group of a start cell (the open cells of the house that pair rules or cages link to it) in
     * breadth-first order, marking them with the group's number; false when it has more than {@link #MAX_CELLS}
     * (the cells past them stay unmarked, and may start a group of their own: a part of the rules, still sound).
     */
    private boolean gather(int start, int[] groupOf, int number) {
        size = 0;
        groupOf[start] = number;
        cells[size++] = start;
        boolean fits = true;
        for (int head = 0; head < size; head++) {
            int cell = cells[head];
            for (int relation : pairs.relationsAt(cell)) {
                fits &= join(pairs.partner(relation, cell), groupOf, number);
            }
            int cage = grid.cageOf[cell];
            for (int mate : cage >= 0 ? grid.cageCells[cage] : NO_CELLS) {
                fits &= join(mate, groupOf, number);
            }
        }
        return fits;
    }

    private boolean join(int cell, int[] groupOf, int number) {
        if (groupOf[cell] != -1) {
            return true;
        }
        if (size == MAX_CELLS) {
            return false;
        }
        groupOf[cell] = number;
        cells[size++] = cell;
        return true;
    }

    /** The step of the cells in {@link #cells}, or null; {@code whole} when they are all the house's open cells. */
    private Step conclude(int house, boolean whole) {
        seeAll();
        Boolean gaveUp = seen.foundNothing(cells, size, needs, marks);
        if (gaveUp != null) {
            tooLarge = gaveUp;
            return null;
        }
        StepBuilder step = new StepBuilder(Technique.RULES_IN_A_HOUSE, grid).house(house);
        List<String> cellNames = new ArrayList<>();
        List<String> names = new ArrayList<>();
        if (!fillings(step, cellNames, names)) {
            seen.noteNothing(tooLarge);
            return null;
        }
        return step.pattern("in " + grid.name(house) + ", " + (whole ? "the open cells " : "")
                + String.join(", ", cellNames.subList(0, size - 1)) + " and " + cellNames.get(size - 1)
                + (whole ? ", with " : ", linked by ") + String.join(" and ", names)
                + ", take different digits that keep the rules among them; no such filling uses what leaves")
                .build();
    }

    /** Takes every position as every other's peer: the cells of one house. */
    private void seeAll() {
        maxNodes = MAX_NODES;
        needs.clear();
        needsAt.clear();
        for (int i = 0; i < size; i++) {
            peerPositions[i] = (1 << size) - 1 & ~(1 << i);
        }
    }

    /**
     * Takes the open cells to fill, at most {@link #CAPACITY}, in search order: two of them take different digits
     * where they see each other, and each digit a house needs of them ({@link #needs(Grid, int[], int[])}) goes in one
     * ({@link RulesTogether}'s cells, which may lie in several houses).
     */
    void take(int[] open, List<int[]> needsOfOpen) {
        maxNodes = MAX_NODES_TOGETHER;
        size = open.length;
        System.arraycopy(open, 0, cells, 0, size);
        for (int i = 0; i < size; i++) {
            peerPositions[i] = 0;
            for (int j = 0; j < size; j++) {
                peerPositions[i] |= j != i && grid.sees(cells[i], cells[j]) ? 1 << j : 0;
            }
        }
        needs.clear();
        needs.addAll(needsOfOpen);
        needsAt.clear();
        for (int i = 0; i < size; i++) {
            needsAt.add(new ArrayList<>());
        }
        for (int[] need : needs) {
            needsAt.get(31 - Integer.numberOfLeadingZeros(need[2])).add(need);
        }
    }

    /**
     * What the houses need of some open cells: per house (of every digit) and digit not placed there whose open
     * places all lie among the cells, {house, digit's bit, positions among the cells}.
     */
    static List<int[]> needs(Grid grid, int[] marks, int[] open) {
        List<int[]> needs = new ArrayList<>();
        List<Integer> houses = new ArrayList<>();
        for (int cell : open) {
            for (int house : grid.housesOf(cell)) {
                if (!houses.contains(house)) {
                    houses.add(house);
                }
            }
        }
        int[] inside = new int[grid.size]; // per digit, its places among the cells, as positions
        for (int house : houses) {
            int unplaced = grid.all;
            int outside = 0;
            Arrays.fill(inside, 0);
            for (int cell : grid.cellsOf(house)) {
                if (!SinglesAndIntersections.isOpen(grid, marks, cell)) {
                    unplaced &= ~marks[cell];
                    continue;
                }
                int position = positionOf(open, open.length, cell);
                if (position < 0) {
                    outside |= marks[cell];
                    continue;
                }
                for (int bits = marks[cell] & grid.all; bits != 0; bits &= bits - 1) {
                    inside[Integer.numberOfTrailingZeros(bits)] |= 1 << position;
                }
            }
            for (int bits = unplaced & ~outside; bits != 0; bits &= bits - 1) {
                int bit = bits & -bits;
                int positions = inside[Integer.numberOfTrailingZeros(bit)];
                if (positions != 0) {
                    needs.add(new int[] {house, bit, positions});
                }
            }
        }
        return needs;
    }

    /** The index of a cell among the first {@code count} of {@code cells}, or -1. */
    static int positionOf(int[] cells, int count, int cell) {
        for (int i = 0; i < count; i++) {
            if (cells[i] == cell) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Fills the cells taken, keeping the rules among them and then only the digits' differences; where the rules
     * leave out a candidate the differences keep, notes on the step the cells (row by row, their names added to
     * {@code cellNames}), the removals, the rules (their names added to {@code names}) and the difficulty (0.2 per
     * cell a rule touches past three, from the step's technique's), and answers true.
     */
    boolean fillings(StepBuilder step, List<String> cellNames, List<String> names) {
        tooLarge = false;
        if (!readRules()) {
            return false;
        }
        keepRules = true;
        int[] kept = search();
        if (kept == null || !removes(kept)) {
            return false; // too large, no filling at all (broken marks, not this step's to say), or nothing leaves
        }
        keepRules = false; // only now: most houses leave nothing, and need no second search
        int[] free = search();
        if (free == null) {
            return false;
        }
        List<Integer> rules = new ArrayList<>();
        Integer[] byCell = new Integer[size]; // positions in cell order: the step lists its cells row by row
        for (int i = 0; i < size; i++) {
            byCell[i] = i;
        }
        Arrays.sort(byCell, (a, b) -> Integer.compare(cells[a], cells[b]));
        for (int i : byCell) {
            int cell = cells[i];
            step.cell(cell);
            cellNames.add(grid.cell(cell).name());
            for (int bits = marks[cell] & free[i] & ~kept[i]; bits != 0; bits &= bits - 1) {
                step.eliminate(cell, Grid.digit(bits & -bits));
            }
        }
        for (int i = 0; i < size; i++) {
            for (int k = 0; k < links[i].length; k += 2) {
                int rule = pairs.ruleOf[links[i][k]];
                if (!rules.contains(rule)) {
                    rules.add(rule);
                    step.rule(rule);
                    names.add(PairFinders.ruleName(grid, pairs, links[i][k]));
                }
            }
        }
        for (int rule : checkedRules) {
            if (!rules.contains(rule)) {
                rules.add(rule);
                step.rule(rule);
                names.add(RuleNames.of(grid.rules.rule(rule)));
            }
        }
        for (int cage : cages) {
            step.cage(cage);
            names.add(grid.cageName(cage));
        }
        if (step.changesNothing()) {
            return false;
        }
        int rated = 0;
        for (int i = 0; i < size; i++) {
            rated += touched[i] ? 1 : 0;
        }
        step.difficulty(step.technique().difficulty() + PER_CELL * Math.max(0, rated - 3));
        return true;
    }

    /** Whether a candidate of the cells lies outside its support. */
    private boolean removes(int[] support) {
        for (int i = 0; i < size; i++) {
            if ((marks[cells[i]] & grid.all & ~support[i]) != 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Reads the rules among {@link #cells}: each position's relations to earlier ones, and the cages whose open cells
     * all lie among them (two or more); true when there is any.
     */
    private boolean readRules() {
        cages.clear();
        Arrays.fill(touched, false);
        boolean any = false;
        for (int i = 0; i < size; i++) {
            List<Integer> earlier = new ArrayList<>();
            for (int relation : pairs.relationsAt(cells[i])) {
                int partner = pairs.partner(relation, cells[i]);
                for (int j = 0; j < i; j++) {
                    if (cells[j] == partner) {
                        earlier.add(relation);
                        earlier.add(j);
                        touched[i] = true;
                        touched[j] = true;
                    }
                }
            }
            links[i] = earlier.stream().mapToInt(Integer::intValue).toArray();
            any |= links[i].length > 0;
            cageAt[i] = -1;
            int cage = grid.cageOf[cells[i]];
            if (cage >= 0 && !cages.contains(cage) && cageInside(cage)) {
                cages.add(cage);
            }
            if (cage >= 0 && cages.contains(cage)) {
                cageAt[i] = cages.indexOf(cage);
                touched[i] = true;
            }
        }
        readChecks();
        return any || !cages.isEmpty() || !checkedRules.isEmpty();
    }

    /**
     * The cells of each rule {@link #readChecks} checks as a whole, in its order: the cages, the sums, the lines of
     * digit sets, the between and lockout, entropic, modular, region sum and zipper lines, the automata. One list for
     * both: {@link RulesTogether} fills these rules and keys what it remembers by their cells' marks.
     */
    static List<int[]> checkedRuleCells(Grid grid) {
        LineFacts lines = grid.rules.lines;
        List<int[]> rules = new ArrayList<>(Arrays.asList(grid.cageCells));
        for (int[][] kind : new int[][][] {grid.rules.sums.cells, lines.setLines, lines.betweens, lines.entropics,
                lines.modulars, lines.regionSumLines, lines.zipperLines}) {
            rules.addAll(Arrays.asList(kind));
        }
        for (var walk : lines.automata) {
            rules.add(walk.cells());
        }
        return rules;
    }

    /**
     * The rules' sums, lines of digit sets, lines with a shape and automata whose open cells, two or more, all lie
     * among {@link #cells} (the cages are read cell by cell: {@link #readRules}). Keep the kinds those of
     * {@link #checkedRuleCells}.
     */
    private void readChecks() {
        checksAt.clear();
        for (int i = 0; i < size; i++) {
            checksAt.add(new ArrayList<>());
        }
        checkedRules.clear();
        SumFacts sums = grid.rules.sums;
        for (int s = 0; s < sums.cells.length; s++) {
            int[] positions = positions(sums.cells[s]);
            if (positions != null) {
                int total = sums.totals[s];
                for (int k = 0; k < sums.cells[s].length; k++) {
                    int cell = sums.cells[s][k];
                    total -= positions[k] < 0 ? sums.weights[s][k] * Grid.digit(marks[cell] & grid.all) : 0;
                }
                add(new FillingCheck.SumTotal(positions, sums.weights[s], total), sums.rules[s]);
            }
        }
        LineFacts lines = grid.rules.lines;
        for (int r = 0; r < lines.setLines.length; r++) {
            int[] positions = positions(lines.setLines[r]);
            if (positions != null) {
                int placedDigits = 0;
                for (int k = 0; k < positions.length; k++) {
                    placedDigits |= positions[k] < 0 ? marks[lines.setLines[r][k]] & grid.all : 0;
                }
                add(new FillingCheck.DigitSets(positions, placedDigits, lines.setLineSets[r]), lines.setLineRules[r]);
                addPrefixes(positions, placedDigits, lines.setLineSets[r]);
            }
        }
        for (int b = 0; b < lines.betweens.length; b++) {
            addShape(lines.betweens[b], FillingCheck.Shape.between(lines.lockouts[b]), lines.betweenRules[b]);
        }
        for (int e = 0; e < lines.entropics.length; e++) {
            addShape(lines.entropics[e], FillingCheck.Shape.runs(DigitGroupLines.Groups.thirds(grid.size)),
                    lines.entropicRules[e]);
        }
        for (int m = 0; m < lines.modulars.length; m++) {
            addShape(lines.modulars[m], FillingCheck.Shape.runs(
                    DigitGroupLines.Groups.remainders(grid.size, lines.moduli[m])), lines.modularRules[m]);
        }
        for (int r = 0; r < lines.regionSumLines.length; r++) {
            addShape(lines.regionSumLines[r], FillingCheck.Shape.equalSums(
                    along(lines.regionSumLines[r], lines.regionSums[r])), lines.regionSumRules[r]);
        }
        for (int a = 0; a < lines.automata.length; a++) {
            addShape(lines.automata[a].cells(), FillingCheck.Shape.automaton(lines.automata[a]),
                    lines.automatonRules[a]);
        }
        for (int z = 0; z < lines.zipperLines.length; z++) {
            addShape(lines.zipperLines[z], FillingCheck.Shape.equalSums(along(lines.zipperLines[z], lines.zippers[z])),
                    lines.zipperRules[z]);
        }
    }

    /**
     * A line of digit sets' first open cells in search order, from two of them up to all but the last, each checked
     * where its last cell is filled.
     */
    private void addPrefixes(int[] positions, int placedDigits, int[] sets) {
        int[] open = Arrays.stream(positions).filter(p -> p >= 0).sorted().toArray();
        for (int n = 2; n < open.length; n++) {
            checksAt.get(open[n - 1]).add(new FillingCheck.DigitSubsets(Arrays.copyOf(open, n), placedDigits, sets));
        }
    }

    /** A line whose shape is checked, when its open cells, two or more, all lie among {@link #cells}. */
    private void addShape(int[] lineCells, FillingCheck.Shape shape, int rule) {
        int[] positions = positions(lineCells);
        if (positions != null) {
            int[] placed = new int[lineCells.length];
            for (int k = 0; k < lineCells.length; k++) {
                placed[k] = positions[k] < 0 ? Grid.digit(marks[lineCells[k]] & grid.all) : 0;
            }
            add(new FillingCheck.LineShape(positions, placed, shape), rule);
        }
    }

    /** Groups of a line's cells as indices along the line. */
    private static int[][] along(int[] lineCells, int[][] groups) {
        int[][] indices = new int[groups.length][];
        for (int g = 0; g < groups.length; g++) {
            indices[g] = new int[groups[g].length];
            for (int i = 0; i < groups[g].length; i++) {
                for (int k = 0; k < lineCells.length; k++) {
                    indices[g][i] = lineCells[k] == groups[g][i] ? k : indices[g][i];
                }
            }
        }
        return indices;
    }

    /**
     * Per cell of a rule, its position among {@link #cells} (-1 for a placed one); null unless its open cells, two or
     * more, all lie among them.
     */
    private int[] positions(int[] ruleCells) {
        int[] positions = new int[ruleCells.length];
        int open = 0;
        for (int k = 0; k < ruleCells.length; k++) {
            positions[k] = -1;
            if (SinglesAndIntersections.isOpen(grid, marks, ruleCells[k])) {
                open++;
                positions[k] = positionOf(cells, size, ruleCells[k]);
                if (positions[k] < 0) {
                    return null;
                }
            }
        }
        return open >= 2 ? positions : null;
    }

    private void add(FillingCheck check, int rule) {
        int last = 0;
        for (int position : check.positions()) {
            last = Math.max(last, position);
            touched[Math.max(position, 0)] |= position >= 0;
        }
        checksAt.get(last).add(check);
        if (!checkedRules.contains(rule)) {
            checkedRules.add(rule);
        }
    }

    /** Whether the rules ending at a position hold, its digit chosen. */
    private boolean checksHold(int position) {
        for (FillingCheck check : checksAt.get(position)) {
            if (!check.holds(chosen)) {
                return false;
            }
        }
        return true;
    }

    /** Whether the cage's open cells, two or more, all lie among {@link #cells}. */
    private boolean cageInside(int cage) {
        int open = 0;
        for (int cell : grid.cageCells[cage]) {
            if (SinglesAndIntersections.isOpen(grid, marks, cell)) {
                open++;
                if (positionOf(cells, size, cell) < 0) {
                    return false;
                }
            }
        }
        return open >= 2;
    }

    /**
     * Each position's digits over every filling, or null when there is none or the search is too large: each
     * candidate not yet in some filling found is tried in turn, the search stopping at its first filling, whose
     * digits all count.
     */
    private int[] search() {
        for (int k = 0; k < cages.size(); k++) {
            int cage = cages.get(k);
            cageLeft[k] = grid.cageSums[cage];
            cellsLeft[k] = 0;
            for (int cell : grid.cageCells[cage]) {
                if (SinglesAndIntersections.isOpen(grid, marks, cell)) {
                    cellsLeft[k]++;
                } else {
                    cageLeft[k] -= Grid.digit(marks[cell] & grid.all);
                }
            }
        }
        Arrays.fill(support, 0);
        nodes = 0;
        boolean any = false;
        for (int i = 0; i < size; i++) {
            for (int bits = marks[cells[i]] & grid.all & ~support[i]; bits != 0; bits &= bits - 1) {
                int bit = bits & -bits;
                if ((support[i] & bit) == 0) {
                    forced = i;
                    forcedBit = bit;
                    any |= fill(0);
                    if (nodes > maxNodes) {
                        tooLarge = true;
                        return null;
                    }
                }
            }
        }
        return any ? Arrays.copyOf(support, size) : null;
    }

    /**
     * Fills positions {@code from} on, digits differing between positions that see each other (keeping the rules
     * when {@link #keepRules}, and the digit {@link #forcedBit} at position {@link #forced}); at the first complete
     * filling, records its digits in {@link #support} and answers true. Gives up past {@link #maxNodes} nodes.
     */
    private boolean fill(int from) {
        if (from == size) {
            for (int i = 0; i < size; i++) {
                support[i] |= chosen[i];
            }
            return true;
        }
        int taken = 0;
        for (int earlier = peerPositions[from] & (1 << from) - 1; earlier != 0; earlier &= earlier - 1) {
            taken |= chosen[Integer.numberOfTrailingZeros(earlier)];
        }
        if (from != forced && (peerPositions[from] >> forced & 1) != 0) {
            taken |= forcedBit; // the fixed digit is taken from the start, so that no peer tries it in vain
        }
        int candidates = (from == forced ? forcedBit : marks[cells[from]] & grid.all) & ~taken;
        for (int bits = candidates; bits != 0; bits &= bits - 1) {
            if (++nodes > maxNodes) {
                return false;
            }
            if ((nodes & CHARGED - 1) == 0) {
                budget.charge(CHARGED);
            }
            int bit = bits & -bits;
            chosen[from] = bit;
            if (keepRules && !(keeps(from, bit) && checksHold(from)) || !needsMet(from)) {
                continue;
            }
            int sum = keepRules ? cageAt[from] : -1;
            if (sum >= 0) {
                cageLeft[sum] -= Grid.digit(bit);
                cellsLeft[sum]--;
            }
            boolean found = fill(from + 1);
            if (sum >= 0) {
                cageLeft[sum] += Grid.digit(bit);
                cellsLeft[sum]++;
            }
            if (found) {
                return true;
            }
        }
        return false;
    }

    /** Whether the filling so far puts each need ending at the position in one of its places. */
    private boolean needsMet(int position) {
        if (needsAt.isEmpty()) {
            return true;
        }
        for (int[] need : needsAt.get(position)) {
            boolean met = false;
            for (int positions = need[2]; positions != 0 && !met; positions &= positions - 1) {
                met = chosen[Integer.numberOfTrailingZeros(positions)] == need[1];
            }
            if (!met) {
                return false;
            }
        }
        return true;
    }

    /** Whether the digit keeps the position's links to earlier positions and leaves its cage a sum it can make. */
    private boolean keeps(int position, int bit) {
        int[] toEarlier = links[position];
        for (int k = 0; k < toEarlier.length; k += 2) {
            int earlier = toEarlier[k + 1];
            int allowed = pairs.tableFrom(toEarlier[k], cells[earlier])[Grid.digit(chosen[earlier]) - 1];
            if ((allowed & bit) == 0) {
                return false;
            }
        }
        int sum = cageAt[position];
        if (sum < 0) {
            return true;
        }
        int left = cageLeft[sum] - Grid.digit(bit);
        int after = cellsLeft[sum] - 1;
        // the cage's other open cells take distinct digits: at least 1 + ... + after, at most size + ... down
        return left >= after * (after + 1) / 2 && left <= after * (2 * grid.size - after + 1) / 2;
    }
}
