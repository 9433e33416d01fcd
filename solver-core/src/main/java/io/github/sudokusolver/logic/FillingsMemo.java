package io.github.sudokusolver.logic;

/**
 * The answers of {@link CageFillings} searches by what they depend on: the grid's digits, the cage's sum, the digits
 * required, and the marks of its cells in the cage's order (their positions do not matter: a cage's cells all differ
 * anyway). A cage with those marks has those fillings on any grid of that size, so the answers carry over between
 * grids: the killers a generator checks one after another share most of their cages, and every explanation starts
 * from the same full marks. One table per thread ({@link #ofThisThread}), emptied when half full; not thread-safe.
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

    /** Slots of the table, a power of two; it is emptied when {@link #MOST} keys are in. */
    private static final int SLOTS = 1 << 14;
    private static final int MOST = SLOTS / 2;

    private static final ThreadLocal<FillingsMemo> MEMO = ThreadLocal.withInitial(FillingsMemo::new);

    private final int[][] keys = new int[SLOTS][];
    private final Answer[] answers = new Answer[SLOTS];
    private int count;
    /** The key being looked up: grid size, sum, required digits, then the cells' marks. */
    private int[] key = new int[8];
    private int keyLength;

    private FillingsMemo() {
    }

    /** This thread's table. */
    static FillingsMemo ofThisThread() {
        return MEMO.get();
    }

    /** Empties this thread's table: for tests that compare with a fresh search. */
    static void forget() {
        MEMO.remove();
    }

    /** The answer for a cage with these marks, or null; {@link #put} stores the next search's under the same key. */
    Answer get(Grid grid, int[] marks, int cage, int required) {
        int[] cells = grid.cageCells[cage];
        keyLength = cells.length + 3;
        if (key.length < keyLength) {
            key = new int[keyLength];
        }
        key[0] = grid.size;
        key[1] = grid.cageSums[cage];
        key[2] = required;
        for (int i = 0; i < cells.length; i++) {
            key[i + 3] = marks[cells[i]];
        }
        for (int slot = slot(); ; slot = slot + 1 & SLOTS - 1) {
            int[] known = keys[slot];
            if (known == null) {
                return null;
            }
            if (sameKey(known)) {
                return answers[slot];
            }
        }
    }

    /** Stores the answer under the key of the last {@link #get}. */
    void put(Answer answer) {
        if (count == MOST) {
            java.util.Arrays.fill(keys, null);
            java.util.Arrays.fill(answers, null);
            count = 0;
        }
        int slot = slot();
        while (keys[slot] != null) {
            slot = slot + 1 & SLOTS - 1;
        }
        keys[slot] = java.util.Arrays.copyOf(key, keyLength);
        answers[slot] = answer;
        count++;
    }

    private int slot() {
        int hash = 1;
        for (int i = 0; i < keyLength; i++) {
            hash = 31 * hash + key[i];
        }
        hash ^= hash >>> 16;
        return hash * 0x9E3779B9 >>> 18 & SLOTS - 1;
    }

    private boolean sameKey(int[] known) {
        if (known.length != keyLength) {
            return false;
        }
        for (int i = 0; i < keyLength; i++) {
            if (known[i] != key[i]) {
                return false;
            }
        }
        return true;
    }
}
