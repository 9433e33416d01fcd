package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.ChainText.assumption;
import static io.github.sudokusolver.logic.ChainText.forcingChains;
import static io.github.sudokusolver.logic.ChainText.multiColoring;
import static io.github.sudokusolver.logic.ChainText.simpleColoring;
import static io.github.sudokusolver.logic.Notation.and;
import static io.github.sudokusolver.logic.Notation.cells;
import static io.github.sudokusolver.logic.Notation.digits;
import static io.github.sudokusolver.logic.Notation.eureka;
import static io.github.sudokusolver.logic.Notation.houses;
import static io.github.sudokusolver.logic.Notation.orCells;
import static io.github.sudokusolver.logic.Notation.orDigits;
import static io.github.sudokusolver.logic.Notation.withDigits;

import io.github.sudokusolver.Region;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Conflict;
import io.github.sudokusolver.rules.GivenCandidates;
import io.github.sudokusolver.rules.Rule;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The one place that writes a {@link Step}'s description, in English, from the step's typed parts alone: an app that
 * wants another language or another notation can write the same from {@link Step}'s accessors.
 *
 * <p>Every description reads {@code <technique>: <pattern> => <conclusion>}. The conclusion is stated once:
 * placements as {@code r3c5=7}, eliminations of one digit together as {@code r5c2,r5c7<>4}. Lists read as a person
 * writes them ("columns 4 and 9", "r1c1, r1c5 and r2c3", "1, 2 and 7"); a chain is written in Eureka notation from
 * its links ({@code (4)r1c2=(4)r1c7-(4)r3c8=(4)r5c8}, a group as {@code (4)r1c78}, a bivalue cell as
 * {@code (4=7)r2c3}).
 *
 * <p>The texts of the chain techniques are in {@link ChainText}, the notation (lists, groups, Eureka) in
 * {@link Notation}: three classes, one renderer, which {@link #describe} enters.
 */
final class StepText {

    private StepText() {
    }

    static String describe(Step step) {
        return heading(step) + ": " + pattern(step) + " => " + conclusion(step);
    }

    /**
     * What a description starts with: the technique's name, but for {@code CELL_MARKS}, one technique for two kinds
     * of rule, the kinds the step uses (a given-candidates cell is no odd or even cell).
     */
    static String heading(Step step) {
        if (step.technique() != Technique.CELL_MARKS) {
            return step.technique().displayName();
        }
        boolean given = false;
        boolean marked = false;
        for (Rule rule : step.rules()) {
            given |= rule instanceof GivenCandidates;
            marked |= !(rule instanceof GivenCandidates);
        }
        return marked && given ? step.technique().displayName() + " and given candidates"
                : given ? "Given candidates" : step.technique().displayName();
    }

    private static String pattern(Step step) {
        return switch (step.technique()) {
            case FULL_HOUSE -> onlyCell(step) + " is the last empty cell of " + step.houses().get(0);
            case HIDDEN_SINGLE_BOX, HIDDEN_SINGLE_LINE -> single(step);
            case NAKED_SINGLE -> step.placements().get(0).digit() + " is the only candidate left in "
                    + onlyCell(step);
            case POINTING, CLAIMING -> intersection(step);
            case DIRECT_POINTING, DIRECT_CLAIMING -> intersection(step) + directSingle(step);
            case NAKED_PAIR, NAKED_TRIPLE, NAKED_QUAD -> {
                CellGroup subset = step.groups().get(0);
                yield cells(subset.cells()) + " hold only " + digits(subset.digits()) + " in " + step.houses().get(0);
            }
            case HIDDEN_PAIR, HIDDEN_TRIPLE, HIDDEN_QUAD -> hiddenSubset(step);
            case DIRECT_HIDDEN_PAIR, DIRECT_HIDDEN_TRIPLE -> hiddenSubset(step) + directSingle(step);
            case X_WING, SWORDFISH, JELLYFISH -> fish(step);
            case FINNED_X_WING, FINNED_SWORDFISH, FINNED_JELLYFISH -> finnedFish(step);
            case XY_WING, XYZ_WING -> wing(step);
            case X_CHAIN, XY_CHAIN, AIC, SKYSCRAPER, TWO_STRING_KITE, W_WING, EMPTY_RECTANGLE, REMOTE_PAIR,
                    GROUPED_X_CHAIN, GROUPED_AIC, STRONG_LINKS -> eureka(step.links());
            case SIMPLE_COLORING -> simpleColoring(step);
            case MULTI_COLORING -> multiColoring(step);
            case UNIQUE_RECTANGLE_TYPE_1, UNIQUE_RECTANGLE_TYPE_2, UNIQUE_RECTANGLE_TYPE_3, UNIQUE_RECTANGLE_TYPE_4,
                    UNIQUE_RECTANGLE_TYPE_5, UNIQUE_RECTANGLE_TYPE_6, HIDDEN_UNIQUE_RECTANGLE, AVOIDABLE_RECTANGLE,
                    UNIQUE_LOOP, BUG_PLUS_ONE, BUG_TYPE_2, BUG_TYPE_3, BUG_TYPE_4 -> uniqueness(step);
            case ALS_XZ, ALS_XY_WING, DEATH_BLOSSOM -> almostLockedSets(step);
            case SUE_DE_COQ -> sueDeCoq(step);
            case WXYZ_WING, VWXYZ_WING, UVWXYZ_WING -> bentWing(step);
            case ALIGNED_PAIR_EXCLUSION, ALIGNED_TRIPLE_EXCLUSION -> alignedExclusion(step);
            case NISHIO_FORCING_CHAIN, DYNAMIC_CONTRADICTION_CHAINS, CELL_FORCING_CHAINS, UNIT_FORCING_CHAINS,
                    DYNAMIC_DOUBLE_CHAINS, DYNAMIC_CELL_FORCING_CHAINS, DYNAMIC_UNIT_FORCING_CHAINS,
                    DYNAMIC_FORCING_CHAINS_PLUS, NESTED_FORCING_CHAINS -> forcingChains(step);
            case BOUNDED_SEARCH -> "assuming " + assumption(step) + ", an exhaustive search finds no solution";
            default -> throw new IllegalStateException("no text for " + step.technique());
        };
    }

    /**
     * The placements, then the eliminations: the cells losing each digit, in the order the digits first appear, and
     * digits that leave the same cells written together ({@code r5c2,r5c7<>4}, {@code r2c5<>27}).
     */
    static String conclusion(Step step) {
        List<String> parts = new ArrayList<>();
        for (Candidate placement : step.placements()) {
            parts.add(placement.cell().name() + "=" + placement.digit());
        }
        Map<Integer, List<Cell>> byDigit = new LinkedHashMap<>();
        for (Candidate elimination : step.eliminations()) {
            byDigit.computeIfAbsent(elimination.digit(), d -> new ArrayList<>()).add(elimination.cell());
        }
        Map<List<Cell>, StringBuilder> digitsByCells = new LinkedHashMap<>();
        for (Map.Entry<Integer, List<Cell>> entry : byDigit.entrySet()) {
            if (step.size() > 9) {
                // r1c1<>12 would read as 1 and 2 or as 12: past nine digits, each digit on its own.
                parts.add(cellNames(entry.getValue()) + "<>" + entry.getKey());
                continue;
            }
            digitsByCells.computeIfAbsent(entry.getValue(), cells -> new StringBuilder()).append(entry.getKey());
        }
        for (Map.Entry<List<Cell>, StringBuilder> entry : digitsByCells.entrySet()) {
            StringBuilder text = new StringBuilder();
            for (Cell cell : entry.getKey()) {
                text.append(text.length() == 0 ? "" : ",").append(cell.name());
            }
            parts.add(text.append("<>").append(entry.getValue()).toString());
        }
        return String.join(", ", parts);
    }

    private static String cellNames(List<Cell> cells) {
        StringBuilder text = new StringBuilder();
        for (Cell cell : cells) {
            text.append(text.length() == 0 ? "" : ",").append(cell.name());
        }
        return text.toString();
    }

    private static String onlyCell(Step step) {
        return step.placements().get(0).cell().name();
    }

    private static String single(Step step) {
        Candidate placement = step.placements().get(0);
        return placement.cell().name() + " is the only place for " + placement.digit() + " in " + step.houses().get(0);
    }

    private static String intersection(Step step) {
        return "in " + step.houses().get(0) + ", " + step.digits().get(0) + " can only be in "
                + step.coverHouses().get(0);
    }

    private static String hiddenSubset(Step step) {
        CellGroup subset = step.groups().get(0);
        return digits(subset.digits()) + " can only be in " + cells(subset.cells()) + " in " + step.houses().get(0);
    }

    /** A direct form's hidden single: its placement, in the last house of the step. */
    private static String directSingle(Step step) {
        Candidate placement = step.placements().get(0);
        return ", which leaves " + placement.cell().name() + " the only place for " + placement.digit() + " in "
                + step.houses().get(step.houses().size() - 1);
    }

    private static String fish(Step step) {
        String text = step.digits().get(0) + " in " + houses(step.houses()) + " lies only in "
                + houses(step.coverHouses());
        if (!step.fins().isEmpty()) {
            text += (step.fins().size() == 1 ? ", or in the fin " : ", or in the fins ") + cells(step.fins());
        }
        return text;
    }

    /**
     * A finned fish, marked sashimi when a base house holds a single cell in the covers (its other base cells are
     * fins): without the fins that house would not be part of a fish.
     */
    private static String finnedFish(Step step) {
        for (House base : step.houses()) {
            int inCovers = 0;
            for (Cell cell : step.cells()) {
                if (!step.fins().contains(cell) && onLine(base, cell)) {
                    inCovers++;
                }
            }
            if (inCovers == 1) {
                return fish(step) + " (sashimi)";
            }
        }
        return fish(step);
    }

    /** Whether a cell lies on a fish's base line: a whole row or column of a grid of any size. */
    private static boolean onLine(House line, Cell cell) {
        return line.unit() == Region.ROW ? cell.row() == line.number() : cell.col() == line.number();
    }

    /** Groups: the pivot first (its digits), then the pincers; the step's digit is the one they share. */
    private static String wing(Step step) {
        CellGroup pivot = step.groups().get(0);
        List<Cell> pincers = new ArrayList<>();
        for (CellGroup group : step.groups().subList(1, step.groups().size())) {
            pincers.addAll(group.cells());
        }
        String some = step.technique() == Technique.XY_WING ? "one of them" : "one of the three";
        return "pivot " + pivot.cells().get(0).name() + " (" + digits(pivot.digits()) + ") with pincers "
                + cells(pincers) + ": " + some + " is " + step.digits().get(0);
    }

    /**
     * The ALS techniques. Groups: for ALS-XZ the two sets; for the ALS-XY-wing A, B, then C, A being linked to C by
     * the smaller restricted common; for a death blossom the stem cell, then its petals in the order of the stem's
     * digits. Digits: the restricted commons (a death blossom's are its stem's digits) and the eliminated digits,
     * which no restricted common is: the restricted commons are the digits no elimination removes.
     */
    private static String almostLockedSets(Step step) {
        List<Integer> restricted = new ArrayList<>(step.digits());
        for (Candidate elimination : step.eliminations()) {
            restricted.remove(Integer.valueOf(elimination.digit()));
        }
        List<CellGroup> groups = step.groups();
        if (step.technique() == Technique.ALS_XZ) {
            return als(groups.get(0)) + " and " + als(groups.get(1)) + ", restricted common "
                    + digits(restricted);
        }
        if (step.technique() == Technique.ALS_XY_WING) {
            return als(groups.get(0)) + " and " + als(groups.get(1)) + ", linked to " + als(groups.get(2))
                    + " by restricted commons " + digits(restricted);
        }
        CellGroup stem = groups.get(0);
        List<String> petals = new ArrayList<>();
        for (int i = 1; i < groups.size(); i++) {
            petals.add(als(groups.get(i)) + " on " + stem.digits().get(i - 1));
        }
        return "stem " + stem.cells().get(0).name() + " (" + digits(stem.digits()) + ") with petals " + and(petals);
    }

    /** {@code ALS r1c1,r1c2 (1, 2 and 5)}. */
    private static String als(CellGroup set) {
        return "ALS " + cellSet(set);
    }

    /** {@code r1c1,r1c2 (1, 2 and 5)}: a set's cells and its digits. */
    private static String cellSet(CellGroup set) {
        List<String> names = new ArrayList<>(set.cells().size());
        for (Cell cell : set.cells()) {
            names.add(cell.name());
        }
        return String.join(",", names) + " (" + digits(set.digits()) + ")";
    }

    /**
     * The overlap's cells in the two houses, then each rest's set "in the row" and "in the box" (a house by its kind,
     * or by its name when both are of one kind, as two rows of the samurai grid).
     */
    private static String sueDeCoq(Step step) {
        List<CellGroup> groups = step.groups();
        House first = step.houses().get(0);
        House second = step.houses().get(1);
        boolean sameKind = first.unit() == second.unit();
        return cellSet(groups.get(0)) + " in " + first + " and " + second + ", with "
                + cellSet(groups.get(1)) + " in " + kindOrName(first, sameKind) + " and "
                + cellSet(groups.get(2)) + " in " + kindOrName(second, sameKind);
    }

    private static String kindOrName(House house, boolean byName) {
        return byName ? house.toString() : "the " + house.unit().name().toLowerCase(Locale.ROOT);
    }

    /**
     * Groups: the pivot first, then the wings (three to five), each with its candidates. The step's digit is the one
     * whose holders do not all see each other, so one of them holds it; a doubly linked wing, whose digits are all
     * restricted, has every digit of the cells as its digits: each fills exactly one cell.
     */
    private static String bentWing(Step step) {
        List<String> wings = new ArrayList<>();
        for (CellGroup group : step.groups().subList(1, step.groups().size())) {
            wings.add(withDigits(group));
        }
        String pattern = "pivot " + withDigits(step.groups().get(0)) + " with wings " + and(wings) + ": ";
        if (step.digits().size() > 1) {
            return pattern + "they hold " + digits(step.digits()) + " once each";
        }
        int z = step.digits().get(0);
        List<Cell> holders = new ArrayList<>();
        for (CellGroup group : step.groups()) {
            if (group.digits().contains(z)) {
                holders.add(group.cells().get(0));
            }
        }
        holders.sort(Comparator.comparingInt(Cell::row).thenComparingInt(Cell::col)); // any layout: no index
        return pattern + "one of " + cells(holders) + " is " + z;
    }

    /**
     * Groups: the base cells first, then each cell seeing them all that some excluded combination would empty. A
     * repeated digit is named only when two base cells share a house (the step's houses and cages are those).
     */
    private static String alignedExclusion(Step step) {
        List<Cell> base = step.groups().get(0).cells();
        List<String> reasons = new ArrayList<>();
        if (!step.houses().isEmpty() || !step.cages().isEmpty()) {
            reasons.add("repeats a digit in a house");
        }
        List<String> emptied = new ArrayList<>();
        for (CellGroup excluder : step.groups().subList(1, step.groups().size())) {
            emptied.add(withDigits(excluder));
        }
        if (!emptied.isEmpty()) {
            reasons.add("leaves no candidate in " + String.join(" or ", emptied));
        }
        String what = step.technique() == Technique.ALIGNED_PAIR_EXCLUSION ? "pair" : "triple";
        return "every " + what + " of values of " + cells(base) + " that uses a removed candidate "
                + String.join(" or ", reasons);
    }

    /**
     * The uniqueness techniques. A rectangle or loop: its cells (the first group) on its digits would have two
     * solutions unless (or if) something, read from the second group (the cells holding extra digits), the links and
     * the houses. A BUG: the deadly pattern that removing the extra digits (the groups before a type 3's naked set)
     * would leave, and what follows from one of those cells holding an extra digit.
     */
    private static String uniqueness(Step step) {
        List<CellGroup> groups = step.groups();
        boolean grave = step.technique().name().startsWith("BUG");
        int extraGroups = !grave ? Math.min(2, groups.size())
                : step.technique() == Technique.BUG_TYPE_3 ? groups.size() - 1 : groups.size();
        List<CellGroup> extraSets = groups.subList(grave ? 0 : 1, extraGroups);
        List<Cell> extraCells = new ArrayList<>();
        List<String> pieces = new ArrayList<>();
        for (CellGroup group : extraSets) {
            extraCells.addAll(group.cells());
            pieces.add(digits(group.digits()) + " in " + cells(group.cells()));
        }
        StringBuilder text = new StringBuilder();
        if (grave) {
            text.append("without ").append(and(pieces)).append(", every open cell would hold two digits and each")
                    .append(" missing digit two places per house: a deadly pattern");
        } else {
            text.append(cells(groups.get(0).cells())).append(" on ").append(digits(step.digits()))
                    .append(step.technique() == Technique.AVOIDABLE_RECTANGLE ? ", none of them given," : "")
                    .append(" would have two solutions ");
        }
        List<Integer> extras = grave ? step.digits() : extraSets.isEmpty() ? List.of() : extraSets.get(0).digits();
        String roofs = orCells(extraCells);
        int eliminated = step.eliminations().isEmpty() ? 0 : step.eliminations().get(0).digit();
        int linked = step.links().isEmpty() ? 0 : step.links().get(0).from().digit();
        String clause = switch (step.technique()) {
            case UNIQUE_RECTANGLE_TYPE_1 -> "unless " + roofs + " holds another digit";
            case UNIQUE_RECTANGLE_TYPE_2, UNIQUE_RECTANGLE_TYPE_5 -> "unless " + roofs + " is " + extras.get(0);
            case AVOIDABLE_RECTANGLE, UNIQUE_LOOP -> extraCells.size() == 1 ? "unless " + roofs + " holds another digit"
                    : "unless " + roofs + " is " + extras.get(0);
            case UNIQUE_RECTANGLE_TYPE_3 -> "unless " + roofs + " holds " + orDigits(extras) + nakedSet(step);
            case UNIQUE_RECTANGLE_TYPE_4 -> "if " + roofs + " were " + eliminated + ": " + linked + " in "
                    + step.houses().get(0) + " lies only in them";
            case UNIQUE_RECTANGLE_TYPE_6 -> "if " + roofs + " were " + eliminated + ": " + eliminated + " in "
                    + houses(step.houses()) + " lies only in the rectangle";
            case HIDDEN_UNIQUE_RECTANGLE -> "if " + step.eliminations().get(0).cell().name() + " were " + eliminated
                    + ": " + oppositeCorner(step) + " holds only " + digits(step.digits()) + ", and " + linked
                    + " in " + houses(step.houses()) + " lies only in the rectangle";
            case BUG_TYPE_2 -> ", so one of " + cells(extraCells) + " is " + extras.get(0);
            case BUG_TYPE_3 -> ", so " + roofs + " holds " + orDigits(extras) + nakedSet(step);
            case BUG_TYPE_4 -> ", so " + roofs + " holds its extra digit; as " + linked + " in " + step.houses().get(0)
                    + " lies only in them, each is " + linked + " or its extra digit";
            default -> ""; // BUG+1: the placement says the rest
        };
        return text.append(clause).toString();
    }

    /** The naked set of a type 3, its last group: {@code , making a naked triple 3, 8 and 9 with r1c7 in row 1}. */
    private static String nakedSet(Step step) {
        CellGroup set = step.groups().get(step.groups().size() - 1);
        String[] names = {"pair", "triple", "quad"};
        return ", making a naked " + names[set.digits().size() - 2] + " " + digits(set.digits()) + " with "
                + cells(set.cells()) + " in " + step.houses().get(0);
    }

    /** The corner of a hidden rectangle opposite its target: in neither the target's row nor its column. */
    private static String oppositeCorner(Step step) {
        Cell target = step.eliminations().get(0).cell();
        for (Cell corner : step.groups().get(0).cells()) {
            if (corner.row() != target.row() && corner.col() != target.col()) {
                return corner.name();
            }
        }
        throw new IllegalStateException("a rectangle has an opposite corner");
    }
}
