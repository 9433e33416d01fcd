package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersections.openDigits;

import io.github.sudokusolver.internal.search.Budget;
import java.util.Arrays;

/**
 * Bent wings of four to six cells: a pivot and wings that see it, each with two candidates or more but no more than
 * the size, as many digits between them as cells. A digit is restricted when its holders among the cells all see
 * each other: it fills one of them at most. With exactly one digit {@code z} unrestricted, the others fill one cell
 * fewer than there are, so {@code z} fills one of its holders and leaves every cell that sees them all. With none
 * unrestricted (Sukaku Explainer's doubly linked wing), every digit fills exactly one cell and leaves every cell
 * that sees all its holders. Four cells make the WXYZ-wing, in that general form; five the VWXYZ-wing and six the
 * UVWXYZ-wing, in Sukaku Explainer's shape: an almost locked set in one house and a bivalue cell (see
 * {@code sukakuShape}).
 *
 * <p>Rated as Sukaku Explainer rates them: the base of the size, plus 0.1 per step that the largest candidate count
 * of the cells comes nearer to three (the middle sizes, which Sukaku Explainer finds harder than the ends), up to
 * {@code size - 3} steps: the WXYZ-wing 5.5 or 5.6, the VWXYZ-wing 6.2 to 6.4; the UVWXYZ-wing is 6.6 flat. The
 * search tries every pivot and every choice of its wings, dropping a choice as soon as it has too many digits or two
 * unrestricted ones.
 *
 * <p>One implementation over a {@link Grid}: the reasoning reads only who sees whom and the regions, so it holds on
 * every layout (a wing may see its pivot along a diagonal or, on a killer, as a cage mate); the classic grid's finder
 * runs the same code on {@link Grid#CLASSIC}.
 */
final class BentWings {

    private static final int SMALLEST = 4;
    private static final int LARGEST = 6;
    /** The candidate count Sukaku Explainer rates hardest in a wing cell. */
    private static final int HARDEST_COUNT = 3;

    private BentWings() {
    }

    /** The technique of a wing of {@code size} cells. */
    static Technique technique(int size) {
        return switch (size) {
            case 4 -> Technique.WXYZ_WING;
            case 5 -> Technique.VWXYZ_WING;
            case 6 -> Technique.UVWXYZ_WING;
            default -> throw new IllegalArgumentException("a bent wing has 4 to 6 cells, not " + size);
        };
    }

    /** Sukaku Explainer's rating of a wing of {@code size} cells whose largest candidate count is {@code most}. */
    static double difficulty(int size, int most) {
        double base = technique(size).difficulty();
        if (size == LARGEST) {
            return base;
        }
        int tenths = Math.max(0, size - HARDEST_COUNT - Math.abs(HARDEST_COUNT - most));
        return Math.round(base * 10 + tenths) / 10.0;
    }

    /** The finder on any layout's grid and marks, the classic one included. */
    static Step find(Grid grid, int[] marks, int size, Budget budget) {
        Search search = new Search(grid, marks, size);
        for (int pivot = 0; pivot < grid.cells && search.found == null; pivot++) {
            if (search.collectWings(pivot)) {
                budget.spend();
                search.extend(1, 0, openDigits(grid, marks, pivot), 0);
            }
        }
        return search.found != null ? search.found : search.harder;
    }

    /** The search of one call: the cells chosen so far (the pivot first) and the best steps found. */
    private static final class Search {
        private final Grid grid;
        private final int[] marks;
        private final int size;
        private final double base;
        private final int[] wings;
        private int wingCount;
        private final int[] chosen;
        /** A wing at the base rating: none is easier, so the search stops. */
        private Step found;
        /** The first wing found at the lowest rating above the base. */
        private Step harder;

        Search(Grid grid, int[] marks, int size) {
            this.grid = grid;
            this.marks = marks;
            this.wings = new int[grid.cells];
            this.size = size;
            this.base = technique(size).difficulty();
            this.chosen = new int[size];
        }

        /**
         * The peers of the pivot that can be its wings: they fit and bring the union to no more digits than cells. A
         * wing need not share a digit with the pivot: it can be tied to the others through the wings it sees (in
         * Sukaku Explainer's shape, a cell of the almost locked set holding none of the pivot's digits). False when
         * the pivot does not fit or has too few.
         */
        boolean collectWings(int pivot) {
            int p = openDigits(grid, marks, pivot);
            wingCount = 0;
            if (!fits(p)) {
                return false;
            }
            for (int peer : grid.peersOf(pivot)) {
                int w = openDigits(grid, marks, peer);
                if (fits(w) && Integer.bitCount(w | p) <= size) {
                    wings[wingCount++] = peer;
                }
            }
            chosen[0] = pivot;
            return wingCount >= size - 1;
        }

