package io.github.sudokusolver.internal.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link BoxPieces} against every assignment of the box's pieces: two or three region sum lines, each with one piece
 * of one to three cells in box 5 and one piece of one to four cells in a corner box (which shares no row or column
 * with box 5), on random candidates, and half the time the rest of box 5 as one more piece of a line of its own. The
 * rule sees each piece elsewhere alone (its totals), so the brute force does too: an assignment of box 5's pieces,
 * digits distinct, meets the rule when each line's piece elsewhere can make the total of its piece in the box. The rule
 * must fail exactly when no assignment meets it, keep exactly the digits of the pieces in the box that some assignment
 * uses, and never lose a digit of the rest of the box or of a piece elsewhere that one uses; and so after a run on
 * candidates a few cells apart, whose caches it keeps. A join that loses or adds a union fails it, as does a cache
 * read for other candidates.
 */
final class BoxPiecesTest {

    private static final Geometry CLASSIC = TestGeometries.boxes(3, 3);
    private static final int[] CORNERS = {0, 2, 6, 8};

    @Test
    void keepsExactlyTheSupportedDigitsOfTheBoxsPiecesAndFailsExactlyWhenNoneAre() {
        for (long seed = 1; seed <= 1500; seed++) {
            Random random = new Random(seed);
            List<Integer> center = shuffled(box(4), random);
            List<Integer> corners = new ArrayList<>();
            for (int corner : CORNERS) {
                corners.add(corner);
            }
            Collections.shuffle(corners, random);
            int lines = 2 + random.nextInt(2);
            boolean rest = random.nextBoolean();
            int[][][] positions = new int[lines + (rest ? 1 : 0)][][];
            int used = 0;
            for (int line = 0; line < lines; line++) {
                int k = 1 + random.nextInt(3);
                int[] inBox = new int[k];
                for (int i = 0; i < k; i++) {
                    inBox[i] = center.get(used++);
                }
                List<Integer> corner = shuffled(box(corners.get(line)), random);
                int[] elsewhere = new int[1 + random.nextInt(4)];
                for (int i = 0; i < elsewhere.length; i++) {
                    elsewhere[i] = corner.get(i);
                }
                positions[line] = new int[][] {inBox, elsewhere};
            }
            int[][] inRegion = new int[lines + (rest ? 1 : 0)][];
            for (int line = 0; line < lines; line++) {
                inRegion[line] = new int[] {line, 0};
            }
            if (rest) {
                positions[lines] = new int[][] {center.subList(used, 9).stream().mapToInt(Integer::intValue).toArray()};
                inRegion[lines] = new int[] {lines, 0};
            }
            int[] masks = new int[81];
            for (int[][] line : positions) {
                for (int[] piece : line) {
                    for (int position : piece) {
                        masks[position] = randomMask(random);
                    }
                }
            }
            int[] before = masks.clone(); // a run before, on candidates a few cells apart: its caches must not leak
            for (int change = random.nextInt(4); change > 0; change--) {
                int position = random.nextInt(81);
                before[position] = before[position] == 0 ? 0 : randomMask(random);
            }
            check(seed, positions, inRegion, lines, masks, before);
        }
    }

    private static void check(long seed, int[][][] positions, int[][] inRegion, int lines, int[] masks,
            int[] before) {
        Constraints constraints = new Constraints(9);
        constraints.rule(0);
        constraints.piecesInOneRegion(positions, inRegion);
        Geometry geometry = TestGeometries.boxes(3, 3, constraints);
        int index = geometry.rules.length - 1;
        assertTrue(geometry.rules[index] instanceof BoxPieces, "seed " + seed);
        int[] state = state(geometry, masks);
        // the box's cells in order, line by line (the rest last), and each line's totals elsewhere
        List<Integer> boxCells = new ArrayList<>();
        int[] lineOfCell = new int[9];
        for (int line = 0; line < positions.length; line++) {
            for (int position : positions[line][0]) {
                lineOfCell[boxCells.size()] = line;
                boxCells.add(position);
            }
        }
        long[] elsewhereTotals = new long[lines];
        for (int line = 0; line < lines; line++) {
            elsewhereTotals[line] = totals(positions[line][1], masks, null, -1);
        }
        int[] support = new int[81];
        long[] lineTotals = new long[lines]; // per line, the totals of the assignments that meet the rule
        int[] chosen = new int[boxCells.size()];
        boolean solvable = assign(boxCells, masks, lineOfCell, lines, elsewhereTotals, chosen, 0, support, lineTotals);
        for (int line = 0; line < lines; line++) {
            totals(positions[line][1], masks, support, lineTotals[line]);
        }
        RegionPropagator p = new RegionPropagator(geometry, new FailureWeights(geometry));
        p.alone = true;
        geometry.rules[index].propagate(state(geometry, before), index, p);
        boolean kept = geometry.rules[index].propagate(state, index, p);
        String where = "seed " + seed + ", lines " + Arrays.deepToString(positions) + ", masks "
                + Arrays.toString(masks);
        if (!solvable) {
            assertFalse(kept, where + ": no assignment meets the rule, yet it did not fail");
            return;
        }
        assertTrue(kept, where + ": failed a rule that some assignment meets");
        for (int i = 0; i < boxCells.size(); i++) {
            int position = boxCells.get(i);
            int got = state[geometry.cellAt(position)] & 511;
            assertEquals(support[position], got & support[position], where + ": lost a supported digit at " + position);
            if (lineOfCell[i] < lines) {
                assertEquals(support[position], got, where + ": kept an unsupported digit at " + position);
            }
        }
        for (int line = 0; line < lines; line++) {
            for (int position : positions[line][1]) {
                int got = state[geometry.cellAt(position)] & 511;
                assertEquals(support[position], got & support[position], where + ": lost a supported digit at "
                        + position + ", elsewhere");
            }
        }
    }

