package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.LinePositions.at;
import static io.github.sudokusolver.logic.LinePositions.full;
import static io.github.sudokusolver.logic.LinePositions.grid;
import static io.github.sudokusolver.logic.LinePositions.line;
import static io.github.sudokusolver.logic.LinePositions.placed;
import static io.github.sudokusolver.logic.LinePositions.range;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.search.Budget;
import io.github.sudokusolver.rules.Line;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Region sum and zipper lines ({@link EqualSumLines}) on hand-made positions: where they fire, with the groups they
 * name and their difficulty, and where they must not.
 */
final class EqualSumLinesTest {

    private static final Budget NONE = Budget.unlimited();

    @Test
    void thePiecesOfARegionSumLineKeepTheTotalsTheyAllMake() {
        Line line = line(Line.Kind.REGION_SUM, 1, 3, 1, 4, 1, 5);
        Grid grid = grid(Layout.classic(), line);
        Step step = EqualSumLines.regionSum(grid, full(grid), NONE);
        assertEquals("Region sum line: the region sum line r1c3-r1c5 adds up alike in each box it crosses; r1c3 holds"
                + " 1-9 and r1c4+r1c5 can make 3-17, so every piece adds up to 3-9 => r1c3<>12, r1c4,r1c5<>9",
                step.description());
        assertEquals(List.of(line), step.rules());
        assertEquals(2.6, step.difficulty());
    }

    @Test
    void aPlacedPieceFixesTheTotalOfEveryOther() {
        Line line = line(Line.Kind.REGION_SUM, 1, 3, 1, 4, 2, 4, 3, 4, 4, 4);
        Grid grid = grid(Layout.classic(), line);
        int[] marks = full(grid);
        placed(grid, marks, 1, 3, 7);
        marks[at(grid, 1, 4)] &= ~(1 << 6);
        Step step = EqualSumLines.regionSum(grid, marks, NONE);
        assertEquals("Region sum line: the region sum line r1c3-r4c4 adds up alike in each box it crosses; r1c3 is 7,"
                + " so every piece adds up to 7 => r1c4,r2c4,r3c4,r4c4<>35689, r2c4,r3c4<>7, r4c4<>124",
                step.description());
        assertEquals(2.6, step.difficulty(), 1e-9, "one piece names the total");
    }

    @Test
    void threePiecesThatAllNarrowTheTotalAreHarder() {
        Line line = line(Line.Kind.REGION_SUM, 1, 3, 1, 4, 1, 5, 1, 6, 1, 7);
        Grid grid = grid(Layout.classic(), line);
        int[] marks = full(grid);
        range(grid, marks, 1, 3, 1, 7);
        range(grid, marks, 1, 7, 5, 9);
        Step step = EqualSumLines.regionSum(grid, marks, NONE);
        assertEquals("Region sum line: the region sum line r1c3-r1c7 adds up alike in each box it crosses; r1c3 holds"
                + " 1-7, r1c4+r1c5+r1c6 can make 6-24 and r1c7 holds 5-9, so every piece adds up to 6 or 7"
                + " => r1c3<>1234, r1c3,r1c4,r1c5,r1c6,r1c7<>5, r1c4,r1c5,r1c6<>67, r1c4,r1c5,r1c6,r1c7<>89",
                step.description());
        assertEquals(2.8, step.difficulty(), 1e-9, "three pieces narrow the total: 0.2 for the third");
    }

    @Test
    void aZipperKeepsThePairsToWhatTheMiddleCanBe() {
        Line line = line(Line.Kind.ZIPPER, 5, 4, 5, 5, 5, 6);
        Grid grid = grid(Layout.classic(), line);
        Step step = EqualSumLines.zipper(grid, full(grid), NONE);
        assertEquals("Zipper line: on the zipper line r5c4-r5c6, cells equally far from the middle add up to the"
                + " middle r5c5; r5c4+r5c6 can make 3-17 and r5c5 holds 1-9, so the middle and every pair add up"
                + " to 3-9 => r5c4,r5c6<>9, r5c5<>12", step.description());
        assertEquals(2.6, step.difficulty());
    }

    @Test
    void aZipperOfEvenLengthComparesItsPairs() {
        Line line = line(Line.Kind.ZIPPER, 1, 1, 2, 2, 3, 3, 4, 4);
        Grid grid = grid(Layout.classic(), line);
        int[] marks = full(grid);
        placed(grid, marks, 1, 1, 1);
        marks[at(grid, 2, 2)] &= ~1;
        marks[at(grid, 3, 3)] &= ~1;
        placed(grid, marks, 4, 4, 5);
        Step step = EqualSumLines.zipper(grid, marks, NONE);
        assertEquals("Zipper line: on the zipper line r1c1-r4c4, cells equally far from the middle add up alike;"
                + " r1c1+r4c4 is 6, so every pair adds up to 6 => r2c2,r3c3<>356789", step.description());
    }

    @Test
    void linesWhoseTotalsAgreeOrOnePieceGiveNoStep() {
        Line line = line(Line.Kind.REGION_SUM, 1, 3, 1, 4, 1, 5);
        Grid grid = grid(Layout.classic(), line);
        int[] marks = full(grid);
        range(grid, marks, 1, 3, 3, 9);
        range(grid, marks, 1, 4, 1, 8);
        range(grid, marks, 1, 5, 1, 8);
        assertNull(EqualSumLines.regionSum(grid, marks, NONE), "every candidate makes a common total");
        Grid inOneBox = grid(Layout.classic(), line(Line.Kind.REGION_SUM, 1, 1, 1, 2, 1, 3));
        assertNull(EqualSumLines.regionSum(inOneBox, full(inOneBox), NONE), "one piece: nothing to compare");
        Grid zipper = grid(Layout.classic(), line(Line.Kind.ZIPPER, 1, 3, 1, 4, 1, 5));
        assertNull(EqualSumLines.regionSum(zipper, full(zipper), NONE), "a zipper is no region sum line");
        assertNull(EqualSumLines.zipper(grid, full(grid), NONE), "nor the other way round");
    }
}
