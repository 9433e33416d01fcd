package io.github.sudokusolver.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
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
 * The general engine against an independent plain checker ({@link PlainChecker}: a backtracking that checks every
 * rule from its definition) on random small puzzles of every rule kind and of random mixes: the same count of
 * solutions up to two, and a solution the checker accepts. The seed is in every failure message.
 */
final class VariantAgreementTest {

    static LongStream smallSeeds() {
        return LongStream.rangeClosed(1, 2 * RandomRules.KINDS.size() * 4);
    }

    static LongStream largeSeeds() {
        return LongStream.rangeClosed(1, 24);
    }

    @ParameterizedTest
    @MethodSource("smallSeeds")
    void agreesWithThePlainCheckerOnSmallGrids(long seed) {
        Random random = new Random(seed);
        boolean six = seed % 2 == 0;
        int n = six ? 6 : 4;
        check(seed, random, six ? Layout.boxes(2, 3) : Layout.boxes(2, 2), 2, six ? 3 : 2, kinds(seed, random, n),
                six ? 0.25 + random.nextDouble() * 0.35 : random.nextDouble() * 0.4);
    }

    @ParameterizedTest
    @MethodSource("largeSeeds")
    void agreesWithThePlainCheckerOn9x9WithManyGivens(long seed) {
        Random random = new Random(seed * 7919);
        check(seed, random, Layout.classic(), 3, 3, kinds(seed, random, 9), 0.6 + random.nextDouble() * 0.15);
    }

    /** One kind per seed, going round the kinds; every fourth seed a mix of two to four. */
    private static List<String> kinds(long seed, Random random, int n) {
        List<String> kinds = new ArrayList<>();
        List<String> all = RandomRules.KINDS;
        if (seed % 4 != 3) {
            String kind = all.get((int) (seed / 2 % all.size()));
            if (RandomRules.fits(kind, n)) {
                kinds.add(kind);
            }
            return kinds;
        }
        int count = 2 + random.nextInt(3);
        while (kinds.size() < count) {
            String kind = all.get(random.nextInt(all.size()));
            if (RandomRules.fits(kind, n) && !kinds.contains(kind)) {
                kinds.add(kind);
            }
        }
        return kinds;
    }

    private static void check(long seed, Random random, Layout plain, int boxRows, int boxColumns, List<String> kinds,
            double givenShare) {
        int n = plain.size();
        List<Rule> globals = new ArrayList<>();
        for (String kind : kinds) {
            if (RandomRules.global(kind) != null && !kind.startsWith("negative")) {
                globals.add(RandomRules.global(kind));
            }
        }
        Layout globalLayout = RandomRules.withRules(plain, globals);
        int[] grid = globalLayout == null ? null : new PlainChecker(globalLayout, boxRows, boxColumns)
                .randomGrid(random);
        if (grid == null) {
            grid = new PlainChecker(plain, boxRows, boxColumns).randomGrid(random);
        }
        grid = RandomRules.forKinds(kinds, grid, n, random);
        RandomRules draw = new RandomRules(random, n, grid);
        List<Rule> rules = new ArrayList<>();
        PlainChecker truth = new PlainChecker(plain, boxRows, boxColumns);
        for (String kind : kinds) {
            for (Rule rule : draw.draw(kind, 1 + random.nextInt(4), truth)) {
                if (!rules.contains(rule)) {
                    rules.add(rule);
                }
            }
        }
        Layout layout = RandomRules.withRules(plain, rules);
        if (layout == null) { // a drawn rule that overlaps another (a cage over a cage): drop the mix to one kind
            return;
        }
        int[] givens = new int[n * n];
        for (int i = 0; i < givens.length; i++) {
            givens[i] = random.nextDouble() < givenShare ? grid[i] : 0;
        }
        if (random.nextInt(6) == 0) { // a wrong given now and then
            givens[random.nextInt(givens.length)] = 1 + random.nextInt(n);
        }
        int[][] rows = new int[n][n];
        for (int i = 0; i < givens.length; i++) {
            rows[i / n][i % n] = givens[i];
        }
        Board board = Board.of(layout, rows);
        PlainChecker checker = new PlainChecker(layout, boxRows, boxColumns);
        String what = "seed " + seed + " " + kinds + " " + layout + "\n" + rules + "\n" + board;
        long expected = checker.count(givens, 2, null);
        long counted = Solver.fastest().countSolutions(board, 2);
        assertEquals(expected, counted, what);
        SolveResult result = Solver.fastest().solve(board);
        if (expected > 0) {
            assertTrue(result.isSolved(), what + "\n" + result);
            Board solution = result.solution().orElseThrow();
            assertTrue(checker.valid(solution), what + "\nsolution " + solution);
        } else {
            assertFalse(result.isSolved(), what);
            if (result.status() == SolveResult.Status.INVALID) {
                assertFalse(board.conflicts().isEmpty(), what);
            }
        }
    }
}
