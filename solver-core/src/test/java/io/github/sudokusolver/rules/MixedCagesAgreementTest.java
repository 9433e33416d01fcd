package io.github.sudokusolver.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.Solver;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Killer cages beside other rules on 9x9 (issue 56), against the plain checker ({@link PlainChecker}): a few small
 * cages, so that a house often holds one cage and six to eight other cells whose sum the hidden cages derive, with
 * one to three of dots, thermometers, little killers, arrows and zippers, all read off a random grid; about half the
 * cells given, now and then a wrong one. The same count of solutions up to two; the seed is in every message.
 */
final class MixedCagesAgreementTest {

    private static final List<String> OTHERS = List.of("white", "black", "difference", "ratio", "thermometer",
            "little killer", "arrow", "zipper", "anti-king", "x", "v");

    static LongStream seeds() {
        return LongStream.rangeClosed(1, 40);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void countsAsThePlainCheckerDoes(long seed) {
        Random random = new Random(seed * 104_729);
        List<String> kinds = new ArrayList<>();
        int others = 1 + random.nextInt(3);
        while (kinds.size() < others) {
            String kind = OTHERS.get(random.nextInt(OTHERS.size()));
            if (!kinds.contains(kind)) {
                kinds.add(kind);
            }
        }
        Layout plain = Layout.classic();
        List<Rule> globals = new ArrayList<>();
        for (String kind : kinds) {
            if (RandomRules.global(kind) != null) {
                globals.add(RandomRules.global(kind));
            }
        }
        Layout globalLayout = RandomRules.withRules(plain, globals);
        int[] grid = new PlainChecker(globalLayout == null ? plain : globalLayout, 3, 3).randomGrid(random);
        if (grid == null) {
            return; // no grid the global rule allows was found: nothing to check
        }
        RandomRules draw = new RandomRules(random, 9, grid);
        PlainChecker truth = new PlainChecker(plain, 3, 3);
        List<Rule> rules = new ArrayList<>(draw.draw("cage", 4 + random.nextInt(6), truth));
        for (String kind : kinds) {
            for (Rule rule : draw.draw(kind, 1 + random.nextInt(4), truth)) {
                if (!rules.contains(rule)) {
                    rules.add(rule);
                }
            }
        }
        Layout layout = RandomRules.withRules(plain, rules);
        if (layout == null) {
            return; // two drawn rules that clash as shapes (a cage over a cage): nothing to check
        }
        int[] givens = new int[81];
        double share = 0.45 + random.nextDouble() * 0.15;
        for (int i = 0; i < givens.length; i++) {
            givens[i] = random.nextDouble() < share ? grid[i] : 0;
        }
        if (random.nextInt(5) == 0) {
            givens[random.nextInt(givens.length)] = 1 + random.nextInt(9);
        }
        int[][] rows = new int[9][9];
        for (int i = 0; i < givens.length; i++) {
            rows[i / 9][i % 9] = givens[i];
        }
        Board board = Board.of(layout, rows);
        String what = "seed " + seed + " " + kinds + "\n" + rules + "\n" + board;
        long expected = new PlainChecker(layout, 3, 3).count(givens, 2, null);
        assertEquals(expected, Solver.fastest().countSolutions(board, 2), what);
    }
}
