package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.House.DIGITS;
import static io.github.sudokusolver.logic.House.CELLS;
import static io.github.sudokusolver.logic.House.GRID;

import io.github.sudokusolver.internal.search.Budget;
import java.util.EnumSet;
import java.util.Set;

/**
 * Chain techniques over the {@link Propagation} engine, from the simplest to the strongest: static alternating
 * chains (X-chains, XY-chains, AICs), Nishio, static cell and unit forcing chains, dynamic forcing chains, and
 * dynamic forcing chains (+). Each search returns its easiest step: the family's base difficulty plus Sudoku
 * Explainer's length bonus for the number of inferences the conclusion rests on.
 */
final class Chains {

    private Chains() {
    }

    /**
     * The base difficulty plus the length bonus: +0.1 once the chain has more than 4 inferences beyond its two ends,
     * then +0.1 at each ceiling of 6, 8, 12, 16, 24, 32, 48... (alternately times 3/2 and 4/3).
     */
    static double difficulty(Technique technique, int nodes) {
        double added = 0;
        int ceiling = 4;
        int length = nodes - 2;
        boolean odd = false;
        while (length > ceiling) {
            added += 0.1;
            ceiling = odd ? ceiling * 4 / 3 : ceiling * 3 / 2;
            odd = !odd;
        }
        return technique.difficulty() + added;
    }

    private static final Technique[] UNARY = {Technique.X_CHAIN, Technique.XY_CHAIN, Technique.AIC};

    /** Static chains from one candidate back to its own negation (or from its negation to itself). */
    /** The techniques a finder keyed by {@code key} may produce: itself, or its chain family. */
    static Set<Technique> family(Technique key) {
        return switch (key) {
            case X_CHAIN -> EnumSet.of(Technique.X_CHAIN, Technique.XY_CHAIN, Technique.AIC);
            case CELL_FORCING_CHAINS -> EnumSet.of(Technique.CELL_FORCING_CHAINS, Technique.UNIT_FORCING_CHAINS);
            case DYNAMIC_CONTRADICTION_CHAINS -> EnumSet.of(Technique.DYNAMIC_CONTRADICTION_CHAINS,
                    Technique.DYNAMIC_DOUBLE_CHAINS, Technique.DYNAMIC_CELL_FORCING_CHAINS,
                    Technique.DYNAMIC_UNIT_FORCING_CHAINS);
            default -> EnumSet.of(key);
        };
    }

    static Step alternating(short[] marks, Set<Technique> enabled, Budget budget) {
        Propagation engine = new Propagation(marks, budget);
        double best = Double.MAX_VALUE;
        int bestCandidate = -1;
        int bestMode = -1;
        boolean bestOn = false;
        for (int mode = 0; mode < UNARY.length; mode++) {
            if (UNARY[mode].difficulty() >= best || !enabled.contains(UNARY[mode])) {
                continue;
            }
            engine.staticMode(mode == 0, mode == 1);
            for (int candidate = 0; candidate < CELLS * 9; candidate++) {
                if (!engine.isOpenCandidate(candidate)) {
                    continue;
                }
                for (int start = 1; start >= 0; start--) {
                    boolean on = start == 1;
                    engine.run(candidate, on);
                    int target = Propagation.node(candidate, !on);
                    if (engine.isSet(target)) {
                        double difficulty = difficulty(UNARY[mode], engine.ancestors(target));
                        if (difficulty < best) {
                            best = difficulty;
                            bestCandidate = candidate;
                            bestMode = mode;
                            bestOn = on;
                        }
                    }
                }
            }
        }
        if (bestCandidate < 0) {
            return null;
        }
        engine.staticMode(bestMode == 0, bestMode == 1);
        engine.run(bestCandidate, bestOn);
        int target = Propagation.node(bestCandidate, !bestOn);
        StepBuilder step = new StepBuilder(UNARY[bestMode]).difficulty(best);
        int cell = bestCandidate / 9;
        int digit = bestCandidate % 9 + 1;
        if (bestOn) {
            step.eliminate(cell, digit);
        } else {
            step.place(cell, digit);
        }
        engine.addLinks(step, target);
        return step.build(engine.path(target));
    }

    /** One digit, dynamic: placing it in a cell leaves that digit no place in some house, or two in one. */
    static Step nishio(short[] marks, Budget budget) {
        Propagation engine = new Propagation(marks, budget);
        double best = Double.MAX_VALUE;
        int bestCandidate = -1;
        for (int candidate = 0; candidate < CELLS * 9; candidate++) {
            if (!engine.isOpenCandidate(candidate)) {
                continue;
            }
            engine.dynamicMode(false, 1 << candidate % 9);
            if (engine.run(candidate, true)) {
                double difficulty = difficulty(Technique.NISHIO_FORCING_CHAIN,
                        engine.ancestors(engine.contradictionNodes()));
                if (difficulty < best) {
                    best = difficulty;
                    bestCandidate = candidate;
                }
            }
        }
        if (bestCandidate < 0) {
            return null;
        }
        engine.dynamicMode(false, 1 << bestCandidate % 9);
        return contradictionStep(engine, Technique.NISHIO_FORCING_CHAIN, best, bestCandidate, true);
    }

