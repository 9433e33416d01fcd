package io.github.sudokusolver.logic;

/**
 * Where each digit can still go in each region of a layout's grid, for the singles and intersections of
 * {@link SinglesAndIntersections}, which ask every digit of every region at every step: one table per thread, kept with
 * a copy of the marks it was made from, so that the next call (the next finder on the same marks, or the next step, a few
 * cells changed) recomputes only the regions of the cells whose marks differ. The table is a function of the grid
 * and the marks alone, so it answers as {@link SinglesAndIntersections#placesOfEachDigit} does region by region,
 * whoever called last; a caller reads it before it calls anything that may ask for it again.
 */
final class HousePlaces {

    private static final PerThread<HousePlaces> TABLES = new PerThread<>();

    private final Grid grid;
    /** The marks the table was made from, per cell. */
    private final int[] seen;
    /** For {@code house * size + digit - 1}: the places of the digit among the region's open cells. */
    private final int[] places;
    /** The placed digits of each region. */
    private final int[] placed;
    /** The open cells of each region. */
    private final int[] open;
    /** Per region, the digits not placed there with exactly one place: its hidden singles. */
    private final int[] single;
    /**
     * Per region, the digits not placed there with two places or more, all in the cells it shares with one other
     * region ({@link #someOverlapHolds}): the bases of its intersections.
     */
    private final int[] confined;
    /** For each region, the overlaps ({@link Grid#overlaps}) that hold it, in their order. */
    private final int[][] overlapsOf;
    /**
     * For {@code house * size + i}: which of the region's overlaps ({@link #overlapsOf}, bit p for its p-th) hold its
     * i-th cell; null when a region has more than 64 overlaps.
     */
    private final long[] overlapsAt;
    /**
     * For {@code house * size + i}: the positions in the region of the cells of the i-th cell's cage (itself
     * included); 0 for a cell in no cage.
     */
    private final int[] cageAt;
    private final boolean[] stale;
    private boolean fresh = true;

    private HousePlaces(Grid grid) {
        this.grid = grid;
        this.seen = new int[grid.cells];
        this.places = new int[grid.houseCount() * grid.size];
        this.placed = new int[grid.houseCount()];
        this.open = new int[grid.houseCount()];
        this.single = new int[grid.houseCount()];
        this.confined = new int[grid.houseCount()];
        this.stale = new boolean[grid.houseCount()];
        this.overlapsOf = new int[grid.houseCount()][];
        for (int house = 0; house < overlapsOf.length; house++) {
            int count = 0;
            for (int[] pair : grid.overlaps) {
                count += pair[0] == house || pair[1] == house ? 1 : 0;
            }
            overlapsOf[house] = new int[count];
            count = 0;
            for (int p = 0; p < grid.overlaps.length; p++) {
                if (grid.overlaps[p][0] == house || grid.overlaps[p][1] == house) {
                    overlapsOf[house][count++] = p;
                }
            }
        }
        this.overlapsAt = overlapsAt(grid, overlapsOf);
        this.cageAt = new int[grid.houseCount() * grid.size];
        for (int house = 0; house < overlapsOf.length; house++) {
            int[] cells = grid.cellsOf(house);
            for (int i = 0; i < cells.length; i++) {
                for (int j = 0; j < cells.length; j++) {
                    if (grid.cageOf[cells[i]] >= 0 && grid.cageOf[cells[j]] == grid.cageOf[cells[i]]) {
                        cageAt[house * grid.size + i] |= 1 << j;
                    }
                }
            }
        }
    }

    private static long[] overlapsAt(Grid grid, int[][] overlapsOf) {
        long[] at = new long[overlapsOf.length * grid.size];
        for (int house = 0; house < overlapsOf.length; house++) {
            if (overlapsOf[house].length > Long.SIZE) {
                return null;
            }
            for (int p = 0; p < overlapsOf[house].length; p++) {
                int[] pair = grid.overlaps[overlapsOf[house][p]];
                for (int bits = pair[0] == house ? pair[2] : pair[3]; bits != 0; bits &= bits - 1) {
                    at[house * grid.size + Integer.numberOfTrailingZeros(bits)] |= 1L << p;
                }
            }
        }
        return at;
    }

