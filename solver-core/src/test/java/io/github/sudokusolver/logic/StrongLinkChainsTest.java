package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.Position.candidate;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Region;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Conflict;
import io.github.sudokusolver.internal.search.Budget;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Chains of strong links ({@link StrongLinkChains}) on hand-made positions: where they fire, rated as Sukaku
 * Explainer rates them, and near misses. In each position only the houses carved hold the digit twice, so the chain
 * is the only one there.
 */
class StrongLinkChainsTest {

    private static Step find(short[] marks) {
        return OnClassicGrid.run(StrongLinkChains::find, marks, Budget.unlimited());
    }

    /** Three rows: r1c1=r1c5, r4c5=r4c8, r7c8=r7c2, joined in columns 5 and 8. */
    private static Position threeRows(int digit) {
        return Position.open()
                .confine(digit, "r1", "r1c1", "r1c5")
                .confine(digit, "r4", "r4c5", "r4c8")
                .confine(digit, "r7", "r7c8", "r7c2");
    }

    @Test
    void threeRowsRateAsThreeSkyscrapers() {
        Step step = find(threeRows(5).marks());

        assertNotNull(step);
        assertEquals(Technique.STRONG_LINKS, step.technique());
        assertEquals("Strong links: (5)r1c1=(5)r1c5-(5)r4c5=(5)r4c8-(5)r7c8=(5)r7c2 => r2c2,r3c2,r8c1,r9c1<>5",
                step.description());
        assertEquals(5.4, step.difficulty());
        assertEquals(List.of(candidate("r2c2", 5), candidate("r3c2", 5), candidate("r8c1", 5),
                candidate("r9c1", 5)), step.eliminations());
        assertEquals(List.of(), step.placements());
        assertEquals(List.of(5), step.digits());
        assertEquals(List.of(row(1), row(4), row(7)), step.houses());
        assertEquals(cells("r1c1", "r1c5", "r4c5", "r4c8", "r7c2", "r7c8"), step.cells());
        List<Link> links = step.links();
        assertEquals(5, links.size());
        assertEquals(new Link(candidate("r1c1", 5), candidate("r1c5", 5), true), links.get(0));
        assertEquals(new Link(candidate("r1c5", 5), candidate("r4c5", 5), false), links.get(1));
        assertEquals(new Link(candidate("r7c8", 5), candidate("r7c2", 5), true), links.get(4));
    }

    @Test
    void rowsAndColumnsAddATenth() {
        short[] marks = Position.open()
                .confine(5, "c1", "r2c1", "r6c1")
                .confine(5, "r5", "r5c3", "r5c8")
                .confine(5, "r8", "r8c8", "r8c4")
                .marks();

        Step step = find(marks);

        assertNotNull(step);
        assertEquals("Strong links: (5)r2c1=(5)r6c1-(5)r5c3=(5)r5c8-(5)r8c8=(5)r8c4 => r2c4<>5", step.description());
        assertEquals(5.5, step.difficulty());
        assertEquals(List.of(candidate("r2c4", 5)), step.eliminations());
        assertEquals(List.of(column(1), row(5), row(8)), step.houses());
    }

    @Test
    void aBoxWithBothKindsOfLineAddsTwoTenths() {
        short[] marks = Position.open()
                .confine(5, "c1", "r2c1", "r6c1")
                .confine(5, "b5", "r6c5", "r4c6")
                .confine(5, "r8", "r8c6", "r8c9")
                .marks();

        Step step = find(marks);

        assertNotNull(step);
        assertEquals("Strong links: (5)r2c1=(5)r6c1-(5)r6c5=(5)r4c6-(5)r8c6=(5)r8c9 => r2c9<>5", step.description());
        assertEquals(5.6, step.difficulty());
        assertEquals(List.of(column(1), new House(Region.BOX, 4), row(8)), step.houses());
    }

    @Test
    void fourColumnsRateFromTheirOwnBase() {
        short[] marks = Position.open()
                .confine(5, "c1", "r1c1", "r5c1")
                .confine(5, "c2", "r6c2", "r9c2")
                .confine(5, "c5", "r9c5", "r4c5")
                .confine(5, "c8", "r4c8", "r2c8")
                .marks();

        Step step = find(marks);

        assertNotNull(step);
        assertEquals("Strong links: (5)r1c1=(5)r5c1-(5)r6c2=(5)r9c2-(5)r9c5=(5)r4c5-(5)r4c8=(5)r2c8"
                + " => r1c7,r1c9,r2c3<>5", step.description());
        assertEquals(5.8, step.difficulty());
        assertEquals(List.of(column(1), column(2), column(5), column(8)), step.houses());
        assertEquals(7, step.links().size());
    }

