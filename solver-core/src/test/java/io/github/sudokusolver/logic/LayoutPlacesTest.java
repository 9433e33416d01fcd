package io.github.sudokusolver.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.sudokusolver.Layout;
import io.github.sudokusolver.generate.Generator;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The per-thread table of places ({@link LayoutPlaces}) against a fresh scan of every region
 * ({@link LayoutFinders#placesOfEachDigit}): after random removals and placements, with two marks arrays and two grids
 * taking turns, as the finders of one step, the next step, and a finder's working copy would ask for it.
 */
final class LayoutPlacesTest {

    private static final Layout[] LAYOUTS = {Layout.boxes(4, 4), Layout.classic().withDiagonals(),
        Generator.withSeed(3).killer(Layout.boxes(2, 3)).layout(), Layout.boxes(3, 4)};

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void theTableAnswersAsAFreshScanWhateverChangedSinceTheLastCall(long seed) {
        Random random = new Random(seed);
        Grid one = Grid.of(LAYOUTS[(int) (seed % LAYOUTS.length)]);
        Grid other = Grid.of(LAYOUTS[(int) ((seed + 1) % LAYOUTS.length)]);
        int[] marks = LayoutFindersTest.full(one);
        int[] copy = LayoutFindersTest.full(one);
        int[] otherMarks = LayoutFindersTest.full(other);
        for (int change = 0; change < 400; change++) {
            int turn = random.nextInt(10);
            if (turn < 7) {
                changeOne(one, marks, random);
                assertSameAsAScan(one, marks, "seed " + seed + ", change " + change);
            } else if (turn < 9) {
                System.arraycopy(marks, 0, copy, 0, marks.length);
                changeOne(one, copy, random);
                changeOne(one, copy, random);
                assertSameAsAScan(one, copy, "seed " + seed + ", working copy at change " + change);
            } else {
                changeOne(other, otherMarks, random);
                assertSameAsAScan(other, otherMarks, "seed " + seed + ", other grid at change " + change);
            }
        }
    }

    /** Removes a random candidate of a random open cell, or now and then places one of its candidates. */
    private static void changeOne(Grid grid, int[] marks, Random random) {
        int cell = random.nextInt(grid.cells);
        int open = marks[cell] & grid.all;
        if ((marks[cell] & grid.placed) != 0 || Integer.bitCount(open) < 2) {
            return;
        }
        int[] digits = new int[Integer.bitCount(open)];
        int count = 0;
        for (int bits = open; bits != 0; bits &= bits - 1) {
            digits[count++] = Integer.numberOfTrailingZeros(bits);
        }
        int bit = 1 << digits[random.nextInt(count)];
        marks[cell] = random.nextInt(8) == 0 ? grid.placed | bit : marks[cell] & ~bit;
    }

    private static void assertSameAsAScan(Grid grid, int[] marks, String where) {
        int[] before = marks.clone();
        LayoutPlaces table = LayoutPlaces.of(grid, marks);
        int[] placesOf = new int[grid.size];
        for (int house = 0; house < grid.houseCount(); house++) {
            int placed = LayoutFinders.placesOfEachDigit(grid, marks, house, placesOf);
            assertEquals(placed, table.placed(house), where + ": placed digits of house " + house);
            int open = 0;
            for (int cell : grid.cellsOf(house)) {
                open += LayoutFinders.isOpen(grid, marks, cell) ? 1 : 0;
            }
            assertEquals(open, table.open(house), where + ": open cells of house " + house);
            for (int digit = 1; digit <= grid.size; digit++) {
                assertEquals(placesOf[digit - 1], table.places(house, digit),
                        where + ": places of " + digit + " in house " + house);
            }
        }
        assertEquals(Arrays.toString(before), Arrays.toString(marks), where + ": the marks were changed");
    }
}