    /** This thread's table of the grid, brought up to the marks (which it does not change). */
    static HousePlaces of(Grid grid, int[] marks) {
        HousePlaces table = TABLES.get(held -> held.grid == grid, () -> new HousePlaces(grid));
        table.update(marks);
        return table;
    }

    /** The places of a digit (1-based) among the open cells of a region, bit i for its i-th cell. */
    int places(int house, int digit) {
        return places[house * grid.size + digit - 1];
    }

    /** The digits placed in a region. */
    int placed(int house) {
        return placed[house];
    }

    /** How many cells of a region are open. */
    int open(int house) {
        return open[house];
    }

    /** The digits not placed in a region that have one place there, bit {@code d - 1} for digit d. */
    int singles(int house) {
        return single[house];
    }

    /**
     * The digits not placed in a region whose places there, two or more, all lie in the cells it shares with one
     * other region: the only digits an intersection with the region as its base can be of.
     */
    int confined(int house) {
        return confined[house];
    }

    /** The overlaps ({@link Grid#overlaps}, by index) that hold a region, in their order; not to be changed. */
    int[] overlapsOf(int house) {
        return overlapsOf[house];
    }

    /**
     * Whether some overlap of a region holds every one of the positions {@code places} (a non-empty mask): false
     * rules out every intersection with the region as its base; true where it cannot tell (a region of more than 64
     * overlaps).
     */
    boolean someOverlapHolds(int house, int places) {
        if (overlapsAt == null) {
            return true;
        }
        long holding = -1L;
        for (int bits = places; bits != 0 && holding != 0; bits &= bits - 1) {
            holding &= overlapsAt[house * grid.size + Integer.numberOfTrailingZeros(bits)];
        }
        return holding != 0;
    }

    /**
     * The cage of a region's open places of a digit when every one of them is in that one cage, else -1 (no
     * place, places in two cages or outside every cage).
     */
    int cageHolding(int house, int places) {
        if (places == 0) {
            return -1;
        }
        int first = Integer.numberOfTrailingZeros(places);
        int mask = cageAt[house * grid.size + first];
        return mask != 0 && (places & ~mask) == 0 ? grid.cageOf[grid.cellsOf(house)[first]] : -1;
    }

    private void update(int[] marks) {
        int regions = grid.houseCount();
        if (fresh) {
            System.arraycopy(marks, 0, seen, 0, seen.length);
            for (int house = 0; house < regions; house++) {
                compute(house);
            }
            fresh = false;
            return;
        }
        boolean changed = false;
        for (int cell = 0; cell < seen.length; cell++) {
            if (marks[cell] != seen[cell]) {
                seen[cell] = marks[cell];
                changed = true;
                for (int house : grid.housesOf(cell)) {
                    if (house < regions) {
                        stale[house] = true;
                    }
                }
            }
        }
        if (!changed) {
            return;
        }
        for (int house = 0; house < regions; house++) {
            if (stale[house]) {
                stale[house] = false;
                compute(house);
            }
        }
    }

    private void compute(int house) {
        placed[house] = SinglesAndIntersections.placesOfEachDigit(grid, seen, house, places, house * grid.size);
        int openCells = 0;
        for (int cell : grid.cellsOf(house)) {
            openCells += (seen[cell] & grid.placed) == 0 ? 1 : 0;
        }
        open[house] = openCells;
        int singles = 0;
        int within = 0;
        for (int digit = 1; digit <= grid.size; digit++) {
            int bit = 1 << digit - 1;
            int count = (placed[house] & bit) != 0 ? 0 : Integer.bitCount(places(house, digit));
            if (count == 1) {
                singles |= bit;
            } else if (count >= 2 && someOverlapHolds(house, places(house, digit))) {
                within |= bit;
            }
        }
        single[house] = singles;
        confined[house] = within;
    }
}
