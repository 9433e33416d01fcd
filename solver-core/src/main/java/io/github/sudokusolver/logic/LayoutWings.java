package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.LayoutFinders.openDigits;

import io.github.sudokusolver.internal.search.Budget;

/** The XY-wing and the XYZ-wing over any layout's peers (cage mates included), as {@link LayoutFinders}' finders. */
final class LayoutWings {

    private LayoutWings() {
    }

    static Step xyWing(Grid grid, int[] marks, Budget budget) {
        for (int pivot = 0; pivot < grid.cells; pivot++) {
            int p = openDigits(grid, marks, pivot);
            if (Integer.bitCount(p) != 2) {
                continue;
            }
            for (int a : grid.peersOf(pivot)) {
                int am = openDigits(grid, marks, a);
                if (Integer.bitCount(am) != 2 || Integer.bitCount(am & p) != 1) {
                    continue;
                }
                int z = am & ~p;
                for (int b : grid.peersOf(pivot)) {
                    if (b <= a || openDigits(grid, marks, b) != (z | p & ~am)) {
                        continue;
                    }
                    StepBuilder step = new StepBuilder(Technique.XY_WING, grid).digit(Grid.digit(z)).group(p, pivot)
                            .group(am, a).group(openDigits(grid, marks, b), b);
                    eliminateSeeingAll(step, grid, marks, z, a, b);
                    if (!step.changesNothing()) {
                        return step.build();
                    }
                }
            }
        }
        return null;
    }

    static Step xyzWing(Grid grid, int[] marks, Budget budget) {
        for (int pivot = 0; pivot < grid.cells; pivot++) {
            int p = openDigits(grid, marks, pivot);
            if (Integer.bitCount(p) != 3) {
                continue;
            }
            for (int a : grid.peersOf(pivot)) {
                int am = openDigits(grid, marks, a);
                if (Integer.bitCount(am) != 2 || (am & ~p) != 0) {
                    continue;
                }
                for (int b : grid.peersOf(pivot)) {
                    int bm = openDigits(grid, marks, b);
                    if (b <= a || Integer.bitCount(bm) != 2 || (bm & ~p) != 0 || (am | bm) != p) {
                        continue;
                    }
                    int z = am & bm;
                    StepBuilder step = new StepBuilder(Technique.XYZ_WING, grid).digit(Grid.digit(z))
                            .group(p, pivot).group(am, a).group(bm, b);
                    eliminateSeeingAll(step, grid, marks, z, a, b, pivot);
                    if (!step.changesNothing()) {
                        return step.build();
                    }
                }
            }
        }
        return null;
    }

    /** Eliminates {@code bit} from every open cell that sees all of {@code seen}. */
    static void eliminateSeeingAll(StepBuilder step, Grid grid, int[] marks, int bit, int... seen) {
        for (int cell : grid.peersOf(seen[0])) {
            if ((openDigits(grid, marks, cell) & bit) == 0) {
                continue;
            }
            boolean all = true;
            for (int other : seen) {
                all &= grid.sees(cell, other);
            }
            if (all) {
                step.eliminate(cell, Grid.digit(bit));
            }
        }
    }
}
