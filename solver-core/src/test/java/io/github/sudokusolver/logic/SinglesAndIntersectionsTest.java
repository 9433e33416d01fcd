package io.github.sudokusolver.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Region;
import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Conflict;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.generate.Generator;
import io.github.sudokusolver.internal.search.Budget;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The finders of the layouts other than the classic grid, on hand-made positions (every cell holds every digit, then
 * a pattern is carved): where each fires, with its exact description, and where it must not.
 */
final class SinglesAndIntersectionsTest {

    private static final Budget NONE = Budget.unlimited();
    private static final Layout DIAGONAL = Layout.classic().withDiagonals();
    private static final Layout SIX = Layout.boxes(2, 3);
    private static final Layout SIXTEEN = Layout.boxes(4, 4);

    /** Every cell open with every digit. */
    static int[] full(Grid grid) {
        int[] marks = new int[grid.cells];
        Arrays.fill(marks, grid.all);
        return marks;
    }

    /** The compact index of r{row}c{col}, 1-based. */
    static int at(Grid grid, int row, int col) {
        return grid.indexOf(new Cell(row - 1, col - 1));
    }

    static void remove(Grid grid, int[] marks, int digit, int cell) {
        marks[cell] &= ~(1 << digit - 1);
    }

    /** Leaves {@code cell} only the digits given. */
    static void only(Grid grid, int[] marks, int cell, int... digits) {
        int mask = 0;
        for (int digit : digits) {
            mask |= 1 << digit - 1;
        }
        marks[cell] = mask;
    }

    @Test
    void aHiddenSingleOnTheMainDiagonalIsFoundAndNamedAsAPlayerSaysIt() {
        Grid grid = Grid.of(DIAGONAL);
        int[] marks = full(grid);
        for (int i = 1; i <= 9; i++) {
            if (i != 5) {
                remove(grid, marks, 5, at(grid, i, i));
            }
        }
        Step step = SinglesAndIntersections.hiddenSingleInLine(grid, marks, NONE);
        assertEquals("Hidden single: r5c5 is the only place for 5 in the main diagonal => r5c5=5",
                step.description());
        assertEquals(new House(Region.DIAGONAL, 0), step.houses().get(0));
        assertNull(SinglesAndIntersections.hiddenSingleInBox(grid, marks, NONE), "no box single in that position");
    }

    @Test
    void theSameCarvingOnAGridWithoutDiagonalsHasNoSingle() {
        Grid grid = Grid.of(Layout.boxes(3, 3).withWindows());
        int[] marks = full(grid);
        for (int i = 1; i <= 9; i++) {
            if (i != 5) {
                remove(grid, marks, 5, at(grid, i, i));
            }
        }
        assertNull(SinglesAndIntersections.hiddenSingleInLine(grid, marks, NONE));
        assertNull(SinglesAndIntersections.hiddenSingleInBox(grid, marks, NONE));
    }

    @Test
    void aDigitConfinedToABoxOnTheDiagonalIsClaimedFromTheRestOfTheBox() {
        Grid grid = Grid.of(DIAGONAL);
        int[] marks = full(grid);
        for (int i = 4; i <= 9; i++) {
            remove(grid, marks, 7, at(grid, i, i));
        }
        Step step = SinglesAndIntersections.claiming(grid, marks, NONE);
        assertEquals("Claiming: in the main diagonal, 7 can only be in box 1 => r1c2,r1c3,r2c1,r2c3,r3c1,r3c2<>7",
                step.description());
        assertEquals(Technique.CLAIMING, step.technique());
    }

    @Test
    void aDigitOnTheDiagonalOutsideOneBoxIsNotClaimed() {
        Grid grid = Grid.of(DIAGONAL);
        int[] marks = full(grid);
        for (int i = 4; i <= 9; i++) {
            if (i != 5) {
                remove(grid, marks, 7, at(grid, i, i));
            }
        }
        assertNull(SinglesAndIntersections.claiming(grid, marks, NONE));
    }

    @Test
    void pointingWorksInTheTwoByThreeBoxesOfASixBySixGrid() {
        Grid grid = Grid.of(SIX);
        int[] marks = full(grid);
        for (int col = 1; col <= 3; col++) {
            remove(grid, marks, 4, at(grid, 2, col));
        }
        Step step = SinglesAndIntersections.pointing(grid, marks, NONE);
        assertEquals("Pointing: in box 1, 4 can only be in row 1 => r1c4,r1c5,r1c6<>4", step.description());
        marks[at(grid, 2, 2)] |= 1 << 3;
        assertNull(SinglesAndIntersections.pointing(grid, marks, NONE), "4 in two rows of the box");
    }