    @Test
    void aPairConjugateInARowAndItsBoxCountsAsTheRow() {
        short[] marks = Position.open()
                .confine(5, "c1", "r2c1", "r6c1")
                .confine(5, "b5", "r6c5", "r4c6")
                .confine(5, "r8", "r8c6", "r8c4")
                .confine(5, "b8", "r8c6", "r8c4") // box 8's only places too
                .marks();

        Step step = find(marks);

        assertNotNull(step);
        assertEquals("Strong links: (5)r2c1=(5)r6c1-(5)r6c5=(5)r4c6-(5)r8c6=(5)r8c4 => r2c4<>5", step.description());
        assertEquals(5.6, step.difficulty()); // as box 8's link it would be 5.5, but Sukaku Explainer takes the row
        assertEquals(List.of(column(1), new House(Region.BOX, 4), row(8)), step.houses());
    }

    @Test
    void theLowestRatedChainWinsOverTheFirstFound() {
        short[] marks = Position.open()
                .confine(5, "c1", "r2c1", "r6c1")
                .confine(5, "r5", "r5c3", "r5c8")
                .confine(5, "r8", "r8c8", "r8c4")
                .confine(7, "r1", "r1c1", "r1c5")
                .confine(7, "r4", "r4c5", "r4c8")
                .confine(7, "r7", "r7c8", "r7c2")
                .marks();

        Step step = find(marks);

        assertNotNull(step);
        assertEquals(5.4, step.difficulty());
        assertEquals(List.of(7), step.digits());
    }

    @Test
    void endsThatSeeNoCellHoldingTheDigitEliminateNothing() {
        // r2c1, r3c1, r8c2 and r9c2 still hold 5, but each sees one end only.
        short[] marks = threeRows(5).without(5, "r2c2", "r3c2", "r8c1", "r9c1").marks();

        assertNull(find(marks));
    }

    @Test
    void linksWhoseEndsDoNotSeeEachOtherMakeNoChain() {
        short[] marks = Position.open()
                .confine(5, "r1", "r1c1", "r1c5")
                .confine(5, "r4", "r4c5", "r4c8")
                .confine(5, "r7", "r7c9", "r7c2") // r7c9 does not see r4c8
                .marks();

        assertNull(find(marks));
    }

    @Test
    void aChainThatComesBackToItsFirstCellIsNotAChain() {
        // r1c1=r1c5-r4c5=r4c2-r5c1=r1c1: the only three links of 5 would pass r1c1 twice.
        short[] marks = Position.open()
                .confine(5, "r1", "r1c1", "r1c5")
                .confine(5, "r4", "r4c5", "r4c2")
                .confine(5, "c1", "r5c1", "r1c1")
                .marks();

        assertNull(find(marks));
    }

    @Test
    void aThirdPlaceInAHouseBreaksItsLink() {
        short[] marks = Position.open()
                .confine(5, "r1", "r1c1", "r1c5")
                .confine(5, "r4", "r4c5", "r4c8", "r4c9")
                .confine(5, "r7", "r7c8", "r7c2")
                .marks();

        assertNull(find(marks));
    }

    @Test
    void aBoxPairOnOneLineIsNoBoxLink() {
        // Box 1's only 5s lie in row 1, which holds 5 elsewhere too. As a box link, r1c1=r1c3 would make a chain
        // with rows 4 and 7 clearing r8c1 and r9c1; Sukaku Explainer takes no box link along a line.
        short[] marks = Position.open()
                .confine(5, "b1", "r1c1", "r1c3")
                .confine(5, "r4", "r4c3", "r4c8")
                .confine(5, "r7", "r7c8", "r7c2")
                .marks();

        assertNull(find(marks));
    }

    @Test
    void theBonusReadsTheKindsOfHouse() { // rows 1, columns 2, boxes 4
        assertEquals(0, StrongLinkChains.variantTenths(1));
        assertEquals(0, StrongLinkChains.variantTenths(2));
        assertEquals(1, StrongLinkChains.variantTenths(3));
        assertEquals(1, StrongLinkChains.variantTenths(4));
        assertEquals(1, StrongLinkChains.variantTenths(5));
        assertEquals(1, StrongLinkChains.variantTenths(6));
        assertEquals(2, StrongLinkChains.variantTenths(7));
    }

    private static House row(int number) {
        return new House(Region.ROW, number - 1);
    }

    private static House column(int number) {
        return new House(Region.COLUMN, number - 1);
    }

    private static List<Cell> cells(String... names) {
        List<Cell> list = new ArrayList<>();
        for (String name : names) {
            list.add(Cell.of(Position.cell(name)));
        }
        return list;
    }
}
