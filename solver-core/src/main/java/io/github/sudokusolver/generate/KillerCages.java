package io.github.sudokusolver.generate;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.search.Budget;
import io.github.sudokusolver.internal.search.Geometry;
import io.github.sudokusolver.rules.Cage;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.function.IntUnaryOperator;

/**
 * The making of one killer ({@link Generator#killer}): over a random solution every cell starts as a cage of its own
 * (the solution itself, proper at once), and neighbouring cages merge, in rounds of growing size, for as long as the
 * cages alone still leave one grid; a merge that would leave two grids, or whose check runs out of nodes, is refused
 * for good. Every state kept has been proven proper, so the last one is the killer. Cells are grid positions
 * ({@code row * columns + column}) throughout.
 *
 * <p>Why merging and not splitting: cutting large random cages until one grid is left asks the engine to prove
 * cage sets near the edge of uniqueness, which on 16x16 can take minutes a check; merging only ever asks about a
 * killer one merge away from one already proven, cheap while cages are small, and a check that runs long is simply a
 * merge not made. Merges are checked in batches that double while they pass and halve when one does not, so most of
 * the early, certain merges share a check.
 */
final class KillerCages {

    /**
     * Chances, in percent, of a cage's target size 1, 2, 3, 4 and 5 (capped at the grid's digits less one): most
     * cages of published killers have two to four cells, a few one or five.
     */
    private static final int[] SIZE_PERCENT = {2, 28, 36, 22, 12};
    /**
     * Nodes per cell that one check may take before its merges are refused: a killer one merge from a proven one
     * mostly settles by propagation, and a merge that needs a long search is one a player would find hard too.
     */
    private static final long CHECK_NODES_PER_CELL = 1;
    /** Merges checked together at the start of a round; a passing batch doubles, a failing one halves. */
    private static final int FIRST_BATCH = 8;
    /** The most merges one check takes. */
    private static final int LARGEST_BATCH = 64;

    private final Layout layout;
    private final Geometry geometry;
    private final IntUnaryOperator randomBelow;
    /**
     * What a level's check says of a killer: that it fails; that it passes, which proves it proper (an explanation
     * to the end by steps that do not assume one solution); or that it passes, its uniqueness still to prove.
     */
    enum Verdict {
        FAILS, PROVEN, PASSES
    }

    /**
     * What a killer must pass besides having one grid (a logical solver of a level explaining it to the end, for
     * {@link Generator#killer(Layout, io.github.sudokusolver.logic.Difficulty)}); null for nothing more. It comes
     * before the engine's check, which is run only when it says {@link Verdict#PASSES}.
     */
    private final Function<Board, Verdict> check;
    /** The cage (index into {@link #cages}) of each grid position, -1 for a hole. */
    private final int[] cageAt;
    private final List<int[]> cages = new ArrayList<>();
    /** The target size of each cage, kept at its first (smallest) position. */
    private final int[] targetAt;
    private int[] solution;

    KillerCages(Layout layout, Geometry geometry, IntUnaryOperator randomBelow, Function<Board, Verdict> check) {
        this.layout = layout;
        this.geometry = geometry;
        this.randomBelow = randomBelow;
        this.check = check;
        this.cageAt = new int[geometry.positionCount()];
        this.targetAt = new int[geometry.positionCount()];
    }

    /** The most cells a cage made here has on a geometry: five, or the grid's digits less one. */
    static int largestCage(Geometry geometry) {
        return Math.min(SIZE_PERCENT.length, geometry.size() - 1);
    }

    /** The nodes one uniqueness check of a killer one change from a proven one may take on a geometry. */
    static long checkCap(Geometry geometry) {
        return CHECK_NODES_PER_CELL * geometry.cellCount();
    }

    /** Makes the killer; stops of the budget propagate as {@link Budget.Stopped}. */
    Board make(Budget budget) {
        solution = LayoutGrids.randomSolution(layout, geometry, randomBelow);
        Arrays.fill(cageAt, -1);
        int largest = largestCage(geometry);
        for (int cell = 0; cell < geometry.cellCount(); cell++) {
            int position = geometry.positionOf(cell);
            add(new int[] {position});
            targetAt[position] = Math.min(targetSize(), largest);
        }
        int[][] pairs = neighbourPairs();
        int[] order = LayoutGrids.shuffled(pairs.length, randomBelow);
        boolean[] refused = new boolean[pairs.length];
        long cap = checkCap(geometry);
        for (int size = 2; size <= largest; size++) {
            mergeRound(pairs, order, refused, size, false, budget, cap);
        }
        // One-cell cages are givens in disguise: a last round lets each join any neighbour that can take it.
        mergeRound(pairs, order, refused, largest, true, budget, cap);
        return board();
    }

    /**
     * One pass over the neighbour pairs in their random order, merging the two cages of each pair into one of at most
     * {@code size} cells (and at most the larger target of the two, unless {@code singles}, when only a one-cell
     * cage may merge, whatever the targets), checked in batches.
     */
    private void mergeRound(int[][] pairs, int[] order, boolean[] refused, int size, boolean singles, Budget budget,
            long cap) {
        int batch = FIRST_BATCH;
        int next = 0;
        int accepted = 0;
        int refusals = 0;
        while (next < order.length) {
            int[] savedAt = cageAt.clone();
            List<int[]> savedCages = new ArrayList<>(cages);
            int[] savedTargets = targetAt.clone();
            int merged = 0;
            int lastMerged = -1;
            int end = next;
            while (end < order.length && merged < batch) {
                int pair = order[end++];
                if (!refused[pair] && merge(pairs[pair], size, singles)) {
                    merged++;
                    lastMerged = pair;
                }
            }
            if (merged == 0 || isProper(budget, cap)) {
                next = end;
                accepted += merged;
                // Where a level's check refuses more than a third of the merges, a batch of two mostly fails and
                // costs an explanation of its own: one merge a check then.
                batch = check != null && 2 * refusals > accepted ? 1 : Math.min(2 * batch, LARGEST_BATCH);
                continue;
            }
            System.arraycopy(savedAt, 0, cageAt, 0, cageAt.length);
            cages.clear();
            cages.addAll(savedCages);
            System.arraycopy(savedTargets, 0, targetAt, 0, targetAt.length);
            if (merged == 1) {
                refused[lastMerged] = true;
                refusals++;
                next = end;
            } else {
                batch = merged / 2; // the same pairs again, fewer at a time
            }
        }
    }

