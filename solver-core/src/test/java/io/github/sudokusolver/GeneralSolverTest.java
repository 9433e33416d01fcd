package io.github.sudokusolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.format.PuzzleReader;
import io.github.sudokusolver.generate.Generator;
import io.github.sudokusolver.internal.search.GeneralEngine;
import io.github.sudokusolver.internal.search.Search;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.RepetitionInfo;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The general solver (every layout but 9x9) as a constraint-programming search: the hard large grids with their
 * published answers and within a node bound that only the full inference keeps, agreement with dancing links on
 * random layouts, the same answer and node count on every call, and limits that stop it with the known answer still
 * reachable.
 */
final class GeneralSolverTest {

    private static final Solver GENERAL = Solver.named("general");
    private static final Solver DANCING_LINKS = Solver.named("dancing-links");
    /**
     * Nodes the general solver may use to prove a hard sample puzzle proper. Measured: at most 18,202 (16x16) and
     * 2,256 (25x25). Without the matching the 16x16 worst case needs 52,254 nodes, without dom/wdeg 64,942, and the
     * first version of the solver 251,212: each of those would fail here.
     */
    private static final long SAMPLE_NODE_BOUND = 25_000;
    /** Far above what either solver needs on the random layouts below; a search gone astray fails, not hangs. */
    private static final SolveLimits BUDGET = SolveLimits.none().withMaxNodes(20_000_000);

