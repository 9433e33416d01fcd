package io.github.sudokusolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.generate.Generator;
import io.github.sudokusolver.logic.LogicalSolver;
import io.github.sudokusolver.rules.Cage;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Killer sudoku solved, counted, generated and cross-checked: every strategy against an independent plain check on
 * random small killers, the published hardest killers of {@code ../shared}, and the routing that must never hand a
 * caged layout to code that ignores its cages.
 */
final class KillerSolvingTest {

    private static final Solver DANCING_LINKS = Solver.named("dancing-links");
    private static final List<Solver> ALL = List.of(Solver.fastest(), Solver.named("general"), DANCING_LINKS,
            Solver.booleanArray(), Solver.bitmask(), Solver.candidateSet());
    /** Far above what the plain strategies need here; a search sent astray fails instead of hanging. */
    private static final SolveLimits BUDGET = SolveLimits.none().withMaxNodes(20_000_000);

    /** Two cages that the classic solution of an empty grid breaks: r1c1 + r1c2 = 17 and r9c8 + r9c9 = 3. */
    private static final Layout CORNERS = Layout.classic().withCages(List.of(
            Cage.of(17, new Cell(0, 0), new Cell(0, 1)), Cage.of(3, new Cell(8, 7), new Cell(8, 8))));

    static Stream<Arguments> hardestKillers() throws IOException {
        List<Arguments> puzzles = new ArrayList<>();
        for (String line : Files.readAllLines(SharedDatasets.require("killer/killer_hard.txt"))) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] fields = line.trim().split("\\s+");
            Layout layout = Layout.classic();
            if (fields[1].equals("D")) {
                layout = layout.withDiagonals();
            }
            layout = layout.withCages(Killers.cages(fields[2], 9));
            puzzles.add(Arguments.of(fields[4], Board.empty(layout), Board.parse(layout, fields[3])));
        }
        return puzzles.stream();
    }

    /**
     * Every one of the hardest published killers, solved to its published solution and proven unique; the
     * Mathemagic puzzles, which take the engine seconds each (docs/killer.md), with their first two rows given, so
     * that the suite stays short while their cages still do the work.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("hardestKillers")
    @Tag("slow")
    void fastestSolvesTheHardestPublishedKillersAndProvesThemProper(String id, Board puzzle, Board published) {
        Board board = puzzle;
        if (id.startsWith("mathemagic")) {
            for (int col = 0; col < 9; col++) {
                board = board.with(0, col, published.get(0, col)).with(1, col, published.get(1, col));
            }
        }
        SolveResult result = Solver.fastest().solve(board);
        assertEquals(published, result.solution().orElseThrow(() -> new AssertionError(id + ": " + result)), id);
        assertEquals(1, Solver.fastest().countSolutions(board, 2), id);
    }

    /** The committed generated killers, with their solutions: known answers that need no {@code ../shared}. */
    static Stream<Arguments> committedKillers() throws IOException {
        List<Arguments> puzzles = new ArrayList<>();
        for (String line : Files.readAllLines(java.nio.file.Path.of("..", "datasets", "killer_generated_9x9.txt"))) {
            String[] fields = line.trim().split("\\s+");
            Layout layout = Layout.classic().withCages(Killers.cages(fields[2], 9));
            puzzles.add(Arguments.of(fields[4], Board.empty(layout), Board.parse(layout, fields[3])));
        }
        return puzzles.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("committedKillers")
    void theCommittedKillersSolveToTheirKnownAnswersAndAreProper(String id, Board puzzle, Board known) {
        // Only the constraint engine: exact cover and the row-major strategies check a cage only as they fill it,
        // which on a killer without givens takes them millions of nodes (the random killers above are their test).
        assertEquals(known, Solver.fastest().solve(puzzle).solution().orElseThrow(), id);
        assertEquals(1, Solver.fastest().countSolutions(puzzle, 2), id);
    }

    static Stream<Arguments> randomKillers() {
        List<Arguments> cases = new ArrayList<>();
        Object[][] kinds = {
            {Layout.boxes(2, 2), 3, 100, 0},
            {Layout.boxes(2, 2), 3, 60, 20},
            {Layout.boxes(2, 3), 4, 100, 0},
            {Layout.boxes(3, 2), 3, 70, 15},
            {Layout.jigsaw(LayoutTest.JIGSAW_6), 4, 100, 0},
            {Layout.classic(), 4, 50, 45},
            {Layout.classic().withDiagonals(), 4, 80, 40},
            {Layout.classic(), 5, 100, 35},
        };
        for (Object[] kind : kinds) {
            for (long seed = 1; seed <= 6; seed++) {
                cases.add(Arguments.of(kind[0], kind[1], kind[2], kind[3], seed));
            }
        }
        return cases.stream();
    }

    /**
     * Random killers (cages of random connected cells over a random solution, covering all or part of the grid, with
     * or without givens), counted up to two by every strategy and by the plain check written in the tests: all
     * agree, and every solution found keeps the givens and obeys the cages.
     */
    @ParameterizedTest(name = "{0} cages of up to {1} cells over {2}%, {3}% given, seed {4}")
    @MethodSource("randomKillers")
    void everyStrategyAgreesWithAPlainCheckOnRandomKillers(Layout layout, int maxCage, int cover, int given,
            long seed) {
        Random random = new Random(seed);
        Board solution = Solver.fastest().solve(Generator.withSeed(seed).puzzle(layout)).solution().orElseThrow();
        Layout killer = layout.withCages(Killers.randomCages(solution, random, maxCage, cover));
        Board puzzle = Killers.givens(solution, killer, random, given);
        String where = "seed " + seed + ", " + killer + ", " + puzzle + " " + killer.cages();
        long expected = Killers.plainCount(puzzle, 2);
        assertTrue(expected >= 1, where + ": the cages were drawn on a solution");
        for (Solver solver : ALL) {
            assertEquals(expected, solver.countSolutions(puzzle, 2, BUDGET), solver + ", " + where);
            Board found = solver.solve(puzzle, BUDGET).solution().orElseThrow(() -> new AssertionError(solver + ", "
                    + where));
            assertTrue(found.isSolved() && puzzle.isKeptBy(found), solver + " broke a rule, " + where);
        }
    }

    @Test
    void noStrategyIgnoresTheCagesOfAClassicGrid() {
        Board empty = Board.empty(CORNERS);
        for (Solver solver : ALL) {
            Board solution = solver.solve(empty, BUDGET).solution().orElseThrow();
            assertEquals(17, solution.get(0, 0) + solution.get(0, 1), solver.name());
            assertEquals(3, solution.get(8, 7) + solution.get(8, 8), solver.name());
            assertTrue(solution.isSolved(), solver.name());
            assertEquals(CORNERS, solution.layout(), solver.name());
        }
        Board plain = Solver.fastest().solve(Board.empty()).solution().orElseThrow();
        assertNotEquals(17, plain.get(0, 0) + plain.get(0, 1), "the test needs a grid the plain solver gets wrong");
    }

    @Test
    void consistentGivensWithNoCompletionAreNoSolution() {
        // Rows 2-9 of a plain solution leave row 1 one way to go, and that way does not make r1c1 + r1c2 = 17.
        Board plain = Solver.fastest().solve(Board.empty()).solution().orElseThrow();
        assertNotEquals(17, plain.get(0, 0) + plain.get(0, 1), "the test needs a grid the cage rules out");
        Layout killer = Layout.classic().withCages(List.of(Cage.of(17, new Cell(0, 0), new Cell(0, 1))));
        int[][] givens = plain.toArray();
        givens[0] = new int[9];
        Board puzzle = Board.of(killer, givens);
        assertEquals(List.of(), puzzle.conflicts());
        for (Solver solver : ALL) {
            assertEquals(SolveResult.Status.NO_SOLUTION, solver.solve(puzzle, BUDGET).status(), solver.name());
            assertEquals(0, solver.countSolutions(puzzle, 2, BUDGET), solver.name());
        }
    }

    static Stream<Layout> killerLayouts() {
        return Stream.of(Layout.boxes(2, 2), Layout.boxes(2, 3), Layout.boxes(3, 2), Layout.jigsaw(LayoutTest.JIGSAW_6),
                Layout.classic(), Layout.classic().withDiagonals(), Layout.classic().withWindows(),
                Layout.boxes(3, 4));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("killerLayouts")
    void generatedKillersAreProperConnectedAndFixedByTheSeed(Layout layout) {
        Board killer = Generator.withSeed(11).killer(layout);
        assertEquals(killer, Generator.withSeed(11).killer(layout));
        assertEquals(0, killer.filledCount(), "a generated killer has no givens");
        assertEquals(1, Solver.fastest().countSolutions(killer, 2), killer.layout().cages().toString());
        if (layout.size() <= 6) {
            assertEquals(1, DANCING_LINKS.countSolutions(killer, 2), "exact cover agrees on " + layout);
        }
        int covered = 0;
        for (Cage cage : killer.layout().cages()) {
            covered += cage.cells().size();
            assertTrue(connected(cage.cells()), cage + " is not orthogonally connected");
        }
        assertEquals(layout.cellCount(), covered, "the cages cover every cell once");
        assertEquals(layout.withCages(killer.layout().cages()), killer.layout());
    }

    private static boolean connected(List<Cell> cells) {
        List<Cell> reached = new ArrayList<>(List.of(cells.get(0)));
        for (int i = 0; i < reached.size(); i++) {
            Cell from = reached.get(i);
            for (Cell other : cells) {
                if (!reached.contains(other) && Math.abs(from.row() - other.row()) + Math.abs(from.col() - other.col()) == 1) {
                    reached.add(other);
                }
            }
        }
        return reached.size() == cells.size();
    }

    /**
     * Three hundred seeds in a row, each within a generous timeout: the making ends. (An earlier version merged the
     * one-cell cages a split leaves back into their neighbours without bound and cycled for ever on seed 289.)
     */
    @Test
    void theKillerGeneratorEndsOnEverySeed() {
        SolveLimits generous = SolveLimits.none().withTimeout(java.time.Duration.ofSeconds(20));
        int oneCellCages = 0;
        for (long seed = 1; seed <= 300; seed++) {
            Board killer = Generator.withSeed(seed).killer(Layout.classic(), generous);
            assertEquals(81, killer.layout().cages().stream().mapToInt(cage -> cage.cells().size()).sum(), "seed "
                    + seed);
            oneCellCages += (int) killer.layout().cages().stream().filter(cage -> cage.cells().size() == 1).count();
        }
        assertTrue(oneCellCages < 300, "one-cell cages are givens in disguise; " + oneCellCages + " in 300 killers");
    }

    @Test
    void theKillerGeneratorRefusesACagedLayoutAndHonoursItsLimits() {
        assertThrows(IllegalArgumentException.class, () -> Generator.withSeed(1).killer(CORNERS));
        assertThrows(NullPointerException.class, () -> Generator.withSeed(1).killer(null));
        assertThrows(NullPointerException.class, () -> Generator.withSeed(1).killer(Layout.classic(), null));
        SearchAbortedException stopped = assertThrows(SearchAbortedException.class,
                () -> Generator.withSeed(1).killer(Layout.boxes(4, 4), SolveLimits.none().withMaxNodes(5)));
        assertEquals(SolveResult.AbortReason.NODE_LIMIT, stopped.reason());
    }

    @Test
    void aPuzzleOnACagedLayoutKeepsItsCagesAndIsUniqueUnderThem() {
        Board puzzle = Generator.withSeed(4).puzzle(CORNERS);
        assertEquals(CORNERS, puzzle.layout());
        assertEquals(1, Solver.fastest().countSolutions(puzzle, 2));
        Board solution = Solver.fastest().solve(puzzle).solution().orElseThrow();
        assertEquals(17, solution.get(0, 0) + solution.get(0, 1));
        assertEquals(1, Killers.plainCount(puzzle, 2), "the plain check agrees that the cages make it unique");
    }

    @Test
    void theStepEngineRefusesACagedLayoutUntilItKnowsKillerTechniques() {
        Board killer = Generator.withSeed(3).killer(Layout.classic());
        LogicalSolver logic = LogicalSolver.standard();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> logic.nextStep(killer));
        assertEquals("human-style solving supports the classic 9x9 grid, not 9x9 killer", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> logic.explain(killer));
        assertThrows(IllegalArgumentException.class, () -> logic.rate(killer));
    }
}
