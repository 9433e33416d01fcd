package io.github.sudokusolver.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.internal.format.LzString;
import java.io.IOException;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Seeded random SudokuPad drawings, well formed but placed anywhere (on cells, sides, corners, outside the grid, far
 * away), sized anything and coloured anything, with rules texts naming random kinds: the reader gives a board or an
 * error entry for each, never another exception, and a board it gives keeps its embedded solution when it has one.
 * The seed is in every failure message.
 */
final class SudokuPadDrawingsTest {

    private static final String[] COLOURS = {"#cccf", "#f067f0ff", "#67f067ff", "#2ecbffff", "#0", "#F", "#fcaf",
        "#DFC5FE", "#e03030", "#0003", "'rgba(207, 207, 207, 0.95)'", "'none'", "'rgb(1,2'"};
    private static final String[] TEXTS = {"", "X", "V", "7", "12", "1 2 3", "?", "99999999999999999999", "-3", "ab"};
    private static final String[] RULES = {"Normal sudoku rules apply.", "Digits increase along thermometers.",
        "Purple lines are renban.", "Green lines are German whispers.", "Blue lines are region sum lines.",
        "Grey lines are palindromes.", "Digits along an arrow sum to the circle.", "Cages sum to their totals.",
        "White dots join consecutive digits. Black dots a 1:2 ratio. All dots are given.",
        "X sums to 10, V to 5.", "Clues outside give the sum along the indicated diagonal.",
        "Sandwich clues give the sum between 1 and 4.", "Circles hold odd digits, squares even ones.",
        "Quadruple circles list digits.", "Cells a knight's move apart cannot be equal.",
        "Zipper lines sum to the middle.", "Entropic lines.", "Between lines.", "Digits may not repeat on the"
        + " marked diagonal.", "Digits differ by at least 99999999999 on whispers."};

    static LongStream seeds() {
        return LongStream.rangeClosed(1, 600);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void anyDrawingIsABoardOrAnErrorNeverAnotherFailure(long seed) throws IOException {
        Random random = new Random(seed);
        StringBuilder rules = new StringBuilder();
        for (int i = 3 + random.nextInt(8); i >= 0; i--) {
            rules.append(RULES[random.nextInt(RULES.length)]).append(' ');
        }
        String zipped = "{metadata:{rules:'" + rules.toString().replace("'", "\\'") + "'"
                + (random.nextBoolean() ? ",solution:'1234341221434321'" : "") + "},"
                + "ce:[[{v:1},,,],[,,,],[,,,],[,,,{v:" + (1 + random.nextInt(6)) + "}]],"
                + "re:[[[0,0],[0,1],[1,0],[1,1]],[[0,2],[0,3],[1,2],[1,3]],[[2,0],[2,1],[3,0],[3,1]],"
                + "[[2,2],[2,3],[3,2],[3,3]]],"
                + "o:[" + (random.nextInt(3) == 0 ? "" : marks(random)) + "],u:["
                + (random.nextInt(3) == 0 ? marks(random) : "") + "],l:[" + (random.nextInt(3) == 0 ? lines(random) : "")
                + "],a:[" + (random.nextInt(3) == 0 ? lines(random) : "") + "],ca:["
                + (random.nextInt(3) == 0 ? cages(random) : "") + "]}";
        String link = "https://sudokupad.app/scl" + LzString.compressToBase64(zipped);
        List<PuzzleEntry> entries;
        try {
            entries = FPuzzlesReaderTest.read(link + "\n");
        } catch (RuntimeException e) {
            throw new AssertionError("seed " + seed + ": " + zipped, e);
        }
        assertEquals(1, entries.size(), "seed " + seed);
        PuzzleEntry entry = entries.get(0);
        if (!entry.isMalformed() && zipped.contains("solution:")) {
            assertTrue(entry.solution().isPresent(), "seed " + seed + ": a board read keeps its solution: " + zipped);
        }
    }

    private static String marks(Random random) {
        StringBuilder out = new StringBuilder();
        for (int i = random.nextInt(5); i > 0; i--) {
            out.append(out.length() == 0 ? "" : ",").append("{ct:[").append(coordinate(random)).append(',')
                    .append(coordinate(random)).append("],w:").append(size(random)).append(",h:")
                    .append(size(random)).append(random.nextBoolean() ? ",r:t" : "").append(",c2:")
                    .append(colour(random)).append(random.nextBoolean() ? ",c1:" + colour(random) : "")
                    .append(",te:'").append(TEXTS[random.nextInt(TEXTS.length)]).append("'}");
        }
        return out.toString();
    }

    private static String lines(Random random) {
        StringBuilder out = new StringBuilder();
        for (int i = random.nextInt(4); i > 0; i--) {
            StringBuilder points = new StringBuilder();
            for (int p = 1 + random.nextInt(4); p > 0; p--) {
                points.append(points.length() == 0 ? "" : ",").append('[').append(coordinate(random)).append(',')
                        .append(coordinate(random)).append(']');
            }
            out.append(out.length() == 0 ? "" : ",").append("{wp:[").append(points).append("],c:")
                    .append(colour(random)).append(",th:").append(1 + random.nextInt(20)).append('}');
        }
        return out.toString();
    }

    private static String cages(Random random) {
        StringBuilder out = new StringBuilder();
        for (int i = random.nextInt(3); i > 0; i--) {
            out.append(out.length() == 0 ? "" : ",").append("{ce:[[").append(random.nextInt(6) - 1).append(',')
                    .append(random.nextInt(4)).append("],[").append(random.nextInt(4)).append(',')
                    .append(random.nextInt(4)).append("]]").append(random.nextBoolean() ? ",v:'"
                    + TEXTS[random.nextInt(TEXTS.length)] + "'" : "").append(random.nextBoolean() ? ",unique:t" : "")
                    .append(random.nextInt(4) == 0 ? ",hidden:t" : "").append('}');
        }
        return out.toString();
    }

    /** A coordinate on a cell's centre, side or corner, inside or just outside the 4x4 grid, or far away. */
    private static String coordinate(Random random) {
        return switch (random.nextInt(6)) {
            case 0 -> String.valueOf(random.nextInt(6) - 1 + 0.5);
            case 1 -> String.valueOf(random.nextInt(6) - 1);
            case 2 -> String.valueOf(random.nextInt(6) - 1 + 0.266);
            case 3 -> "1e300";
            case 4 -> "-1e12";
            default -> String.valueOf(random.nextInt(50) / 10.0 - 0.5);
        };
    }

    private static String size(Random random) {
        return switch (random.nextInt(5)) {
            case 0 -> "0.34";
            case 1 -> "0.82";
            case 2 -> "1";
            case 3 -> "1e9";
            default -> String.valueOf(random.nextInt(30) / 10.0);
        };
    }

    private static String colour(Random random) {
        return COLOURS[random.nextInt(COLOURS.length)];
    }
}
