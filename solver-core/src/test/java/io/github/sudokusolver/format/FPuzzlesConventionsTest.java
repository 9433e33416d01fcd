package io.github.sudokusolver.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.Solver;
import io.github.sudokusolver.rules.Dot;
import io.github.sudokusolver.rules.GlobalRule;
import io.github.sudokusolver.rules.Rule;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * f-puzzles' conventions for dots, flags and negatives, checked as f-puzzles checks a solution: every combination of
 * the non-consecutive flag, negative ratio and negative XV with white dots (of 1 and of 2), black dots (of 2 and of
 * 3), X and V, on seeded random 4x4 and 6x6 puzzles. Each puzzle is written as f-puzzles JSON, read by the library and
 * counted by its engine; the same puzzle is counted by a brute force of this test that reads the JSON's parts
 * directly, as f-puzzles' own checker does (docs/variants.md, "What each format means"), sharing nothing with the
 * library's rules.
 */
final class FPuzzlesConventionsTest {

    /** The marks a pair may carry, and the three flags, as bits of a combination. */
    private static final int WHITE = 1;
    private static final int BLACK = 2;
    private static final int XV = 4;
    private static final int NON_CONSECUTIVE = 8;
    private static final int NEGATIVE_RATIO = 16;
    private static final int NEGATIVE_XV = 32;
    private static final int LIMIT = 30;

    /** A dot of the JSON: cells a and b (row-major), its element and value. */
    private record Mark(int a, int b, String element, int value) {
    }

    /** A puzzle as f-puzzles holds it. */
    private record Spec(int n, int boxRows, int boxColumns, int[] givens, List<Mark> marks, int flags) {

        String json() {
            StringBuilder json = new StringBuilder("{\"size\":" + n + ",\"grid\":[");
            for (int r = 0; r < n; r++) {
                json.append(r == 0 ? "[" : ",[");
                for (int c = 0; c < n; c++) {
                    int given = givens[r * n + c];
                    json.append(c == 0 ? "" : ",").append(given == 0 ? "{}" : "{\"value\":" + given
                            + ",\"given\":true}");
                }
                json.append(']');
            }
            json.append(']');
            if ((flags & NON_CONSECUTIVE) != 0) {
                json.append(",\"nonconsecutive\":true");
            }
            List<String> negative = new ArrayList<>();
            if ((flags & NEGATIVE_RATIO) != 0) {
                negative.add("\"ratio\"");
            }
            if ((flags & NEGATIVE_XV) != 0) {
                negative.add("\"xv\"");
            }
            if (!negative.isEmpty()) {
                json.append(",\"negative\":[").append(String.join(",", negative)).append(']');
            }
            for (String element : List.of("difference", "ratio", "xv")) {
                List<String> parts = new ArrayList<>();
                for (Mark mark : marks) {
                    if (mark.element().equals(element)) {
                        String value = element.equals("xv") ? (mark.value() == 10 ? "X" : "V")
                                : String.valueOf(mark.value());
                        parts.add("{\"cells\":[\"" + name(mark.a()) + "\",\"" + name(mark.b()) + "\"],\"value\":\""
                                + value + "\"}");
                    }
                }
                if (!parts.isEmpty()) {
                    json.append(",\"").append(element).append("\":[").append(String.join(",", parts)).append(']');
                }
            }
            return json.append('}').toString();
        }

        private String name(int cell) {
            return "R" + (cell / n + 1) + "C" + (cell % n + 1);
        }

        /** The mark on a pair of cells, or null. */
        Mark markOn(int a, int b) {
            for (Mark mark : marks) {
                if (mark.a() == Math.min(a, b) && mark.b() == Math.max(a, b)) {
                    return mark;
                }
            }
            return null;
        }

        /** Whether f-puzzles lets neighbours a and b hold x and y: the pair's own mark, then the flags. */
        boolean allows(int a, int b, int x, int y) {
            Mark mark = markOn(a, b);
            if (mark != null) {
                boolean keeps = switch (mark.element()) {
                    case "difference" -> Math.abs(x - y) == mark.value();
                    case "ratio" -> x == mark.value() * y || y == mark.value() * x;
                    default -> x + y == mark.value();
                };
                if (!keeps) {
                    return false;
                }
            }
            boolean kropki = mark != null && !mark.element().equals("xv");
            if ((flags & NON_CONSECUTIVE) != 0 && !kropki && Math.abs(x - y) == 1) {
                return false;
            }
            if ((flags & NEGATIVE_RATIO) != 0 && !kropki) {
                Set<Integer> ratios = new TreeSet<>();
                for (Mark any : marks) {
                    if (any.element().equals("ratio")) {
                        ratios.add(any.value());
                    }
                }
                if (ratios.isEmpty()) {
                    ratios.add(2);
                }
                for (int ratio : ratios) {
                    if (x == ratio * y || y == ratio * x) {
                        return false;
                    }
                }
            }
            boolean xv = mark != null && mark.element().equals("xv");
            return (flags & NEGATIVE_XV) == 0 || xv || x + y != 5 && x + y != 10;
        }

