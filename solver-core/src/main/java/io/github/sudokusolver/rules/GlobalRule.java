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
    /**
     * Orthogonal neighbours never hold consecutive digits, whatever they carry (the Interactive Sudoku Solver's
     * anti-consecutive). f-puzzles' flag of that name spares the pairs with a kropki dot: {@link #NEGATIVE_WHITE_DOTS}.
     */
    NON_CONSECUTIVE("non-consecutive"),
    /** The cells at the same place in each box form a region (on layouts of boxes only). */
    DISJOINT_GROUPS("disjoint groups"),
    /**
     * Every white dot is given: two orthogonal neighbours that carry no kropki dot ({@link Dot#isKropki()}: white or
     * black, of any value) are not consecutive. A pair with an X or a V is not spared. This is f-puzzles'
     * non-consecutive flag on a puzzle with kropki dots, and half of the Interactive Sudoku Solver's strict kropki.
     */
    NEGATIVE_WHITE_DOTS("negative white dots"),
    /**
     * Every black dot is given: two orthogonal neighbours that carry no kropki dot are in none of the ratios of the
     * layout's black dots ({@link Dot.Kind#RATIO}), or not in ratio 2 when it has none, as f-puzzles checks its
     * negative ratio; a pair with an X or a V is not spared.
     */
    NEGATIVE_BLACK_DOTS("negative black dots"),
    /**
     * Every X and V is given: two orthogonal neighbours that carry no sum dot ({@link Dot.Kind#SUM}) add up to neither
     * 10 nor 5; a pair with a kropki dot is not spared.
     */
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
