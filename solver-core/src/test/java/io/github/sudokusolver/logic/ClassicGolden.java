package io.github.sudokusolver.logic;

import io.github.sudokusolver.Board;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/**
 * The classic behaviour that must not change, in a compact form: for each puzzle of the calibration file, the
 * rating of its explanation and of {@link LogicalSolver#rate}, both in clear, a hash of every step (technique and
 * description) of the standard explanation, and one character per step (six bits of that step's own hash), so that a
 * difference names the first step that differs (one change in 64 keeps its character; the whole-path hash still
 * tells). One line per puzzle:
 *
 * <pre>{@code line score level hardest rateScore rateLevel rateHardest steps pathHash stepChars}</pre>
 *
 * <p>Written by {@link #main} ({@code java ... ClassicGolden solver-core/src/test/resources/.../classic-golden.txt.gz}),
 * read by {@code ClassicGoldenTest}.
 */
final class ClassicGolden {

    /** The file under the test resources. */
    static final String RESOURCE = "classic-golden.txt.gz";
    private static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

    /** What one puzzle gives. */
    record Entry(int line, Rating rating, Rating rate, String pathHash, String stepChars) {

        String format() {
            return line + " " + format(rating) + " " + format(rate) + " " + stepChars.length() + " " + pathHash + " "
                    + stepChars;
        }

        /** The score to one decimal where it has no more (every classic score), else to nine (a killer's workload). */
        private static String format(Rating rating) {
            double score = rating.score();
            String digits = Math.abs(score * 10 - Math.rint(score * 10)) < 1e-9 ? "%.1f" : "%.9f";
            return String.format(Locale.ROOT, digits + " %s %s", score, rating.difficulty(), rating.hardest());
        }

        static Entry parse(String text) {
            String[] p = text.split(" ", -1);
            return new Entry(Integer.parseInt(p[0]),
                    new Rating(Double.parseDouble(p[1]), Difficulty.valueOf(p[2]), Technique.valueOf(p[3])),
                    new Rating(Double.parseDouble(p[4]), Difficulty.valueOf(p[5]), Technique.valueOf(p[6])),
                    p[8], p[9]);
        }
    }

    private ClassicGolden() {
    }

    /** The text of one step as the golden file hashes it. */
    static String stepText(Step step) {
        return step.technique().name() + "\t" + step.description();
    }

    /** Explains and rates one puzzle. */
    static Entry compute(int line, Board puzzle) {
        Explanation explanation = LogicalSolver.standard().explain(puzzle);
        Rating rate = LogicalSolver.standard().rate(puzzle);
        MessageDigest path = sha256();
        StringBuilder chars = new StringBuilder();
        for (Step step : explanation.steps()) {
            byte[] text = stepText(step).getBytes(StandardCharsets.UTF_8);
            path.update(text);
            path.update((byte) '\n');
            chars.append(stepChar(step));
        }
        return new Entry(line, explanation.rating(), rate, hex(path.digest(), 16), chars.toString());
    }

    /** Names the first step whose character differs (or the first extra or missing step), for a failure message. */
    static String firstDifference(Entry expected, Entry actual, Board puzzle) {
        List<Step> steps = LogicalSolver.standard().explain(puzzle).steps();
        String e = expected.stepChars();
        String a = actual.stepChars();
        int i = 0;
        while (i < e.length() && i < a.length() && e.charAt(i) == a.charAt(i)) {
            i++;
        }
        if (i == e.length() && i == a.length()) {
            return "the steps' hash differs though every step's check character matches (" + steps.size()
                    + " steps; one change in 64 keeps its character)";
        }
        if (i >= a.length()) {
            return "the explanation ends after " + a.length() + " steps, the golden one has " + e.length();
        }
        return "step " + (i + 1) + " of " + a.length() + " (golden: " + e.length() + " steps) differs; now: "
                + stepText(steps.get(i)).replace('\t', ' ');
    }

    /** Six bits of one step's own hash, as a base-64 character. */
    static char stepChar(Step step) {
        byte[] digest = sha256().digest(stepText(step).getBytes(StandardCharsets.UTF_8));
        return ALPHABET.charAt(digest[0] & 63);
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String hex(byte[] bytes, int digits) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < digits / 2; i++) {
            out.append(String.format(Locale.ROOT, "%02x", bytes[i]));
        }
        return out.toString();
    }

    /** The stored entries, from the test resources. */
    static List<Entry> read() throws IOException {
        List<Entry> entries = new ArrayList<>();
        for (String text : lines(RESOURCE)) {
            entries.add(Entry.parse(text));
        }
        return entries;
    }

    /** The lines of a gzipped golden file of the test resources, less blank lines and {@code #} comments. */
    static List<String> lines(String resource) throws IOException {
        List<String> lines = new ArrayList<>();
        try (InputStream in = ClassicGolden.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IOException("no resource " + resource);
            }
            BufferedReader reader = new BufferedReader(
                    new InputStreamReader(new GZIPInputStream(in), StandardCharsets.UTF_8));
            for (String text = reader.readLine(); text != null; text = reader.readLine()) {
                if (!text.isEmpty() && !text.startsWith("#")) {
                    lines.add(text);
                }
            }
        }
        return lines;
    }

    /** Writes the golden file of the whole calibration file to {@code args[0]}. */
    public static void main(String[] args) throws IOException {
        List<RatedPuzzles.Rated> all = RatedPuzzles.every(1);
        long start = System.nanoTime();
        try (OutputStream file = Files.newOutputStream(Path.of(args[0]));
                Writer out = new java.io.OutputStreamWriter(new GZIPOutputStream(file), StandardCharsets.UTF_8)) {
            out.write("# line score level hardest rateScore rateLevel rateHardest steps pathHash stepChars\n");
            for (RatedPuzzles.Rated rated : all) {
                out.write(compute(rated.line(), rated.puzzle()).format());
                out.write('\n');
            }
        }
        System.out.printf(Locale.ROOT, "%d puzzles in %.1f s%n", all.size(), (System.nanoTime() - start) / 1e9);
    }
}
