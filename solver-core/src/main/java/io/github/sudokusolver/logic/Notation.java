package io.github.sudokusolver.logic;

import io.github.sudokusolver.Region;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Conflict;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The notation {@link StepText} writes with: lists as a person writes them ("columns 4 and 9", "r1c1, r1c5 and r2c3",
 * "1, 2 and 7", "3 or 8"), groups of one line ({@code r1c78}), and chains in Eureka notation.
 */
final class Notation {

    private Notation() {
    }

    /** {@code 1, 2 or 7}. */
    static String or(List<String> items) {
        if (items.size() <= 1) {
            return String.join("", items);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " or " + items.get(items.size() - 1);
    }

    /** {@code r1c5 or r4c5}, {@code r1c5, r4c1 or r4c5}. */
    static String orCells(List<Cell> cells) {
        List<String> names = new ArrayList<>(cells.size());
        for (Cell cell : cells) {
            names.add(cell.name());
        }
        return or(names);
    }

    /** {@code 3 or 8}. */
    static String orDigits(List<Integer> digits) {
        return digits(digits).replace(" and ", " or ");
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

    /**
     * {@code r1c7}, a group of one line as {@code r1c78} or {@code r12c3}, any other group (on a diagonal, say) as
     * {@code {r3c7,r7c3}}.
     */
    static String group(List<Cell> cells) {
        if (cells.size() == 1) {
            return cells.get(0).name();
        }
        boolean oneRow = cells.stream().allMatch(c -> c.row() == cells.get(0).row());
        boolean oneColumn = cells.stream().allMatch(c -> c.col() == cells.get(0).col());
        StringBuilder text = new StringBuilder();
        if (!oneRow && !oneColumn) {
            text.append('{');
            cells.forEach(c -> text.append(text.length() > 1 ? "," : "").append(c.name()));
            return text.append('}').toString();
        }
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
        Region unit = houses.get(0).unit();
        if (houses.size() == 1 || unit == Region.DIAGONAL || houses.stream().anyMatch(h -> h.unit() != unit)) {
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
        return unit.name().toLowerCase(Locale.ROOT) + (unit == Region.BOX ? "es " : "s ") + and(numbers);
    }

    static String and(List<String> items) {
        if (items.size() <= 1) {
            return String.join("", items);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }

    /** {@code r1c3 (1 and 5)}: a group of one cell and its digits. */
    static String withDigits(CellGroup group) {
        return group.cells().get(0).name() + " (" + digits(group.digits()) + ")";
    }
}
