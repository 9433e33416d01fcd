package io.github.sudokusolver.internal.search;

import java.util.Arrays;

/**
 * The shape of a grid as the engines and the step engine see it, derived once from a layout's regions: compact cell
 * indices (holes left out), each region's cells, each cell's regions and peers, the pairs of regions whose
 * shared cells can lock a digit, and the killer cages with the sum rules derived from them ({@link SumRule}). Outside
 * the engines it is read through the named accessors; the engines' hot loops
 * read the same tables as package-private fields. Every array is shared by all searches on the grid and is never
 * modified; the arrays the accessors return must not be modified either.
 *
 * <p>The classic grid is {@link #classic()}: its regions are the rows (indices 0-8), the columns (9-17) and the
 * boxes (18-26), each in reading order, and a cell's index is its grid position {@code row * 9 + column}.
 */
public final class Geometry {

    private static final Geometry CLASSIC =
            new Geometry(9, 9, CellTables.classicRegions(), new int[0][], new int[0], null);

    /** Rows and columns of the grid (a samurai grid is 21x21 with holes). */
    final int rows;
    final int columns;
    /** Digits per region. */
    final int size;
    /** Grid position ({@code row * columns + col}) of each compact cell index. */
    final int[] positions;
    /** Compact cell index of each grid position, -1 for a hole. */
    final int[] cellAt;
    /** Compact cell indices of each region. */
    final int[][] regionCells;
    /** Region indices each compact cell belongs to, ascending. */
    final int[][] regionsOf;
    /**
     * For each compact cell and each of its regions ({@link #regionsOf}), the cell's index in that region's cells:
     * the bit that stands for the cell in a mask over the region.
     */
    final int[][] slotsOf;
    /** The other compact cells that share a region or a cage with each compact cell, ascending. */
    final int[][] peers;
    /** The same peers as a bit set per cell, for {@link #sees} and the cells a killer digit leaves. */
    final long[][] peerBits;
    /**
     * The peers through regions alone, as lists and bit sets, which a geometry of the same regions with other cages
     * shares ({@link #withCages}); null where variant rules add peers (such a geometry is derived anew).
     */
    private final int[][] regionPeers;
    private final long[][] regionPeerBits;
    /**
     * The peers each compact cell sees through a killer cage only, sharing no region with it, ascending; null on a
     * layout without cages.
     */
    final int[][] cagePeers;
    /**
     * Pairs of regions that share two or more cells (a box and a line on the classic grid), where a digit confined
     * to the shared cells in one region leaves the rest of the other: for pair {@code p}, the shared cells as a mask
     * over the first region's cells and as one over the second's (the rest of each is the complement, and a digit's
     * places there the cells it leaves). Flat arrays, as the locked-candidates pass reads every pair at every node.
     */
    final int[] sharedFirst;
    final int[] sharedSecond;
    /** The two region indices of each pair, first then second. */
    final int[] pairFirst;
    final int[] pairSecond;
    /**
     * On a full square grid (no holes, {@code size} rows and columns, each a region), the region index of each row;
     * null on other grids. Where fish apply: a row's cells are in column order, so a digit's places in a row are its
     * columns there.
     */
    final int[] rowRegions;
    /**
     * The grid positions of every region, region after region ({@link #size} each): the flat table of the clash
     * check that every solve call runs first, {@link #repeatsADigit}.
     */
    private final int[] regionPositionsFlat;
    /** Compact cell indices of each killer cage, ascending; none on a layout without cages. */
    final int[][] cageCells;
    /** The sum of each cage. */
    final int[] cageSums;
    /** The cage of each compact cell, -1 for a cell in no cage. */
    final int[] cageOf;
    /**
     * The rules the general engine keeps beside the regions: the cages' sum rules, then what the law of 45 derives,
     * then the variant rules' propagators (from {@link #variantStart}).
     */
    final Propagator[] rules;
    /** The rules each compact cell is in, by index into {@link #rules}. */
    final int[][] rulesOf;
    /** The index in {@link #rules} of the first variant rule's propagator: the number of sum rules. */
    final int variantStart;
    /** The variant rules as the caller compiled them ({@link Constraints}); null on a layout without. */
    final Constraints constraints;
    /** The regions of the layout itself; those after them are the variant rules' ({@link Constraints#region}). */
    final int layoutRegions;
    /** Per compact cell, the digits the variant rules allow it before search ({@link Constraints#allow}); null for
     *  every digit everywhere. */
    final int[] allowed;

    /**
     * The geometry of a grid of {@code rows x columns} positions with these regions, each given as grid positions
     * ({@code row * columns + col}); a position in no region is a hole. Every region must hold the same number of
     * cells. For the classic grid's regions in the classic order this returns the shared {@link #classic()}.
     *
     * @param rows rows of the grid
     * @param columns columns of the grid
     * @param regions grid positions of each region; not kept
     * @return the geometry
     */
    public static Geometry of(int rows, int columns, int[][] regions) {
        return of(rows, columns, regions, new int[0][], new int[0]);
    }

