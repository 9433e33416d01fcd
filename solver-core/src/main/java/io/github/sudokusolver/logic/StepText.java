package io.github.sudokusolver.logic;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Conflict;
import java.util.ArrayList;
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
 */
final class StepText {

    private StepText() {
    }

    static String describe(Step step) {
        return step.technique().displayName() + ": " + pattern(step) + " => " + conclusion(step);
    }

    /** The form of the finders that still write their own reason (see {@link StepBuilder#build(String)}). */
    static String legacy(Step step, String reason) {
        return step.technique().displayName() + ": " + reason + " => " + conclusion(step);
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
            case XY_WING, XYZ_WING -> wing(step);
            case X_CHAIN, XY_CHAIN, AIC, SKYSCRAPER, TWO_STRING_KITE, W_WING -> eureka(step.links());
            case GROUPED_X_CHAIN, GROUPED_AIC -> eureka(step.links());
            default -> throw new IllegalStateException("no text for " + step.technique());
        };
    }

    /** The placements, then the eliminations grouped by digit in the order they first appear. */
    static String conclusion(Step step) {
        List<String> parts = new ArrayList<>();
        for (Candidate placement : step.placements()) {
            parts.add(placement.cell().name() + "=" + placement.digit());
        }
        Map<Integer, List<Cell>> byDigit = new LinkedHashMap<>();
        for (Candidate elimination : step.eliminations()) {
            byDigit.computeIfAbsent(elimination.digit(), d -> new ArrayList<>()).add(elimination.cell());
        }
        for (Map.Entry<Integer, List<Cell>> entry : byDigit.entrySet()) {
            StringBuilder text = new StringBuilder();
            for (Cell cell : entry.getValue()) {
                text.append(text.length() == 0 ? "" : ",").append(cell.name());
            }
            parts.add(text.append("<>").append(entry.getKey()).toString());
        }
        return String.join(", ", parts);
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
     * A chain in Eureka notation. An elimination chain that starts from its target ({@code c on}, weak) and comes
     * back to it ({@code c off}, weak) is written without its two ends: the target sees both ends of what remains. A
     * strong link between two digits of one cell folds into one node, {@code (4=7)r2c3}.
     */
    static String eureka(List<Link> links) {
        int first = 0;
        int last = links.size() - 1;
        if (links.size() > 2 && !links.get(0).strong() && !links.get(last).strong()
                && links.get(0).from().equals(links.get(last).to())) {
            first++;
            last--;
        }
        StringBuilder text = new StringBuilder();
        StringBuilder digits = new StringBuilder().append(links.get(first).from().digit());
        String cells = group(links.get(first).fromCells());
        for (int i = first; i <= last; i++) {
            Link link = links.get(i);
            if (link.strong() && link.fromCells().equals(link.toCells()) && link.from().digit() != link.to().digit()) {
                digits.append('=').append(link.to().digit());
                continue;
            }
            text.append('(').append(digits).append(')').append(cells).append(link.strong() ? '=' : '-');
            digits.setLength(0);
            digits.append(link.to().digit());
            cells = group(link.toCells());
        }
        return text.append('(').append(digits).append(')').append(cells).toString();
    }

    /** {@code r1c7}, or a group of one line as {@code r1c78} or {@code r12c3}. */
    static String group(List<Cell> cells) {
        if (cells.size() == 1) {
            return cells.get(0).name();
        }
        boolean oneRow = cells.stream().allMatch(c -> c.row() == cells.get(0).row());
        StringBuilder text = new StringBuilder();
        if (oneRow) {
            text.append('r').append(cells.get(0).row() + 1).append('c');
            cells.forEach(c -> text.append(c.col() + 1));
        } else {
            text.append('r');
            cells.forEach(c -> text.append(c.row() + 1));
            text.append('c').append(cells.get(0).col() + 1);
        }
        return text.toString();
    }

    /** {@code r1c1, r1c5 and r2c3}. */
    static String cells(List<Cell> cells) {
        List<String> names = new ArrayList<>(cells.size());
        for (Cell cell : cells) {
            names.add(cell.name());
        }
        return and(names);
    }

    /** {@code 1, 2 and 7}. */
    static String digits(List<Integer> digits) {
        List<String> names = new ArrayList<>(digits.size());
        for (int digit : digits) {
            names.add(Integer.toString(digit));
        }
        return and(names);
    }

    /** {@code columns 4 and 9} when the houses are of one kind, else {@code row 1, column 4 and box 2}. */
    static String houses(List<House> houses) {
        Conflict.Unit unit = houses.get(0).unit();
        if (houses.size() == 1 || houses.stream().anyMatch(h -> h.unit() != unit)) {
            List<String> names = new ArrayList<>(houses.size());
            for (House house : houses) {
                names.add(house.toString());
            }
            return and(names);
        }
        List<String> numbers = new ArrayList<>(houses.size());
        for (House house : houses) {
            numbers.add(Integer.toString(house.number() + 1));
        }
        return unit.name().toLowerCase(Locale.ROOT) + "s " + and(numbers);
    }

    private static String and(List<String> items) {
        if (items.size() <= 1) {
            return String.join("", items);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }
}
