package io.github.sudokusolver.internal.search;

/**
 * Régin's all-different filter over one group of slots that must take distinct values, each from a domain of up to
 * 32 values kept as a bitmask: a perfect matching of slots to values (Kuhn's augmenting paths, started from the
 * matching kept from the last call under each slot's key and repaired where it no longer holds), then the strongly
 * connected components of "slot p could take the value matched to slot q", found by a forward and a backward sweep
 * of bitmasks. A value outside its slot's component belongs to no complete matching. The general solver runs it on
 * each region (its open digits and their places) and, for fish, on each digit (rows and columns). One instance
 * serves one search: its arrays are scratch, filled by the caller before each call.
 */
final class AllDifferentFilter {

    /** Per slot, the key under which the caller keeps its matched value between calls. */
    final int[] slotKey;
    /** Per slot, its domain: the values (bits) it may take. */
    final int[] slotDomain;
    /** Per slot, after a call that did not fail: the values it keeps. */
    final int[] allowed;
    /** After a call that did not fail: whether some slot keeps fewer values than its domain holds. */
    boolean pruned;
    private final int[] slotValue;
    /** Per value index, the slot matched to it. */
    private final int[] owner;
    private final int[] successors;
    private final int[] predecessors;
    private int usedValues;
    private int visitedValues;

    /** Scratch for groups of up to {@code size} slots with values below {@code size}. */
    AllDifferentFilter(int size) {
        this.slotKey = new int[size];
        this.slotDomain = new int[size];
        this.allowed = new int[size];
        this.slotValue = new int[size];
        this.owner = new int[size];
        this.successors = new int[size];
        this.predecessors = new int[size];
    }

    /**
     * Filters the slots {@code 0..k-1}, whose domains and keys the caller has filled in; {@code kept} remembers
     * each key's last matched value. Returns false if no matching covers every slot (a pigeonhole); else fills
     * {@link #allowed} with the values each slot keeps and sets {@link #pruned} when some go.
     */
    boolean filter(int k, int[] kept) {
        pruned = false;
        usedValues = 0;
        for (int i = 0; i < k; i++) {
            int value = kept[slotKey[i]];
            if ((value & slotDomain[i]) != 0 && (value & usedValues) == 0) {
                slotValue[i] = value;
                usedValues |= value;
                owner[Integer.numberOfTrailingZeros(value)] = i;
            } else {
                slotValue[i] = 0;
            }
        }
        if (Integer.bitCount(usedValues) < k) { // some kept values no longer hold: repair, and keep the new matching
            for (int i = 0; i < k; i++) {
                if (slotValue[i] == 0) {
                    visitedValues = 0;
                    if (!augment(i)) {
                        return false;
                    }
                }
            }
            for (int i = 0; i < k; i++) {
                kept[slotKey[i]] = slotValue[i];
            }
        }
        int everyone = (1 << k) - 1;
        if (oneComponent(everyone)) {
            return true; // every value of every slot has a completion: the common case, found without the graph
        }
        for (int i = 0; i < k; i++) {
            successors[i] = 0;
            predecessors[i] = 0;
        }
        for (int i = 0; i < k; i++) {
            for (int rest = slotDomain[i] & ~slotValue[i]; rest != 0; rest &= rest - 1) {
                int j = owner[Integer.numberOfTrailingZeros(rest)];
                successors[i] |= 1 << j;
                predecessors[j] |= 1 << i;
            }
        }
        int remaining = everyone;
        while (remaining != 0) {
            int start = remaining & -remaining;
            int component = reach(successors, start, remaining) & reach(predecessors, start, remaining);
            if (component == everyone) {
                return true; // one component: every value of every slot has a completion
            }
            remaining &= ~component;
            int values = 0;
            for (int rest = component; rest != 0; rest &= rest - 1) {
                values |= slotValue[Integer.numberOfTrailingZeros(rest)];
            }
            for (int rest = component; rest != 0; rest &= rest - 1) {
                int i = Integer.numberOfTrailingZeros(rest);
                allowed[i] = values;
                pruned |= (slotDomain[i] & ~values) != 0;
            }
        }
        return true;
    }

    /**
     * Whether the graph "slot i could take the value matched to slot j" is one strongly connected component, found
     * without building it: forward from slot 0 through the owners of each new value, then backward, adding every slot
     * whose domain holds a value of a slot already reached, until nothing is added.
     */
    private boolean oneComponent(int everyone) {
        int seenSlots = 1;
        int seenValues = slotValue[0];
        int frontier = 1;
        while (frontier != 0) {
            int i = Integer.numberOfTrailingZeros(frontier);
            frontier &= frontier - 1;
            int fresh = slotDomain[i] & ~seenValues;
            seenValues |= fresh;
            for (; fresh != 0; fresh &= fresh - 1) {
                int j = owner[Integer.numberOfTrailingZeros(fresh)];
                seenSlots |= 1 << j;
                frontier |= 1 << j;
            }
        }
        if (seenSlots != everyone) {
            return false;
        }
        int reached = 1;
        int reachedValues = slotValue[0];
        boolean grew = true;
        while (grew) {
            grew = false;
            for (int rest = everyone & ~reached; rest != 0; rest &= rest - 1) {
                int i = Integer.numberOfTrailingZeros(rest);
                if ((slotDomain[i] & reachedValues) != 0) {
                    reached |= 1 << i;
                    reachedValues |= slotValue[i];
                    grew = true;
                }
            }
        }
        return reached == everyone;
    }

    /** Slots reachable from {@code start} (a bit) along {@code edges}, within {@code within}. */
    private static int reach(int[] edges, int start, int within) {
        int seen = start;
        int frontier = start;
        while (frontier != 0) {
            int i = Integer.numberOfTrailingZeros(frontier);
            frontier &= frontier - 1;
            int fresh = edges[i] & within & ~seen;
            seen |= fresh;
            frontier |= fresh;
        }
        return seen;
    }

    /** Kuhn's augmenting path from an unmatched slot; true if the slot got a value. */
    private boolean augment(int slot) {
        int options = slotDomain[slot];
        int free = options & ~usedValues;
        if (free != 0) {
            int value = free & -free;
            slotValue[slot] = value;
            usedValues |= value;
            owner[Integer.numberOfTrailingZeros(value)] = slot;
            return true;
        }
        for (int rest = options; rest != 0; rest &= rest - 1) {
            int value = rest & -rest;
            if ((visitedValues & value) != 0) {
                continue;
            }
            visitedValues |= value;
            int holder = owner[Integer.numberOfTrailingZeros(value)];
            if (augment(holder)) {
                slotValue[slot] = value;
                owner[Integer.numberOfTrailingZeros(value)] = slot;
                return true;
            }
        }
        return false;
    }
}
