package io.github.sudokusolver.internal.search;

/** Geometries built from their regions, for the engine's unit tests, which cannot reach {@code Layout}'s. */
final class TestGeometries {

    private TestGeometries() {
    }

    /** The rows, columns and boxes of a grid of boxes {@code boxRows x boxColumns}. */
    static Geometry boxes(int boxRows, int boxColumns) {
        return boxes(boxRows, boxColumns, null);
    }

    /** {@link #boxes(int, int)} with the variant rules' shapes of {@code constraints} (null for none). */
    static Geometry boxes(int boxRows, int boxColumns, Constraints constraints) {
        int side = boxRows * boxColumns;
        int[][] regions = new int[3 * side][side];
        for (int i = 0; i < side; i++) {
            for (int j = 0; j < side; j++) {
                regions[i][j] = i * side + j;
                regions[side + i][j] = j * side + i;
                int boxRow = i / boxRows * boxRows + j / boxColumns;
                int boxColumn = i % boxRows * boxColumns + j % boxColumns;
                regions[2 * side + i][j] = boxRow * side + boxColumn;
            }
        }
        return Geometry.of(side, side, regions, new int[0][], new int[0], constraints);
    }

    /** The regions of {@code base} and its two diagonals. */
    static Geometry withDiagonals(Geometry base) {
        int side = base.size;
        int[][] regions = new int[base.regionCells.length + 2][];
        for (int r = 0; r < base.regionCells.length; r++) {
            regions[r] = base.regionCells[r].clone(); // cells are grid positions on a grid without holes
        }
        regions[regions.length - 2] = new int[side];
        regions[regions.length - 1] = new int[side];
        for (int i = 0; i < side; i++) {
            regions[regions.length - 2][i] = i * side + i;
            regions[regions.length - 1][i] = i * side + side - 1 - i;
        }
        return Geometry.of(side, side, regions);
    }
}
