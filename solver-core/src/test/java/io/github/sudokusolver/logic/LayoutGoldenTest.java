package io.github.sudokusolver.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Layout;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The explanations off the classic grid that must not change, against the committed golden file
 * ({@link LayoutGolden}): every layout's puzzles and every fiftieth rated killer, each step (technique and description)
 * and both ratings. The step engine's merges of classic and general finders (docs/house.md) are checked by this and by
 * {@code ClassicGoldenTest}.
 */
final class LayoutGoldenTest {

    @Test
    void everyLayoutsPuzzleIsExplainedAndRatedAsTheGoldenFileSays() throws IOException {
        Map<String, Layout> layouts = LayoutGolden.layouts();
        int checked = 0;
        for (LayoutGolden.Line line : LayoutGolden.read()) {
            Layout layout = layouts.get(line.set());
            if (layout != null) {
                compare(line, LayoutGolden.board(layout, line.puzzle()));
                checked++;
            }
        }
        assertEquals(46, checked, "the layouts' puzzles in the golden file");
    }

    @Test
    void everyFiftiethRatedKillerIsExplainedAndRatedAsTheGoldenFileSays() throws IOException {
        Map<String, Map<Integer, Board>> killers = new HashMap<>();
        for (String file : LayoutGolden.KILLER_FILES) {
            killers.put(file, LayoutGolden.killers(file)); // skips the test when ../shared is absent
        }
        int checked = 0;
        for (LayoutGolden.Line line : LayoutGolden.read()) {
            Map<Integer, Board> file = killers.get(line.set());
            if (file != null) {
                Board killer = file.get(Integer.parseInt(line.puzzle()));
                assertTrue(killer != null, line.set() + " line " + line.puzzle() + ": the killer file changed");
                compare(line, killer);
                checked++;
            }
        }
        assertEquals(60, checked, "the killers in the golden file");
    }

    private static void compare(LayoutGolden.Line line, Board puzzle) {
        ClassicGolden.Entry expected = line.entry();
        ClassicGolden.Entry actual = ClassicGolden.compute(expected.line(), puzzle);
        String where = line.set() + " " + line.puzzle();
        if (!expected.stepChars().equals(actual.stepChars()) || !expected.pathHash().equals(actual.pathHash())) {
            fail(where + ": " + ClassicGolden.firstDifference(expected, actual, puzzle));
        }
        // as written: a killer's score has a workload below its tenth, kept to nine decimals
        assertEquals(expected.format(), actual.format(), where + ": the ratings (explanation, then rate())");
    }
}
