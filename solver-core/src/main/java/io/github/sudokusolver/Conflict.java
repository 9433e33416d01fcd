package io.github.sudokusolver;

import io.github.sudokusolver.rules.Cage;
import io.github.sudokusolver.rules.Rule;
import java.util.Locale;
import java.util.Objects;

/**
 * A rule violation on a board: two cells of one region (a row, column or box, or a region of another
 * {@link Layout}) or of one killer cage hold the same digit ({@link Region#CAGE}); or the givens of a cage already break
 * its sum ({@link Region#CAGE_SUM}: a full cage with another total, or givens that leave its empty cells less than 1
 * each, givens past the sum among them).
 *
 * @param digit the repeated digit, 1..25; for {@link Region#CAGE_SUM}, the total of the cage's givens
 * @param unit the kind of region both cells share, or the kind of cage rule broken
 * @param number which region of that kind: the row, the column, the box in reading order, the jigsaw region,
 *     the diagonal (0 from the top-left corner, 1 from the top-right) or the window in reading order; for the two
 *     cage kinds, the cage's index in {@link Layout#cages()}
 * @param first the earlier of the two cells in row-major order; for {@link Region#CAGE_SUM}, the cage's first cell
 * @param second the later of the two cells; for {@link Region#CAGE_SUM}, the cage's last cell (the first again for a
 *     cage of one cell)
 * @param cage the cage, for the two cage kinds; null for the kinds of region
 * @param emptyCells for {@link Region#CAGE_SUM}, how many of the cage's cells are empty (0 for a full cage); 0 for
 *     the other kinds
 * @param rule the variant rule its givens break, for {@link Region#RULE}; null for the other kinds
 */
