package io.github.sudokusolver.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.SearchAbortedException;
import io.github.sudokusolver.SolveLimits;
import io.github.sudokusolver.SolveResult;
import io.github.sudokusolver.Solver;
import io.github.sudokusolver.TestPuzzles;
import io.github.sudokusolver.internal.search.Budget;
import java.io.IOException;
import java.time.Duration;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

final class LogicalSolverTest {

    private static final LogicalSolver LOGIC = LogicalSolver.standard();

    /** Every placement is the solution digit and no elimination removes one; fails with the step and puzzle. */
    static void assertSound(Board puzzle, Explanation explanation) {
        Board solution = Solver.fastest().solve(puzzle).solution().orElseThrow();
        for (Step step : explanation.steps()) {
            for (Candidate c : step.placements()) {
                assertEquals(solution.get(c.cell().row(), c.cell().col()), c.digit(),
                        () -> "unsound placement in " + puzzle + ": " + step);
            }
            for (Candidate c : step.eliminations()) {
                assertNotEquals(solution.get(c.cell().row(), c.cell().col()), c.digit(),
                        () -> "unsound elimination in " + puzzle + ": " + step);
            }
        }
        assertTrue(explanation.isSolved(), () -> "not explained to the end: " + puzzle);
        assertEquals(solution, explanation.result().toBoard());
    }

    @Test
    void explainsTheSeedPuzzleSoundlyToTheEnd() {
        Explanation explanation = LOGIC.explain(TestPuzzles.SEED);
        assertSound(TestPuzzles.SEED, explanation);
        assertEquals(TestPuzzles.SEED_SOLUTION, explanation.result().toBoard());
        assertEquals(Candidates.of(TestPuzzles.SEED), explanation.start());
        Candidates replay = explanation.start();
        for (Step step : explanation.steps()) {
            replay = replay.apply(step);
        }
        assertEquals(explanation.result(), replay, "Candidates.apply replays the explanation");
    }

    @Test
    void ratesAsTheHardestStepOfTheExplanation() {
        Explanation explanation = LOGIC.explain(TestPuzzles.SEED);
        double hardest = explanation.steps().stream().mapToDouble(Step::difficulty).max().orElseThrow();
        Rating rating = LOGIC.rate(TestPuzzles.SEED);
        assertEquals(hardest, rating.score());
        assertEquals(Difficulty.of(hardest), rating.difficulty());
    }

    @Test
    void hintIsTheFirstStepOfTheExplanation() {
        Step hint = LOGIC.nextStep(TestPuzzles.SEED).orElseThrow();
        assertEquals(LOGIC.explain(TestPuzzles.SEED).steps().get(0), hint);
        assertEquals(hint, LOGIC.nextStep(Candidates.of(TestPuzzles.SEED)).orElseThrow());
    }

    @Test
    void hintOnASolvedGridIsEmptyAndRatingRefusesIt() {
        assertEquals(Optional.empty(), LOGIC.nextStep(TestPuzzles.SEED_SOLUTION));
        UnsuitablePuzzleException e = assertThrows(UnsuitablePuzzleException.class,
                () -> LOGIC.rate(TestPuzzles.SEED_SOLUTION));
        assertEquals(UnsuitablePuzzleException.Reason.ALREADY_SOLVED, e.reason());
    }

    @Test
    void anExplanationOfASolvedGridHasNoStepAndTheLeastRating() {
        Explanation done = LOGIC.explain(TestPuzzles.SEED_SOLUTION);
        assertEquals(List.of(), done.steps());
        assertTrue(done.isSolved());
        assertEquals(new Rating(1.0, Difficulty.EASY, Technique.FULL_HOUSE), done.rating());
        assertEquals("Solved", done.toString());
    }

    @Test
    void refusesClashingGivensNamingThem() {
        Board clash = TestPuzzles.SEED.with(0, 0, 0).with(0, 1, 0).with(0, 0, 5).with(0, 1, 5);
        UnsuitablePuzzleException e = assertThrows(UnsuitablePuzzleException.class, () -> LOGIC.explain(clash));
        assertEquals(UnsuitablePuzzleException.Reason.CLASHING_GIVENS, e.reason());
        assertTrue(e.getMessage().contains("digit 5 twice in row 1: r1c1 and r1c2"), e.getMessage());
    }

