package io.github.sudokusolver.generate;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.search.Budget;
import io.github.sudokusolver.internal.search.Geometry;
import io.github.sudokusolver.logic.Difficulty;
import io.github.sudokusolver.logic.Explanation;
import io.github.sudokusolver.logic.LogicalSolver;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The climb of a killer towards a level ({@link KillerClimb}). */
final class KillerClimbsTest {

    /**
     * A climb whose every move fails the level's check gains nothing: it gives up after {@link
     * KillerClimb#STALE_MOVES} moves in a row without gain, each move checked once (a draw that finds no move is a
     * move without a check).
     */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3})
    void aClimbGivesUpAfterItsMovesWithoutGain(long seed) {
        Layout layout = Layout.classic();
        Geometry geometry = LayoutGrids.geometryOf(layout);
        Random random = new Random(seed);
        Budget budget = new Budget(Long.MAX_VALUE, null);
        KillerCages maker = new KillerCages(layout, geometry, random::nextInt, null);
        Board killer = maker.make(budget);
        Explanation start = LogicalSolver.standard().ratingPath().explain(killer);
        int[] checks = new int[1];
        KillerClimb climb = new KillerClimb(layout, geometry, random::nextInt, budget, maker.solution(),
                maker.cages());
        Board climbed = climb.climb(start, board -> {
            checks[0]++;
            return null;
        }, Difficulty.EXPERT.from(), board -> true);
        assertNull(climbed, "seed " + seed);
        int most = KillerClimb.STALE_MOVES;
        assertTrue(checks[0] > most / 2 && checks[0] <= most, "seed " + seed + ": " + checks[0] + " checks");
    }
}