    @Test
    void aWindowPointsIntoARow() {
        Grid grid = Grid.of(Layout.classic().withWindows());
        int[] marks = full(grid);
        for (int row = 3; row <= 4; row++) {
            for (int col = 2; col <= 4; col++) {
                remove(grid, marks, 3, at(grid, row, col));
            }
        }
        Step step = SinglesAndIntersections.pointing(grid, marks, NONE);
        assertEquals("Pointing: in window 1, 3 can only be in row 2 => r2c1,r2c5,r2c6,r2c7,r2c8,r2c9<>3",
                step.description());
    }

    @Test
    void aJigsawRegionPointsIntoALine() {
        Grid grid = Grid.of(Layout.jigsaw(LayoutStepsPropertyTest.JIGSAW_6));
        // Region 1 (A) is r1c1-r1c3, r2c1, r2c2, r3c1: 6 only in row 1 there leaves r1c4-r1c6.
        int[] marks = full(grid);
        for (int[] cell : new int[][] {{2, 1}, {2, 2}, {3, 1}}) {
            remove(grid, marks, 6, at(grid, cell[0], cell[1]));
        }
        Step step = SinglesAndIntersections.pointing(grid, marks, NONE);
        assertEquals("Pointing: in region 1, 6 can only be in row 1 => r1c4,r1c5,r1c6<>6", step.description());
    }

