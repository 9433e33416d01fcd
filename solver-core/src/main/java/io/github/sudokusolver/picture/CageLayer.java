package io.github.sudokusolver.picture;

import static io.github.sudokusolver.picture.GridFrame.INK;
import static io.github.sudokusolver.picture.GridFrame.THIN_WIDTH;
import static io.github.sudokusolver.picture.GridFrame.stroke;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.logic.CellGroup;
import io.github.sudokusolver.logic.Step;
import io.github.sudokusolver.rules.Cage;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The killer cages of a {@link StepDrawing}: every cage of the layout as the board pictures draw it (a dashed outline
 * {@value #INSET} units inside its cells, its sum at the top-left corner of its first cell), so that a player
 * recognises the grid, and the cages of the step ({@link Step#cages()}) outlined solid and twice as wide, their sums
 * bold. The outlines lie under the candidates; a cell of a killer is {@value #ROOM} units larger than another grid's,
 * its candidates moved down and right, so that the sum and the outlines stay clear of them. The frame
 * ({@link GridFrame#appendCageOutlines}, {@link GridFrame#appendCageSums}) draws both pictures' cages.
 */
final class CageLayer {

    /** How far a cage's outline stands in from its cells' sides: the board pictures' inset. */
    static final int INSET = 5;
    /** The sums' font size, the board pictures' too. */
    static final int SUM_SIZE = 9;
    /**
     * Units a killer's cell has beyond another grid's (84 on 9x9, still a whole number of hatch spacings): room for
     * the sum above the candidates, the cage's outline and the groups' outlines inside it, clear of the candidates.
     */
    static final int ROOM = 24;
    /** How far right a killer's candidates move: half the room, so they sit between the cage's two sides. */
    static final int SHIFT_X = ROOM / 2;
    /** How far down they move: the first row's tops below the sum, the last row's baselines above the outlines. */
    static final int SHIFT_Y = 13;
    /** The step's cages' outline width, to a plain cage's 1. */
    static final int STEP_WIDTH = 2;

    private final GridFrame frame;
    private final List<Cage> cages;
    /** Each grid position's cage index in the layout; -1 for none. */
    private final int[] owner;
    private final int[] sums;
    /** The indices of the step's cages. */
    private final Set<Integer> stepCages = new HashSet<>();

    CageLayer(GridFrame frame, Layout layout, Step step) {
        this.frame = frame;
        this.cages = layout.cages();
        int columns = layout.columns();
        this.owner = new int[layout.rows() * columns];
        Arrays.fill(owner, -1);
        this.sums = new int[cages.size()];
        for (int c = 0; c < cages.size(); c++) {
            for (Cell cell : cages.get(c).cells()) {
                owner[cell.row() * columns + cell.col()] = c;
            }
            sums[c] = cages.get(c).hasSum() ? cages.get(c).sum() : -1;
        }
        if (step != null) {
            for (Cage cage : step.cages()) {
                stepCages.add(cages.indexOf(cage));
            }
        }
    }

    /** Whether the grid has cages: then its cells have {@value #ROOM} units more. */
    static boolean caged(Layout layout) {
        return !layout.cages().isEmpty();
    }

    /**
     * Whether a group of the step is a combination of one of its cages (the cage's cells, one set of digits): the
     * cage's solid outline shows it, and the description names the combinations, so it gets neither an outline nor
     * markers, which would stack one outline per combination on the same cells.
     */
    boolean isCombination(CellGroup group) {
        for (int cage : stepCages) {
            if (cage >= 0 && group.cells().equals(cages.get(cage).cells())) {
                return true;
            }
        }
        return false;
    }

    /**
     * The inset of the {@code g}-th group's outline on a killer: inside the cages' outlines, 2 units further for each
     * next group up to the fourth, as on other grids, and clear of the candidates.
     */
    static int groupInset(int g) {
        return INSET + 2 + 2 * (g % 4);
    }

    /** The outlines: the other cages dashed as on a board, the step's solid and wider. */
    void appendOutlines(StringBuilder svg) {
        frame.appendCageOutlines(svg, stroke("cages", INK, THIN_WIDTH) + " stroke-dasharray=\"4 3\"", owner,
                cage -> !stepCages.contains(cage), INSET);
        frame.appendCageOutlines(svg, stroke("step-cages", INK, STEP_WIDTH), owner, stepCages::contains, INSET);
    }

    /** The sums: the other cages' regular, the step's bold. */
    void appendSums(StringBuilder svg) {
        frame.appendCageSums(svg, "class=\"cage-sums\" font-weight=\"normal\"", owner, sums,
                cage -> !stepCages.contains(cage), INSET, SUM_SIZE);
        frame.appendCageSums(svg, "class=\"step-cage-sums\" font-weight=\"bold\"", owner, sums,
                stepCages::contains, INSET, SUM_SIZE);
    }
}
