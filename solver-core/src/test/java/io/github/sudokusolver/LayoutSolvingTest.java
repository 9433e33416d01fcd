package io.github.sudokusolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.generate.Generator;
import io.github.sudokusolver.logic.Candidates;
import io.github.sudokusolver.logic.LogicalSolver;
import io.github.sudokusolver.logic.UnsuitablePuzzleException;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Solving, counting and generating on every layout, with the strategies checked against each other and against the
 * published solutions of {@code ../shared/datasets/sizes}.
 */
final class LayoutSolvingTest {

    private static final Solver DANCING_LINKS = Solver.named("dancing-links");
    /** Every built-in strategy. */
    private static final List<Solver> ALL = List.of(Solver.fastest(), DANCING_LINKS, Solver.booleanArray(),
            Solver.bitmask(), Solver.candidateSet());
    /**
     * Far above what every strategy needs on the puzzles given to all of them (at most a few hundred thousand
     * nodes); a bug that sends a search astray still ends in a failure, not a hang.
     */
    private static final SolveLimits BUDGET = SolveLimits.none().withMaxNodes(50_000_000);
    /**
     * Givens that a puzzle for all strategies keeps at least, as a share of its cells: minimal 9x9 variants take
     * the row-major strategies hundreds of millions of nodes, as minimal classic puzzles do; a third of the cells
     * keeps them to thousands while leaving the searches real work.
     */
    private static final int GIVEN_SHARE_FOR_ALL = 3;

    static Stream<Layout> smallLayouts() {
        return Stream.of(Layout.boxes(2, 2), Layout.boxes(2, 3), Layout.boxes(3, 2), Layout.jigsaw(LayoutTest.JIGSAW_6),
                Layout.classic().withDiagonals(), Layout.classic().withWindows(),
                Layout.classic().withDiagonals().withWindows(), Layout.boxes(2, 2).withDiagonals());
    }

    /** Layouts where exact cover, with no box-line reasoning, proves generated puzzles proper within seconds. */
    static Stream<Layout> largeLayouts() {
        return Stream.of(Layout.boxes(3, 4), Layout.boxes(4, 3), Layout.boxes(4, 4), Layout.samurai());
    }

    static Stream<Arguments> sizesSample() throws IOException {
        return sizesFile("sizes/sizes_sample.txt");
    }