        /** The solutions, counted up to {@code limit} by plain backtracking in row-major order. */
        int count(int limit) {
            return count(givens.clone(), 0, limit);
        }

        private int count(int[] grid, int cell, int limit) {
            if (cell == n * n) {
                return 1;
            }
            if (givens[cell] != 0) {
                return fits(grid, cell) ? count(grid, cell + 1, limit) : 0;
            }
            int found = 0;
            for (int digit = 1; digit <= n && found < limit; digit++) {
                grid[cell] = digit;
                if (fits(grid, cell)) {
                    found += count(grid, cell + 1, limit - found);
                }
            }
            grid[cell] = 0;
            return found;
        }

        /**
         * Whether the digit at {@code cell} keeps the houses and, with the cells before it, the flags or some mark of
         * the spec's kinds that spares the pair (black dots of 2 or 3 count, so that the flags use {2, 3}).
         */
        boolean fitsMarkable(int[] grid, int cell) {
            int col = cell % n;
            int[] before = {col > 0 ? cell - 1 : -1, cell - n};
            for (int other : before) {
                if (other < 0) {
                    continue;
                }
                int x = grid[other];
                int y = grid[cell];
                int high = Math.max(x, y);
                int low = Math.min(x, y);
                boolean kropki = (flags & WHITE) != 0 && Math.abs(x - y) <= 2
                        || (flags & BLACK) != 0 && (high == 2 * low || high == 3 * low);
                boolean xv = (flags & XV) != 0 && (x + y == 5 || x + y == 10);
                boolean ratio = high == 2 * low || (flags & BLACK) != 0 && high == 3 * low;
                boolean needsKropki = (flags & NON_CONSECUTIVE) != 0 && high - low == 1
                        || (flags & NEGATIVE_RATIO) != 0 && ratio;
                boolean needsXv = (flags & NEGATIVE_XV) != 0 && (x + y == 5 || x + y == 10);
                // one mark a pair: none spares a pair that both a kropki flag and negative XV forbid
                if (needsKropki && (!kropki || needsXv) || needsXv && !xv) {
                    return false;
                }
            }
            for (int other = 0; other < cell; other++) {
                int r = other / n;
                int c = other % n;
                if (grid[other] == grid[cell] && (r == cell / n || c == col || r / boxRows == cell / n / boxRows
                        && c / boxColumns == col / boxColumns)) {
                    return false;
                }
            }
            return true;
        }

        /** Whether the digit at {@code cell} keeps the houses and the pairs with the filled cells before it. */
        private boolean fits(int[] grid, int cell) {
            int row = cell / n;
            int col = cell % n;
            for (int other = 0; other < cell; other++) {
                int r = other / n;
                int c = other % n;
                boolean house = r == row || c == col || r / boxRows == row / boxRows
                        && c / boxColumns == col / boxColumns;
                if (house && grid[other] == grid[cell]) {
                    return false;
                }
                if (Math.abs(r - row) + Math.abs(c - col) == 1 && !allows(other, cell, grid[other], grid[cell])) {
                    return false;
                }
            }
            return true;
        }
    }

    static Stream<Arguments> everyCombination() {
        List<Arguments> all = new ArrayList<>();
        for (int combination = 0; combination < 64; combination++) {
            for (int size : new int[] {4, 6}) {
                all.add(Arguments.of(combination, size, (long) combination * 31 + size));
            }
        }
        return all.stream();
    }

    @ParameterizedTest
    @MethodSource("everyCombination")
    void theEngineCountsWhatFPuzzlesAccepts(int combination, int size, long seed) throws IOException {
        int solvable = 0;
        for (int round = 0; round < 3; round++) {
            Random random = new Random(seed * 1009 + round);
            Spec spec = randomSpec(random, size, combination);
            String json = spec.json();
            String context = "seed " + seed + " round " + round + ", combination " + combination + ": " + json;
            Board board = onlyBoard(json, context);
            int count = spec.count(LIMIT);
            assertEquals(count, Solver.fastest().countSolutions(board, LIMIT), context);
            solvable += count > 0 ? 1 : 0;
        }
        if (marksSpareEveryFlag(combination)) { // else the grid rarely keeps the flags, and 0 is the common answer
            assertTrue(solvable > 0, "combination " + combination + " on " + size + "x" + size + ", seed " + seed
                    + ": no round has a solution, so a too strict engine would pass");
        }
    }