        /** Two to {@code size} candidates: a cell with one is a naked single, not part of a wing. */
        private boolean fits(int digits) {
            int count = Integer.bitCount(digits);
            return count >= 2 && count <= size;
        }

        /**
         * Chooses the wings from {@code depth} on among the collected ones from index {@code from}. A digit whose
         * holders already include two that do not see each other stays unrestricted, and the union of digits only
         * grows, so a choice with two unrestricted digits or too many digits is dropped with all its extensions.
         */
        void extend(int depth, int from, int union, int unrestricted) {
            if (depth == size) {
                if (Integer.bitCount(union) == size) {
                    consider(unrestricted, union);
                }
                return;
            }
            for (int i = from; i <= wingCount - (size - depth) && found == null; i++) {
                int cell = wings[i];
                int digits = openDigits(grid, marks, cell);
                int grown = union | digits;
                if (Integer.bitCount(grown) > size) {
                    continue;
                }
                int loose = unrestricted;
                for (int k = 1; k < depth; k++) { // the pivot sees every wing
                    if (!grid.sees(chosen[k], cell)) {
                        loose |= openDigits(grid, marks, chosen[k]) & digits;
                    }
                }
                if (Integer.bitCount(loose) < 2) {
                    chosen[depth] = cell;
                    extend(depth + 1, i + 1, grown, loose);
                }
            }
        }

        /** Keeps the wing of the chosen cells if it eliminates and is easier than the best found so far. */
        private void consider(int z, int union) {
            int most = 0;
            for (int cell : chosen) {
                most = Math.max(most, Integer.bitCount(openDigits(grid, marks, cell)));
            }
            if (size > SMALLEST && !sukakuShape(z)) {
                return;
            }
            double difficulty = difficulty(size, most);
            if (harder != null && difficulty >= harder.difficulty()) {
                return;
            }
            Technique technique = technique(size);
            StepBuilder step = new StepBuilder(technique, grid).difficulty(difficulty);
            int[] holders = new int[size];
            for (int bits = z != 0 ? z : union; bits != 0; bits &= bits - 1) {
                int bit = bits & -bits;
                int holderCount = 0;
                for (int cell : chosen) {
                    if ((marks[cell] & bit) != 0) {
                        holders[holderCount++] = cell;
                    }
                }
                step.digit(Candidates.digit(bit));
                Wings.eliminateSeeingAll(step, grid, marks, bit, Arrays.copyOf(holders, holderCount));
            }
            if (step.changesNothing()) {
                return;
            }
            int pivot = pivot();
            step.group(openDigits(grid, marks, pivot), pivot);
            int[] sorted = chosen.clone();
            Arrays.sort(sorted);
            for (int cell : sorted) {
                if (cell != pivot) {
                    step.group(openDigits(grid, marks, cell), cell);
                }
            }
            Step built = step.build();
            if (built.difficulty() <= base) {
                found = built;
            } else {
                harder = built;
            }
        }

        /**
         * Sukaku Explainer's shape, which the larger wings must have: every cell but one bivalue cell in one house (an
         * almost locked set), the bivalue cell holding the unrestricted digit when there is one. The general form
         * also finds wings bent over several houses, which Sukaku Explainer does not see: rated 6.2 to 6.6 they
         * would rate puzzles below its ratings, where it needs a chain.
         */
        private boolean sukakuShape(int z) {
            for (int apart : chosen) {
                int digits = openDigits(grid, marks, apart);
                if (Integer.bitCount(digits) == 2 && (digits & z) == z && othersInOneHouse(apart)) {
                    return true;
                }
            }
            return false;
        }

        private boolean othersInOneHouse(int apart) {
            int first = chosen[0] != apart ? chosen[0] : chosen[1];
            for (int house : grid.housesOf(first)) {
                boolean all = true;
                for (int cell : chosen) {
                    all &= cell == apart || grid.geometry.inRegion(cell, house);
                }
                if (all) {
                    return true;
                }
            }
            return false;
        }

        /** The chosen cell that sees all the others, with the most candidates (the first in reading order on a tie). */
        private int pivot() {
            int best = -1;
            int bestCount = 0;
            for (int cell : chosen) {
                int sees = 0;
                for (int other : chosen) {
                    sees += grid.sees(cell, other) ? 1 : 0;
                }
                int count = Integer.bitCount(openDigits(grid, marks, cell));
                if (sees == size - 1 && (count > bestCount || count == bestCount && cell < best)) {
                    best = cell;
                    bestCount = count;
                }
            }
            return best;
        }
    }
}
