package io.github.sudokusolver.rules;

/**
 * A rule over the whole grid, with nothing to place: anti-knight, anti-king, non-consecutive, disjoint groups, and the
 * negative rules that say every dot of a kind is given.
 */
public enum GlobalRule implements Rule {
    /** Cells a chess knight's move apart hold different digits. */
    ANTI_KNIGHT("anti-knight"),
    /** Cells a chess king's move apart (touching at a corner, as sides already differ) hold different digits. */
    ANTI_KING("anti-king"),
    /** Orthogonal neighbours never hold consecutive digits. */
    NON_CONSECUTIVE("non-consecutive"),
    /** The cells at the same place in each box form a region (on layouts of boxes only). */
    DISJOINT_GROUPS("disjoint groups"),
    /**
     * Every white dot is given: two orthogonal neighbours without a white dot are not consecutive, but a pair that
     * carries a dot of another kind (black, X, V, ...) is spared, as f-puzzles means it.
     */
    NEGATIVE_WHITE_DOTS("negative white dots"),
    /** Every black dot is given: neighbours without one are not in ratio 2, a pair with another mark spared. */
    NEGATIVE_BLACK_DOTS("negative black dots"),
    /** Every X and V is given: neighbours without one add up to neither 10 nor 5, a pair with another mark spared. */
    NEGATIVE_XV("negative xv");

    private final String word;

    GlobalRule(String word) {
        this.word = word;
    }

    /**
     * The rule as the text form writes it.
     *
     * @return e.g. {@code anti-knight}
     */
    @Override
    public String toString() {
        return word;
    }
}
