package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.LinePositions.cell;
import static io.github.sudokusolver.logic.LinePositions.full;
import static io.github.sudokusolver.logic.LinePositions.grid;
import static io.github.sudokusolver.logic.LinePositions.placed;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Layout;
import io.github.sudokusolver.rules.CellMark;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Column, row and box indexers ({@link PairFinders} with {@link Technique#INDEXER}): an indexer's digit puts its own
 * number at the place it names, and the number placed elsewhere rules the digit out; read both ways.
 */
final class IndexersTest {

    @Test
    void aColumnIndexersDigitPutsItsColumnAtThePlaceItNames() {
        CellMark indexer = CellMark.of(CellMark.Kind.COLUMN_INDEXER, cell(2, 3));
        Grid grid = grid(Layout.classic(), indexer);
        int[] marks = full(grid);
        placed(grid, marks, 2, 3, 7); // so r2c7 holds 3, and no other cell of row 2 does
        Step step = PairFinders.pairs(grid, marks, Technique.INDEXER);
        assertEquals("Indexer: r2c3 is a column indexer: a digit d there puts 3 at the d-th cell of row 2, and r2c3 is"
                + " 7; r2c1, r2c2, r2c4, r2c5, r2c6, r2c8 and r2c9 see r2c3, so each differs from it =>"
                + " r2c1,r2c2,r2c4,r2c5,r2c6,r2c8,r2c9<>3, r2c1,r2c2,r2c4,r2c5,r2c6,r2c7,r2c8,r2c9<>7, r2c7<>1245689",
                step.description());
        assertEquals(List.of(indexer), step.rules());
        assertEquals(1.5, step.difficulty());
    }

    @Test
    void theNumberPlacedElsewhereRulesTheDigitOut() {
        // a box indexer at r5c6, place 6 of box 5: a 6 at r4c5, place 2, says the indexer is 2
        CellMark indexer = CellMark.of(CellMark.Kind.BOX_INDEXER, cell(5, 6));
        Grid grid = grid(Layout.classic(), indexer);
        int[] marks = full(grid);
        placed(grid, marks, 4, 5, 6);
        Step step = PairFinders.pairs(grid, marks, Technique.INDEXER);
        assertEquals(List.of("r5c6#1", "r5c6#3", "r5c6#4", "r5c6#5", "r5c6#6", "r5c6#7", "r5c6#8", "r5c6#9"),
                step.eliminations().stream().map(Object::toString).toList());
    }

    @Test
    void anIndexerHoldingItsOwnNumberSaysNothingElse() {
        // a row indexer at r4c2 holding 4 puts 4 at r4c2 itself: no other cell of column 2 is told anything
        Grid grid = grid(Layout.classic(), CellMark.of(CellMark.Kind.ROW_INDEXER, cell(4, 2)));
        int[] marks = full(grid);
        placed(grid, marks, 4, 2, 4);
        Step step = PairFinders.pairs(grid, marks, Technique.INDEXER);
        assertNull(step == null ? null : step.eliminations().stream().filter(e -> e.digit() != 4).findAny()
                .orElse(null), "only the 4 leaves column 2's other cells, which the column takes away anyway");
    }
}
