package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.Position.candidate;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.search.Budget;
import io.github.sudokusolver.rules.CellMark;
import io.github.sudokusolver.rules.Line;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Grouped X-chains and grouped AICs ({@link GroupedChains}) on hand-made positions: fires and near misses. */
final class GroupedChainsTest {

    /** 4 in row 1 only in r1c2 and the group r1c78; in column 9 only in r3c9 and r7c9. */
    private static Position rowGroupAndColumnLink() {
        return Position.open()
                .confine(4, "r1", "r1c2", "r1c7", "r1c8")
                .confine(4, "c9", "r3c9", "r7c9");
    }

    @Test
    void aGroupedXChainThroughARowGroupClearsTheCellSeeingBothEnds() {
        Step step = OnClassicGrid.run(GroupedChains::xChain, rowGroupAndColumnLink().marks());

        assertNotNull(step);
        assertEquals(Technique.GROUPED_X_CHAIN, step.technique());
        assertEquals("Grouped X-chain: (4)r1c2=(4)r1c78-(4)r3c9=(4)r7c9 => r7c2<>4", step.description());
        assertEquals(List.of(candidate("r7c2", 4)), step.eliminations());
        assertEquals(List.of(), step.placements());
        assertEquals(6.6, step.difficulty(), "four nodes and the target on and off: no length bonus");
        Link group = step.links().get(1);
        assertEquals(List.of(cell("r1c2")), group.fromCells());
        assertEquals(List.of(cell("r1c7"), cell("r1c8")), group.toCells());
        assertEquals(true, group.strong());
        assertEquals(List.of(cell("r1c2"), cell("r1c7"), cell("r1c8"), cell("r3c9"), cell("r7c2"), cell("r7c9")),
                step.cells());
    }

    @Test
    void aGroupedXChainThroughABoxLinkClearsTheCellSeeingBothEnds() {
        short[] marks = Position.open()
                .confine(4, "c2", "r1c2", "r7c2")
                .confine(4, "b3", "r1c7", "r1c8", "r3c9")
                .marks();

        Step step = OnClassicGrid.run(GroupedChains::xChain, marks);

        assertNotNull(step);
        assertEquals("Grouped X-chain: (4)r3c9=(4)r1c78-(4)r1c2=(4)r7c2 => r7c9<>4", step.description());
        assertEquals(List.of(candidate("r7c9", 4)), step.eliminations());
    }

    /** The chain changes digit in two bivalue cells; its ends are two digits of row 3: each cell loses the other. */
    @Test
    void aGroupedAicChangesDigitInBivalueCells() {
        short[] marks = Position.open()
                .confine(4, "b3", "r1c7", "r1c8", "r3c9")
                .only("r1c2", 4, 7)
                .only("r3c1", 5, 7)
                .marks();

        Step step = OnClassicGrid.run(GroupedChains::aic, marks);

        assertNotNull(step);
        assertEquals(Technique.GROUPED_AIC, step.technique());
        assertEquals("Grouped alternating inference chain: (5=7)r3c1-(7=4)r1c2-(4)r1c78=(4)r3c9 => r3c9<>5",
                step.description());
        assertEquals(List.of(candidate("r3c9", 5)), step.eliminations());
        assertEquals(7.1, step.difficulty(), "six nodes and the target on and off, as the AIC counts them");
        assertNull(OnClassicGrid.run(GroupedChains::xChain, marks), "an X-chain keeps to one digit");
    }

