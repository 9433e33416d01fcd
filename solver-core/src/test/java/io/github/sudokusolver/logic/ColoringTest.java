package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.Position.candidate;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Cell;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Simple and multi-colouring ({@link Coloring}) on hand-made positions: where each fires, and near misses. */
class ColoringTest {

    /** One cluster of 4s: r1c1 =column 1= r5c1 =row 5= r5c8 =column 8= r2c8; r1c1 and r2c8 differ in colour. */
    private static Position clusterOfFour() {
        return Position.open()
                .confine(4, "c1", "r1c1", "r5c1")
                .confine(4, "r5", "r5c1", "r5c8")
                .confine(4, "c8", "r5c8", "r2c8");
    }

    @Test
    void aCellSeeingBothColoursLosesTheDigit() {
        Step step = OnClassicGrid.run(Coloring::simple, clusterOfFour().marks());

        assertNotNull(step);
        assertEquals(Technique.SIMPLE_COLORING, step.technique());
        assertEquals("Simple coloring: 4 is either in all of r1c1 and r5c8 or in all of r2c8 and r5c1"
                + " ((4)r1c1=(4)r5c1-(4)r5c8=(4)r2c8), so not in a cell seeing r1c1 and r2c8"
                + " => r1c7,r1c9,r2c2,r2c3<>4", step.description());
        assertEquals(List.of(candidate("r1c7", 4), candidate("r1c9", 4), candidate("r2c2", 4),
                candidate("r2c3", 4)), step.eliminations());
        assertEquals(List.of(4), step.digits());
        assertEquals(2, step.groups().size());
        assertEquals(cells("r1c1", "r5c8"), step.groups().get(0).cells());
        assertEquals(cells("r2c8", "r5c1"), step.groups().get(1).cells());
        assertEquals(cells("r1c1", "r2c8", "r5c1", "r5c8"), step.cells());
        assertEquals(3, step.links().size());
        assertEquals(6.6, step.difficulty());
    }

    @Test
    void aLongerTrapIsRatedAsTheXChainItIs() {
        // r1c1 =b1= r2c3 =c3= r5c3 =r5= r5c7 =c7= r8c7 =b9= r9c9: five steps. No cell sees both ends of a shorter
        // odd segment, and no two cells of the path see each other off it, so the X-chain engine's chain is this.
        short[] marks = Position.open()
                .confine(4, "b1", "r1c1", "r2c3")
                .confine(4, "c3", "r2c3", "r5c3")
                .confine(4, "r5", "r5c3", "r5c7")
                .confine(4, "c7", "r5c7", "r8c7")
                .confine(4, "b9", "r8c7", "r9c9")
                .marks();

        Step coloring = OnClassicGrid.run(Coloring::simple, marks);
        Step chain = OnClassicGrid.alternating(marks, EnumSet.of(Technique.X_CHAIN));

        assertNotNull(coloring);
        assertNotNull(chain);
        assertEquals(List.of(candidate("r1c9", 4), candidate("r9c1", 4)), coloring.eliminations());
        assertEquals(List.of(candidate("r1c9", 4)), chain.eliminations());
        // Six candidates and the target's two nodes: 8 nodes, 6 inferences, 6.6 + 0.1.
        assertEquals(6.7, coloring.difficulty());
        assertEquals(chain.difficulty(), coloring.difficulty());
        assertEquals(6, coloring.cells().size());
    }

    /** A cluster of 4s: r1c1 =c1= r5c1 =r5= r5c5 =c5= r2c5 =r2= r2c2, whose r1c1 and r2c2 (box 1) share a colour. */
    private static Position wrapped() {
        return Position.open()
                .confine(4, "c1", "r1c1", "r5c1")
                .confine(4, "r5", "r5c1", "r5c5")
                .confine(4, "c5", "r5c5", "r2c5")
                .confine(4, "r2", "r2c5", "r2c2");
    }

    @Test
    void aColourTwoOfWhoseCellsSeeEachOtherIsFalse() {
        Step step = OnClassicGrid.run(Coloring::simple, wrapped().marks());

        assertNotNull(step);
        assertEquals("Simple coloring: 4 is either in all of r2c5 and r5c1 or in all of r1c1, r2c2 and r5c5;"
                + " r1c1 and r2c2 of the second see each other, so it is the first => r1c1,r2c2,r5c5<>4",
                step.description());
        assertEquals(List.of(candidate("r1c1", 4), candidate("r2c2", 4), candidate("r5c5", 4)),
                step.eliminations());
        assertEquals(cells("r2c5", "r5c1"), step.groups().get(0).cells());
        assertEquals(cells("r1c1", "r2c2", "r5c5"), step.groups().get(1).cells());
        assertEquals(6.6, step.difficulty()); // r1c1 on, r5c1 off ... r2c2 on, r1c1 off: 6 nodes
        assertEquals(5, step.links().size());
    }

