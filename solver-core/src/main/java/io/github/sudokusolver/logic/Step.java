package io.github.sudokusolver.logic;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.rules.Cage;
import io.github.sudokusolver.rules.Rule;
import java.util.ArrayList;
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
    private final List<Integer> digits;
    private final List<Cell> cells;
    private final List<House> houses;
    private final List<House> coverHouses;
    private final List<Cell> fins;
    private final List<CellGroup> groups;
    private final List<Link> links;
    private final List<List<Link>> branches;
    private final List<Cage> cages;
    private final List<Rule> rules;
    private final String description;
    /** Digits of the grid the step was found on: 9 on the classic grid. */
    private final int size;

    /** The step a finder found; the description is rendered last, from the parts alone. */
    Step(StepBuilder found) {
        this.technique = found.technique();
        this.size = found.size();
        this.difficulty = found.roundedDifficulty();
        this.placements = List.copyOf(found.placements());
        this.eliminations = List.copyOf(found.eliminations());
        this.digits = List.copyOf(found.digits());
        this.cells = List.copyOf(found.cells());
        this.houses = List.copyOf(found.houses());
        this.coverHouses = List.copyOf(found.coverHouses());
        this.fins = List.copyOf(found.fins());
        this.groups = List.copyOf(found.groups());
        this.links = List.copyOf(found.links());
        List<List<Link>> branchCopies = new ArrayList<>();
        for (List<Link> branch : found.branches()) {
            branchCopies.add(List.copyOf(branch));
        }
        this.branches = List.copyOf(branchCopies);
        this.cages = List.copyOf(found.cages());
        this.rules = List.copyOf(found.rules());
        this.description = found.pattern() == null ? StepText.describe(this)
                : StepText.heading(this) + ": " + found.pattern() + " => " + StepText.conclusion(this);
    }

    /** Digits of the grid the step was found on: past nine, a conclusion writes each digit on its own. */
    int size() {
        return size;
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
     * The digits the pattern is about, e.g. the digit of a fish, the two digits of a naked pair, the {@code ab} of a
     * unique rectangle. Chains name their digits in {@link #links()} instead.
     *
     * @return an unmodifiable list, ascending; empty for chains
     */
    public List<Integer> digits() {
        return digits;
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
     * The houses the step's reasoning uses, in the order it uses them: the house of a single or a subset, the base
     * house of an intersection, the base lines of a fish ({@link #coverHouses()} holds where they are confined to).
     * A "direct" step (direct pointing, claiming, hidden pair or triple) lists the house of the hidden single it
     * leaves last.
     *
     * @return an unmodifiable list, empty for chains and uniqueness steps that use no single house
     */
    public List<House> houses() {
        return houses;
    }

    /**
     * The houses a fish's base lines, or an intersection's base house, are confined to (the cover houses);
     * {@link #houses()} holds the base.
     *
     * @return an unmodifiable list, empty for every technique but fish and intersections
     */
    public List<House> coverHouses() {
        return coverHouses;
    }

    /**
     * The fins of a finned or sashimi fish: its base cells outside the cover houses, which every elimination must
     * also see.
     *
     * @return an unmodifiable list in reading order, empty for every technique but the finned fish
     */
    public List<Cell> fins() {
        return fins;
    }

    /**
     * The sets of cells the pattern is made of: the cells of a subset with its digits, each almost locked set, each
     * colour of a colouring, the extra cells of a unique rectangle with their extra digits, each combination of a
     * killer cage that still fits (the cage's cells with the combination's digits).
     *
     * @return an unmodifiable list, empty for techniques without such sets
     */
    public List<CellGroup> groups() {
        return groups;
    }

    /**
     * The inferences of a chain, in the order they are made; empty for steps that are not chains.
     *
     * @return an unmodifiable list
     */
    public List<Link> links() {
        return links;
    }

    /**
     * The branches of a forcing chain: one chain per premise (each candidate of a cell, each place of a digit in a
     * house, or a candidate and its absence), each ending in the common conclusion. {@link #links()} holds every
     * link of every branch.
     *
     * @return an unmodifiable list of unmodifiable lists; empty for steps that are not forcing chains
     */
    public List<List<Link>> branches() {
        return branches;
    }

    /**
     * The killer cages the step relies on, in the order its reasoning uses them: the cage of a combination step, the
     * cages a law-of-45 step adds up. Each is a cage of the puzzle's layout ({@code Layout.cages()}); a
     * {@link House} of unit {@code CAGE} numbers a cage by its index there.
     *
     * @return an unmodifiable list, empty for every technique but the killer ones
     */
    public List<Cage> cages() {
        return cages;
    }

    /**
     * The variant rules the step relies on, in the order its reasoning uses them: the thermometer that bounds a cell,
     * the dot whose relation removes a digit. Each is a rule of the puzzle's layout ({@code Layout.rules()}). Killer
     * cages are not listed here but in {@link #cages()}; the peers a rule makes (a knight's move apart under
     * anti-knight) are not listed when a step only uses them as peers, as a row is not listed for a naked single.
     *
     * @return an unmodifiable list, empty for a step that uses no variant rule
     */
    public List<Rule> rules() {
        return rules;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Step that
                && technique == that.technique
                && Double.compare(difficulty, that.difficulty) == 0
                && placements.equals(that.placements)
                && eliminations.equals(that.eliminations)
                && description.equals(that.description)
                && digits.equals(that.digits)
                && cells.equals(that.cells)
                && houses.equals(that.houses)
                && coverHouses.equals(that.coverHouses)
                && fins.equals(that.fins)
                && groups.equals(that.groups)
                && links.equals(that.links)
                && branches.equals(that.branches)
                && cages.equals(that.cages)
                && rules.equals(that.rules);
    }

    @Override
    public int hashCode() {
        return Objects.hash(technique, difficulty, placements, eliminations, description, digits, cells, houses,
                coverHouses, fins, groups, links, branches, cages, rules);
    }

    /** The difficulty and the description, e.g. {@code [2.3] Naked single: r3c5=7}. */
    @Override
    public String toString() {
        return "[" + Rating.format(difficulty) + "] " + description;
    }
}
