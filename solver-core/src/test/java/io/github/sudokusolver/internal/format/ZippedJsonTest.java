package io.github.sudokusolver.internal.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** SudokuPad's zipped JSON: each of its shortenings undone, the keys expanded, and what the zipper writes read back. */
final class ZippedJsonTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "{a:1,b:[,{v:3},]}|{\"a\":1,\"b\":[{},{\"v\":3},{}]}",
        "{r:t,x:f}|{\"r\":true,\"x\":false}",
        "{c:#0,c2:#F,c1:f067f0}|{\"c\":\"#000000\",\"c2\":\"#FFFFFF\",\"c1\":\"#f067f0\"}",
        "{te:'it\\'s'}|{\"te\":\"it's\"}",
        "{\"a\":\"plain, JSON: kept\"}|{\"a\":\"plain, JSON: kept\"}",
        "{te:'a,b:c'}|{\"te\":\"a,b:c\"}",
        "{a:{}}|{\"a\":{}}",
    })
    void undoesEveryShortening(String zipped, String json) {
        assertEquals(json, ZippedJson.toJson(zipped));
    }

    @Test
    void expandsTheAbbreviatedKeys() throws MalformedTextException {
        Object parsed = ZippedJson.parse("{ce:[[{v:5}]],l:[{wp:[[0.5,0.5]],c:'#cccf',th:19}],metadata:{t:'x'}}");
        Map<String, Object> expected = new LinkedHashMap<>();
        expected.put("cells", List.of(List.of(Map.of("value", 5L))));
        expected.put("lines", List.of(Map.of("wayPoints", List.of(List.of(0.5, 0.5)), "color", "#cccf",
                "thickness", 19L)));
        expected.put("metadata", Map.of("title", "x"));
        assertEquals(expected, parsed);
    }

    @ParameterizedTest
    @ValueSource(strings = {"{ce:[", "{c:1,color:2}", "{a:'unterminated}", "{a:b}"})
    void refusesWhatIsNoZippedJson(String zipped) {
        assertThrows(MalformedTextException.class, () -> ZippedJson.parse(zipped));
    }

    /** Random values written by the zipper and read back equal; the seed is in the message. */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16})
    void whatTheZipperWritesReadsBackEqual(long seed) throws MalformedTextException {
        Random random = new Random(seed);
        Object value = randomObject(random, 0);
        String zipped = ZippedJson.write(value);
        assertEquals(value, ZippedJson.parse(zipped), "seed " + seed + ": " + zipped);
    }

    private static Object randomObject(Random random, int depth) {
        Map<String, Object> map = new LinkedHashMap<>();
        String[] keys = {"color", "cells", "value", "text", "width", "rounded", "custom", "x1"};
        int n = random.nextInt(4);
        for (int i = 0; i < n; i++) {
            map.put(keys[random.nextInt(keys.length)], randomValue(random, depth + 1));
        }
        return map;
    }

    private static Object randomValue(Random random, int depth) {
        switch (depth > 3 ? random.nextInt(4) : random.nextInt(6)) {
            case 0:
                return (long) random.nextInt(100) - 20;
            case 1:
                return random.nextBoolean();
            case 2: {
                String[] texts = {"it's", "a, b: c", "#000000", "#FFFFFF", "#f067f0", "line\nbreak", "q\"uote",
                    "\\\\"};
                String text = texts[random.nextInt(texts.length)];
                return text.equals("q\"uote") ? "q'uote" : text; // the zipper writes a double quote as a single one
            }
            case 3:
                return random.nextInt(8) + 0.5; // a whole number is written as one, and reads back as a long
            case 4: {
                int n = 1 + random.nextInt(3);
                Object[] items = new Object[n];
                for (int i = 0; i < n; i++) {
                    items[i] = random.nextInt(3) == 0 ? Map.of() : randomObject(random, depth + 1);
                }
                return List.of(items);
            }
            default:
                return randomObject(random, depth + 1);
        }
    }
}
