package io.github.sudokusolver.logic;

import io.github.sudokusolver.Cell;
import java.util.List;
import java.util.Objects;

/**
 * One deduction of the {@link LogicalSolver}: what it places and eliminates, why, and what a user interface should
 * highlight to show it.
 *
 * <p>Every step the engine returns is sound for the puzzle it was found on: each placement is the puzzle's solution
 * digit, and no elimination removes one. {@link #description()} names cells in 1-based notation ({@code r3c5=7},
 * {@code r1c2<>4}). This is a value-based class: steps are equal when all their parts are.
 */
public final class Step {

    private final Technique technique;
    private final double difficulty;
    private final List<Candidate> placements;
    private final List<Candidate> eliminations;
    private final String description;
    private final List<Cell> cells;
    private final List<House> houses;
    private final List<Link> links;

    Step(Technique technique, double difficulty, List<Candidate> placements, List<Candidate> eliminations,
            String description, List<Cell> cells, List<House> houses, List<Link> links) {
        this.technique = Objects.requireNonNull(technique);
        this.difficulty = difficulty;
        this.placements = List.copyOf(placements);
        this.eliminations = List.copyOf(eliminations);
        this.description = Objects.requireNonNull(description);
        this.cells = List.copyOf(cells);
        this.houses = List.copyOf(houses);
        this.links = List.copyOf(links);
    }

    /**
     * The technique that found this step.
     *
     * @return the technique
     */
    public Technique technique() {
        return technique;
    }

    /**
     * This step's difficulty on Sudoku Explainer's scale: the technique's base difficulty, plus a length bonus for
     * chains and a size bonus for a unique rectangle of type 3.
     *
     * @return the difficulty, at least {@code technique().difficulty()}
     */
    public double difficulty() {
        return difficulty;
    }

    /**
     * The digits this step places.
     *
     * @return an unmodifiable list, empty for a step that only eliminates
     */
    public List<Candidate> placements() {
        return placements;
    }

    /**
     * The candidates this step removes (not counting those a placement removes from its peers).
     *
     * @return an unmodifiable list, empty for a step that only places
     */
    public List<Candidate> eliminations() {
        return eliminations;
    }

    /**
     * A sentence saying what the step does and why, in English, with cells in 1-based notation.
     *
     * @return the description
     */
    public String description() {
        return description;
    }

    /**
     * The cells that justify the step (the pattern's cells; for a chain, every cell it passes through), for
     * highlighting. The cells the step changes are in {@link #placements()} and {@link #eliminations()}.
     *
     * @return an unmodifiable list in reading order
     */
    public List<Cell> cells() {
        return cells;
    }

    /**
     * The houses the step's reasoning uses, for highlighting.
     *
     * @return an unmodifiable list, empty for chains and uniqueness steps that use no single house
     */
    public List<House> houses() {
        return houses;
    }

    /**
     * The inferences of a chain, in the order they are made; empty for steps that are not chains.
     *
     * @return an unmodifiable list
     */
    public List<Link> links() {
        return links;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Step that
                && technique == that.technique
                && Double.compare(difficulty, that.difficulty) == 0
                && placements.equals(that.placements)
                && eliminations.equals(that.eliminations)
                && description.equals(that.description)
                && cells.equals(that.cells)
                && houses.equals(that.houses)
                && links.equals(that.links);
    }

    @Override
    public int hashCode() {
        return Objects.hash(technique, difficulty, placements, eliminations, description, cells, houses, links);
    }

    /** The difficulty and the description, e.g. {@code [2.3] Naked single: r3c5=7}. */
    @Override
    public String toString() {
        return "[" + Rating.format(difficulty) + "] " + description;
    }
}