    @Test
    void endsOfOneColourTrapNothing() {
        // r1c1 and r5c5 share a colour: r1c5, which sees both, may still be 4.
        short[] marks = Position.open()
                .confine(4, "c1", "r1c1", "r5c1")
                .confine(4, "r5", "r5c1", "r5c5")
                .marks();

        assertNull(OnClassicGrid.run(Coloring::simple, marks));
    }

    @Test
    void aTrapWhoseEndsNoCellSeesEliminatesNothing() {
        short[] marks = clusterOfFour().without(4, "r1c7", "r1c9", "r2c2", "r2c3").marks();

        assertNull(OnClassicGrid.run(Coloring::simple, marks));
    }

    @Test
    void oneConjugatePairIsAnIntersectionNotAColouring() {
        // Box 1 sees both ends of row 1's pair r1c1, r1c2: that is a claiming.
        short[] marks = Position.open().confine(4, "r1", "r1c1", "r1c2").marks();

        assertNull(OnClassicGrid.run(Coloring::simple, marks));
    }

    /** Two clusters of 4s: r1c1 =c1= r7c1 and r1c5 =c5= r8c5; r1c1 sees r1c5. */
    private static Position twoClusters() {
        return Position.open()
                .confine(4, "c1", "r1c1", "r7c1")
                .confine(4, "c5", "r1c5", "r8c5");
    }

    @Test
    void twoClustersBridgedByTheirFirstColoursTrapTheOthers() {
        Step step = OnClassicGrid.run(Coloring::multi, twoClusters().marks());

        assertNotNull(step);
        assertEquals(Technique.MULTI_COLORING, step.technique());
        assertEquals("Multi-coloring: 4 is either in r7c1 or in r1c1, and either in r1c5 or in r8c5;"
                + " r1c1 sees r1c5, so 4 is either in r7c1 or in r8c5 ((4)r7c1=(4)r1c1-(4)r1c5=(4)r8c5)"
                + " => r7c4,r7c6,r8c2,r8c3<>4", step.description());
        assertEquals(List.of(candidate("r7c4", 4), candidate("r7c6", 4), candidate("r8c2", 4),
                candidate("r8c3", 4)), step.eliminations());
        assertEquals(4, step.groups().size());
        assertEquals(List.of(4), step.digits());
        assertEquals(6.6, step.difficulty());
    }

    @Test
    void clustersWhoseColoursDoNotSeeEachOtherAreNotBridged() {
        short[] marks = Position.open()
                .confine(4, "c1", "r1c1", "r7c1")
                .confine(4, "c5", "r2c5", "r8c5")
                .marks();

        assertNull(OnClassicGrid.run(Coloring::multi, marks));
    }

    @Test
    void aCellSeeingABridgedColourKeepsTheDigit() {
        // r1c1 sees r7c1 and r1c5, but r1c5 is of the colour the bridge rules out with r1c1, not the other.
        short[] marks = twoClusters().without(4, "r7c4", "r7c6", "r8c2", "r8c3").marks();

        assertNull(OnClassicGrid.run(Coloring::multi, marks));
    }

    @Test
    void aLongerMultiColoringIsRatedAsTheXChainItIs() {
        // r1c1 =b1= r2c3 =c3= r5c3 =r5= r5c7, and r4c8 =c8= r9c8; r5c7 sees r4c8 (box 6), so r1c1 or r9c8 is 4.
        short[] marks = Position.open()
                .confine(4, "b1", "r1c1", "r2c3")
                .confine(4, "c3", "r2c3", "r5c3")
                .confine(4, "r5", "r5c3", "r5c7")
                .confine(4, "c8", "r4c8", "r9c8")
                .without(4, "r1c7") // the one cell that sees both ends of the first cluster's path
                .marks();

        Step coloring = OnClassicGrid.run(Coloring::multi, marks);
        Step chain = OnClassicGrid.alternating(marks, EnumSet.of(Technique.X_CHAIN));

        assertNotNull(coloring);
        assertNotNull(chain);
        assertEquals("Multi-coloring: 4 is either in all of r1c1 and r5c3 or in all of r2c3 and r5c7, and either"
                + " in r4c8 or in r9c8; r5c7 sees r4c8, so 4 is either in all of r1c1 and r5c3 or in r9c8"
                + " ((4)r1c1=(4)r2c3-(4)r5c3=(4)r5c7-(4)r4c8=(4)r9c8) => r9c1<>4", coloring.description());
        assertEquals(chain.eliminations(), coloring.eliminations());
        assertEquals(6.7, coloring.difficulty()); // six candidates and the target's two nodes
        assertEquals(chain.difficulty(), coloring.difficulty());
    }

    private static List<Cell> cells(String... names) {
        return java.util.Arrays.stream(names).map(name -> Cell.of(Position.cell(name))).toList();
    }
}
