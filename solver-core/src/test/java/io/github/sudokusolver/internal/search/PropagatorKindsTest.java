package io.github.sudokusolver.internal.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every shape of {@link Propagator} has a {@link Propagator#kind} of its own, and the engine's switch on it
 * ({@code RegionPropagator.run}) runs each kind's own propagation: a new shape added without its kind or its case
 * fails here.
 */
final class PropagatorKindsTest {

    /** A solved classic grid: row {@code r}, column {@code c} holds {@code (3r + r/3 + c) mod 9 + 1}. */
    private static int digit(int row, int column) {
        return (row * 3 + row / 3 + column) % 9 + 1;
    }

    private static int at(int row, int column) {
        return row * 9 + column;
    }

    @Test
    void everyConcretePropagatorClassOfThePackageHasAKindOfItsOwn() throws IOException, URISyntaxException {
        Path classes = Path.of(Propagator.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Path folder = classes.resolve(Propagator.class.getPackageName().replace('.', '/'));
        assertTrue(Files.isDirectory(folder), "the engine's classes are not in a folder: " + classes);
        List<Class<?>> shapes = new ArrayList<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : (Iterable<Path>) files.sorted()::iterator) {
                String name = file.getFileName().toString();
                if (!name.endsWith(".class")) {
                    continue;
                }
                Class<?> type;
                try {
                    type = Class.forName(Propagator.class.getPackageName() + "." + name.replace(".class", ""), false,
                            Propagator.class.getClassLoader());
                } catch (ClassNotFoundException e) {
                    throw new AssertionError(name, e);
                }
                if (Propagator.class.isAssignableFrom(type) && !Modifier.isAbstract(type.getModifiers())) {
                    shapes.add(type);
                }
            }
        }
        assertEquals(Propagator.KINDS, shapes.size(), "propagator classes " + shapes + " against the kinds");
        BitSet kinds = new BitSet();
        for (Class<?> shape : shapes) {
            byte kind = Propagator.kindOf(shape);
            assertTrue(kind >= 0 && kind < Propagator.KINDS, shape + " has kind " + kind);
            assertTrue(!kinds.get(kind), shape + " shares kind " + kind);
            kinds.set(kind);
        }
    }

    @Test
    void eachKindRunsItsOwnPropagationThroughTheEnginesSwitch() {
        BitSet seen = new BitSet();
        check(Propagator.SUM, (c, wrong) -> c.renban(new int[] {at(0, 0), at(0, wrong ? 2 : 1)}), seen);
        check(Propagator.LINEAR_SUM, (c, wrong) -> c.linearSum(new int[] {at(0, 0), at(1, 3)}, new int[] {1, 1},
                digit(0, 0) + digit(1, 3) + (wrong ? 1 : 0)), seen);
        check(Propagator.OFFSET_SUM, (c, wrong) -> c.linearSum(new int[] {at(0, 0), at(0, 1), at(0, 2)},
                new int[] {1, 1, -1}, wrong ? 1 : 0), seen);
        check(Propagator.PAIR, (c, wrong) -> {
            int[] table = new int[9];
            java.util.Arrays.fill(table, 0x1FF);
            if (wrong) {
                table[digit(0, 0) - 1] &= ~(1 << digit(0, 1) - 1);
            }
            c.relation(at(0, 0), at(0, 1), table);
        }, seen);
        check(Propagator.EQUAL_SUMS, (c, wrong) -> c.equalSums(new int[][] {
            {at(0, 0), at(0, wrong ? 4 : 3)}, {at(0, 1), at(0, 2)}}), seen);
        check(Propagator.LINE_ENDS, (c, wrong) -> c.between(wrong ? new int[] {at(0, 1), at(0, 0), at(0, 8)}
                : new int[] {at(0, 0), at(0, 1), at(0, 8)}), seen);
        check(Propagator.QUADRUPLE, (c, wrong) -> c.quadruple(new int[] {at(0, 0), at(0, 1), at(1, 0), at(1, 1)},
                wrong ? new int[] {3} : new int[] {digit(0, 0), digit(1, 1)}), seen);
        check(Propagator.SANDWICH, (c, wrong) -> c.sandwich(new int[] {at(0, 0), at(0, 1), at(0, 2), at(0, 3),
            at(0, 4), at(0, 5), at(0, 6), at(0, 7), at(0, 8)}, wrong ? 34 : 35), seen);
        check(Propagator.BOX_PIECES, (c, wrong) -> c.piecesInOneRegion(new int[][][] {
            {{at(0, 0)}, {inBox5(wrong ? digit(0, 0) % 9 + 1 : digit(0, 0))}},
            {{at(1, 1)}, {inBox5(digit(1, 1))}}}, new int[][] {{0, 0}, {1, 0}}), seen);
        // the x-sum from the left of row 1: its first digit's cells add up to the clue
        check(Propagator.OUTSIDE_CLUE, (c, wrong) -> {
            int first = digit(0, 0);
            int total = 0;
            for (int col = 0; col < first; col++) {
                total += digit(0, col);
            }
            c.outsideClue(new int[] {at(0, 0), at(0, 1), at(0, 2), at(0, 3), at(0, 4), at(0, 5), at(0, 6), at(0, 7),
                at(0, 8)}, 0, wrong ? total + 1 : total);
        }, seen);
        // a column indexer in row 1, which holds 1 to 9 in order: r1c2's 2 points at itself; read from r1c2 with the
        // row's places shifted by one, its 2 points at r1c4, which does not hold its number 1
        check(Propagator.INDEXER, (c, wrong) -> {
            int[] row = new int[9];
            for (int k = 0; k < 9; k++) {
                row[k] = at(0, wrong ? (k + 1) % 9 : k);
            }
            c.indexer(row, wrong ? 0 : 1);
        }, seen);
        // one counting circle holds 1, as r1c1 does; r1c2's 2 would need a second circle
        check(Propagator.COUNTING_CIRCLES, (c, wrong) -> c.countingCircles(new int[] {at(0, wrong ? 1 : 0)}), seen);
        // an automaton over r1c1 r1c2 that accepts the grid's two digits there, or the first with any other digit
        check(Propagator.AUTOMATON, (c, wrong) -> {
            int second = wrong ? digit(0, 1) % 9 + 1 : digit(0, 1);
            c.automaton(new int[] {at(0, 0), at(0, 1)}, 3, new int[] {0}, new int[] {2},
                    new int[] {0, digit(0, 0), 1, 1, second, 2});
        }, seen);
        assertEquals(Propagator.KINDS, seen.cardinality(), "kinds checked: " + seen);
    }

    /** The position in box 5 holding digit {@code want} of the solved grid. */
    private static int inBox5(int want) {
        for (int row = 3; row < 6; row++) {
            for (int column = 3; column < 6; column++) {
                if (digit(row, column) == want) {
                    return at(row, column);
                }
            }
        }
        throw new AssertionError(want);
    }

    /**
     * The solved grid given in full meets the rule that {@code rule} adds (a solved state) and breaks it when
     * {@code wrong} (no state): the rule ran, through its own case of the switch.
     */
    private static void check(byte kind, BiConsumer<Constraints, Boolean> rule, BitSet seen) {
        int[] grid = new int[81];
        for (int row = 0; row < 9; row++) {
            for (int column = 0; column < 9; column++) {
                grid[at(row, column)] = digit(row, column);
            }
        }
        for (boolean wrong : new boolean[] {false, true}) {
            Constraints constraints = new Constraints(9);
            constraints.rule(0);
            rule.accept(constraints, wrong);
            Geometry geometry = TestGeometries.boxes(3, 3, constraints);
            boolean found = false;
            for (Propagator p : geometry.rules) {
                found |= p.kind == kind;
            }
            assertTrue(found, "kind " + kind + " among the rules, wrong " + wrong);
            RegionPropagator propagator = new RegionPropagator(geometry, new FailureWeights(geometry));
            int[] state = propagator.initialState(grid);
            if (wrong) {
                assertNull(state, "kind " + kind + ": the broken rule is met");
            } else {
                assertNotNull(state, "kind " + kind + ": the rule fails its own solution");
            }
        }
        seen.set(kind);
    }
}
