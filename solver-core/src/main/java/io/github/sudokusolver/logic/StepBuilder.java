package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.House.GRID;

import io.github.sudokusolver.Cell;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Collects what a finder found, in the finders' int terms (cell index 0..80, digit 1..9, house index of
 * {@link House#GRID}), and turns it into a {@link Step} with a description. Only the step a finder returns is built.
 */
final class StepBuilder {

    private final Technique technique;
    private double difficulty;
    private final List<Candidate> placements = new ArrayList<>();
    private final List<Candidate> eliminations = new ArrayList<>();
    private final TreeSet<Integer> cells = new TreeSet<>();
    private final TreeSet<Integer> houses = new TreeSet<>();
    private final List<Link> links = new ArrayList<>();

    StepBuilder(Technique technique) {
        this.technique = technique;
        this.difficulty = technique.difficulty();
    }

    StepBuilder difficulty(double value) {
        difficulty = value;
        return this;
    }

    StepBuilder place(int cell, int digit) {
        placements.add(Candidate.of(cell, digit));
        return this;
    }

    StepBuilder eliminate(int cell, int digit) {
        eliminations.add(Candidate.of(cell, digit));
        return this;
    }

    /** Eliminates every digit of {@code mask} that {@code cell} still holds. */
    StepBuilder eliminateAll(short[] marks, int cell, int mask) {
        int present = marks[cell] & mask & Candidates.ALL;
        for (int bits = present; bits != 0; bits &= bits - 1) {
            eliminate(cell, Integer.numberOfTrailingZeros(bits) + 1);
        }
        return this;
    }

    /** Eliminates {@code bit} from every open cell that sees all of {@code seen} (the ends of a pattern). */
    StepBuilder eliminateSeeingAll(short[] marks, int bit, int... seen) {
        for (int cell : GRID.peersOf(seen[0])) {
            if ((Singles.openDigits(marks, cell) & bit) != 0 && seesAll(cell, seen)) {
                eliminate(cell, Candidates.digit(bit));
            }
        }
        return this;
    }

    private static boolean seesAll(int cell, int[] others) {
        for (int other : others) {
            if (!GRID.sees(cell, other)) {
                return false;
            }
        }
        return true;
    }

    StepBuilder cell(int cell) {
        cells.add(cell);
        return this;
    }

    StepBuilder house(int house) {
        houses.add(house);
        return this;
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
        links.add(new Link(Candidate.of(fromCell, fromDigit), Candidate.of(toCell, toDigit), strong));
        return this;
    }

    boolean changesNothing() {
        return placements.isEmpty() && eliminations.isEmpty();
    }

    /** The step, described as {@code <technique>: <reason> => <changes>}. */
    Step build(String reason) {
        StringBuilder text = new StringBuilder(technique.displayName()).append(": ").append(reason).append(" => ");
        String separator = "";
        for (Candidate elimination : eliminations) {
            text.append(separator).append(elimination.asElimination());
            separator = ", ";
        }
        for (Candidate placement : placements) {
            text.append(separator).append(placement.asPlacement());
            separator = ", ";
        }
        List<Cell> cellList = new ArrayList<>(cells.size());
        for (int cell : cells) {
            cellList.add(Cell.of(cell));
        }
        List<House> houseList = new ArrayList<>(houses.size());
        for (int house : houses) {
            houseList.add(House.of(house));
        }
        return new Step(technique, Math.round(difficulty * 10) / 10.0, placements, eliminations, text.toString(),
                cellList, houseList, links);
    }

    /** {@code 1, 2 and 7}-style list of the digits of a mask. */
    static String digits(int mask) {
        StringBuilder text = new StringBuilder();
        for (int bits = mask & Candidates.ALL; bits != 0; bits &= bits - 1) {
            int digit = Integer.numberOfTrailingZeros(bits) + 1;
            text.append(text.length() == 0 ? "" : (bits & bits - 1) == 0 ? " and " : ", ").append(digit);
        }
        return text.toString();
    }

    /** {@code r1c1, r1c5 and r2c3}-style list of cells. */
    static String cells(int... cellIndices) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < cellIndices.length; i++) {
            text.append(i == 0 ? "" : i == cellIndices.length - 1 ? " and " : ", ")
                    .append(Candidate.name(cellIndices[i]));
        }
        return text.toString();
    }
}
