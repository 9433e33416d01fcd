package io.github.sudokusolver.picture;

import static io.github.sudokusolver.picture.BoardPicture.CELL;
import static io.github.sudokusolver.picture.GridFrame.INK;
import static io.github.sudokusolver.picture.GridFrame.appendPath;
import static io.github.sudokusolver.picture.GridFrame.appendText;
import static io.github.sudokusolver.picture.GridFrame.appendTextGroup;
import static io.github.sudokusolver.picture.GridFrame.num;
import static io.github.sudokusolver.picture.GridFrame.stroke;
import static io.github.sudokusolver.picture.RuleDrawing.appendChevron;
import static io.github.sudokusolver.picture.RuleDrawing.centre;

import io.github.sudokusolver.Layout;
import io.github.sudokusolver.rules.LittleKiller;
import io.github.sudokusolver.rules.OutsideClue;
import io.github.sudokusolver.rules.Rule;
import io.github.sudokusolver.rules.Sandwich;
import java.util.List;

/**
 * The clues a {@link BoardPicture} draws outside the grid, and the room they need there. A little killer's sum stands
 * where f-puzzles puts it, in the outside cell the diagonal starts from (a band {@value #BAND} units deep along the
 * grid's side), with a small arrow in that cell's corner pointing along the diagonal into the grid; a sandwich sum
 * stands left of its row or above its column; an x-sum, a skyscraper or a numbered room on its own side. Each is a
 * number, as f-puzzles and SudokuPad draw them: which kind it is, is the rules text's to say. A side of the grid gets the band only when a clue stands there.
 */
final class OutsideClues {

    /** How deep the band outside the grid is, on each side where a clue stands. */
    static final int BAND = 32;
    static final int CLUE_SIZE = 13;
    /** The little killer's arrow: its tip's distance from the corner it points at, its length, its head. */
    static final int ARROW_GAP = 3;
    static final int ARROW_LENGTH = 11;
    static final double HEAD_DEPTH = 4;
    static final double HEAD_HALF = 3;
    /** How far a little killer's sum stands off its outside cell's centre, away from the arrow. */
    static final int AWAY = 4;

    private final int rows;
    private final int columns;
    private final List<Rule> rules;

    OutsideClues(Layout layout, List<Rule> rules) {
        this.rows = layout.rows();
        this.columns = layout.columns();
        this.rules = rules;
    }

    /** The frame with a band on each side where a clue stands; the frame itself without clues outside. */
    GridFrame roomFor(GridFrame frame) {
        boolean left = false;
        boolean top = false;
        boolean right = false;
        boolean bottom = false;
        for (Rule rule : RuleDrawing.drawn(rules, RuleDrawing.Drawn.OUTSIDE, Rule.class)) {
            if (rule instanceof Sandwich) {
                left |= ((Sandwich) rule).isRow();
                top |= !((Sandwich) rule).isRow();
            } else if (rule instanceof OutsideClue clue) {
                left |= clue.side() == OutsideClue.Side.LEFT;
                top |= clue.side() == OutsideClue.Side.TOP;
                right |= clue.side() == OutsideClue.Side.RIGHT;
                bottom |= clue.side() == OutsideClue.Side.BOTTOM;
            } else if (rule instanceof LittleKiller) {
                LittleKiller clue = (LittleKiller) rule;
                int row = clue.clueRow();
                int col = clue.clueColumn();
                left |= col < 0;
                top |= row < 0;
                right |= col >= columns;
                bottom |= row >= rows;
            }
        }
        if (!(left || top || right || bottom)) {
            return frame;
        }
        // the band scaled to the frame's cells: a step picture draws these clues scaled to its larger cells
        int band = (BAND * frame.cell() + BoardPicture.CELL - 1) / BoardPicture.CELL;
        return frame.withRoom(left ? band : 0, top ? band : 0, right ? band : 0, bottom ? band : 0);
    }

    /** The little killers' arrows, then every sum outside the grid. */
    void append(StringBuilder svg) {
        StringBuilder arrows = new StringBuilder();
        StringBuilder sums = new StringBuilder();
        for (Rule rule : RuleDrawing.drawn(rules, RuleDrawing.Drawn.OUTSIDE, Rule.class)) {
            if (rule instanceof LittleKiller) {
                appendLittleKiller(arrows, sums, (LittleKiller) rule);
            } else if (rule instanceof Sandwich) {
                Sandwich clue = (Sandwich) rule;
                int x = clue.isRow() ? -BAND / 2 : centre(clue.index());
                int y = (clue.isRow() ? centre(clue.index()) : -BAND / 2) + baselineDrop();
                appendText(sums, x, y, Integer.toString(clue.sum()));
            } else if (rule instanceof OutsideClue clue) {
                int along = centre(clue.index());
                int x = switch (clue.side()) {
                    case LEFT -> -BAND / 2;
                    case RIGHT -> columns * CELL + BAND / 2;
                    default -> along;
                };
                int y = switch (clue.side()) {
                    case TOP -> -BAND / 2;
                    case BOTTOM -> rows * CELL + BAND / 2;
                    default -> along;
                };
                appendText(sums, x, y + baselineDrop(), Integer.toString(clue.value()));
            }
        }
        appendPath(svg, stroke("little-killer-arrows", INK, "1.5")
                + " stroke-linecap=\"round\" stroke-linejoin=\"round\"", arrows);
        appendTextGroup(svg, "class=\"outside-sums\" fill=\"" + INK + '"', " font-size=\"" + CLUE_SIZE
                + "\" text-anchor=\"middle\"", sums);
    }

    private void appendLittleKiller(StringBuilder arrows, StringBuilder sums, LittleKiller clue) {
        int rowStep = clue.direction().rowStep();
        int columnStep = clue.direction().columnStep();
        int clueRow = clue.clueRow();
        int clueCol = clue.clueColumn();
        // The outside cell's extent: a cell of the grid's size along the side, the band's depth across it.
        int left = clueCol < 0 ? -BAND : clueCol * CELL;
        int right = clueCol >= columns ? columns * CELL + BAND : clueCol < 0 ? 0 : left + CELL;
        int top = clueRow < 0 ? -BAND : clueRow * CELL;
        int bottom = clueRow >= rows ? rows * CELL + BAND : clueRow < 0 ? 0 : top + CELL;
        // The corner it shares with the first cell, and the arrow pointing at it along the diagonal.
        int cornerX = columnStep > 0 ? right : left;
        int cornerY = rowStep > 0 ? bottom : top;
        double ux = columnStep / Math.sqrt(2);
        double uy = rowStep / Math.sqrt(2);
        double tipX = cornerX - ux * ARROW_GAP;
        double tipY = cornerY - uy * ARROW_GAP;
        if (arrows.length() > 0) {
            arrows.append(' ');
        }
        arrows.append('M').append(num(tipX - ux * ARROW_LENGTH)).append(' ').append(num(tipY - uy * ARROW_LENGTH))
                .append('L').append(num(tipX)).append(' ').append(num(tipY));
        appendChevron(arrows, tipX, tipY, tipX - ux * HEAD_DEPTH, tipY - uy * HEAD_DEPTH, uy, -ux, HEAD_HALF);
        int x = (left + right) / 2 - columnStep * AWAY;
        int y = (top + bottom) / 2 - rowStep * AWAY + baselineDrop();
        appendText(sums, x, y, Integer.toString(clue.sum()));
    }

    /** A clue's baseline below the point its digits centre on: digits are about 0.72 em tall. */
    private static int baselineDrop() {
        return (int) Math.round(CLUE_SIZE * 0.36);
    }
}
