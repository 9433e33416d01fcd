package io.github.sudokusolver.internal.search;

/**
 * A search strategy over plain arrays: the part of a solver that explores completions. It knows nothing of boards or
 * results; the API package's adapter checks the arguments and the givens, starts a {@link Search}, runs the engine
 * and turns the search's outcome into a result. Engines are stateless and thread-safe; each call's state lives in
 * objects of its own.
 */
public abstract class Engine {

    private final int nodesPerCheck;

    /**
     * @param nodesPerCheck nodes between reads of the clock and the interrupt flag, a power of two: about as many
     *     as this engine places in a few microseconds when warm
     */
    Engine(int nodesPerCheck) {
        if (Integer.bitCount(nodesPerCheck) != 1) {
            throw new IllegalArgumentException("nodesPerCheck must be a power of two, was " + nodesPerCheck);
        }
        this.nodesPerCheck = nodesPerCheck;
    }

    /**
     * @return nodes between two reads of the clock and the interrupt flag, a power of two; what a {@link Search}
     *     for this engine is started with
     */
    public final int nodesPerCheck() {
        return nodesPerCheck;
    }

    /**
     * The engine that searches grids of {@code geometry} on this one's behalf: itself, unless it is specialised to
     * the classic grid and hands other grids to the general engine.
     *
     * @param geometry the grid's geometry
     * @return the engine to run
     */
    public Engine forGeometry(Geometry geometry) {
        return this;
    }

    /**
     * Whether this engine finds clashing givens itself, as it lays them out, and reports them with
     * {@link Search#givensClash()} instead of searching. The caller then skips its own check of the givens, which
     * on the short searches of easy puzzles is a visible part of a call. Engines that do not check must be given
     * givens that do not clash.
     *
     * @return true if {@link #search} may be given clashing givens
     */
    public boolean checksGivens() {
        return false;
    }

    /**
     * Explores the completions of {@code grid} (whose givens are consistent, unless {@link #checksGivens()}),
     * reporting each complete grid to {@link Search#solutionFound(int[])} and each placement to
     * {@link Search#enterNode()}, until one of them says stop or the search space is exhausted. Run it through
     * {@link #forGeometry(Geometry)}.
     *
     * @param geometry the grid's geometry
     * @param grid the digit of each grid position ({@code row * columns + column}), 0 for empty and for holes; the
     *     engine may use it as scratch space. The givens must not clash unless {@link #checksGivens()}.
     * @param search the bookkeeping of this call
     */
    public abstract void search(Geometry geometry, int[] grid, Search search);

    /**
     * The same search on digits given as bytes (the form a board holds), which it only reads: what every solve
     * call runs. Engines that work on an int grid get a copy; an engine that reads its givens once overrides this to
     * read them in place, so that a call allocates nothing before its search.
     *
     * @param geometry the grid's geometry
     * @param digits the digit of each grid position, 0 for empty and for holes; not changed
     * @param search the bookkeeping of this call
     */
    public void search(Geometry geometry, byte[] digits, Search search) {
        int[] grid = new int[digits.length];
        for (int i = 0; i < grid.length; i++) {
            grid[i] = digits[i];
        }
        search(geometry, grid, search);
    }
}