    /** Six nodes with the target on and off are eight: the length bonus is the ungrouped chain's. */
    @Test
    void aGroupedChainIsRatedAsTheUngroupedChainOfItsLength() {
        short[] plain = longChain(Position.open().confine(4, "r1", "r1c2", "r1c8"));
        short[] grouped = longChain(Position.open().confine(4, "r1", "r1c2", "r1c7", "r1c8"));

        Step ungrouped = OnClassicGrid.alternating(plain, EnumSet.of(Technique.X_CHAIN));
        Step step = OnClassicGrid.run(GroupedChains::xChain, grouped);

        assertEquals("X-chain: (4)r1c2=(4)r1c8-(4)r3c9=(4)r7c9-(4)r7c5=(4)r5c5 => r5c2<>4", ungrouped.description());
        assertEquals("Grouped X-chain: (4)r1c2=(4)r1c78-(4)r3c9=(4)r7c9-(4)r7c5=(4)r5c5 => r5c2<>4",
                step.description());
        assertEquals(6.7, ungrouped.difficulty());
        assertEquals(ungrouped.difficulty(), step.difficulty());
    }

    /** Row 1's strong link joined to columns 9 and 5; the two shorter chains it holds have nothing to remove. */
    private static short[] longChain(Position row1) {
        return row1.confine(4, "c9", "r3c9", "r7c9")
                .confine(4, "c5", "r5c5", "r7c5")
                .without(4, "r7c2", "r3c5")
                .marks();
    }

    @Test
    void cellsOverTwoBoxesAreNoGroup() {
        short[] marks = Position.open()
                .confine(4, "r1", "r1c2", "r1c6", "r1c7")
                .confine(4, "c9", "r3c9", "r7c9")
                .marks();

        assertNull(OnClassicGrid.run(GroupedChains::xChain, marks));
        assertNull(OnClassicGrid.run(GroupedChains::aic, marks));
    }

    @Test
    void cellsOfABoxOffOneLineAreNoGroup() {
        short[] marks = Position.open()
                .confine(4, "c2", "r1c2", "r7c2")
                .confine(4, "b3", "r1c7", "r2c8", "r3c9") // r1c2 sees r1c7 but not r2c8
                .marks();

        assertNull(OnClassicGrid.run(GroupedChains::xChain, marks));
    }

    @Test
    void endsThatDoNotBothSeeACandidateEliminateNothing() {
        short[] marks = rowGroupAndColumnLink().without(4, "r7c2").marks();

        assertNull(OnClassicGrid.run(GroupedChains::xChain, marks));
        assertNull(OnClassicGrid.run(GroupedChains::aic, marks));
    }

    @Test
    void aChainWithoutAGroupIsLeftToTheUngroupedChains() {
        short[] marks = Position.open()
                .confine(4, "r1", "r1c2", "r1c8")
                .confine(4, "c9", "r3c9", "r7c9")
                .marks();

        assertNull(OnClassicGrid.run(GroupedChains::xChain, marks));
        assertNull(OnClassicGrid.run(GroupedChains::aic, marks));
    }

    @Test
    void theEngineShowsTheGroupedChainAndItsPlaceInTheFinders() {
        short[] marks = rowGroupAndColumnLink().marks();

        Step step = OnClassicGrid.next(LogicalSolver.using(EnumSet.of(Technique.GROUPED_X_CHAIN)), marks, null);

        assertEquals(Technique.GROUPED_X_CHAIN, step.technique());
        assertNull(OnClassicGrid.next(LogicalSolver.using(EnumSet.of(Technique.X_CHAIN)), marks, null));
    }

