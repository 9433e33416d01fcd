package io.github.sudokusolver.benchmarks;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.BoardFormatException;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.SearchAbortedException;
import io.github.sudokusolver.SolveLimits;
import io.github.sudokusolver.Solver;
import io.github.sudokusolver.format.PuzzleEntry;
import io.github.sudokusolver.format.PuzzleReader;
import io.github.sudokusolver.generate.Generator;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;

/**
 * The puzzle sets the benchmarks run on, named by a spec string:
 * <ul>
 *   <li>{@code seed}: the board of the classic write-ups, alone;</li>
 *   <li>{@code generated-easy} and {@code generated-medium}: 100 minimal puzzles each from {@link Generator} with
 *       fixed seeds, sorted into tiers by the nodes row-major backtracking ({@code bitmask}) needs to prove them
 *       unique (count up to 2): at most 2,000, and 2,001 to 100,000. Every classic strategy finishes them. They are
 *       made on first use and kept under {@code target/benchmark-data} so that later runs and forked JVMs read the
 *       same file;</li>
 *   <li>{@code generated-16x16} and {@code generated-25x25}: ten proper puzzles each from
 *       {@code Generator.puzzle(Layout)}, seeds 1 to 10, as made before the general solver's second version and
 *       kept in the repository's {@code datasets/} folder (packed into the benchmarks jar), so that every version
 *       of the solver is measured on the same puzzles;</li>
 *   <li>{@code stress-16x16} and {@code stress-25x25}: generated puzzles thinned further, the ones that cost the
 *       first general solver the most nodes ({@code datasets/README.md} says how they were made);</li>
 *   <li>{@code hard-16x16} and {@code hard-25x25}: the 15 and 2 hard puzzles of
 *       {@code ../shared/datasets/sizes/sizes_sample.txt} (or {@code -Dsudoku.sizes=PATH});</li>
 *   <li>{@code minimal-25x25}: the 5 minimal 25x25 puzzles of {@code ../shared/datasets/sizes/minimal_25x25.txt}
 *       (or {@code -Dsudoku.minimal=PATH}), seconds each: ask for them by name, one at a time;</li>
 *   <li>{@code se-band-N}: the puzzles of the rated calibration file
 *       ({@code ../shared/datasets/rated/se_rated_calibration.txt}, or {@code -Dsudoku.rated=PATH}) whose
 *       published Sudoku Explainer rating, the number after the cells on each line, is in [N, N + 1);</li>
 *   <li>{@code iss-variants}: the puzzles of the Interactive Sudoku Solver's collections
 *       ({@code ../shared/datasets/variants/iss_collections.tsv}, or {@code -Dsudoku.variants=PATH}) with a rule other
 *       than killer cages that the reader takes and {@code Solver.fastest()} proves unique within
 *       {@link #VARIANT_PROOF_NODES} nodes (70 of them), in file order: the step engine's variant puzzles;</li>
 *   <li>{@code slow-tails}: the five published variant puzzles of {@code ../shared/datasets/variants/slow_tails.tsv}
 *       (or {@code -Dsudoku.tails=PATH}) on which this library was slower than the Interactive Sudoku Solver;</li>
 *   <li>any of these layout sets followed by {@code #N}: its N-th puzzle alone (from 1), so that a benchmark
 *       reports each hard puzzle apart and the slowest one shows;</li>
 *   <li>any other spec is a puzzle file in any format {@link PuzzleReader} reads, such as
 *       {@code ../shared/datasets/puzzles2_17_clue.txt}, optionally followed by {@code @N} to take its first N
 *       puzzles.</li>
 * </ul>
 */
final class Datasets {

    static final String SEED = "seed";
    static final String GENERATED_EASY = "generated-easy";
    static final String GENERATED_MEDIUM = "generated-medium";

