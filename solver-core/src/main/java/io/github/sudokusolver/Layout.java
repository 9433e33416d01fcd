package io.github.sudokusolver;

import io.github.sudokusolver.internal.format.GridShape;
import io.github.sudokusolver.internal.format.JigsawPicture;
import io.github.sudokusolver.internal.format.RefusedRule;
import io.github.sudokusolver.internal.search.Geometry;
import io.github.sudokusolver.internal.search.GeometrySource;
import io.github.sudokusolver.rules.Cage;
import io.github.sudokusolver.rules.Rule;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * Where digits must differ: the shape of a grid and its regions, each of which holds every digit
 * {@code 1..size()} exactly once. The classic 9x9 grid is {@link #classic()}; the other factories make grids of
 * rectangular boxes from 4x4 to 25x25, jigsaw grids, and the samurai grid, and {@link #withDiagonals()} and
 * {@link #withWindows()} add the regions of the diagonal and windoku variants, and {@link #withCages} the cages of
 * killer sudoku.
 *
 * <p>Positions are 0-based {@code (row, column)} on a grid of {@link #rows()} by {@link #columns()}. In the samurai
 * grid some positions are <em>holes</em>, outside every region: a board keeps them empty ({@link #isCell} is false).
 *
 * <p>This is a value-based class: instances are immutable and two layouts with the same grid, the same regions of the
 * same kinds and the same cages are equal, however they were built (in whatever order the cages came). See
 * {@code docs/layouts.md} and, for cages, {@code docs/killer.md}.
 */
public final class Layout {

    /** The largest number of digits a layout may have: 25, the size of a grid of 5x5 boxes. */
    public static final int MAX_SIZE = 25;

    /** Top-left corners of the five 9x9 grids of the samurai layout; declared before the layouts built from it. */
    private static final int[][] SAMURAI_ORIGINS = {{0, 0}, {0, 12}, {6, 6}, {12, 0}, {12, 12}};

    private static final Layout CLASSIC = boxLayout(3, 3);

    static {
        // Only the generator's layouts with variant rules still read their geometry this way (docs/house.md, step 6).
        GeometrySource.install(layout -> ((Layout) layout).geometry());
    }
    /** Five classic 9x9 grids (of {@link Board#SIZE} digits) on a 21x21 grid. */
    private static final Layout SAMURAI =
            new Layout(Board.SIZE, 21, 21, "samurai", LayoutRegions.Shape.samurai(SAMURAI_ORIGINS, 21));

    private final int size;
    private final int rows;
    private final int columns;
    private final String name;
    /** Grid positions ({@code row * columns + col}) of each region, ascending; regions sorted by kind, then cells. */
    private final int[][] regions;
    private final Region[] kinds;
    /** The number a message gives each region within its kind: the row, the column, the box, ... */
    private final int[] numbers;
    /** The killer cages, ordered by first cell; empty for most layouts. */
    private final List<Cage> cages;
    /** The rules other than cages, in {@link RuleChecks#ORDER}; empty for most layouts. */
    private final List<Rule> rules;

    /** Whether each grid position is a cell rather than a hole; never modified, shared with {@code same}. */
    private final boolean[] isCell;
    private final int cellCount;
    /**
     * The geometry the engines read, its rules compiled in: made the first time an engine asks
     * ({@link #geometry()}), since a layout that is only read, checked or printed never needs it.
     */
    private volatile Geometry geometry;
    private final Object geometryLock = new Object();
    /** The geometry of the regions alone, shared by the layouts that differ from this one in cages or rules only. */
    private final RegionGeometry regionGeometry;
    /** Whether this layout was made from another with the same regions, whose region tables its geometry shares. */
    private final boolean sharesRegions;

    private Layout(int size, int rows, int columns, String name, List<LayoutRegions.Shape> found) {
        this(size, rows, columns, name, found, List.of(), List.of(), null);
    }

    /**
     * @param same a layout with the same regions, whose region arrays (never modified) and geometry's region tables
     *     this one shares (adding or removing cages rebuilds only what depends on them; {@code found} is then not
     *     read); null to derive everything from {@code found}
     */
    private Layout(int size, int rows, int columns, String name, List<LayoutRegions.Shape> found, List<Cage> cages,
            List<Rule> rules, Layout same) {
        this.size = size;
        this.rows = rows;
        this.columns = columns;
        this.name = name;
        List<LayoutRegions.Shape> sorted = same != null ? List.of() : LayoutRegions.Shape.distinct(found);
        int count = sorted.size();
        this.regions = same != null ? same.regions : new int[count][];
        this.kinds = same != null ? same.kinds : new Region[count];
        this.numbers = same != null ? same.numbers : new int[count];
        for (int r = 0; r < count; r++) {
            LayoutRegions.Shape region = sorted.get(r);
            regions[r] = region.positions();
            kinds[r] = region.kind();
            numbers[r] = region.number();
        }
        this.cages = cages;
        this.rules = rules;
        this.isCell = same != null ? same.isCell : LayoutRegions.cellsOf(regions, rows * columns);
        this.cellCount = same != null ? same.cellCount : LayoutRegions.count(isCell);
        this.regionGeometry = same != null ? same.regionGeometry : new RegionGeometry(rows, columns, regions);
        this.sharesRegions = same != null;
    }

    /**
     * The geometry of a grid's regions without cages or rules, made on first use: the region tables (peers, pairs of
     * regions) that adding or removing cages leaves alone, so that a killer's geometry shares them.
     */
    private static final class RegionGeometry implements Supplier<Geometry> {

        private final int rows;
        private final int columns;
        private final int[][] regions;
        private volatile Geometry geometry;

        RegionGeometry(int rows, int columns, int[][] regions) {
            this.rows = rows;
            this.columns = columns;
            this.regions = regions;
        }

        @Override
        public Geometry get() {
            Geometry made = geometry;
            if (made == null) {
                synchronized (this) {
                    made = geometry;
                    if (made == null) {
                        made = Geometry.of(rows, columns, regions);
                        geometry = made;
                    }
                }
            }
            return made;
        }
    }

    /**
     * The classic 9x9 grid of 3x3 boxes, the layout of every board made without one.
     *
     * @return the shared instance
     */
    public static Layout classic() {
        return CLASSIC;
    }

    /**
     * A grid of rectangular boxes: {@code boxRows * boxCols} rows, columns and digits, each box {@code boxRows}
     * rows high and {@code boxCols} columns wide. {@code boxes(2, 2)} is 4x4, {@code boxes(2, 3)} 6x6 with boxes of
     * two rows, {@code boxes(3, 2)} 6x6 with boxes of three rows, {@code boxes(3, 4)} 12x12, {@code boxes(4, 4)}
     * 16x16, {@code boxes(5, 5)} 25x25; {@code boxes(3, 3)} is {@link #classic()}.
     *
     * @param boxRows rows per box, at least 2
     * @param boxCols columns per box, at least 2
     * @return the layout
     * @throws IllegalArgumentException if a side is below 2 or the grid would have more than {@value #MAX_SIZE} digits
     */
    public static Layout boxes(int boxRows, int boxCols) {
        // Each side is bounded before the product is taken: a product of two large ints wraps round to a small or
        // negative size.
        if (boxRows < 2 || boxCols < 2 || boxRows > MAX_SIZE || boxCols > MAX_SIZE || boxRows * boxCols > MAX_SIZE) {
            throw new IllegalArgumentException("boxes of " + boxRows + "x" + boxCols + " are not supported: each side"
                    + " must be at least 2 and a box must hold at most " + MAX_SIZE + " cells");
        }
        return boxRows == 3 && boxCols == 3 && CLASSIC != null ? CLASSIC : boxLayout(boxRows, boxCols);
    }

    private static Layout boxLayout(int boxRows, int boxCols) {
        int n = boxRows * boxCols;
        List<LayoutRegions.Shape> found = LayoutRegions.Shape.boxGrid(boxRows, boxCols);
        String name = n + "x" + n + (boxRows == boxCols ? "" : " (" + boxRows + "x" + boxCols + " boxes)");
        return new Layout(n, n, n, name, found);
    }

    /**
     * A jigsaw grid: n rows, n columns and n irregular regions that replace the boxes.
     *
     * @param regions {@code regions[row][col]}, the region of each cell, in {@code 0..n-1}; an n x n array in which
     *     every region has exactly n cells (connected or not). The array is copied.
     * @return the layout
     * @throws NullPointerException if {@code regions} or a row of it is null
     * @throws IllegalArgumentException if the array is not square, n is below 2 or above {@value #MAX_SIZE}, a value
     *     is outside {@code 0..n-1} (the message names the row and column), or a region does not have n cells
     */
    public static Layout jigsaw(int[][] regions) {
        List<LayoutRegions.Shape> found = LayoutRegions.jigsaw(regions);
        int n = regions.length;
        return new Layout(n, n, n, "jigsaw " + n + "x" + n, found);
    }

    /**
     * A jigsaw grid from a text picture of its regions: n lines of n symbols, one symbol per region (any visible
     * character but {@code |}, {@code -} and {@code +}, which are decoration and ignored, like whitespace). Regions
     * are numbered in the order their symbols first appear, so the first row's region is region 0.
     *
     * <pre>
     * AAABBBCCC
     * AAABBBCCC
     * ADABBBCCC
     * ...</pre>
     *
     * @param picture the regions; not null
     * @return the layout
     * @throws NullPointerException if {@code picture} is null
     * @throws IllegalArgumentException if the lines do not form an n x n square, there are not n symbols, or a
     *     region does not have n cells; the message names the line
     */
    public static Layout jigsaw(CharSequence picture) {
        return jigsaw(JigsawPicture.regions(Objects.requireNonNull(picture, "picture")));
    }

    /**
     * The samurai grid: 21x21, five 9x9 classic grids, one in each corner and one in the centre that shares a corner
     * box with each of the others. The 72 positions outside every grid are holes. Rows and columns are the rows and
     * columns of one 9x9 grid (a row of the board crossing two grids is two regions); boxes are numbered by position
     * on the 7x7 grid of 3x3 squares.
     *
     * @return the shared instance
     */
    public static Layout samurai() {
        return SAMURAI;
    }

    /**
     * This layout with both main diagonals as extra regions: the diagonal (or X) variant.
     *
     * @return the layout with diagonals (this layout if it has them already), with this layout's cages
     * @throws IllegalStateException if this layout is not a square grid without holes (the samurai grid)
     */
    public Layout withDiagonals() {
        requireSquareWithoutHoles("diagonals");
        return has(Region.DIAGONAL) ? this : this == CLASSIC ? ClassicDiagonals.LAYOUT : diagonals();
    }

    private Layout diagonals() {
        List<LayoutRegions.Shape> found = regionList();
        found.addAll(LayoutRegions.Shape.diagonals(size));
        return new Layout(size, rows, columns, name, found, cages, rules, null);
    }

    /** The classic grid with diagonals, which every diagonal killer read starts from: built once, on first use. */
    private static final class ClassicDiagonals {
        static final Layout LAYOUT = CLASSIC.diagonals();
    }

    /**
     * This layout with the windows of the windoku (hyper) variant as extra regions: squares the size of a box, one
     * cell in from the edges and one cell apart. On 9x9 they are the four 3x3 squares with top-left corners at r2c2,
     * r2c6, r6c2 and r6c6 (1-based); on 16x16 nine 4x4 squares; on 4x4 the one centre square.
     *
     * @return the layout with windows (this layout if it has them already), with this layout's cages
     * @throws IllegalStateException if this layout is not a square grid without holes, or its size is not a square
     *     number
     */
    public Layout withWindows() {
        requireSquareWithoutHoles("windows");
        int side = (int) Math.round(Math.sqrt(size));
        if (side * side != size) {
            throw new IllegalStateException(name + " has no windows: its size " + size + " is not a square number");
        }
        if (has(Region.WINDOW)) {
            return this;
        }
        List<LayoutRegions.Shape> found = regionList();
        found.addAll(LayoutRegions.Shape.windows(size, side));
        return new Layout(size, rows, columns, name, found, cages, rules, null);
    }

    /**
     * This layout with killer cages added: the digits of each cage are all different and add up to its sum. Cages
     * may cover all of the grid (the usual killer, played without givens) or part of it; their cells need not touch.
     * The cages of this layout, if any, stay.
     *
     * <pre>{@code
     * Layout killer = Layout.classic().withCages(List.of(Cage.of(3, new Cell(0, 0), new Cell(0, 1)), ...));
     * Board solution = Solver.fastest().solve(Board.empty(killer)).solution().orElseThrow();
     * }</pre>
     *
     * @param cages the cages to add, in any order; not null
     * @return the layout with these cages and this layout's; this layout if {@code cages} is empty
     * @throws NullPointerException if {@code cages} or one of its cages is null
     * @throws IllegalArgumentException if a cage is empty, has more cells than the layout has digits, lists a cell
     *     twice, has a cell off the grid or in a hole, shares a cell with another cage, or has a sum that no set of
     *     that many distinct digits {@code 1..size()} makes (0 and negative sums included); the message names the
     *     cage (its sum and its cells in r1c1 notation) and what is wrong
     */
    public Layout withCages(Collection<Cage> cages) {
        Objects.requireNonNull(cages, "cages");
        if (cages.isEmpty()) {
            return this;
        }
        List<Cage> all = LayoutRules.addCages(this, this.cages, cages);
        return new Layout(size, rows, columns, name, null, all, rules, this);
    }

    /**
     * The killer cages, ordered by the first cell of each in row-major order.
     *
     * @return an unmodifiable list, empty for a layout without cages
     */
    public List<Cage> cages() {
        return cages;
    }

    /**
     * This layout with rules added: killer cages (as {@link #withCages} adds them) and the variant rules of
     * {@link io.github.sudokusolver.rules}: arrows, thermometers and other lines, dots, little killers, sandwiches,
     * x-sums, skyscrapers and numbered rooms, relations, cell marks, quadruples, clones, extra regions, given candidates and global rules. Each rule is checked against
     * this grid. The rules of this layout, if any, stay.
     *
     * <pre>{@code
     * Layout thermo = Layout.classic().withRules(List.of(
     *         Line.thermometer(new Cell(0, 0), new Cell(0, 1), new Cell(0, 2)), GlobalRule.ANTI_KNIGHT));
     * }</pre>
     *
     * @param rules the rules to add, in any order; not null
     * @return the layout with these rules and this layout's; this layout if {@code rules} is empty
     * @throws NullPointerException if {@code rules} or one of its rules is null
     * @throws IllegalArgumentException if a rule does not fit this grid, with a message that names the rule (its
     *     {@code toString()}) and what is wrong: a cell off the grid or in a hole, a digit or a sum that the grid's
     *     digits cannot make, a little killer whose clue is not outside the grid or whose diagonal stops short of the
     *     edge, a sandwich, a clue outside the grid or disjoint groups on a grid that cannot have them, a clue its
     *     row's digits cannot make, a rule given twice; a cage as
     *     {@link #withCages} says
     */
    public Layout withRules(Collection<? extends Rule> rules) {
        Objects.requireNonNull(rules, "rules");
        List<Cage> newCages = new ArrayList<>();
        List<Integer> cageIndices = new ArrayList<>();
        List<Rule> all = LayoutRules.addRules(this, this.rules, rules, newCages, cageIndices);
        Layout caged;
        try {
            caged = withCages(newCages);
        } catch (RefusedRule e) { // its index counts the cages only
            throw new RefusedRule(e.getMessage(), cageIndices.get(e.index()));
        }
        if (all.size() == this.rules.size()) {
            return caged;
        }
        all.sort(RuleChecks.ORDER);
        return new Layout(size, rows, columns, name, null, caged.cages, List.copyOf(all), caged);
    }

    /**
     * Every rule of this layout: its cages first (as {@link #cages()} orders them), then the other rules by kind (in
     * the order of the types of {@link io.github.sudokusolver.rules}), each kind in the order of its text.
     *
     * @return an unmodifiable list, empty for a layout without rules
     */
    public List<Rule> rules() {
        return LayoutRules.all(cages, rules);
    }

    /** The rules other than cages, which the engines other than the general one do not take, in their order. */
    List<Rule> variantRules() {
        return rules;
    }

    /**
     * The rules {@link RuleCompiler} compiles, in the order their indices in the geometry's broken rules count: the
     * cages without a sum (their digits differ; {@code Geometry} takes only cages with sums), then the variant rules.
     */
    List<Rule> compiledRules() {
        return LayoutRules.compiled(cages, rules);
    }

    /** Whether a region of this kind is among the regions: the diagonals and windows are no more than that. */
    private boolean has(Region kind) {
        for (Region k : kinds) {
            if (k == kind) {
                return true;
            }
        }
        return false;
    }

    private void requireSquareWithoutHoles(String what) {
        if (rows != size || columns != size) {
            throw new IllegalStateException(this + " cannot take " + what + ": it is not one square grid");
        }
    }

    private List<LayoutRegions.Shape> regionList() {
        List<LayoutRegions.Shape> list = new ArrayList<>();
        for (int r = 0; r < regions.length; r++) {
            list.add(new LayoutRegions.Shape(kinds[r], numbers[r], regions[r]));
        }
        return list;
    }

    /**
     * The number of digits: each region holds {@code 1..size()} once.
     *
     * @return 2 to {@value #MAX_SIZE}; 9 for the classic and the samurai grid
     */
    public int size() {
        return size;
    }

    /**
     * The number of rows of the grid.
     *
     * @return {@link #size()}, or 21 for the samurai grid
     */
    public int rows() {
        return rows;
    }

    /**
     * The number of columns of the grid.
     *
     * @return {@link #size()}, or 21 for the samurai grid
     */
    public int columns() {
        return columns;
    }

    /**
     * Tells whether a position holds a cell, rather than a hole outside every region.
     *
     * @param row the row, 0-based
     * @param col the column, 0-based
     * @return true for a cell; false for a hole of the samurai grid
     * @throws IndexOutOfBoundsException if the position is outside the grid
     */
    public boolean isCell(int row, int col) {
        return isCell[position(row, col)];
    }

    /**
     * The regions, each the cells that hold every digit once: rows, then columns, boxes, jigsaw regions, diagonals
     * and windows, each kind in order of its cells. For drawing a layout, or for handing it to another solver.
     *
     * @return an unmodifiable list of unmodifiable lists of {@link #size()} cells each
     */
    public List<List<Cell>> regions() {
        return LayoutRegions.cells(regions, columns);
    }

    /**
     * The regions of one kind, in the order of {@link #regions()}: the boxes or jigsaw regions whose borders a picture
     * draws thick, the diagonals' and windows' cells it shades.
     *
     * <pre>{@code
     * List<List<Cell>> windows = Layout.classic().withWindows().regions(Region.WINDOW); // 4 windows of 9 cells
     * }</pre>
     *
     * @param kind {@link Region#ROW}, {@code COLUMN}, {@code BOX}, {@code REGION}, {@code DIAGONAL} or
     *     {@code WINDOW}; not null
     * @return an unmodifiable list of unmodifiable lists of {@link #size()} cells each; empty when the layout has no
     *     region of that kind, and always for the kinds of cages and rules, which are not regions
     * @throws NullPointerException if {@code kind} is null
     */
    public List<List<Cell>> regions(Region kind) {
        Objects.requireNonNull(kind, "kind");
        List<int[]> ofKind = new ArrayList<>();
        for (int r = 0; r < regions.length; r++) {
            if (kinds[r] == kind) {
                ofKind.add(regions[r]);
            }
        }
        return LayoutRegions.cells(ofKind.toArray(new int[0][]), columns);
    }

    /**
     * The number of cells, holes not counted.
     *
     * @return {@code rows() * columns()} less the holes: 81 for classic, 369 for samurai
     */
    public int cellCount() {
        return cellCount;
    }

    /** The grid position of a cell, with a message naming the layout when it is outside. */
    int position(int row, int col) {
        if (row < 0 || row >= rows || col < 0 || col >= columns) {
            throw new IndexOutOfBoundsException("cell (row " + row + ", column " + col + ") is outside the "
                    + rows + "x" + columns + " grid of " + this);
        }
        return row * columns + col;
    }

    /**
     * The geometry of this layout, shared by every search on it: made on first use, once (a layout is shared across
     * threads, and compiling variant rules is the costly part of a layout).
     */
    Geometry geometry() {
        Geometry made = geometry;
        if (made == null) {
            synchronized (geometryLock) {
                made = geometry;
                if (made == null) {
                    made = LayoutRules.geometry(this, regions, sharesRegions ? regionGeometry : null);
                    geometry = made;
                }
            }
        }
        return made;
    }

    int regionCount() {
        return regions.length;
    }

    /** Grid positions of region {@code r}, ascending; must not be modified. */
    int[] regionPositions(int r) {
        return regions[r];
    }

    Region regionKind(int r) {
        return kinds[r];
    }

    int regionNumber(int r) {
        return numbers[r];
    }

    /** True for the one classic layout, without cages: what the 9x9 fast paths are written for. */
    boolean isClassic() {
        return this == CLASSIC;
    }

    /** What the reader of a board's text needs of this layout, as plain data. */
    GridShape shape() {
        return new GridShape(size, rows, columns, toString(), isCell);
    }

    /** Whether a position of the grid is a cell; no bounds message, for loops over every position. */
    boolean isCellAt(int position) {
        return isCell[position];
    }

    /** Rows per box for a layout of boxes, 0 for the others: where a text grid draws its box rules. */
    int boxRows() {
        return boxSide(true);
    }

    /** Columns per box for a layout of boxes, 0 for the others. */
    int boxColumns() {
        return boxSide(false);
    }

    private int boxSide(boolean vertical) {
        if (rows != size) {
            return 3; // samurai: the 3x3 squares
        }
        return LayoutRegions.boxSide(regions, kinds, columns, vertical);
    }

    /**
     * Names the layout: {@code 9x9}, {@code 16x16}, {@code 6x6 (2x3 boxes)}, {@code jigsaw 9x9}, {@code samurai},
     * with {@code diagonal} and {@code windoku} appended for the extra regions and {@code killer} for cages.
     *
     * @return the name
     */
    @Override
    public String toString() {
        return name + (has(Region.DIAGONAL) ? " diagonal" : "") + (has(Region.WINDOW) ? " windoku" : "")
                + (cages.isEmpty() ? "" : " killer") + RuleChecks.kindNames(rules);
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof Layout)) {
            return false;
        }
        Layout that = (Layout) other;
        return size == that.size && rows == that.rows && columns == that.columns
                && Arrays.equals(kinds, that.kinds) && Arrays.deepEquals(regions, that.regions)
                && cages.equals(that.cages) && rules.equals(that.rules);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * (31 * Arrays.hashCode(kinds) + Arrays.deepHashCode(regions)) + cages.hashCode())
                + rules.hashCode();
    }
}
