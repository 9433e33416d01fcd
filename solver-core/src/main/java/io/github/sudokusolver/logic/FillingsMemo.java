package io.github.sudokusolver.logic;

/**
 * The answers of {@link CageFillings} searches by what they depend on: the grid's digits, the cage's sum, the digits
 * required, and the marks of its cells in the cage's order (their positions do not matter: a cage's cells all differ
 * anyway). A cage with those marks has those fillings on any grid of that size, so the answers carry over between
 * grids: the killers a generator checks one after another share most of their cages, and every explanation starts
 * from the same full marks. One table per thread ({@link #ofThisThread}, an {@link IntKeyTable}, held softly: {@link PerThread}); not
 * thread-safe. An answer's arrays are shared by every reader: read-only.
 */
final class FillingsMemo {

    /** What one search of a cage gave: whether a filling exists, the supports, the combinations. Immutable. */
    static final class Answer {
        final int required;
        final boolean found;
        final int[] combos;
        final int[] support;
        final boolean complete;

        Answer(int required, boolean found, int[] combos, int[] support, boolean complete) {
            this.required = required;
            this.found = found;
            this.combos = combos;
            this.support = support;
            this.complete = complete;
        }
    }

    private static final PerThread<FillingsMemo> MEMO = new PerThread<>();

    private final IntKeyTable<Answer> table = new IntKeyTable<>();

    private FillingsMemo() {
    }

    /** This thread's table. */
    static FillingsMemo ofThisThread() {
        return MEMO.get(FillingsMemo::new);
    }

    /** Empties this thread's table: for tests that compare with a fresh search. */
    static void forget() {
        MEMO.remove();
    }

    /** The answer for a cage with these marks, or null; {@link #put} stores the next search's under the same key. */
    Answer get(Grid grid, int[] marks, int cage, int required) {
        int[] cells = grid.cageCells[cage];
        int[] key = table.key(cells.length + 3);
        key[0] = grid.size;
        key[1] = grid.cageSums[cage];
        key[2] = required;
        for (int i = 0; i < cells.length; i++) {
            key[i + 3] = marks[cells[i]];
        }
        return table.get();
    }

    /** Stores the answer under the key of the last {@link #get}. */
    void put(Answer answer) {
        table.put(answer);
    }
}
