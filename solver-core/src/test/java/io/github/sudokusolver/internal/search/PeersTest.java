package io.github.sudokusolver.internal.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

final class PeersTest {

    /**
     * Random cages over the classic grid, with and without diagonals: the peers a geometry with cages shares from its
     * regions' peers are the peers found from scratch (regions and cages together), as lists, bits and the peers
     * through a cage only; made directly and through {@code withCages} alike.
     */
    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
    void peersWithCagesAreThePeersFoundFromScratch(int seed) {
        Random random = new Random(seed);
        Geometry plain = random.nextBoolean() ? TestGeometries.boxes(3, 3)
                : TestGeometries.withDiagonals(TestGeometries.boxes(3, 3));
        int[][] cages = randomCages(random, plain.cellCount());
        int[] sums = new int[cages.length];
        for (int c = 0; c < cages.length; c++) {
            sums[c] = cages[c].length * (cages[c].length + 1) / 2;
        }
        Geometry caged = plain.withCages(cages, sums);
        int[][] regions = CellTables.regionPositions(plain.regionCells, plain.positions);
        Geometry direct = Geometry.of(9, 9, regions, cages, sums);
        int[][] expected = Peers.of(caged.regionsOf, caged.regionCells, caged.cageCells, caged.cageOf, null);
        int[][] expectedOutside = Peers.outsideRegions(expected, caged.regionsOf);
        long[][] expectedBits = Peers.bits(expected);
        for (Geometry g : new Geometry[] {caged, direct}) {
            for (int cell = 0; cell < expected.length; cell++) {
                String where = "seed " + seed + ", cell " + cell;
                assertArrayEquals(expected[cell], g.peers[cell], where);
                assertArrayEquals(expectedBits[cell], g.peerBits[cell], where);
                if (cages.length == 0) {
                    assertNull(g.cagePeers, where);
                } else {
                    assertArrayEquals(expectedOutside[cell], g.cagePeers[cell], where);
                }
            }
            assertEquals(caged.rules.length, g.rules.length, "seed " + seed);
        }
    }

    /** Cages of 1 to 6 cells grown from random cells over part of the grid (or none). */
    private static int[][] randomCages(Random random, int cells) {
        List<int[]> cages = new ArrayList<>();
        if (cells == 0) {
            return new int[0][];
        }
        boolean[] used = new boolean[cells];
        for (int tries = 0; tries < 40 && random.nextInt(12) != 0; tries++) {
            int start = random.nextInt(cells);
            if (used[start]) {
                continue;
            }
            List<Integer> cage = new ArrayList<>(List.of(start));
            used[start] = true;
            int want = 1 + random.nextInt(6);
            for (int guard = 0; cage.size() < want && guard < 30; guard++) {
                int from = cage.get(random.nextInt(cage.size()));
                int next = from + new int[] {1, -1, 9, -9}[random.nextInt(4)];
                if (next >= 0 && next < cells && !used[next] && (Math.abs(next % 9 - from % 9) <= 1)) {
                    used[next] = true;
                    cage.add(next);
                }
            }
            cages.add(cage.stream().mapToInt(Integer::intValue).sorted().toArray());
        }
        return cages.toArray(new int[0][]);
    }
}