    /**
     * The geometry of a grid with these regions and these killer cages, each cage given as grid positions of cells
     * that lie in some region, no position in two cages, and a sum that some set of distinct digits of the cage's
     * size makes (the caller, {@code Layout.withCages}, has checked all of it). Without cages, on the classic grid's
     * regions in the classic order, this returns the shared {@link #classic()}; with cages never.
     *
     * @param rows rows of the grid
     * @param columns columns of the grid
     * @param regions grid positions of each region; not kept
     * @param cages grid positions of each cage; not kept
     * @param sums the sum of each cage
     * @return the geometry
     */
    public static Geometry of(int rows, int columns, int[][] regions, int[][] cages, int[] sums) {
        return of(rows, columns, regions, cages, sums, null);
    }

    /**
     * The geometry of a grid with these regions, these killer cages and these variant rules compiled to the engine's
     * shapes (the caller, {@code Layout}, has checked every rule against the grid). Without cages or rules, on the
     * classic grid's regions in the classic order, this returns the shared {@link #classic()}.
     *
     * @param rows rows of the grid
     * @param columns columns of the grid
     * @param regions grid positions of each region; not kept
     * @param cages grid positions of each cage; not kept
     * @param sums the sum of each cage
     * @param constraints the variant rules' shapes, or null (or empty) for none; kept, must not change after
     * @return the geometry
     */
    public static Geometry of(int rows, int columns, int[][] regions, int[][] cages, int[] sums,
            Constraints constraints) {
        Constraints rules = constraints == null || constraints.isEmpty() ? null : constraints;
        if (CLASSIC != null && cages.length == 0 && rules == null && rows == 9 && columns == 9
                && Arrays.deepEquals(regions, CellTables.regionPositions(CLASSIC.regionCells, CLASSIC.positions))) {
            return CLASSIC;
        }
        return new Geometry(rows, columns, regions, cages, sums, rules);
    }

    /**
     * The classic 9x9 grid: rows 0-8, columns 9-17, boxes 18-26.
     *
     * @return the shared instance
     */
    public static Geometry classic() {
        return CLASSIC;
    }

    private Geometry(int rows, int columns, int[][] layoutRegions, int[][] cages, int[] sums,
            Constraints constraints) {
        this.rows = rows;
        this.columns = columns;
        this.size = layoutRegions.length == 0 ? 0 : layoutRegions[0].length;
        this.constraints = constraints;
        this.layoutRegions = layoutRegions.length;
        int[][] regions = layoutRegions;
        if (constraints != null && !constraints.regions.isEmpty()) {
            regions = Arrays.copyOf(layoutRegions, layoutRegions.length + constraints.regions.size());
            for (int r = 0; r < constraints.regions.size(); r++) {
                regions[layoutRegions.length + r] = constraints.regions.get(r);
            }
        }
        CellTables tables = new CellTables(rows * columns, regions);
        this.cellAt = tables.cellAt;
        this.positions = tables.positions;
        this.regionCells = tables.regionCells;
        this.regionsOf = tables.regionsOf;
        this.slotsOf = tables.slotsOf;
        int cells = positions.length;
        this.cageCells = CellTables.cageCells(cellAt, cages);
        this.cageSums = sums.clone();
        this.cageOf = CellTables.cageOf(cageCells, cells);
        int[][] differ = CellTables.differs(constraints, cellAt, cells);
        if (differ == null) { // the peers through regions, kept for the same grid with other cages (withCages)
            int[][] none = new int[0][];
            this.regionPeers = Peers.of(regionsOf, regionCells, none, CellTables.cageOf(none, cells), null);
            this.regionPeerBits = Peers.bits(regionPeers);
            this.peerBits = new long[cells][];
            this.cagePeers = cageCells.length == 0 ? null : new int[cells][];
            this.peers = cageCells.length == 0 ? regionPeers
                    : Peers.withCages(regionPeers, regionPeerBits, cageCells, cageOf, peerBits, cagePeers);
            if (cageCells.length == 0) {
                System.arraycopy(regionPeerBits, 0, peerBits, 0, cells);
            }
        } else {
            this.regionPeers = null;
            this.regionPeerBits = null;
            this.peers = Peers.of(regionsOf, regionCells, cageCells, cageOf, differ);
            this.peerBits = Peers.bits(peers);
            this.cagePeers = Peers.outsideRegions(peers, regionsOf);
        }
        RegionPairs pairs = new RegionPairs(regionCells, cells);
        this.sharedFirst = pairs.sharedFirst;
        this.sharedSecond = pairs.sharedSecond;
        this.pairFirst = pairs.pairFirst;
        this.pairSecond = pairs.pairSecond;
        // Every Layout factory makes its rows and columns regions; with no holes, cell index = row * size + col.
        boolean fullSquare = rows == size && columns == size && cells == size * size;
        this.rowRegions = fullSquare ? CellTables.rowRegions(regionCells, size) : null;
        this.regionPositionsFlat = new int[this.layoutRegions * size];
        int[][] byRegion = CellTables.regionPositions(regionCells, positions);
        for (int r = 0; r < this.layoutRegions; r++) {
            System.arraycopy(byRegion[r], 0, regionPositionsFlat, r * size, size);
        }
        Propagator[] sumRules = SumRules.derive(this);
        this.variantStart = sumRules.length;
        this.rules = withVariantRules(sumRules);
        this.rulesOf = SumRules.rulesOf(rules, cells);
        this.allowed = CellTables.allowed(constraints, cellAt, cells, (1 << size) - 1);
    }