    /** Generated proper puzzles of 16x16 and 25x25 boxes, from {@code Generator.puzzle(Layout)}, seeds 1..10. */
    static final String GENERATED_16 = "generated-16x16";
    static final String GENERATED_25 = "generated-25x25";
    /** Generated puzzles thinned further, the costliest for the first general solver, from {@code datasets/}. */
    static final String STRESS_16 = "stress-16x16";
    static final String STRESS_25 = "stress-25x25";
    /** The hard 16x16 and 25x25 puzzles of {@code ../shared/datasets/sizes/sizes_sample.txt}. */
    static final String HARD_16 = "hard-16x16";
    static final String HARD_25 = "hard-25x25";
    /**
     * Where the hard large puzzles are: {@code sizes/sizes_sample.txt} under {@code -Dsudoku.datasets} (which the
     * build sets for tests), else under {@code ../shared/datasets}; {@code -Dsudoku.sizes=PATH} names the file.
     */
    static final String SIZES_FILE = System.getProperty("sudoku.sizes",
            System.getProperty("sudoku.datasets", "../shared/datasets") + "/sizes/sizes_sample.txt");
    /** Alain Frisch's minimal 25x25 puzzles, the hardest kind for search: the five of {@link #MINIMAL_25_FILE}. */
    static final String MINIMAL_25 = "minimal-25x25";
    /** {@code sizes/minimal_25x25.txt} beside {@link #SIZES_FILE}'s default, or {@code -Dsudoku.minimal=PATH}. */
    static final String MINIMAL_25_FILE = System.getProperty("sudoku.minimal",
            System.getProperty("sudoku.datasets", "../shared/datasets") + "/sizes/minimal_25x25.txt");

    /** The spec of a band of the rated file, without its whole-number rating: {@code se-band-5} is 5.0 to 5.9. */
    static final String SE_BAND = "se-band-";
    /**
     * The 9x9 puzzles with published Sudoku Explainer ratings: {@code rated/se_rated_calibration.txt} under
     * {@code -Dsudoku.datasets}, else under {@code ../shared/datasets}; {@code -Dsudoku.rated=PATH} names the file.
     */
    static final String RATED_FILE = System.getProperty("sudoku.rated",
            System.getProperty("sudoku.datasets", "../shared/datasets") + "/rated/se_rated_calibration.txt");

    /** The variant puzzles of the Interactive Sudoku Solver's collections ({@link #VARIANTS_FILE}). */
    static final String ISS_VARIANTS = "iss-variants";
    /** {@code variants/iss_collections.tsv} under the shared datasets, or {@code -Dsudoku.variants=PATH}. */
    static final String VARIANTS_FILE = System.getProperty("sudoku.variants",
            System.getProperty("sudoku.datasets", "../shared/datasets") + "/variants/iss_collections.tsv");

    /**
     * The published variant puzzles of {@link #SLOW_TAILS_FILE} on which this library was slower than the Interactive
     * Sudoku Solver (issue 71), in file order: ask for each by number ({@code slow-tails#2} is Compression, seconds).
     */
    static final String SLOW_TAILS = "slow-tails";
    /** {@code variants/slow_tails.tsv} under the shared datasets, or {@code -Dsudoku.tails=PATH}. */
    static final String SLOW_TAILS_FILE = System.getProperty("sudoku.tails",
            System.getProperty("sudoku.datasets", "../shared/datasets") + "/variants/slow_tails.tsv");

    private static final int TIER_SIZE = 100;
    /** Where the benchmarks jar keeps the files of the repository's {@code datasets/} folder. */
    private static final String LAYOUT_SET_RESOURCES = "/layout-sets/";
    private static final String SEED_BOARD =
            ".3.26.7.168..7..9.19...45..82.1...4...46.29...5...3.28..93...74.4..5..367.3.18...";

    private static final Map<String, List<Board>> LOADED = new ConcurrentHashMap<>();

    private Datasets() {
    }