    static List<Arguments> sizesSample() throws IOException {
        return LayoutSolvingTest.sizesSample().toList();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sizesSample")
    void provesEveryHardSamplePuzzleProperWithinTheNodeBound(String id, Board puzzle, Optional<Board> published) {
        Search count = countToTwo(puzzle);
        assertEquals(null, count.stop(), id);
        assertEquals(1, count.solutions(), id);
        long nodes = count.nodes();
        assertTrue(nodes <= SAMPLE_NODE_BOUND, id + " took " + nodes + " nodes");
        Board solution = GENERAL.solve(puzzle).solution().orElseThrow(() -> new AssertionError(id));
        published.ifPresent(expected -> assertEquals(expected, solution, id));
    }

    @Test
    void givesTheSameAnswerAndTheSameNodesOnEveryCall() throws IOException {
        Board puzzle = (Board) sizesSample().get(0).get()[1];
        SolveResult first = GENERAL.solve(puzzle);
        SolveResult again = GENERAL.solve(puzzle);
        assertEquals(first.solution(), again.solution());
        assertEquals(first.statistics().nodes(), again.statistics().nodes());
        assertEquals(first.statistics().backtracks(), again.statistics().backtracks());
        // Fails if the weights (or kept matchings) leaked from one call into the next: another puzzle in between
        // would leave its own.
        long firstCount = countToTwo(puzzle).nodes();
        countToTwo((Board) sizesSample().get(1).get()[1]);
        long countAfterAnother = countToTwo(puzzle).nodes();
        assertEquals(firstCount, countAfterAnother);
    }

    @Test
    void stopsAtItsBudgetAndReachesThePublishedAnswerWithMore() throws IOException {
        Arguments second = sizesSample().get(1); // 19,094 nodes to prove proper
        Board puzzle = (Board) second.get()[1];
        @SuppressWarnings("unchecked")
        Board published = ((Optional<Board>) second.get()[2]).orElseThrow();
        SolveResult stopped = GENERAL.solve(puzzle, SolveLimits.none().withMaxNodes(50));
        assertEquals(Optional.of(SolveResult.AbortReason.NODE_LIMIT), stopped.abortReason());
        assertEquals(50, stopped.statistics().nodes());
        SearchAbortedException counting = assertThrows(SearchAbortedException.class,
                () -> GENERAL.countSolutions(puzzle, 2, SolveLimits.none().withMaxNodes(1_000)));
        assertEquals(SolveResult.AbortReason.NODE_LIMIT, counting.reason());
        SearchAbortedException late = assertThrows(SearchAbortedException.class,
                () -> GENERAL.countSolutions(puzzle, 2, SolveLimits.none().withTimeout(Duration.ofNanos(1))));
        assertEquals(SolveResult.AbortReason.TIMEOUT, late.reason());
        assertEquals(published, GENERAL.solve(puzzle).solution().orElseThrow());
        assertEquals(1, GENERAL.countSolutions(puzzle, 2));
    }

    @Test
    void anInterruptDuringTheSearchStopsItAndTheAnswerStaysReachable() throws Exception {
        Arguments second = sizesSample().get(1);
        Board puzzle = (Board) second.get()[1];
        assertEquals(16, puzzle.layout().size(), "a 16x16 of 20,572 nodes: the interrupt lands inside its search");
        // No sleeping: the interrupt follows the end of one count at once, so it almost always lands inside the next
        // search; when it lands between two counts (no node yet), the attempt is made again.
        SearchAbortedException stopped = null;
        for (int attempt = 0; attempt < 20 && (stopped == null || stopped.statistics().nodes() == 0); attempt++) {
            stopped = interruptAfterOneCount(puzzle);
        }
        assertEquals(SolveResult.AbortReason.INTERRUPTED, stopped.reason());
        assertTrue(stopped.statistics().nodes() > 0, "stopped inside the search, after " + stopped.statistics());
        assertEquals(second.get()[2], GENERAL.solve(puzzle).solution());
    }

    /** Counts the puzzle's solutions over and over on a new thread, interrupted once the first count is done. */
    private static SearchAbortedException interruptAfterOneCount(Board puzzle) throws InterruptedException {
        AtomicReference<Object> outcome = new AtomicReference<>();
        CountDownLatch oneCountDone = new CountDownLatch(1);
        Thread worker = new Thread(() -> {
            try {
                for (int i = 0; i < 1_000; i++) { // far longer than the interrupt takes to arrive
                    GENERAL.countSolutions(puzzle, 2);
                    oneCountDone.countDown();
                }
                outcome.set("finished without noticing the interrupt");
            } catch (SearchAbortedException e) {
                outcome.set(e);
            }
        });
        worker.start();
        oneCountDone.await();
        worker.interrupt();
        worker.join(60_000);
        assertFalse(worker.isAlive(), "the interrupt must stop the search");
        return assertInstanceOf(SearchAbortedException.class, outcome.get());
    }

    /** Layouts small enough for exact cover to count their thinned puzzles in a moment. */
    private static final List<Layout> SMALL_LAYOUTS = List.of(Layout.boxes(2, 2), Layout.boxes(2, 3),
            Layout.boxes(3, 2), Layout.classic(), Layout.boxes(3, 4), Layout.boxes(4, 3),
            Layout.jigsaw(LayoutTest.JIGSAW_6), Layout.classic().withDiagonals(), Layout.classic().withWindows(),
            Layout.boxes(2, 2).withDiagonals(), Layout.samurai(), Layout.boxes(2, 3).withDiagonals(),
            Layout.jigsaw("""
                    AAABB
                    AACBB
                    DCCCB
                    DDCEE
                    DDEEE
                    """).withDiagonals()); // fish on irregular regions; JIGSAW_6 with diagonals has no grid

    @RepeatedTest(48)
    void agreesWithDancingLinksOnRandomLayouts(RepetitionInfo repetition) {
        long seed = repetition.getCurrentRepetition();
        Random random = new Random(seed);
        Layout layout = SMALL_LAYOUTS.get(random.nextInt(SMALL_LAYOUTS.size()));
        Board proper = Generator.withSeed(seed).puzzle(layout);
        Board puzzle = proper;
        int dropped = random.nextInt(layout.size() <= 6 ? 4 : 3);
        for (int i = 0; i < dropped; i++) {
            puzzle = LayoutSolvingTest.withoutRandomGiven(puzzle, random);
        }
        String context = "seed " + seed + ", " + layout + ", " + dropped + " givens dropped: " + puzzle;
        long expected = DANCING_LINKS.countSolutions(puzzle, 50, BUDGET);
        assertEquals(expected, GENERAL.countSolutions(puzzle, 50, BUDGET), context);
        SolveResult result = GENERAL.solve(puzzle, BUDGET);
        Board solution = result.solution().orElseThrow(() -> new AssertionError(context + ": " + result));
        assertTrue(solution.isSolved() && puzzle.isKeptBy(solution), context);
        if (expected == 1) {
            assertEquals(DANCING_LINKS.solve(puzzle, BUDGET).solution().orElseThrow(), solution, context);
        }
        // A digit that clashes with no given but with the only solution: both must find no completion.
        Board properSolution = DANCING_LINKS.solve(proper, BUDGET).solution().orElseThrow();
        Board wrong = withWrongDigit(proper, properSolution, random);
        String wrongContext = "seed " + seed + ", " + layout + ", wrong digit: " + wrong;
        assertFalse(wrong.hasConflict(), wrongContext);
        assertEquals(0, DANCING_LINKS.countSolutions(wrong, 2, BUDGET), wrongContext);
        assertEquals(0, GENERAL.countSolutions(wrong, 2, BUDGET), wrongContext);
        assertEquals(SolveResult.Status.NO_SOLUTION, GENERAL.solve(wrong, BUDGET).status(), wrongContext);
    }

    @Test
    @Tag("slow") // seconds per run: left out of the mutation run, where each mutant would wait on it
    void provesTheCommittedStressSetsProper() throws IOException {
        for (String file : List.of("stress-16x16.txt", "stress-25x25.txt")) {
            Path path = Path.of("..", "datasets", file); // Maven runs the tests in the module's folder
            assertTrue(Files.isRegularFile(path), path.toAbsolutePath() + " is part of the repository");
            Layout layout = file.contains("16x16") ? Layout.boxes(4, 4) : Layout.boxes(5, 5);
            List<Board> puzzles = PuzzleReader.readBoards(path, layout);
            assertFalse(puzzles.isEmpty(), file);
            for (int i = 0; i < puzzles.size(); i++) {
                Board puzzle = puzzles.get(i);
                assertEquals(1, GENERAL.countSolutions(puzzle, 2), file + " puzzle " + (i + 1));
                Board solution = GENERAL.solve(puzzle).solution().orElseThrow();
                assertTrue(solution.isSolved() && puzzle.isKeptBy(solution), file + " puzzle " + (i + 1));
            }
        }
    }

    /** The general solver's count up to two, run on its own {@link Search} so that its nodes can be read. */
    static Search countToTwo(Board puzzle) {
        Search count = new Search(Search.Bounds.NONE, 2, false, GeneralEngine.INSTANCE);
        GeneralEngine.INSTANCE.search(puzzle.layout().geometry(), puzzle.digitsForSearch(), count);
        return count;
    }

    /** The proper puzzle with one empty cell given a digit other than its solution's that clashes with no given. */
    private static Board withWrongDigit(Board proper, Board solution, Random random) {
        Layout layout = proper.layout();
        List<Integer> positions = new ArrayList<>();
        for (int position = 0; position < layout.rows() * layout.columns(); position++) {
            positions.add(position);
        }
        Collections.shuffle(positions, random);
        for (int cell : positions) {
            int row = cell / layout.columns();
            int col = cell % layout.columns();
            if (!layout.isCell(row, col) || proper.get(row, col) != 0) {
                continue;
            }
            for (int digit = 1; digit <= layout.size(); digit++) {
                Board wrong = proper.with(row, col, digit);
                if (digit != solution.get(row, col) && !wrong.hasConflict()) {
                    return wrong;
                }
            }
        }
        throw new AssertionError("no empty cell of " + proper + " takes a wrong digit without a clash");
    }
}