    /** The candidates: {@code masks} where set, every digit elsewhere. */
    private static int[] state(Geometry geometry, int[] masks) {
        int[] state = new int[geometry.cellCount()];
        Arrays.fill(state, 511);
        for (int position = 0; position < 81; position++) {
            if (masks[position] != 0) {
                state[geometry.cellAt(position)] = masks[position];
            }
        }
        return state;
    }

    /**
     * Every assignment of distinct digits to the box's cells from {@code at} on: where each line's cells in the box
     * make a total its piece elsewhere reaches, ORs the digits into {@code support} and the totals into
     * {@code lineTotals}.
     */
    private static boolean assign(List<Integer> boxCells, int[] masks, int[] lineOfCell, int lines,
            long[] elsewhereTotals, int[] chosen, int at, int[] support, long[] lineTotals) {
        if (at == boxCells.size()) {
            int[] total = new int[lines];
            for (int i = 0; i < at; i++) {
                if (lineOfCell[i] < lines) {
                    total[lineOfCell[i]] += chosen[i];
                }
            }
            for (int line = 0; line < lines; line++) {
                if ((elsewhereTotals[line] >>> total[line] & 1L) == 0) {
                    return false;
                }
            }
            for (int i = 0; i < at; i++) {
                support[boxCells.get(i)] |= 1 << chosen[i] - 1;
            }
            for (int line = 0; line < lines; line++) {
                lineTotals[line] |= 1L << total[line];
            }
            return true;
        }
        boolean any = false;
        for (int d = 1; d <= 9; d++) {
            boolean free = (masks[boxCells.get(at)] & 1 << d - 1) != 0;
            for (int i = 0; i < at && free; i++) {
                free = chosen[i] != d;
            }
            if (free) {
                chosen[at] = d;
                any |= assign(boxCells, masks, lineOfCell, lines, elsewhereTotals, chosen, at + 1, support,
                        lineTotals);
            }
        }
        return any;
    }

    /**
     * The totals a piece (cells of one box, distinct digits) can make, a bit each; with {@code support}, ORs into it
     * the digits of the assignments whose total is in {@code wanted}.
     */
    private static long totals(int[] piece, int[] masks, int[] support, long wanted) {
        long totals = 0;
        int[] chosen = new int[piece.length];
        int[] digit = new int[piece.length];
        int i = 0;
        while (i >= 0) {
            if (i == piece.length) {
                int total = 0;
                for (int d : chosen) {
                    total += d;
                }
                totals |= 1L << total;
                if (support != null && (wanted >>> total & 1L) != 0) {
                    for (int j = 0; j < piece.length; j++) {
                        support[piece[j]] |= 1 << chosen[j] - 1;
                    }
                }
                i--;
                continue;
            }
            digit[i]++;
            if (digit[i] > 9) {
                digit[i] = 0;
                i--;
                continue;
            }
            boolean free = (masks[piece[i]] & 1 << digit[i] - 1) != 0;
            for (int j = 0; j < i && free; j++) {
                free = chosen[j] != digit[i];
            }
            if (free) {
                chosen[i] = digit[i];
                i++;
            }
        }
        return totals;
    }

    private static int randomMask(Random random) {
        int mask = 0;
        while (Integer.bitCount(mask) < 2) {
            mask = random.nextInt(512);
        }
        return mask;
    }

    private static List<Integer> box(int b) {
        List<Integer> cells = new ArrayList<>();
        for (int i = 0; i < 9; i++) {
            cells.add((b / 3 * 3 + i / 3) * 9 + b % 3 * 3 + i % 3);
        }
        return cells;
    }

    private static List<Integer> shuffled(List<Integer> cells, Random random) {
        List<Integer> copy = new ArrayList<>(cells);
        Collections.shuffle(copy, random);
        return copy;
    }
}