    /** The puzzles of a dataset spec. */
    static List<Board> load(String spec) {
        int hash = spec.lastIndexOf('#');
        if (hash > 0 && spec.substring(hash + 1).matches("\\d+")) {
            // Outside computeIfAbsent: loading the whole set there would update the map from inside its own update.
            List<Board> set = load(spec.substring(0, hash));
            int number = Integer.parseInt(spec.substring(hash + 1));
            if (number < 1 || number > set.size()) {
                throw new IllegalArgumentException(spec + ": the set has puzzles 1 to " + set.size());
            }
            return List.of(set.get(number - 1));
        }
        return LOADED.computeIfAbsent(spec, Datasets::read);
    }

    /** A short name for tables and charts: the spec, or a file's name without directory and extension. */
    static String displayName(String spec) {
        FileSpec file = FileSpec.of(spec);
        String name = Path.of(file.path()).getFileName().toString().replaceFirst("\\.txt$", "");
        return file.limit() == Integer.MAX_VALUE ? name : name + " (first " + file.limit() + ")";
    }

    /** True for a file spec already cut to its first N puzzles ({@code PATH@N}). */
    static boolean isLimited(String spec) {
        return FileSpec.of(spec).limit() != Integer.MAX_VALUE;
    }

    /** A file spec taken apart: {@code PATH} or {@code PATH@N}. */
    private record FileSpec(String path, int limit) {
        static FileSpec of(String spec) {
            int at = spec.lastIndexOf('@');
            if (at > 0 && spec.substring(at + 1).matches("\\d+")) {
                return new FileSpec(spec.substring(0, at), Integer.parseInt(spec.substring(at + 1)));
            }
            return new FileSpec(spec, Integer.MAX_VALUE);
        }
    }

    private static List<Board> read(String spec) {
        return switch (spec) {
            case SEED -> List.of(Board.parse(SEED_BOARD));
            case GENERATED_EASY -> cachedTier(GENERATED_EASY, 0, 2_000, 1L);
            case GENERATED_MEDIUM -> cachedTier(GENERATED_MEDIUM, 2_000, 100_000, 2L);
            case GENERATED_16, STRESS_16 -> layoutSet(spec, Layout.boxes(4, 4));
            case GENERATED_25, STRESS_25 -> layoutSet(spec, Layout.boxes(5, 5));
            case HARD_16 -> sizesFile(SIZES_FILE, "4x4");
            case HARD_25 -> sizesFile(SIZES_FILE, "5x5");
            case MINIMAL_25 -> sizesFile(MINIMAL_25_FILE, "5x5");
            case ISS_VARIANTS -> issVariants(VARIANTS_FILE);
            case SLOW_TAILS -> slowTails(SLOW_TAILS_FILE);
            default -> spec.startsWith(SE_BAND) ? ratedBand(spec) : readFile(spec);
        };
    }

    /** The spec of the rated file's puzzles whose published rating is in [band, band + 1). */
    static String seBand(int band) {
        return SE_BAND + band;
    }

    private static List<Board> ratedBand(String spec) {
        String band = spec.substring(SE_BAND.length());
        if (!band.matches("\\d")) {
            throw new IllegalArgumentException(spec + ": a band is one digit, as in " + seBand(5));
        }
        int whole = Integer.parseInt(band);
        List<Board> puzzles = readBoards(FileSpec.of(RATED_FILE), entry -> (int) publishedRating(entry) == whole);
        if (puzzles.isEmpty()) {
            throw new IllegalArgumentException(RATED_FILE + " holds no puzzles rated " + whole + ".0 to " + whole
                    + ".9");
        }
        return List.copyOf(puzzles);
    }

    /**
     * The rating written after a puzzle's cells, which {@link PuzzleReader} keeps as the last line of the label
     * (the comment lines before the first puzzle come ahead of it).
     */
    static double publishedRating(PuzzleEntry entry) {
        String label = entry.label();
        String own = label.substring(label.lastIndexOf('\n') + 1).strip();
        try {
            return Double.parseDouble(own.split("\\s+")[0]);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("line " + entry.line() + " of " + RATED_FILE
                    + " has no rating after its cells: '" + own + "'", e);
        }
    }

