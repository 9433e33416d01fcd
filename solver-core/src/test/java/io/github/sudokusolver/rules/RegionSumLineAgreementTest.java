package io.github.sudokusolver.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.SolveResult;
import io.github.sudokusolver.Solver;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The engine's region sum lines against the plain checker ({@link PlainChecker}, each line's pieces summed from the
 * definition) on random puzzles with many lines crossing box borders and few givens, so that the exact pass over a
 * piece's sets of digits does the pruning: a candidate it wrongly dropped would lose a solution and change the count.
 * Lines are drawn so that a random grid meets them, the givens are a random share of that grid; the counts (up to
 * three) must agree, and a solution must pass the checker. The seed is in every failure message.
 */
final class RegionSumLineAgreementTest {

    static LongStream seeds() {
        return LongStream.rangeClosed(1, 40);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void countsAgreeWithThePlainChecker(long seed) {
        Random random = new Random(seed * 104_729);
        boolean nine = seed % 2 == 0;
        Layout plain = nine ? Layout.classic() : Layout.boxes(2, 3);
        int boxRows = nine ? 3 : 2;
        int boxColumns = 3;
        int n = plain.size();
        int[] grid = new PlainChecker(plain, boxRows, boxColumns).randomGrid(random);
        PlainChecker truth = new PlainChecker(plain, boxRows, boxColumns);
        List<Rule> rules = lines(random, n, boxRows, boxColumns, grid, truth, nine ? 6 + random.nextInt(6) : 3
                + random.nextInt(4));
        Layout layout = plain.withRules(rules);
        double share = nine ? 0.55 + random.nextDouble() * 0.15 : 0.15 + random.nextDouble() * 0.3;
        int[] givens = new int[n * n];
        int[][] rows = new int[n][n];
        for (int i = 0; i < givens.length; i++) {
            givens[i] = random.nextDouble() < share ? grid[i] : 0;
            rows[i / n][i % n] = givens[i];
        }
        Board board = Board.of(layout, rows);
        PlainChecker checker = new PlainChecker(layout, boxRows, boxColumns);
        String what = "seed " + seed + "\n" + rules + "\n" + board;
        long expected = checker.count(givens, 3, null);
        assertTrue(expected >= 1, what + ": the grid the lines were drawn on meets them");
        assertEquals(expected, Solver.fastest().countSolutions(board, 3), what);
        SolveResult result = Solver.fastest().solve(board);
        assertTrue(result.isSolved(), what + "\n" + result);
        Board solution = result.solution().orElseThrow();
        assertTrue(checker.valid(solution), what + "\nsolution " + solution);
    }

    /**
     * Up to {@code count} region sum lines that the grid meets, each crossing at least one box border, no two sharing
     * a cell: random walks of three to eight cells through king moves, kept when their pieces' totals agree.
     */
    private static List<Rule> lines(Random random, int n, int boxRows, int boxColumns, int[] grid, PlainChecker truth,
            int count) {
        List<Rule> rules = new ArrayList<>();
        boolean[] used = new boolean[n * n];
        for (int tries = 0; rules.size() < count && tries < 20_000; tries++) {
            int length = 3 + random.nextInt(6);
            List<Cell> cells = new ArrayList<>();
            int at = random.nextInt(n * n);
            while (cells.size() < length && !used[at] && !cells.contains(new Cell(at / n, at % n))) {
                cells.add(new Cell(at / n, at % n));
                int row = at / n + random.nextInt(3) - 1;
                int col = at % n + random.nextInt(3) - 1;
                if (row < 0 || row >= n || col < 0 || col >= n) {
                    break;
                }
                at = row * n + col;
            }
            Cell first = cells.isEmpty() ? null : cells.get(0);
            boolean crosses = false;
            for (Cell cell : cells) {
                crosses |= first.row() / boxRows != cell.row() / boxRows || first.col() / boxColumns != cell.col()
                        / boxColumns;
            }
            if (cells.size() < 3 || !crosses) {
                continue;
            }
            Rule line = Line.of(Line.Kind.REGION_SUM, cells);
            if (truth.holds(line, grid)) {
                rules.add(line);
                for (Cell cell : cells) {
                    used[cell.row() * n + cell.col()] = true;
                }
            }
        }
        return rules;
    }
}
