package io.github.sudokusolver.logic;

/**
 * A table from keys of ints to answers, for the memos of the killer finders ({@link FillingsMemo}, the law of 45's
 * sums in {@link LawOf45Seen}), of the variant sums' fillings ({@link RuleFillings}) and of the line rules' ways in the
 * dynamic chains ({@link LineWays}): the caller writes a key into {@link #key(int)}'s array, asks {@link #get}, and
 * after a search stores its answer with {@link #put} under that key. Open addressing over {@value #SLOTS} slots, emptied when
 * half full: its two arrays take about 130 kilobytes, and the keys and answers held one to two megabytes on 9x9 and up
 * to about ten on 16x16 (where a cage's answer can list hundreds of combinations), which is why its owners hold it
 * softly ({@link PerThread}). Not thread-safe: one per thread.
 *
 * @param <V> the answers
 */
final class IntKeyTable<V> {

    /** Slots of the table, a power of two; it is emptied when {@link #MOST} keys are in. */
    private static final int SLOTS = 1 << 14;
    private static final int MOST = SLOTS / 2;

    private final int[][] keys = new int[SLOTS][];
    private final Object[] answers = new Object[SLOTS];
    private int count;
    private int[] key = new int[8];
    private int keyLength;

    /** The array to write the next key into, of at least {@code length} ints; the key is its first {@code length}. */
    int[] key(int length) {
        if (key.length < length) {
            key = new int[length];
        }
        keyLength = length;
        return key;
    }

    /** The answer stored under the key written last, or null. */
    @SuppressWarnings("unchecked")
    V get() {
        for (int slot = slot(); ; slot = slot + 1 & SLOTS - 1) {
            int[] known = keys[slot];
            if (known == null) {
                return null;
            }
            if (sameKey(known)) {
                return (V) answers[slot];
            }
        }
    }

    /** Stores an answer under the key written last (not stored yet). */
    void put(V answer) {
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
        return hash * 0x9E3779B9 >>> 32 - 14 & SLOTS - 1;
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