    /** Merges the cages of the two positions if they are apart, small enough together and hold different digits. */
    private boolean merge(int[] pair, int size, boolean singles) {
        int first = cageAt[pair[0]];
        int second = cageAt[pair[1]];
        if (first == second) {
            return false;
        }
        int[] one = cages.get(first);
        int[] other = cages.get(second);
        int target = Math.max(targetAt[one[0]], targetAt[other[0]]);
        int limit = singles ? (Math.min(one.length, other.length) == 1 ? size : 0) : Math.min(size, target);
        if (one.length + other.length > limit || sharesADigit(one, other)) {
            return false;
        }
        int[] both = Arrays.copyOf(one, one.length + other.length);
        System.arraycopy(other, 0, both, one.length, other.length);
        remove(Math.max(first, second));
        remove(Math.min(first, second));
        add(both);
        targetAt[both[0]] = target;
        return true;
    }

    private int[][] neighbourPairs() {
        return neighbourPairs(geometry);
    }

    /** Every two orthogonally neighbouring cells of a geometry, each pair once, as grid positions. */
    static int[][] neighbourPairs(Geometry geometry) {
        int columns = geometry.columns();
        List<int[]> pairs = new ArrayList<>();
        for (int cell = 0; cell < geometry.cellCount(); cell++) {
            int position = geometry.positionOf(cell);
            if (position % columns + 1 < columns && geometry.cellAt(position + 1) >= 0) {
                pairs.add(new int[] {position, position + 1});
            }
            if (position + columns < geometry.positionCount() && geometry.cellAt(position + columns) >= 0) {
                pairs.add(new int[] {position, position + columns});
            }
        }
        return pairs.toArray(new int[0][]);
    }

    private boolean sharesADigit(int[] one, int[] other) {
        int digits = 0;
        for (int position : one) {
            digits |= 1 << solution[position];
        }
        for (int position : other) {
            if ((digits & 1 << solution[position]) != 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the cages pass {@link #check} and leave one grid: the engine's check within the cap, unless the level's
     * check proved it already.
     */
    private boolean isProper(Budget budget, long cap) {
        Verdict verdict = check == null ? Verdict.PASSES : check.apply(board());
        return verdict == Verdict.PROVEN || verdict == Verdict.PASSES && unique(budget, geometry, solution, cages, cap);
    }

    /**
     * Whether the cages (lists of grid positions, summing to the solution's digits) leave one grid on the geometry,
     * within {@code cap} nodes (a check that runs out counts as no). One-cell cages go to the engine as givens, which
     * is what they are, and cheaper than a sum rule each.
     */
    static boolean unique(Budget budget, Geometry geometry, int[] solution, List<int[]> cages, long cap) {
        int[] givens = new int[geometry.positionCount()];
        List<int[]> multi = new ArrayList<>();
        for (int[] cage : cages) {
            if (cage.length == 1) {
                givens[cage[0]] = solution[cage[0]];
            } else {
                multi.add(cage);
            }
        }
        int[][] cells = multi.toArray(new int[0][]);
        int[][] found = budget.twoSolutions(geometry.withCages(cells, sumsOf(solution, cells)), givens, cap);
        return found != null && found.length == 1;
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
        Arrays.sort(cage);
        for (int position : cage) {
            cageAt[position] = cages.size();
        }
        cages.add(cage);
    }

    /** Takes a cage out, renumbering the last cage into its place. */
    private void remove(int index) {
        int last = cages.size() - 1;
        if (index != last) {
            cages.set(index, cages.get(last));
            for (int position : cages.get(index)) {
                cageAt[position] = index;
            }
        }
        cages.remove(last);
    }

    /** The sums of cages (lists of grid positions) over a solution. */
    static int[] sumsOf(int[] solution, int[][] cells) {
        int[] sums = new int[cells.length];
        for (int c = 0; c < cells.length; c++) {
            for (int position : cells[c]) {
                sums[c] += solution[position];
            }
        }
        return sums;
    }

    /** The solution the cages add up over (grid positions); valid after {@link #make}. */
    int[] solution() {
        return solution;
    }

    /** The cages made, as sorted lists of grid positions; valid after {@link #make}. */
    List<int[]> cages() {
        return cages;
    }

    private Board board() {
        return board(layout, geometry, solution, cages);
    }

    /** The empty board of the layout with the cages (lists of grid positions) and their sums, in the public types. */
    static Board board(Layout layout, Geometry geometry, int[] solution, List<int[]> cages) {
        int[][] cells = cages.toArray(new int[0][]);
        int[] sums = sumsOf(solution, cells);
        List<Cage> list = new ArrayList<>(cells.length);
        int columns = geometry.columns();
        for (int c = 0; c < cells.length; c++) {
            List<Cell> members = new ArrayList<>();
            for (int position : cells[c]) {
                members.add(new Cell(position / columns, position % columns));
            }
            list.add(Cage.of(sums[c], members));
        }
        return Board.empty(layout.withCages(list));
    }
}
