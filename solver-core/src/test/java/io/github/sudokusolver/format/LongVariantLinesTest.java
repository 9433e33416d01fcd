package io.github.sudokusolver.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.BoardFormatException;
import io.github.sudokusolver.TestPuzzles;
import io.github.sudokusolver.internal.format.LzString;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Lines holding a variant puzzle longer than {@link PuzzleReader#MAX_LINE_LENGTH}: an f-puzzles link whose lz-string
 * is long, the JSON on one line, the Interactive Sudoku Solver's text, each read up to
 * {@link PuzzleReader#MAX_VARIANT_LINE_LENGTH}; beyond it, and for any other long line, an error entry naming the
 * bound and the column past it, and the reading goes on.
 */
final class LongVariantLinesTest {

    private static final String LINK = "https://f-puzzles.com/?load=";

    /** The sample's JSON with a text element of {@code length} seeded random characters, which lz-string cannot shrink. */
    private static String jsonWithLongText(int length, long seed) {
        String alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
                + " !#$%&'()*+,-./:;<=>?@[]^_{|}~";
        Random random = new Random(seed);
        StringBuilder noise = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            noise.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return VariantSamples.json().replace("\"text\":[{\"cells\":[\"R9C1\"],\"value\":\"?\"}]",
                "\"text\":[{\"cells\":[\"R9C1\"],\"value\":\"" + noise + "\"}]");
    }

    /** The entries of {@code line} between two plain puzzles, which must both read. */
    private static PuzzleEntry between(String line) throws IOException {
        List<PuzzleEntry> entries = FPuzzlesReaderTest.read(TestPuzzles.SEED + "\n" + line + "\n" + TestPuzzles.SEED
                + "\n");
        assertEquals(3, entries.size(), entries.toString());
        assertEquals(TestPuzzles.SEED, entries.get(0).boardOrThrow());
        assertEquals(TestPuzzles.SEED, entries.get(2).boardOrThrow());
        return entries.get(1);
    }

    @Test
    void readsAnFPuzzlesLinkLongerThanAnyOtherLine() throws IOException {
        for (long seed = 1; seed <= 3; seed++) {
            String lz = LzString.compressToBase64(jsonWithLongText(12_000 * (int) seed, seed));
            String line = "Big one " + LINK + lz;
            assertTrue(line.length() > PuzzleReader.MAX_LINE_LENGTH, "seed " + seed + ": " + line.length());
            PuzzleEntry entry = between(line);
            assertEquals(VariantSamples.board(), entry.boardOrThrow(), "seed " + seed);
            assertEquals("Big one\nEvery rule", entry.label(), "seed " + seed);
            assertEquals(Map.of("line", 1, "text", 1, "cage", 1), entry.cosmetics(), "seed " + seed);
        }
    }

    @Test
    void readsAnFPuzzlesJsonLineAndAnIssLineLongerThanAnyOtherLine() throws IOException {
        String json = jsonWithLongText(3 * PuzzleReader.MAX_LINE_LENGTH, 7);
        assertEquals(VariantSamples.board(), between(json).boardOrThrow());
        // that solver ignores blanks, and so does the reader: a long run of them inside the text
        String iss = VariantSamples.iss().replaceFirst("\\.Arrow", " ".repeat(2 * PuzzleReader.MAX_LINE_LENGTH)
                + ".Arrow");
        Board expected = Board.of(VariantSamples.issLayout(), TestPuzzles.SEED.toArray());
        PuzzleEntry entry = between("Every rule\t" + iss);
        assertEquals(expected, entry.boardOrThrow());
        assertEquals("Every rule", entry.label());
    }

    @Test
    void aVariantLineLongerThanItsBoundIsAnErrorPastTheBound() throws IOException {
        String line = LINK + "N4Ig" + "A".repeat(PuzzleReader.MAX_VARIANT_LINE_LENGTH);
        BoardFormatException error = between(line).error().orElseThrow();
        assertEquals("line 2, column " + (PuzzleReader.MAX_VARIANT_LINE_LENGTH + 1) + ": the line is "
                + line.length() + " characters long, more than the " + PuzzleReader.MAX_VARIANT_LINE_LENGTH
                + " read of a line with an f-puzzles or Interactive Sudoku Solver puzzle; the rest was skipped",
                error.getMessage());
    }

    @Test
    void anyOtherLongLineIsAnErrorPastTheShorterBound() throws IOException {
        String line = "Notes " + "x".repeat(PuzzleReader.MAX_LINE_LENGTH * 2);
        BoardFormatException error = between(line).error().orElseThrow();
        assertEquals("line 2, column " + (PuzzleReader.MAX_LINE_LENGTH + 1) + ": the line is " + line.length()
                + " characters long, more than the " + PuzzleReader.MAX_LINE_LENGTH + " read of any line without an"
                + " f-puzzles or Interactive Sudoku Solver puzzle; the rest was skipped", error.getMessage());
    }

    @Test
    void anLzStringWhoseJsonWouldPassItsBoundIsRefusedByName() throws IOException {
        // a title of 5 million letters: a short lz-string whose JSON is longer than the reader builds
        String json = VariantSamples.json().replace("\"Every rule\"",
                "\"" + "a".repeat(FPuzzlesLine.MAX_JSON_LENGTH + 1000) + "\"");
        String lz = LzString.compressToBase64(json);
        assertTrue(lz.length() < PuzzleReader.MAX_LINE_LENGTH, "lz-string of " + lz.length());
        BoardFormatException error = between(LINK + lz).error().orElseThrow();
        assertTrue(error.problem().startsWith("found an f-puzzles text whose JSON would be longer than "
                + FPuzzlesLine.MAX_JSON_LENGTH + " characters, more than any puzzle's: the reader stops at offset "),
                error.problem());
        assertEquals(LINK.length() + 1, error.column());
    }
}
