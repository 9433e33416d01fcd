package io.github.sudokusolver.generate;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.search.Budget;
import io.github.sudokusolver.internal.search.Geometry;
import io.github.sudokusolver.logic.Explanation;
import io.github.sudokusolver.logic.Step;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.function.IntUnaryOperator;
import java.util.function.Predicate;

/**
 * The hill climb of a killer towards a level ({@link Levels#killer}), from one that {@link KillerCages} made below
 * it: each move merges two neighbouring cages or moves a cell of one cage to a neighbouring one, and is kept when its
 * score (as the level's check gives it) does not drop and the killer stays proper (proven by that explanation when
 * none of its steps assumes uniqueness, else by the engine's check); the climb ends at the first killer
 * whose score reaches the level and that the rating confirms, or after {@link #STALE_MOVES} moves in a row that gain
 * nothing. Cages are kept as a label per grid position, so a move is a relabelling and its undo a copy.
 */
final class KillerClimb {

    /** Moves in a row that do not raise the score before the climb gives up on this killer. */
    static final int STALE_MOVES = 30;
    /** The most moves of one climb. */
    static final int MOST_MOVES = 120;
    /** Random neighbour pairs drawn for one move before the draw counts as a move that gains nothing. */
    private static final int DRAWS_PER_MOVE = 20;

    private final Layout layout;
    private final Geometry geometry;
    private final IntUnaryOperator randomBelow;
    private final Budget budget;
    private final int[] solution;
    /** The cage label of each grid position, -1 for a hole; positions with one label form one cage. */
    private final int[] label;
    private final int[][] pairs;
    private final int largest;
    private final long cap;

    KillerClimb(Layout layout, Geometry geometry, IntUnaryOperator randomBelow, Budget budget, int[] solution,
            List<int[]> cages) {
        this.layout = layout;
        this.geometry = geometry;
        this.randomBelow = randomBelow;
        this.budget = budget;
        this.solution = solution;
        this.label = new int[geometry.positionCount()];
        Arrays.fill(label, -1);
        for (int c = 0; c < cages.size(); c++) {
            for (int position : cages.get(c)) {
                label[position] = c;
            }
        }
        this.pairs = KillerCages.neighbourPairs(geometry);
        this.largest = KillerCages.largestCage(geometry);
        this.cap = KillerCages.checkCap(geometry);
    }

    /**
     * Climbs from the killer given at construction. A move is kept when the level's techniques still explain the
     * killer and its score rises, or stays while its work ({@link #work}) does not drop. The score is the rating's
     * (on killers the hardest step plus a workload under a hundredth of a level's width, so it may rise with the
     * hardest step unchanged); the work only breaks ties, so any rating that grows with its hardest step will do.
     *
     * @param start         the explanation of the starting killer, below the level
     * @param explainWithin the explanation of a killer by the level's techniques, null when they do not reach the
     *                      solution (a killer with several solutions among them) or take a step past the level's end
     * @param from          the score at which the level starts
     * @param atLevel       whether a killer whose explanation scores at least {@code from} rates at the level
     * @return the first killer at the level, or null when the climb gives up
     */
    Board climb(Explanation start, Function<Board, Explanation> explainWithin, double from,
            Predicate<Board> atLevel) {
        double current = start.rating().score();
        double currentWork = work(start);
        int stale = 0;
        for (int moves = 0; moves < MOST_MOVES && stale < STALE_MOVES; moves++) {
            budget.check();
            int[] saved = label.clone();
            stale++;
            if (!move()) {
                continue;
            }
            List<int[]> cages = cages();
            Board killer = KillerCages.board(layout, geometry, solution, cages);
            Explanation explanation = explainWithin.apply(killer);
            double next = explanation == null ? Double.NaN : explanation.rating().score();
            double nextWork = explanation == null ? 0 : work(explanation);
            if (!(next > current || next == current && nextWork >= currentWork)) { // NaN (beyond the level) too
                System.arraycopy(saved, 0, label, 0, label.length);
                continue;
            }
            // Only a move that would be kept needs its proof: an explanation by steps that assume no uniqueness is
            // one; else the engine checks.
            if (Levels.verdict(explanation) == KillerCages.Verdict.PASSES
                    && !KillerCages.unique(budget, geometry, solution, cages, cap)) {
                System.arraycopy(saved, 0, label, 0, label.length);
                continue;
            }
            if (next >= from) {
                if (atLevel.test(killer)) {
                    return killer;
                }
                System.arraycopy(saved, 0, label, 0, label.length);
                continue;
            }
            if (next > current || nextWork > currentWork) {
                stale = 0;
            }
            current = next;
            currentWork = nextWork;
        }
        return null;
    }