    @Test
    void refusesPuzzlesWithoutExactlyOneSolution() {
        assertEquals(UnsuitablePuzzleException.Reason.MULTIPLE_SOLUTIONS,
                assertThrows(UnsuitablePuzzleException.class, () -> LOGIC.rate(Board.empty())).reason());
        // The seed with one given changed to another digit that clashes with nothing: no solution is left.
        Board broken = null;
        for (int digit = 1; digit <= 9 && broken == null; digit++) {
            Board candidate = TestPuzzles.SEED.with(0, 0, 0).with(0, 0, digit);
            if (candidate.conflicts().isEmpty() && Solver.fastest().countSolutions(candidate, 1) == 0) {
                broken = candidate;
            }
        }
        Board noSolution = broken;
        assertEquals(UnsuitablePuzzleException.Reason.NO_SOLUTION,
                assertThrows(UnsuitablePuzzleException.class, () -> LOGIC.nextStep(noSolution)).reason());
    }

    @Test
    void refusesCandidatesThatLostTheSolutionDigit() {
        Candidates start = Candidates.of(TestPuzzles.SEED);
        int row = 0;
        int col = 0;
        while (TestPuzzles.SEED.get(row, col) != 0) {
            col++;
        }
        Candidate solutionDigit = new Candidate(new Cell(row, col), TestPuzzles.SEED_SOLUTION.get(row, col));
        UnsuitablePuzzleException e = assertThrows(UnsuitablePuzzleException.class,
                () -> LOGIC.nextStep(start.without(solutionDigit)));
        assertEquals(UnsuitablePuzzleException.Reason.NO_SOLUTION, e.reason());
    }

    @Test
    void rejectsNulls() {
        assertThrows(NullPointerException.class, () -> LOGIC.explain(null));
        assertThrows(NullPointerException.class, () -> LOGIC.rate(null));
        assertThrows(NullPointerException.class, () -> LOGIC.nextStep((Board) null));
        assertThrows(NullPointerException.class, () -> LOGIC.nextStep((Candidates) null));
        assertThrows(NullPointerException.class, () -> LogicalSolver.using(null));
        assertThrows(IllegalArgumentException.class, () -> LogicalSolver.using(Set.of()));
    }

    @Test
    void aSolverLimitedToSinglesGetsStuckOnAHarderPuzzleAndSaysSo() throws IOException {
        LogicalSolver singles = LogicalSolver.using(EnumSet.of(Technique.FULL_HOUSE, Technique.HIDDEN_SINGLE_BOX,
                Technique.HIDDEN_SINGLE_LINE, Technique.NAKED_SINGLE));
        Board hard = RatedPuzzles.every(1).stream().filter(r -> r.se() >= 9.0).findFirst().orElseThrow().puzzle();
        Explanation partial = singles.explain(hard);
        assertFalse(partial.isSolved());
        for (Step step : partial.steps()) {
            assertTrue(singles.techniques().contains(step.technique()), step::toString);
        }
        assertThrows(IllegalStateException.class, partial::rating);
        assertThrows(IllegalStateException.class, () -> singles.rate(hard));
    }

    @Test
    void interruptedExplanationStopsAndKeepsTheFlag() {
        Thread.currentThread().interrupt();
        try {
            assertThrows(SearchAbortedException.class, () -> LOGIC.explain(TestPuzzles.SEED));
            assertTrue(Thread.currentThread().isInterrupted());
        } finally {
            Thread.interrupted();
        }
    }

    /** A puzzle that needs cell forcing chains (8.3 MASTER): its explanation follows thousands of assumptions. */
    private static final Board MASTER =
            Board.parse("...9..36..4.1..7...6..7...82.6....1..81...6.55......9.8...4.9.6..98.2...4.....2..");