    @Test
    void aNakedPairOfTwoDigitNumbersWritesEachEliminatedDigitOnItsOwn() {
        Grid grid = Grid.of(SIXTEEN);
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, 1), 12, 13);
        only(grid, marks, at(grid, 1, 2), 12, 13);
        for (int row = 2; row <= 4; row++) {
            for (int col = 1; col <= 4; col++) {
                remove(grid, marks, 12, at(grid, row, col));
                remove(grid, marks, 13, at(grid, row, col));
            }
        }
        Step step = Subsets.naked(2).find(grid, marks, NONE);
        assertEquals("Naked pair: r1c1 and r1c2 hold only 12 and 13 in row 1 => "
                + "r1c3,r1c4,r1c5,r1c6,r1c7,r1c8,r1c9,r1c10,r1c11,r1c12,r1c13,r1c14,r1c15,r1c16<>12, "
                + "r1c3,r1c4,r1c5,r1c6,r1c7,r1c8,r1c9,r1c10,r1c11,r1c12,r1c13,r1c14,r1c15,r1c16<>13",
                step.description());
    }

    @Test
    void aHiddenPairInAWindowKeepsOnlyItsDigits() {
        Grid grid = Grid.of(Layout.classic().withWindows());
        int[] marks = full(grid);
        // Window 1 is r2c2-r4c4: 1 and 2 only in r2c2 and r4c4 there.
        for (int row = 2; row <= 4; row++) {
            for (int col = 2; col <= 4; col++) {
                if (!(row == 2 && col == 2) && !(row == 4 && col == 4)) {
                    remove(grid, marks, 1, at(grid, row, col));
                    remove(grid, marks, 2, at(grid, row, col));
                }
            }
        }
        Step step = Subsets.hidden(2).find(grid, marks, NONE);
        assertEquals(Technique.HIDDEN_PAIR, step.technique());
        assertEquals(new House(Region.WINDOW, 0), step.houses().get(0));
        assertTrue(step.description().startsWith("Hidden pair: 1 and 2 can only be in r2c2 and r4c4 in window 1"),
                step.description());
    }

    @Test
    void anXWingOnASixBySixGridAndNotWithAThirdColumn() {
        Grid grid = Grid.of(SIX);
        int[] marks = full(grid);
        for (int row : new int[] {1, 4}) {
            for (int col = 1; col <= 6; col++) {
                if (col != 2 && col != 5) {
                    remove(grid, marks, 2, at(grid, row, col));
                }
            }
        }
        Step step = Fish.of(2).find(grid, marks, NONE);
        assertEquals("X-wing: 2 in rows 1 and 4 lies only in columns 2 and 5 => r2c2,r3c2,r5c2,r6c2,r2c5,r3c5,"
                + "r5c5,r6c5<>2", step.description());
        marks[at(grid, 4, 6)] |= 1 << 1;
        assertNull(Fish.of(2).find(grid, marks, NONE), "row 4 also in column 6");
    }

    @Test
    void fishAreNotSoughtWhereRowsAreNotWholeLines() {
        Grid grid = Grid.of(Layout.samurai());
        int[] marks = full(grid);
        for (int row : new int[] {1, 4}) {
            for (int col = 1; col <= 9; col++) {
                if (col != 2 && col != 5) {
                    remove(grid, marks, 2, at(grid, row, col));
                }
            }
        }
        assertNull(Fish.of(2).find(grid, marks, NONE));
    }

    @Test
    void samuraiHousesAreNamedWithinTheirOwnGrid() {
        Grid grid = Grid.of(Layout.samurai());
        assertEquals("row 1 of the top-right grid", nameOf(grid, Region.ROW, 1, 13));
        assertEquals("row 7 of the top-left grid", nameOf(grid, Region.ROW, 7, 3));
        assertEquals("row 1 of the centre grid", nameOf(grid, Region.ROW, 7, 10));
        assertEquals("column 9 of the bottom-right grid", nameOf(grid, Region.COLUMN, 21, 21));
        assertEquals("column 3 of the bottom-left grid", nameOf(grid, Region.COLUMN, 15, 3));
        // a box the centre grid shares is named in its corner grid; the centre's own boxes in the centre grid
        assertEquals("box 9 of the top-left grid", nameOf(grid, Region.BOX, 7, 7));
        assertEquals("box 3 of the bottom-left grid", nameOf(grid, Region.BOX, 13, 7));
        assertEquals("box 1 of the bottom-right grid", nameOf(grid, Region.BOX, 15, 15));
        assertEquals("box 5 of the centre grid", nameOf(grid, Region.BOX, 11, 11));
        Set<String> names = new java.util.HashSet<>();
        for (int house = 0; house < grid.houseCount(); house++) {
            assertTrue(names.add(grid.name(house)), "two houses named " + grid.name(house));
        }
        assertEquals("row 14", new House(Region.ROW, 13).toString(), "the record alone knows no grid");
    }

    /** The name of the house of a kind through a cell given 1-based. */
    private static String nameOf(Grid grid, Region kind, int row, int col) {
        for (int house : grid.housesOf(at(grid, row, col))) {
            if (grid.kinds[house] == kind) {
                return grid.name(house);
            }
        }
        throw new AssertionError("no " + kind + " through r" + row + "c" + col);
    }

    @Test
    void anXyWingWhosePincerSeesThePivotAlongTheDiagonal() {
        Grid grid = Grid.of(DIAGONAL);
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, 1), 1, 2);
        only(grid, marks, at(grid, 5, 5), 1, 3);
        only(grid, marks, at(grid, 1, 9), 2, 3);
        Step step = Wings.xyWing(grid, marks, NONE);
        assertNotNull(step);
        assertTrue(step.description().startsWith("XY-wing: pivot r1c1 (1 and 2) with pincers r1c9 and r5c5: one of"
                + " them is 3 => "), step.description());
        assertTrue(step.eliminations().contains(new Candidate(new Cell(2, 6), 3)), "r3c7 is on the anti-diagonal");
        Grid classic = Grid.of(Layout.boxes(3, 3).withWindows());
        int[] plain = full(classic);
        only(classic, plain, at(classic, 1, 1), 1, 2);
        only(classic, plain, at(classic, 5, 5), 1, 3);
        only(classic, plain, at(classic, 1, 9), 2, 3);
        assertNull(Wings.xyWing(classic, plain, NONE), "without the diagonal r1c1 does not see r5c5");
    }

    @Test
    void theBoundedSearchRefutesACandidateOnASixteenBySixteenPuzzle() {
        Board puzzle = Generator.withSeed(2).puzzle(SIXTEEN);
        Grid grid = Grid.of(SIXTEEN);
        Step step = MarksSearch.boundedSearch(grid, Candidates.of(puzzle).intMarks(), NONE);
        assertEquals(Technique.BOUNDED_SEARCH, step.technique());
        assertTrue(step.description().matches("Bounded search: assuming r\\d+c\\d+=\\d+, an exhaustive search finds"
                + " no solution => r\\d+c\\d+<>\\d+"), step.description());
    }

    @Test
    void housesAreNamedByKindOnEveryLayout() {
        Grid jigsaw = Grid.of(Layout.jigsaw(LayoutStepsPropertyTest.JIGSAW_9).withDiagonals());
        assertEquals(9, count(jigsaw, Region.REGION));
        assertEquals(2, count(jigsaw, Region.DIAGONAL));
        assertEquals(0, count(jigsaw, Region.BOX));
        Grid windoku = Grid.of(Layout.classic().withWindows());
        assertEquals(4, count(windoku, Region.WINDOW));
        assertEquals(9, count(windoku, Region.BOX));
        assertEquals(16, count(Grid.of(SIXTEEN), Region.BOX));
        // 16x16 windows are 4x4 squares like the boxes: known by their place, last, not by their shape
        Grid sixteenWindows = Grid.of(SIXTEEN.withWindows());
        assertEquals(9, count(sixteenWindows, Region.WINDOW));
        assertEquals(16, count(sixteenWindows, Region.BOX));
        assertEquals("window 1", sixteenWindows.name(sixteenWindows.houseCount() - 9));
        Grid jigsawWindows = Grid.of(Layout.jigsaw(LawOfLeftoversTest.JIGSAW_16).withWindows());
        assertEquals(9, count(jigsawWindows, Region.WINDOW));
        assertEquals(16, count(jigsawWindows, Region.REGION));
        assertEquals("the anti-diagonal", new House(Region.DIAGONAL, 1).toString());
        assertEquals("window 2", new House(Region.WINDOW, 1).toString());
        assertEquals("region 4", new House(Region.REGION, 3).toString());
        assertEquals(new House(Region.WINDOW, 3).cells(Layout.classic().withWindows()).get(0),
                new Cell(5, 5));
        assertThrows(IllegalArgumentException.class, () -> new House(Region.WINDOW, 0).cells(Layout.classic()));
        assertThrows(IllegalStateException.class, () -> new House(Region.WINDOW, 0).cells());
    }

    private static int count(Grid grid, Region kind) {
        int n = 0;
        for (Region k : grid.kinds) {
            n += k == kind ? 1 : 0;
        }
        return n;
    }

    @Test
    void onlyTheTechniquesThatHoldOnEveryLayoutAreUsedOffTheClassicGrid() {
        Set<Technique> allowed = EnumSet.of(Technique.FULL_HOUSE, Technique.HIDDEN_SINGLE_BOX,
                Technique.HIDDEN_SINGLE_LINE, Technique.DIRECT_POINTING, Technique.DIRECT_CLAIMING,
                Technique.DIRECT_HIDDEN_PAIR, Technique.NAKED_SINGLE, Technique.DIRECT_HIDDEN_TRIPLE,
                Technique.POINTING, Technique.CLAIMING, Technique.NAKED_PAIR, Technique.X_WING,
                Technique.HIDDEN_PAIR, Technique.NAKED_TRIPLE, Technique.SWORDFISH, Technique.HIDDEN_TRIPLE,
                Technique.XY_WING, Technique.XYZ_WING, Technique.NAKED_QUAD, Technique.JELLYFISH,
                Technique.HIDDEN_QUAD, Technique.X_CHAIN, Technique.XY_CHAIN, Technique.AIC,
                Technique.NISHIO_FORCING_CHAIN, Technique.DYNAMIC_CONTRADICTION_CHAINS,
                Technique.DYNAMIC_DOUBLE_CHAINS, Technique.DYNAMIC_CELL_FORCING_CHAINS,
                Technique.DYNAMIC_UNIT_FORCING_CHAINS, Technique.BOUNDED_SEARCH, Technique.ALS_XZ,
                Technique.ALS_XY_WING, Technique.UNIQUE_RECTANGLE_TYPE_1, Technique.UNIQUE_RECTANGLE_TYPE_2,
                Technique.UNIQUE_RECTANGLE_TYPE_4, Technique.UNIQUE_RECTANGLE_TYPE_5, Technique.UNIQUE_RECTANGLE_TYPE_6,
                Technique.HIDDEN_UNIQUE_RECTANGLE, Technique.UNIQUE_RECTANGLE_TYPE_3, Technique.UNIQUE_LOOP,
                Technique.BUG_PLUS_ONE, Technique.BUG_TYPE_2, Technique.BUG_TYPE_3, Technique.BUG_TYPE_4,
                Technique.SIMPLE_COLORING, Technique.MULTI_COLORING, Technique.CELL_FORCING_CHAINS,
                Technique.UNIT_FORCING_CHAINS, Technique.FINNED_X_WING, Technique.FINNED_SWORDFISH,
                Technique.FINNED_JELLYFISH, Technique.SKYSCRAPER, Technique.TWO_STRING_KITE,
                Technique.EMPTY_RECTANGLE, Technique.WXYZ_WING, Technique.VWXYZ_WING, Technique.UVWXYZ_WING,
                Technique.ALIGNED_PAIR_EXCLUSION, Technique.ALIGNED_TRIPLE_EXCLUSION, Technique.DEATH_BLOSSOM,
                Technique.STRONG_LINKS, Technique.W_WING, Technique.REMOTE_PAIR, Technique.SUE_DE_COQ,
                Technique.GROUPED_X_CHAIN, Technique.GROUPED_AIC);
        for (long seed = 1; seed <= 4; seed++) {
            Board diagonal = Generator.withSeed(seed).puzzle(DIAGONAL);
            for (Step step : LogicalSolver.standard().explain(diagonal).steps()) {
                assertTrue(allowed.contains(step.technique()), "seed " + seed + ": " + step);
            }
        }
    }

    @Test
    void aCageWithoutASumMakesItsCellsPeers() {
        Board sumless = Board.empty(SIX.withCages(java.util.List.of(
                io.github.sudokusolver.rules.Cage.withoutSum(new Cell(0, 0), new Cell(1, 1))))).with(0, 0, 3);
        Candidates marks = Candidates.of(sumless);
        assertFalse(marks.digits(new Cell(1, 1)).contains(3), marks.toString());
        assertTrue(marks.digits(new Cell(2, 2)).contains(3), marks.toString());
    }
}
