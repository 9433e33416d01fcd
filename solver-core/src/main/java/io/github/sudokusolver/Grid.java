package io.github.sudokusolver;

/**
 * Fixed geometry of the 9x9 grid, shared by the board and the solvers: which row, column and box each cell belongs
 * to, and the cells of each unit. Tables rather than division keep the search loops free of arithmetic.
 */
final class Grid {

    /** Row of each cell index. */
    static final int[] ROW = new int[Board.CELLS];
    /** Column of each cell index. */
    static final int[] COL = new int[Board.CELLS];
    /** Box of each cell index. */
    static final int[] BOX = new int[Board.CELLS];
    /** The 20 other cells that share a row, column or box with each cell. */
    static final int[][] PEERS = new int[Board.CELLS][];
    /** The 27 houses: rows 0-8, columns 9-17, boxes 18-26, each its 9 cells in reading order. */
    static final int[][] HOUSES = new int[27][];
    /** The three houses of each cell: its row, its column ({@code 9 + col}) and its box ({@code 18 + box}). */
    static final int[][] HOUSES_OF = new int[Board.CELLS][];

    private static final int[][] ROW_CELLS = new int[Board.SIZE][Board.SIZE];
    private static final int[][] COL_CELLS = new int[Board.SIZE][Board.SIZE];
    private static final int[][] BOX_CELLS = new int[Board.SIZE][Board.SIZE];

    static {
        int[] boxFill = new int[Board.SIZE];
        for (int cell = 0; cell < Board.CELLS; cell++) {
            int row = cell / Board.SIZE;
            int col = cell % Board.SIZE;
            int box = row / 3 * 3 + col / 3;
            ROW[cell] = row;
            COL[cell] = col;
            BOX[cell] = box;
            ROW_CELLS[row][col] = cell;
            COL_CELLS[col][row] = cell;
            BOX_CELLS[box][boxFill[box]++] = cell;
        }
        for (int cell = 0; cell < Board.CELLS; cell++) {
            int[] peers = new int[20];
            int count = 0;
            for (int other = 0; other < Board.CELLS; other++) {
                if (other != cell && (ROW[other] == ROW[cell] || COL[other] == COL[cell] || BOX[other] == BOX[cell])) {
                    peers[count++] = other;
                }
            }
            PEERS[cell] = peers;
            HOUSES_OF[cell] = new int[] {ROW[cell], 9 + COL[cell], 18 + BOX[cell]};
        }
        for (int i = 0; i < Board.SIZE; i++) {
            HOUSES[i] = ROW_CELLS[i];
            HOUSES[9 + i] = COL_CELLS[i];
            HOUSES[18 + i] = BOX_CELLS[i];
        }
    }

    private Grid() {
    }

    /** Whether two distinct cells share a row, column or box. */
    static boolean sees(int a, int b) {
        return a != b && (ROW[a] == ROW[b] || COL[a] == COL[b] || BOX[a] == BOX[b]);
    }

    /** Whether {@code cell} lies in house {@code house} (an index of {@link #HOUSES}). */
    static boolean inHouse(int cell, int house) {
        return HOUSES_OF[cell][0] == house || HOUSES_OF[cell][1] == house || HOUSES_OF[cell][2] == house;
    }

    /** The kind of a house index of {@link #HOUSES}. */
    static Conflict.Unit unitOf(int house) {
        return house < 9 ? Conflict.Unit.ROW : house < 18 ? Conflict.Unit.COLUMN : Conflict.Unit.BOX;
    }

    /** The nine cells of one unit, in row-major order; the returned array must not be modified. */
    static int[] unitCells(Conflict.Unit unit, int number) {
        return switch (unit) {
            case ROW -> ROW_CELLS[number];
            case COLUMN -> COL_CELLS[number];
            case BOX -> BOX_CELLS[number];
            default -> throw new IllegalArgumentException(unit + " is not a house of the classic grid");
        };
    }
}
