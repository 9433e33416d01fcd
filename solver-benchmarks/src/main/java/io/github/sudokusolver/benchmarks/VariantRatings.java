package io.github.sudokusolver.benchmarks;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.SearchAbortedException;
import io.github.sudokusolver.SolveLimits;
import io.github.sudokusolver.Solver;
import io.github.sudokusolver.format.PuzzleEntry;
import io.github.sudokusolver.format.PuzzleReader;
import io.github.sudokusolver.logic.Candidates;
import io.github.sudokusolver.logic.Explanation;
import io.github.sudokusolver.logic.LogicalSolver;
import io.github.sudokusolver.logic.Step;
import io.github.sudokusolver.logic.Technique;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * How the step engine does on published variant puzzles (the shared {@code variants/iss_collections.tsv}, the
 * Interactive Sudoku Solver's collections): of the puzzles the reader takes and the solvers prove unique within a
 * bound, how many {@code explain} finishes within 30 s, every step checked against the file's solution; how many
 * need the bounded search of last resort, and how many any trial-like technique (Nishio, the dynamic and nested
 * forcing chains, the bounded search); the median time of one {@code explain}; the same per rule kind (the file's
 * third column); and per technique how many explanations use it. Not a JMH benchmark: times are single-shot, after
 * the first puzzles warm the JIT. These are issue 58's targets ({@code docs/human-solving.md}, "Variant rules").
 *
 * <p>With {@code --people}, the same over the puzzles made for people (issue 69): the SudokuPad samples the reader
 * takes, the human-solvable killers of {@code killer/killer_hard.txt}, the slow tails, and ISS's collections less
 * its stress tests (hard pencil marks, little killer snipes, Tarek's and Mathemagic's hardest killers), which are
 * reported apart.
 *
 * <p>Usage: {@code java -cp solver-benchmarks/target/benchmarks.jar io.github.sudokusolver.benchmarks.VariantRatings
 * [--each] [--stalls] [--people | FILE]} ({@code --each} prints one line per puzzle, with its count of trial-like
 * steps, which the table sums per kind: a finer measure than the puzzles without trial; {@code --stalls} the rules
 * and the marks where an explanation first takes the last resort, or else its first trial-like step, with that
 * step).
 */
public final class VariantRatings {

    private static final Path FILE = Path.of("..", "shared", "datasets", "variants", "iss_collections.tsv");
    private static final Duration PROOF_BOUND = Duration.ofSeconds(10);
    private static final Duration EXPLAIN_BOUND = Duration.ofSeconds(30);
    /** The techniques that try a candidate and follow it, rather than read the rules. */
    static final Set<Technique> TRIAL_LIKE = EnumSet.of(Technique.NISHIO_FORCING_CHAIN,
            Technique.DYNAMIC_CONTRADICTION_CHAINS, Technique.DYNAMIC_DOUBLE_CHAINS,
            Technique.DYNAMIC_CELL_FORCING_CHAINS, Technique.DYNAMIC_UNIT_FORCING_CHAINS,
            Technique.DYNAMIC_FORCING_CHAINS_PLUS, Technique.NESTED_FORCING_CHAINS, Technique.BOUNDED_SEARCH);

    private VariantRatings() {
    }

    /** One puzzle: its rule kinds, what became of its explanation, and the techniques it used. */
    record Result(int line, String name, String kinds, String outcome, int wrong, boolean lastResort,
            boolean trial, int trialSteps, double rating, double millis, Set<Technique> used) {

        boolean explained() {
            return outcome.equals("explained");
        }
    }

    /**
     * A puzzle to explain: the set it comes from, its line or index there, name, rule kinds, board (null where the
     * reader refuses it) and solution ({@code -} where the set gives none: the solvers' is taken, once proven unique).
     */
    record Puzzle(String set, int line, String name, String kinds, Board board, String solution) {
    }

    /** The collections of {@code iss_collections.tsv} that are solver stress tests rather than puzzles for people. */
    static final Set<String> STRESS_TESTS = Set.of("HARD_PENCILMARKS", "LITTLE_KILLER_SNIPES", "TAREK_ALL",
            "MATHEMAGIC_KILLERS");
    /**
     * The puzzles of ISS's examples that its own data ({@code data/collections.js}) groups as slow cases, extreme
     * killers, hard benchmarks, long sums and snipes: counted with the puzzles made for people, as issue 69 asks, and
     * reported apart too, since ISS keeps them as tests of a solver's speed. Named as ISS spells them (its typos and
     * double blank included); its two "Zero solution" cases have no solution, so no count takes them, and its hard
     * benchmarks' thermometer snipes are not in the shared file.
     */
    static final Set<String> ISS_SLOW_GROUPS = Set.of("Long sums 1", "Long sums 2", "Long sums 3",
            "Skyscraper - all 6", "Skyscraper - all 5", "Full rank - 6 clue snipe", "Sandwich snipe 18",
            "Anti-Knight, slow", "Arrow, slow", "Little killer, slow", "Sandwich, partial, slow",
            "Anti-consectutive, hard", "White Room  - killer sudoku", "Skyscaper 2-3", "Wecoc #1", "Wecoc #1 [mod A]",
            "Wecoc #1 [mod B]", "Wecoc #2", "tarek unsolvable #41", "Hard renban 1", "Hard renban 2", "Hard renban 3");
    /** ISS's collection of the human-solvable killers that {@code killer/killer_hard.txt} holds too: counted once. */
    private static final String SAME_AS_KILLER_HARD = "HS_KILLERS";

    /**
     * Prints the tables.
     *
     * @param args {@code --each} to print a line per puzzle, {@code --stalls} to print the marks where an explanation
     *     reaches the last resort, or else its first trial-like step; then a file of ISS's collections' shape
     *     (default: the shared dataset), or {@code --people}: the puzzles made for people of the shared
     *     datasets (SudokuPad samples, the human-solvable killers, the slow tails, ISS's collections less its
     *     stress tests and its copy of those killers), then the stress tests apart; {@code --only TEXT} keeps
     *     the puzzles of the chosen sets whose name holds TEXT
     * @throws IOException if a file cannot be read
     */
    public static void main(String[] args) throws IOException {
        List<String> options = new ArrayList<>(List.of(args));
        boolean each = options.remove("--each");
        boolean stalls = options.remove("--stalls");
        int only = options.indexOf("--only");
        String named = only >= 0 && only + 1 < options.size() ? options.remove(only + 1) : null;
        if (only >= 0) {
            options.remove(only);
        }
        if (options.remove("--people")) {
            Path datasets = Path.of("..", "shared", "datasets");
            if (!Files.isRegularFile(FILE) || !Files.isDirectory(datasets.resolve("killer"))) {
                System.out.println("skipped: the shared datasets are absent (" + datasets + ")");
                return;
            }
            List<Puzzle> people = new ArrayList<>();
            List<Puzzle> stress = new ArrayList<>();
            for (Puzzle puzzle : issCollections(FILE)) {
                if (!puzzle.set().equals(SAME_AS_KILLER_HARD)) {
                    (STRESS_TESTS.contains(puzzle.set()) ? stress : people).add(puzzle);
                }
            }
            people.addAll(sudokuPadSamples(datasets.resolve("variants/sudokupad_samples.tsv")));
            people.addAll(slowTails(datasets.resolve("variants/slow_tails.tsv")));
            for (KillerSets.Killer killer : KillerSets.load(KillerSets.HARD)) {
                if (killer.id().startsWith("human-solvable-zero")) {
                    people.add(new Puzzle("human-solvable-zero", 0, killer.id(), kinds(killer.puzzle()),
                            killer.puzzle(), killer.solution().toString()));
                }
            }
            if (named != null) {
                people.removeIf(puzzle -> !puzzle.name().contains(named));
                stress.removeIf(puzzle -> !puzzle.name().contains(named));
            }
            report("made for people", people, each, stalls);
            report("stress tests", stress, each, stalls);
            return;
        }
        Path file = options.isEmpty() ? FILE : Path.of(options.get(0));
        if (!Files.isRegularFile(file)) {
            System.out.println("skipped: " + file + " is absent");
            return;
        }
        List<Puzzle> puzzles = issCollections(file);
        if (named != null) {
            puzzles.removeIf(puzzle -> !puzzle.name().contains(named));
        }
        report(file.getFileName().toString(), puzzles, each, stalls);
    }

    private static void report(String title, List<Puzzle> puzzles, boolean each, boolean stalls) {
        List<Result> results = new ArrayList<>();
        List<Result> slowGroups = new ArrayList<>();
        List<Result> others = new ArrayList<>();
        int refused = 0;
        int notUnique = 0;
        for (Puzzle puzzle : puzzles) {
            if (puzzle.board() == null) {
                refused++;
                continue;
            }
            if (!provenUnique(puzzle.board())) {
                notUnique++;
                continue;
            }
            Result result = explain(puzzle, stalls);
            results.add(result);
            (puzzle.set().equals("EXAMPLES") && ISS_SLOW_GROUPS.contains(puzzle.name()) ? slowGroups : others)
                    .add(result);
            if (each) {
                System.out.printf(Locale.ROOT, "%s:%d\t%s\t%s\t%s\t%.1f\t%.0f ms%s%s%n", puzzle.set(),
                        result.line(), result.name(), result.kinds(), result.outcome(), result.rating(),
                        result.millis(), result.lastResort() ? "\tlast resort (" + trialSteps(result) + ")"
                                : result.trial() ? "\ttrial (" + trialSteps(result) + ")" : "",
                        result.wrong() > 0 ? "\t" + result.wrong() + " WRONG" : "");
            }
        }
        System.out.printf(Locale.ROOT, "%n## %s: %d puzzles refused by the reader, %d not proven unique within %s, "
                + "%d explained here%n%n", title, refused, notUnique, PROOF_BOUND, results.size());
        System.out.println("| kind | puzzles | explained | wrong steps | without last resort | without trial | "
                + "trial-like steps | median ms | median rating |");
        System.out.println("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
        Map<String, List<Result>> byKind = new TreeMap<>();
        for (Result result : results) {
            for (String kind : result.kinds().split(",")) {
                byKind.computeIfAbsent(kind.trim(), k -> new ArrayList<>()).add(result);
            }
        }
        for (Map.Entry<String, List<Result>> kind : byKind.entrySet()) {
            System.out.println(row(kind.getKey(), kind.getValue()));
        }
        System.out.println(row("**all**", results));
        if (!slowGroups.isEmpty()) {
            System.out.println(row("of those, ISS's slow and benchmark groups", slowGroups));
            System.out.println(row("the others", others));
        }
        System.out.println();
        System.out.println("| technique | explanations using it |");
        System.out.println("|---|---:|");
        Map<Technique, Integer> uses = new TreeMap<>();
        for (Result result : results) {
            for (Technique technique : result.used()) {
                uses.merge(technique, 1, Integer::sum);
            }
        }
        uses.forEach((technique, count) -> System.out.println("| " + technique.displayName() + " | " + count + " |"));
    }

    /** The puzzles of a file of ISS's collections' shape: collection, name, kinds, size, status, solution, puzzle. */
    static List<Puzzle> issCollections(Path file) throws IOException {
        return puzzles(file, (line, fields) -> {
            Board board = board(fields[6]);
            return new Puzzle(fields[0], line, fields[1], fields[2], board, fields[5]);
        });
    }

    /** The SudokuPad samples: name, author, rows, columns, solution, link; their kinds are the rules read. */
    static List<Puzzle> sudokuPadSamples(Path file) throws IOException {
        return puzzles(file, (line, fields) -> {
            Board board = board(fields[5]);
            return new Puzzle("sudokupad", line, fields[0], board == null ? "" : kinds(board), board, fields[4]);
        });
    }

    /** The slow tails: name, kinds, size, solution, the timings, f-puzzles text. */
    static List<Puzzle> slowTails(Path file) throws IOException {
        return puzzles(file, (line, fields) -> new Puzzle("slow-tails", line, fields[0], fields[1], board(fields[5]),
                fields[3]));
    }

    /** How one tab-separated line of a file, numbered from 1, is a puzzle. */
    private interface LineShape {
        Puzzle read(int line, String[] fields) throws IOException;
    }

    /** The puzzles of a tab-separated file, {@code #} lines and blank lines skipped. */
    private static List<Puzzle> puzzles(Path file, LineShape shape) throws IOException {
        List<Puzzle> puzzles = new ArrayList<>();
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        for (int line = 1; line <= lines.size(); line++) {
            String text = lines.get(line - 1);
            if (!text.startsWith("#") && !text.trim().isEmpty()) {
                puzzles.add(shape.read(line, text.split("\t", -1)));
            }
        }
        return puzzles;
    }

    /** A board's rule kinds as the tables name them ({@code RuleKind}'s, in lower case), classic where it has none. */
    static String kinds(Board board) {
        Set<String> kinds = new java.util.TreeSet<>();
        for (io.github.sudokusolver.rules.Rule rule : board.layout().rules()) {
            kinds.add(io.github.sudokusolver.rules.RuleKind.of(rule).name().toLowerCase(Locale.ROOT));
        }
        return kinds.isEmpty() ? "classic" : String.join(",", kinds);
    }

    /** The puzzle of a line of text, or null when the reader refuses it. */
    static Board board(String text) throws IOException {
        try (PuzzleReader reader = PuzzleReader.of(new StringReader(text + "\n"))) {
            PuzzleEntry entry = reader.hasNext() ? reader.next() : null;
            return entry == null || entry.isMalformed() ? null : entry.boardOrThrow();
        }
    }

    /**
     * The solution the steps are checked against: the file's, or where it gives none ({@code -}) the one the solvers
     * proved unique, written as the files write it (1-9, or on grids of more digits letters from A for 1).
     */
    static String solution(String given, Board board) {
        int rows = board.layout().rows();
        int columns = board.layout().columns();
        if (given.length() == rows * columns) {
            return given;
        }
        Board solved = Solver.fastest().solve(board).solution().orElseThrow();
        StringBuilder text = new StringBuilder(rows * columns);
        for (int row = 0; row < rows; row++) {
            for (int col = 0; col < columns; col++) {
                int digit = board.layout().isCell(row, col) ? solved.get(row, col) : 0;
                text.append(board.layout().size() < 10 || digit == 0 ? (char) ('0' + digit)
                        : (char) ('A' + digit - 1));
            }
        }
        return text.toString();
    }

    /** Whether the fastest solver proves one solution within the bound. */
    static boolean provenUnique(Board board) {
        try {
            return Solver.fastest().countSolutions(board, 2, SolveLimits.none().withTimeout(PROOF_BOUND)) == 1;
        } catch (SearchAbortedException e) {
            return false;
        }
    }

    static Result explain(Puzzle puzzle, boolean stalls) {
        int line = puzzle.line();
        String name = puzzle.name();
        String kinds = puzzle.kinds();
        Board board = puzzle.board();
        String solution = solution(puzzle.solution(), board);
        long start = System.nanoTime();
        Explanation explanation;
        try {
            explanation = LogicalSolver.standard().explain(board, SolveLimits.none().withTimeout(EXPLAIN_BOUND));
        } catch (SearchAbortedException e) {
            return new Result(line, name, kinds, "stopped", 0, false, false, 0, 0, millisSince(start),
                    EnumSet.noneOf(Technique.class));
        } catch (RuntimeException e) {
            return new Result(line, name, kinds, "refused: " + e.getMessage(), 0, false, false, 0, 0,
                    millisSince(start), EnumSet.noneOf(Technique.class));
        }
        double millis = millisSince(start);
        int wrong = 0;
        int trialSteps = 0;
        Set<Technique> used = EnumSet.noneOf(Technique.class);
        Candidates marks = explanation.start();
        for (Step step : explanation.steps()) {
            if (stalls && step.technique() == Technique.BOUNDED_SEARCH && !used.contains(step.technique())) {
                System.out.printf(Locale.ROOT, "STALL %s:%d %s (%s)%n%s%n%s%n", puzzle.set(), line, name, kinds,
                        board.layout().rules(), marks);
            } else if (stalls && TRIAL_LIKE.contains(step.technique())
                    && used.stream().noneMatch(TRIAL_LIKE::contains)) {
                System.out.printf(Locale.ROOT, "TRIAL %s:%d %s (%s)%n%s%n%s%n%s%n", puzzle.set(), line, name, kinds,
                        board.layout().rules(), marks, step);
            }
            marks = marks.apply(step);
            used.add(step.technique());
            trialSteps += TRIAL_LIKE.contains(step.technique()) ? 1 : 0;
            if (!KillerRatings.keepsTheSolution(step, solution, board.layout().columns())) {
                wrong++;
                System.out.println("WRONG STEP in line " + line + " (" + name + "): " + step);
            }
        }
        boolean lastResort = used.contains(Technique.BOUNDED_SEARCH);
        boolean trial = used.stream().anyMatch(TRIAL_LIKE::contains);
        String outcome = explanation.isSolved() ? "explained" : "stuck";
        return new Result(line, name, kinds, outcome, wrong, lastResort, trial, trialSteps,
                explanation.isSolved() ? explanation.rating().score() : 0, millis, used);
    }

    private static String trialSteps(Result result) {
        return result.trialSteps() + " trial-like step" + (result.trialSteps() == 1 ? "" : "s");
    }

    private static double millisSince(long start) {
        return (System.nanoTime() - start) / 1e6;
    }

    private static String row(String kind, List<Result> results) {
        long explained = results.stream().filter(Result::explained).count();
        long wrong = results.stream().mapToLong(Result::wrong).sum();
        long noLastResort = results.stream().filter(r -> r.explained() && !r.lastResort()).count();
        long noTrial = results.stream().filter(r -> r.explained() && !r.trial()).count();
        long trialSteps = results.stream().mapToLong(Result::trialSteps).sum();
        double[] millis = results.stream().mapToDouble(Result::millis).sorted().toArray();
        double[] ratings = results.stream().filter(Result::explained).mapToDouble(Result::rating).sorted().toArray();
        return String.format(Locale.ROOT, "| %s | %d | %d | %d | %d (%.0f%%) | %d (%.0f%%) | %d | %.0f | %.1f |",
                kind, results.size(), explained, wrong, noLastResort,
                100.0 * noLastResort / Math.max(1, results.size()), noTrial,
                100.0 * noTrial / Math.max(1, results.size()), trialSteps, median(millis), median(ratings));
    }

    private static double median(double[] sorted) {
        return sorted.length == 0 ? 0 : sorted[sorted.length / 2];
    }
}
