package io.github.sudokusolver.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.Solver;
import io.github.sudokusolver.generate.Generator;
import io.github.sudokusolver.rules.Line;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every step of random killer explanations, applied to the pencil marks, checked against the solution: no step places
 * a digit that is not the solution's or removes one that is, and every killer is explained to the end. Seeded: the
 * seed and the layout are in every message.
 */
final class KillerStepsPropertyTest {

    static Stream<Arguments> layoutsAndSeeds() {
        List<Arguments> cases = new ArrayList<>();
        for (long seed = 1; seed <= 12; seed++) {
            cases.add(Arguments.of(Layout.classic(), seed));
        }
        for (Layout layout : List.of(Layout.boxes(2, 2), Layout.boxes(2, 3), Layout.classic().withDiagonals())) {
            for (long seed = 1; seed <= 3; seed++) {
                cases.add(Arguments.of(layout, seed));
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0}, seed {1}")
    @MethodSource("layoutsAndSeeds")
    void everyStepOfAKillerExplanationKeepsTheSolution(Layout layout, long seed) {
        Board puzzle = Generator.withSeed(seed).killer(layout);
        LayoutStepsPropertyTest.assertEveryStepKeepsTheSolution(puzzle,
                puzzle.layout() + ", seed " + seed + " (" + puzzle.layout().cages() + ")");
    }

    /** The seeded killers reach every killer technique and ALS-XZ: the property above checks their steps. */
    @Test
    void theSeededKillersUseEveryKillerTechnique() {
        Set<Technique> used = EnumSet.noneOf(Technique.class);
        layoutsAndSeeds().forEach(arguments -> {
            Object[] args = arguments.get();
            Board puzzle = Generator.withSeed((Long) args[1]).killer((Layout) args[0]);
            LogicalSolver.standard().explain(puzzle).steps().forEach(step -> used.add(step.technique()));
        });
        assertTrue(used.containsAll(EnumSet.of(Technique.CAGE_COMBINATIONS, Technique.CAGE_HIDDEN_SINGLE,
                Technique.LAW_OF_45, Technique.CAGE_HOUSE_OVERLAP, Technique.CAGE_COMPLETION,
                Technique.LAW_OF_45_SUM, Technique.LAW_OF_45_DIFFERENCE, Technique.ALS_XZ)), used.toString());
    }

    @Test
    void aHintOnAKillersEditedMarksIsTheHintOnTheBoardsMarksAfterTheSameSteps() {
        Board puzzle = Generator.withSeed(2).killer(Layout.classic());
        Explanation explanation = LogicalSolver.standard().explain(puzzle);
        Candidates marks = Candidates.of(puzzle);
        for (Step step : explanation.steps().subList(0, 20)) {
            marks = marks.apply(step);
        }
        Optional<Step> hint = LogicalSolver.standard().nextStep(marks);
        assertEquals(explanation.steps().get(20), hint.orElseThrow(), "seed 2, after 20 steps");
    }

    @Test
    void editedKillerMarksThatLoseTheSolutionAreRefused() {
        Board puzzle = Generator.withSeed(2).killer(Layout.classic());
        Board solution = Solver.fastest().solve(puzzle).solution().orElseThrow();
        Candidates marks = Candidates.of(puzzle).without(new Candidate(new Cell(0, 0), solution.get(0, 0)));
        UnsuitablePuzzleException e = assertThrows(UnsuitablePuzzleException.class,
                () -> LogicalSolver.standard().nextStep(marks));
        assertEquals(UnsuitablePuzzleException.Reason.NO_SOLUTION, e.reason());
    }

    @Test
    void aKillerWithAThermometerIsExplainedKeepingBoth() {
        Board killer = Generator.withSeed(2).killer(Layout.classic());
        Board solution = Solver.fastest().solve(killer).solution().orElseThrow();
        // a thermometer along r1c1-r1c2 from the smaller digit of the solution: the puzzle keeps its one solution
        Cell a = new Cell(0, 0);
        Cell b = new Cell(0, 1);
        Line thermometer = solution.get(0, 0) < solution.get(0, 1) ? Line.thermometer(a, b) : Line.thermometer(b, a);
        Board puzzle = Board.of(killer.layout().withRules(List.of(thermometer)), killer.toArray());
        Explanation explanation = LogicalSolver.standard().explain(puzzle);
        assertTrue(explanation.isSolved(), explanation.toString());
        for (Step step : explanation.steps()) {
            for (Candidate placement : step.placements()) {
                assertEquals(solution.get(placement.cell().row(), placement.cell().col()), placement.digit(),
                        step.toString());
            }
            for (Candidate elimination : step.eliminations()) {
                assertNotEquals(solution.get(elimination.cell().row(), elimination.cell().col()),
                        elimination.digit(), step.toString());
            }
        }
    }
}
