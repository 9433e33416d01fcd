package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.Notation.cells;
import static io.github.sudokusolver.logic.Notation.eureka;
import static io.github.sudokusolver.logic.Notation.group;
import static io.github.sudokusolver.logic.Notation.or;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.rules.Rule;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The chain techniques' part of {@link StepText}: colourings, forcing chains and contradictions, written from their
 * links and branches in Eureka notation ({@link Notation}).
 *
 * <p>A forcing chain names its premises ({@code r2c3 is 4 or 7;}, {@code 4 in row 2 is in r2c3 or r2c7;}) and writes
 * each branch on its own, {@code r2c3=4: (4)r2c3-...; r2c3=7: ...}; a dynamic branch, where a single rests on several
 * earlier inferences, as its main path, each inference through the premise that came last (the links keep them
 * all). A contradiction reads {@code assuming r1c1=5, <clash>: <branch>; <branch>}, its branches running from the
 * assumption to the nodes that clash, and the clash read from them: every place of a digit off in the step's house
 * ("row 3 would have no place for 7"), a candidate both on and off ("r1c1 would be both 5 and not 5"), or every
 * candidate of a cell off ("r4c5 would have no candidate left").
 */
final class ChainText {

    private ChainText() {
    }

    /**
     * Groups: two colours, one of which holds the digit in every cell. A wrap eliminates the second colour, two of
     * whose cells (the last link's ends) see each other; a trap eliminates what sees both ends of its chain.
     */
    static String simpleColoring(Step step) {
        List<Link> links = step.links();
        List<CellGroup> colours = step.groups();
        String either = eitherColour(step.digits().get(0), colours.get(0), colours.get(1));
        Link last = links.get(links.size() - 1);
        if (colours.get(1).cells().contains(step.eliminations().get(0).cell())) {
            List<Cell> clash = new ArrayList<>(List.of(last.from().cell(), last.to().cell()));
            clash.sort(Comparator.comparingInt(Cell::row).thenComparingInt(Cell::col)); // any layout: no index
            return either + "; " + cells(clash) + " of the second see each other, so it is the first";
        }
        return either + " (" + eureka(links) + "), so not in a cell seeing " + links.get(0).from().cell().name()
                + " and " + last.to().cell().name();
    }

    /** Groups: B1, A1 of one cluster, A2, B2 of another; a link from A1 to A2 joins them. */
    static String multiColoring(Step step) {
        int digit = step.digits().get(0);
        List<CellGroup> colours = step.groups();
        Link bridge = null;
        for (Link link : step.links()) {
            if (colours.get(1).cells().contains(link.from().cell())
                    && colours.get(2).cells().contains(link.to().cell())) {
                bridge = link;
            }
        }
        return eitherColour(digit, colours.get(0), colours.get(1)) + ", and either " + inAll(colours.get(2))
                + " or " + inAll(colours.get(3)) + "; "
                + bridge.from().cell().name() + " sees " + bridge.to().cell().name() + ", so "
                + eitherColour(digit, colours.get(0), colours.get(3)) + " (" + eureka(step.links()) + ")";
    }

    private static String eitherColour(int digit, CellGroup one, CellGroup other) {
        return digit + " is either " + inAll(one) + " or " + inAll(other);
    }

    /** {@code in r1c1}, or {@code in all of r1c1 and r5c7}. */
    private static String inAll(CellGroup colour) {
        return (colour.cells().size() == 1 ? "in " : "in all of ") + cells(colour.cells());
    }

    /** The one candidate a chain step concludes about (it places it or removes it). */
    private static Candidate concluded(Step step) {
        return step.placements().isEmpty() ? step.eliminations().get(0) : step.placements().get(0);
    }

    /** The assumption a step by contradiction refutes: the negation of its conclusion. */
    static String assumption(Step step) {
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
     * step's house turned off, or (on a killer) the removals that leave the step's first cage no filling. Each branch
     * is written as its main path ({@link #mainPath}). A chain that uses cage sums (a candidate turned off because no
     * filling of its cage uses it any more) names those cages at the end, and then the variant rules it followed (a
     * candidate a rule's pair table forbids with a true one, or that no filling of an arrow or little killer, no way of
     * a line or quadruple uses).
     */
    static String forcingChains(Step step) {
        return forcingChains(step, null, null);
    }

    /**
     * As {@link #forcingChains(Step)}, for a contradiction that leaves a rule no way to hold: {@code emptied}, one of
     * the step's rules, is named in the clash with its {@code failure} ({@code would have no way to add up}); both null
     * for none.
     */
    static String forcingChains(Step step, Rule emptied, String failure) {
        List<String> cages = new ArrayList<>();
        // the first cage of a contradiction that empties a cage is named in the clash already
        for (int i = emptiesACage(step) ? 1 : 0; i < step.cages().size(); i++) {
            io.github.sudokusolver.rules.Cage cage = step.cages().get(i);
            cages.add("cage " + cage.sum() + " at " + cage.cells().get(0).name());
        }
        List<String> rules = new ArrayList<>();
        for (Rule rule : step.rules()) {
            if (!rule.equals(emptied)) {
                rules.add(RuleNames.of(rule));
            }
        }
        return chains(step, emptied, failure) + (cages.isEmpty() ? "" : ", by the sum of " + Notation.and(cages))
                + (rules.isEmpty() ? "" : ", by " + Notation.and(rules));
    }

    private static boolean emptiesACage(Step step) {
        return !step.houses().isEmpty() && step.houses().get(0).unit() == io.github.sudokusolver.Region.CAGE;
    }

    private static String chains(Step step, Rule emptied, String failure) {
        List<List<Link>> branches = step.branches();
        Candidate concluded = concluded(step);
        for (List<Link> branch : branches) {
            if (branch.isEmpty() || branch.get(0).from().equals(concluded)) {
                return contradiction(step, emptied, failure);
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

    private static String contradiction(Step step, Rule emptied, String failure) {
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
        if (emptied != null) {
            clash = RuleNames.of(emptied) + " " + failure;
        } else if (emptiesACage(step)) {
            io.github.sudokusolver.rules.Cage cage = step.cages().get(0);
            clash = "cage " + cage.sum() + " at " + cage.cells().get(0).name() + " would have no way to add up";
        } else if (!step.houses().isEmpty()) {
            clash = step.houses().get(0) + " would have no place for " + end.candidate().digit();
        } else if (ends.contains(new Node(end.candidate(), !end.on()))) {
            clash = end.candidate().cell().name() + " would be both " + end.candidate().digit() + " and not "
                    + end.candidate().digit();
        }
        return "assuming " + assumption(step) + ", " + clash
                + (chains.isEmpty() ? "" : ": " + String.join("; ", chains));
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
     * in dynamic chains (+), weak from a false premise, and for a pair rule's implications in the forcing chains
     * (strong from a true premise, weak from a false one); the branch says which by what it reached.
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
}
