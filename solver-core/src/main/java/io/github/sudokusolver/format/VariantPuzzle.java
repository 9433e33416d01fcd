package io.github.sudokusolver.format;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Conflict;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.format.PuzzleText;
import io.github.sudokusolver.rules.Cage;
import io.github.sudokusolver.rules.ExtraRegion;
import io.github.sudokusolver.rules.GivenCandidates;
import io.github.sudokusolver.rules.GlobalRule;
import io.github.sudokusolver.rules.Rule;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A puzzle of the variant formats (f-puzzles, the Interactive Sudoku Solver's text) as its reader gathers it: the
 * grid's size and regions, the diagonals and windows, the givens, the rules, the cosmetic elements and the solution;
 * then the board they make. Every problem is a {@link Refusal} with a message that names what is wrong, which the
 * reader turns into an error entry at the puzzle's line and column.
 */
final class VariantPuzzle {

    /** What a variant reader refuses, with the message of the entry's error. */
    static final class Refusal extends Exception {

        private static final long serialVersionUID = 1L;

        Refusal(String message) {
            super(message, null, false, false);
        }
    }

    private final int size;
    /** The region of each cell, row-major; null for the default boxes of the size. */
    private int[] regions;
    private boolean noBoxes;
    /** Whether the default boxes stay beside irregular regions (the Interactive Sudoku Solver's jigsaw). */
    private boolean keepBoxes;
    private boolean mainDiagonal;
    private boolean antiDiagonal;
    private boolean windows;
    private final int[][] givens;
    private final List<Rule> rules = new ArrayList<>();
    /** Rules past the most a puzzle may carry, which {@link #layout()} refuses. */
    private int excessRules;
    private final Map<String, Integer> cosmetics = new LinkedHashMap<>();
    private int[] solution;
    private String title = "";
    private String author = "";
    private String rulesText = "";
    private final List<String> warnings = new ArrayList<>();

    /** A puzzle of {@code size} x {@code size} cells, refused unless the size is 4 to 16 (the message quotes it). */
    VariantPuzzle(long size) throws Refusal {
        if (size < 4 || size > 16) {
            throw new Refusal("found a grid of size " + size + ", expected 4 to 16");
        }
        this.size = (int) size;
        this.givens = new int[this.size][this.size];
    }

    int size() {
        return size;
    }

    /** The cell at 1-based row and column, refused off the grid. */
    Cell cell(int row, int column, String as) throws Refusal {
        if (row < 1 || row > size || column < 1 || column > size) {
            throw new Refusal("found the cell " + as + ", off the " + size + "x" + size + " grid (rows and columns 1-"
                    + size + ")");
        }
        return new Cell(row - 1, column - 1);
    }

    /** A digit 1..size, refused otherwise; {@code what} says where it stood. */
    int digit(long value, String what) throws Refusal {
        if (value < 1 || value > size) {
            throw new Refusal("found " + value + " as " + what + ", expected a digit 1-" + size);
        }
        return (int) value;
    }

    void regions(int[] regionOfCell) {
        this.regions = regionOfCell;
    }

    void noBoxes() {
        this.noBoxes = true;
    }

    /** Irregular regions come in addition to the boxes, unless {@link #noBoxes} says there are none. */
    void keepBoxes() {
        this.keepBoxes = true;
    }

    void diagonal(boolean main) {
        if (main) {
            mainDiagonal = true;
        } else {
            antiDiagonal = true;
        }
    }

    void windows() {
        this.windows = true;
    }

    void given(Cell cell, int digit) throws Refusal {
        int old = givens[cell.row()][cell.col()];
        if (old != 0 && old != digit) {
            throw new Refusal("found the givens " + old + " and " + digit + " for " + cell.name());
        }
        givens[cell.row()][cell.col()] = digit;
    }

    void candidates(Cell cell, List<Integer> digits) {
        rule(GivenCandidates.of(cell, digits));
    }

    /**
     * Adds a rule; the same rule twice (two equal dots, say) is one rule. At most
     * {@link PendingRules#RULES_PER_CELL} a cell are kept, as for rule lines: a puzzle with more (far more than any
     * has) is refused by {@link #layout()}, so that a long line cannot make the reader or the layout's checks, which
     * compare rules with each other, take minutes.
     */
    void rule(Rule rule) {
        if (rules.size() >= PendingRules.RULES_PER_CELL * size * size) {
            excessRules++;
        } else if (!rules.contains(rule)) {
            rules.add(rule);
        }
    }

    /** Whether a rule so far is a white or black dot of any value (a kropki dot). */
    boolean hasKropkiDot() {
        return FPuzzlesNames.hasKropkiDot(rules);
    }

    void cosmetic(String kind, int count) {
        if (count > 0) {
            cosmetics.merge(kind, count, Integer::sum);
        }
    }

    void title(String text) {
        this.title = text == null ? "" : PuzzleText.strip(text);
    }

    String title() {
        return title;
    }

    /** The setter and the rules text a format carries beside the rules (SudokuPad's metadata). */
    void details(String author, String rulesText) {
        this.author = author == null ? "" : PuzzleText.strip(author);
        this.rulesText = rulesText == null ? "" : rulesText.trim();
    }

    String author() {
        return author;
    }

    /** Says how the reader chose between two readings the format left open. */
    void warn(String warning) {
        warnings.add(warning);
    }

    List<String> warnings() {
        return List.copyOf(warnings);
    }

    String rulesText() {
        return rulesText;
    }

    Map<String, Integer> cosmetics() {
        return Map.copyOf(cosmetics);
    }

    /** The solution, row-major, or null to keep none. */
    void solution(int[] digits) {
        this.solution = digits;
    }

    /**
     * The default boxes of a size, as f-puzzles, SudokuPad and the Interactive Sudoku Solver draw them: the box's
     * height is the largest whole number at most the size's square root that divides the size, its width the size
     * over that (6: 2x3, 8: 2x4, 12: 3x4, 15: 3x5). A prime size has height 1: its "boxes" are its rows, so the grid
     * has rows and columns only (5x5 and 7x7 puzzles give their regions cell by cell).
     *
     * @return the rows and the columns of a box
     */
    static int[] boxesOf(int size) {
        int height = 1;
        for (int h = 2; h * h <= size; h++) {
            if (size % h == 0) {
                height = h;
            }
        }
        return new int[] {height, size / height};
    }

    /** The grid and its pieces (the default boxes, the regions given, or the rows alone), without any rule. */
    Layout pieces() {
        int[] boxes = boxesOf(size);
        if (regions != null) {
            return Layout.jigsaw(square(regions));
        }
        if (noBoxes || boxes[0] == 1) {
            int[] rows = new int[size * size];
            for (int i = 0; i < rows.length; i++) {
                rows[i] = i / size;
            }
            return Layout.jigsaw(square(rows)); // regions that are the rows: no boxes
        }
        return Layout.boxes(boxes[0], boxes[1]);
    }

    /** The layout: the regions, the diagonals and windows, then the rules, each checked by the layout. */
    Layout layout() throws Refusal {
        if (excessRules > 0) {
            throw new Refusal("found more than " + rules.size() + " rules, more than any puzzle of the " + size + "x"
                    + size + " grid has (" + PendingRules.RULES_PER_CELL + " a cell)");
        }
        checkCagesApart();
        int[] boxes = boxesOf(size);
        try {
            Layout layout = pieces();
            List<Rule> all = new ArrayList<>(rules);
            boolean defaultBoxes = regions == null && !noBoxes && boxes[0] > 1;
            if (!defaultBoxes && all.remove(GlobalRule.DISJOINT_GROUPS) && boxes[0] > 1) {
                // both programs group the cells by their places in the default boxes, whatever the regions
                all.addAll(disjointGroups(boxes));
            }
            if (regions != null && keepBoxes && !noBoxes && boxes[0] > 1) {
                for (int box = 0; box < size; box++) {
                    List<Cell> cells = new ArrayList<>();
                    for (int i = 0; i < size; i++) {
                        cells.add(new Cell(box / boxes[0] * boxes[0] + i / boxes[1],
                                box % boxes[0] * boxes[1] + i % boxes[1]));
                    }
                    all.add(ExtraRegion.of(cells));
                }
            }
            if (mainDiagonal && antiDiagonal) {
                layout = layout.withDiagonals();
            } else if (mainDiagonal || antiDiagonal) {
                List<Cell> cells = new ArrayList<>();
                for (int i = 0; i < size; i++) {
                    cells.add(new Cell(i, mainDiagonal ? i : size - 1 - i));
                }
                all.add(ExtraRegion.of(cells));
            }
            if (windows) {
                layout = layout.withWindows();
            }
            return layout.withRules(all);
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new Refusal(e.getMessage());
        }
    }

    /**
     * The disjoint groups of the default boxes as extra regions: the cells at the same place in each box. f-puzzles
     * and the Interactive Sudoku Solver group the cells by their place in the boxes of the size even where the
     * regions are irregular or there are none, which the {@link GlobalRule#DISJOINT_GROUPS} of such a layout cannot
     * say (it has no boxes). On a prime size the groups are the columns, which hold every digit already, so the rule
     * is dropped there.
     */
    private List<Rule> disjointGroups(int[] boxes) {
        List<Rule> groups = new ArrayList<>();
        for (int inRow = 0; inRow < boxes[0]; inRow++) {
            for (int inColumn = 0; inColumn < boxes[1]; inColumn++) {
                List<Cell> cells = new ArrayList<>();
                for (int top = 0; top < size; top += boxes[0]) {
                    for (int left = 0; left < size; left += boxes[1]) {
                        cells.add(new Cell(top + inRow, left + inColumn));
                    }
                }
                groups.add(ExtraRegion.of(cells));
            }
        }
        return groups;
    }

    /**
     * Refuses killer cages that share a cell, by name: a layout holds one cage a cell, and no other rule says "these
     * cells add up to this sum", so such a puzzle cannot be read without losing a cage (docs/reading.md).
     */
    private void checkCagesApart() throws Refusal {
        Cage[] owner = new Cage[size * size];
        for (Rule rule : rules) {
            if (!(rule instanceof Cage)) {
                continue;
            }
            Cage cage = (Cage) rule;
            for (Cell cell : cage.cells()) {
                int at = cell.row() * size + cell.col();
                if (owner[at] != null && owner[at] != cage) {
                    throw new Refusal("overlapping killer cages are not supported: " + owner[at] + " and " + cage
                            + " share " + cell.name() + " (a cell may be in one cage only)");
                }
                owner[at] = cage;
            }
        }
    }

    private int[][] square(int[] flat) {
        int[][] grid = new int[size][size];
        for (int i = 0; i < flat.length; i++) {
            grid[i / size][i % size] = flat[i];
        }
        return grid;
    }

    /** The board; with the solution, if any, checked against it. */
    Board board(Layout layout) throws Refusal {
        try {
            return Board.of(layout, givens);
        } catch (IllegalArgumentException e) {
            throw new Refusal(e.getMessage());
        }
    }

    /** The solution on the board's layout, or null without one; refused when it is not a solution of the board. */
    Board solutionOf(Board board) throws Refusal {
        if (solution == null) {
            return null;
        }
        int[][] grid = square(solution);
        Board solved;
        try {
            solved = Board.of(board.layout(), grid);
        } catch (IllegalArgumentException e) {
            throw new Refusal("the solution is not a grid of the puzzle: " + e.getMessage());
        }
        for (int row = 0; row < size; row++) {
            for (int col = 0; col < size; col++) {
                int given = givens[row][col];
                if (grid[row][col] == 0) {
                    return null; // a partial solution says nothing: keep none
                }
                if (given != 0 && grid[row][col] != given) {
                    throw new Refusal("the solution has " + grid[row][col] + " at " + new Cell(row, col).name()
                            + " where the puzzle gives " + given);
                }
            }
        }
        List<Conflict> conflicts = solved.conflicts();
        if (!conflicts.isEmpty()) {
            throw new Refusal("the solution breaks a rule: " + conflicts.get(0));
        }
        return solved;
    }
}
