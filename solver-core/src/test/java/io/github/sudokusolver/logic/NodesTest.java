package io.github.sudokusolver.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Cell;
import java.util.List;
import org.junit.jupiter.api.Test;

final class NodesTest {

    @Test
    void everyCellAndDigitIsOneCandidateWithTwoNodes() {
        boolean[] seen = new boolean[Propagation.NODES];
        for (int cell = 0; cell < House.CELLS; cell++) {
            for (int d = 0; d < House.DIGITS; d++) {
                int candidate = Nodes.candidate(cell, d);
                assertTrue(candidate >= 0 && candidate < Nodes.CANDIDATES);
                assertEquals(cell, Nodes.cellOf(candidate));
                assertEquals(d, Nodes.digitIndexOf(candidate));
                assertEquals(d + 1, Nodes.digitOf(candidate));
                int on = Nodes.onNode(candidate);
                int off = Nodes.offNode(candidate);
                for (int node : new int[] {on, off}) {
                    assertFalse(seen[node], "node " + node + " twice");
                    seen[node] = true;
                    assertEquals(candidate, Nodes.candidateOf(node));
                }
                assertTrue(Nodes.isOn(on));
                assertFalse(Nodes.isOn(off));
                assertEquals(off, Nodes.negation(on));
                assertEquals(on, Nodes.negation(off));
                assertEquals(on, Nodes.node(candidate, true));
                assertEquals(off, Nodes.node(candidate, false));
            }
        }
    }

    @Test
    void aNodeIsNamedAsAStepWritesIt() {
        int candidate = Nodes.candidate(House.GRID.cellOf(2, 4), 6);
        assertEquals("r3c5=7", Nodes.name(Nodes.onNode(candidate)));
        assertEquals("r3c5<>7", Nodes.name(Nodes.offNode(candidate)));
    }

    @Test
    void aConclusionIsAPlacementWhenOnAndAnEliminationWhenOff() {
        int candidate = Nodes.candidate(House.GRID.cellOf(0, 8), 0);
        StepBuilder placed = new StepBuilder(Technique.X_CHAIN);
        Nodes.conclude(placed, Nodes.onNode(candidate));
        assertEquals(List.of(new Candidate(Cell.of(8), 1)), placed.placements());
        assertEquals(List.of(), placed.eliminations());
        StepBuilder eliminated = new StepBuilder(Technique.X_CHAIN);
        Nodes.conclude(eliminated, Nodes.offNode(candidate));
        assertEquals(List.of(new Candidate(Cell.of(8), 1)), eliminated.eliminations());
        assertEquals(List.of(), eliminated.placements());
    }
}
