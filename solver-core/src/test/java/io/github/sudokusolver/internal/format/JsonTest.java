package io.github.sudokusolver.internal.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The parser's values, and each error with its offset. */
final class JsonTest {

    @Test
    void readsAnFpuzzlesDocument() throws MalformedTextException {
        Map<?, ?> puzzle = (Map<?, ?>) Json.parse(LzStringTest.FPUZZLES_JSON);
        assertEquals(List.of("size", "title", "author", "ruleset", "grid"), new ArrayList<>(puzzle.keySet()));
        assertEquals(9L, puzzle.get("size"));
        assertEquals("Classic", puzzle.get("title"));
        List<?> grid = (List<?>) puzzle.get("grid");
        assertEquals(9, grid.size());
        List<?> firstRow = (List<?>) grid.get(0);
        assertEquals(Map.of("value", 5L, "given", true), firstRow.get(0));
        assertEquals(Map.of(), firstRow.get(2));
        assertEquals(Map.of("value", 9L, "given", true), ((List<?>) grid.get(8)).get(8));
    }

    @Test
    void readsTheDocumentOfAnFpuzzlesLink() throws MalformedTextException {
        assertEquals(Json.parse(LzStringTest.FPUZZLES_JSON),
                Json.parse(LzString.decompressFromBase64(LzStringTest.FPUZZLES_BASE64)));
    }

    @Test
    void keepsTheOrderOfMembers() throws MalformedTextException {
        Map<?, ?> members = (Map<?, ?>) Json.parse("{\"z\":1,\"a\":2,\"m\":3}");
        assertEquals(List.of("z", "a", "m"), new ArrayList<>(members.keySet()));
    }

    @Test
    void readsEveryKindOfValue() throws MalformedTextException {
        List<?> values = (List<?>) Json.parse(" [ {} , [ ] , \"\" , 0 , -1.5 , true , false , null ] ");
        assertEquals(Arrays.asList(Map.of(), List.of(), "", 0L, -1.5, true, false, null), values);
    }

    @Test
    void anyValueMayBeTheWholeDocument() throws MalformedTextException {
        assertEquals("x", Json.parse("\"x\""));
        assertEquals(42L, Json.parse("\t\r\n 42 \n"));
        assertEquals(true, Json.parse("true"));
        assertNull(Json.parse("null"));
    }

    @Test
    void nullIsJavaNullAndAMemberStill() throws MalformedTextException {
        Map<?, ?> members = (Map<?, ?>) Json.parse("{\"value\":null}");
        assertTrue(members.containsKey("value"));
        assertNull(members.get("value"));
    }

    @Test
    void valuesCannotBeChanged() throws MalformedTextException {
        Map<?, ?> members = (Map<?, ?>) Json.parse("{\"a\":[1]}");
        assertThrows(UnsupportedOperationException.class, () -> members.remove("a"));
        assertThrows(UnsupportedOperationException.class, () -> ((List<?>) members.get("a")).clear());
    }

    @Test
    void integersInLongRangeAreLongs() throws MalformedTextException {
        assertEquals(0L, Json.parse("0"));
        assertEquals(0L, Json.parse("-0"));
        assertEquals(123L, Json.parse("123"));
        assertEquals(Long.MAX_VALUE, Json.parse("9223372036854775807"));
        assertEquals(Long.MIN_VALUE, Json.parse("-9223372036854775808"));
    }

    @Test
    void otherNumbersAreTheNearestDouble() throws MalformedTextException {
        assertEquals(9.223372036854775808e18, Json.parse("9223372036854775808"));
        assertEquals(-9.223372036854775809e18, Json.parse("-9223372036854775809"));
        assertEquals(1e30, Json.parse("1000000000000000000000000000000"));
        assertEquals(1000.0, Json.parse("1e3"));
        assertEquals(1.0, Json.parse("1.0"));
        assertEquals(-150.0, Json.parse("-1.5E+2"));
        assertEquals(0.015, Json.parse("1.5e-2"));
        assertEquals(0.0, Json.parse("1e-400"));
        assertEquals(1.7976931348623157e308, Json.parse("1.7976931348623157e308"));
        assertInstanceOf(Double.class, Json.parse("0.5"));
    }