    /** Every entry point with limits, as a call on the {@link #MASTER} puzzle. */
    private static Map<String, Function<SolveLimits, Object>> limitedCalls() {
        Map<String, Function<SolveLimits, Object>> calls = new LinkedHashMap<>();
        calls.put("explain", limits -> LOGIC.explain(MASTER, limits));
        calls.put("rate", limits -> LOGIC.rate(MASTER, limits));
        calls.put("nextStep(Board)", limits -> LOGIC.nextStep(MASTER, limits));
        calls.put("nextStep(Candidates)", limits -> LOGIC.nextStep(Candidates.of(MASTER), limits));
        return calls;
    }

    @Test
    void ratesAlongSudokuExplainersPathWhileTheExplanationNamesSimplerPatterns() {
        LogicalSolver path = LOGIC.ratingPath();
        assertSame(path, path.ratingPath());
        for (Technique technique : Technique.values()) {
            assertEquals(technique.inSudokuExplainer(), path.techniques().contains(technique), technique::name);
        }
        Explanation shown = LOGIC.explain(MASTER);
        assertTrue(shown.steps().stream().anyMatch(step -> !step.technique().inSudokuExplainer()), shown::toString);
        assertEquals(path.explain(MASTER).rating(), LOGIC.rate(MASTER));
        assertTrue(shown.rating().score() < LOGIC.rate(MASTER).score(), shown::toString);
        LogicalSolver alsOnly = LogicalSolver.using(EnumSet.of(Technique.ALS_XZ));
        assertTrue(alsOnly.ratingPath().techniques().isEmpty());
        assertThrows(IllegalStateException.class, () -> alsOnly.rate(MASTER));
    }

    @Test
    void toStringSaysWhichTechniquesASolverUses() {
        int all = Technique.values().length;
        assertEquals("LogicalSolver with all " + all + " techniques", LogicalSolver.standard().toString());
        assertEquals("LogicalSolver with 2 techniques: FULL_HOUSE, NAKED_SINGLE",
                LogicalSolver.using(EnumSet.of(Technique.NAKED_SINGLE, Technique.FULL_HOUSE)).toString());
        LogicalSolver path = LOGIC.ratingPath();
        int left = all - path.techniques().size();
        assertTrue(path.toString().startsWith("LogicalSolver with " + path.techniques().size() + " of the " + all
                + " techniques, all but " + left + ": "), path.toString());
        assertTrue(path.toString().contains("ALS_XZ"), path.toString());
        assertEquals("LogicalSolver with no techniques",
                LogicalSolver.using(EnumSet.of(Technique.ALS_XZ)).ratingPath().toString());
    }

    @Test
    void theFormsWithoutLimitsAreTheFormsWithNone() {
        assertEquals(new Rating(8.3, Difficulty.MASTER, Technique.CELL_FORCING_CHAINS), LOGIC.rate(MASTER));
        assertEquals(LOGIC.explain(MASTER), LOGIC.explain(MASTER, SolveLimits.none()));
        assertEquals(LOGIC.rate(MASTER), LOGIC.rate(MASTER, SolveLimits.none()));
        assertEquals(LOGIC.nextStep(MASTER), LOGIC.nextStep(MASTER, SolveLimits.none()));
        assertEquals(LOGIC.nextStep(MASTER), LOGIC.nextStep(Candidates.of(MASTER), SolveLimits.none()));
        assertThrows(NullPointerException.class, () -> LOGIC.explain(MASTER, null));
        assertThrows(NullPointerException.class, () -> LOGIC.rate(null, SolveLimits.none()));
        assertThrows(NullPointerException.class, () -> LOGIC.nextStep((Board) null, SolveLimits.none()));
        assertThrows(NullPointerException.class, () -> LOGIC.nextStep(Candidates.of(MASTER), null));
    }