    /** The work of an explanation: its steps' difficulties added up, what the climb raises while the score stays. */
    private static double work(Explanation explanation) {
        double work = 0;
        for (Step step : explanation.steps()) {
            work += step.difficulty();
        }
        return work;
    }

    /**
     * One random move, if a draw finds one that applies: the two cages of a neighbour pair merged (at most
     * {@link #largest} cells, different digits), or, by a coin, the first cell of the pair moved into the other's cage
     * (its own cage keeping two cells or more, still connected; the other's within the size and without its digit).
     */
    private boolean move() {
        for (int draw = 0; draw < DRAWS_PER_MOVE; draw++) {
            int[] pair = pairs[randomBelow.applyAsInt(pairs.length)];
            int flip = randomBelow.applyAsInt(2);
            int cell = pair[flip];
            int into = label[pair[1 - flip]];
            int from = label[cell];
            if (from == into) {
                continue;
            }
            int fromSize = sizeOf(from);
            int intoSize = sizeOf(into);
            if (randomBelow.applyAsInt(2) == 0) {
                if (fromSize + intoSize <= largest && !sharesADigit(from, into)) {
                    for (int position = 0; position < label.length; position++) {
                        if (label[position] == from) {
                            label[position] = into;
                        }
                    }
                    return true;
                }
            } else if (fromSize >= 3 && intoSize < largest && !holds(into, solution[cell])
                    && connectedWithout(from, cell)) {
                label[cell] = into;
                return true;
            }
        }
        return false;
    }

    private int sizeOf(int cage) {
        int size = 0;
        for (int at : label) {
            size += at == cage ? 1 : 0;
        }
        return size;
    }

    private boolean holds(int cage, int digit) {
        for (int position = 0; position < label.length; position++) {
            if (label[position] == cage && solution[position] == digit) {
                return true;
            }
        }
        return false;
    }

    private boolean sharesADigit(int one, int other) {
        for (int position = 0; position < label.length; position++) {
            if (label[position] == one && holds(other, solution[position])) {
                return true;
            }
        }
        return false;
    }

    /** Whether the cells of a cage but {@code without} are orthogonally connected. */
    private boolean connectedWithout(int cage, int without) {
        int columns = geometry.columns();
        int[] stack = new int[label.length];
        boolean[] seen = new boolean[label.length];
        int size = 0;
        int start = -1;
        for (int position = 0; position < label.length; position++) {
            if (label[position] == cage && position != without) {
                size++;
                start = position;
            }
        }
        int top = 0;
        stack[top++] = start;
        seen[start] = true;
        int reached = 0;
        while (top > 0) {
            int position = stack[--top];
            reached++;
            int row = position / columns;
            int column = position % columns;
            int[] next = {row > 0 ? position - columns : -1,
                position + columns < label.length ? position + columns : -1,
                column > 0 ? position - 1 : -1, column + 1 < columns ? position + 1 : -1};
            for (int neighbour : next) {
                if (neighbour >= 0 && neighbour != without && !seen[neighbour] && label[neighbour] == cage) {
                    seen[neighbour] = true;
                    stack[top++] = neighbour;
                }
            }
        }
        return reached == size;
    }

    /** The cages of the labels, as sorted lists of grid positions. */
    private List<int[]> cages() {
        int[] counts = new int[label.length];
        for (int at : label) {
            if (at >= 0) {
                counts[at]++;
            }
        }
        int[][] byLabel = new int[label.length][];
        List<int[]> cages = new ArrayList<>();
        for (int position = 0; position < label.length; position++) {
            int at = label[position];
            if (at < 0) {
                continue;
            }
            if (byLabel[at] == null) {
                byLabel[at] = new int[counts[at]];
                cages.add(byLabel[at]);
                counts[at] = 0;
            }
            byLabel[at][counts[at]++] = position;
        }
        return cages;
    }
}
