package io.github.sudokusolver;

import io.github.sudokusolver.internal.format.GridText;
import java.time.Duration;
import java.util.Locale;
import java.util.Objects;

/**
 * What a search did. The classic strategies count the same nodes on the same puzzle, so their statistics compare the
 * cost of bookkeeping alone.
 *
 * @param nodes digits the search placed in a cell (each try of a digit that the rules allowed); for the
 *     strategies that deduce forced digits, only the guesses
 * @param backtracks placements the search took back, because they led to a dead end or, when counting, to make
 *     room for the next solution
 * @param elapsed wall-clock time of the call, including the check of the givens
 */
public record SolveStatistics(long nodes, long backtracks, Duration elapsed) {

    /**
     * Validates the statistics.
     *
     * @param nodes digits the search placed
     * @param backtracks placements the search took back
     * @param elapsed wall-clock time of the call
     * @throws NullPointerException if {@code elapsed} is null
     * @throws IllegalArgumentException if a count or the duration is negative
     */
    public SolveStatistics {
        Objects.requireNonNull(elapsed, "elapsed");
        if (nodes < 0 || backtracks < 0 || elapsed.isNegative()) {
            throw new IllegalArgumentException("statistics must not be negative: nodes " + nodes
                    + ", backtracks " + backtracks + ", elapsed " + elapsed);
        }
    }

    /** {@code 1 node}, {@code 12 nodes}, {@code 1 cell}: a count and its noun for the library's messages. */
    static String count(long n, String noun) {
        return GridText.count(n, noun);
    }

    /** Milliseconds with three decimals, {@code 1.227 ms}, as the command line writes a time. */
    static String millis(Duration elapsed) {
        return String.format(Locale.ROOT, "%.3f ms", elapsed.toNanos() / 1e6);
    }
}