    /**
     * A node budget bounds the whole call, the uniqueness check included: each call stops with NODE_LIMIT after
     * exactly its budget, for budgets doubling from 0 until one is enough, and that one gives the unlimited answer.
     */
    @Test
    void aNodeBudgetStopsEveryCallAtTheBudgetOrGivesTheUnlimitedAnswer() {
        for (Map.Entry<String, Function<SolveLimits, Object>> call : limitedCalls().entrySet()) {
            Object unlimited = call.getValue().apply(SolveLimits.none());
            Object answer = null;
            int stops = 0;
            for (long budget = 0; answer == null; budget = Math.max(1, budget * 2)) {
                try {
                    answer = call.getValue().apply(SolveLimits.none().withMaxNodes(budget));
                } catch (SearchAbortedException e) {
                    assertEquals(SolveResult.AbortReason.NODE_LIMIT, e.reason(), call.getKey());
                    assertEquals(budget, e.statistics().nodes(), call.getKey() + " charged its budget exactly");
                    stops++;
                }
            }
            assertEquals(unlimited, answer, call.getKey());
            assertTrue(stops >= 1, call.getKey() + ": even the uniqueness check takes a node");
        }
        assertTrue(nodesToExplainMaster() > 1000, "chains charge their assumptions");
    }

    /** The smallest budget of the doubling sequence that lets the whole explanation of {@link #MASTER} finish. */
    private static long nodesToExplainMaster() {
        for (long budget = 1; ; budget *= 2) {
            try {
                LOGIC.explain(MASTER, SolveLimits.none().withMaxNodes(budget));
                return budget;
            } catch (SearchAbortedException e) {
                assertEquals(SolveResult.AbortReason.NODE_LIMIT, e.reason());
            }
        }
    }

    /** The check of pencil marks that runs out of budget is an abort, not "more than one solution" (it was). */
    @Test
    void aCheckOfCandidatesThatRunsOutOfBudgetIsAnAbortNotAVerdict() {
        int[] marks = Candidates.of(MASTER).intMarks();
        MarksSearch check = new MarksSearch(Grid.CLASSIC, Long.MAX_VALUE, Budget.unlimited());
        assertEquals(1, check.count(marks, 2));
        long checkNodes = check.nodes();
        assertTrue(checkNodes > 2, "the check needs a search: " + checkNodes);
        SearchAbortedException e = assertThrows(SearchAbortedException.class,
                () -> LOGIC.nextStep(Candidates.of(MASTER), SolveLimits.none().withMaxNodes(checkNodes - 1)));
        assertEquals(SolveResult.AbortReason.NODE_LIMIT, e.reason());
        assertTrue(e.getMessage().contains("raise the budget"), e.getMessage());
    }

    @Test
    void aTimeoutThatHasPassedStopsEveryCall() {
        for (Map.Entry<String, Function<SolveLimits, Object>> call : limitedCalls().entrySet()) {
            SearchAbortedException e = assertThrows(SearchAbortedException.class,
                    () -> call.getValue().apply(SolveLimits.none().withTimeout(Duration.ZERO)), call.getKey());
            assertEquals(SolveResult.AbortReason.TIMEOUT, e.reason(), call.getKey());
            assertEquals(LOGIC.nextStep(MASTER), LOGIC.nextStep(MASTER, SolveLimits.none().withTimeout(
                    Duration.ofDays(1))), "a timeout that does not pass changes nothing");
        }
    }

    @Test
    void anInterruptStopsEveryCallWithLimitsAndKeepsTheFlag() {
        for (Map.Entry<String, Function<SolveLimits, Object>> call : limitedCalls().entrySet()) {
            Thread.currentThread().interrupt();
            try {
                SearchAbortedException e = assertThrows(SearchAbortedException.class,
                        () -> call.getValue().apply(SolveLimits.none().withMaxNodes(1_000_000_000)), call.getKey());
                assertEquals(SolveResult.AbortReason.INTERRUPTED, e.reason(), call.getKey());
                assertTrue(Thread.currentThread().isInterrupted(), call.getKey());
            } finally {
                Thread.interrupted();
            }
        }
        assertEquals(new Rating(8.3, Difficulty.MASTER, Technique.CELL_FORCING_CHAINS),
                LOGIC.rate(MASTER, SolveLimits.none()), "after the interrupt is cleared, the known answer");
    }

