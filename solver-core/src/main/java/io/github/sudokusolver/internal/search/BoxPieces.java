package io.github.sudokusolver.internal.search;

/**
 * The pieces of region sum lines that lie in one box (or jigsaw region), taken together: their digits are distinct
 * across pieces too, since they share the box, and each piece's total is one its line can make everywhere else. Each
 * line's own rule ({@link EqualSums}) sees its pieces apart, and the box's all-different sees cells, not totals: two
 * pieces of two lines may each reach a total their line allows, with sets of digits that overlap. Here the sets of
 * digits of the box's pieces are joined, piece after piece, into the unions that hold together (no digit twice, each
 * piece's total common to its line), forward then backward; each piece keeps the sets that take part in such a union,
 * each line the totals its pieces in the box keep, and every cell of the lines the digits of those. On grids of up to
 * nine digits ({@link PieceSets}). A piece holds distinct digits because it lies in one box; two pieces in the box
 * share no cell (the compiler makes no rule otherwise).
 */
final class BoxPieces extends Propagator {

    /** Per piece of every line touching the box, indices into {@link #cells}. */
    private final int[][] pieces;
    /** Per piece, its line. */
    private final int[] lineOf;
    private final int lines;
    /** The pieces inside the box. */
    private final int[] inBox;
    /** Per piece, its place among the pieces in the box, or -1 for a piece elsewhere. */
    private final int[] boxIndex;
    /** Per piece in the box, where its layers of digit sets start in the scratch ({@link PieceSets#forward}). */
    private final int[] layersAt;
    /**
     * Per piece, where its cache starts in the residues: its cells' candidates when last computed, then the totals it
     * reached. Only a piece in the box is pruned here (and those elsewhere when the box cuts their line's totals):
     * the others' totals are all this rule needs of them, and they mostly come back unchanged.
     */
    private final int[] cacheAt;
    /**
     * Where the last run's inputs start in the residues: the candidates of the box's pieces' cells, then each line's
     * common totals; the residues' last slot is 1 if that run kept every candidate of those cells and every line's
     * totals. A run on the same
     * inputs would do the same, so when the last one kept everything the next one is skipped: the rule wakes on any cell of its lines,
     * and most changes there leave the lines' totals and the box's pieces as they were.
     */
    private final int lastAt;
    /**
     * Per piece in the box, where its layers of digit sets are kept in the residues, as laid out from the candidates
     * its cache holds (-1 for a piece elsewhere): a run whose piece is unchanged copies them back to the scratch instead
     * of laying them out again (the scratch is every rule's, so it keeps nothing from one run to the next).
     */
    private final int[] storedAt;
    private final int cacheSlots;
    /** Per line, its common totals, then the totals its pieces in the box keep: a long each. */
    private final int commonAt;
    private final int keptTotalsAt;
    /** The joint layers: layer {@code i} holds the unions of digits the first {@code i} pieces in the box can hold. */
    private final int jointAt;
    /**
     * Per piece in the box, the bit set of the sets it may hold (total common to its line), then the bit set of those
     * that take part in a union.
     */
    private final int mayAt;
    private final int usedAt;
    /** Where a piece elsewhere lays out its layers, to follow its line's totals cut by the box. */
    private final int elsewhereAt;
    /** Two layers of scratch for the backward passes. */
    private final int keptAt;
    private final int spareAt;
    private final int scratchSize;
    /**
     * The digits of the region, a bit each, when the pieces inside it cover every one of its cells (a rest of the
     * region counts as a piece), else 0. Then the last piece must hold exactly the digits the others leave: the last
     * step back tests that one set per union instead of joining the union with each of the piece's sets.
     */
    private final int whole;
    /**
     * Per piece, whether it is the rest of the box: the one piece of its line (a region sum line has two pieces or
     * more). Its sets of digits take part in the unions, but its cells keep any digit of a set that does, with no
     * backward pass over its own layers: which cell takes which of those digits is the box's matching's to say, and
     * that pass (up to 126 sets over as many as eight cells) cost more than the rest of the rule. Measured against the
     * exact pass: Compression 1,614,939 nodes in 90.5 s of CPU against 1,117,985 at about 87 s, the
     * {@code RegionSumLineNodesTest} puzzle 3,330 nodes against 3,584 and faster; no pruning of the rest at all took
     * 3,411,098 nodes on Compression.
     */
    private final boolean[] rest;