    /** The sum rules, then a propagator per shape of the variant rules. */
    private Propagator[] withVariantRules(Propagator[] sumRules) {
        if (constraints == null || constraints.shapes.isEmpty()) {
            return sumRules;
        }
        Propagator[] all = Arrays.copyOf(sumRules, sumRules.length + constraints.shapes.size(), Propagator[].class);
        for (int i = 0; i < constraints.shapes.size(); i++) {
            all[sumRules.length + i] = constraints.shapes.get(i).build(this);
        }
        return all;
    }

    /**
     * A geometry with cages over the regions of a geometry without: the region tables are shared (they do not depend
     * on the cages, and deriving them is most of the work), the peers and the sum rules are made anew.
     */
    private Geometry(Geometry base, int[][] cages, int[] sums) {
        this.rows = base.rows;
        this.columns = base.columns;
        this.size = base.size;
        this.positions = base.positions;
        this.cellAt = base.cellAt;
        this.regionCells = base.regionCells;
        this.regionsOf = base.regionsOf;
        this.slotsOf = base.slotsOf;
        this.sharedFirst = base.sharedFirst;
        this.sharedSecond = base.sharedSecond;
        this.pairFirst = base.pairFirst;
        this.pairSecond = base.pairSecond;
        this.rowRegions = base.rowRegions;
        this.regionPositionsFlat = base.regionPositionsFlat;
        this.cageCells = CellTables.cageCells(cellAt, cages);
        this.cageSums = sums.clone();
        this.cageOf = CellTables.cageOf(cageCells, positions.length);
        this.regionPeers = base.regionPeers;
        this.regionPeerBits = base.regionPeerBits;
        this.peerBits = new long[positions.length][];
        int[][] outside = new int[positions.length][];
        this.peers = Peers.withCages(regionPeers, regionPeerBits, cageCells, cageOf, peerBits, outside);
        this.cagePeers = cageCells.length == 0 ? null : outside;
        this.constraints = null;
        this.layoutRegions = base.layoutRegions;
        this.allowed = null;
        Propagator[] sumRules = SumRules.derive(this);
        this.variantStart = sumRules.length;
        this.rules = sumRules;
        this.rulesOf = SumRules.rulesOf(rules, positions.length);
    }

    /**
     * This geometry with killer cages instead of its own (the caller, {@code Layout.withCages}, has checked them, as
     * for {@link #of(int, int, int[][], int[][], int[])}).
     *
     * @param cages grid positions of each cage; not kept
     * @param sums the sum of each cage
     * @return the geometry with these cages; this one if there are none and it has none
     */
    public Geometry withCages(int[][] cages, int[] sums) {
        if (cages.length == 0 && cageCells.length == 0) {
            return this;
        }
        if (constraints != null) { // the variant rules' regions and peers depend on the cages' peers: derive anew
            int[][] own = Arrays.copyOf(CellTables.regionPositions(regionCells, positions), layoutRegions);
            return new Geometry(rows, columns, own, cages, sums, constraints);
        }
        return new Geometry(this, cages, sums);
    }

    /** @return rows of the grid, holes included */
    public int rows() {
        return rows;
    }

    /** @return columns of the grid, holes included */
    public int columns() {
        return columns;
    }

    /** @return the digits per region: 9 on the classic grid */
    public int size() {
        return size;
    }

    /** @return the cells, holes left out: 81 on the classic grid */
    public int cellCount() {
        return positions.length;
    }

    /** @return the positions of the grid, holes included: {@code rows() * columns()} */
    public int positionCount() {
        return cellAt.length;
    }

    /** @return the number of regions: 27 on the classic grid */
    public int regionCount() {
        return regionCells.length;
    }

