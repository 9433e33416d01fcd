package io.github.sudokusolver.logic;

import io.github.sudokusolver.Cell;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Collects what a finder found, by role, in the finders' int terms (cell index 0..80, digit 1..9, house index of
 * {@link House#GRID}), and turns it into a {@link Step}, whose description {@link StepText} renders from those roles.
 * Only the step a finder returns is built.
 */
final class StepBuilder {

    private final Technique technique;
    /** The grid of a layout other than the classic one, whose compact indices the finder speaks in; null: classic. */
    private final Grid grid;
    private double difficulty;
    private final List<Candidate> placements = new ArrayList<>();
    private final List<Candidate> eliminations = new ArrayList<>();
    private final TreeSet<Integer> cells = new TreeSet<>();
    private final Set<Integer> houses = new LinkedHashSet<>(); // in the order the reasoning uses them
    private final Set<Integer> coverHouses = new LinkedHashSet<>();
    private final TreeSet<Integer> fins = new TreeSet<>();
    private int digitMask;
    private final List<CellGroup> groups = new ArrayList<>();
    private final List<Link> links = new ArrayList<>();
    private final List<List<Link>> branches = new ArrayList<>();
    /** Cages of a killer step, by index in the layout's cages, in the order the reasoning uses them. */
    private final Set<Integer> cages = new LinkedHashSet<>();
    /** Variant rules of the step, by index in the layout's rules, in the order the reasoning uses them. */
    private final Set<Integer> rules = new LinkedHashSet<>();
    /** The pattern text a killer finder wrote (its sums are not typed parts); null: {@link StepText} writes it. */
    private String pattern;

    StepBuilder(Technique technique) {
        this(technique, null);
    }

    /** A step on a grid of any layout ({@code grid} null or classic: the classic grid's cell indices). */
    StepBuilder(Technique technique, Grid grid) {
        this.technique = technique;
        this.grid = grid == null || grid.isClassic() ? null : grid;
        this.difficulty = technique.difficulty();
    }

    /** Digits on this step's grid: 9 on the classic grid. */
    int size() {
        return grid == null ? House.DIGITS : grid.size;
    }

    private Candidate candidate(int cell, int digit) {
        return grid == null ? Candidate.of(cell, digit) : new Candidate(grid.cell(cell), digit);
    }

    private Cell cellOf(int cell) {
        return grid == null ? Cell.of(cell) : grid.cell(cell);
    }

    StepBuilder difficulty(double value) {
        difficulty = value;
        return this;
    }

    StepBuilder place(int cell, int digit) {
        placements.add(candidate(cell, digit));
        return this;
    }

    StepBuilder eliminate(int cell, int digit) {
        eliminations.add(candidate(cell, digit));
        return this;
    }

    /** A digit the pattern is about (1..9). */
    StepBuilder digit(int digit) {
        digitMask |= 1 << digit - 1;
        return this;
    }

    /** The digits of a mask (bit d-1 for digit d) that the pattern is about. */
    StepBuilder digitBits(int mask) {
        digitMask |= mask;
        return this;
    }

    /** A cover house of a fish. */
    StepBuilder coverHouse(int house) {
        coverHouses.add(house);
        return this;
    }

    /** A fin of a fish; it is a cell of the pattern too. */
    StepBuilder fin(int cell) {
        fins.add(cell);
        cells.add(cell);
        return this;
    }

    /** A set of cells with the digits of {@code mask} that matter in them; its cells are cells of the pattern too. */
    StepBuilder group(int mask, int... groupCells) {
        int[] sorted = groupCells.clone();
        java.util.Arrays.sort(sorted);
        List<Cell> list = new ArrayList<>(sorted.length);
        for (int cell : sorted) {
            list.add(cellOf(cell));
            cells.add(cell);
        }
        groups.add(new CellGroup(list, digitList(mask)));
        return this;
    }

    /** Starts a branch of a forcing chain: the links that follow belong to it (and to the step's links). */
    StepBuilder branch() {
        branches.add(new ArrayList<>());
        return this;
    }

    StepBuilder cell(int cell) {
        cells.add(cell);
        return this;
    }

    StepBuilder house(int house) {
        houses.add(house);
        return this;
    }

    /** A variant rule the step relies on, by its index in the layout's rules ({@code Layout.rules()}). */
    StepBuilder rule(int rule) {
        rules.add(rule);
        return this;
    }

    List<io.github.sudokusolver.rules.Rule> rules() {
        List<io.github.sudokusolver.rules.Rule> list = new ArrayList<>(rules.size());
        for (int rule : rules) {
            list.add(grid.rules.rule(rule));
        }
        return list;
    }

    /** A killer cage the step relies on, by its index in the layout's cages. */
    StepBuilder cage(int cage) {
        cages.add(cage);
        return this;
    }

    /** The pattern part of the description, for the killer techniques whose sums are not typed parts. */
    StepBuilder pattern(String text) {
        pattern = text;
        return this;
    }

    String pattern() {
        return pattern;
    }

    List<io.github.sudokusolver.rules.Cage> cages() {
        List<io.github.sudokusolver.rules.Cage> list = new ArrayList<>(cages.size());
        for (int cage : cages) {
            list.add(grid.cages[cage]);
        }
        return list;
    }

    /** A strong link: if the first candidate is false, the second is true. */
    StepBuilder strongLink(int fromCell, int fromDigit, int toCell, int toDigit) {
        return link(fromCell, fromDigit, toCell, toDigit, true);
    }

    /** A weak link: if the first candidate is true, the second is false. */
    StepBuilder weakLink(int fromCell, int fromDigit, int toCell, int toDigit) {
        return link(fromCell, fromDigit, toCell, toDigit, false);
    }

    /** A link of either kind, for a chain engine that knows which from its data ({@link Link#strong()}). */
    StepBuilder link(int fromCell, int fromDigit, int toCell, int toDigit, boolean strong) {
        return add(new Link(candidate(fromCell, fromDigit), candidate(toCell, toDigit), strong));
    }

    /** A link whose ends may be groups of cells (of one box and one line) holding the digit. */
    StepBuilder groupedLink(int[] fromCells, int fromDigit, int[] toCells, int toDigit, boolean strong) {
        return add(new Link(candidate(fromCells[0], fromDigit), candidate(toCells[0], toDigit), strong,
                cellList(fromCells), cellList(toCells)));
    }

    private StepBuilder add(Link link) {
        links.add(link);
        if (!branches.isEmpty()) {
            branches.get(branches.size() - 1).add(link);
        }
        return this;
    }

    private List<Cell> cellList(int[] indices) {
        List<Cell> list = new ArrayList<>(indices.length);
        for (int cell : indices) {
            list.add(cellOf(cell));
        }
        return list;
    }

    private List<Integer> digitList(int mask) {
        List<Integer> list = new ArrayList<>(Integer.bitCount(mask));
        for (int bits = mask & ((1 << size()) - 1); bits != 0; bits &= bits - 1) {
            list.add(Integer.numberOfTrailingZeros(bits) + 1);
        }
        return list;
    }

    boolean changesNothing() {
        return placements.isEmpty() && eliminations.isEmpty();
    }

    /** The step; {@link StepText} describes it from the roles recorded. */
    Step build() {
        return new Step(this);
    }

    Technique technique() {
        return technique;
    }

    /** The difficulty to one decimal, as Sudoku Explainer shows it (the length bonus sums tenths). */
    double roundedDifficulty() {
        return Math.round(difficulty * 10) / 10.0;
    }

    List<Candidate> placements() {
        return placements;
    }

    List<Candidate> eliminations() {
        return eliminations;
    }

    List<Integer> digits() {
        return digitList(digitMask);
    }

    List<Cell> cells() {
        return cellList(cells.stream().mapToInt(Integer::intValue).toArray());
    }

    List<House> houses() {
        return houseList(houses);
    }

    List<House> coverHouses() {
        return houseList(coverHouses);
    }

    List<Cell> fins() {
        return cellList(fins.stream().mapToInt(Integer::intValue).toArray());
    }

    List<CellGroup> groups() {
        return groups;
    }

    List<Link> links() {
        return links;
    }

    List<List<Link>> branches() {
        return branches;
    }

    private List<House> houseList(Set<Integer> indices) {
        List<House> list = new ArrayList<>(indices.size());
        for (int house : indices) {
            list.add(grid == null ? House.of(house) : grid.house(house));
        }
        return list;
    }
}