    /**
     * @param cells every cell of the lines, compact indices, no cell twice
     * @param pieces per piece, indices into {@code cells}
     * @param lineOf per piece, its line, 0 up
     * @param inBox the pieces inside the box, no two sharing a cell
     * @param size the digits of the grid, as many as the box has cells
     */
    BoxPieces(int[] cells, int[][] pieces, int[] lineOf, int[] inBox, int size) {
        super(cells);
        int covered = 0;
        for (int piece : inBox) {
            covered += pieces[piece].length;
        }
        this.whole = covered == size ? (1 << size) - 1 : 0;
        this.pieces = pieces;
        this.lineOf = lineOf;
        int[] perLine = new int[pieces.length];
        for (int line : lineOf) {
            perLine[line]++;
        }
        this.rest = new boolean[pieces.length];
        for (int i = 0; i < pieces.length; i++) {
            rest[i] = perLine[lineOf[i]] == 1;
        }
        int most = 0;
        for (int line : lineOf) {
            most = Math.max(most, line + 1);
        }
        this.lines = most;
        this.inBox = inBox;
        this.boxIndex = new int[pieces.length];
        java.util.Arrays.fill(boxIndex, -1);
        for (int i = 0; i < inBox.length; i++) {
            boxIndex[inBox[i]] = i;
        }
        this.layersAt = new int[pieces.length];
        this.cacheAt = new int[pieces.length];
        int at = 0;
        int slots = 0;
        for (int i = 0; i < pieces.length; i++) {
            boolean here = boxIndex[i] >= 0;
            layersAt[i] = here ? at : -1;
            at += here ? (pieces[i].length + 1) * PieceSets.WORDS : 0;
            cacheAt[i] = slots;
            slots += pieces[i].length + 1;
        }
        this.lastAt = slots;
        for (int piece : inBox) {
            slots += pieces[piece].length;
        }
        slots += lines;
        this.storedAt = new int[pieces.length];
        java.util.Arrays.fill(storedAt, -1);
        for (int piece : inBox) {
            storedAt[piece] = slots;
            slots += (pieces[piece].length + 1) * PieceSets.WORDS;
        }
        this.cacheSlots = slots + 1;
        int words = PieceSets.WORDS;
        this.commonAt = at;
        this.keptTotalsAt = commonAt + lines;
        this.jointAt = keptTotalsAt + lines;
        this.mayAt = jointAt + (inBox.length + 1) * words;
        this.usedAt = mayAt + inBox.length * words;
        this.keptAt = usedAt + inBox.length * words;
        this.spareAt = keptAt + words;
        int longestElsewhere = 0;
        for (int i = 0; i < pieces.length; i++) {
            longestElsewhere = Math.max(longestElsewhere, boxIndex[i] >= 0 ? 0 : pieces[i].length);
        }
        this.elsewhereAt = spareAt + words;
        this.scratchSize = elsewhereAt + (longestElsewhere + 1) * words;
    }

    @Override
    int residueSlots() {
        return cacheSlots;
    }

    @Override
    int scratchWords() {
        return scratchSize;
    }

