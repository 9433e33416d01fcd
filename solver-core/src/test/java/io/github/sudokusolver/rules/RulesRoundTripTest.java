package io.github.sudokusolver.rules;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.Region;
import io.github.sudokusolver.Solver;
import io.github.sudokusolver.TestPuzzles;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Seeded random boards with random rules of {@link RandomRules} on several layouts, written as {@code RULES} and as
 * an f-puzzles link and read back equal (or, for a rule f-puzzles has no element for, refused by name); the seed is
 * in every failure message.
 */
final class RulesRoundTripTest {

    /** A 9x9 jigsaw whose regions are the broken diagonals, which {@code (r + 2c) mod 9 + 1} fills. */
    private static final Layout JIGSAW = TestPuzzles.JIGSAW_9_BROKEN_DIAGONALS;
    private static final List<Layout> LAYOUTS = List.of(Layout.boxes(2, 2), Layout.boxes(2, 3), Layout.classic(),
            Layout.boxes(4, 4), JIGSAW, Layout.classic().withDiagonals(), Layout.classic().withWindows(),
            Layout.boxes(3, 4));

    static LongStream seeds() {
        return LongStream.rangeClosed(1, 160);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void aRandomBoardWithRandomRulesReadsBackEqual(long seed) {
        Random random = new Random(seed);
        Layout plain = LAYOUTS.get((int) (seed % LAYOUTS.size()));
        int n = plain.size();
        int[] grid = randomGrid(plain, random);
        RandomRules draw = new RandomRules(random, n, grid);
        // only biases the draw toward rules the grid keeps; a jigsaw's is read as 3x3 boxes
        List<List<Cell>> boxes = plain.regions(Region.BOX);
        int boxRows = boxes.isEmpty() ? 3 : (int) boxes.get(0).stream().map(Cell::row).distinct().count();
        PlainChecker truth = new PlainChecker(plain, boxRows, n / boxRows);
        List<Rule> rules = new ArrayList<>();
        int kinds = 1 + random.nextInt(5);
        for (int k = 0; k < kinds; k++) {
            String kind = RandomRules.KINDS.get(random.nextInt(RandomRules.KINDS.size()));
            if (!RandomRules.fits(kind, n)) {
                continue;
            }
            List<Rule> more = new ArrayList<>(rules);
            for (Rule rule : draw.draw(kind, 1 + random.nextInt(4), truth)) {
                if (!more.contains(rule)) {
                    more.add(rule);
                }
            }
            if (RandomRules.withRules(plain, more) != null) { // a kind that overlaps the others is left out
                rules = more;
            }
        }
        Layout layout = plain.withRules(rules);
        int[][] givens = new int[n][n];
        double share = random.nextDouble() * 0.5;
        for (int i = 0; i < n * n; i++) {
            givens[i / n][i % n] = random.nextDouble() < share ? grid[i] : 0;
        }
        Board board = Board.of(layout, givens);
        RoundTrips.check(board, plain, "seed " + seed + " on " + plain + ": " + rules);
    }

    /** A solution of the plain layout with its digits shuffled: a grid every region keeps. */
    private static int[] randomGrid(Layout plain, Random random) {
        int n = plain.size();
        Board solution = Solver.fastest().solve(Board.empty(plain)).solution().orElseThrow();
        List<Integer> digits = new ArrayList<>();
        for (int d = 1; d <= n; d++) {
            digits.add(d);
        }
        Collections.shuffle(digits, random);
        int[] grid = new int[n * n];
        for (int i = 0; i < grid.length; i++) {
            grid[i] = digits.get(solution.get(i / n, i % n) - 1);
        }
        return grid;
    }

    @Test
    void theSamuraiGridReadsBackFromRulesAndIsNoFPuzzlesGrid() {
        Layout samurai = Layout.samurai();
        Layout layout = samurai.withRules(List.of(Line.thermometer(new Cell(0, 0), new Cell(1, 1), new Cell(2, 2)),
                Dot.white(new Cell(20, 19), new Cell(20, 20)), GlobalRule.ANTI_KNIGHT,
                Cage.of(17, new Cell(10, 10), new Cell(10, 11)), CellMark.odd(new Cell(8, 12))));
        Board board = Board.empty(layout).with(9, 9, 4);
        RoundTrips.check(board, samurai, "samurai");
        assertTrue(layout.rules().size() == 5, layout.toString());
    }

    @Test
    void aLayoutOfOtherBoxesThanFPuzzlesHasReadsBackAsAJigsawOfTheSameRegions() {
        Layout other = Layout.boxes(3, 2).withRules(List.of(Dot.black(new Cell(0, 0), new Cell(0, 1))));
        Board board = Board.empty(other).with(5, 5, 6);
        String link = io.github.sudokusolver.format.BoardFormat.FPUZZLES.format(board);
        Board read = RoundTrips.read(Layout.classic(), link);
        assertTrue(read.layout().toString().startsWith("jigsaw 6x6"), read.layout().toString());
        assertTrue(read.layout().regions().containsAll(other.regions()) && other.regions()
                .containsAll(read.layout().regions()), read.layout().regions().toString());
        assertTrue(read.layout().rules().equals(other.rules()) && read.get(5, 5) == 6, read.toString());
    }
}