    /**
     * The puzzles of a shared file in the sizes sample's line format (box shape, givens, solution or {@code -}, ...,
     * id), each as its id, the puzzle and the published solution if any; skips the calling test if it is absent.
     */
    static Stream<Arguments> sizesFile(String file) throws IOException {
        List<Arguments> puzzles = new ArrayList<>();
        for (String line : Files.readAllLines(SharedDatasets.require(file))) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] fields = line.trim().split("\\s+");
            String[] box = fields[0].split("x");
            Layout layout = Layout.boxes(Integer.parseInt(box[0]), Integer.parseInt(box[1]));
            Optional<Board> solution = fields[2].equals("-")
                    ? Optional.empty() : Optional.of(Board.parse(layout, fields[2]));
            puzzles.add(Arguments.of(fields[fields.length - 1], Board.parse(layout, fields[1]), solution));
        }
        return puzzles.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sizesSample")
    @Tag("slow") // seconds per run: left out of the mutation run, where each mutant would wait on it
    void fastestSolvesTheHardLargeGridsAndProvesThemProper(String id, Board puzzle, Optional<Board> published) {
        SolveResult result = Solver.fastest().solve(puzzle);
        Board solution = result.solution().orElseThrow(() -> new AssertionError(id + ": " + result));
        assertTrue(solution.isSolved(), id);
        assertTrue(puzzle.isKeptBy(solution), id + ": the givens must stay");
        published.ifPresent(expected -> assertEquals(expected, solution, id));
        assertEquals(1, Solver.fastest().countSolutions(puzzle, 2), id);
    }

    @Test
    @Tag("slow") // seconds per run: left out of the mutation run, where each mutant would wait on it
    void dancingLinksAgreesOnHardSixteens() throws IOException {
        List<Arguments> sample = sizesSample().toList();
        // Three of the sample that exact cover settles in well under a second.
        for (int index : new int[] {6, 9, 11}) {
            Board puzzle = (Board) sample.get(index).get()[1];
            assertEquals(16, puzzle.layout().size());
            assertEquals(Solver.fastest().solve(puzzle).solution(), DANCING_LINKS.solve(puzzle).solution(),
                    sample.get(index).get()[0].toString());
            assertEquals(1, DANCING_LINKS.countSolutions(puzzle, 2));
        }
    }

    @ParameterizedTest
    @MethodSource("smallLayouts")
    void everyStrategyFindsTheSameSolutionOfGeneratedPuzzles(Layout layout) {
        for (long seed = 1; seed <= 4; seed++) {
            Board puzzle = forAllStrategies(Generator.withSeed(seed).puzzle(layout), new Random(seed));
            String context = layout + ", seed " + seed + ": " + puzzle;
            Board expected = null;
            for (Solver solver : ALL) {
                SolveResult result = solver.solve(puzzle, BUDGET);
                Board solution = result.solution().orElseThrow(() -> new AssertionError(solver + " " + context
                        + " " + result));
                assertTrue(solution.isSolved() && puzzle.isKeptBy(solution), solver + " " + context);
                assertEquals(layout, solution.layout());
                if (expected == null) {
                    expected = solution;
                }
                assertEquals(expected, solution, solver + " " + context);
                assertEquals(1, solver.countSolutions(puzzle, 2, BUDGET), solver + " " + context);
            }
        }
    }

    @ParameterizedTest
    @MethodSource("smallLayouts")
    void everyStrategyCountsTheSameSolutionsOfThinnedPuzzles(Layout layout) {
        for (long seed = 1; seed <= 4; seed++) {
            Random random = new Random(seed);
            Board puzzle = forAllStrategies(Generator.withSeed(seed).puzzle(layout), random);
            // Drop a few givens: the count grows past one, and each strategy must find the same number.
            for (int dropped = 0; dropped < 3; dropped++) {
                puzzle = withoutRandomGiven(puzzle, random);
            }
            String context = layout + ", seed " + seed + ": " + puzzle;
            long expected = Solver.fastest().countSolutions(puzzle, 1_000);
            assertTrue(expected >= 1, context);
            for (Solver solver : ALL) {
                assertEquals(expected, solver.countSolutions(puzzle, 1_000, BUDGET), solver + " " + context);
            }
        }
    }

    @ParameterizedTest
    @MethodSource("largeLayouts")
    void generatedLargePuzzlesAreProperByASecondStrategy(Layout layout) {
        for (long seed = 1; seed <= 2; seed++) {
            Board puzzle = Generator.withSeed(seed).puzzle(layout);
            String context = layout + ", seed " + seed + ": " + puzzle;
            assertEquals(layout, puzzle.layout());
            assertFalse(puzzle.hasConflict(), context);
            assertTrue(puzzle.filledCount() < layout.cellCount() / 2 + layout.size(), context);
            Board solution = Solver.fastest().solve(puzzle).solution().orElseThrow();
            assertEquals(solution, DANCING_LINKS.solve(puzzle, BUDGET).solution().orElseThrow(), context);
            assertEquals(1, DANCING_LINKS.countSolutions(puzzle, 2, BUDGET), context);
        }
    }

    /**
     * On 25x25 and 16x16 windoku, exact cover needs tens of millions of nodes (a minute) for the generated
     * puzzles, so the second opinion is the published-answer sample above; here the general solver's answer is
     * checked on its own terms.
     */
    @ParameterizedTest
    @MethodSource("hardestLayouts")
    @Tag("slow") // seconds per run: left out of the mutation run, where each mutant would wait on it
    void generatedPuzzlesOfTheHardestLayoutsAreProper(Layout layout) {
        Board puzzle = Generator.withSeed(1).puzzle(layout);
        String context = layout + ": " + puzzle;
        Board solution = Solver.fastest().solve(puzzle).solution().orElseThrow();
        assertTrue(solution.isSolved() && puzzle.isKeptBy(solution), context);
        assertEquals(1, Solver.fastest().countSolutions(puzzle, 2), context);
        assertTrue(puzzle.filledCount() < layout.cellCount() / 2 + layout.size(), context);
    }

    static Stream<Layout> hardestLayouts() {
        return Stream.of(Layout.boxes(4, 4).withWindows(), Layout.boxes(5, 5));
    }

    @Test
    @Tag("slow") // seconds per run: left out of the mutation run, where each mutant would wait on it
    void sameSeedGivesTheSamePuzzleOnEveryLayout() {
        for (Layout layout : List.of(Layout.boxes(2, 3), Layout.samurai(), Layout.boxes(4, 4).withWindows())) {
            Board first = Generator.withSeed(7).puzzle(layout);
            Board again = Generator.withSeed(7).puzzle(layout);
            assertEquals(first, again, layout.toString());
            // Fails if the seed were ignored: another seed must give another puzzle.
            assertNotEquals(first, Generator.withSeed(8).puzzle(layout), layout.toString());
        }
        assertEquals(Generator.withSeed(7).minimalPuzzle(), Generator.withSeed(7).puzzle(Layout.classic()));
        assertThrows(NullPointerException.class, () -> Generator.withSeed(7).puzzle((Layout) null));
    }

    @Test
    void aJigsawWithNoGridIsReportedNotSearchedForever() {
        // Row 0 is region A but for (0,3) in place of (1,3): both must hold the digit the rest of row 0 lacks, yet
        // they share column 3.
        Layout impossible = Layout.jigsaw("""
                AAAB
                BBBA
                CCDD
                CCDD
                """);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Generator.withSeed(1).puzzle(impossible));
        assertTrue(e.getMessage().contains("has no solution"), e.getMessage());
        for (Solver solver : ALL) {
            assertEquals(SolveResult.Status.NO_SOLUTION, solver.solve(Board.empty(impossible)).status(), solver.name());
            assertEquals(0, solver.countSolutions(Board.empty(impossible), 2), solver.name());
        }
    }

    @Test
    void unsolvableWithoutAClashIsNoSolutionForEveryStrategy() {
        // Row 0 needs 3 or 4 in column 2, where both already stand.
        Board puzzle = Board.parse(Layout.boxes(2, 2), """
                12..
                ..3.
                ..4.
                ....
                """);
        assertFalse(puzzle.hasConflict());
        for (Solver solver : ALL) {
            assertEquals(SolveResult.Status.NO_SOLUTION, solver.solve(puzzle).status(), solver.name());
            assertEquals(0, solver.countSolutions(puzzle, 5), solver.name());
        }
    }

    @Test
    void clashingGivensAreInvalidForEveryStrategyWithTheRegionNamed() {
        Board puzzle = Board.empty(Layout.jigsaw(LayoutTest.JIGSAW_6)).with(0, 0, 4).with(1, 1, 4);
        for (Solver solver : ALL) {
            SolveResult result = solver.solve(puzzle);
            assertEquals(SolveResult.Status.INVALID, result.status(), solver.name());
            assertEquals(List.of(new Conflict(4, Region.REGION, 0, new Cell(0, 0), new Cell(1, 1))),
                    result.conflicts(), solver.name());
            assertEquals(0, solver.countSolutions(puzzle, 2), solver.name());
        }
    }

    @Test
    void limitsStopLargeSearchesWithTheReason() {
        Board empty = Board.empty(Layout.boxes(5, 5));
        for (Solver solver : ALL) {
            SolveResult result = solver.solve(empty, SolveLimits.none().withMaxNodes(100));
            if (result.isSolved()) {
                // A strategy may fill an empty grid within the budget; what it returns must then be a solution.
                assertTrue(result.solution().orElseThrow().isSolved(), solver.name());
            } else {
                assertEquals(Optional.of(SolveResult.AbortReason.NODE_LIMIT), result.abortReason(), solver.name());
            }
            try {
                assertEquals(2, solver.countSolutions(empty, 2, SolveLimits.none().withMaxNodes(1_000)),
                        solver.name() + ": the empty grid has more than one solution");
            } catch (SearchAbortedException e) {
                assertEquals(SolveResult.AbortReason.NODE_LIMIT, e.reason(), solver.name());
            }
        }
    }

    @Test
    void interruptionStopsALargeSearchAndKeepsTheFlag() {
        Board empty = Board.empty(Layout.samurai());
        for (Solver solver : ALL) {
            Thread.currentThread().interrupt();
            try {
                SearchAbortedException e = assertThrows(SearchAbortedException.class,
                        () -> solver.countSolutions(empty, 2), solver.name());
                assertEquals(SolveResult.AbortReason.INTERRUPTED, e.reason());
                assertTrue(Thread.currentThread().isInterrupted(), solver.name());
            } finally {
                Thread.interrupted();
            }
        }
        Thread.currentThread().interrupt();
        try {
            assertThrows(SearchAbortedException.class, () -> Generator.withSeed(1).puzzle(Layout.boxes(4, 4)));
        } finally {
            Thread.interrupted();
        }
    }

    @Test
    void humanStyleSolvingTakesEveryLayoutAndKiller() {
        Board sixteen = Board.empty(Layout.boxes(4, 4));
        Candidates marks = Candidates.of(sixteen);
        assertEquals(16, marks.digits(new Cell(15, 15)).size());
        UnsuitablePuzzleException notProper = assertThrows(UnsuitablePuzzleException.class,
                () -> LogicalSolver.standard().nextStep(sixteen));
        assertEquals(UnsuitablePuzzleException.Reason.MULTIPLE_SOLUTIONS, notProper.reason());
        Board killer = Generator.withSeed(1).killer(Layout.boxes(2, 2));
        assertTrue(LogicalSolver.standard().explain(killer).isSolved(), killer.layout().cages().toString());
        assertEquals(4, Candidates.of(killer).digits(new Cell(3, 3)).size(), "a killer's marks start full");
    }

    /** The puzzle with givens of its solution added at random until a third of its cells are given. */
    private static Board forAllStrategies(Board puzzle, Random random) {
        Layout layout = puzzle.layout();
        Board solution = Solver.fastest().solve(puzzle).solution().orElseThrow();
        Board fuller = puzzle;
        while (fuller.filledCount() * GIVEN_SHARE_FOR_ALL < layout.cellCount()) {
            int row = random.nextInt(layout.rows());
            int col = random.nextInt(layout.columns());
            fuller = fuller.with(row, col, solution.get(row, col));
        }
        return fuller;
    }

    /** The puzzle with one of its givens, drawn at random, taken away. */
    static Board withoutRandomGiven(Board puzzle, Random random) {
        Layout layout = puzzle.layout();
        while (true) {
            int row = random.nextInt(layout.rows());
            int col = random.nextInt(layout.columns());
            if (puzzle.get(row, col) != 0) {
                return puzzle.with(row, col, 0);
            }
        }
    }
}