    /**
     * A grid with variant rules over the classic rows, columns and boxes has the classic crossings: the chains there
     * read its houses and peers only, which every rule keeps. A grid whose houses are not the classic ones has none.
     */
    @Test
    void aRuledGridOverTheClassicHousesHasTheSameGroupedChains() {
        Grid ruled = Grid.of(Layout.classic().withRules(List.of(CellMark.odd(cell("r9c1")),
                Line.thermometer(cell("r5c4"), cell("r5c5"), cell("r5c6")))));
        int[] marks = Grid.widen(rowGroupAndColumnLink().marks());

        Step step = GroupedChains.xChain(ruled, marks, Budget.unlimited());

        assertEquals("Grouped X-chain: (4)r1c2=(4)r1c78-(4)r3c9=(4)r7c9 => r7c2<>4", step.description());
        assertEquals(Technique.GROUPED_X_CHAIN, LogicalSolver.using(EnumSet.of(Technique.GROUPED_X_CHAIN))
                .find(ruled, marks, null, Budget.unlimited()).technique(), "on the ruled grids' list");
        Grid jigsaw = Grid.of(Layout.jigsaw(LayoutStepsPropertyTest.JIGSAW_9)
                .withRules(List.of(CellMark.odd(cell("r9c1")))));
        assertNull(GroupedChains.xChain(jigsaw, marks, Budget.unlimited()), "81 cells, but no classic boxes");
        assertNull(GroupedChains.aic(jigsaw, marks, Budget.unlimited()));
        Grid six = Grid.of(Layout.boxes(2, 3).withRules(List.of(CellMark.odd(new Cell(0, 0)))));
        assertNull(GroupedChains.xChain(six, SinglesAndIntersectionsTest.full(six), Budget.unlimited()));
        assertNull(GroupedChains.aic(six, SinglesAndIntersectionsTest.full(six), Budget.unlimited()));
    }

    /**
     * Zeeta-Moth's last trial step before, as a grouped X-chain: 5 in column 3 only in r4c3 and r7c3, in row 6 only in
     * r6c4, r6c5 and r6c7; r4c3 sees the group r6c45 through the renban r6c5-r6c4-r5c3-r4c3, no house.
     */
    @Test
    void aWeakLinkPassesThroughARulesPeers() {
        Line renban = Line.of(Line.Kind.RENBAN, List.of(cell("r6c5"), cell("r6c4"), cell("r5c3"), cell("r4c3")));
        Grid ruled = Grid.of(Layout.classic().withRules(List.of(renban)));
        int[] marks = Grid.widen(Position.open()
                .confine(5, "c3", "r4c3", "r7c3")
                .confine(5, "r6", "r6c4", "r6c5", "r6c7")
                .marks());

        Step step = GroupedChains.xChain(ruled, marks, Budget.unlimited());

        assertEquals("Grouped X-chain: (5)r6c7=(5)r6c45-(5)r4c3=(5)r7c3 => r7c7<>5", step.description());
        Grid plain = Grid.of(Layout.classic().withRules(List.of(CellMark.odd(cell("r9c9")))));
        assertNull(GroupedChains.xChain(plain, marks, Budget.unlimited()), "without the renban, no link there");
    }

    /**
     * Quadruple X's 8s, where a Nishio chain stood before: on the main diagonal only in r3c3 and r4c4, on the
     * anti-diagonal in r3c7, r4c6, r6c4 and r7c3. r3c3 sees r3c7 and r7c3, a group of no box-line crossing, and the
     * anti-diagonal's other two places are box 5's: so box 5's 8 is in r4c4, r4c6 or r6c4.
     */
    @Test
    void onAGridWithExtraHousesAGroupIsThePlacesOneCellSees() {
        Grid diagonals = Grid.of(Layout.classic().withDiagonals());
        int[] marks = Grid.widen(diagonalEights());

        Step step = GroupedChains.xChain(diagonals, marks, Budget.unlimited());

        assertEquals("Grouped X-chain: (8)r4c4=(8)r3c3-(8){r3c7,r7c3}=(8){r4c6,r6c4} => r4c5,r5c4,r5c6,r6c5<>8",
                step.description());
        assertEquals(List.of(cell("r3c7"), cell("r7c3")), step.links().get(2).toCells());
        assertNull(OnClassicGrid.run(GroupedChains::xChain, diagonalEights()), "no diagonal houses, no strong link");
    }

    private static short[] diagonalEights() {
        return Position.open()
                .without(8, "r1c1", "r2c2", "r5c5", "r6c6", "r7c7", "r8c8", "r9c9")
                .without(8, "r1c9", "r2c8", "r8c2", "r9c1")
                .marks();
    }

    private static Cell cell(String name) {
        return Cell.of(Position.cell(name));
    }
}
