package io.github.sudokusolver.logic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.Solver;
import io.github.sudokusolver.generate.Generator;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link CageFillings#fill}, against every assignment of the cage's open cells counted by brute force: the combinations,
 * each open cell's support and whether a filling exists, with and without required digits (a whole combination, as
 * the blocked-combinations step asks, or a part of one), on the killers of seeds and random marks around their
 * solutions.
 */
final class CageFillingsTest {

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6})
    void findsWhatEveryAssignmentGivesWithAndWithoutRequiredDigits(long seed) {
        Layout layout = seed % 2 == 0 ? Layout.boxes(2, 3) : Layout.classic();
        Board killer = Generator.withSeed(seed).killer(layout);
        Board solution = Solver.fastest().solve(killer).solution().orElseThrow();
        Grid grid = Grid.of(killer.layout());
        Random random = new Random(seed);
        CageFillings fillings = new CageFillings(grid, false);
        int checked = 0;
        for (int round = 0; round < 40; round++) {
            int[] marks = new int[grid.cells];
            for (int cell = 0; cell < grid.cells; cell++) {
                Cell named = grid.cell(cell);
                int digit = solution.get(named.row(), named.col());
                int bit = 1 << digit - 1;
                marks[cell] = random.nextInt(5) == 0 ? bit | grid.placed
                        : bit | random.nextInt(grid.all + 1) & (random.nextBoolean() ? grid.all : random.nextInt());
            }
            for (int cage = 0; cage < grid.cageCount(); cage++) {
                int[] required = {0, 0, 0};
                Brute all = new Brute(grid, marks, cage, 0);
                if (!all.combos.isEmpty()) {
                    int[] combos = all.combos.stream().mapToInt(Integer::intValue).toArray();
                    required[1] = combos[random.nextInt(combos.length)];
                    required[2] = required[1] & random.nextInt(grid.all + 1);
                }
                if (random.nextInt(4) == 0) {
                    required[2] = random.nextInt(grid.all + 1); // often no combination holds it
                }
                for (int need : required) {
                    Brute brute = new Brute(grid, marks, cage, need);
                    String what = "seed " + seed + ", round " + round + ", cage " + cage + ", required " + need;
                    boolean found = fillings.fill(marks, cage, need);
                    assertEquals(!brute.combos.isEmpty(), found, what);
                    assertTrue(fillings.combosComplete, what);
                    TreeSet<Integer> combos = new TreeSet<>();
                    for (int i = 0; i < fillings.comboCount; i++) {
                        combos.add(fillings.combos[i]);
                    }
                    assertEquals(brute.combos, combos, what);
                    assertArrayEquals(brute.support, java.util.Arrays.copyOf(fillings.support, fillings.openCount),
                            what);
                    checked++;
                }
            }
        }
        assertTrue(checked > 100, "seed " + seed + ": only " + checked + " fills checked");
    }

    /** Every assignment of distinct candidates to the open cells of a cage that adds up and holds the required digits. */
    private static final class Brute {
        final TreeSet<Integer> combos = new TreeSet<>();
        final int[] support;
        private final int[] open;
        private final int[] candidates;
        private final int required;

        Brute(Grid grid, int[] marks, int cage, int required) {
            int placed = 0;
            int placedSum = 0;
            int count = 0;
            int[] cells = grid.cageCells[cage];
            int[] openCells = new int[cells.length];
            for (int cell : cells) {
                if ((marks[cell] & grid.placed) != 0) {
                    placed |= marks[cell] & grid.all;
                    placedSum += Grid.digit(marks[cell] & grid.all);
                } else {
                    openCells[count++] = cell;
                }
            }
            this.open = java.util.Arrays.copyOf(openCells, count);
            this.candidates = new int[count];
            for (int i = 0; i < count; i++) {
                candidates[i] = marks[open[i]] & grid.all & ~placed;
            }
            this.support = new int[count];
            this.required = required;
            assign(0, placed, grid.cageSums[cage] - placedSum, new int[count]);
        }

        private void assign(int i, int used, int left, int[] chosen) {
            if (i == open.length) {
                if (left == 0 && (used & required) == required) {
                    combos.add(used);
                    for (int j = 0; j < chosen.length; j++) {
                        support[j] |= chosen[j];
                    }
                }
                return;
            }
            for (int bits = candidates[i] & ~used; bits != 0; bits &= bits - 1) {
                int bit = bits & -bits;
                chosen[i] = bit;
                assign(i + 1, used | bit, left - Grid.digit(bit), chosen);
            }
        }
    }
}