    private static Step contradictionStep(Propagation engine, Technique technique, double difficulty, int candidate,
            boolean on) {
        engine.run(candidate, on);
        StepBuilder step = new StepBuilder(technique).difficulty(difficulty);
        int cell = candidate / 9;
        int digit = candidate % 9 + 1;
        if (on) {
            step.eliminate(cell, digit);
        } else {
            step.place(cell, digit);
        }
        int[] evidence = engine.contradictionNodes();
        int inferences = engine.ancestors(evidence);
        String text = engine.contradictionText();
        engine.addLinks(step, evidence);
        return step.build("assuming " + Candidate.name(cell) + (on ? "=" : "<>") + digit + ", " + text + " ("
                + inferences + " inferences)");
    }

    /**
     * Forcing chains: contradictions and double chains (dynamic only), then cell and unit forcing chains, with
     * static, dynamic or dynamic (+) propagation.
     */
    static Step forcing(short[] marks, boolean dynamic, boolean plus, Set<Technique> enabled, Budget budget) {
        Propagation engine = new Propagation(marks, budget);
        Technique contradiction = plus ? Technique.DYNAMIC_FORCING_CHAINS_PLUS
                : Technique.DYNAMIC_CONTRADICTION_CHAINS;
        Technique doubleChains = plus ? Technique.DYNAMIC_FORCING_CHAINS_PLUS : Technique.DYNAMIC_DOUBLE_CHAINS;
        Technique cellChains = plus ? Technique.DYNAMIC_FORCING_CHAINS_PLUS
                : dynamic ? Technique.DYNAMIC_CELL_FORCING_CHAINS : Technique.CELL_FORCING_CHAINS;
        Technique unitChains = plus ? Technique.DYNAMIC_FORCING_CHAINS_PLUS
                : dynamic ? Technique.DYNAMIC_UNIT_FORCING_CHAINS : Technique.UNIT_FORCING_CHAINS;
        int candidates = CELLS * 9;
        long[][] onSets = new long[candidates][];
        long[][] offSets = new long[candidates][];
        Best best = new Best(enabled);
        for (int candidate = 0; candidate < candidates; candidate++) {
            if (!engine.isOpenCandidate(candidate)) {
                continue;
            }
            for (int start = 1; start >= 0; start--) {
                boolean on = start == 1;
                if (!on && !dynamic) {
                    continue;
                }
                setMode(engine, dynamic, plus);
                boolean failed = engine.run(candidate, on);
                if (failed) {
                    double difficulty = difficulty(contradiction, engine.ancestors(engine.contradictionNodes()));
                    best.offer(difficulty, contradiction, candidate, on, null, -1, -1);
                } else if (on) {
                    onSets[candidate] = engine.snapshot();
                } else if (dynamic) {
                    offSets[candidate] = engine.snapshot();
                }
            }
        }
        int[] branches = new int[DIGITS];
        if (dynamic) {
            for (int candidate = 0; candidate < candidates; candidate++) {
                if (onSets[candidate] != null && offSets[candidate] != null) {
                    branches[0] = candidate;
                    branches[1] = -1 - candidate;
                    consider(engine, marks, dynamic, plus, best, doubleChains, onSets[candidate], offSets[candidate],
                            branches, 2, candidate / 9, -1);
                }
            }
        }
        for (int cell = 0; cell < CELLS; cell++) {
            if (!Singles.isOpen(marks, cell)) {
                continue;
            }
            long[] common = null;
            int count = 0;
            boolean usable = true;
            for (int bits = marks[cell] & Candidates.ALL; bits != 0 && usable; bits &= bits - 1) {
                int candidate = cell * 9 + Integer.numberOfTrailingZeros(bits);
                usable = onSets[candidate] != null;
                common = usable ? and(common, onSets[candidate]) : null;
                branches[count++] = candidate;
            }
            if (usable && count >= 2) {
                consider(engine, marks, dynamic, plus, best, cellChains, common, null, branches, count, cell, -1);
            }
        }
        for (int house = 0; house < GRID.regionCount(); house++) {
            for (int d = 0; d < 9; d++) {
                int places = Singles.places(marks, house, 1 << d);
                if (Integer.bitCount(places) < 2) {
                    continue;
                }
                long[] common = null;
                int count = 0;
                boolean usable = true;
                for (int i = 0; i < 9 && usable; i++) {
                    if ((places & 1 << i) != 0) {
                        int candidate = GRID.cellsOf(house)[i] * 9 + d;
                        usable = onSets[candidate] != null;
                        common = usable ? and(common, onSets[candidate]) : null;
                        branches[count++] = candidate;
                    }
                }
                if (usable) {
                    consider(engine, marks, dynamic, plus, best, unitChains, common, null, branches, count, -1,
                            house * 9 + d);
                }
            }
        }
        return best.build(engine, marks, dynamic, plus);
    }

