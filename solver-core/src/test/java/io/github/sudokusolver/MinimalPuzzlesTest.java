package io.github.sudokusolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.internal.search.Search;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Alain Frisch's minimal 25x25 puzzles ({@code ../shared/datasets/sizes/minimal_25x25.txt}), the kind that is
 * hardest for search: the first, within a node bound only the failure weighting keeps, in every build; the three
 * with published solutions, solved and proven proper, in the {@code heavy} profile ({@code ./mvnw -B verify -Pheavy
 * -pl solver-core}), as they take tens of seconds together.
 */
final class MinimalPuzzlesTest {

    /**
     * Nodes to prove the first minimal puzzle proper: 42,119 measured; 48,422 without restarts and nogoods, 97,616
     * when every failure weighed one (plain dom/wdeg) and 59,936 when a failure weighed the inverse of its
     * constraint's open cells, not its power 2.5.
     */
    private static final long FIRST_NODE_BOUND = 45_000;

    static List<Arguments> withSolutions() throws IOException {
        return LayoutSolvingTest.sizesFile("sizes/minimal_25x25.txt")
                .filter(puzzle -> ((Optional<?>) puzzle.get()[2]).isPresent())
                .toList();
    }

    @Test
    @Tag("slow") // a second or two: left out of the mutation run, where each mutant would wait on it
    void provesTheFirstProperWithinTheNodeBound() throws IOException {
        Arguments first = withSolutions().get(0);
        Board puzzle = (Board) first.get()[1];
        Search count = GeneralSolverTest.countToTwo(puzzle);
        assertEquals(null, count.stop(), first.get()[0].toString());
        assertEquals(1, count.solutions(), first.get()[0].toString());
        assertTrue(count.nodes() <= FIRST_NODE_BOUND, first.get()[0] + " took " + count.nodes() + " nodes");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("withSolutions")
    @Tag("heavy")
    void solvesToThePublishedAnswerAndProvesItProper(String id, Board puzzle, Optional<Board> published) {
        SolveResult result = Solver.fastest().solve(puzzle);
        assertEquals(published, result.solution(), id + ": " + result);
        assertEquals(1, Solver.fastest().countSolutions(puzzle, 2), id);
    }
}
