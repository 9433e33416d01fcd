package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.at;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.full;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.only;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.search.Budget;
import io.github.sudokusolver.rules.Arrow;
import io.github.sudokusolver.rules.Dot;
import io.github.sudokusolver.rules.Line;
import io.github.sudokusolver.rules.Quadruple;
import io.github.sudokusolver.rules.Rule;
import io.github.sudokusolver.rules.Sandwich;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The dynamic chains follow the variant rules ({@link DynamicChains}): a pair table turns off what a true candidate
 * forbids and what a false one leaves without a partner, an arrow keeps its cells to its fillings, the renban, region
 * sum, zipper and between lines, quadruples and sandwiches keep theirs to their ways ({@link LineWays}), and the step
 * names each rule it followed. Each position is carved by hand (every cell holds every digit, then a pattern), and the same
 * carving without the rule finds nothing.
 */
final class DynamicChainsRulesTest {

    private static final Budget NONE = Budget.unlimited();
    private static final Set<Technique> CONTRADICTIONS = EnumSet.of(Technique.DYNAMIC_CONTRADICTION_CHAINS);

    private static Cell cell(int row, int col) {
        return new Cell(row - 1, col - 1);
    }

    /**
     * The cage test's carving ({@link DynamicChainsTest#cagePair}): r1c1 (1 or 2) and r1c2 (8 or 9), with r2c3 (1 or
     * 9) seeing both in box 1. A 1 in r1c1 leaves r2c3 its 9 and, with an X between r1c1 and r1c2, r1c2 its 9 too:
     * only the X links r1c1 to r1c2.
     */
    private static int[] xPair(Grid grid) {
        return DynamicChainsTest.cagePair(grid);
    }

    @Test
    void aTrueCandidateTurnsOffWhatItsPairTableForbids() {
        Dot x = Dot.x(cell(1, 1), cell(1, 2));
        Grid grid = Grid.of(Layout.classic().withRules(List.of(x)));
        Step step = DynamicForcingChains.dynamic(grid, xPair(grid), CONTRADICTIONS, NONE);
        assertNotNull(step);
        assertEquals(Technique.DYNAMIC_CONTRADICTION_CHAINS, step.technique());
        assertEquals("Dynamic contradiction forcing chains: assuming r1c1=1, r1c2 would be both 9 and not 9:"
                + " (1)r1c1-(8=9)r1c2; (1)r1c1-(1=9)r2c3-(9)r1c2, by the X between r1c1 and r1c2 => r1c1<>1",
                step.description());
        assertEquals(List.<Rule>of(x), step.rules(), "the rule the chain followed");
    }

    @Test
    void theSameCarvingWithTheXElsewhereHasNoContradiction() {
        Grid grid = Grid.of(Layout.classic().withRules(List.of(Dot.x(cell(5, 5), cell(5, 6)))));
        int[] marks = xPair(grid);
        only(grid, marks, at(grid, 5, 5), 1, 2, 3, 4, 6, 7, 8, 9); // no 5: it would need a 5 beside it
        only(grid, marks, at(grid, 5, 6), 1, 2, 3, 4, 6, 7, 8, 9);
        assertNull(DynamicForcingChains.dynamic(grid, marks, CONTRADICTIONS, NONE));
    }

