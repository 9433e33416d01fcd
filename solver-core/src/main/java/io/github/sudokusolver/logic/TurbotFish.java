package io.github.sudokusolver.logic;

import io.github.sudokusolver.internal.search.Budget;

/**
 * The skyscraper and the 2-string kite on every layout whose rows and columns are whole lines ({@link Grid#fullLines}):
 * two strong links of one digit, each its only two places in a row or a column, whose near ends see each other.
 * Either far end holds the digit (if the first's is false, its near end is true, the second's near end false, and the
 * second's far end true), so the digit leaves every cell that sees both far ends, through any house (a diagonal, a
 * window, a cage). The shapes and their difficulties are {@link Wings}' on the classic grid: a skyscraper's links lie
 * in two rows (or two columns) and its near ends share a column (row), its far ends not; a kite's links lie in a row
 * and a column and its near ends share a box, a jigsaw region or a window that holds neither far end. Other near ends
 * that see each other (along a diagonal, in a cage) make a chain the X-chains find.
 */
final class TurbotFish {

    private TurbotFish() {
    }

    /** Two parallel strong links of one digit whose near ends share a line across them. */
    static Step skyscraper(Grid grid, int[] marks, Budget budget) {
        return grid.fullLines ? turbot(grid, marks, true) : null;
    }

    /** A row and a column strong link of one digit whose near ends share a box-like region. */
    static Step twoStringKite(Grid grid, int[] marks, Budget budget) {
        return grid.fullLines ? turbot(grid, marks, false) : null;
    }

    /** Rows then columns, as the classic finder meets them; each pair of lines once. */
    private static Step turbot(Grid grid, int[] marks, boolean skyscraper) {
        int lines = grid.size * 2;
        int[] places = new int[lines];
        for (int digit = 1; digit <= grid.size; digit++) {
            int bit = 1 << digit - 1;
            for (int line = 0; line < lines; line++) {
                places[line] = SinglesAndIntersections.places(grid, marks, lineHouse(grid, line), bit);
            }
            for (int line1 = 0; line1 < lines; line1++) {
                int places1 = places[line1];
                if (Integer.bitCount(places1) != 2) {
                    continue;
                }
                for (int line2 = 0; line2 < lines; line2++) {
                    boolean parallel = line1 < grid.size == line2 < grid.size;
                    boolean pairs = skyscraper ? parallel && line2 > line1 : !parallel && line1 < grid.size;
                    if (!pairs) {
                        continue;
                    }
                    int places2 = places[line2];
                    if (Integer.bitCount(places2) != 2) {
                        continue;
                    }
                    Step step = joined(grid, marks, digit, skyscraper, line1, places1, line2, places2);
                    if (step != null) {
                        return step;
                    }
                }
            }
        }
        return null;
    }

    /** Line {@code i}: rows 0 to size - 1, then columns. */
    private static int lineHouse(Grid grid, int line) {
        return line < grid.size ? grid.rowHouses[line] : grid.columnHouses[line - grid.size];
    }

    private static Step joined(Grid grid, int[] marks, int digit, boolean skyscraper, int line1, int places1,
            int line2, int places2) {
        int house1 = lineHouse(grid, line1);
        int house2 = lineHouse(grid, line2);
        for (int i = 0; i < 2; i++) {
            for (int j = 0; j < 2; j++) {
                int near1 = end(grid, house1, places1, i);
                int far1 = end(grid, house1, places1, 1 - i);
                int near2 = end(grid, house2, places2, j);
                int far2 = end(grid, house2, places2, 1 - j);
                if (near1 == near2 || far1 == far2 || near1 == far2 || far1 == near2) {
                    continue;
                }
                boolean joins = skyscraper
                        ? position(places1, i) == position(places2, j) && position(places1, 1 - i) != position(places2, 1 - j)
                        : sharesBoxWithout(grid, near1, near2, far1, far2);
                if (!joins) {
                    continue;
                }
                StepBuilder step = new StepBuilder(skyscraper ? Technique.SKYSCRAPER : Technique.TWO_STRING_KITE, grid)
                        .cell(near1).cell(near2).cell(far1).cell(far2).house(house1).house(house2);
                Wings.eliminateSeeingAll(step, grid, marks, 1 << digit - 1, far1, far2);
                if (!step.changesNothing()) {
                    return step.strongLink(far1, digit, near1, digit).weakLink(near1, digit, near2, digit)
                            .strongLink(near2, digit, far2, digit).build();
                }
            }
        }
        return null;
    }

    /** The first ({@code i == 0}) or second place of a two-place mask, as a position along the line. */
    private static int position(int places, int i) {
        return i == 0 ? Integer.numberOfTrailingZeros(places) : Integer.SIZE - 1 - Integer.numberOfLeadingZeros(places);
    }

    private static int end(Grid grid, int house, int places, int i) {
        return grid.cellsOf(house)[position(places, i)];
    }

    /** Whether a box, jigsaw region or window holds both near ends and neither far end. */
    private static boolean sharesBoxWithout(Grid grid, int near1, int near2, int far1, int far2) {
        for (int house : grid.housesOf(near1)) {
            if (grid.isBoxLike(house) && holds(grid, house, near2) && !holds(grid, house, far1)
                    && !holds(grid, house, far2)) {
                return true;
            }
        }
        return false;
    }

    private static boolean holds(Grid grid, int house, int cell) {
        return grid.geometry.inRegion(cell, house);
    }
}
