package io.github.sudokusolver.generate;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.search.Budget;
import io.github.sudokusolver.internal.search.Geometry;
import io.github.sudokusolver.rules.Cage;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntUnaryOperator;

/**
 * The making of one killer ({@link Generator#killer}): cages grown at random over a random solution; then, while a
 * second solution exists, a cell where it differs moves to a neighbouring cage (which changes two sums), and only when
 * moves do not settle it is a cage split (the one holding such a cell, or the largest when a check runs out of
 * nodes), until the cages alone leave one grid. Cells are grid positions
 * ({@code row * columns + column}) throughout.
 */
final class KillerCages {

    /**
     * Chances, in percent, of a cage's target size 1, 2, 3, 4 and 5 (capped at the grid's digits less one): most
     * cages of published killers have two to four cells, a few one or five.
     */
    private static final int[] SIZE_PERCENT = {2, 28, 36, 22, 12};

    /**
     * Nodes per cell that one uniqueness check may take: a 9x9 check takes a few hundred, but on 16x16 a few cage
     * sets take minutes to prove; a check that runs out splits the largest cage instead, which makes the next check
     * easier, and only a check that finishes ends the making.
     */
    private static final long CHECK_NODES_PER_CELL = 30;
    /** Moves of a cell to a neighbouring cage tried per cell of the grid before the making falls back on splits. */
    private static final int MOVES_PER_CELL = 2;

    private final Layout layout;
    private final Geometry geometry;
    private final IntUnaryOperator randomBelow;
    /** The cage (index into {@link #cages}) of each grid position, -1 while in none or for a hole. */
    private final int[] cageAt;
    private final List<int[]> cages = new ArrayList<>();
    private int[] solution;

    KillerCages(Layout layout, Geometry geometry, IntUnaryOperator randomBelow) {
        this.layout = layout;
        this.geometry = geometry;
        this.randomBelow = randomBelow;
        this.cageAt = new int[geometry.positionCount()];
    }

    /** Makes the killer; stops of the budget propagate as {@link Budget.Stopped}. */
    Board make(Budget budget) {
        solution = LayoutGrids.randomSolution(layout, geometry, randomBelow);
        java.util.Arrays.fill(cageAt, -1);
        int[] every = new int[geometry.cellCount()];
        for (int cell = 0; cell < every.length; cell++) {
            every[cell] = geometry.positionOf(cell);
        }
        grow(every, Math.min(SIZE_PERCENT.length, geometry.size() - 1));
        absorbSingles();
        int[] empty = new int[geometry.positionCount()];
        long cap = CHECK_NODES_PER_CELL * geometry.cellCount();
        int moves = 0;
        while (true) {
            int[][] found = budget.twoSolutions(geometry.withCages(cages.toArray(new int[0][]), sums()), empty,
                    cap);
            if (found != null && found.length < 2) {
                return board();
            }
            if (found != null && moves < MOVES_PER_CELL * geometry.cellCount()) {
                moves++;
                if (moveToNeighbour(differingCell(found))) {
                    continue;
                }
            }
            int cage = found == null ? largestCage() : cageAt[differingCell(found)];
            int[] split = cages.get(cage);
            remove(cage);
            grow(split, split.length - 1);
            if (moves < MOVES_PER_CELL * geometry.cellCount()) {
                // Absorbing counts as moves: once they run out, a split's one-cell cages stay, for merging them
                // back would undo the splits that make the loop end.
                moves += absorbSingles();
            }
        }
    }

    /**
     * Grows cages over the given positions, in a random order of starts, each to a random target size of at most
     * {@code largest} cells (at least 1), through orthogonal neighbours among those positions not yet in a cage
     * whose digits the cage does not hold.
     */
    private void grow(int[] positions, int largest) {
        boolean[] open = new boolean[cageAt.length];
        for (int position : positions) {
            open[position] = true;
        }
        int[] order = LayoutGrids.shuffled(positions.length, randomBelow);
        int columns = geometry.columns();
        for (int start : order) {
            int first = positions[start];
            if (!open[first]) {
                continue;
            }
            int target = Math.min(targetSize(), Math.max(1, largest));
            int[] cage = new int[target];
            int size = 0;
            int digits = 0;
            cage[size++] = first;
            open[first] = false;
            digits |= 1 << solution[first];
            while (size < target) {
                int[] options = new int[4 * size];
                int count = 0;
                for (int i = 0; i < size; i++) {
                    int row = cage[i] / columns;
                    int col = cage[i] % columns;
                    count = offer(options, count, open, digits, row - 1, col);
                    count = offer(options, count, open, digits, row + 1, col);
                    count = offer(options, count, open, digits, row, col - 1);
                    count = offer(options, count, open, digits, row, col + 1);
                }
                if (count == 0) {
                    break;
                }
                int next = options[randomBelow.applyAsInt(count)];
                cage[size++] = next;
                open[next] = false;
                digits |= 1 << solution[next];
            }
            add(java.util.Arrays.copyOf(cage, size));
        }
    }

    /** Adds a neighbour as an option if it is on the grid, open, and its digit is new to the cage. */
    private int offer(int[] options, int count, boolean[] open, int digits, int row, int col) {
        if (row < 0 || col < 0 || row >= geometry.rows() || col >= geometry.columns()) {
            return count;
        }
        int position = row * geometry.columns() + col;
        if (!open[position] || (digits & 1 << solution[position]) != 0) {
            return count;
        }
        for (int i = 0; i < count; i++) {
            if (options[i] == position) {
                return count;
            }
        }
        options[count] = position;
        return count + 1;
    }

