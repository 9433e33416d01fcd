package io.github.sudokusolver.logic;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Conflict;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
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
 * <p>A forcing chain names its premises ({@code r2c3 is 4 or 7;}, {@code 4 in row 2 is in r2c3 or r2c7;}) and writes
 * each branch on its own, {@code r2c3=4: (4)r2c3-...; r2c3=7: ...}; a dynamic branch, where a single rests on several
 * earlier inferences, as its main path, each inference through the premise that came last (the links keep them
 * all). A contradiction reads {@code assuming r1c1=5, <clash>: <branch>; <branch>}, its branches running from the
 * assumption to the nodes that clash, and the clash read from them: every place of a digit off in the step's house
 * ("row 3 would have no place for 7"), a candidate both on and off ("r1c1 would be both 5 and not 5"), or every
 * candidate of a cell off ("r4c5 would have no candidate left"). See {@link #forcingChains}.
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
            case WXYZ_WING -> wxyzWing(step);
            case ALIGNED_PAIR_EXCLUSION, ALIGNED_TRIPLE_EXCLUSION -> alignedExclusion(step);
            case NISHIO_FORCING_CHAIN, DYNAMIC_CONTRADICTION_CHAINS, CELL_FORCING_CHAINS, UNIT_FORCING_CHAINS,
                    DYNAMIC_DOUBLE_CHAINS, DYNAMIC_CELL_FORCING_CHAINS, DYNAMIC_UNIT_FORCING_CHAINS,
                    DYNAMIC_FORCING_CHAINS_PLUS -> forcingChains(step);
            case BOUNDED_SEARCH -> "assuming " + assumption(step) + ", an exhaustive search finds no solution";
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
     * Groups: the pivot first, then the three wings, each with its candidates; the step's digit is the one whose
     * holders do not all see each other, so one of them holds it.
     */
    private static String wxyzWing(Step step) {
        int z = step.digits().get(0);
        List<String> wings = new ArrayList<>();
        List<Cell> holders = new ArrayList<>();
        for (CellGroup group : step.groups()) {
            if (group != step.groups().get(0)) {
                wings.add(withDigits(group));
            }
            if (group.digits().contains(z)) {
                holders.add(group.cells().get(0));
            }
        }
        holders.sort(Comparator.comparingInt(Cell::index));
        return "pivot " + withDigits(step.groups().get(0)) + " with wings " + and(wings) + ": one of "
                + cells(holders) + " is " + z;
    }

    /** {@code r1c3 (1 and 5)}: a group of one cell and its digits. */
    private static String withDigits(CellGroup group) {
        return group.cells().get(0).name() + " (" + digits(group.digits()) + ")";
    }

    /**
     * Groups: the base cells first, then each cell seeing them all that some excluded combination would empty. A
     * repeated digit is named only when two base cells share a house.
     */
    private static String alignedExclusion(Step step) {
        List<Cell> base = step.groups().get(0).cells();
        List<String> reasons = new ArrayList<>();
        for (int i = 0; i < base.size() && reasons.isEmpty(); i++) {
            for (int j = i + 1; j < base.size(); j++) {
                Cell a = base.get(i);
                Cell b = base.get(j);
                if (a.row() == b.row() || a.col() == b.col() || a.box() == b.box()) {
                    reasons.add("repeats a digit in a house");
                    break;
                }
            }
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

    /** The one candidate a chain step concludes about (it places it or removes it). */
    private static Candidate concluded(Step step) {
        return step.placements().isEmpty() ? step.eliminations().get(0) : step.placements().get(0);
    }

    /** The assumption a step by contradiction refutes: the negation of its conclusion. */
    private static String assumption(Step step) {
        Candidate candidate = concluded(step);
        return candidate.cell().name() + (step.placements().isEmpty() ? "=" : "<>") + candidate.digit();
    }

    /**
     * Forcing chains and contradictions, from their branches ({@link Step#branches()}). A forcing chain has one branch
     * per premise, each starting at its premise (the first link's {@code from}) and ending in the conclusion: the
     * candidates of a cell, the places of a digit in the step's house, or a candidate and its absence (two branches
     * from one candidate, the absence second). A contradiction has branches that start at the assumption, the
     * negation of the conclusion (an empty branch is the assumption itself), and end in the nodes that clash: two
     * opposite nodes of one candidate, or every candidate of one cell turned off, or every place of a digit in the
     * step's house turned off. Each branch is written as its main path ({@link #mainPath}).
     */
    private static String forcingChains(Step step) {
        List<List<Link>> branches = step.branches();
        Candidate concluded = concluded(step);
        for (List<Link> branch : branches) {
            if (branch.isEmpty() || branch.get(0).from().equals(concluded)) {
                return contradiction(step);
            }
        }
        boolean doubleChain = branches.size() == 2
                && branches.get(0).get(0).from().equals(branches.get(1).get(0).from());
        List<String> chains = new ArrayList<>();
        List<String> premises = new ArrayList<>();
        for (int i = 0; i < branches.size(); i++) {
            Candidate premise = branches.get(i).get(0).from();
            String name = premise.cell().name() + (doubleChain && i == 1 ? "<>" : "=") + premise.digit();
            chains.add(name + ": " + branchText(mainPath(branches.get(i))));
            premises.add(step.houses().isEmpty() ? Integer.toString(premise.digit()) : premise.cell().name());
        }
        Candidate first = branches.get(0).get(0).from();
        String premise = doubleChain ? ""
                : step.houses().isEmpty() ? first.cell().name() + " is " + or(premises) + "; "
                : first.digit() + " in " + step.houses().get(0) + " is in " + or(premises) + "; ";
        return premise + String.join("; ", chains);
    }

    /** A node of a branch: a candidate that is true ({@code on}) or false. */
    private record Node(Candidate candidate, boolean on) {
    }

    private static String contradiction(Step step) {
        Node assumed = new Node(concluded(step), step.placements().isEmpty());
        List<Node> ends = new ArrayList<>();
        List<String> chains = new ArrayList<>();
        for (List<Link> branch : step.branches()) {
            if (branch.isEmpty()) {
                ends.add(assumed);
            } else {
                Link last = branch.get(branch.size() - 1);
                ends.add(new Node(last.to(), last.strong()));
                chains.add(branchText(mainPath(branch)));
            }
        }
        Node end = ends.get(0);
        String clash = end.candidate().cell().name() + " would have no candidate left";
        if (!step.houses().isEmpty()) {
            clash = step.houses().get(0) + " would have no place for " + end.candidate().digit();
        } else if (ends.contains(new Node(end.candidate(), !end.on()))) {
            clash = end.candidate().cell().name() + " would be both " + end.candidate().digit() + " and not "
                    + end.candidate().digit();
        }
        return "assuming " + assumption(step) + ", " + clash + ": " + String.join("; ", chains);
    }

    /**
     * The main path of a branch, from its premise to its end: each node is reached through the premise that came
     * last, the one that completed the single (in a dynamic branch a single rests on every other candidate of its
     * cell, or place of its house, that earlier inferences removed; {@link Step#branches()} keeps them all). A static
     * branch is one path already. Links are in the order the inferences were made, so a node's premises come first.
     */
    private static List<Link> mainPath(List<Link> branch) {
        Map<Node, Integer> arrivals = new HashMap<>();
        Map<Node, List<Link>> into = new HashMap<>();
        for (int i = 0; i < branch.size(); i++) {
            Node reached = new Node(branch.get(i).to(), branch.get(i).strong());
            arrivals.putIfAbsent(reached, i);
            into.computeIfAbsent(reached, n -> new ArrayList<>()).add(branch.get(i));
        }
        List<Link> path = new ArrayList<>();
        Link last = branch.get(branch.size() - 1);
        Node node = new Node(last.to(), last.strong());
        for (int steps = 0; steps < branch.size() && into.containsKey(node); steps++) {
            int arrival = arrivals.get(node);
            Link chosen = null;
            int chosenArrival = -2;
            for (Link link : into.get(node)) {
                int premiseArrival = arrivals.getOrDefault(premiseOf(arrivals, link), -1);
                if (premiseArrival < arrival && premiseArrival > chosenArrival) {
                    chosen = link;
                    chosenArrival = premiseArrival;
                }
            }
            if (chosen == null) {
                break;
            }
            path.add(0, chosen);
            node = premiseOf(arrivals, chosen);
        }
        return path.isEmpty() ? List.of(last) : path;
    }

    /**
     * The premise of a link: true for a weak link, false for a strong one, but for the links of pointing and claiming
     * in dynamic chains (+), weak from a false premise; the branch says which by what it reached.
     */
    private static Node premiseOf(Map<Node, Integer> arrivals, Link link) {
        Node usual = new Node(link.from(), !link.strong());
        Node other = new Node(link.from(), link.strong());
        return !arrivals.containsKey(usual) && arrivals.containsKey(other) ? other : usual;
    }

    /**
     * A branch's path in Eureka notation. A path back to its own premise (a contradiction's "both and not") is not
     * an elimination loop, so its ends are kept.
     */
    private static String branchText(List<Link> path) {
        int last = path.size() - 1;
        Link end = path.get(last);
        if (path.size() > 2 && !path.get(0).strong() && !end.strong() && path.get(0).from().equals(end.to())) {
            return eureka(path.subList(0, last)) + "-(" + end.to().digit() + ")" + group(end.toCells());
        }
        return eureka(path);
    }

    /** {@code 1, 2 or 7}. */
    private static String or(List<String> items) {
        if (items.size() <= 1) {
            return String.join("", items);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " or " + items.get(items.size() - 1);
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
