package io.github.sudokusolver.logic;

import io.github.sudokusolver.internal.search.Budget;

/**
 * Finned and sashimi fish on every layout whose rows and columns are whole lines ({@link Grid#fullLines}): a digit
 * whose places in n base lines lie in n cover lines of the other kind, but for some (the fins). Either a fin holds the
 * digit, or the base is a basic fish that fills the covers; so the digit leaves every cover cell outside the base
 * that sees every fin, through any house of the layout. On the classic grid those are the cover cells of the fin box
 * (a cover cell off the base lines sees a fin only through a box, so fins in two boxes leave none), and the classic
 * finder runs this code on {@link Grid#CLASSIC};
 * on other layouts a diagonal, a window, a jigsaw region or a cage may join them too. A sashimi fish (a base line with
 * a single cell in the covers) is taken as on the classic grid.
 */
final class FinnedFish {

    private static final Technique[] BY_SIZE = {null, null, Technique.FINNED_X_WING, Technique.FINNED_SWORDFISH,
        Technique.FINNED_JELLYFISH};

    private FinnedFish() {
    }

    /** A finned fish of {@code size} base lines, rows over columns then columns over rows, digit by digit. */
    static SinglesAndIntersections.Search of(int size) {
        return (grid, marks, budget) -> {
            if (!grid.fullLines || grid.size > MAX_DIGITS) {
                return null;
            }
            BaseLines search = new BaseLines(grid, marks, size, budget);
            for (int digit = 1; digit <= grid.size; digit++) {
                for (boolean rows : new boolean[] {true, false}) {
                    Step step = search.of(digit, rows ? grid.rowHouses : grid.columnHouses,
                            rows ? grid.columnHouses : grid.rowHouses);
                    if (step != null) {
                        return step;
                    }
                }
            }
            return null;
        };
    }

    /**
     * How many positions fins may add to the covers: a box's width on 9x9, so that fins in one box are all found;
     * fins spread wider are rarely seen together by any cell.
     */
    private static final int FIN_SPAN = 3;

    /** On the classic grid, lines 0..8 (or positions along a line) grouped by band (or box): three at a time. */
    private static final int[] THIRDS = {0007, 0070, 0700};

    /**
     * Off on grids of more digits: the choices of base lines and covers grow too fast there (a 16x16 explanation of
     * the shared sample took a median of 5.7 s with them on against 2.0 s off, measured 2026-11-26).
     */
    private static final int MAX_DIGITS = 9;

    /** The choice of base lines for one digit and one kind of line; one instance serves a whole call. */
    private static final class BaseLines {
        private final Grid grid;
        private final int[] marks;
        private final int size;
        private final Budget budget;
        /** The digit's open places in each line of the base kind, as positions along the line. */
        private final int[] places;
        private int eligible;
        private int digit;
        private int[] bases;
        private int[] covers;
        /** Each cell's base line and its position along it, for the kind of base line of the current call. */
        private final int[] lineOf;
        private final int[] positionOf;
        /** The fins of the cover choice being concluded. */
        private final int[] fins;
        /** Each cell's peers as a bit set ({@link Grid#peerSets}), and the open cells holding the digit, as one. */
        private final long[][] peerSets;
        private final long[] holding;

        BaseLines(Grid grid, int[] marks, int size, Budget budget) {
            this.grid = grid;
            this.marks = marks;
            this.size = size;
            this.budget = budget;
            this.places = new int[grid.size];
            this.lineOf = new int[grid.cells];
            this.positionOf = new int[grid.cells];
            this.fins = new int[size * FIN_SPAN];
            this.peerSets = grid.peerSets();
            this.holding = new long[peerSets.length == 0 ? 0 : peerSets[0].length];
        }

        Step of(int digit, int[] bases, int[] covers) {
            if (digit != this.digit) { // rows then columns ask the same digit: its cells once
                java.util.Arrays.fill(holding, 0);
                for (int cell = 0; cell < grid.cells; cell++) {
                    if ((SinglesAndIntersections.openDigits(grid, marks, cell) & 1 << digit - 1) != 0) {
                        holding[cell >>> 6] |= 1L << cell;
                    }
                }
            }
            this.digit = digit;
            this.bases = bases;
            this.covers = covers;
            for (int line = 0; line < grid.size; line++) {
                int[] cells = grid.cellsOf(bases[line]);
                for (int position = 0; position < cells.length; position++) {
                    lineOf[cells[position]] = line;
                    positionOf[cells[position]] = position;
                }
            }
            eligible = 0;
            for (int line = 0; line < grid.size; line++) {
                places[line] = SinglesAndIntersections.places(grid, marks, bases[line], 1 << digit - 1);
                int count = Integer.bitCount(places[line]);
                if (count >= 2 && count <= size + FIN_SPAN) {
                    eligible |= 1 << line;
                }
            }
            return grow(0, size, 0, 0);
        }

        /** Chooses base lines in increasing order; a choice whose places span too many positions is cut. */
        private Step grow(int start, int left, int base, int union) {
            if (Integer.bitCount(union) > size + FIN_SPAN) {
                return null;
            }
            if (left == 0) {
                return withCovers(base, union);
            }
            for (int line = start; line < grid.size; line++) {
                if ((eligible & 1 << line) != 0) {
                    Step step = grow(line + 1, left - 1, base | 1 << line, union | places[line]);
                    if (step != null) {
                        return step;
                    }
                }
            }
            return null;
        }

