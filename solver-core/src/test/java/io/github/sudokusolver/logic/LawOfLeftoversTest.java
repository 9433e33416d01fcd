package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.at;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.full;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Region;
import io.github.sudokusolver.Conflict;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.search.Budget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The law of leftovers ({@link LawOfLeftovers}) on the 9x9 jigsaw of {@link LayoutStepsPropertyTest#JIGSAW_9}, where
 * rows 1-3 and regions 1-3 (A, B, C) differ by one cell each: r3c9 (region F) inside, r4c8 (region C) outside. Rows
 * 9 and region 9 (H, the regions numbered by their first cell) differ by three: r9c7, r9c8, r9c9 against r8c3, r8c4, r8c6.
 */
final class LawOfLeftoversTest {

    private static final Budget NONE = Budget.unlimited();
    private static final Grid JIGSAW = Grid.of(Layout.jigsaw(LayoutStepsPropertyTest.JIGSAW_9));

    @Test
    void theOneLeftoverInsideTakesTheDigitsOfTheOneOutside() {
        int[] marks = full(JIGSAW);
        only(JIGSAW, marks, at(JIGSAW, 4, 8), 1, 2);
        Step step = LawOfLeftovers.find(JIGSAW, marks, NONE);
        assertEquals("Law of leftovers: rows 1, 2 and 3, like regions 1, 2 and 3, hold every digit 3 times, so r3c9"
                + " (in the rows only) holds the same digit as r4c8 (in the regions only) => r3c9<>3456789",
                step.description());
        assertEquals(2.6, step.difficulty());
        assertEquals(List.of(new House(Region.ROW, 0), new House(Region.ROW, 1),
                new House(Region.ROW, 2), new House(Region.REGION, 0), new House(Region.REGION, 1),
                new House(Region.REGION, 2)), step.houses());
    }

    @Test
    void aDigitPlacedOutsideAndNotInsideIsTheOneTheLeftoverInsideTakes() {
        int[] marks = full(JIGSAW);
        marks[at(JIGSAW, 4, 8)] = 1 << 4 | JIGSAW.placed;
        Step step = LawOfLeftovers.find(JIGSAW, marks, NONE);
        assertEquals(List.of(new Candidate(new io.github.sudokusolver.Cell(2, 8), 1),
                new Candidate(new io.github.sudokusolver.Cell(2, 8), 2)), step.eliminations().subList(0, 2));
        assertEquals(8, step.eliminations().size());
    }

    @Test
    void digitsPlacedOnBothSidesCancelAndTheOthersMustMatch() {
        int[] marks = full(JIGSAW);
        marks[at(JIGSAW, 9, 7)] = 1 | JIGSAW.placed;
        marks[at(JIGSAW, 8, 3)] = 1 | JIGSAW.placed;
        only(JIGSAW, marks, at(JIGSAW, 8, 4), 2, 3);
        only(JIGSAW, marks, at(JIGSAW, 8, 6), 2, 3, 4);
        Step step = LawOfLeftovers.find(JIGSAW, marks, NONE);
        assertEquals("Law of leftovers: row 9, like region 9, holds every digit once, so r9c7,r9c8,r9c9 (in the row"
                + " only) hold the same digits as r8c3,r8c4,r8c6 (in the region only) => r9c8,r9c9<>156789",
                step.description());
        assertEquals(2.4, step.difficulty());
    }

    @Test
    void leftoversThatCanMatchGiveNothing() {
        int[] marks = full(JIGSAW);
        only(JIGSAW, marks, at(JIGSAW, 4, 8), 1, 2);
        only(JIGSAW, marks, at(JIGSAW, 3, 9), 1, 2);
        assertNull(LawOfLeftovers.find(JIGSAW, marks, NONE));
    }

    @Test
    void gridsWithoutIrregularRegionsAreLeftToTheOtherTechniques() {
        for (Layout layout : List.of(Layout.classic().withDiagonals(), Layout.boxes(2, 3), Layout.samurai())) {
            Grid grid = Grid.of(layout);
            int[] marks = full(grid);
            only(grid, marks, at(grid, 2, 5), 1, 2);
            assertNull(LawOfLeftovers.find(grid, marks, NONE), layout::toString);
        }
    }

    /** A 16x16 jigsaw: 4x4 boxes with a cell swapped between each pair of boxes side by side in rows 2 and 3. */
    static final String JIGSAW_16 = """
            AAAABBBBCCCCDDDD
            AAABBBBBCCCDDDDD
            AAAAABBBCCCCCDDD
            AAAABBBBCCCCDDDD
            EEEEFFFFGGGGHHHH
            EEEFFFFFGGGHHHHH
            EEEEEFFFGGGGGHHH
            EEEEFFFFGGGGHHHH
            IIIIJJJJKKKKLLLL
            IIIJJJJJKKKLLLLL
            IIIIIJJJKKKKKLLL
            IIIIJJJJKKKKLLLL
            MMMMNNNNOOOOPPPP
            MMMNNNNNOOOPPPPP
            MMMMMNNNOOOOOPPP
            MMMMNNNNOOOOPPPP
            """;

    /**
     * On a 16x16 jigsaw with windows, the windows overlap the jigsaw regions: the law counts only regions that tile
     * the grid. Seeded marks
     * around a solution, the steps applied one after the other: none removes the solution's digit, and each step's
     * regions are disjoint.
     */
    @Test
    void onAJigsawWithWindowsOnlyTheRegionsThatTileTheGridCount() {
        Layout layout = Layout.jigsaw(JIGSAW_16).withWindows();
        Grid grid = Grid.of(layout);
        int[] solution = io.github.sudokusolver.logic.Candidates.of(io.github.sudokusolver.Solver.fastest()
                .solve(io.github.sudokusolver.Board.empty(layout)).solution().orElseThrow()).intMarks();
        for (long seed = 1; seed <= 40; seed++) {
            java.util.Random random = new java.util.Random(seed);
            int[] marks = full(grid);
            for (int cell = 0; cell < grid.cells; cell++) {
                int digit = solution[cell] & grid.all;
                int roll = random.nextInt(4);
                marks[cell] = roll == 0 ? solution[cell] : roll == 1 ? digit | 1 << random.nextInt(grid.size)
                        : grid.all;
            }
            for (Step step = LawOfLeftovers.find(grid, marks, NONE); step != null;
                    step = LawOfLeftovers.find(grid, marks, NONE)) {
                java.util.Set<io.github.sudokusolver.Cell> regionCells = new java.util.HashSet<>();
                int regionCellCount = 0;
                for (House house : step.houses()) {
                    if (house.unit() != Region.ROW && house.unit() != Region.COLUMN) {
                        for (int cell : grid.cellsOf(grid.indexOf(house))) {
                            regionCells.add(grid.cell(cell));
                            regionCellCount++;
                        }
                    }
                }
                assertEquals(regionCellCount, regionCells.size(), "seed " + seed + ": " + step.description());
                for (Candidate elimination : step.eliminations()) {
                    int cell = grid.indexOf(elimination.cell());
                    assertEquals(0, solution[cell] & 1 << elimination.digit() - 1,
                            "seed " + seed + ": " + step.description());
                    marks[cell] &= ~(1 << elimination.digit() - 1);
                }
            }
        }
    }

    /**
     * A 16x16 jigsaw whose first window (rows 2-5, columns 2-5) is nearly the union of two regions' cells there: D and
     * E hold the window but r2c2, plus r2c1; A, B and C hold the rest of rows 2-5. The window overlaps the regions;
     * counted with A, B and C as the four houses of rows 2-5, it would leave r2c1 inside with nothing outside and
     * empty it (the grid once classed 16x16 windows among the irregular regions). Only the regions that tile the
     * grid count: on full marks there is nothing to find.
     */
    @Test
    void windowsOverlappingTheRegionsAreNotCountedAsRegions() {
        Grid grid = Grid.of(Layout.jigsaw("""
                DDDDDDDDEEEEEEEE
                DADDDAAAAAAAAAAA
                ADDDDAAABBBBBBBB
                BEEEEBBBBBBBCCCC
                CEEEECCCCCCCCCCC
                FFFFFFFFFFFFFFFF
                GGGGGGGGGGGGGGGG
                HHHHHHHHHHHHHHHH
                IIIIIIIIIIIIIIII
                JJJJJJJJJJJJJJJJ
                KKKKKKKKKKKKKKKK
                LLLLLLLLLLLLLLLL
                MMMMMMMMMMMMMMMM
                NNNNNNNNNNNNNNNN
                OOOOOOOOOOOOOOOO
                PPPPPPPPPPPPPPPP
                """).withWindows());
        assertNull(LawOfLeftovers.find(grid, full(grid), NONE));
    }

    /**
     * An extra region of nine cells (here a cage without a sum, as in Cracking the Cryptic's "Leftovers"): column 8
     * holds r4c8-r8c8 of it, so r1c8, r2c8, r3c8 and r9c8 hold the digits of r8c4-r8c7, its cells off the column.
     */
    @Test
    void anExtraRegionAndAColumnItCrossesLeaveTheSameDigitsOutsideEachOther() {
        List<io.github.sudokusolver.Cell> cells = new java.util.ArrayList<>();
        for (int row = 3; row < 8; row++) {
            cells.add(new io.github.sudokusolver.Cell(row, 7));
        }
        for (int col = 3; col < 7; col++) {
            cells.add(new io.github.sudokusolver.Cell(7, col));
        }
        Grid grid = Grid.of(Layout.classic().withCages(List.of(io.github.sudokusolver.rules.Cage.withoutSum(cells))));
        int[] marks = full(grid);
        for (int col = 4; col <= 7; col++) {
            only(grid, marks, at(grid, 8, col), 1, 2, 3, 4, 5);
        }
        Step step = LawOfLeftovers.find(grid, marks, NONE);
        assertEquals("Law of leftovers: column 8, like extra region 1, holds every digit once, so r1c8,r2c8,r3c8,r9c8"
                + " (in column 8 only) hold the same digits as r8c4,r8c5,r8c6,r8c7 (in extra region 1 only)"
                + " => r1c8,r2c8,r3c8,r9c8<>6789", step.description());
        assertEquals(List.of(new House(Region.COLUMN, 7), new House(Region.EXTRA_REGION, 0)), step.houses());
        assertEquals(2.4, step.difficulty());
        assertNull(LawOfLeftovers.find(Grid.of(Layout.classic()), full(Grid.of(Layout.classic())), NONE),
                "no extra region, no jigsaw: nothing");
    }
}