public record Conflict(int digit, Region unit, int number, Cell first, Cell second, Cage cage, int emptyCells,
        Rule rule) {

    /**
     * Validates the conflict.
     *
     * @param digit the repeated digit, 1..25; for {@link Region#CAGE_SUM} the givens' total, at least 1
     * @param unit the kind of region both cells share, or of cage rule
     * @param number which region or cage of that kind, at least 0
     * @param first the earlier of the two cells in row-major order
     * @param second the later of the two cells
     * @param cage the cage for the two cage kinds, null for the others
     * @param emptyCells for {@link Region#CAGE_SUM} the cage's empty cells, 0 up to one less than its cells; else 0
     * @param rule the variant rule for {@link Region#RULE}, null for the others
     * @throws NullPointerException if {@code unit}, {@code first} or {@code second} is null, or {@code cage} is null
     *     for a cage kind, or {@code rule} for {@link Region#RULE}
     * @throws IllegalArgumentException if {@code digit} is out of range, {@code number} is negative, a cage is
     *     given for a kind of region, a rule for a kind other than {@link Region#RULE}, or {@code emptyCells} is out of
     *     range
     */
    public Conflict {
        Objects.requireNonNull(unit, "unit");
        if (unit == Region.RULE) {
            Objects.requireNonNull(rule, "rule");
        } else if (rule != null) {
            throw new IllegalArgumentException(unit + " is not a kind of variant rule: rule must be null");
        }
        Objects.requireNonNull(first, "first");
        Objects.requireNonNull(second, "second");
        boolean cageKind = unit == Region.CAGE || unit == Region.CAGE_SUM;
        if (cageKind) {
            Objects.requireNonNull(cage, "cage");
        } else if (cage != null) {
            throw new IllegalArgumentException(unit + " is a kind of region, not of cage: cage must be null");
        }
        int most = unit == Region.CAGE_SUM ? Integer.MAX_VALUE : Layout.MAX_SIZE;
        if (digit < 1 || digit > most) {
            throw new IllegalArgumentException("digit " + digit + " is outside 1.." + Layout.MAX_SIZE);
        }
        if (number < 0) {
            throw new IllegalArgumentException("region number " + number + " is negative");
        }
        int mostEmpty = unit == Region.CAGE_SUM ? cage.cells().size() - 1 : 0;
        if (emptyCells < 0 || emptyCells > mostEmpty) {
            throw new IllegalArgumentException("emptyCells " + emptyCells + " is outside 0.." + mostEmpty
                    + (unit == Region.CAGE_SUM ? ": a cage whose sum is broken holds at least one given" : " for "
                    + unit));
        }
    }

    /**
     * A conflict in a region, or a cage that holds a digit twice, or a full cage with another total: what the
     * canonical constructor makes with {@code emptyCells} 0 and no rule.
     *
     * @param digit the repeated digit, 1..25; for {@link Region#CAGE_SUM}, the total of the full cage's digits
     * @param unit the kind of region both cells share, or of cage rule
     * @param number which region or cage of that kind, at least 0
     * @param first the earlier of the two cells in row-major order
     * @param second the later of the two cells
     * @param cage the cage for the two cage kinds, null for the others
     * @throws NullPointerException if {@code unit}, {@code first} or {@code second} is null, or {@code cage} is null
     *     for a cage kind
     * @throws IllegalArgumentException if {@code digit} is out of range, {@code number} is negative, a cage is
     *     given for a kind of region, or {@code unit} is {@link Region#RULE}
     */
    public Conflict(int digit, Region unit, int number, Cell first, Cell second, Cage cage) {
        this(digit, unit, number, first, second, cage, 0, null);
    }

    /**
     * A conflict in a region or a cage, with the empty cells of a cage whose sum is broken, and no rule.
     *
     * @param digit the repeated digit, 1..25; for {@link Region#CAGE_SUM} the givens' total, at least 1
     * @param unit the kind of region both cells share, or of cage rule
     * @param number which region or cage of that kind, at least 0
     * @param first the earlier of the two cells in row-major order
     * @param second the later of the two cells
     * @param cage the cage for the two cage kinds, null for the others
     * @param emptyCells for {@link Region#CAGE_SUM} the cage's empty cells; else 0
     * @throws NullPointerException as the canonical constructor says
     * @throws IllegalArgumentException as the canonical constructor says, and for {@link Region#RULE}
     */
    public Conflict(int digit, Region unit, int number, Cell first, Cell second, Cage cage, int emptyCells) {
        this(digit, unit, number, first, second, cage, emptyCells, null);
    }

    /**
     * A conflict in a region (not a cage): two cells that hold the same digit.
     *
     * @param digit the repeated digit, 1..25
     * @param unit the kind of region both cells share
     * @param number which region of that kind, at least 0
     * @param first the earlier of the two cells in row-major order
     * @param second the later of the two cells
     * @throws NullPointerException if {@code unit}, {@code first} or {@code second} is null
     * @throws IllegalArgumentException if {@code digit} is outside 1..25, {@code number} is negative, or {@code unit}
     *     is a cage kind
     */
    public Conflict(int digit, Region unit, int number, Cell first, Cell second) {
        this(digit, unit, number, first, second, null, 0, null);
    }

    /**
     * A conflict on the classic 9x9 grid, the region's number taken from the first cell's row, column or box.
     *
     * @param digit the repeated digit, 1..9
     * @param unit {@link Region#ROW}, {@link Region#COLUMN} or {@link Region#BOX}
     * @param first the earlier of the two cells in row-major order
     * @param second the later of the two cells
     * @throws NullPointerException if {@code unit}, {@code first} or {@code second} is null
     * @throws IllegalArgumentException if {@code digit} is outside 1..9, or {@code unit} is not a classic one
     */
    public Conflict(int digit, Region unit, Cell first, Cell second) {
        this(checkClassicDigit(digit), unit, classicNumber(unit, first), first, second, null, 0, null);
    }

    private static int checkClassicDigit(int digit) {
        if (digit < 1 || digit > Board.SIZE) {
            throw new IllegalArgumentException("digit " + digit + " is outside 1..9");
        }
        return digit;
    }

    private static int classicNumber(Region unit, Cell first) {
        Objects.requireNonNull(unit, "unit");
        Objects.requireNonNull(first, "first");
        return switch (unit) {
            case ROW -> first.row();
            case COLUMN -> first.col();
            case BOX -> first.box();
            default -> throw new IllegalArgumentException(unit + " is not a region of the classic grid");
        };
    }

    /**
     * Describes the conflict for a person, counting from 1 as puzzle books do: regions by {@code number + 1}, cells
     * in r1c1 notation, e.g. {@code digit 5 twice in row 1: r1c2 and r1c8} for {@code number} 0 and the cells
     * {@code (0, 1)} and {@code (0, 7)}; a cage by its sum and cells: {@code digit 4 twice in cage 10: r1c1 r1c2
     * r2c1: r1c1 and r2c1}; a broken sum by what is wrong with it: {@code cage 10: r1c1 r1c2 r2c1: it is full and its
     * digits add up to 12, not 10}, {@code cage 10: r1c1 r1c2 r2c1: its givens add up to 12, more than its sum},
     * {@code cage 3: r1c1 r1c2: its givens add up to 3, leaving 0 for the 1 empty cell, which needs at least 1}.
     *
     * @return the description
     */
    @Override
    public String toString() {
        if (unit == Region.RULE) {
            return first.equals(second) ? rule + ": its given " + digit + " at " + first.name() + " breaks it"
                    : rule + ": its givens at " + first.name() + " and " + second.name() + " break it";
        }
        if (unit == Region.CAGE_SUM) {
            return cage + ": " + brokenSum();
        }
        if (unit == Region.CAGE) {
            return "digit " + digit + " twice in " + cage + ": " + first.name() + " and " + second.name();
        }
        String region = unit == Region.DIAGONAL
                ? (number == 0 ? "the main diagonal" : "the anti-diagonal")
                : unit.name().toLowerCase(Locale.ROOT) + " " + (number + 1);
        return "digit " + digit + " twice in " + region + ": " + first.name() + " and " + second.name();
    }

    /** What is wrong with a cage's sum: another total, a total past it, or too little left for the empty cells. */
    private String brokenSum() {
        int sum = cage.sum();
        if (emptyCells == 0) {
            return "it is full and its digits add up to " + digit + ", not " + sum;
        }
        if (digit > sum) {
            return "its givens add up to " + digit + ", more than its sum";
        }
        return "its givens add up to " + digit + ", leaving " + (sum - digit) + " for the " + emptyCells
                + (emptyCells == 1 ? " empty cell, which needs at least 1"
                        : " empty cells, which need at least 1 each");
    }
}
