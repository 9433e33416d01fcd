package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.Position.candidate;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Cell;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The remote pair ({@link RemotePairs}) on hand-made positions: where it fires, and near misses. */
class RemotePairsTest {

    /** Four cells holding only 1 and 2, each seeing the next: r1c1, r4c1 (column 1), r6c3 (box 4), r6c8 (row 6). */
    private static Position fourCells() {
        return chainCells(Position.open());
    }

    private static Position chainCells(Position position) {
        return position.only("r1c1", 1, 2).only("r4c1", 1, 2).only("r6c3", 1, 2).only("r6c8", 1, 2);
    }

    @Test
    void aCellSeeingBothEndsOfAnEvenChainLosesBothDigits() {
        short[] marks = fourCells().marks();

        Step step = OnClassicGrid.run(RemotePairs::find, marks);

        assertNotNull(step);
        assertEquals(Technique.REMOTE_PAIR, step.technique());
        assertEquals("Remote pair: (1=2)r1c1-(2=1)r4c1-(1=2)r6c3-(2=1)r6c8 => r1c8,r6c1<>12",
                step.description());
        assertEquals(List.of(candidate("r1c8", 1), candidate("r1c8", 2), candidate("r6c1", 1),
                candidate("r6c1", 2)), step.eliminations());
        assertEquals(List.of(Cell.of(Position.cell("r1c1")), Cell.of(Position.cell("r4c1")),
                Cell.of(Position.cell("r6c3")), Cell.of(Position.cell("r6c8"))), step.cells());
        assertEquals(7, step.links().size());
        assertEquals(List.of(), step.digits());
        // Eight candidates on the chain and the target's two nodes: 10 nodes, 8 inferences, 6.6 + 0.2.
        assertEquals(6.8, step.difficulty());
    }

    @Test
    void isRatedAsTheXyChainItIs() {
        // Without 1 and 2 in the houses that hold two neighbours (naked pairs, XY-chains of two cells), the only
        // XY-chain left is the remote pair's: r1c8 sees both ends.
        short[] marks = chainCells(Position.open().without(1, "c1", "b4", "r6").without(2, "c1", "b4", "r6"))
                .marks();

        Step chain = OnClassicGrid.alternating(marks, EnumSet.of(Technique.XY_CHAIN));

        assertNotNull(chain);
        assertEquals(Technique.XY_CHAIN, chain.technique());
        assertEquals(List.of(candidate("r1c8", 1)), chain.eliminations());
        assertEquals(chain.difficulty(), OnClassicGrid.run(RemotePairs::find, marks).difficulty());
    }

    /** Six cells on 1 and 2 whose only targets are those of the whole chain (its 4-cell segments have none). */
    private static Position sixCells() {
        return Position.open()
                .only("r1c1", 1, 2).only("r1c4", 1, 2).only("r4c4", 1, 2).only("r4c7", 1, 2).only("r7c7", 1, 2)
                .only("r7c9", 1, 2)
                .without(1, "r1c7", "r4c1", "r7c4", "r4c9").without(2, "r1c7", "r4c1", "r7c4", "r4c9");
    }

    @Test
    void aLongerChainIsRatedByItsLength() {
        Step step = OnClassicGrid.run(RemotePairs::find, sixCells().marks());

        assertNotNull(step);
        assertEquals(List.of(candidate("r1c9", 1), candidate("r1c9", 2), candidate("r7c1", 1),
                candidate("r7c1", 2)), step.eliminations());
        assertEquals(6, step.cells().size());
        assertEquals(6.9, step.difficulty()); // 14 nodes: 12 inferences
    }

    @Test
    void theShortestSegmentWinsOverOneFoundEarlier() {
        // The chain on 1 and 2 is met first; a 4-cell chain on 3 and 4 is easier.
        short[] marks = sixCells().only("r2c2", 3, 4).only("r2c6", 3, 4).only("r6c6", 3, 4).only("r6c8", 3, 4)
                .marks();

        Step step = OnClassicGrid.run(RemotePairs::find, marks);

        assertNotNull(step);
        assertEquals("Remote pair: (3=4)r2c2-(4=3)r2c6-(3=4)r6c6-(4=3)r6c8 => r2c8,r6c2<>34",
                step.description());
        assertEquals(6.8, step.difficulty());
    }

    @Test
    void aChainOfThreeCellsHasEndsOfOneParityAndDoesNotFire() {
        short[] marks = Position.open().only("r1c1", 1, 2).only("r4c1", 1, 2).only("r6c3", 1, 2).marks();

        assertNull(OnClassicGrid.run(RemotePairs::find, marks)); // r1c3 sees r1c1 and r6c3, of one parity: it keeps 1 and 2
    }

    @Test
    void aCellWithAThirdDigitBreaksTheChain() {
        short[] marks = fourCells().only("r6c3", 1, 2, 3).marks();

        assertNull(OnClassicGrid.run(RemotePairs::find, marks));
    }

    @Test
    void endsWithoutACommonPeerHoldingTheDigitsEliminateNothing() {
        // Column 1 still sees r1c1 and r4c1, one step apart: that is a naked pair, not a remote pair.
        short[] marks = fourCells().only("r1c8", 3, 4).only("r6c1", 3, 4).marks();

        assertNull(OnClassicGrid.run(RemotePairs::find, marks));
    }
}
