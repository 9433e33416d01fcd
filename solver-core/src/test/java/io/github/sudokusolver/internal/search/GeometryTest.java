package io.github.sudokusolver.internal.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The geometry the engines and the step engine read: its numbering and its named accessors. */
final class GeometryTest {

    private static final Geometry CLASSIC = Geometry.classic();

    @Test
    void theClassicGridNumbersCellsByRowAndRegionsAsRowsColumnsBoxes() {
        assertEquals(81, CLASSIC.cellCount());
        assertEquals(27, CLASSIC.regionCount());
        assertEquals(9, CLASSIC.size());
        for (int row = 0; row < 9; row++) {
            for (int col = 0; col < 9; col++) {
                int cell = CLASSIC.cellOf(row, col);
                assertEquals(row * 9 + col, cell);
                assertEquals(row, CLASSIC.rowOf(cell));
                assertEquals(col, CLASSIC.columnOf(cell));
                assertEquals(cell, CLASSIC.positionOf(cell));
                int box = row / 3 * 3 + col / 3;
                assertArrayEquals(new int[] {row, 9 + col, 18 + box}, CLASSIC.regionsOf(cell), "r" + row + "c" + col);
            }
        }
        assertArrayEquals(new int[] {3, 4, 5, 12, 13, 14, 21, 22, 23}, CLASSIC.cellsOf(18 + 1));
    }

    @Test
    void givesTheSharedClassicInstanceForTheClassicRegionsAndAFreshOneOtherwise() {
        int[][] regions = new int[27][];
        for (int r = 0; r < 27; r++) {
            regions[r] = CLASSIC.cellsOf(r).clone();
        }
        assertSame(CLASSIC, Geometry.of(9, 9, regions));
        int[][] reordered = regions.clone();
        reordered[0] = regions[1];
        reordered[1] = regions[0];
        assertNotSame(CLASSIC, Geometry.of(9, 9, reordered));
    }

    @Test
    void seesAndInRegionAgreeWithThePeerLists() {
        Geometry samurai = samuraiLike();
        for (Geometry geometry : new Geometry[] {CLASSIC, samurai}) {
            for (int a = 0; a < geometry.cellCount(); a++) {
                int[] peers = geometry.peersOf(a);
                for (int b = 0; b < geometry.cellCount(); b++) {
                    boolean shares = false;
                    for (int region : geometry.regionsOf(a)) {
                        shares |= geometry.inRegion(b, region);
                    }
                    assertEquals(a != b && shares, geometry.sees(a, b), a + " and " + b);
                    assertEquals(geometry.sees(a, b), Arrays.binarySearch(peers, b) >= 0, a + " and " + b);
                }
            }
        }
        assertEquals(20, CLASSIC.peersOf(40).length);
        assertFalse(CLASSIC.sees(0, 80));
        assertTrue(CLASSIC.sees(0, 20));
    }

    @Test
    void holesAreNotCellsAndRowsAreKnownOnlyOnFullSquareGrids() {
        Geometry holed = samuraiLike();
        assertEquals(-1, holed.cellAt(0));
        assertEquals(-1, holed.cellOf(0, 0));
        assertEquals(16 - 4, holed.cellCount());
        assertNull(holed.rowRegions);
        assertArrayEquals(new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8}, CLASSIC.rowRegions);
    }

    @Test
    void aDigitRepeatedInARegionIsFoundAndEmptyCellsAndHolesNeverClash() {
        byte[] grid = new byte[81];
        grid[0] = 9; // r1c1
        grid[80] = 9; // r9c9: no region shared with r1c1
        assertFalse(CLASSIC.repeatsADigit(grid));
        grid[20] = 9; // r3c3, in box 1 with r1c1
        assertTrue(CLASSIC.repeatsADigit(grid));
        assertFalse(CLASSIC.repeatsADigit(new byte[81]), "empty cells are all 0, never a clash");

        Geometry holed = samuraiLike();
        byte[] cells = new byte[16];
        cells[0] = 6; // a hole holds 0 on a board; even a digit there is in no region
        cells[1] = 6;
        assertFalse(holed.repeatsADigit(cells));
        cells[7] = 6; // same region as position 1
        assertTrue(holed.repeatsADigit(cells));

        int[][] rows = new int[25][25];
        for (int r = 0; r < 25; r++) {
            for (int c = 0; c < 25; c++) {
                rows[r][c] = r * 25 + c;
            }
        }
        Geometry large = Geometry.of(25, 25, rows);
        byte[] big = new byte[625];
        big[0] = 25;
        big[24] = 24;
        assertFalse(large.repeatsADigit(big), "the largest digits use the top bits of the mask");
        big[24] = 25;
        assertTrue(large.repeatsADigit(big));
    }

    /** A 4x4 grid whose corners are holes, with two regions of six cells: enough for holes and peers. */
    private static Geometry samuraiLike() {
        return Geometry.of(4, 4, new int[][] {{1, 2, 4, 5, 6, 7}, {8, 9, 10, 11, 13, 14}});
    }
}