    /**
     * A thermometer from r1c1 (1 or 6) to r1c2 (2 or 7); r2c2 (6 or 7) sees both in box 1. A 6 in r1c1 leaves r1c2
     * only the digits above it: 7; and r2c2, without its 6, is 7 too.
     */
    private static int[] thermometerPattern(Grid grid) {
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, 1), 1, 6);
        only(grid, marks, at(grid, 1, 2), 2, 7);
        only(grid, marks, at(grid, 2, 2), 6, 7);
        return marks;
    }

    @Test
    void aThermometerTurnsOffWhatATrueCandidateForbidsAlongIt() {
        Line thermometer = Line.thermometer(List.of(cell(1, 1), cell(1, 2)));
        Grid grid = Grid.of(Layout.classic().withRules(List.of(thermometer)));
        Step step = DynamicForcingChains.dynamic(grid, thermometerPattern(grid), CONTRADICTIONS, NONE);
        assertNotNull(step);
        assertEquals("Dynamic contradiction forcing chains: assuming r1c1=6, r1c2 would be both 7 and not 7:"
                + " (6)r1c1-(2=7)r1c2; (6)r1c1-(6=7)r2c2-(7)r1c2, by the thermometer from r1c1 => r1c1<>6",
                step.description());
        assertEquals(List.<Rule>of(thermometer), step.rules());
    }

    /**
     * r1c1 (1, 5 or 6) on a thermometer to r1c2 (2 or 7): once r1c1 loses its 1, no digit left there is below 2, so
     * r1c2 loses its 2 (resting on that one removal) while r1c1 stays open; r1c2 is then 7.
     */
    @Test
    void aFalseCandidateLeavesAPartnerTheDigitsTheCellsOtherCandidatesGoWith() {
        Line thermometer = Line.thermometer(List.of(cell(1, 1), cell(1, 2)));
        Grid grid = Grid.of(Layout.classic().withRules(List.of(thermometer)));
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, 1), 1, 5, 6);
        only(grid, marks, at(grid, 1, 2), 2, 7);
        DynamicChains chains = new DynamicChains(grid, marks, NONE);
        int noOne = (at(grid, 1, 1) * 9) * 2;
        int noTwo = (at(grid, 1, 2) * 9 + 1) * 2;
        int seven = (at(grid, 1, 2) * 9 + 6) * 2 + 1;
        assertFalse(chains.run(noOne, Integer.MAX_VALUE));
        assertTrue(reached(chains, noTwo), "r1c2<>2 follows from r1c1<>1");
        assertTrue(reached(chains, seven), "and r1c2=7 from that");
        assertEquals(2, chains.ancestors(noTwo), "r1c2<>2 rests on the assumption alone");

        Grid elsewhere = Grid.of(Layout.classic().withRules(List.of(Line.thermometer(List.of(cell(5, 5),
                cell(5, 6))))));
        DynamicChains without = new DynamicChains(elsewhere, marks, NONE);
        assertFalse(without.run(noOne, Integer.MAX_VALUE));
        assertFalse(reached(without, noTwo));
    }

    private static boolean reached(DynamicChains chains, int node) {
        for (int i = 0; i < chains.tail; i++) {
            if (chains.queue[i] == node) {
                return true;
            }
        }
        return false;
    }

    @Test
    void theSameCarvingWithTheThermometerElsewhereHasNoContradiction() {
        Line thermometer = Line.thermometer(List.of(cell(5, 5), cell(5, 6)));
        Grid grid = Grid.of(Layout.classic().withRules(List.of(thermometer)));
        int[] marks = thermometerPattern(grid);
        only(grid, marks, at(grid, 5, 5), 1, 2, 3, 4, 5, 6, 7, 8); // every digit has one above or below it
        only(grid, marks, at(grid, 5, 6), 2, 3, 4, 5, 6, 7, 8, 9);
        assertNull(DynamicForcingChains.dynamic(grid, marks, CONTRADICTIONS, NONE));
    }

    /**
     * An arrow from r1c1 (3 or 9) through r1c2 (1 or 2) and r2c2 (1 or 3), which see each other: the line adds up to
     * 3 at least and 5 at most, so without its 3 the circle is 9, which no filling reaches.
     */
    private static int[] arrowPattern(Grid grid) {
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, 1), 3, 9);
        only(grid, marks, at(grid, 1, 2), 1, 2);
        only(grid, marks, at(grid, 2, 2), 1, 3);
        return marks;
    }

    @Test
    void anArrowLeftWithNoFillingIsAContradiction() {
        Arrow arrow = Arrow.of(List.of(cell(1, 1)), List.of(cell(1, 2), cell(2, 2)));
        Grid grid = Grid.of(Layout.classic().withRules(List.of(arrow)));
        Step step = DynamicForcingChains.dynamic(grid, arrowPattern(grid), CONTRADICTIONS, NONE);
        assertNotNull(step);
        assertEquals("Dynamic contradiction forcing chains: assuming r1c1<>3, the arrow from r1c1 would have no way to"
                + " add up => r1c1=3", step.description());
        assertEquals(List.<Rule>of(arrow), step.rules());
    }

    @Test
    void theSameCarvingWithTheArrowElsewhereHasNoContradiction() {
        Arrow arrow = Arrow.of(List.of(cell(5, 5)), List.of(cell(5, 6), cell(5, 7)));
        Grid grid = Grid.of(Layout.classic().withRules(List.of(arrow)));
        int[] marks = arrowPattern(grid);
        only(grid, marks, at(grid, 5, 5), 3, 4, 5, 6, 7, 8, 9); // every digit of the three has a filling
        only(grid, marks, at(grid, 5, 6), 1, 2, 3, 4, 5, 6);
        only(grid, marks, at(grid, 5, 7), 1, 2, 3, 4, 5, 6);
        assertNull(DynamicForcingChains.dynamic(grid, marks, CONTRADICTIONS, NONE));
    }

    // ---- the rules kept to their ways (LineWays)

    private static Line line(Line.Kind kind, Cell... cells) {
        return Line.of(kind, List.of(cells));
    }

    /** The easiest dynamic contradiction on a classic grid with these rules and the marks {@code carve} makes. */
    private static Step contradiction(List<Rule> rules, java.util.function.Function<Grid, int[]> carve) {
        Grid grid = Grid.of(Layout.classic().withRules(rules));
        return DynamicForcingChains.dynamic(grid, carve.apply(grid), CONTRADICTIONS, NONE);
    }

    /**
     * A renban r1c1-r1c2 of r1c1 (1 or 5) and r1c2 (2 or 6), which only 1-2 and 5-6 fit, and r2c3 (1 or 2) seeing both
     * in box 1: a 1 in r1c1 leaves r1c2 its 2 through the renban, and r2c3 its 2, which r1c2 sees.
     */
    private static int[] renbanPair(Grid grid) {
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, 1), 1, 5);
        only(grid, marks, at(grid, 1, 2), 2, 6);
        only(grid, marks, at(grid, 2, 3), 1, 2);
        return marks;
    }

    @Test
    void aRenbanTurnsOffTheDigitsNoRunThatFitsUses() {
        Line renban = line(Line.Kind.RENBAN, cell(1, 1), cell(1, 2));
        Step step = contradiction(List.of(renban), DynamicChainsRulesTest::renbanPair);
        assertNotNull(step);
        assertEquals("Dynamic contradiction forcing chains: assuming r1c1=1, r1c2 would be both 2 and not 2:"
                + " (1)r1c1-(5)r1c1-(6=2)r1c2; (1)r1c1-(1=2)r2c3-(2)r1c2, by the renban r1c1-r1c2 => r1c1<>1", step.description());
        assertEquals(List.<Rule>of(renban), step.rules());
    }

    @Test
    void theSameCarvingWithTheRenbanElsewhereHasNoContradiction() {
        Line renban = line(Line.Kind.RENBAN, cell(5, 5), cell(5, 6)); // full cells: every digit has a neighbour
        assertNull(contradiction(List.of(renban), DynamicChainsRulesTest::renbanPair));
    }

    /** A renban r1c1-r1c3 of r1c1 (3 or 9) and r1c2 (1 or 2): only runs with r1c1's 3 fit. */
    private static int[] renbanRun(Grid grid) {
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, 1), 3, 9);
        only(grid, marks, at(grid, 1, 2), 1, 2);
        return marks;
    }

    @Test
    void aRenbanLeftWithNoRunIsAContradiction() {
        Line renban = line(Line.Kind.RENBAN, cell(1, 1), cell(1, 2), cell(1, 3));
        Step step = contradiction(List.of(renban), DynamicChainsRulesTest::renbanRun);
        assertNotNull(step);
        assertEquals("Dynamic contradiction forcing chains: assuming r1c1<>3, the renban r1c1-r1c3 would have no way to"
                + " hold consecutive digits => r1c1=3", step.description());
        assertEquals(List.<Rule>of(renban), step.rules());
    }

    @Test
    void theSameRunWithTheRenbanElsewhereHasNoContradiction() {
        Line renban = line(Line.Kind.RENBAN, cell(5, 5), cell(5, 6), cell(5, 7));
        assertNull(contradiction(List.of(renban), DynamicChainsRulesTest::renbanRun));
    }

    /**
     * A region sum line r1c2-r1c4: r1c2 (1 or 2) and r1c3 (1 or 3) add up to 3, 4 or 5 in box 1, and r1c4 (3 or 9) in
     * box 2 makes only the 3, with r1c2's 2. Elsewhere, r5c5-r5c7 is carved so that every digit left has a way.
     */
    private static int[] regionSumPattern(Grid grid) {
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, 2), 1, 2);
        only(grid, marks, at(grid, 1, 3), 1, 3);
        only(grid, marks, at(grid, 1, 4), 3, 9);
        only(grid, marks, at(grid, 5, 5), 1, 2, 3, 4, 5, 6, 7, 8);
        only(grid, marks, at(grid, 5, 6), 1, 2, 3, 4, 5, 6, 7, 8);
        only(grid, marks, at(grid, 5, 7), 3, 4, 5, 6, 7, 8, 9);
        return marks;
    }

    @Test
    void aRegionSumLineTurnsOffTheDigitsNoCommonTotalUses() {
        Line sumLine = line(Line.Kind.REGION_SUM, cell(1, 2), cell(1, 3), cell(1, 4));
        Step step = contradiction(List.of(sumLine), DynamicChainsRulesTest::regionSumPattern);
        assertNotNull(step);
        assertEquals("Dynamic contradiction forcing chains: assuming r1c1=1, r1c3 would be both 3 and not 3:"
                + " (1)r1c1-(1=3)r1c3; (1)r1c1-(1)r1c2-(3)r1c3, by the region sum line r1c2-r1c4 => r1c1<>1",
                step.description());
        assertEquals(List.<Rule>of(sumLine), step.rules());
    }

    @Test
    void aRegionSumLineLeftWithNoCommonTotalIsAContradiction() {
        Line sumLine = line(Line.Kind.REGION_SUM, cell(1, 2), cell(1, 3), cell(1, 4));
        Grid grid = Grid.of(Layout.classic().withRules(List.of(sumLine)));
        DynamicChains chains = new DynamicChains(grid, regionSumPattern(grid), NONE);
        int noThree = (at(grid, 1, 4) * 9 + 2) * 2;
        Step step = chains.contradictionStep(Technique.DYNAMIC_CONTRADICTION_CHAINS, 8.5, noThree);
        assertEquals("Dynamic contradiction forcing chains: assuming r1c4<>3, the region sum line r1c2-r1c4 would"
                + " have no way to add up alike in each box it crosses => r1c4=3", step.description());
        assertEquals(List.<Rule>of(sumLine), step.rules());
    }

    @Test
    void theSameCarvingWithTheRegionSumLineElsewhereHasNoContradiction() {
        Line sumLine = line(Line.Kind.REGION_SUM, cell(5, 5), cell(5, 6), cell(5, 7));
        assertNull(contradiction(List.of(sumLine), DynamicChainsRulesTest::regionSumPattern));
    }

    /**
     * A zipper line r1c1-r1c3: r1c1 (1 or 2) and r1c3 (1 or 3) add up to 3, 4 or 5, the middle r1c2 (3 or 9) to 3
     * only, with r1c1's 2.
     */
    private static int[] zipperPattern(Grid grid) {
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, 1), 1, 2);
        only(grid, marks, at(grid, 1, 3), 1, 3);
        only(grid, marks, at(grid, 1, 2), 3, 9);
        only(grid, marks, at(grid, 5, 5), 1, 2, 3, 4, 5, 6, 7, 8);
        only(grid, marks, at(grid, 5, 6), 3, 4, 5, 6, 7, 8, 9);
        only(grid, marks, at(grid, 5, 7), 1, 2, 3, 4, 5, 6, 7, 8);
        return marks;
    }

    @Test
    void aZipperLineLeftWithNoCommonTotalIsAContradiction() {
        Line zipper = line(Line.Kind.ZIPPER, cell(1, 1), cell(1, 2), cell(1, 3));
        Step step = contradiction(List.of(zipper), DynamicChainsRulesTest::zipperPattern);
        assertNotNull(step);
        assertEquals("Dynamic contradiction forcing chains: assuming r1c1=1, the zipper line r1c1-r1c3 would have no way"
                + " to add up alike: (1)r1c1-(2)r1c1 => r1c1<>1", step.description());
        assertEquals(List.<Rule>of(zipper), step.rules());
    }

    @Test
    void theSameCarvingWithTheZipperLineElsewhereHasNoContradiction() {
        Line zipper = line(Line.Kind.ZIPPER, cell(5, 5), cell(5, 6), cell(5, 7));
        assertNull(contradiction(List.of(zipper), DynamicChainsRulesTest::zipperPattern));
    }

    /** A between line r1c1-r1c3: the ends r1c1 (3 or 4) and r1c3 (6 or 7) leave the middle r1c2 (5 or 9) its 5. */
    private static int[] betweenPattern(Grid grid) {
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, 1), 3, 4);
        only(grid, marks, at(grid, 1, 2), 5, 9);
        only(grid, marks, at(grid, 1, 3), 6, 7);
        only(grid, marks, at(grid, 5, 5), 1, 2, 3, 4);
        only(grid, marks, at(grid, 5, 6), 5, 6);
        only(grid, marks, at(grid, 5, 7), 7, 8, 9);
        return marks;
    }

    @Test
    void aBetweenLineLeftWithNoPairOfEndsIsAContradiction() {
        Line between = line(Line.Kind.BETWEEN, cell(1, 1), cell(1, 2), cell(1, 3));
        Step step = contradiction(List.of(between), DynamicChainsRulesTest::betweenPattern);
        assertNotNull(step);
        assertEquals("Dynamic contradiction forcing chains: assuming r1c2<>5, the between line r1c1-r1c3 would have no"
                + " way to keep its middle between its ends => r1c2=5", step.description());
        assertEquals(List.<Rule>of(between), step.rules());
    }

    @Test
    void theSameCarvingWithTheBetweenLineElsewhereHasNoContradiction() {
        Line between = line(Line.Kind.BETWEEN, cell(5, 5), cell(5, 6), cell(5, 7));
        assertNull(contradiction(List.of(between), DynamicChainsRulesTest::betweenPattern));
    }

    /** A quadruple 1, 2 at r1c1: only r1c1 (1 or 9) can hold its 1, only r2c2 (2 or 5) its 2. */
    private static int[] quadruplePattern(Grid grid) {
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, 1), 1, 9);
        only(grid, marks, at(grid, 1, 2), 3, 4);
        only(grid, marks, at(grid, 2, 1), 4, 6);
        only(grid, marks, at(grid, 2, 2), 2, 5);
        return marks;
    }

    @Test
    void aQuadrupleLeftWithNoPlaceForADigitIsAContradiction() {
        Quadruple quadruple = Quadruple.of(cell(1, 1), List.of(1, 2));
        Step step = contradiction(List.of(quadruple), DynamicChainsRulesTest::quadruplePattern);
        assertNotNull(step);
        assertEquals("Dynamic contradiction forcing chains: assuming r1c1<>1, the quadruple at r1c1 would have no way to"
                + " hold 1 and 2 => r1c1=1", step.description());
        assertEquals(List.<Rule>of(quadruple), step.rules());
    }

    @Test
    void theSameCarvingWithTheQuadrupleElsewhereHasNoContradiction() {
        // across four boxes: no cell sees all four, so no single candidate takes a listed digit from all of them
        Quadruple quadruple = Quadruple.of(cell(3, 3), List.of(1, 2));
        assertNull(contradiction(List.of(quadruple), DynamicChainsRulesTest::quadruplePattern));
    }

    /**
     * A sandwich 35 of row 1: 2 to 8 all lie between the 1 and the 9, which are then at the row's ends; r1c1 (1 or 5)
     * and r1c9 (6 or 9). Elsewhere, row 5 is carved so: its ends 1 or 9, the cells between 2 to 8.
     */
    private static int[] sandwichPattern(Grid grid) {
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, 1), 1, 5);
        only(grid, marks, at(grid, 1, 9), 6, 9);
        only(grid, marks, at(grid, 5, 1), 1, 9);
        only(grid, marks, at(grid, 5, 9), 1, 9);
        for (int col = 2; col <= 8; col++) {
            only(grid, marks, at(grid, 5, col), 2, 3, 4, 5, 6, 7, 8);
        }
        return marks;
    }

    @Test
    void aSandwichLeftWithNoWayIsAContradiction() {
        Sandwich sandwich = Sandwich.row(0, 35);
        Step step = contradiction(List.of(sandwich), DynamicChainsRulesTest::sandwichPattern);
        assertNotNull(step);
        assertEquals("Dynamic contradiction forcing chains: assuming r1c1<>1, the sandwich 35 of row 1 would have no way"
                + " to add up between its 1 and its 9 => r1c1=1", step.description());
        assertEquals(List.<Rule>of(sandwich), step.rules());
    }

    @Test
    void theSameCarvingWithTheSandwichElsewhereHasNoContradiction() {
        assertNull(contradiction(List.of(Sandwich.row(4, 35)), DynamicChainsRulesTest::sandwichPattern));
    }

    /**
     * A grid of every family kept to its ways, on the solution {@code (3r + r/3 + c) % 9 + 1} (0-based), which keeps
     * each rule: the renban r1c1-r1c3 (1, 2, 3), the quadruple 1, 5 at r1c1, the between line r2c1-r2c3 (4, 5, 6), the
     * zipper line r1c5-r1c8 (5 + 8 = 6 + 7), the region sum line r3c1-r5c1 (7 | 2 + 5), the sandwiches 35 of row 1
     * and column 1. Each cell keeps its solution's digit and about half of the others (seeded).
     */
    private static final List<Rule> EVERY_FAMILY = List.of(
            line(Line.Kind.RENBAN, cell(1, 1), cell(1, 2), cell(1, 3)),
            Quadruple.of(cell(1, 1), List.of(1, 5)),
            line(Line.Kind.BETWEEN, cell(2, 1), cell(2, 2), cell(2, 3)),
            line(Line.Kind.ZIPPER, cell(1, 5), cell(1, 6), cell(1, 7), cell(1, 8)),
            line(Line.Kind.REGION_SUM, cell(3, 1), cell(4, 1), cell(5, 1)),
            Sandwich.row(0, 35),
            Sandwich.column(0, 35));

    private static int solution(int row, int col) {
        return (row * 3 + row / 3 + col) % 9 + 1;
    }

    private static int[] solutionMarks(Grid grid, long seed) {
        java.util.Random random = new java.util.Random(seed);
        int[] marks = new int[grid.cells];
        for (int cell = 0; cell < grid.cells; cell++) {
            Cell at = grid.cell(cell);
            marks[cell] = 1 << solution(at.row(), at.col()) - 1;
            for (int d = 0; d < 9; d++) {
                marks[cell] |= random.nextBoolean() ? 1 << d : 0;
            }
        }
        return marks;
    }

    /**
     * Soundness: every rule holds in the solution and the marks keep it, so an assumption of a solution's digit meets
     * no contradiction, and each inference of its run agrees with the solution (a digit of the solution is never
     * turned off, nor another turned on).
     */
    @Test
    void anAssumptionOfTheSolutionLeadsOnlyToTheSolution() {
        Grid grid = Grid.of(Layout.classic().withRules(EVERY_FAMILY));
        for (long seed = 1; seed <= 5; seed++) {
            int[] marks = solutionMarks(grid, seed);
            DynamicChains chains = new DynamicChains(grid, marks, NONE);
            for (int cell = 0; cell < grid.cells; cell++) {
                Cell at = grid.cell(cell);
                int digit = solution(at.row(), at.col());
                assertFalse(chains.run((cell * 9 + digit - 1) * 2 + 1, Integer.MAX_VALUE), "seed " + seed + ", "
                        + at.name() + "=" + digit);
                for (int i = 0; i < chains.tail; i++) {
                    int node = chains.queue[i];
                    Cell of = grid.cell((node >> 1) / 9);
                    boolean inSolution = solution(of.row(), of.col()) == (node >> 1) % 9 + 1;
                    assertEquals(inSolution, (node & 1) == 1, "seed " + seed + ", node " + node);
                }
            }
        }
    }

    /**
     * A rule is not searched again after a removal none of its ways used, which changes nothing: every assumption, each
     * open candidate true and then false, sets the same nodes in the same order and meets the same contradiction as
     * when every removal searches afresh.
     */
    @Test
    void theWaysSavingsChangeNoRun() {
        Grid grid = Grid.of(Layout.classic().withRules(EVERY_FAMILY));
        for (long seed = 1; seed <= 3; seed++) {
            int[] marks = solutionMarks(grid, seed);
            DynamicChains economical = new DynamicChains(grid, marks, NONE, true);
            DynamicChains plain = new DynamicChains(grid, marks, NONE, false);
            for (int candidate = 0; candidate < economical.nodeCount / 2; candidate++) {
                if (!economical.isOpen(candidate)) {
                    continue;
                }
                for (int node : new int[] {candidate * 2 + 1, candidate * 2}) {
                    String where = "seed " + seed + ", assumption " + node;
                    boolean clash = economical.run(node, Integer.MAX_VALUE);
                    assertEquals(plain.run(node, Integer.MAX_VALUE), clash, where);
                    assertArrayEquals(Arrays.copyOf(plain.queue, plain.tail),
                            Arrays.copyOf(economical.queue, economical.tail), where);
                    if (clash) {
                        int[] nodes = economical.contradictionNodes();
                        assertArrayEquals(plain.contradictionNodes(), nodes, where);
                        assertEquals(plain.ancestors(nodes), economical.ancestors(nodes), where);
                    }
                }
            }
        }
    }
}
