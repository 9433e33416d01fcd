package io.github.sudokusolver.rules;

import io.github.sudokusolver.Cell;
import java.util.List;
import java.util.Objects;

/**
 * A little killer clue: the digits on a diagonal add up to its sum. The clue stands outside the grid, next to the
 * diagonal's first cell, and the diagonal runs in its {@link Direction} to the far edge; digits may repeat on it.
 * Whether the clue is outside the grid and the diagonal reaches the edge depends on the grid, so
 * {@link io.github.sudokusolver.Layout#withRules} checks that.
 *
 * <p>This is a value type: two clues are equal when their sums, directions and cells are.
 *
 * <pre>{@code
 * // the clue above r1c2, pointing down and right: r1c2 + r2c3 + ... + r8c9 = 40
 * LittleKiller clue = LittleKiller.of(40, LittleKiller.Direction.DOWN_RIGHT, cells);
 * }</pre>
 */
public final class LittleKiller implements Rule {

    /** The way the diagonal runs from the clue. */
    public enum Direction {
        /** Towards the top left. */
        UP_LEFT(-1, -1, "up-left"),
        /** Towards the top right. */
        UP_RIGHT(-1, 1, "up-right"),
        /** Towards the bottom left. */
        DOWN_LEFT(1, -1, "down-left"),
        /** Towards the bottom right. */
        DOWN_RIGHT(1, 1, "down-right");

        private final int rowStep;
        private final int columnStep;
        private final String word;

        Direction(int rowStep, int columnStep, String word) {
            this.rowStep = rowStep;
            this.columnStep = columnStep;
            this.word = word;
        }

        /**
         * How the row changes from one cell of the diagonal to the next.
         *
         * @return -1 or 1
         */
        public int rowStep() {
            return rowStep;
        }

        /**
         * How the column changes from one cell of the diagonal to the next.
         *
         * @return -1 or 1
         */
        public int columnStep() {
            return columnStep;
        }

        /**
         * The direction as the text form writes it.
         *
         * @return {@code up-left}, {@code up-right}, {@code down-left} or {@code down-right}
         */
        public String word() {
            return word;
        }
    }

    private final int sum;
    private final Direction direction;
    private final List<Cell> cells;

    private LittleKiller(int sum, Direction direction, List<Cell> cells) {
        this.sum = sum;
        this.direction = direction;
        this.cells = cells;
        if (cells.isEmpty()) {
            throw new IllegalArgumentException(this + ": the diagonal has no cell");
        }
        if (sum < 1) {
            throw new IllegalArgumentException(this + ": the sum must be at least 1");
        }
        for (int i = 1; i < cells.size(); i++) {
            Cell before = cells.get(i - 1);
            Cell cell = cells.get(i);
            if (cell.row() != before.row() + direction.rowStep || cell.col() != before.col() + direction.columnStep) {
                throw new IllegalArgumentException(this + ": " + cell.name() + " does not follow " + before.name()
                        + " " + direction.word);
            }
        }
    }

    /**
     * A clue and its diagonal.
     *
     * @param sum what the diagonal's digits add up to, at least 1
     * @param direction the way the diagonal runs from the clue
     * @param cells the diagonal's cells from the clue's end, each one step in {@code direction} from the one before
     * @return the clue
     * @throws NullPointerException if {@code direction}, {@code cells} or a cell is null
     * @throws IllegalArgumentException if the sum is below 1, the list is empty, or a cell does not follow the one
     *     before it in {@code direction}
     */
    public static LittleKiller of(int sum, Direction direction, List<Cell> cells) {
        Objects.requireNonNull(direction, "direction");
        return new LittleKiller(sum, direction, Cells.copy("cells", cells));
    }

    /**
     * The clue's sum.
     *
     * @return at least 1
     */
    public int sum() {
        return sum;
    }

    /**
     * The way the diagonal runs from the clue.
     *
     * @return the direction
     */
    public Direction direction() {
        return direction;
    }

    /**
     * The row of the clue: one step back from the diagonal's first cell, against its direction, so outside the grid
     * on a layout that accepted the clue (-1 above it, the number of rows below it).
     *
     * @return the first cell's row less the direction's row step
     */
    public int clueRow() {
        return cells.get(0).row() - direction.rowStep;
    }

    /**
     * The column of the clue, one step back from the diagonal's first cell (-1 left of the grid, the number of columns
     * right of it, or a column of the grid when the clue stands above or below it).
     *
     * @return the first cell's column less the direction's column step
     */
    public int clueColumn() {
        return cells.get(0).col() - direction.columnStep;
    }

    /**
     * The diagonal's cells from the clue's end.
     *
     * @return an unmodifiable list of one cell or more
     */
    public List<Cell> cells() {
        return cells;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof LittleKiller && sum == ((LittleKiller) other).sum
                && direction == ((LittleKiller) other).direction && cells.equals(((LittleKiller) other).cells);
    }

    @Override
    public int hashCode() {
        return (sum * 31 + direction.hashCode()) * 31 + cells.hashCode();
    }

    /**
     * The clue as the text form writes it.
     *
     * @return e.g. {@code little killer 40 down-right: r1c2 r2c3 r3c4 r4c5 r5c6 r6c7 r7c8 r8c9}
     */
    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("little killer ").append(sum).append(' ').append(direction.word);
        return Cells.appendNames(out.append(':'), cells).toString();
    }
}