    /**
     * Whether the combination's marks can spare every pair its flags forbid: white dots for non-consecutive, black
     * dots for negative ratio (a white dot spares 1:2 and 2:4 but not 3:6), X and V for negative XV.
     */
    private static boolean marksSpareEveryFlag(int combination) {
        return ((combination & NON_CONSECUTIVE) == 0 || (combination & WHITE) != 0)
                && ((combination & NEGATIVE_RATIO) == 0 || (combination & BLACK) != 0)
                && ((combination & NEGATIVE_XV) == 0 || (combination & XV) != 0);
    }

    /**
     * A random grid's marks: about half the pairs that fit a kind the combination allows carry it (white dots of 1 or
     * 2, black dots of 2 or 3, X and V), then a pair the flags would forbid carries a mark that spares it where one
     * fits, so that most puzzles keep their grid; now and then a mark the grid breaks. Givens at random.
     */
    private static Spec randomSpec(Random random, int n, int combination) {
        int boxRows = 2;
        int boxColumns = n / 2;
        int[] grid = randomGrid(n, boxRows, boxColumns, random, combination);
        List<Mark> marks = new ArrayList<>();
        Spec spec = new Spec(n, boxRows, boxColumns, new int[n * n], marks, combination);
        for (int pass = 0; pass < 3; pass++) {
            for (int a = 0; a < n * n; a++) {
                for (int b : new int[] {a % n + 1 < n ? a + 1 : -1, a + n < n * n ? a + n : -1}) {
                    if (b < 0) {
                        continue;
                    }
                    Mark had = spec.markOn(a, b);
                    if (pass == 0 && had == null && random.nextInt(2) == 0) {
                        Mark mark = fitting(random, a, b, grid[a], grid[b], combination, n);
                        if (mark != null) {
                            marks.add(mark);
                        }
                    } else if (pass > 0 && !spec.allows(a, b, grid[a], grid[b])) {
                        // the flags forbid the grid's pair even with its mark: a mark that spares it, where one fits
                        marks.remove(had);
                        Mark sparing = sparing(spec, random, a, b, grid, combination, n);
                        Mark kept = sparing != null ? sparing : had;
                        if (kept != null) {
                            marks.add(kept);
                        }
                    }
                }
            }
        }
        int[] givens = new int[n * n];
        double share = n == 4 ? random.nextDouble() * 0.3 : 0.15 + random.nextDouble() * 0.3;
        for (int i = 0; i < givens.length; i++) {
            givens[i] = random.nextDouble() < share ? grid[i] : 0;
        }
        return new Spec(n, boxRows, boxColumns, givens, marks, combination);
    }

    /** A mark the grid's digits keep with which the flags allow the pair (tried in a random order), or null. */
    private static Mark sparing(Spec spec, Random random, int a, int b, int[] grid, int combination, int n) {
        for (int tries = 0; tries < 12; tries++) {
            Mark mark = fitting(random, a, b, grid[a], grid[b], combination, n);
            if (mark == null) {
                return null;
            }
            spec.marks().add(mark);
            boolean spares = spec.allows(a, b, grid[a], grid[b]);
            spec.marks().remove(mark);
            if (spares) {
                return mark;
            }
        }
        return null;
    }

    /** A mark of an allowed kind that digits x and y keep, or now and then (one mark in 150) one they break; null if none. */
    private static Mark fitting(Random random, int a, int b, int x, int y, int combination, int n) {
        boolean wrong = random.nextInt(150) == 0;
        int difference = Math.abs(x - y);
        int high = Math.max(x, y);
        int low = Math.min(x, y);
        List<Mark> fits = new ArrayList<>();
        if ((combination & WHITE) != 0 && (difference <= 2 || wrong)) {
            fits.add(new Mark(a, b, "difference", wrong ? 1 + random.nextInt(2) : difference));
        }
        if ((combination & BLACK) != 0 && (high == 2 * low || high == 3 * low || wrong)) {
            fits.add(new Mark(a, b, "ratio", wrong ? 2 + random.nextInt(2) : high / low));
        }
        if ((combination & XV) != 0 && (x + y == 5 || x + y == 10 || wrong)) {
            // no two digits 1-4 make an X, which the library refuses as a rule no grid holds
            fits.add(new Mark(a, b, "xv", wrong ? (n == 4 ? 5 : 5 + 5 * random.nextInt(2)) : x + y));
        }
        return fits.isEmpty() ? null : fits.get(random.nextInt(fits.size()));
    }

