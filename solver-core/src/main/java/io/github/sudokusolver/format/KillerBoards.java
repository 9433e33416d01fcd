package io.github.sudokusolver.format;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.BoardFormatException;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.format.CageSpec;
import io.github.sudokusolver.internal.format.GridBounds;
import io.github.sudokusolver.internal.format.KillerLines;
import io.github.sudokusolver.internal.format.RefusedRule;
import io.github.sudokusolver.internal.format.TextException;
import io.github.sudokusolver.rules.Cage;
import java.util.ArrayList;
import java.util.List;

/**
 * The board of a one-line 9x9 killer ({@link KillerLines} reads the SumoCue and short notations into plain data):
 * every cell empty, the killer's cages added to the layout. Stateless.
 */
final class KillerBoards {

    private KillerBoards() {
    }

    /**
     * The board of the killer {@code found} on line {@code lineNumber}: on {@code layout} (with both diagonals added
     * for {@code 3x3:d:k:}) with the killer's cages. A cage the layout refuses (a sum its cells cannot make) is named
     * at the column of its first cell; then the sums are checked against the grid's total.
     *
     * @throws BoardFormatException for a layout that is not 9x9, anything wrong with the killer, a cage the layout
     *     refuses or sums that cannot add up, naming the line and column
     */
    static Board read(KillerLines.Found found, String line, int lineNumber, Layout layout) {
        try {
            KillerLines.Killer killer = KillerLines.read(found, line, lineNumber, new GridBounds(layout.rows(),
                    layout.columns(), layout.size(), layout.toString()));
            List<Cage> cages = new ArrayList<>(killer.cages().size());
            for (CageSpec spec : killer.cages()) {
                cages.add(cage(spec));
            }
            Layout base = killer.diagonals() ? layout.withDiagonals() : layout;
            Board board;
            try {
                board = Board.empty(base.withCages(cages));
            } catch (RefusedRule e) {
                throw new BoardFormatException(e.getMessage(), lineNumber, killer.cages().get(e.index()).column());
            }
            killer.checkTotal();
            return board;
        } catch (TextException e) {
            throw new BoardFormatException(e.problem(), e.line(), e.column());
        }
    }

    private static Cage cage(CageSpec spec) {
        List<Cell> cells = new ArrayList<>(spec.rows().length);
        for (int k = 0; k < spec.rows().length; k++) {
            cells.add(new Cell(spec.rows()[k], spec.columns()[k]));
        }
        return spec.hasSum() ? Cage.of(spec.sum(), cells) : Cage.withoutSum(cells);
    }
}
