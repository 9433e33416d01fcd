package io.github.sudokusolver.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The classic 9x9 behaviour that must not change, against the committed golden file ({@link ClassicGolden}): the
 * standard explanation's steps (technique and description) and both ratings of each calibration puzzle, all 1,200 in
 * the default suite (about 50 s): a check of every 4th let a changed finned swordfish on line 809 through.
 */
final class ClassicGoldenTest {

    @Test
    @Tag("slow")
    void everyCalibrationPuzzleIsExplainedAndRatedAsTheGoldenFileSays() throws IOException {
        compare(1);
    }

    @Test
    void theGoldenFileHasOneEntryPerCalibrationPuzzle() throws IOException {
        List<ClassicGolden.Entry> golden = ClassicGolden.read();
        assertEquals(1200, golden.size());
        assertEquals(RatedPuzzles.every(1).size(), golden.size(), "the calibration file changed");
    }

    private static void compare(int step) throws IOException {
        Map<Integer, ClassicGolden.Entry> golden = new HashMap<>();
        for (ClassicGolden.Entry entry : ClassicGolden.read()) {
            golden.put(entry.line(), entry);
        }
        for (RatedPuzzles.Rated rated : RatedPuzzles.every(step)) {
            ClassicGolden.Entry expected = golden.get(rated.line());
            if (expected == null) {
                fail("line " + rated.line() + " of the calibration file is not in the golden file");
            }
            ClassicGolden.Entry actual = ClassicGolden.compute(rated.line(), rated.puzzle());
            String where = "calibration line " + rated.line() + " (" + rated.puzzle() + ")";
            if (!expected.stepChars().equals(actual.stepChars()) || !expected.pathHash().equals(actual.pathHash())) {
                fail(where + ": " + ClassicGolden.firstDifference(expected, actual, rated.puzzle()));
            }
            assertEquals(expected.rating(), actual.rating(), where + ": the explanation's rating");
            assertEquals(expected.rate(), actual.rate(), where + ": rate()");
        }
    }
}