    /**
     * @param cell a compact cell index
     * @return its grid position, {@code row * columns() + column}
     */
    public int positionOf(int cell) {
        return positions[cell];
    }

    /**
     * @param position a grid position
     * @return the compact index of the cell there, or -1 for a hole
     */
    public int cellAt(int position) {
        return cellAt[position];
    }

    /**
     * @param row a row of the grid
     * @param column a column of the grid
     * @return the compact index of the cell there, or -1 for a hole
     */
    public int cellOf(int row, int column) {
        return cellAt[row * columns + column];
    }

    /**
     * @param cell a compact cell index
     * @return its row
     */
    public int rowOf(int cell) {
        return positions[cell] / columns;
    }

    /**
     * @param cell a compact cell index
     * @return its column
     */
    public int columnOf(int cell) {
        return positions[cell] % columns;
    }

    /**
     * @param region a region index
     * @return its cells (compact indices), shared: must not be modified
     */
    public int[] cellsOf(int region) {
        return regionCells[region];
    }

    /**
     * @param cell a compact cell index
     * @return the regions it belongs to, ascending (on the classic grid its row, column and box); shared
     */
    public int[] regionsOf(int cell) {
        return regionsOf[cell];
    }

    /**
     * Whether a digit stands twice in one region of a grid. Allocates nothing: every solve call runs it before its
     * search.
     *
     * @param digits one digit per grid position ({@code row * columns + column}), 0 for empty and for holes
     * @return true if some region holds a digit twice
     */
    public boolean repeatsADigit(byte[] digits) {
        int[] table = regionPositionsFlat;
        for (int start = 0; start < table.length; start += size) {
            int seen = 0;
            for (int i = start; i < start + size; i++) {
                int bit = 1 << digits[table[i]] & ~1; // bit d for digit d; an empty cell (0) sets nothing
                if ((seen & bit) != 0) {
                    return true;
                }
                seen |= bit;
            }
        }
        return false;
    }

    /** @return the number of killer cages: 0 on a layout without cages */
    public int cageCount() {
        return cageCells.length;
    }

    /**
     * Whether the givens break a killer cage: a digit twice in it, a full cage whose digits do not add up to its
     * sum, or givens whose total leaves its empty cells less than 1 each. Allocates nothing on a layout without
     * cages.
     *
     * @param digits one digit per grid position, 0 for empty and for holes
     * @return true if some cage is broken by its givens alone
     */
    public boolean breaksACage(byte[] digits) {
        for (int c = 0; c < cageCells.length; c++) {
            int seen = 0;
            int total = 0;
            int empty = 0;
            for (int cell : cageCells[c]) {
                int digit = digits[positions[cell]];
                if (digit == 0) {
                    empty++;
                    continue;
                }
                if ((seen & 1 << digit) != 0) {
                    return true;
                }
                seen |= 1 << digit;
                total += digit;
            }
            if (empty == 0 ? total != cageSums[c] : total + empty > cageSums[c]) {
                return true;
            }
        }
        return false;
    }

    /**
     * The variant rules the givens break on their own ({@link Constraints}' rule indices): a given outside a cell's
     * allowed digits, two equal givens on cells that must differ or in one of the rules' regions, and a rule whose own
     * propagation over the givens alone fails (every other cell keeping every digit, no region and no other rule
     * taking part).
     *
     * @param digits one digit per grid position, 0 for empty and for holes
     * @return per broken rule, in the order of the rules, three ints: its index, and the grid positions of the first
     *     and the last given cell it names (the same for one cell); empty if the givens break none
     */
    public int[] brokenRules(byte[] digits) {
        return RuleGivens.broken(this, digits);
    }

    /**
     * Whether the givens break a variant rule on their own, as {@link #brokenRules} finds; allocates nothing on a
     * layout without variant rules.
     *
     * @param digits one digit per grid position, 0 for empty and for holes
     * @return true if some rule is broken by its givens alone
     */
    public boolean breaksARule(byte[] digits) {
        return constraints != null && brokenRules(digits).length > 0;
    }

    /**
     * @param cell a compact cell index
     * @return the other cells that share a region or a cage with it, ascending; shared: must not be modified
     */
    public int[] peersOf(int cell) {
        return peers[cell];
    }

    /**
     * Whether two distinct cells share a region or a cage.
     *
     * @param a a compact cell index
     * @param b another
     * @return true if they are distinct and share a region or a cage
     */
    public boolean sees(int a, int b) {
        return (peerBits[a][b >>> 6] & 1L << b) != 0;
    }

    /**
     * Whether a cell lies in a region.
     *
     * @param cell a compact cell index
     * @param region a region index
     * @return true if the region holds the cell
     */
    public boolean inRegion(int cell, int region) {
        for (int r : regionsOf[cell]) {
            if (r == region) {
                return true;
            }
        }
        return false;
    }
}
