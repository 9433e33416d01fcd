package io.github.sudokusolver.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Layout;
import io.github.sudokusolver.generate.Generator;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The per-thread table of places ({@link HousePlaces}) against a fresh scan of every region
 * ({@link SinglesAndIntersections#placesOfEachDigit}, and a search of the overlaps for the digits an intersection may
 * be of): after random removals and placements, with two marks arrays and two grids
 * taking turns, as the finders of one step, the next step, and a finder's working copy would ask for it.
 */
final class HousePlacesTest {

    private static final Layout[] LAYOUTS = {Layout.boxes(4, 4), Layout.classic().withDiagonals(),
        Generator.withSeed(3).killer(Layout.boxes(2, 3)).layout(), Layout.boxes(3, 4)};

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void theTableAnswersAsAFreshScanWhateverChangedSinceTheLastCall(long seed) {
        Random random = new Random(seed);
        Grid one = Grid.of(LAYOUTS[(int) (seed % LAYOUTS.length)]);
        Grid other = Grid.of(LAYOUTS[(int) ((seed + 1) % LAYOUTS.length)]);
        int[] marks = SinglesAndIntersectionsTest.full(one);
        int[] copy = SinglesAndIntersectionsTest.full(one);
        int[] otherMarks = SinglesAndIntersectionsTest.full(other);
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

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void theOverlapAndCageMasksAnswerAsASearchOfThePairsAndCages(long seed) {
        Random random = new Random(seed);
        Layout[] layouts = {LAYOUTS[0], LAYOUTS[1], LAYOUTS[2], LAYOUTS[3],
            Generator.withSeed(seed).killer(Layout.classic()).layout()};
        for (Layout layout : layouts) {
            Grid grid = Grid.of(layout);
            HousePlaces table = HousePlaces.of(grid, SinglesAndIntersectionsTest.full(grid));
            int holding = 0;
            int inOneCage = 0;
            for (int trial = 0; trial < 3000; trial++) {
                int house = random.nextInt(grid.houseCount());
                int places = 0;
                for (int n = 1 + random.nextInt(4); n > 0; n--) {
                    places |= 1 << random.nextInt(grid.size);
                }
                String where = "seed " + seed + ", " + layout + ", house " + house + ", places " + places;
                boolean expected = false;
                for (int[] pair : grid.overlaps) {
                    int shared = pair[0] == house ? pair[2] : pair[1] == house ? pair[3] : 0;
                    expected |= shared != 0 && (places & ~shared) == 0;
                }
                holding += expected ? 1 : 0;
                assertEquals(expected, table.someOverlapHolds(house, places), where);
                int cage = grid.cageOf[grid.cellsOf(house)[Integer.numberOfTrailingZeros(places)]];
                for (int bits = places; bits != 0; bits &= bits - 1) {
                    cage = grid.cageOf[grid.cellsOf(house)[Integer.numberOfTrailingZeros(bits)]] == cage ? cage : -1;
                }
                inOneCage += cage >= 0 ? 1 : 0;
                assertEquals(cage, table.cageHolding(house, places), where);
            }
            assertTrue(holding > 0 && holding < 3000, "seed " + seed + ", " + layout + ": both answers met");
            assertTrue(inOneCage > 0 || grid.cageCount() == 0, "seed " + seed + ", " + layout + ": a cage met");
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
        HousePlaces table = HousePlaces.of(grid, marks);
        int[] placesOf = new int[grid.size];
        for (int house = 0; house < grid.houseCount(); house++) {
            int placed = SinglesAndIntersections.placesOfEachDigit(grid, marks, house, placesOf);
            assertEquals(placed, table.placed(house), where + ": placed digits of house " + house);
            int open = 0;
            for (int cell : grid.cellsOf(house)) {
                open += SinglesAndIntersections.isOpen(grid, marks, cell) ? 1 : 0;
            }
            assertEquals(open, table.open(house), where + ": open cells of house " + house);
            int singles = 0;
            int confined = 0;
            for (int digit = 1; digit <= grid.size; digit++) {
                assertEquals(placesOf[digit - 1], table.places(house, digit),
                        where + ": places of " + digit + " in house " + house);
                int places = (placed & 1 << digit - 1) != 0 ? 0 : placesOf[digit - 1];
                singles |= Integer.bitCount(places) == 1 ? 1 << digit - 1 : 0;
                for (int[] pair : grid.overlaps) {
                    int shared = pair[0] == house ? pair[2] : pair[1] == house ? pair[3] : 0;
                    if (Integer.bitCount(places) >= 2 && shared != 0 && (places & ~shared) == 0) {
                        confined |= 1 << digit - 1;
                    }
                }
            }
            assertEquals(singles, table.singles(house), where + ": hidden singles of house " + house);
            assertEquals(confined, table.confined(house), where + ": confined digits of house " + house);
        }
        assertEquals(Arrays.toString(before), Arrays.toString(marks), where + ": the marks were changed");
    }
}
