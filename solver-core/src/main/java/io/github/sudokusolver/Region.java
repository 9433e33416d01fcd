package io.github.sudokusolver;

/**
 * The kinds of region in which each digit may appear once (a row, a column, a box, a jigsaw region, a diagonal, a
 * window, a killer cage), and the two kinds of rule a {@link Conflict} may also name: a cage's sum and a variant rule.
 * {@link Layout#regions(Region)} lists a layout's regions of one kind; {@link Conflict#unit()} and
 * {@code logic.House} name theirs.
 */
public enum Region {
    /** A row (in the samurai layout, the row of one of the five 9x9 grids). */
    ROW,
    /** A column. */
    COLUMN,
    /** A box: 3x3 on the classic grid, {@code boxRows x boxCols} on {@link Layout#boxes(int, int)}. */
    BOX,
    /** An irregular region of a {@link Layout#jigsaw(int[][])} layout. */
    REGION,
    /** A main diagonal of a {@link Layout#withDiagonals()} layout. */
    DIAGONAL,
    /** A window of a {@link Layout#withWindows()} layout. */
    WINDOW,
    /** A killer cage ({@link Layout#withCages}) that holds a digit twice. */
    CAGE,
    /** A killer cage whose givens already break its sum ({@link Conflict#emptyCells()} says how many are empty). */
    CAGE_SUM,
    /**
     * A variant rule ({@link Layout#withRules}) that the givens break on their own: {@link Conflict#rule()} names it,
     * {@code number} is its index in {@link Layout#rules()}, {@code first} and {@code second} the first and last
     * given cells it involves (the same for one), {@code digit} the first one's digit.
     */
    RULE,
    /**
     * An extra region ({@link io.github.sudokusolver.rules.ExtraRegion}) of as many cells as the grid has digits, or a
     * killer cage without a sum over as many cells (it holds every digit once too): a house of the step engine
     * ({@code logic.House}), numbered in the order of the layout's rules. A rule, not a region
     * of the layout: {@link Layout#regions(Region)} lists none, and a {@link Conflict} in it names the rule.
     */
    EXTRA_REGION,
    /**
     * One of the disjoint groups ({@link io.github.sudokusolver.rules.GlobalRule#DISJOINT_GROUPS}): the cells at one
     * place in every box, a house of the step engine numbered by that place in reading order. A rule, not a region of
     * the layout, as {@link #EXTRA_REGION}.
     */
    DISJOINT_GROUP
}
