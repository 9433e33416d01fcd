package io.github.sudokusolver.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.Solver;
import io.github.sudokusolver.generate.Generator;
import io.github.sudokusolver.internal.search.Budget;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/**
 * The queue of singles ({@link MarksPropagation}) against the sweeps it replaced: on seeded random marks of many
 * layouts without cages, a killer being counted by the general engine (digits removed, some placed, a few of the
 * solution's among them; givens dropped so that several solutions may remain), the same count and the same nodes,
 * with and without a bound that runs out. The seed and the layout are in every message.
 */
final class MarksSearchTest {

    static Stream<Arguments> layoutsAndSeeds() {
        List<Arguments> cases = new ArrayList<>();
        List<Board> puzzles = new ArrayList<>();
        for (Layout layout : List.of(Layout.boxes(2, 3), Layout.classic(), Layout.classic().withDiagonals(),
                Layout.jigsaw(LayoutStepsPropertyTest.JIGSAW_9), Layout.classic().withWindows(), Layout.boxes(4, 4),
                Layout.samurai())) {
            puzzles.add(Generator.withSeed(7).puzzle(layout));
        }
        for (Board puzzle : puzzles) {
            for (long seed = 1; seed <= 12; seed++) {
                cases.add(Arguments.of(puzzle, seed));
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0}, seed {1}")
    @MethodSource("layoutsAndSeeds")
    void theQueueCountsAndBranchesAsTheSweepsDo(Board puzzle, long seed) {
        Grid grid = Grid.of(puzzle.layout());
        int[] marks = randomMarks(puzzle, seed);
        String where = puzzle.layout() + ", seed " + seed;
        for (long bound : new long[] {20_000, 40}) {
            for (int limit : new int[] {1, 2, 5}) {
                int[] before = marks.clone();
                MarksSearch queue = new MarksSearch(grid, bound, Budget.unlimited());
                MarksSearch sweeps = new MarksSearch(grid, bound, Budget.unlimited());
                int byQueue = queue.count(marks, limit);
                assertEquals(sweeps.countBySweeps(marks, limit), byQueue, where + ", bound " + bound + ", limit "
                        + limit + ": the count");
                assertEquals(sweeps.nodes(), queue.nodes(), where + ", bound " + bound + ", limit " + limit
                        + ": the nodes");
                assertEquals(java.util.Arrays.toString(before), java.util.Arrays.toString(marks),
                        where + ": the marks changed");
            }
        }
    }

    /**
     * A killer is counted by the general engine, every cage kept: its empty grid has one solution, as the cages make
     * it, where the regions alone allow many.
     */
    @Test
    void aKillerIsCountedWithItsCages() {
        Board killer = Generator.withSeed(3).killer(Layout.classic());
        Grid grid = Grid.of(killer.layout());
        int[] empty = new int[grid.cells];
        java.util.Arrays.fill(empty, grid.all);
        assertEquals(1, new MarksSearch(grid, Long.MAX_VALUE, Budget.unlimited()).count(empty, 2),
                "the cages of " + killer.layout() + " allow one solution");
        Grid plain = Grid.of(Layout.classic());
        assertEquals(2, new MarksSearch(plain, Long.MAX_VALUE, Budget.unlimited()).count(empty, 2),
                "without its cages, many");
    }

    /**
     * Most of the cases start on the queue ({@link MarksPropagation#start} takes their marks), so the test above
     * compares the queue with the sweeps, not the sweeps with themselves.
     */
    @Test
    void mostCasesRunOnTheQueue() {
        int cases = 0;
        int onQueue = 0;
        for (Arguments arguments : layoutsAndSeeds().toList()) {
            Board puzzle = (Board) arguments.get()[0];
            int[] marks = randomMarks(puzzle, (Long) arguments.get()[1]);
            cases++;
            onQueue += new MarksPropagation(Grid.of(puzzle.layout())).start(marks) != null ? 1 : 0;
        }
        assertTrue(2 * onQueue > cases, onQueue + " of " + cases + " cases on the queue");
    }

    /**
     * The puzzle's marks with some givens dropped (their digit given back to open peers) and candidates placed or
     * removed at random, mostly as a solving path does; seeded.
     */
    private static int[] randomMarks(Board puzzle, long seed) {
        Random random = new Random(seed);
        Grid grid = Grid.of(puzzle.layout());
        int[] marks = Candidates.of(puzzle).intMarks();
        // Drop some givens and give their digit back to open peers that see no other given of it (then several
        // solutions may remain; the marks stay consistent, as a solving path's are, so the queue takes them).
        for (int cell = 0; cell < grid.cells; cell++) {
            if ((marks[cell] & grid.placed) != 0 && random.nextInt(seed % 3 == 0 ? 2 : 8) == 0) {
                int bit = marks[cell] & grid.all;
                int open = grid.all;
                for (int peer : grid.peersOf(cell)) {
                    if ((marks[peer] & grid.placed) != 0) {
                        open &= ~marks[peer];
                    } else if (random.nextBoolean() && !seesPlaced(grid, marks, peer, bit, cell)) {
                        marks[peer] |= bit;
                    }
                }
                marks[cell] = open;
            }
        }
        int[] solution = Candidates.of(Solver.fastest().solve(puzzle).solution().orElseThrow()).intMarks();
        for (int i = random.nextInt(seed % 3 == 0 ? grid.cells / 4 : 2 * grid.cells); i > 0; i--) {
            int cell = random.nextInt(grid.cells);
            int open = SinglesAndIntersections.openDigits(grid, marks, cell);
            int bit = Integer.highestOneBit(open >> random.nextInt(grid.size));
            boolean kept = (solution[cell] & bit) != 0;
            if (Integer.bitCount(open) < 2 || bit == 0) {
                continue;
            }
            // Mostly what a solving path does (the solution's digit placed, others removed), sometimes not.
            if (kept && random.nextInt(6) == 0) {
                grid.place(marks, cell, bit);
            } else if (!kept || random.nextInt(40) == 0) {
                marks[cell] &= ~bit;
            }
        }
        return marks;
    }

    /** Whether a placed cell other than {@code except} among the cell's peers holds the digit. */
    private static boolean seesPlaced(Grid grid, int[] marks, int cell, int bit, int except) {
        for (int peer : grid.peersOf(cell)) {
            if (peer != except && (marks[peer] & grid.placed) != 0 && (marks[peer] & bit) != 0) {
                return true;
            }
        }
        return false;
    }

    @Test
    void marksWithAPlacedDigitStillInAPeerAreSearchedBySweeps() {
        Board puzzle = Generator.withSeed(7).puzzle(Layout.boxes(2, 3));
        Grid grid = Grid.of(puzzle.layout());
        int[] marks = Candidates.of(puzzle).intMarks();
        MarksPropagation singles = new MarksPropagation(grid);
        int given = 0;
        while ((marks[given] & grid.placed) == 0) {
            given++;
        }
        int peer = -1;
        for (int other : grid.peersOf(given)) {
            if ((marks[other] & grid.placed) == 0) {
                peer = other;
                break;
            }
        }
        marks[peer] |= marks[given] & grid.all; // the given's digit back in an open peer
        assertNull(singles.start(marks), "the queue must refuse marks it cannot count as the sweeps do");
        assertEquals(1, new MarksSearch(grid, Long.MAX_VALUE, Budget.unlimited()).count(marks, 2),
                "the stale digit is no solution's: the puzzle's one solution is still counted once");
    }
}
