package io.github.sudokusolver.logic;

/**
 * A step built by hand, for the tests of the pictures: {@link StepBuilder} is this package's, and the pictures read
 * steps through the public API only, as an app does. A hand-made step can be what no finder finds where the tests
 * want it (a link across the grid, a step that does not fit its marks). Cells are named as players name them
 * ({@code r1c2}), houses too ({@code r1}, {@code c2}, {@code b5}).
 */
public final class HandMadeStep {

    private final StepBuilder builder;

    private HandMadeStep(Technique technique) {
        this.builder = new StepBuilder(technique);
    }

    /** A step of this technique, with nothing in it yet. */
    public static HandMadeStep of(Technique technique) {
        return new HandMadeStep(technique);
    }

    public HandMadeStep place(String cell, int digit) {
        builder.place(Position.cell(cell), digit);
        return this;
    }

    public HandMadeStep eliminate(String cell, int digit) {
        builder.eliminate(Position.cell(cell), digit);
        return this;
    }

    /** A cell of the pattern. */
    public HandMadeStep cell(String cell) {
        builder.cell(Position.cell(cell));
        return this;
    }

    public HandMadeStep fin(String cell) {
        builder.fin(Position.cell(cell));
        return this;
    }

    /** A house of the pattern: {@code r1}, {@code c2} or {@code b5}. */
    public HandMadeStep house(String house) {
        builder.house(houseIndex(house));
        return this;
    }

    public HandMadeStep coverHouse(String house) {
        builder.coverHouse(houseIndex(house));
        return this;
    }

    /** A group of cells holding one digit. */
    public HandMadeStep group(int digit, String... groupCells) {
        builder.group(1 << digit - 1, indices(groupCells));
        return this;
    }

    public HandMadeStep strongLink(String from, int fromDigit, String to, int toDigit) {
        builder.strongLink(Position.cell(from), fromDigit, Position.cell(to), toDigit);
        return this;
    }

    public HandMadeStep weakLink(String from, int fromDigit, String to, int toDigit) {
        builder.weakLink(Position.cell(from), fromDigit, Position.cell(to), toDigit);
        return this;
    }

    /** A weak link between two groups of cells of one line and one box. */
    public HandMadeStep groupedWeakLink(String[] from, int fromDigit, String[] to, int toDigit) {
        builder.groupedLink(indices(from), fromDigit, indices(to), toDigit, false);
        return this;
    }

    /** Starts the next branch of a forcing chain: the links that follow are its. */
    public HandMadeStep branch() {
        builder.branch();
        return this;
    }

    public Step build() {
        return builder.build();
    }

    private static int[] indices(String[] names) {
        int[] indices = new int[names.length];
        for (int i = 0; i < names.length; i++) {
            indices[i] = Position.cell(names[i]);
        }
        return indices;
    }

    private static int houseIndex(String house) {
        int number = house.charAt(1) - '1';
        return switch (house.charAt(0)) {
            case 'r' -> number;
            case 'c' -> House.FIRST_COLUMN + number;
            case 'b' -> House.FIRST_BOX + number;
            default -> throw new IllegalArgumentException(house);
        };
    }
}
