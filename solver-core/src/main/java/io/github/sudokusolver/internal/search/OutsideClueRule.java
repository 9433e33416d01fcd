package io.github.sudokusolver.internal.search;

/**
 * A clue outside a row or column ({@link #cells} from the clue inwards, a whole row or column of distinct digits): an
 * x-sum, a skyscraper or a numbered room. Each keeps the digits some way of meeting the clue gives a cell:
 * <ul>
 *   <li>x-sum: for each first digit x, each set of x digits holding x and adding up to the clue ({@link DigitSets})
 *   whose other digits the cells 2..x can take (each one of them, together all of them): the first cell keeps x, those
 *   cells the set's digits, the cells past them the digits outside the set;
 *   <li>skyscraper: {@link Skyscrapers}' states (tallest digit so far, digits seen) from the clue and to the far end;
 *   <li>numbered room: the first digit x, where the x-th cell can hold the clue (the first cell itself when x is 1);
 *   the x-th cell keeps the clue for each such x, and every digit while some other x stands.
 * </ul>
 */
final class OutsideClueRule extends Propagator {

    /** The kinds, as {@code rules.OutsideClue.Kind} orders them. */
    static final int X_SUM = 0;
    static final int SKYSCRAPER = 1;
    static final int NUMBERED_ROOM = 2;

    private final int kind;
    private final int value;
    private final int size;
    /**
     * X-sum: per first digit x (index x - 1), the digit sets of x digits holding x adding up to the clue; null where
     * too many to list.
     */
    private final int[][] sets;

    OutsideClueRule(int[] cells, int kind, int value, int size) {
        super(cells);
        this.kind = kind;
        this.value = value;
        this.size = size;
        this.sets = new int[size][];
        if (kind == X_SUM) {
            for (int x = 1; x <= size; x++) {
                int[] all = DigitSets.combinations(size, x, value);
                if (all == null) {
                    continue; // too many to list: read as "any" below
                }
                int count = 0;
                for (int set : all) {
                    count += (set >> x - 1 & 1);
                }
                int[] holding = new int[count];
                int at = 0;
                for (int set : all) {
                    if ((set >> x - 1 & 1) != 0) {
                        holding[at++] = set;
                    }
                }
                sets[x - 1] = holding;
            }
        }
    }

    @Override
    int scratchWords() {
        return kind == SKYSCRAPER ? Skyscrapers.words(size) : 0;
    }

    @Override
    boolean propagate(int[] state, int index, RegionPropagator p) {
        int n = cells.length;
        int[] domain = p.ruleDomain;
        int[] support = p.ruleSupport;
        for (int i = 0; i < n; i++) {
            domain[i] = state[cells[i]] & p.all;
            support[i] = 0;
        }
        switch (kind) {
            case X_SUM -> xSum(domain, support);
            case SKYSCRAPER -> Skyscrapers.support(domain, n, value, p.wordScratch, support);
            default -> numberedRoom(domain, support);
        }
        return keepSupported(state, index, p, support);
    }

    private void xSum(int[] domain, int[] support) {
        int n = cells.length;
        for (int bits = domain[0]; bits != 0; bits &= bits - 1) {
            int bit = bits & -bits;
            int x = Integer.numberOfTrailingZeros(bit) + 1;
            int[] options = sets[x - 1];
            if (options == null) { // too many sets: the first cell keeps x, the others anything
                support[0] |= bit;
                for (int m = 1; m < n; m++) {
                    support[m] |= domain[m] & ~bit;
                }
                continue;
            }
            for (int set : options) {
                int rest = set & ~bit;
                int union = 0;
                boolean fits = true;
                for (int m = 1; m < x && fits; m++) {
                    int mask = domain[m] & rest;
                    fits = mask != 0;
                    union |= mask;
                }
                if (!fits || union != rest) {
                    continue;
                }
                support[0] |= bit;
                for (int m = 1; m < x; m++) {
                    support[m] |= domain[m] & rest;
                }
                for (int m = x; m < n; m++) {
                    support[m] |= domain[m] & ~set;
                }
            }
        }
    }

    private void numberedRoom(int[] domain, int[] support) {
        int n = cells.length;
        int clue = 1 << value - 1;
        for (int bits = domain[0]; bits != 0; bits &= bits - 1) {
            int bit = bits & -bits;
            int x = Integer.numberOfTrailingZeros(bit) + 1;
            if (x == 1 ? bit != clue : x > n || (domain[x - 1] & clue) == 0) {
                continue;
            }
            support[0] |= bit;
            for (int m = 1; m < n; m++) {
                support[m] |= m == x - 1 ? clue : domain[m];
            }
        }
    }
}