    /**
     * A sample of the calibration file (every 4th puzzle, all bands): every step sound, every puzzle explained to the
     * end, and the ratings ranked as Sudoku Explainer ranks them (Spearman at least 0.95).
     */
    @Test
    @Tag("slow") // seconds per run: left out of the mutation run, where each mutant would wait on it
    void calibrationSampleIsSoundAndRankedAsSudokuExplainerRanksIt() throws IOException {
        List<RatedPuzzles.Rated> sample = RatedPuzzles.every(4);
        double[] se = new double[sample.size()];
        double[] ours = new double[sample.size()];
        for (int i = 0; i < sample.size(); i++) {
            RatedPuzzles.Rated rated = sample.get(i);
            Explanation explanation = LOGIC.explain(rated.puzzle());
            assertSound(rated.puzzle(), explanation);
            se[i] = rated.se();
            ours[i] = explanation.rating().score();
        }
        double rho = RatedPuzzles.spearman(se, ours);
        assertTrue(rho >= 0.95, "Spearman " + rho + " on " + sample.size() + " puzzles");
    }

    /** Each technique the calibration path uses, found again by a solver with that technique and the simpler ones. */
    @Test
    void everyTechniqueOnTheCalibrationPathsIsFoundAgainAlone() throws IOException {
        Map<Technique, Integer> seen = new EnumMap<>(Technique.class);
        for (RatedPuzzles.Rated rated : RatedPuzzles.every(8)) {
            Candidates marks = Candidates.of(rated.puzzle());
            boolean[] givens = new boolean[House.CELLS];
            for (int cell = 0; cell < House.CELLS; cell++) {
                givens[cell] = marks.isPlaced(Cell.of(cell));
            }
            for (Step step : LOGIC.explain(rated.puzzle()).steps()) {
                if (!seen.containsKey(step.technique())) {
                    EnumSet<Technique> upTo = EnumSet.noneOf(Technique.class);
                    for (Technique t : Technique.values()) {
                        if (t.difficulty() <= step.technique().difficulty()) {
                            upTo.add(t);
                        }
                    }
                    upTo.add(step.technique());
                    // With the givens, as explain has them: an avoidable rectangle needs to know them.
                    Step again = OnClassicGrid.next(LogicalSolver.using(upTo), marks.marks(), givens);
                    assertEquals(step, again, "at line " + rated.line());
                }
                seen.merge(step.technique(), 1, Integer::sum);
                marks = marks.apply(step);
            }
        }
        for (Technique expected : List.of(Technique.FULL_HOUSE, Technique.HIDDEN_SINGLE_BOX,
                Technique.HIDDEN_SINGLE_LINE, Technique.NAKED_SINGLE, Technique.POINTING, Technique.CLAIMING,
                Technique.NAKED_PAIR, Technique.X_WING, Technique.HIDDEN_PAIR, Technique.NAKED_TRIPLE,
                Technique.SWORDFISH, Technique.XY_WING, Technique.XY_CHAIN, Technique.AIC,
                Technique.DYNAMIC_CONTRADICTION_CHAINS)) {
            assertTrue(seen.containsKey(expected), () -> expected + " never used; seen " + seen);
        }
    }

    /** The whole calibration file: every step sound, and the rank correlation the docs report. */
    @Test
    @Tag("slow")
    void wholeCalibrationFileIsSound() throws IOException {
        List<RatedPuzzles.Rated> all = RatedPuzzles.every(1);
        double[] se = new double[all.size()];
        double[] ours = new double[all.size()];
        for (int i = 0; i < all.size(); i++) {
            Explanation explanation = LOGIC.explain(all.get(i).puzzle());
            assertSound(all.get(i).puzzle(), explanation);
            se[i] = all.get(i).se();
            ours[i] = explanation.rating().score();
        }
        assertTrue(RatedPuzzles.spearman(se, ours) >= 0.95);
    }
}
