package io.github.sudokusolver.rules;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.Solver;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Writes the known-answer variant puzzles that {@code KnownAnswerPuzzlesTest} reads: for every rule kind of
 * {@link RandomRules#KINDS} on 4x4, 6x6 and 9x9 grids, a puzzle with one solution, made here and never copied from a
 * published collection. Each comes from a random grid of the plain checker (global rules kept), a few rules of the
 * kind read off that grid (only rules the grid keeps), then givens of the grid added in a random order until the puzzle
 * is unique and removed again while it stays so, so that the rules carry what the givens leave out. Uniqueness is
 * {@code Solver.fastest()}'s count, and on 4x4 and 6x6 the plain checker's count too.
 *
 * <p>Run from the repository root after {@code ./mvnw -B -q test-compile -pl solver-core}:
 * <pre>
 * java -cp solver-core/target/classes:solver-core/target/test-classes:$(cat cp.txt) \
 *     io.github.sudokusolver.rules.KnownAnswerPuzzles solver-core/src/test/resources/io/github/sudokusolver/rules/known-answer.txt
 * </pre>
 * With kinds after the file's name ({@code ... known-answer.txt parity modular}), the puzzles of those kinds only are
 * made, from a seed of their own ({@link #SEED} plus the kinds' hash), and appended to the file, so that a new kind
 * leaves the puzzles of the others as they were.
 * Each puzzle is written in the {@code BoardFormat.RULES} form (its rule lines, then its givens, here on one line,
 * which the reader takes as it takes RULES's grid), after a comment line {@code # KIND on LAYOUT, solution: DIGITS}.
 */
final class KnownAnswerPuzzles {

    private static final long SEED = 20261125L;
    private static final int[][] BOXES = {{2, 2}, {2, 3}, {3, 3}};

    private KnownAnswerPuzzles() {
    }

    public static void main(String[] args) throws IOException {
        List<String> kinds = args.length > 1 ? List.of(args).subList(1, args.length) : RandomRules.KINDS;
        boolean appended = args.length > 1;
        Random random = new Random(appended ? SEED + kinds.hashCode() : SEED);
        List<String> out = new ArrayList<>();
        for (int[] box : BOXES) {
            Layout plain = Layout.boxes(box[0], box[1]);
            int n = plain.size();
            for (String kind : kinds) {
                if (!RandomRules.fits(kind, n)) {
                    continue;
                }
                for (int attempt = 0; attempt < 40; attempt++) {
                    String puzzle = make(random, plain, box[0], box[1], kind);
                    if (puzzle != null) {
                        out.add(puzzle);
                        break;
                    }
                }
            }
        }
        if (appended) {
            Files.writeString(Path.of(args[0]), String.join("", out), StandardCharsets.UTF_8,
                    java.nio.file.StandardOpenOption.APPEND);
        } else {
            try (PrintWriter writer = new PrintWriter(Files.newBufferedWriter(Path.of(args[0]),
                    StandardCharsets.UTF_8))) {
                writer.println("# Known-answer variant puzzles, one or more per rule kind on 4x4, 6x6 and 9x9, made"
                        + " by");
                writer.println("# KnownAnswerPuzzles (test scope) with seed " + SEED + "; each is unique.");
                out.forEach(writer::print);
            }
        }
        System.out.println(out.size() + " puzzles");
    }

    /** One puzzle of a kind, or null when this draw gave no rule the grid keeps. */
    private static String make(Random random, Layout plain, int boxRows, int boxColumns, String kind) {
        Made made = make(random, plain, boxRows, boxColumns, List.of(kind));
        if (made == null) {
            return null;
        }
        StringBuilder text = new StringBuilder("# ").append(kind).append(" on ").append(plain)
                .append(", solution: ");
        for (int digit : made.grid()) {
            text.append(Character.forDigit(digit, 36));
        }
        text.append('\n');
        for (Rule rule : made.layout().rules()) {
            text.append(rule).append('\n');
        }
        for (int digit : made.givens()) {
            text.append(digit == 0 ? '.' : Character.forDigit(digit, 36));
        }
        return text.append('\n').toString();
    }

    /** A puzzle made: its layout with the rules, its solution and its givens (0 for empty), row-major. */
    record Made(Layout layout, int[] grid, int[] givens) {

        Board board() {
            return KnownAnswerPuzzles.board(layout, givens);
        }
    }

    /**
     * A unique puzzle with rules of these kinds (at most one global kind, other than the negative ones: the grid is
     * drawn under it), or null when this draw gave no rule the grid keeps: a random grid of the plain checker, a few
     * rules of each kind read off it (only rules the grid keeps), then givens of the grid added in a random order until
     * the puzzle is unique and removed again while it stays so.
     */
    static Made make(Random random, Layout plain, int boxRows, int boxColumns, List<String> kinds) {
        int n = plain.size();
        Layout gridLayout = plain;
        for (String kind : kinds) {
            GlobalRule global = RandomRules.global(kind);
            if (global != null && !kind.startsWith("negative")) {
                gridLayout = RandomRules.withRules(gridLayout, List.of(global));
                if (gridLayout == null) {
                    return null;
                }
            }
        }
        int[] grid = new PlainChecker(gridLayout, boxRows, boxColumns).randomGrid(random);
        if (grid == null) {
            return null;
        }
        grid = RandomRules.forKinds(kinds, grid, n, random);
        PlainChecker truth = new PlainChecker(plain, boxRows, boxColumns);
        List<Rule> rules = new ArrayList<>();
        for (String kind : kinds) {
            boolean global = RandomRules.global(kind) != null;
            for (Rule rule : new RandomRules(random, n, grid).draw(kind, 2 + random.nextInt(3), truth)) {
                if ((global || truth.holds(rule, grid)) && !rules.contains(rule)) {
                    rules.add(rule);
                }
            }
        }
        Layout layout = rules.isEmpty() ? null : RandomRules.withRules(plain, rules);
        if (layout == null || !new PlainChecker(layout, boxRows, boxColumns).valid(grid)) {
            return null;
        }
        int[] givens = new int[n * n];
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < givens.length; i++) {
            order.add(i);
        }
        Collections.shuffle(order, random);
        for (int i = 0; i < order.size() && count(layout, givens) > 1; i++) {
            givens[order.get(i)] = grid[order.get(i)];
        }
        Collections.shuffle(order, random);
        for (int cell : order) {
            if (givens[cell] != 0) {
                givens[cell] = 0;
                if (count(layout, givens) != 1) {
                    givens[cell] = grid[cell];
                }
            }
        }
        if (count(layout, givens) != 1 || n < 9 && new PlainChecker(layout, boxRows, boxColumns)
                .count(givens, 2, new int[n * n]) != 1) {
            return null;
        }
        return new Made(layout, grid, givens);
    }

    private static long count(Layout layout, int[] givens) {
        return Solver.fastest().countSolutions(board(layout, givens), 2);
    }

    private static Board board(Layout layout, int[] givens) {
        int n = layout.size();
        Board board = Board.empty(layout);
        for (int i = 0; i < givens.length; i++) {
            if (givens[i] != 0) {
                board = board.with(i / n, i % n, givens[i]);
            }
        }
        return board;
    }
}
