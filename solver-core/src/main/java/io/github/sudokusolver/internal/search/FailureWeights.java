package io.github.sudokusolver.internal.search;

/**
 * The weights of dom/wdeg for one search of the general solver: per region and per sum rule, what the failures found
 * in it add up to, kept as each cell's sum over its regions and rules, which is what the choice of cell reads. Not
 * part of the search's state: what one branch learns about where the puzzle is tight steers every later choice of
 * cell ({@link #ofCell}), and nothing carries over to the next search.
 *
 * <p>On grids of 16 digits and more a failure does not add one, as in plain dom/wdeg, but more the fewer cells its
 * constraint still had open: {@code 2^20 / open^2.5} (Wattez, Lecoutre, Paparrizou and Tabary's {@code wdeg^ca.cd},
 * 2019). A region that fails with three open cells says much more about where the puzzle is tight than one that fails
 * with twenty; counting each failure as one let the wide regions, which fail often because they are wide, steer the
 * search. On the minimal 25x25 puzzles this took 2-4x fewer nodes. On smaller grids, whose regions and cages have at
 * most 9 cells, each failure still adds one: weighting by open cells there gained on some hard killers and lost
 * several times over on others. {@code docs/general-solver.md} has the figures.
 *
 * <p>Weights start equal, so that before the first failure the choice is by candidates alone: at 1 on grids of 16
 * digits and more (a failure adds hundreds to thousands there), at {@link #SMALL_START} below, where a failure adds
 * one to its constraint and one more to the cell of the decision it follows ({@link #decided}): the constraints say
 * where the puzzle is tight, the decision's cell which guesses lead nowhere. Against each failure adding one to its
 * constraint from a start of 1, on 146 puzzles of the variant collections that finished 15% fewer nodes (the
 * little killers with disjoint groups of "The Barbed Cross" 62,820 to 37,554, the "Lines" 6,930 to 2,734), and fewer on
 * every killer list (Tarek's 38,564 to 31,780, human-solvable zero 170 to 164, generated 1,100 to 1,042);
 * {@code docs/variants.md}, "Failure weights", has the settings kept and the rejected ones. They cannot overflow
 * the comparison of dom/wdeg, a cell's candidates (at most 25) times another cell's weight: even a billion failures
 * of one constraint add at most {@code 2^50}, and a cell sums a few dozen constraints at most.
 *
 * <p>On grids below 16 digits without cages a failure of a sum over more cells than the grid has digits (such as the
 * little killers that {@link MergedSums} joins at setup, 30 cells and more) counts {@link #LONG_SUM_FACTOR} times:
 * such a sum fails rarely and then says that a whole band of the grid is tight. "Zero solution: Little Killer" took
 * 6,252 to 3,936 nodes, no collection more ({@code docs/variants.md}, "Failure weights").
 *
 * <p>On killers (cages) below 16 digits the weights decay: every {@link #DECAY_FAILURES} failures every weight is
 * halved, so that what the search learned lately counts more than what it learned early (the Interactive Sudoku
 * Solver halves its conflict scores likewise, every 16,384 failures). A killer's long search moves from one part of
 * the grid to another, and weights that only grow keep steering it by where it failed first: on the Mathemagic
 * killers this took a fifth fewer nodes. The weights are kept in units of {@link #DECAYING_UNIT} there, so that
 * halving keeps their ratios; a search with fewer failures than {@code DECAY_FAILURES} chooses node for node as
 * without decay. Elsewhere nothing decays: on the variant layouts without cages (where the search branches on
 * places too) and on the plain ones, decaying took more nodes ({@code docs/variants.md}, "Decaying weights on
 * killers").
 */
final class FailureWeights {

    /** What a failure of a constraint with one open cell adds; the rest scale down from it. */
    private static final double ONE_OPEN = 1 << 20;
    /** What each constraint's weight starts at on grids below {@link #WEIGHTED_FROM_SIZE} digits. */
    static final int SMALL_START = 2;
    /** The smallest grid, in digits, where failures are weighted by their open cells. */
    static final int WEIGHTED_FROM_SIZE = 16;
    /** How steeply a failure's weight falls with the open cells of its constraint: measured (the class comment). */
    private static final double EXPONENT = 2.5;
    /** On killers below 16 digits, how many failures between two halvings of every weight: measured (the comment). */
    static final int DECAY_FAILURES = 1024;
    /** What a failure adds on killers below 16 digits, where weights decay: halving keeps ten bits of their ratios. */
    static final long DECAYING_UNIT = 1 << 10;

    /**
     * Per cell, the sum of its regions' and rules' weights, each 1 plus what the failures found in that constraint
     * added. Kept per cell, not per constraint, because the choice of cell reads it for every open cell at every
     * node, while a failure, rarer, adds to a few dozen cells: 4% of the time of the minimal 25x25 puzzles went to
     * summing the constraints at each read.
     */
    private final long[] cell;
    private final int[][] regionCells;
    private final int[][] regionsOf;
    private final Propagator[] rules;
    /**
     * What a failure adds, by the open cells of the constraint it was found in (a table, as failures are frequent);
     * null on small grids, where every failure adds one.
     */
    private final long[] byOpenCells;
    /**
     * How many times a failure counts in each rule: {@link #LONG_SUM_FACTOR} for a sum over more cells than the grid
     * has digits (the little killers joined at setup) on grids below 16 digits without cages, 1 elsewhere.
     */
    private final int[] ruleFactor;
    /** What a failure of a long sum counts for on the layouts of {@link #ruleFactor}: measured (the class comment). */
    static final int LONG_SUM_FACTOR = 4;
    /** What a failure adds to a constraint on grids below 16 digits: 1, or {@link #DECAYING_UNIT} where weights decay. */
    private final long unit;
    /** Whether every weight is halved every {@link #DECAY_FAILURES} failures (killers below 16 digits). */
    private final boolean decays;
    /** Failures since the last halving, where weights decay. */
    private int sinceDecay;

