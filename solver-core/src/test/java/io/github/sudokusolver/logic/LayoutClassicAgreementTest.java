package io.github.sudokusolver.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.internal.search.Budget;
import java.io.IOException;
import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The general finder of static forcing chains, run on the classic grid's positions of the calibration puzzles,
 * against the classic engine: the same technique and difficulty, or nothing where the classic finds nothing. The
 * finders that have one implementation need no such test: the classic grid runs the general code ({@link Subsets},
 * {@link Fish}, {@link Wings}, {@link UniqueRectangles}, {@link UniqueLoops}, {@link Bugs}, ...).
 */
final class LayoutClassicAgreementTest {

    private static final Budget NONE = Budget.unlimited();
    private static final Set<Technique> STATIC = EnumSet.of(Technique.CELL_FORCING_CHAINS,
            Technique.UNIT_FORCING_CHAINS);

    @Test
    void theStaticForcingChainsAgreeWithTheClassicEngine() throws IOException {
        int compared = 0;
        for (RatedPuzzles.Rated rated : RatedPuzzles.every(60)) {
            Candidates marks = Candidates.of(rated.puzzle());
            for (Step step : LogicalSolver.standard().explain(rated.puzzle()).steps()) {
                if (step.difficulty() >= Technique.X_CHAIN.difficulty()) {
                    compared += agree("line " + rated.line() + ", before " + step,
                            ForcingChains.find(marks.marks(), ForcingChains.Reach.STATIC, STATIC, NONE),
                            LayoutStaticChains.find(Grid.CLASSIC, marks.intMarks(), STATIC, NONE));
                }
                marks = marks.apply(step);
            }
        }
        assertTrue(compared > 0, "no forcing-chain position compared");
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
