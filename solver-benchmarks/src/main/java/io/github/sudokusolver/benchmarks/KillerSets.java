package io.github.sudokusolver.benchmarks;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.rules.Cage;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The killer puzzles the benchmarks run on, each with its known solution, named by a spec string:
 * <ul>
 *   <li>{@code killer-hard}: the hardest published 9x9 killers of {@code ../shared/datasets/killer/killer_hard.txt}
 *       (or {@code -Dsudoku.killers=PATH});</li>
 *   <li>a source id of that file ({@code tarek:1}, {@code mathemagic:3}, {@code human-solvable-zero:4}): that
 *       puzzle alone, so that each hard killer is timed apart and can be measured single-shot;</li>
 *   <li>{@code generated-killers}: the killers of the repository's {@code datasets/killer_generated_9x9.txt}, made
 *       by {@code Generator.killer} and packed into the benchmarks jar; {@code generated-killers#N} its N-th (from
 *       1).</li>
 * </ul>
 * Both files have one puzzle per line, space-separated: the puzzle in a published notation (not read here), {@code D}
 * if both diagonals are regions too or {@code -}, the cages as {@code ;}-separated {@code sum:cell,cell,...} with
 * 0-based row-major cell indices, the 81-digit solution, and an id; {@code #} starts a comment line. Only the
 * spelled-out cages are read, so the benchmarks do not depend on the library's reader of killer notations.
 */
final class KillerSets {

    static final String HARD = "killer-hard";
    static final String GENERATED = "generated-killers";

    /**
     * Where the hard killers are: {@code killer/killer_hard.txt} under {@code -Dsudoku.datasets} (which the build
     * sets for tests), else under {@code ../shared/datasets}; {@code -Dsudoku.killers=PATH} names the file.
     */
    static final String HARD_FILE = System.getProperty("sudoku.killers",
            System.getProperty("sudoku.datasets", "../shared/datasets") + "/killer/killer_hard.txt");

    /** The generated killers' file in the benchmarks jar (from the repository's {@code datasets/} folder). */
    static final String GENERATED_RESOURCE = "/layout-sets/killer_generated_9x9.txt";

    private static final int FIELDS = 5;

    private static final Map<String, List<Killer>> LOADED = new ConcurrentHashMap<>();

    private KillerSets() {
    }

    /** One killer: its id in the file, the puzzle (an empty board of the caged layout) and its only solution. */
    record Killer(String id, Board puzzle, Board solution) {
    }

    /** Thrown when a set's file is not there, with a message that says which file and how to get it. */
    static final class MissingSetException extends IllegalStateException {
        private static final long serialVersionUID = 1L;

        MissingSetException(String message) {
            super(message);
        }
    }

    /**
     * The killers of a spec.
     *
     * @throws MissingSetException if the set's file is absent
     * @throws IllegalArgumentException if the spec names no set or puzzle, or a line of the file is malformed
     */
    static List<Killer> load(String spec) {
        int hash = spec.lastIndexOf('#');
        if (spec.startsWith(GENERATED + "#") && spec.substring(hash + 1).matches("\\d+")) {
            List<Killer> set = load(GENERATED);
            int number = Integer.parseInt(spec.substring(hash + 1));
            if (number < 1 || number > set.size()) {
                throw new IllegalArgumentException(spec + ": the set has killers 1 to " + set.size());
            }
            return List.of(set.get(number - 1));
        }
        if (spec.equals(HARD) || spec.equals(GENERATED)) {
            return LOADED.computeIfAbsent(spec, KillerSets::read);
        }
        for (Killer killer : load(HARD)) {
            if (killer.id().equals(spec)) {
                return List.of(killer);
            }
        }
        throw new IllegalArgumentException("no killer set or puzzle " + spec + "; " + HARD + ", " + GENERATED
                + ", " + GENERATED + "#N, or an id of " + HARD_FILE + " such as tarek:1");
    }

    /** True when the set or puzzle of this spec has its file here; a benchmark or test skips it otherwise. */
    static boolean isPresent(String spec) {
        if (spec.startsWith(GENERATED)) {
            return KillerSets.class.getResource(GENERATED_RESOURCE) != null;
        }
        return Files.isRegularFile(Path.of(HARD_FILE));
    }

    private static List<Killer> read(String spec) {
        if (spec.equals(GENERATED)) {
            InputStream in = KillerSets.class.getResourceAsStream(GENERATED_RESOURCE);
            if (in == null) {
                throw new MissingSetException(GENERATED_RESOURCE.substring(GENERATED_RESOURCE.lastIndexOf('/') + 1)
                        + " is not in the benchmarks jar: it comes from main's datasets/ folder (git merge main),"
                        + " then rebuild; skipping " + GENERATED);
            }
            return readLines(in, "datasets/killer_generated_9x9.txt");
        }
        Path file = Path.of(HARD_FILE);
        if (!Files.isRegularFile(file)) {
            throw new MissingSetException(file.toAbsolutePath() + " is absent (run from the repository root beside"
                    + " ../shared, or give -Dsudoku.killers=PATH); skipping " + spec);
        }
        try {
            return readLines(Files.newInputStream(file), HARD_FILE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    private static List<Killer> readLines(InputStream in, String source) {
        List<Killer> killers = new ArrayList<>();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            int number = 0;
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                number++;
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                try {
                    killers.add(parse(line));
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(source + ", line " + number + ": " + e.getMessage(), e);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + source, e);
        }
        if (killers.isEmpty()) {
            throw new IllegalArgumentException(source + " holds no killers");
        }
        return List.copyOf(killers);
    }

    /**
     * One line of a killer file. The solution must solve the caged layout (the library's conflict check, cages
     * included), so that a misread cage fails here rather than as a peer's wrong answer.
     */
    static Killer parse(String line) {
        String[] fields = line.strip().split("\\s+");
        if (fields.length != FIELDS) {
            throw new IllegalArgumentException("expected " + FIELDS + " fields (notation, D or -, cages, solution,"
                    + " id), found " + fields.length);
        }
        Layout layout = switch (fields[1]) {
            case "D" -> Layout.classic().withDiagonals();
            case "-" -> Layout.classic();
            default -> throw new IllegalArgumentException("second field '" + fields[1] + "' is neither D nor -");
        };
        layout = layout.withCages(cages(fields[2]));
        Board solution = Board.parse(layout, fields[3]);
        if (!solution.isSolved()) {
            throw new IllegalArgumentException("the solution " + fields[3] + " breaks " + solution.conflicts());
        }
        return new Killer(fields[4], Board.empty(layout), solution);
    }

    /** The cages of a {@code sum:cell,cell,...;...} field. */
    static List<Cage> cages(String field) {
        List<Cage> cages = new ArrayList<>();
        for (String text : field.split(";")) {
            int colon = text.indexOf(':');
            if (colon < 1 || colon == text.length() - 1) {
                throw new IllegalArgumentException("cage '" + text + "' is not sum:cell,cell,...");
            }
            List<Cell> cells = new ArrayList<>();
            try {
                for (String index : text.substring(colon + 1).split(",")) {
                    int position = Integer.parseInt(index);
                    if (position < 0 || position >= Board.CELLS) {
                        throw new IllegalArgumentException("cage '" + text + "' has cell " + position
                                + ", outside 0-80");
                    }
                    cells.add(Cell.of(position));
                }
                cages.add(Cage.of(Integer.parseInt(text.substring(0, colon)), cells));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("cage '" + text + "' has a part that is not a number", e);
            }
        }
        return cages;
    }
}
