package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.at;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.full;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.only;
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
import io.github.sudokusolver.rules.Rule;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The dynamic chains follow the variant rules ({@link DynamicChains}): a pair table turns off what a true candidate
 * forbids and what a false one leaves without a partner, an arrow keeps its cells to its fillings, and the step names
 * each rule it followed. Each position is carved by hand (every cell holds every digit, then a pattern), and the same
 * carving without the rule finds nothing.
 */
final class DynamicChainsRulesTest {

    private static final Budget NONE = Budget.unlimited();
    private static final Set<Technique> CONTRADICTIONS = EnumSet.of(Technique.DYNAMIC_CONTRADICTION_CHAINS);

    private static Cell cell(int row, int col) {
        return new Cell(row - 1, col - 1);
    }

    /**
     * r1c1 (1 or 2) and r1c2 (8 or 9), with r2c3 (1 or 9) seeing both in box 1: a 1 in r1c1 leaves r2c3 its 9 and,
     * with an X between r1c1 and r1c2, r1c2 its 9 too. Only the X links r1c1 to r1c2 (the cage test's carving).
     */
    private static int[] xPair(Grid grid) {
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, 1), 1, 2);
        only(grid, marks, at(grid, 1, 2), 8, 9);
        only(grid, marks, at(grid, 2, 3), 1, 9);
        return marks;
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
}
