package io.github.sudokusolver.internal.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * Fuzz tests of the f-puzzles machinery against its contract: {@link LzString#decompressFromBase64} and
 * {@link Json#parse} throw only {@link MalformedTextException} with an offset within the text, and compression
 * round-trips any text. In a normal build they run once over the seeds in {@code LzStringAndJsonFuzzTestInputs/};
 * with {@code JAZZER_FUZZ=1} Jazzer fuzzes them (docs/testing.md).
 *
 * <p>Each takes bytes, read as UTF-8 where it wants text, so that a seed is the plain file: Jazzer 0.30.0 reads a
 * seed for a {@code String} parameter in its own serialized form, a 4-byte length before the bytes.
 */
final class LzStringAndJsonFuzzTest {

    private static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

    @FuzzTest
    void decompressOfAnyTextThrowsOnlyMalformedText(byte[] bytes) {
        if (bytes == null) {
            return;
        }
        checkDecompress(new String(bytes, StandardCharsets.UTF_8));
    }

    /** Every byte as a character of the alphabet, so that the decoder, not the alphabet check, meets the input. */
    @FuzzTest
    void decompressOfAnyBitsThrowsOnlyMalformedText(byte[] bytes) {
        if (bytes == null) {
            return;
        }
        StringBuilder text = new StringBuilder();
        for (byte b : bytes) {
            text.append(ALPHABET.charAt(b & 0x3F));
        }
        checkDecompress(text.toString());
    }

    /** Refused at an offset within the text, or decompressed to a text that compresses and reads back as itself. */
    private static void checkDecompress(String base64) {
        String text;
        try {
            text = LzString.decompressFromBase64(base64);
        } catch (MalformedTextException e) {
            assertTrue(e.offset() >= 0 && e.offset() <= base64.length(), e.getMessage());
            return;
        }
        assertTrue(text.length() <= LzString.MAX_DECOMPRESSED_LENGTH);
        assertEquals(text, decompress(LzString.compressToBase64(text)), base64);
    }

    /** The bytes as UTF-8, and as UTF-16 chars two bytes each, so that lone surrogates come too. */
    @FuzzTest
    void compressedTextDecompressesToItself(byte[] bytes) {
        if (bytes == null) {
            return;
        }
        checkRoundTrip(new String(bytes, StandardCharsets.UTF_8));
        StringBuilder chars = new StringBuilder();
        for (int i = 0; i + 1 < bytes.length; i += 2) {
            chars.append((char) ((bytes[i] & 0xFF) << 8 | bytes[i + 1] & 0xFF));
        }
        checkRoundTrip(chars.toString());
    }

    private static void checkRoundTrip(String text) {
        String compressed = LzString.compressToBase64(text);
        assertTrue(compressed.matches("[A-Za-z0-9+/]+={0,3}") && compressed.length() % 4 == 0, compressed);
        assertEquals(text, decompress(compressed));
    }

    private static String decompress(String base64) {
        try {
            return LzString.decompressFromBase64(base64);
        } catch (MalformedTextException e) {
            throw new AssertionError("refused what compressToBase64 wrote: " + base64, e);
        }
    }

    @FuzzTest
    void jsonParseThrowsOnlyMalformedText(byte[] bytes) {
        if (bytes == null) {
            return;
        }
        String text = new String(bytes, StandardCharsets.UTF_8);
        Object value;
        try {
            value = Json.parse(text);
        } catch (MalformedTextException e) {
            assertTrue(e.offset() >= 0 && e.offset() <= text.length(), e.getMessage());
            return;
        }
        checkValue(value, 0);
    }

    /** Only the documented types, nested no deeper than the bound. */
    private static void checkValue(Object value, int depth) {
        if (value instanceof Map || value instanceof List) {
            assertTrue(depth < Json.MAX_DEPTH, "depth " + depth);
        }
        if (value instanceof Map) {
            for (Map.Entry<?, ?> member : ((Map<?, ?>) value).entrySet()) {
                assertInstanceOf(String.class, member.getKey());
                checkValue(member.getValue(), depth + 1);
            }
        } else if (value instanceof List) {
            for (Object element : (List<?>) value) {
                checkValue(element, depth + 1);
            }
        } else if (value instanceof Double) {
            assertTrue(Double.isFinite((Double) value), value.toString());
        } else {
            assertTrue(value == null || value instanceof String || value instanceof Long || value instanceof Boolean,
                    () -> value.getClass().toString());
        }
    }
}
