package io.github.sudokusolver.logic;

/**
 * What the law of 45's searches ({@link LawOf45}: the sum of two or more innies or outies, the difference form) last
 * found nothing on, per area and form: the marks of the form's cells. A form's answer depends only on those marks
 * (which cells are open, what the placed ones add, the open ones' candidates) and on the cages, so on the same marks it
 * finds nothing again, and the search is skipped: the finders run at every step of an explanation, and most areas have
 * not changed since the last. One instance per thread and grid ({@link #of}); not thread-safe.
 */
final class LawOf45Seen {

    /** The forms: the innies' sum, the outies' sum, the outies against the innies left. */
    static final int INNIES = 0;
    static final int OUTIES = 1;
    static final int DIFFERENCE = 2;
    private static final int FORMS = 3;

    private static final PerThread<LawOf45Seen> LAST = new PerThread<>();
    /** This thread's supports of the sums and differences by their content, shared by every grid ({@link #sums}). */
    private static final PerThread<IntKeyTable<int[]>> SUMS = new PerThread<>();

    private final Grid grid;
    /** Per area and form, the marks of its cells when it last found nothing; null when it has not yet. */
    private final int[][] nothing;

    private LawOf45Seen(Grid grid) {
        this.grid = grid;
        this.nothing = new int[LawOf45Areas.of(grid).length * FORMS][];
    }

    /** Drops this thread's instance and sums, and with them what it remembers: for tests that compare with a fresh search. */
    static void forget() {
        LAST.remove();
        SUMS.remove();
    }

    /**
     * This thread's table of the supports that {@link WeightedSums} found without rules to keep, by what they depend
     * on: the number of cells, the sum, then per cell its weight, its candidates and which cells before it it sees.
     * The same content has the same supports in any area of any grid, so the table carries over from grid to grid.
     */
    static IntKeyTable<int[]> sums() {
        return SUMS.get(IntKeyTable::new);
    }

    /** This thread's instance for the grid, kept from call to call while the thread works on that grid. */
    static LawOf45Seen of(Grid grid) {
        return LAST.get(last -> last.grid == grid, () -> new LawOf45Seen(grid));
    }

    /** Whether the cells of the area's form have the marks on which it last found nothing. */
    boolean foundNothing(int area, int form, int[] marks, int[] cells) {
        int[] seen = nothing[area * FORMS + form];
        if (seen == null) {
            return false;
        }
        for (int i = 0; i < cells.length; i++) {
            if (marks[cells[i]] != seen[i]) {
                return false;
            }
        }
        return true;
    }

    /** Notes that the area's form found nothing on the present marks of its cells. */
    void remember(int area, int form, int[] marks, int[] cells) {
        int[] seen = nothing[area * FORMS + form];
        if (seen == null) {
            seen = new int[cells.length];
            nothing[area * FORMS + form] = seen;
        }
        for (int i = 0; i < cells.length; i++) {
            seen[i] = marks[cells[i]];
        }
    }
}