    @Override
    boolean propagate(int[] state, int index, RegionPropagator p) {
        long[] s = p.wordScratch;
        int words = PieceSets.WORDS;
        for (int line = 0; line < lines; line++) {
            s[commonAt + line] = -1L;
        }
        long[] cache = p.residues[index];
        long fresh = 0; // the pieces in the box (below 64) whose layers this run laid out already
        for (int i = 0; i < pieces.length; i++) {
            int at = cacheAt[i];
            int k = pieces[i].length;
            boolean same = cache[at + k] != 0;
            for (int j = 0; j < k && same; j++) {
                same = cache[at + j] == (state[cells[pieces[i][j]]] & p.all);
            }
            if (!same) {
                for (int j = 0; j < k; j++) {
                    cache[at + j] = state[cells[pieces[i][j]]] & p.all;
                }
                cache[at + k] = PieceSets.forward(state, p.all, cells, pieces[i], s,
                        layersAt[i] >= 0 ? layersAt[i] : elsewhereAt);
                if (layersAt[i] >= 0) {
                    System.arraycopy(s, layersAt[i], cache, storedAt[i], (k + 1) * words);
                    fresh |= i < 64 ? 1L << i : 0;
                }
            }
            s[commonAt + lineOf[i]] &= cache[at + k];
        }
        for (int line = 0; line < lines; line++) {
            if (s[commonAt + line] == 0) {
                return p.weights.ruleFailed(state, index);
            }
            s[keptTotalsAt + line] = s[commonAt + line];
        }
        if (sameAsLast(state, p, cache, s)) {
            return true;
        }
        for (int piece : inBox) {
            if (piece >= 64 || (fresh >>> piece & 1L) == 0) {
                System.arraycopy(cache, storedAt[piece], s, layersAt[piece], (pieces[piece].length + 1) * words);
            }
        }
        // forward over the box's pieces: the unions of digits that hold together so far
        int m = inBox.length;
        for (int w = 0; w < (m + 1) * words; w++) {
            s[jointAt + w] = 0;
        }
        s[jointAt] = 1L; // the empty union
        for (int i = 0; i < m; i++) {
            int piece = inBox[i];
            int may = mayAt + i * words;
            if (i < m - 1 || whole == 0) { // a whole region's last piece is tested set by set, never joined
                System.arraycopy(s, layersAt[piece] + pieces[piece].length * words, s, may, words);
                PieceSets.keepTotals(s, may, pieces[piece].length, s[commonAt + lineOf[piece]]);
            }
            if (i < m - 1) { // the last piece's unions are the backward pass's first step
                join(s, jointAt + i * words, may, jointAt + (i + 1) * words, -1, -1, -1);
            }
        }
        // backward: the unions that lead to a whole one, and the sets of each piece that take part
        int kept = -1; // the last piece: any union it completes is whole
        int spare = spareAt;
        for (int i = m - 1; i >= 0; i--) {
            int used = usedAt + i * words;
            boolean any = false;
            for (int w = 0; w < words; w++) {
                s[spare + w] = 0;
                s[used + w] = 0;
            }
            if (whole != 0 && i == m - 1) {
                int piece = inBox[i];
                complements(s, jointAt + i * words, layersAt[piece] + pieces[piece].length * words,
                        s[commonAt + lineOf[piece]], spare, used);
            } else {
                join(s, jointAt + i * words, mayAt + i * words, -1, kept, spare, used);
            }
            for (int w = 0; w < words; w++) {
                any |= s[used + w] != 0;
            }
            if (!any) {
                return p.weights.ruleFailed(state, index);
            }
            s[keptTotalsAt + lineOf[inBox[i]]] &= PieceSets.totals(s, used, pieces[inBox[i]].length);
            kept = spare; // the unions just kept lead the next step back; the other buffer is free
            spare = kept == keptAt ? spareAt : keptAt;
        }
        int[] support = p.ruleSupport;
        for (int i = 0; i < pieces.length; i++) {
            int line = lineOf[i];
            if (rest[i]) {
                int digits = 0; // any digit of a set the rest may hold: per cell, the box's matching says the rest
                int used = usedAt + boxIndex[i] * words;
                for (int w = 0; w < words; w++) {
                    for (long bits = s[used + w]; bits != 0; bits &= bits - 1) {
                        digits |= w << 6 | Long.numberOfTrailingZeros(bits);
                    }
                }
                for (int c : pieces[i]) {
                    support[c] = digits;
                }
            } else if (layersAt[i] >= 0) {
                System.arraycopy(s, usedAt + boxIndex[i] * words, s, keptAt, words);
                PieceSets.keepTotals(s, keptAt, pieces[i].length, s[keptTotalsAt + line]);
                PieceSets.backward(state, p.all, cells, pieces[i], s, layersAt[i], keptAt, spareAt, support);
            } else if (s[keptTotalsAt + line] != s[commonAt + line]) {
                // the box cut the line's totals: its pieces elsewhere follow (else the line's own rule has them)
                int at = elsewhereAt;
                PieceSets.forward(state, p.all, cells, pieces[i], s, at);
                System.arraycopy(s, at + pieces[i].length * words, s, keptAt, words);
                PieceSets.keepTotals(s, keptAt, pieces[i].length, s[keptTotalsAt + line]);
                PieceSets.backward(state, p.all, cells, pieces[i], s, at, keptAt, spareAt, support);
            } else {
                for (int c : pieces[i]) {
                    support[c] = p.all;
                }
            }
        }
        boolean keptAll = true; // and the box cut no line's totals, so the pieces elsewhere were left alone
        for (int line = 0; line < lines; line++) {
            keptAll &= s[keptTotalsAt + line] == s[commonAt + line];
        }
        for (int piece : inBox) {
            for (int c : pieces[piece]) {
                keptAll &= (state[cells[c]] & p.all & ~support[c]) == 0;
            }
        }
        cache[cacheSlots - 1] = keptAll ? 1 : 0;
        return keepSupported(state, index, p, support);
    }

