package io.github.sudokusolver.internal.search;

/**
 * An indexer cell ({@code rules.CellMark}'s column, row and box indexers) with the house it points into
 * ({@link #cells}, in the order its digit counts; the indexer itself at {@code own}): the indexer holds V exactly when
 * the V-th cell holds the indexer's own number ({@code own + 1}). One rule over the house rather than a pair relation
 * from the indexer to each other cell (as the step engine reads it): the same pruning once the house's region has
 * run (the house holds the number once), with one rule to build and wake instead of n - 1.
 * <ul>
 *   <li>the indexer keeps V where the V-th cell can hold its number (V = own + 1 points at itself, always kept);
 *   <li>another cell keeps the number where the indexer can point at it, and only the number where the indexer must.
 * </ul>
 */
final class IndexerRule extends Propagator {

    private final int own;

    IndexerRule(int[] cells, int own) {
        super(cells);
        this.own = own;
    }

    @Override
    boolean propagate(int[] state, int index, RegionPropagator p) {
        int n = cells.length;
        int number = 1 << own;
        int indexer = state[cells[own]] & p.all;
        int[] support = p.ruleSupport;
        int pointed = number; // the indexer's digits whose place can hold its number
        for (int k = 0; k < n; k++) {
            if (k == own) {
                continue;
            }
            int domain = state[cells[k]] & p.all;
            int bit = 1 << k;
            if ((domain & number) != 0) {
                pointed |= bit;
            }
            support[k] = indexer == bit ? number : (indexer & bit) != 0 ? p.all : p.all & ~number;
        }
        support[own] = pointed;
        return keepSupported(state, index, p, support);
    }
}
