package io.github.sudokusolver.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.Solver;
import io.github.sudokusolver.generate.Generator;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every step of random explanations on layouts other than the classic grid, applied to the pencil marks, checked
 * against the solution: no step places a digit that is not the solution's or removes one that is, and every puzzle
 * is explained to the end. Seeded: the seed and the layout are in every message.
 */
final class LayoutStepsPropertyTest {

    /** The jigsaw grid the tests use: six irregular regions. */
    static final String JIGSAW_6 = """
            AAABBB
            AACBBB
            ACCCDD
            EECCDD
            EEFFDD
            EEFFFF
            """;

    /** A 9x9 jigsaw grid of nine irregular regions (the one of the board pictures' golden test). */
    static final String JIGSAW_9 = """
            AAAABBBBC
            AABABCCCC
            AABBBCCCF
            DDDEEEECF
            DGDEEFFFF
            DGGEEEIFF
            DGGGGGIFI
            DDHHGHIII
            HHHHHHIII
            """;

    static Stream<Arguments> layoutsAndSeeds() {
        List<Arguments> cases = new ArrayList<>();
        List<Layout> layouts = List.of(Layout.boxes(2, 2), Layout.boxes(2, 3), Layout.classic().withDiagonals(),
                Layout.jigsaw(JIGSAW_6), Layout.jigsaw(JIGSAW_9), Layout.classic().withWindows(),
                Layout.boxes(2, 2).withDiagonals(), Layout.boxes(4, 4), Layout.samurai());
        for (Layout layout : layouts) {
            int seeds = layout.size() > 9 || layout.equals(Layout.samurai()) ? 2 : 6;
            for (long seed = 1; seed <= seeds; seed++) {
                cases.add(Arguments.of(layout, seed));
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0}, seed {1}")
    @MethodSource("layoutsAndSeeds")
    void everyStepOfAnExplanationKeepsTheSolution(Layout layout, long seed) {
        Board puzzle = Generator.withSeed(seed).puzzle(layout);
        assertEveryStepKeepsTheSolution(puzzle, layout + ", seed " + seed + " (" + puzzle + ")");
    }

    /**
     * Explains a puzzle and applies each step to the marks: no placement but the solution's, no elimination of it,
     * explained to the end, to the solution. {@code where} starts every message (the layout and the seed).
     */
    static void assertEveryStepKeepsTheSolution(Board puzzle, String where) {
        Board solution = Solver.fastest().solve(puzzle).solution().orElseThrow();
        Explanation explanation = LogicalSolver.standard().explain(puzzle);
        Candidates marks = Candidates.of(puzzle);
        for (Step step : explanation.steps()) {
            for (Candidate placement : step.placements()) {
                assertEquals(solution.get(placement.cell().row(), placement.cell().col()), placement.digit(),
                        where + ": " + step.description());
            }
            for (Candidate elimination : step.eliminations()) {
                assertNotEquals(solution.get(elimination.cell().row(), elimination.cell().col()),
                        elimination.digit(), where + ": " + step.description());
            }
            marks = marks.apply(step);
        }
        assertTrue(explanation.isSolved(), where + ": not explained to the end");
        assertEquals(solution, marks.toBoard(), where);
        assertEquals(marks, explanation.result(), where);
    }

    /**
     * The seeded cases reach the chains, the forcing chains, the law of leftovers, the ALS patterns and the unique
     * rectangles (types 1, 2 and 4): the property above checks their steps too.
     */
    @Test
    void theSeededExplanationsReachTheChainsForcingChainsAlsAndRectangles() {
        Set<Technique> used = EnumSet.noneOf(Technique.class);
        layoutsAndSeeds().forEach(arguments -> {
            Object[] args = arguments.get();
            Board puzzle = Generator.withSeed((Long) args[1]).puzzle((Layout) args[0]);
            LogicalSolver.standard().explain(puzzle).steps().forEach(step -> used.add(step.technique()));
        });
        assertTrue(used.containsAll(EnumSet.of(Technique.X_CHAIN, Technique.XY_CHAIN, Technique.AIC,
                Technique.NISHIO_FORCING_CHAIN, Technique.DYNAMIC_CONTRADICTION_CHAINS, Technique.LAW_OF_LEFTOVERS,
                Technique.ALS_XZ, Technique.ALS_XY_WING, Technique.UNIQUE_RECTANGLE_TYPE_1,
                Technique.UNIQUE_RECTANGLE_TYPE_2, Technique.UNIQUE_RECTANGLE_TYPE_4)),
                used.toString());
    }
}