        /**
         * Every choice of {@code size} cover positions among the base's places, in increasing order of subsets; on the
         * classic grid in the order its finder always took them ({@link #byFinBox}), which the golden file pins.
         */
        private Step withCovers(int base, int union) {
            budget.check();
            if (grid.isClassic()) {
                return byFinBox(base);
            }
            int cover = 0;
            do {
                if (Integer.bitCount(cover) == size) {
                    Step step = conclude(base, cover);
                    if (step != null) {
                        return step;
                    }
                }
                cover = (cover - union) & union;
            } while (cover != 0);
            return null;
        }

        /**
         * The classic grid's order of covers: each box crossing a base line taken as the fin box in turn (bands of
         * base lines, then bands of positions), the places outside it all covered and the covers still missing taken
         * from its positions, in increasing order of subsets. Every cover whose fins lie in one box comes up (those
         * whose fins span two boxes eliminate nothing on this grid), some twice.
         */
        private Step byFinBox(int base) {
            for (int lineThird : THIRDS) {
                if ((base & lineThird) == 0) {
                    continue;
                }
                for (int positionThird : THIRDS) {
                    int outside = 0;
                    int inside = 0;
                    for (int bits = base; bits != 0; bits &= bits - 1) {
                        int line = Integer.numberOfTrailingZeros(bits);
                        boolean inBand = (lineThird & 1 << line) != 0;
                        outside |= places[line] & (inBand ? ~positionThird : -1);
                        inside |= inBand ? places[line] & positionThird : 0;
                    }
                    int spare = inside & ~outside;
                    int missing = size - Integer.bitCount(outside);
                    if (missing < 0 || missing > Integer.bitCount(spare)) {
                        continue;
                    }
                    int extra = 0;
                    do {
                        if (Integer.bitCount(extra) == missing) {
                            Step step = conclude(base, outside | extra);
                            if (step != null) {
                                return step;
                            }
                        }
                        extra = (extra - spare) & spare;
                    } while (extra != 0);
                }
            }
            return null;
        }

        /**
         * The step of base lines over {@code cover}, or null when there is no fin (a basic fish, not this finder's),
         * a base line has no cell in the covers (the base is a smaller pattern), or nothing is eliminated.
         */
        private Step conclude(int base, int cover) {
            int finCount = 0;
            for (int bits = base; bits != 0; bits &= bits - 1) {
                int line = Integer.numberOfTrailingZeros(bits);
                if ((places[line] & cover) == 0) {
                    return null;
                }
                for (int at = places[line] & ~cover; at != 0; at &= at - 1) {
                    fins[finCount++] = cellAt(line, Integer.numberOfTrailingZeros(at));
                }
            }
            if (finCount == 0 || !someCellSeesAll(finCount)) {
                return null;
            }
            StepBuilder step = new StepBuilder(BY_SIZE[size], grid).digit(digit);
            int bit = 1 << digit - 1;
            // The cells seeing the first fin, in its peers' order, that lie in a cover off the base and see every fin.
            for (int cell : grid.peersOf(fins[0])) {
                if ((SinglesAndIntersections.openDigits(grid, marks, cell) & bit) != 0
                        && inCoverOffBase(cell, base, cover)
                        && seesAll(cell, fins, finCount)) {
                    step.eliminate(cell, digit);
                }
            }
            if (step.changesNothing()) {
                return null;
            }
            for (int line = 0; line < grid.size; line++) {
                if ((base & 1 << line) != 0) {
                    step.house(bases[line]);
                }
            }
            for (int position = 0; position < grid.size; position++) {
                if ((cover & 1 << position) != 0) {
                    step.coverHouse(covers[position]);
                }
            }
            for (int bits = base; bits != 0; bits &= bits - 1) {
                int line = Integer.numberOfTrailingZeros(bits);
                for (int at = places[line]; at != 0; at &= at - 1) {
                    int position = Integer.numberOfTrailingZeros(at);
                    if ((cover & 1 << position) != 0) {
                        step.cell(cellAt(line, position));
                    } else {
                        step.fin(cellAt(line, position));
                    }
                }
            }
            return step.build();
        }

        /**
         * Whether some open cell holding the digit sees every fin: a few words of bits, where the step's own scan
         * (below) walks a fin's peers, so that the many cover choices that eliminate nothing are left at once (the
         * finned fish took a seventh of a variant explanation's time there).
         */
        private boolean someCellSeesAll(int finCount) {
            for (int word = 0; word < holding.length; word++) {
                long seeing = holding[word];
                for (int i = 0; i < finCount && seeing != 0; i++) {
                    seeing &= peerSets[fins[i]][word];
                }
                if (seeing != 0) {
                    return true;
                }
            }
            return false;
        }

        /** Whether a cell lies in a cover line and in no base line. */
        private boolean inCoverOffBase(int cell, int base, int cover) {
            return (cover & 1 << positionOf[cell]) != 0 && (base & 1 << lineOf[cell]) == 0;
        }

        private boolean seesAll(int cell, int[] fins, int count) {
            for (int i = 0; i < count; i++) {
                if (cell == fins[i] || !grid.sees(cell, fins[i])) {
                    return false;
                }
            }
            return true;
        }

        private int cellAt(int line, int position) {
            return grid.cellsOf(bases[line])[position];
        }
    }
}