    /**
     * Moves a cell into the cage of a random orthogonal neighbour that does not hold its digit and has fewer than
     * the largest cage's cells, if its own cage stays connected without it: this changes two sums, which most often
     * tells two solutions apart, without making cages smaller as a split does. False if no such move exists.
     */
    private boolean moveToNeighbour(int position) {
        int from = cageAt[position];
        int[] own = cages.get(from);
        if (own.length == 2 || own.length > 2 && !connectedWithout(own, position)) {
            return false; // a cage of one cell is a given in disguise; published killers rarely have them
        }
        int columns = geometry.columns();
        int row = position / columns;
        int col = position % columns;
        int[] targets = new int[4];
        int count = 0;
        int[][] steps = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        for (int[] step : steps) {
            int r = row + step[0];
            int c = col + step[1];
            if (r < 0 || c < 0 || r >= geometry.rows() || c >= columns || cageAt[r * columns + c] < 0) {
                continue;
            }
            int to = cageAt[r * columns + c];
            if (to != from && cages.get(to).length < SIZE_PERCENT.length && !holds(cages.get(to), solution[position])) {
                targets[count++] = to;
            }
        }
        if (count == 0) {
            return false;
        }
        int to = targets[randomBelow.applyAsInt(count)];
        if (own.length == 1) {
            int last = cages.size() - 1;
            remove(from); // renumbers the last cage into its place
            to = to == last ? from : to;
        } else {
            int[] shrunk = new int[own.length - 1];
            int i = 0;
            for (int cell : own) {
                if (cell != position) {
                    shrunk[i++] = cell;
                }
            }
            cages.set(from, shrunk);
        }
        int[] grown = java.util.Arrays.copyOf(cages.get(to), cages.get(to).length + 1);
        grown[grown.length - 1] = position;
        java.util.Arrays.sort(grown);
        cages.set(to, grown);
        cageAt[position] = to;
        return true;
    }

    /** Moves the cell of each one-cell cage into a neighbouring cage where one can take it; returns the moves. */
    private int absorbSingles() {
        int moved = 0;
        for (int c = cages.size() - 1; c >= 0; c--) {
            if (c < cages.size() && cages.get(c).length == 1 && moveToNeighbour(cages.get(c)[0])) {
                moved++;
            }
        }
        return moved;
    }

    private boolean holds(int[] cage, int digit) {
        for (int position : cage) {
            if (solution[position] == digit) {
                return true;
            }
        }
        return false;
    }

    /** Whether a cage's cells other than {@code gone} are orthogonally connected. */
    private boolean connectedWithout(int[] cage, int gone) {
        int columns = geometry.columns();
        int[] reached = new int[cage.length];
        int count = 0;
        reached[count++] = cage[0] == gone ? cage[1] : cage[0];
        for (int i = 0; i < count; i++) {
            for (int cell : cage) {
                if (cell == gone || contains(reached, count, cell)) {
                    continue;
                }
                int distance = Math.abs(cell / columns - reached[i] / columns)
                        + Math.abs(cell % columns - reached[i] % columns);
                if (distance == 1) {
                    reached[count++] = cell;
                }
            }
        }
        return count == cage.length - 1;
    }

    private static boolean contains(int[] cells, int count, int cell) {
        for (int i = 0; i < count; i++) {
            if (cells[i] == cell) {
                return true;
            }
        }
        return false;
    }

    /** The first of the cages with the most cells: what a check that ran out of nodes splits. */
    private int largestCage() {
        int largest = 0;
        for (int c = 1; c < cages.size(); c++) {
            if (cages.get(c).length > cages.get(largest).length) {
                largest = c;
            }
        }
        return largest;
    }

    private int targetSize() {
        int roll = randomBelow.applyAsInt(100);
        for (int size = 0; size < SIZE_PERCENT.length; size++) {
            roll -= SIZE_PERCENT[size];
            if (roll < 0) {
                return size + 1;
            }
        }
        return SIZE_PERCENT.length;
    }

    private void add(int[] cage) {
        java.util.Arrays.sort(cage);
        for (int position : cage) {
            cageAt[position] = cages.size();
        }
        cages.add(cage);
    }

    /** Takes a cage out, renumbering the last cage into its place. */
    private void remove(int index) {
        int last = cages.size() - 1;
        for (int position : cages.get(index)) {
            cageAt[position] = -1;
        }
        if (index != last) {
            cages.set(index, cages.get(last));
            for (int position : cages.get(index)) {
                cageAt[position] = index;
            }
        }
        cages.remove(last);
    }

    /** A random position where a second solution differs from the one the cages were drawn on. */
    private int differingCell(int[][] found) {
        int[] other = java.util.Arrays.equals(found[0], solution) ? found[1] : found[0];
        int count = 0;
        int[] differing = new int[other.length];
        for (int position = 0; position < other.length; position++) {
            if (other[position] != solution[position]) {
                differing[count++] = position;
            }
        }
        return differing[randomBelow.applyAsInt(count)];
    }

    private int[] sums() {
        int[] sums = new int[cages.size()];
        for (int c = 0; c < sums.length; c++) {
            for (int position : cages.get(c)) {
                sums[c] += solution[position];
            }
        }
        return sums;
    }

    /** The empty board of the layout with the cages, in the public types. */
    private Board board() {
        int[] sums = sums();
        List<Cage> list = new ArrayList<>(cages.size());
        int columns = geometry.columns();
        for (int c = 0; c < cages.size(); c++) {
            List<Cell> cells = new ArrayList<>();
            for (int position : cages.get(c)) {
                cells.add(new Cell(position / columns, position % columns));
            }
            list.add(Cage.of(sums[c], cells));
        }
        return Board.empty(layout.withCages(list));
    }
}
