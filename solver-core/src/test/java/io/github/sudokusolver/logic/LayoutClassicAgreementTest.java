package io.github.sudokusolver.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.internal.search.Budget;
import java.io.IOException;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * The general finders of unique rectangles type 3, run on the classic grid's positions of the calibration puzzles,
 * against the classic finders: the same technique and difficulty, or nothing where the classic finds nothing (on the
 * classic grid the swap rule is the classic two-boxes rule). The finders that have one implementation need no such
 * test: the classic grid runs the general code ({@link Subsets}, {@link Fish}, {@link Wings}, {@link TurbotFish},
 * {@link UniqueLoops}, {@link Bugs}, {@link Chains}, {@link StaticForcingChains}, ...).
 */
final class LayoutClassicAgreementTest {

    private static final Budget NONE = Budget.unlimited();

    private record Pair(String name, Function<short[], Step> classic, BiFunction<Grid, int[], Step> general) {
    }

    private static final Pair[] UNIQUENESS = {
        new Pair("type 3", UniqueRectangles::typeThree, (g, m) -> LayoutUniqueness.typeThree(g, m, NONE)),
    };

    @Test
    void theUniquenessPatternsAgreeWithTheClassicFinders() throws IOException {
        int[] compared = compare(UNIQUENESS, Technique.UNIQUE_RECTANGLE_TYPE_1.difficulty());
        assertTrue(compared[0] > 0, java.util.Arrays.toString(compared));
    }

    /** Every pair on every calibration position (every 20th puzzle) before a step this hard: the positions compared. */
    private static int[] compare(Pair[] pairs, double from) throws IOException {
        int[] compared = new int[pairs.length];
        for (RatedPuzzles.Rated rated : RatedPuzzles.every(20)) {
            Candidates marks = Candidates.of(rated.puzzle());
            for (Step step : LogicalSolver.standard().explain(rated.puzzle()).steps()) {
                if (step.difficulty() >= from) {
                    for (int i = 0; i < pairs.length; i++) {
                        compared[i] += agree(pairs[i].name() + ", line " + rated.line() + ", before " + step,
                                pairs[i].classic().apply(marks.marks()),
                                pairs[i].general().apply(Grid.CLASSIC, marks.intMarks()));
                    }
                }
                marks = marks.apply(step);
            }
        }
        return compared;
    }

    /** 1 when both found a step, of the same technique and difficulty; 0 when neither did. */
    private static int agree(String where, Step classic, Step general) {
        assertEquals(classic == null, general == null, where + ": classic " + classic + ", general " + general);
        if (classic == null) {
            return 0;
        }
        assertEquals(classic.technique(), general.technique(), where);
        assertEquals(classic.difficulty(), general.difficulty(), 1e-9, where);
        return 1;
    }
}