    @Test
    void refusesNumbersBeyondADouble() {
        assertRefused("[1e400]", 1, "number beyond the range of a double");
        assertRefused("-1" + "0".repeat(400), 0, "number beyond the range of a double");
    }

    @Test
    void readsEscapes() throws MalformedTextException {
        assertEquals("\" \\ / \b \f \n \r \t", Json.parse("\"\\\" \\\\ \\/ \\b \\f \\n \\r \\t\""));
        assertEquals("\u00e9A\u6570", Json.parse("\"\\u00e9\\u0041\\u6570\""));
        assertEquals("\u00e9\u00c9", Json.parse("\"\\u00E9\\u00c9\""));
        assertEquals("\u0000", Json.parse("\"\\u0000\""));
    }

    @Test
    void escapedSurrogatePairsMakeOneCodePoint() throws MalformedTextException {
        String puzzle = (String) Json.parse("\"\\ud83e\\udde9\"");
        assertEquals("\ud83e\udde9", puzzle);
        assertEquals(1, puzzle.codePointCount(0, puzzle.length()));
        assertEquals(0x1F9E9, puzzle.codePointAt(0));
    }

    @Test
    void loneSurrogatesAreKeptAsJavaScriptKeepsThem() throws MalformedTextException {
        assertEquals("a\ud800b", Json.parse("\"a\\ud800b\""));
        assertEquals("\udc00", Json.parse("\"\\udc00\""));
    }

    @Test
    void unescapedCharsAreKept() throws MalformedTextException {
        String text = "Sudoku \u6570\u72ec \ud83e\udde9 \u007f";
        assertEquals(text, Json.parse("\"" + text + "\""));
    }

    @Test
    void refusesDuplicateKeysAtTheSecond() {
        assertRefused("{\"a\":1, \"b\":2, \"a\":3}", 15, "duplicate key \"a\"");
        String longKey = "k".repeat(40);
        assertRefused("{\"" + longKey + "\":1,\"" + longKey + "\":2}", 46,
                "duplicate key \"" + "k".repeat(32) + "...\"");
    }

    @Test
    void refusesBrokenStructureWithWhatWasExpected() {
        assertRefused("", 0, "expected a value but found the end of the text");
        assertRefused("   ", 3, "expected a value but found the end of the text");
        assertRefused("{\"size\":9 x}", 10, "expected ',' or '}' but found 'x'");
        assertRefused("[1 2]", 3, "expected ',' or ']' but found '2'");
        assertRefused("[1,]", 3, "expected a value but found ']'");
        assertRefused("[1", 2, "expected ',' or ']' but found the end of the text");
        assertRefused("{\"a\":1,}", 7, "expected '\"' but found '}'");
        assertRefused("{a:1}", 1, "expected '\"' or '}' but found 'a'");
        assertRefused("{'a':1}", 1, "expected '\"' or '}' but found '''");
        assertRefused("{\"a\" 1}", 5, "expected ':' but found '1'");
        assertRefused("{\"a\":}", 5, "expected a value but found '}'");
        assertRefused("{\"a\":1", 6, "expected ',' or '}' but found the end of the text");
        assertRefused("[] []", 3, "expected the end of the text but found '['");
        assertRefused("\ufeff{}", 0, "expected a value but found U+FEFF");
        assertRefused("[1]\u00a0", 3, "expected the end of the text but found U+00A0");
        assertRefused("[1] // comment", 4, "expected the end of the text but found '/'");
    }

    @Test
    void refusesMisspelledLiterals() {
        assertRefused("tru", 3, "expected 'e' of true but found the end of the text");
        assertRefused("[True]", 1, "expected a value but found 'T'");
        assertRefused("fals3", 4, "expected 'e' of false but found '3'");
        assertRefused("nul", 3, "expected 'l' of null but found the end of the text");
        assertRefused("NaN", 0, "expected a value but found 'N'");
        assertRefused("truex", 4, "expected the end of the text but found 'x'");
    }