    /** A set of the repository's {@code datasets/} folder, one puzzle per line, read from the benchmarks jar. */
    private static List<Board> layoutSet(String name, Layout layout) {
        String resource = LAYOUT_SET_RESOURCES + name + ".txt";
        try (InputStream in = Datasets.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is not in the benchmarks jar; rebuild it");
            }
            List<Board> puzzles = new ArrayList<>();
            try (PuzzleReader reader = PuzzleReader.of(in, layout)) {
                while (reader.hasNext()) {
                    puzzles.add(reader.next().boardOrThrow());
                }
            }
            return List.copyOf(puzzles);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        }
    }

    /**
     * The puzzles of the ISS collections' file (tab-separated, the puzzle's text in the seventh column) with a rule
     * other than cages that the reader takes and the fastest solver proves unique within {@link #VARIANT_PROOF_NODES}
     * nodes.
     */
    static List<Board> issVariants(String file) {
        List<Board> puzzles = new ArrayList<>();
        List<String> lines;
        try {
            lines = Files.readAllLines(Path.of(file));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read dataset " + file, e);
        }
        for (String line : lines) {
            String[] fields = line.split("\t", -1);
            if (line.startsWith("#") || fields.length < 7) {
                continue;
            }
            try (PuzzleReader reader = PuzzleReader.of(new java.io.StringReader(fields[6] + "\n"))) {
                PuzzleEntry entry = reader.hasNext() ? reader.next() : null;
                if (entry == null || entry.isMalformed()) {
                    continue;
                }
                Board board = entry.boardOrThrow();
                if (board.layout().rules().size() > board.layout().cages().size() && provenUnique(board)) {
                    puzzles.add(board);
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        if (puzzles.isEmpty()) {
            throw new IllegalArgumentException("dataset " + file + " holds no variant puzzle");
        }
        return List.copyOf(puzzles);
    }

    /** The puzzles of the slow tails' file (tab-separated, the f-puzzles text in the sixth column), every one. */
    static List<Board> slowTails(String file) {
        List<Board> puzzles = new ArrayList<>();
        try {
            for (String line : Files.readAllLines(Path.of(file))) {
                String[] fields = line.split("\t", -1);
                if (line.startsWith("#") || fields.length < 6) {
                    continue;
                }
                try (PuzzleReader reader = PuzzleReader.of(new java.io.StringReader(fields[5] + "\n"))) {
                    puzzles.add(reader.next().boardOrThrow());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read dataset " + file, e);
        }
        return List.copyOf(puzzles);
    }

    /**
     * The search a variant puzzle's proof of uniqueness may take: a count of nodes, not a time, so that the set is the
     * same on a loaded machine (a 2 s bound let one puzzle that needs some millions of nodes in or out by the load).
     */
    static final long VARIANT_PROOF_NODES = 1_000_000;

    private static boolean provenUnique(Board board) {
        try {
            return Solver.fastest().countSolutions(board, 2,
                    SolveLimits.none().withMaxNodes(VARIANT_PROOF_NODES)) == 1;
        } catch (SearchAbortedException e) {
            return false;
        }
    }

    /** A file read with the library's own {@link PuzzleReader}; a malformed puzzle stops the run with its line. */
    private static List<Board> readFile(String spec) {
        List<Board> puzzles = readBoards(FileSpec.of(spec), entry -> true);
        if (puzzles.isEmpty()) {
            throw new IllegalArgumentException("dataset " + spec + " holds no puzzles");
        }
        return List.copyOf(puzzles);
    }

    /** The puzzles of a file that {@code keep} accepts, up to the spec's limit; a malformed one stops the run. */
    private static List<Board> readBoards(FileSpec fileSpec, Predicate<PuzzleEntry> keep) {
        List<Board> puzzles = new ArrayList<>();
        try (PuzzleReader reader = PuzzleReader.open(Path.of(fileSpec.path()))) {
            while (puzzles.size() < fileSpec.limit() && reader.hasNext()) {
                PuzzleEntry entry = reader.next();
                Board puzzle;
                try {
                    puzzle = entry.boardOrThrow();
                } catch (BoardFormatException e) {
                    throw new IllegalArgumentException("dataset " + fileSpec.path() + ", " + e.getMessage(), e);
                }
                if (keep.test(entry)) {
                    puzzles.add(puzzle);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read dataset " + fileSpec.path(), e);
        }
        return puzzles;
    }

    /**
     * The puzzles of a file in the sizes sample's format whose box field is {@code boxes} ({@code 4x4} for 16x16):
     * lines of the box shape, the givens and the solution as comma-separated numbers (or {@code -}), then a
     * uniqueness flag and an id.
     */
    static List<Board> sizesFile(String file, String boxes) {
        List<Board> puzzles = new ArrayList<>();
        try {
            for (String line : Files.readAllLines(Path.of(file))) {
                String[] fields = line.trim().split("\\s+");
                if (line.startsWith("#") || fields.length < 2 || !fields[0].equals(boxes)) {
                    continue;
                }
                String[] sides = boxes.split("x");
                Layout layout = Layout.boxes(Integer.parseInt(sides[0]), Integer.parseInt(sides[1]));
                puzzles.add(Board.parse(layout, fields[1]));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
        if (puzzles.isEmpty()) {
            throw new IllegalArgumentException(file + " holds no puzzles of " + boxes + " boxes");
        }
        return List.copyOf(puzzles);
    }

    private static List<Board> cachedTier(String name, long minNodesExclusive, long maxNodes, long seed) {
        Path cache = Path.of(System.getProperty("sudoku.benchmark.data", "target/benchmark-data"), name + ".txt");
        if (Files.isRegularFile(cache)) {
            return readFile(cache.toString());
        }
        List<Board> tier = generateTier(minNodesExclusive, maxNodes, seed);
        StringBuilder text = new StringBuilder("# " + name + ": minimal puzzles from Generator.withSeed(" + seed
                + ") that bitmask proves unique in " + (minNodesExclusive + 1) + ".." + maxNodes + " nodes\n");
        tier.forEach(board -> text.append(board).append('\n'));
        try {
            Files.createDirectories(cache.getParent());
            Path partial = Files.createTempFile(cache.getParent(), name, ".tmp");
            Files.writeString(partial, text);
            Files.move(partial, cache, java.nio.file.StandardCopyOption.ATOMIC_MOVE,
                    java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            // The cache only saves time; the tier is the same without it.
        }
        return tier;
    }

    /**
     * Minimal puzzles from a fixed seed that row-major backtracking ({@code bitmask}) proves unique (counts up to 2,
     * the costlier of the two benchmarked questions) in more than min and at most max nodes.
     */
    static List<Board> generateTier(long minNodesExclusive, long maxNodes, long seed) {
        Generator generator = Generator.withSeed(seed);
        List<Board> tier = new ArrayList<>(TIER_SIZE);
        while (tier.size() < TIER_SIZE) {
            Board puzzle = generator.minimalPuzzle();
            if (!countsWithin(puzzle, minNodesExclusive) && countsWithin(puzzle, maxNodes)) {
                tier.add(puzzle);
            }
        }
        return List.copyOf(tier);
    }

    private static boolean countsWithin(Board puzzle, long nodes) {
        try {
            Solver.bitmask().countSolutions(puzzle, 2, SolveLimits.none().withMaxNodes(nodes));
            return true;
        } catch (SearchAbortedException overBudget) {
            return false;
        }
    }
}
