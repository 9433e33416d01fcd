package io.github.sudokusolver.rules;

import io.github.sudokusolver.Cell;
import java.util.ArrayList;
import java.util.List;

/**
 * An arrow: the digits on its line add up to the digit in its circle, or to the number a pill of two or three cells
 * reads (its first cell the most significant digit). Digits may repeat on the line, unless a region or another rule
 * says otherwise. The line starts next to a cell of the circle, and each two of its cells in a row touch at a side or
 * a corner; an arrow with several lines from one circle is one arrow per line.
 *
 * <p>This is a value type: two arrows are equal when their circles and lines, in order, are.
 *
 * <pre>{@code
 * Arrow arrow = Arrow.of(List.of(new Cell(0, 0)), List.of(new Cell(0, 1), new Cell(0, 2)));  // r1c1 = r1c2 + r1c3
 * }</pre>
 */
public final class Arrow implements Rule {

    /** The most cells a pill may have: a number of three digits. */
    public static final int MAX_PILL = 3;

    private final List<Cell> circle;
    private final List<Cell> line;

    private Arrow(List<Cell> circle, List<Cell> line) {
        this.circle = circle;
        this.line = line;
        if (circle.isEmpty() || circle.size() > MAX_PILL) {
            throw new IllegalArgumentException(this + ": a circle or pill has 1 to " + MAX_PILL + " cells, not "
                    + circle.size());
        }
        if (line.isEmpty()) {
            throw new IllegalArgumentException(this + ": the arrow has no line");
        }
        List<Cell> all = new ArrayList<>(circle);
        all.addAll(line);
        Cells.requireDistinct(all, this);
        for (int i = 1; i < circle.size(); i++) {
            if (!Cells.orthogonal(circle.get(i - 1), circle.get(i))) {
                throw new IllegalArgumentException(this + ": the pill's cells " + circle.get(i - 1).name() + " and "
                        + circle.get(i).name() + " do not share a side");
            }
        }
        boolean starts = false;
        for (Cell cell : circle) {
            starts |= Cells.touch(cell, line.get(0));
        }
        if (!starts) {
            throw new IllegalArgumentException(this + ": the line starts at " + line.get(0).name()
                    + ", which does not touch the circle");
        }
        Cells.requireChain(line, this);
    }

    /**
     * An arrow from a circle (or pill) along a line.
     *
     * @param circle 1 to 3 cells, in reading order of the number (a pill's cells share sides)
     * @param line the line's cells from the circle to the head
     * @return the arrow
     * @throws NullPointerException if a list or a cell is null
     * @throws IllegalArgumentException if the circle has no cell or more than three, the line none, a cell is listed
     *     twice, the line does not start next to the circle or is not a chain of touching cells
     */
    public static Arrow of(List<Cell> circle, List<Cell> line) {
        return new Arrow(Cells.copy("circle", circle), Cells.copy("line", line));
    }

    /**
     * The circle's cells: one, or a pill's two or three in reading order.
     *
     * @return an unmodifiable list
     */
    public List<Cell> circle() {
        return circle;
    }

    /**
     * The line's cells, from the circle to the head.
     *
     * @return an unmodifiable list
     */
    public List<Cell> line() {
        return line;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Arrow && circle.equals(((Arrow) other).circle) && line.equals(((Arrow) other).line);
    }

    @Override
    public int hashCode() {
        return circle.hashCode() * 31 + line.hashCode();
    }

    /**
     * The arrow as the text form writes it.
     *
     * @return e.g. {@code arrow r1c1: r1c2 r1c3}, or for a pill {@code arrow r1c1 r1c2: r2c3 r3c3}
     */
    @Override
    public String toString() {
        return Cells.appendNames(Cells.appendNames(new StringBuilder("arrow"), circle).append(':'), line).toString();
    }
}