    /**
     * Whether this run's inputs (the box's pieces' candidates, the lines' common totals) are the last run's, which
     * kept every candidate of the box's pieces; else records them as the last run's.
     */
    private boolean sameAsLast(int[] state, RegionPropagator p, long[] cache, long[] s) {
        boolean same = cache[cacheSlots - 1] == 1;
        int at = lastAt;
        for (int piece : inBox) {
            for (int c : pieces[piece]) {
                long mask = state[cells[c]] & p.all;
                same &= cache[at] == mask;
                cache[at++] = mask;
            }
        }
        for (int line = 0; line < lines; line++) {
            same &= cache[at] == s[commonAt + line];
            cache[at++] = s[commonAt + line];
        }
        cache[cacheSlots - 1] = 0;
        return same;
    }

    /**
     * The last step back over a whole region: each union {@code u} of {@code s[from..]} leaves the last piece exactly
     * the digits {@code whole & ~u}; where the piece can hold that set ({@code s[sets..]}, the last layer of its
     * forward pass) and its total is in {@code totals}, {@code u} goes into {@code s[back..]} and the set into
     * {@code s[used..]}. The same as joining the union with each of the piece's sets, once per union.
     */
    private void complements(long[] s, int from, int sets, long totals, int back, int used) {
        for (int w = 0; w < PieceSets.WORDS; w++) {
            for (long bits = s[from + w]; bits != 0; bits &= bits - 1) {
                int union = w << 6 | Long.numberOfTrailingZeros(bits);
                int set = whole & ~union;
                if ((s[sets + (set >>> 6)] >>> set & 1L) != 0 && (totals >>> PieceSets.TOTAL[set] & 1L) != 0) {
                    s[back + w] |= 1L << union;
                    s[used + (set >>> 6)] |= 1L << set;
                }
            }
        }
    }

    /**
     * Every union {@code u} of {@code s[from..]} with every set {@code q} of {@code s[sets..]} that shares no digit
     * with it: forward ({@code into >= 0}), {@code u | q} goes into {@code s[into..]}; backward, where {@code u | q} is
     * in {@code s[kept..]} (or anywhere, for {@code kept < 0}), {@code u} goes into {@code s[back..]} and {@code q}
     * into {@code s[used..]}. Two disjoint sets' union is their sum, so either side can be taken one at a time against
     * all of the other at once ({@link PieceSets#joinUp}, {@link PieceSets#joinDown}): the one with fewer sets.
     */
    private static void join(long[] s, int from, int sets, int into, int kept, int back, int used) {
        int unions = 0;
        int count = 0;
        for (int w = 0; w < PieceSets.WORDS; w++) {
            unions += Long.bitCount(s[from + w]);
            count += Long.bitCount(s[sets + w]);
        }
        boolean bySet = count <= unions;
        int one = bySet ? sets : from; // taken one set at a time
        int all = bySet ? from : sets; // against all of these
        int allHit = bySet ? back : used; // where the sets of "all" that join go, backward
        int oneHit = bySet ? used : back;
        for (int w = 0; w < PieceSets.WORDS; w++) {
            for (long bits = s[one + w]; bits != 0; bits &= bits - 1) {
                int q = w << 6 | Long.numberOfTrailingZeros(bits);
                int inside = PieceSets.FULL & ~q;
                if (into >= 0) {
                    PieceSets.joinUp(s, all, inside, q, into);
                } else if (PieceSets.joinDown(s, all, inside, q, kept, allHit)) {
                    s[oneHit + w] |= 1L << q;
                }
            }
        }
    }
}