    private static void setMode(Propagation engine, boolean dynamic, boolean plus) {
        if (dynamic) {
            engine.dynamicMode(plus, 0);
        } else {
            engine.staticMode(false, false);
        }
    }

    private static long[] and(long[] common, long[] set) {
        if (common == null) {
            return set.clone();
        }
        for (int i = 0; i < common.length; i++) {
            common[i] &= set[i];
        }
        return common;
    }

    /**
     * Measures every useful conclusion common to all branches (a candidate turned off that is open, or turned on
     * outside the source cell) and offers the easiest. A branch {@code b >= 0} assumes candidate b on; {@code -1-b}
     * assumes it off.
     */
    private static void consider(Propagation engine, short[] marks, boolean dynamic, boolean plus, Best best,
            Technique technique, long[] common, long[] alsoIn, int[] branches, int count, int sourceCell,
            int sourceUnit) {
        int[] conclusions = new int[64];
        int found = 0;
        for (int word = 0; word < common.length && found < conclusions.length; word++) {
            long bits = alsoIn == null ? common[word] : common[word] & alsoIn[word];
            while (bits != 0 && found < conclusions.length) {
                int node = word * 64 + Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                int candidate = node >> 1;
                if (candidate / 9 == sourceCell || !engine.isOpenCandidate(candidate)) {
                    continue;
                }
                if (sourceUnit >= 0 && candidate % 9 == sourceUnit % 9
                        && GRID.inRegion(candidate / 9, sourceUnit / 9)) {
                    continue;
                }
                conclusions[found++] = node;
            }
        }
        if (found == 0) {
            return;
        }
        int[] sizes = new int[found];
        for (int b = 0; b < count; b++) {
            setMode(engine, dynamic, plus);
            int branch = branches[b];
            engine.run(branch >= 0 ? branch : -1 - branch, branch >= 0);
            for (int i = 0; i < found; i++) {
                sizes[i] += engine.ancestors(conclusions[i]);
            }
        }
        for (int i = 0; i < found; i++) {
            best.offer(difficulty(technique, sizes[i]), technique, conclusions[i] >> 1, (conclusions[i] & 1) == 1,
                    java.util.Arrays.copyOf(branches, count), sourceCell, sourceUnit);
        }
    }

    /** The easiest forcing-chain step found so far, and how to rebuild it. */
    private static final class Best {
        final Set<Technique> enabled;
        double difficulty = Double.MAX_VALUE;
        Technique technique;
        int candidate;
        boolean on;
        int[] branches;
        int sourceCell;
        int sourceUnit;

        Best(Set<Technique> enabled) {
            this.enabled = enabled;
        }

        void offer(double value, Technique kind, int what, boolean isOn, int[] from, int cell, int unit) {
            if (value < difficulty && enabled.contains(kind)) {
                difficulty = value;
                technique = kind;
                candidate = what;
                on = isOn;
                branches = from;
                sourceCell = cell;
                sourceUnit = unit;
            }
        }

        Step build(Propagation engine, short[] marks, boolean dynamic, boolean plus) {
            if (technique == null) {
                return null;
            }
            setMode(engine, dynamic, plus);
            if (branches == null) {
                return contradictionStep(engine, technique, difficulty, candidate, on);
            }
            StepBuilder step = new StepBuilder(technique).difficulty(difficulty);
            int cell = candidate / 9;
            int digit = candidate % 9 + 1;
            if (on) {
                step.place(cell, digit);
            } else {
                step.eliminate(cell, digit);
            }
            int node = Propagation.node(candidate, on);
            for (int branch : branches) {
                setMode(engine, dynamic, plus);
                engine.run(branch >= 0 ? branch : -1 - branch, branch >= 0);
                engine.addLinks(step, node);
            }
            String conclusion = Candidate.name(cell) + (on ? "=" : "<>") + digit;
            String reason;
            if (branches.length == 2 && branches[1] < 0) {
                int source = branches[0];
                reason = "both " + Candidate.name(source / 9) + "=" + (source % 9 + 1) + " and "
                        + Candidate.name(source / 9) + "<>" + (source % 9 + 1) + " imply " + conclusion;
            } else if (sourceCell >= 0) {
                reason = "every candidate of " + Candidate.name(sourceCell) + " ("
                        + StepBuilder.digits(marks[sourceCell]) + ") implies " + conclusion;
            } else {
                step.house(sourceUnit / 9);
                reason = "every place of " + (sourceUnit % 9 + 1) + " in " + House.name(sourceUnit / 9) + " implies "
                        + conclusion;
            }
            return step.build(reason);
        }
    }
}