    @Test
    void refusesMalformedNumbers() {
        assertRefused("-", 1, "expected a digit but found the end of the text");
        assertRefused("-x", 1, "expected a digit but found 'x'");
        assertRefused("+1", 0, "expected a value but found '+'");
        assertRefused("01", 1, "expected '.', 'e' or the end of the number after a leading 0 but found '1'");
        assertRefused("-00", 2, "expected '.', 'e' or the end of the number after a leading 0 but found '0'");
        assertRefused(".5", 0, "expected a value but found '.'");
        assertRefused("1.", 2, "expected a digit after '.' but found the end of the text");
        assertRefused("1.e3", 2, "expected a digit after '.' but found 'e'");
        assertRefused("1e", 2, "expected a digit in the exponent but found the end of the text");
        assertRefused("1e+", 3, "expected a digit in the exponent but found the end of the text");
        assertRefused("0x1F", 1, "expected the end of the text but found 'x'");
        assertRefused("\uff11", 0, "expected a value but found U+FF11");
    }

    @Test
    void refusesMalformedStrings() {
        assertRefused("\"abc", 4, "expected '\"' to close the string at offset 0 but found the end of the text");
        assertRefused("[\"a\nb\"]", 3,
                "expected an escape for the control char in the string at offset 1 but found U+000A");
        assertRefused("\"\t\"", 1,
                "expected an escape for the control char in the string at offset 0 but found U+0009");
        assertRefused("\"\\x\"", 2,
                "expected an escape ('\"', '\\', '/', 'b', 'f', 'n', 'r', 't' or 'u') but found 'x'");
        assertRefused("\"\\", 2,
                "expected an escape ('\"', '\\', '/', 'b', 'f', 'n', 'r', 't' or 'u') but found the end of the text");
        assertRefused("\"\\u12g4\"", 5, "expected a hex digit but found 'g'");
        assertRefused("\"\\u12", 5, "expected a hex digit but found the end of the text");
        assertRefused("\"\\u\u0661\u0662\u0663\u0664\"", 3, "expected a hex digit but found U+0661");
        assertRefused("\"\\U0041\"", 2,
                "expected an escape ('\"', '\\', '/', 'b', 'f', 'n', 'r', 't' or 'u') but found 'U'");
    }

    @Test
    void nestsUpToTheBound() throws MalformedTextException {
        Object value = Json.parse("[".repeat(Json.MAX_DEPTH) + "]".repeat(Json.MAX_DEPTH));
        for (int level = 1; level < Json.MAX_DEPTH; level++) {
            value = ((List<?>) value).get(0);
        }
        assertEquals(Collections.emptyList(), value);
        String objects = "{\"a\":".repeat(Json.MAX_DEPTH - 1) + "{}" + "}".repeat(Json.MAX_DEPTH - 1);
        assertInstanceOf(Map.class, Json.parse(objects));
    }

    @Test
    void refusesDeeperNestingWithoutOverflowingTheStack() {
        assertRefused("[".repeat(Json.MAX_DEPTH + 1) + "]".repeat(Json.MAX_DEPTH + 1), Json.MAX_DEPTH,
                "arrays and objects nested deeper than 512");
        assertRefused("[".repeat(1_000_000), Json.MAX_DEPTH, "arrays and objects nested deeper than 512");
        assertRefused("[{\"a\":".repeat(1000), 6 * 256, "arrays and objects nested deeper than 512");
    }

    @Test
    void nullIsRefused() {
        assertThrows(NullPointerException.class, () -> Json.parse(null));
    }

    private static void assertRefused(String text, int offset, String problem) {
        MalformedTextException e = assertThrows(MalformedTextException.class, () -> Json.parse(text), text);
        assertEquals(problem, e.problem(), text);
        assertEquals(offset, e.offset(), text);
        assertEquals("offset " + offset + ": " + problem, e.getMessage());
    }
}
