package io.github.sudokusolver.internal.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * LzString against lz-string 1.4.4 itself: the vectors below were written by its {@code compressToBase64} under Node
 * (npm package {@code lz-string}), and each must come out of {@link LzString#compressToBase64} char for char and
 * decompress back. Then seeded round trips, and every way a stream is refused.
 */
final class LzStringTest {

    /** A classic 9x9 puzzle as f-puzzles writes it (size, title, author, ruleset, grid of cells). */
    static final String FPUZZLES_JSON = "{\"size\":9,\"title\":\"Classic\",\"author\":\"\",\"ruleset\":\"\",\"grid\":["
            + "[{\"value\":5,\"given\":true},{\"value\":3,\"given\":true},{},{},{\"value\":7,\"given\":true},"
            + "{},{},{},{}],"
            + "[{\"value\":6,\"given\":true},{},{},{\"value\":1,\"given\":true},{\"value\":9,\"given\":true},"
            + "{\"value\":5,\"given\":true},{},{},{}],[{},{\"value\":9,\"given\":true},{\"value\":8,\"given\":true},"
            + "{},{},{},{},{\"value\":6,\"given\":true},{}],[{\"value\":8,\"given\":true},{},{},{},"
            + "{\"value\":6,\"given\":true},{},{},{},{\"value\":3,\"given\":true}],[{\"value\":4,\"given\":true},{},"
            + "{},{\"value\":8,\"given\":true},{},{\"value\":3,\"given\":true},{},{},{\"value\":1,\"given\":true}],"
            + "[{\"value\":7,\"given\":true},{},{},{},{\"value\":2,\"given\":true},{},{},{},"
            + "{\"value\":6,\"given\":true}],[{},{\"value\":6,\"given\":true},{},{},{},{},"
            + "{\"value\":2,\"given\":true},{\"value\":8,\"given\":true},{}],[{},{},{},{\"value\":4,\"given\":true},"
            + "{\"value\":1,\"given\":true},{\"value\":9,\"given\":true},{},{},{\"value\":5,\"given\":true}],[{},{},"
            + "{},{},{\"value\":8,\"given\":true},{},{},{\"value\":7,\"given\":true},{\"value\":9,\"given\":true}]]}";

    /** lz-string 1.4.4's compressToBase64(FPUZZLES_JSON): what follows {@code ?load=} in the puzzle's link. */
    static final String FPUZZLES_BASE64 = "N4IgzglgXgpiBcBOANCALhNAbO8QGEsBDMSAYxFSIFc0ALAewCcERKQnqcwY1X2A5kwgATBAG1x"
            + "oAG5Es1XAFZUAiNJgA7BGk4wAvshlyFCAMwq1m7boPBbtkLPm4A7BfVb4OhfcO+7ALrIUo7GuABs7lZeNn5xRs4IAIxRnt76hqGJSKn"
            + "WPplOJvDKIKoeeRl28XpBUg6FuCillmmxCUUAHLkx+VV9/llFkc3lPZU1we24XSPR6f4DDQjDZXNtCwVhZt3ztVMIACw76/GD08e99V"
            + "vw5rOtl6dL8Cl3FRMhT26vYxt9ZwgAJgu42qm2yKxabz2V3BwN+i2uQO+8zBnThfmhoP28COyLa/2e6OxTVW9xBfyeJVJUMm8NR5zxD"
            + "wp1y+1J+9IQJMhPwCAT0QA==";

    private static final String SMALL_JSON =
            "{\"size\":4,\"grid\":[[{\"value\":1},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{\"value\":4}]]}";
    private static final String SMALL_BASE64 =
            "N4IgzglgXgpiBcAWANCA5gJwgEwQbT1ADcBDAGwFc54BGAX2WAacboF1lDnvWOvWBTPixHMQpStUTs2dIA==";

    /** Latin-1, CJK (16-bit literals), two surrogate pairs (U+1F9E9) and a circled digit. */
    private static final String UNICODE = "Sudoku \u00e9\u00e8 \u6570\u72ec \ud83e\udde9\ud83e\udde9 r1c1=\u2460";
    private static final String UNICODE_BASE64 = "MoVwJg9g1iAECXAL2gHU0DdOtB8G4S92ewE4CMAxoQLyAGJEA===";

    private static final String LONE_SURROGATES = "a\ud800b\udc00c";
    private static final String LONE_SURROGATES_BASE64 = "IaAA2EaAA7DGQ===";

    /** 2,000 chars of one repeated phrase: long dictionary entries and several widenings of the codes. */
    private static final String REPETITIVE = "r1c1 r1c2 ".repeat(200);
    private static final String REPETITIVE_BASE64 = "E4RgxiAEpgTN4o3jJ4WIXLbuqxhATsfsieWehdVXppQ7U/UY28x67oTzd6Ra9BXYe"
            + "z50xnCUP5SB4kTNFzVktbPVbNOldr27lRpScVnppi+YVXbN+/McaDL49af63dj4csPnXv6efj6uIQHhwe4R0VHeMfFxQb6xKYlpyWGp"
            + "Wek5mYGhBQn5kRmFpXnl2UVJVbk1ZcV1JdUVDZVNnbVdjd19vQMd/R1AA===";

    private static final String[][] VECTORS = {
        {"", "Q==="},
        {"a", "IZA="},
        {"ab", "IYIyA==="},
        {"aaa", "IYo="},
        {"a".repeat(31), "IY18ZpA="},
        {"hello, world", "BYUwNmD2A0AEDukBOYAmQ==="},
        {FPUZZLES_JSON, FPUZZLES_BASE64},
        {SMALL_JSON, SMALL_BASE64},
        {UNICODE, UNICODE_BASE64},
        {LONE_SURROGATES, LONE_SURROGATES_BASE64},
        {REPETITIVE, REPETITIVE_BASE64},
    };

    @Test
    void compressesAsLzStringDoes() {
        for (String[] vector : VECTORS) {
            assertEquals(vector[1], LzString.compressToBase64(vector[0]), vector[0]);
        }
    }

    @Test
    void decompressesWhatLzStringCompressed() throws MalformedTextException {
        for (String[] vector : VECTORS) {
            assertEquals(vector[0], LzString.decompressFromBase64(vector[1]), vector[1]);
        }
    }

    @Test
    void paddingIsOptional() throws MalformedTextException {
        for (String[] vector : VECTORS) {
            assertEquals(vector[0], LzString.decompressFromBase64(vector[1].replace("=", "")), vector[1]);
        }
    }

    @Test
    void charactersAfterTheEndMarkerAreNotRead() throws MalformedTextException {
        assertEquals("a", LzString.decompressFromBase64("IZAAAAAA"));
        assertEquals("a", LzString.decompressFromBase64("IZA//"));
    }

    @Test
    void randomTextsRoundTrip() throws MalformedTextException {
        for (long seed = 0; seed < 400; seed++) {
            Random random = new Random(seed);
            String text = randomText(random, (int) (seed % 4));
            String compressed = LzString.compressToBase64(text);
            assertTrue(compressed.matches("[A-Za-z0-9+/]*=*") && compressed.length() % 4 == 0,
                    "seed " + seed + ": " + compressed);
            assertEquals(text, LzString.decompressFromBase64(compressed), "seed " + seed);
        }
    }

    @Test
    void longRepetitiveTextRoundTrips() throws MalformedTextException {
        Random random = new Random(7);
        StringBuilder text = new StringBuilder();
        String[] words = {"cage", "r1c1", "\u6570\u72ec", "\ud83e\udde9", " ", "{\"value\":", "}"};
        while (text.length() < 300_000) {
            text.append(words[random.nextInt(words.length)]);
        }
        String compressed = LzString.compressToBase64(text.toString());
        assertTrue(compressed.length() < text.length() / 4, "seed 7: " + compressed.length());
        assertEquals(text.toString(), LzString.decompressFromBase64(compressed), "seed 7");
    }

    /** Kinds 0-3: printable ASCII, any 16-bit chars (lone surrogates too), any code points, a few repeated words. */
    private static String randomText(Random random, int kind) {
        int length = random.nextInt(kind == 3 ? 3000 : 300);
        StringBuilder text = new StringBuilder();
        String[] words = {"ab", "\u00e9", "r9c9", "\ud800\udf48", "\u0100", "x"};
        while (text.length() < length) {
            switch (kind) {
                case 0:
                    text.append((char) (' ' + random.nextInt(95)));
                    break;
                case 1:
                    text.append((char) random.nextInt(0x10000));
                    break;
                case 2:
                    text.appendCodePoint(random.nextBoolean() ? 0x10000 + random.nextInt(0x100000)
                            : random.nextInt(0x800));
                    break;
                default:
                    text.append(words[random.nextInt(random.nextInt(words.length) + 1)]);
                    break;
            }
        }
        return text.toString();
    }

    @Test
    void refusesCharactersOutsideTheAlphabetAtTheirOffset() {
        assertRefused("IZ A=", 2, "expected a base64 character (A-Z, a-z, 0-9, '+', '/') but found ' '");
        assertRefused("BYUw%2BNmD2", 4, "expected a base64 character (A-Z, a-z, 0-9, '+', '/') but found '%'");
        assertRefused("IZA-", 3, "expected a base64 character (A-Z, a-z, 0-9, '+', '/') but found '-'");
        assertRefused("IZ\u00e9", 2, "expected a base64 character (A-Z, a-z, 0-9, '+', '/') but found U+00E9");
        assertRefused("IZA\n", 3, "expected a base64 character (A-Z, a-z, 0-9, '+', '/') but found U+000A");
    }

    @Test
    void refusesAnythingButPaddingAfterThePadding() {
        assertRefused("IZA=IZA=", 4, "expected only '=' after the padding starts but found 'I'");
        assertRefused("Q====", 4, "more than 3 '=' of padding");
        assertRefused("=", 0, "the stream ends before its end marker");
    }

    @Test
    void refusesAStreamThatEndsBeforeItsEndMarker() {
        assertRefused("", 0, "the stream ends before its end marker");
        assertRefused("I", 1, "the stream ends before its end marker");
        assertRefused("BYUwNmD2A0AEDukBOYAm", 20, "the stream ends before its end marker");
        String cut = FPUZZLES_BASE64.substring(0, 200);
        assertRefused(cut, 200, "the stream ends before its end marker");
    }

    @Test
    void aCodeMayNameTheEntryBeingMade() throws MalformedTextException {
        // 'a', then code 4 (the entry being made: "a" and its own first char), then the end.
        assertEquals("aaa", LzString.decompressFromBase64(bits(0, 2, 'a', 8, 4, 3, 2, 3)));
    }

    @Test
    void refusesACodeThatNamesNoEntryYet() {
        // 'a' fills 10 bits; the next code (bit 10) is in the second character.
        assertRefused(bits(0, 2, 'a', 8, 5, 3, 2, 3), 1, "code 5 names no entry yet (the next is 4)");
        assertRefused(bits(0, 2, 'a', 8, 0, 3, 'b', 8, 7, 3), 3, "code 7 names no entry yet (the next is 6)");
    }

    @Test
    void refusesAFirstCodeThatIsNeitherLiteralNorEnd() {
        assertRefused(bits(3, 2), 0, "expected a literal or the end marker first but found code 3");
    }

    @Test
    void refusesTextLongerThanTheBound() throws MalformedTextException {
        String compressed = LzString.compressToBase64("ab".repeat(500));
        assertEquals(1000, LzString.decompressFromBase64(compressed, 1000).length());
        MalformedTextException e = assertThrows(MalformedTextException.class,
                () -> LzString.decompressFromBase64(compressed, 999));
        assertEquals("the text would be longer than 999 chars", e.problem());
        assertTrue(e.offset() > 0 && e.offset() < compressed.length(), e.getMessage());
    }

    @Test
    void refusesASmallStreamThatWouldExpandBeyond16MiBChars() {
        // Each code names the entry being made, one char longer than the last: 5,800 codes write 16.8 million chars.
        String compressed = LzString.compressToBase64("a".repeat(LzString.MAX_DECOMPRESSED_LENGTH + 1));
        assertTrue(compressed.length() < 20_000, compressed.length() + " chars");
        MalformedTextException e = assertThrows(MalformedTextException.class,
                () -> LzString.decompressFromBase64(compressed));
        assertEquals("the text would be longer than 16777216 chars", e.problem());
    }

    @Test
    void nullIsRefused() {
        assertThrows(NullPointerException.class, () -> LzString.compressToBase64(null));
        assertThrows(NullPointerException.class, () -> LzString.decompressFromBase64(null));
    }

    private static void assertRefused(String base64, int offset, String problem) {
        MalformedTextException e = assertThrows(MalformedTextException.class,
                () -> LzString.decompressFromBase64(base64), base64);
        assertEquals(problem, e.problem(), base64);
        assertEquals(offset, e.offset(), base64);
        assertEquals("offset " + offset + ": " + problem, e.getMessage());
    }

    /**
     * A stream written by hand: each (value, width) pair lowest bit first, six bits to a character, first bit highest,
     * zero bits to a whole character.
     */
    private static String bits(int... valuesAndWidths) {
        String alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        StringBuilder stream = new StringBuilder();
        int pending = 0;
        int count = 0;
        for (int i = 0; i < valuesAndWidths.length; i += 2) {
            for (int k = 0; k < valuesAndWidths[i + 1]; k++) {
                pending = pending << 1 | (valuesAndWidths[i] >> k & 1);
                if (++count == 6) {
                    stream.append(alphabet.charAt(pending));
                    pending = 0;
                    count = 0;
                }
            }
        }
        return count == 0 ? stream.toString() : stream.append(alphabet.charAt(pending << (6 - count))).toString();
    }
}
