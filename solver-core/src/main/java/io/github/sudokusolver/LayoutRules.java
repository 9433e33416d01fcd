package io.github.sudokusolver;

import io.github.sudokusolver.internal.format.RefusedRule;
import io.github.sudokusolver.internal.search.Geometry;
import io.github.sudokusolver.rules.Cage;
import io.github.sudokusolver.rules.Rule;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * The bookkeeping of the cages and other rules a {@link Layout} carries beyond its regions: checking rules as they
 * are added, keeping them in their order, and splitting them into what {@code Geometry} takes (cages with sums) and
 * what {@link RuleCompiler} compiles. Taken out of {@link Layout} so that the layout keeps to its grid and regions.
 */
final class LayoutRules {

    private LayoutRules() {
    }

    /**
     * Checks cages against a layout and adds them to its cages, as {@link Layout#withCages} describes.
     *
     * @param layout the layout the cages are for
     * @param existing the layout's cages
     * @param added the cages to add
     * @return every cage, ordered by {@link RuleChecks#CAGE_ORDER}, unmodifiable
     * @throws NullPointerException if a cage is null
     * @throws RefusedRule if a cage does not fit, with the index of the cage among {@code added}
     */
    static List<Cage> addCages(Layout layout, List<Cage> existing, Collection<Cage> added) {
        int columns = layout.columns();
        List<Cage> all = new ArrayList<>(existing);
        Cage[] owner = new Cage[layout.rows() * columns];
        for (Cage cage : existing) {
            for (int position : RuleChecks.positionsOn(cage, columns)) {
                owner[position] = cage;
            }
        }
        int index = 0;
        for (Cage cage : added) {
            Objects.requireNonNull(cage, "cages holds a null cage");
            try {
                RuleChecks.checkCage(cage, layout, owner);
            } catch (IllegalArgumentException e) {
                throw new RefusedRule(e.getMessage(), index);
            }
            all.add(cage);
            index++;
        }
        all.sort(RuleChecks.CAGE_ORDER);
        return List.copyOf(all);
    }

    /**
     * Checks the rules other than cages against a layout and adds them to its rules, setting the cages aside.
     *
     * @param layout the layout the rules are for
     * @param existing the layout's rules other than cages
     * @param added the rules to add, cages among them
     * @param cages where the cages among {@code added} go, unchecked, in their order
     * @param cageIndices where the index among {@code added} of each of those cages goes
     * @return the existing rules then the added ones other than cages, not yet sorted
     * @throws NullPointerException if a rule is null
     * @throws RefusedRule if a rule does not fit or is given twice, with its index among {@code added}
     */
    static List<Rule> addRules(Layout layout, List<Rule> existing, Collection<? extends Rule> added,
            List<Cage> cages, List<Integer> cageIndices) {
        List<Rule> all = new ArrayList<>(existing);
        int index = 0;
        for (Rule rule : added) {
            Objects.requireNonNull(rule, "rules holds a null rule");
            if (rule instanceof Cage) {
                cages.add((Cage) rule);
                cageIndices.add(index);
            } else {
                try {
                    RuleChecks.check(rule, layout);
                } catch (IllegalArgumentException e) {
                    throw new RefusedRule(e.getMessage(), index);
                }
                if (all.contains(rule)) {
                    throw new RefusedRule(rule + " is given twice", index);
                }
                all.add(rule);
            }
            index++;
        }
        return all;
    }

    /**
     * The rules {@link RuleCompiler} compiles: the cages without a sum, then the variant rules.
     *
     * @param cages the cages
     * @param rules the rules other than cages
     * @return {@code rules} itself when every cage has a sum
     */
    static List<Rule> compiled(List<Cage> cages, List<Rule> rules) {
        List<Rule> compiled = null;
        for (Cage cage : cages) {
            if (!cage.hasSum()) {
                if (compiled == null) {
                    compiled = new ArrayList<>();
                }
                compiled.add(cage);
            }
        }
        if (compiled == null) {
            return rules;
        }
        compiled.addAll(rules);
        return compiled;
    }

    /**
     * The grid positions of the cages with a sum, in the order of the cages: what {@code Geometry} takes.
     *
     * @param cages the cages
     * @param columns the columns of the grid
     * @return one array of positions per cage with a sum
     */
    static int[][] summedPositions(List<Cage> cages, int columns) {
        List<int[]> positions = new ArrayList<>();
        for (Cage cage : cages) {
            if (cage.hasSum()) {
                positions.add(RuleChecks.positionsOn(cage, columns));
            }
        }
        return positions.toArray(new int[0][]);
    }

    /**
     * The sums of the cages with a sum, in the order of {@link #summedPositions}.
     *
     * @param cages the cages
     * @return one sum per cage with a sum
     */
    static int[] sums(List<Cage> cages) {
        return cages.stream().filter(Cage::hasSum).mapToInt(Cage::sum).toArray();
    }

    /**
     * Every rule: the cages first, then the other rules.
     *
     * @param cages the cages
     * @param rules the rules other than cages
     * @return an unmodifiable list
     */
    static List<Rule> all(List<Cage> cages, List<Rule> rules) {
        if (rules.isEmpty()) {
            return List.copyOf(cages);
        }
        List<Rule> all = new ArrayList<>(cages);
        all.addAll(rules);
        return List.copyOf(all);
    }

    /**
     * Derives a layout's geometry from its regions and its rules, compiling the rules; called the first time an
     * engine asks for the geometry.
     *
     * @param layout the layout
     * @param regions its regions' grid positions
     * @param sameRegions the geometry of the regions alone, made on demand, whose region tables the new geometry shares
     *     when there are no rules to compile; null to derive everything
     * @return the geometry
     */
    static Geometry geometry(Layout layout, int[][] regions, Supplier<Geometry> sameRegions) {
        List<Rule> compiled = layout.compiledRules();
        int[][] cagePositions = summedPositions(layout.cages(), layout.columns());
        int[] sums = sums(layout.cages());
        if (!compiled.isEmpty()) { // the variant rules' shapes: regions and peers of their own, so derived anew
            return Geometry.of(layout.rows(), layout.columns(), regions, cagePositions, sums,
                    RuleCompiler.compile(layout, compiled));
        }
        return sameRegions != null ? sameRegions.get().withCages(cagePositions, sums)
                : Geometry.of(layout.rows(), layout.columns(), regions, cagePositions, sums);
    }
}