    /**
     * A random grid of the boxes whose neighbours the combination's flags allow, with or without a mark of the
     * combination's kinds (a consecutive pair only where white dots may spare it, say), so that most puzzles have a
     * solution; a random search, which takes any grid of the boxes if it finds none within its budget.
     */
    private static int[] randomGrid(int n, int boxRows, int boxColumns, Random random, int combination) {
        Spec any = new Spec(n, boxRows, boxColumns, new int[n * n], List.of(), combination);
        int[] grid = new int[n * n];
        int[] budget = {20_000};
        if (fill(grid, 0, any, random, budget)) {
            return grid;
        }
        Spec plain = new Spec(n, boxRows, boxColumns, new int[n * n], List.of(), 0);
        budget[0] = Integer.MAX_VALUE;
        fill(grid, 0, plain, random, budget);
        return grid;
    }

    private static boolean fill(int[] grid, int cell, Spec spec, Random random, int[] budget) {
        if (cell == grid.length) {
            return true;
        }
        List<Integer> digits = new ArrayList<>();
        for (int d = 1; d <= spec.n(); d++) {
            digits.add(d);
        }
        Collections.shuffle(digits, random);
        for (int digit : digits) {
            if (--budget[0] < 0) {
                return false;
            }
            grid[cell] = digit;
            if (spec.fitsMarkable(grid, cell) && fill(grid, cell + 1, spec, random, budget)) {
                return true;
            }
        }
        grid[cell] = 0;
        return false;
    }

    private static Board onlyBoard(String text, String context) throws IOException {
        try (PuzzleReader reader = PuzzleReader.of(new StringReader(text + "\n"))) {
            List<PuzzleEntry> entries = new ArrayList<>();
            reader.forEachRemaining(entries::add);
            assertEquals(1, entries.size(), context);
            return entries.get(0).boardOrThrow();
        }
    }

    private static List<Rule> globalsOf(String json) throws IOException {
        List<Rule> globals = new ArrayList<>();
        for (Rule rule : onlyBoard(json, json).layout().rules()) {
            if (rule instanceof GlobalRule) {
                globals.add(rule);
            }
        }
        return globals;
    }

    @Test
    void theNonConsecutiveFlagIsNegativeWhiteDotsWhereTheGridHasKropkiDots() throws IOException {
        String empty = "{\"size\":4,\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]";
        assertEquals(List.of(GlobalRule.NON_CONSECUTIVE), globalsOf(empty + ",\"nonconsecutive\":true}"));
        assertEquals(List.of(GlobalRule.NEGATIVE_WHITE_DOTS), globalsOf(empty + ",\"nonconsecutive\":true,"
                + "\"difference\":[{\"cells\":[\"R1C1\",\"R1C2\"]}]}"));
        assertEquals(List.of(GlobalRule.NEGATIVE_WHITE_DOTS), globalsOf(empty + ",\"ratio\":[{\"cells\":[\"R1C1\","
                + "\"R1C2\"]}],\"nonconsecutive\":true}"));
        assertEquals(List.of(GlobalRule.NON_CONSECUTIVE), globalsOf(empty + ",\"nonconsecutive\":true,"
                + "\"xv\":[{\"cells\":[\"R1C2\",\"R1C3\"],\"value\":\"V\"}]}"));
    }

    @Test
    void negativeWhiteDotsAreWrittenAsTheFlagAndPlainNonConsecutiveBesideDotsIsRefused() {
        Layout layout = Layout.boxes(2, 2).withRules(List.of(GlobalRule.NEGATIVE_WHITE_DOTS,
                Dot.white(new Cell(0, 0), new Cell(0, 1))));
        String json = FPuzzlesWriter.json(Board.empty(layout));
        assertTrue(json.contains("\"nonconsecutive\":true") && !json.contains("negative"), json);
        Layout plain = Layout.boxes(2, 2).withRules(List.of(GlobalRule.NON_CONSECUTIVE,
                Dot.black(new Cell(0, 0), new Cell(0, 1))));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> FPuzzlesWriter.json(Board.empty(plain)));
        assertTrue(e.getMessage().startsWith("FPUZZLES cannot write non-consecutive: f-puzzles'"
                + " nonconsecutive spares the pairs that carry a white or black dot"), e.getMessage());
    }
}
