package io.github.sudokusolver.logic;

import io.github.sudokusolver.Region;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Conflict;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.search.Geometry;
import io.github.sudokusolver.internal.search.GeometrySource;
import io.github.sudokusolver.rules.Cage;
import io.github.sudokusolver.rules.ExtraRegion;
import io.github.sudokusolver.rules.GlobalRule;
import io.github.sudokusolver.rules.Rule;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A layout as the step engine sees it off the classic path: compact cell indices (the samurai grid's holes left
 * out), its houses (the layout's regions, in its order) with the kind and number a player names them by, each
 * cell's houses and peers, and the pairs of houses that share two or more cells (where intersections work). The
 * marks of such a grid are an {@code int} per cell: bit {@code d-1} for digit {@code d}, bit {@link #size} for a
 * placed cell. Immutable, shared by every call on the layout.
 *
 * <p>The houses are the layout's regions, then the regions its variant rules make (an extra region of as many cells
 * as digits, the disjoint groups): each holds every digit once. Killer cages are houses too, numbered after them
 * ({@link #houseCount()} up to {@link #houseCount()} + {@link #cageCount()}): the finders that loop over the houses
 * read only the regions, and the killer finders read the cages. On a layout with cages or variant rules the grid
 * reads the layout's own geometry, every rule compiled in, so every cage mate and every cell a rule makes differ
 * (a knight's move away under anti-knight, a thermometer's cells) is a peer, and a placement removes its digit from
 * them; the rules' other facts are in {@link #rules}.
 */
final class Grid {

    /** Grids already built, by layout: a layout's tables are the same for every call. */
    private static final Map<Layout, Grid> GRIDS = new ConcurrentHashMap<>();
    /** Grids of layouts with cages or variant rules, the 64 used last: a generator makes a layout per puzzle. */
    private static final int CAGED_KEPT = 64;
    private static final Map<Layout, Grid> CAGED = new LinkedHashMap<>(16, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<Layout, Grid> eldest) {
            return size() > CAGED_KEPT;
        }
    };
    /** The classic grid, for the few places that speak of any grid (pencil-mark text, the public types). */
    static final Grid CLASSIC = of(Layout.classic());

    final Layout layout;
    final Geometry geometry;
    /** Digits. */
    final int size;
    /** Every digit's bit. */
    final int all;
    /** The bit of a placed cell. */
    final int placed;
    final int cells;
    /** The kind and the 0-based number among its kind of each house. */
    final Region[] kinds;
    final int[] numbers;
    /**
     * Pairs of houses that share two or more cells: {@code pairs[p] = {first, second, inSecond, inFirst}}, where
     * {@code inSecond} has bit i set when the first house's i-th cell lies in the second, and {@code inFirst} the same
     * the other way round (positions in {@link #cellsOf}).
     */
    final int[][] overlaps;
    /** Whether rows and columns are whole lines of a square grid without holes: where fish work. */
    final boolean fullLines;
    /** The house index of each row and of each column when {@link #fullLines}. */
    final int[] rowHouses;
    final int[] columnHouses;
    /**
     * The jigsaw regions that tile the grid, {@code size} of them, for the law of leftovers; empty on other layouts.
     * A 16x16 jigsaw's windows are classed as regions too and overlap them: the first regions that share no cell are
     * taken.
     */
    final int[] tilingRegions;
    /**
     * Whether the first 27 houses are the classic grid's rows, columns and boxes, in its order, on 81 cells: where the
     * classic grid's box-line crossings hold (a layout with rules over the classic grid, say).
     */
    final boolean classicHouses;

    /**
     * The law of 45's areas with what depends on the cages alone ({@link LawOf45Areas#of}), made on first use; a
     * race makes them twice, equal, and keeps one.
     */
    volatile LawOf45Areas.Area[] lawOf45Areas;
    /** Set theory's equations ({@link SetTheory#of}), made on first use; a race makes them twice, equal, and keeps one. */
    volatile SetTheory.Equations setTheoryEquations;
    /** Each cell's peers as a bit set over the cells ({@link #peerSets}), made on first use; a race makes it twice. */
    private volatile long[][] peerSets;
    /**
     * The layout's cages with a sum, as {@link Layout#cages()} orders them; empty without. A cage without a sum only
     * makes its cells differ: they are peers, and the cage is a rule of {@link #rules}.
     */
    final Cage[] cages;
    /** The index in {@link Layout#cages()} of each of {@link #cages}: the number a {@link House} of a cage has. */
    private final int[] cageNumbers;
    /** The variant rules as the step engine reads them; {@link RuleFacts#NONE} on a layout without. */
    final RuleFacts rules;
    /** Compact cells of each cage, ascending; the sum of each. */
    final int[][] cageCells;
    final int[] cageSums;
    /** The cage of each compact cell, -1 for a cell in none. */
    final int[] cageOf;
    /** The cages from the smallest to the largest (by number of cells, then in {@link #cages}' order). */
    final int[] cagesBySize;

    private Grid(Layout layout) {
        this.layout = layout;
        List<List<Cell>> regions = layout.regions();
        int[][] positions = new int[regions.size()][];
        for (int r = 0; r < positions.length; r++) {
            List<Cell> region = regions.get(r);
            positions[r] = new int[region.size()];
            for (int i = 0; i < region.size(); i++) {
                positions[r][i] = region.get(i).row() * layout.columns() + region.get(i).col();
            }
        }
        // A killer layout's own geometry holds its cages, every cage mate a peer. It is the one the uniqueness check
        // compiles for the layout anyway; a geometry of the grid's own would derive the cages' sums a second time per
        // puzzle (22% of a killer's rating on krazydad's, docs/house.md), so the grid takes the layout's through the
        // hook the generator uses too, until the sums are derived only when an engine asks for them. A layout with
        // variant rules needs its own geometry anyway: its rules' peers and regions are compiled there.
        this.geometry = layout.rules().isEmpty() ? Geometry.of(layout.rows(), layout.columns(), positions)
                : GeometrySource.of(layout);
        this.size = layout.size();
        this.all = (1 << size) - 1;
        this.placed = 1 << size;
        this.cells = geometry.cellCount();
        Region[] ruleRegions = ruleRegionKinds(layout);
        if (geometry.regionCount() != positions.length + ruleRegions.length) {
            throw new IllegalStateException("the geometry of " + layout + " has " + geometry.regionCount()
                    + " regions, not the layout's " + positions.length + " and its rules' " + ruleRegions.length);
        }
        int houses = geometry.regionCount();
        this.kinds = new Region[houses];
        this.numbers = new int[houses];
        classify(regions);
        int[] counts = new int[Region.values().length];
        for (int r = 0; r < ruleRegions.length; r++) {
            kinds[positions.length + r] = ruleRegions[r];
            numbers[positions.length + r] = counts[ruleRegions[r].ordinal()]++;
        }
        List<int[]> pairs = new ArrayList<>();
        for (int a = 0; a < houses; a++) {
            for (int b = a + 1; b < houses; b++) {
                if (shared(a, b) >= 2) {
                    pairs.add(new int[] {a, b, positionsIn(a, b), positionsIn(b, a)});
                }
            }
        }
        this.overlaps = pairs.toArray(new int[0][]);
        this.fullLines = layout.rows() == size && layout.columns() == size && cells == size * size;
        this.rowHouses = new int[fullLines ? size : 0];
        this.columnHouses = new int[fullLines ? size : 0];
        if (fullLines) {
            for (int h = 0; h < kinds.length; h++) {
                if (kinds[h] == Region.ROW) {
                    rowHouses[numbers[h]] = h;
                } else if (kinds[h] == Region.COLUMN) {
                    columnHouses[numbers[h]] = h;
                }
            }
        }
        this.tilingRegions = fullLines ? tilingRegions() : new int[0];
        this.classicHouses = hasClassicHouses();
        List<Cage> summed = new ArrayList<>();
        List<Integer> summedNumbers = new ArrayList<>();
        for (int c = 0; c < layout.cages().size(); c++) {
            if (layout.cages().get(c).hasSum()) {
                summed.add(layout.cages().get(c));
                summedNumbers.add(c);
            }
        }
        this.cages = summed.toArray(new Cage[0]);
        this.cageNumbers = summedNumbers.stream().mapToInt(Integer::intValue).toArray();
        this.cageCells = new int[cages.length][];
        this.cageSums = new int[cages.length];
        this.cageOf = new int[cells];
        java.util.Arrays.fill(cageOf, -1);
        for (int c = 0; c < cages.length; c++) {
            List<Cell> members = cages[c].cells();
            cageCells[c] = new int[members.size()];
            for (int i = 0; i < members.size(); i++) {
                cageCells[c][i] = indexOf(members.get(i));
                cageOf[cageCells[c][i]] = c;
            }
            java.util.Arrays.sort(cageCells[c]);
            cageSums[c] = cages[c].sum();
        }
        this.cagesBySize = java.util.stream.IntStream.range(0, cages.length).boxed()
                .sorted(java.util.Comparator.comparingInt(c -> cageCells[c].length))
                .mapToInt(Integer::intValue).toArray();
        this.rules = RuleFacts.of(layout, this);
    }

    /**
     * The kinds of the regions the layout's rules add to its geometry, in the order the rule compiler appends them
     * (the order of {@code Layout.compiledRules()}: cages without a sum first): an extra region or a cage without a sum
     * of as many cells as digits (both hold every digit once: an extra region to a player), and the disjoint groups,
     * one per place in a box.
     */
    private static Region[] ruleRegionKinds(Layout layout) {
        List<Region> kinds = new ArrayList<>();
        for (Rule rule : layout.rules()) {
            if (rule instanceof ExtraRegion region && region.cells().size() == layout.size()
                    || rule instanceof Cage cage && !cage.hasSum() && cage.cells().size() == layout.size()) {
                kinds.add(Region.EXTRA_REGION);
            } else if (rule == GlobalRule.DISJOINT_GROUPS) {
                for (int i = 0; i < layout.size(); i++) {
                    kinds.add(Region.DISJOINT_GROUP);
                }
            }
        }
        return kinds.toArray(new Region[0]);
    }

    /** The grid of a layout, any layout. */
    static Grid of(Layout layout) {
        Objects.requireNonNull(layout, "layout");
        if (CLASSIC != null && layout == CLASSIC.layout) {
            return CLASSIC; // the classic path's every call: no hashing of the layout's regions
        }
        if (!layout.rules().isEmpty()) {
            synchronized (CAGED) {
                return CAGED.computeIfAbsent(layout, Grid::new);
            }
        }
        Grid known = GRIDS.get(layout);
        if (known != null) {
            return known;
        }
        Grid grid = new Grid(layout);
        GRIDS.putIfAbsent(layout, grid);
        return grid;
    }

    private boolean hasClassicHouses() {
        if (size != House.DIGITS || cells != House.CELLS || geometry.regionCount() < House.FIRST_BOX + House.DIGITS) {
            return false;
        }
        for (int house = 0; house < House.FIRST_BOX + House.DIGITS; house++) {
            if (!java.util.Arrays.equals(geometry.cellsOf(house), House.GRID.cellsOf(house))) {
                return false;
            }
        }
        return true;
    }

    boolean isClassic() {
        return this == CLASSIC;
    }

    /** {@link #tilingRegions}: the regions that share no cell with those before them, if they are {@code size}. */
    private int[] tilingRegions() {
        int[] regions = new int[kinds.length];
        int count = 0;
        boolean[] covered = new boolean[cells];
        for (int house = 0; house < kinds.length; house++) {
            if (kinds[house] != Region.REGION) {
                continue;
            }
            boolean disjoint = true;
            for (int cell : cellsOf(house)) {
                disjoint &= !covered[cell];
            }
            if (disjoint) {
                for (int cell : cellsOf(house)) {
                    covered[cell] = true;
                }
                regions[count++] = house;
            }
        }
        return count == size ? java.util.Arrays.copyOf(regions, count) : new int[0];
    }

    /**
     * The kind and number of each region, read from its shape, since {@link Layout#regions()} gives cells only (in
     * the order rows, columns, boxes or jigsaw regions, diagonals, windows): a row or a column has one row or one
     * column; a diagonal runs corner to corner; a window is one of the last regions of a grid with windows, a
     * square of the boxes' side off their lines (3x3 on 9x9, 4x4 on 16x16); the rest are boxes when they are all rectangles of one shape, else jigsaw regions.
     */
    private void classify(List<List<Cell>> regions) {
        int n = layout.rows();
        boolean windoku = layout.toString().contains("windoku");
        int side = (int) Math.round(Math.sqrt(n));
        // the windows come last (Layout.regions' order): (side - 1)^2 squares off the boxes' lines
        int firstWindow = windoku ? regions.size() - (side - 1) * (side - 1) : regions.size();
        boolean boxes = true;
        int boxRows = -1;
        int boxColumns = -1;
        Region[] shape = new Region[regions.size()];
        for (int r = 0; r < regions.size(); r++) {
            List<Cell> region = regions.get(r);
            int minRow = Integer.MAX_VALUE;
            int maxRow = -1;
            int minCol = Integer.MAX_VALUE;
            int maxCol = -1;
            boolean main = true;
            boolean anti = true;
            for (Cell cell : region) {
                minRow = Math.min(minRow, cell.row());
                maxRow = Math.max(maxRow, cell.row());
                minCol = Math.min(minCol, cell.col());
                maxCol = Math.max(maxCol, cell.col());
                main &= cell.row() == cell.col();
                anti &= cell.row() + cell.col() == n - 1;
            }
            int height = maxRow - minRow + 1;
            int width = maxCol - minCol + 1;
            if (height == 1) {
                shape[r] = Region.ROW;
            } else if (width == 1) {
                shape[r] = Region.COLUMN;
            } else if (main || anti) {
                shape[r] = Region.DIAGONAL;
                numbers[r] = main ? 0 : 1;
            } else if (r >= firstWindow && height == side && width == side && minRow % (side + 1) == 1
                    && minCol % (side + 1) == 1) {
                shape[r] = Region.WINDOW;
            } else {
                shape[r] = Region.BOX;
                boolean rectangle = height * width == region.size();
                if (boxRows < 0) {
                    boxRows = height;
                    boxColumns = width;
                }
                boxes &= rectangle && height == boxRows && width == boxColumns;
            }
        }
        int[] counts = new int[Region.values().length];
        for (int r = 0; r < shape.length; r++) {
            Region kind = shape[r] == Region.BOX && !boxes ? Region.REGION : shape[r];
            kinds[r] = kind;
            if (kind != Region.DIAGONAL) {
                numbers[r] = counts[kind.ordinal()]++;
            }
        }
    }

    /** Bit i set when the i-th cell of house {@code a} lies in house {@code b}. */
    private int positionsIn(int a, int b) {
        int[] members = geometry.cellsOf(a);
        int mask = 0;
        for (int i = 0; i < members.length; i++) {
            if (geometry.inRegion(members[i], b)) {
                mask |= 1 << i;
            }
        }
        return mask;
    }

    private int shared(int a, int b) {
        int count = 0;
        for (int cell : geometry.cellsOf(a)) {
            if (geometry.inRegion(cell, b)) {
                count++;
            }
        }
        return count;
    }

    /** Whether a house is found as a box is (a box, a jigsaw region, a window), rather than as a line. */
    boolean isBoxLike(int house) {
        if (house >= kinds.length) {
            return false;
        }
        Region kind = kinds[house];
        return kind == Region.BOX || kind == Region.REGION || kind == Region.WINDOW;
    }

    House house(int house) {
        return house >= kinds.length ? new House(Region.CAGE, cageNumbers[house - kinds.length])
                : new House(kinds[house], numbers[house]);
    }

    /**
     * A house's name as a player says it: {@code row 3}, or a cage by its sum and first cell, {@code cage 15 at r1c1};
     * on the samurai grid a row, column or box by its place in one of the five grids, {@code row 5 of the top-right
     * grid} ({@link House#toString()} numbers them among all 45, which a player cannot find).
     */
    String name(int house) {
        if (house >= kinds.length) {
            return cageName(house - kinds.length);
        }
        // only the samurai grid has holes (with or without cages); its rules' houses are named as on any grid
        return cells < layout.rows() * layout.columns() && house < layout.regions().size()
                ? SamuraiNames.of(this, house) : house(house).toString();
    }

    /** A cage's name as a player says it: {@code cage 15 at r1c1}. */
    String cageName(int cage) {
        return "cage " + cageSums[cage] + " at " + cell(cageCells[cage][0]).name();
    }

    /** The number of killer cages; their houses follow the regions'. */
    int cageCount() {
        return cageCells.length;
    }

    /** The house index of a cage. */
    int cageHouse(int cage) {
        return kinds.length + cage;
    }

    /** The house index of a public house, or -1 when the layout has none such. */
    int indexOf(House house) {
        if (house.unit() == Region.CAGE) {
            for (int c = 0; c < cageNumbers.length; c++) {
                if (cageNumbers[c] == house.number()) {
                    return cageHouse(c);
                }
            }
            return -1;
        }
        for (int h = 0; h < kinds.length; h++) {
            if (kinds[h] == house.unit() && numbers[h] == house.number()) {
                return h;
            }
        }
        return -1;
    }

    Cell cell(int cell) {
        int position = geometry.positionOf(cell);
        return new Cell(position / layout.columns(), position % layout.columns());
    }

    /**
     * The compact index of a cell of this grid.
     *
     * @throws IndexOutOfBoundsException if the cell is outside the grid or a hole
     */
    int indexOf(Cell cell) {
        Objects.requireNonNull(cell, "cell");
        if (cell.row() >= layout.rows() || cell.col() >= layout.columns()
                || !layout.isCell(cell.row(), cell.col())) {
            throw new IndexOutOfBoundsException(cell.name() + " is not a cell of " + layout);
        }
        return geometry.cellAt(cell.row() * layout.columns() + cell.col());
    }

    /** The cells of a region, or of a cage ({@link #cageHouse}). */
    int[] cellsOf(int house) {
        return house >= kinds.length ? cageCells[house - kinds.length] : geometry.cellsOf(house);
    }

    int[] housesOf(int cell) {
        return geometry.regionsOf(cell);
    }

    /** The first region holding both cells, or -1 (cells a variant rule or a cage makes peers may share none). */
    int sharedRegion(int a, int b) {
        for (int house : housesOf(a)) {
            for (int other : housesOf(b)) {
                if (house == other) {
                    return house;
                }
            }
        }
        return -1;
    }

    int[] peersOf(int cell) {
        return geometry.peersOf(cell);
    }

    boolean sees(int a, int b) {
        return geometry.sees(a, b);
    }

    /**
     * Each cell's peers as a bit set over the cells, in {@code (cells + 63) / 64} words: the finders that test who
     * sees whom for many cells at once share it (read only).
     */
    long[][] peerSets() {
        long[][] sets = peerSets;
        if (sets == null) {
            int words = (cells + Long.SIZE - 1) / Long.SIZE;
            sets = new long[cells][words];
            for (int cell = 0; cell < cells; cell++) {
                for (int peer : peersOf(cell)) {
                    sets[cell][peer >>> 6] |= 1L << peer;
                }
            }
            peerSets = sets;
        }
        return sets;
    }

    /**
     * The regions, the layout's then its rules': houses of every digit, numbered first. Cages follow
     * ({@link #cageHouse}).
     */
    int houseCount() {
        return kinds.length;
    }

    /** The classic engine's marks as this engine's: the same digit bits and placed bit, widened to {@code int}. */
    static int[] widen(short[] marks) {
        int[] wide = new int[marks.length];
        for (int cell = 0; cell < marks.length; cell++) {
            wide[cell] = marks[cell];
        }
        return wide;
    }

    /** Per cell of {@code cells}, its candidates, or its digit when placed: a rule's cells as its finders read them. */
    int[] values(int[] marks, int[] cells) {
        int[] values = new int[cells.length];
        for (int i = 0; i < cells.length; i++) {
            values[i] = marks[cells[i]] & all;
        }
        return values;
    }

    /** The digit of a one-bit mark. */
    static int digit(int mark) {
        return Integer.numberOfTrailingZeros(mark) + 1;
    }

    /** Places {@code bit} in {@code cell} and removes it from the open peers. */
    void place(int[] marks, int cell, int bit) {
        marks[cell] = placed | bit;
        for (int peer : peersOf(cell)) {
            if ((marks[peer] & placed) == 0) {
                marks[peer] &= ~bit;
            }
        }
    }

    /** The digit of each grid position (0 for an empty cell or a hole) of a board of this layout. */
    int[] positionsOf(io.github.sudokusolver.Board board) {
        int[][] rows = board.toArray();
        int[] grid = new int[geometry.positionCount()];
        for (int r = 0; r < rows.length; r++) {
            for (int c = 0; c < rows[r].length; c++) {
                grid[r * layout.columns() + c] = rows[r][c];
            }
        }
        return grid;
    }

    @Override
    public String toString() {
        return layout.toString();
    }
}