    FailureWeights(Geometry geometry) {
        this.regionCells = geometry.regionCells;
        this.regionsOf = geometry.regionsOf;
        this.rules = geometry.rules;
        this.cell = new long[regionsOf.length];
        this.decays = geometry.size < WEIGHTED_FROM_SIZE && geometry.cageCells.length > 0;
        this.unit = decays ? DECAYING_UNIT : 1;
        long start = geometry.size < WEIGHTED_FROM_SIZE ? SMALL_START * unit : 1;
        for (int c = 0; c < cell.length; c++) { // every constraint's weight starts at the same
            cell[c] = start * (regionsOf[c].length + (rules.length == 0 ? 0 : geometry.rulesOf[c].length));
        }
        int longest = geometry.size;
        this.ruleFactor = new int[rules.length];
        for (int r = 0; r < rules.length; r++) {
            longest = Math.max(longest, rules[r].cells.length);
            boolean longSum = rules[r] instanceof LinearSum && rules[r].cells.length > geometry.size;
            ruleFactor[r] = longSum && !decays && geometry.size < WEIGHTED_FROM_SIZE ? LONG_SUM_FACTOR : 1;
        }
        if (geometry.size < WEIGHTED_FROM_SIZE) {
            this.byOpenCells = null;
            return;
        }
        this.byOpenCells = new long[longest + 1];
        for (int open = 0; open <= longest; open++) {
            // A constraint fails with no open cell when its last placement breaks it: weigh it as one open cell.
            byOpenCells[open] = Math.max(1, Math.round(ONE_OPEN / Math.pow(Math.max(1, open), EXPONENT)));
        }
    }

    /** A copy, to start another search from what this one has learned; the copy and this one then go apart. */
    FailureWeights copy() {
        return new FailureWeights(this);
    }

    private FailureWeights(FailureWeights learned) {
        this.cell = learned.cell.clone();
        this.regionCells = learned.regionCells;
        this.regionsOf = learned.regionsOf;
        this.rules = learned.rules;
        this.byOpenCells = learned.byOpenCells;
        this.ruleFactor = learned.ruleFactor;
        this.unit = learned.unit;
        this.decays = learned.decays;
        this.sinceDecay = learned.sinceDecay;
    }

    /** A cell's weight: the weights of its regions and rules, plus the failures blamed on it as a decision. */
    long ofCell(int c) {
        return cell[c];
    }

    /** The cell of the search's last decision (either branch), or -1 before the first. */
    private int decided = -1;

    /**
     * The search decides on this cell ("holds d" or "does not hold d"): on grids below {@link #WEIGHTED_FROM_SIZE}
     * digits, each failure found until the next decision adds one to this cell's own weight as well, as the
     * Interactive Sudoku Solver's conflict scores do (its only learning: the cell it guessed); see the class comment.
     */
    void decided(int c) {
        decided = c;
    }

    /**
     * A failure was found: one more (one unit) for the cell of the last decision, on small grids; and, where weights
     * decay, every weight halved once {@link #DECAY_FAILURES} failures have been found since the last halving.
     */
    private void blameDecision() {
        if (decided >= 0 && byOpenCells == null) {
            cell[decided] += unit;
        }
        if (decays && ++sinceDecay == DECAY_FAILURES) {
            sinceDecay = 0;
            for (int c = 0; c < cell.length; c++) {
                cell[c] = Math.max(1, cell[c] >> 1);
            }
        }
    }

    /** A cell left with no digit: each of its regions failed. Returns false, the failure. */
    boolean cellFailed(int[] state, int cell) {
        blameDecision();
        for (int r : regionsOf[cell]) {
            addToCells(regionCells[r], added(state, regionCells[r]));
        }
        return false;
    }

    /** A region that cannot be completed (a digit with no place, a failed matching). Returns false, the failure. */
    boolean regionFailed(int[] state, int r) {
        blameDecision();
        addToCells(regionCells[r], added(state, regionCells[r]));
        return false;
    }

    /** A rule beside the regions that cannot be met. Returns false, the failure. */
    boolean ruleFailed(int[] state, int r) {
        blameDecision();
        addToCells(rules[r].cells, ruleFactor[r] * added(state, rules[r].cells));
        return false;
    }

    /** A constraint's weight grew: so did the weight of each of its cells. */
    private void addToCells(int[] cells, long weight) {
        for (int c : cells) {
            cell[c] += weight;
        }
    }

    /** What a failure of the constraint over {@code cells} adds to its weight. */
    private long added(int[] state, int[] cells) {
        if (byOpenCells == null) {
            return unit;
        }
        int open = 0;
        for (int cell : cells) {
            if ((state[cell] & RegionPropagator.PLACED) == 0) {
                open++;
            }
        }
        return byOpenCells[open];
    }
}
