package io.github.sudokusolver.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.Solver;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

final class RuleTypesTest {

    private static Cell c(int row1, int col1) {
        return new Cell(row1 - 1, col1 - 1);
    }

    /** One rule of each kind, valid on 9x9, with the line the text form writes for it. */
    static Stream<Arguments> everyKind() {
        return Stream.of(
                Arguments.of(Arrow.of(List.of(c(1, 1)), List.of(c(1, 2), c(2, 3))), "arrow r1c1: r1c2 r2c3"),
                Arguments.of(Arrow.of(List.of(c(1, 1), c(1, 2)), List.of(c(2, 3), c(3, 3))),
                        "arrow r1c1 r1c2: r2c3 r3c3"),
                Arguments.of(LittleKiller.of(40, LittleKiller.Direction.DOWN_RIGHT,
                        List.of(c(1, 2), c(2, 3), c(3, 4), c(4, 5), c(5, 6), c(6, 7), c(7, 8), c(8, 9))),
                        "little killer 40 down-right: r1c2 r2c3 r3c4 r4c5 r5c6 r6c7 r7c8 r8c9"),
                Arguments.of(Sandwich.row(2, 15), "sandwich row 3: 15"),
                Arguments.of(Sandwich.column(3, 0), "sandwich column 4: 0"),
                Arguments.of(Dot.white(c(1, 2), c(1, 1)), "white dot: r1c1 r1c2"),
                Arguments.of(Dot.black(c(2, 1), c(1, 1)), "black dot: r1c1 r2c1"),
                Arguments.of(Dot.difference(c(1, 1), c(1, 2), 3), "difference 3: r1c1 r1c2"),
                Arguments.of(Dot.ratio(c(1, 1), c(1, 2), 3), "ratio 3: r1c1 r1c2"),
                Arguments.of(Dot.x(c(1, 1), c(1, 2)), "x: r1c1 r1c2"),
                Arguments.of(Dot.v(c(1, 1), c(1, 2)), "v: r1c1 r1c2"),
                Arguments.of(Dot.sum(c(1, 1), c(1, 2), 7), "sum 7: r1c1 r1c2"),
                Arguments.of(Dot.less(c(1, 2), c(1, 1)), "less: r1c2 r1c1"),
                Arguments.of(Line.thermometer(c(9, 4), c(8, 3), c(7, 2)), "thermometer: r9c4 r8c3 r7c2"),
                Arguments.of(Line.of(Line.Kind.BETWEEN, List.of(c(1, 1), c(1, 2), c(1, 3))),
                        "between line: r1c1 r1c2 r1c3"),
                Arguments.of(Line.of(Line.Kind.RENBAN, List.of(c(1, 1), c(2, 1))), "renban: r1c1 r2c1"),
                Arguments.of(Line.of(Line.Kind.PALINDROME, List.of(c(1, 1), c(2, 2))), "palindrome: r1c1 r2c2"),
                Arguments.of(Line.of(Line.Kind.REGION_SUM, List.of(c(3, 3), c(3, 4))), "region sum line: r3c3 r3c4"),
                Arguments.of(Line.of(Line.Kind.ZIPPER, List.of(c(1, 1), c(1, 2), c(1, 3))),
                        "zipper line: r1c1 r1c2 r1c3"),
                Arguments.of(Line.of(Line.Kind.ENTROPIC, List.of(c(1, 1), c(1, 2), c(1, 3))),
                        "entropic line: r1c1 r1c2 r1c3"),
                Arguments.of(Line.germanWhisper(List.of(c(1, 1), c(2, 2))), "whisper 5: r1c1 r2c2"),
                Arguments.of(Line.whisper(List.of(c(1, 1), c(2, 2)), 4), "whisper 4: r1c1 r2c2"),
                Arguments.of(CellMark.odd(c(1, 1)), "odd: r1c1"),
                Arguments.of(CellMark.even(c(1, 1)), "even: r1c1"),
                Arguments.of(CellMark.minimum(c(5, 5)), "minimum: r5c5"),
                Arguments.of(CellMark.maximum(c(5, 5)), "maximum: r5c5"),
                Arguments.of(Quadruple.of(c(1, 1), List.of(9, 1, 2)), "quadruple 1 2 9: r1c1"),
                Arguments.of(Clone.of(List.of(c(1, 1), c(1, 2)), List.of(c(5, 5), c(5, 6))),
                        "clone: r1c1 r1c2 = r5c5 r5c6"),
                Arguments.of(ExtraRegion.of(List.of(c(3, 3), c(1, 1), c(2, 2))), "extra region: r1c1 r2c2 r3c3"),
                Arguments.of(GivenCandidates.of(c(1, 1), List.of(9, 1, 2)), "given candidates 1 2 9: r1c1"),
                Arguments.of(GlobalRule.ANTI_KNIGHT, "anti-knight"),
                Arguments.of(GlobalRule.NEGATIVE_XV, "negative xv"),
                Arguments.of(Cage.of(10, c(1, 2), c(1, 1)), "cage 10: r1c1 r1c2"),
                Arguments.of(Line.of(Line.Kind.NABNER, List.of(c(1, 1), c(2, 2))), "nabner line: r1c1 r2c2"),
                Arguments.of(Line.of(Line.Kind.SLOW_THERMOMETER, List.of(c(1, 1), c(1, 2))),
                        "slow thermometer: r1c1 r1c2"),
                Arguments.of(Line.of(Line.Kind.DOUBLE_ARROW, List.of(c(1, 1), c(1, 2), c(1, 3))),
                        "double arrow: r1c1 r1c2 r1c3"),
                Arguments.of(Line.lockout(List.of(c(1, 1), c(1, 2), c(1, 3)), 4), "lockout line 4: r1c1 r1c2 r1c3"),
                // a relation keeps its cells' order (the first of a pair first); its table is of the grid's digits
                Arguments.of(Relation.of("after", Relation.Pairs.NEIGHBOURS, List.of(c(5, 5), c(1, 1)), 9,
                        (a, b) -> b == a + 1), "relation after neighbours 1 2 2 3 3 4 4 5 5 6 6 7 7 8 8 9: r5c5 r1c1"));
    }

    @ParameterizedTest
    @MethodSource("everyKind")
    void printsItsTextLine(Rule rule, String text) {
        assertEquals(text, rule.toString());
    }

    @ParameterizedTest
    @MethodSource("everyKind")
    void fitsTheClassicGridAndIsKeptByTheLayout(Rule rule, String text) {
        Layout layout = Layout.classic().withRules(List.of(rule));
        assertEquals(List.of(rule), layout.rules(), text);
        assertNotEquals(Layout.classic(), layout, text);
        assertEquals(Layout.classic().withRules(List.of(rule)), layout, text);
        assertEquals(Layout.classic().withRules(List.of(rule)).hashCode(), layout.hashCode(), text);
    }

    @Test
    void symmetricDotsEqualWhicheverCellComesFirstButInequalitiesDoNot() {
        assertEquals(Dot.white(c(1, 1), c(1, 2)), Dot.white(c(1, 2), c(1, 1)));
        assertEquals(Dot.x(c(2, 1), c(1, 1)).hashCode(), Dot.x(c(1, 1), c(2, 1)).hashCode());
        assertNotEquals(Dot.less(c(1, 1), c(1, 2)), Dot.less(c(1, 2), c(1, 1)));
        assertNotEquals(Dot.white(c(1, 1), c(1, 2)), Dot.difference(c(1, 1), c(1, 2), 2));
        assertNotEquals(Dot.v(c(1, 1), c(1, 2)), Dot.x(c(1, 1), c(1, 2)));
    }

    @Test
    void aLayoutsRulesDoNotDependOnTheOrderTheyCameIn() {
        long seed = new Random().nextLong();
        List<Rule> rules = new ArrayList<>();
        everyKind().map(a -> (Rule) a.get()[0]).filter(r -> !(r instanceof Cage)).forEach(rules::add);
        List<Rule> shuffled = new ArrayList<>(rules);
        Collections.shuffle(shuffled, new Random(seed));
        Layout one = Layout.classic().withRules(rules);
        Layout other = Layout.classic().withRules(shuffled.subList(0, 10)).withRules(shuffled.subList(10,
                shuffled.size()));
        assertEquals(one, other, "seed " + seed);
        assertEquals(one.rules(), other.rules(), "seed " + seed);
        assertEquals(one.toString(), other.toString(), "seed " + seed);
    }

    @Test
    void namesItsKindsInTheLayoutsName() {
        Layout layout = Layout.classic().withCages(List.of(Cage.of(3, c(1, 1), c(1, 2))))
                .withRules(List.of(Line.thermometer(c(5, 5), c(5, 6)), GlobalRule.ANTI_KNIGHT,
                        Dot.white(c(9, 1), c(9, 2)), Dot.white(c(8, 1), c(8, 2))));
        assertEquals("9x9 killer with white dots, thermometer, anti-knight", layout.toString());
    }

    @Test
    void namesEveryKindOnceInTheLayoutsName() {
        Layout layout = Layout.classic().withRules(List.of(Dot.white(c(1, 1), c(1, 2)), Dot.black(c(1, 3), c(1, 4)),
                Dot.difference(c(1, 5), c(1, 6), 3), Dot.ratio(c(1, 7), c(1, 8), 3), Dot.sum(c(2, 1), c(2, 2), 10),
                Dot.sum(c(2, 3), c(2, 4), 7), Dot.less(c(2, 5), c(2, 6)), CellMark.odd(c(3, 1)),
                CellMark.minimum(c(3, 3)), Arrow.of(List.of(c(4, 1)), List.of(c(4, 2), c(4, 3))),
                LittleKiller.of(6, LittleKiller.Direction.DOWN_LEFT, List.of(c(8, 9), c(9, 8))),
                Quadruple.of(c(6, 6), List.of(1, 2)), Clone.of(List.of(c(8, 1)), List.of(c(8, 9))),
                ExtraRegion.of(List.of(c(9, 1), c(9, 2), c(9, 3))), GivenCandidates.of(c(9, 9), List.of(1, 2)),
                Line.whisper(List.of(c(5, 1), c(5, 2)), 5), GlobalRule.NON_CONSECUTIVE));
        assertEquals("9x9 with arrow, little killer, black dots, difference dots, inequalities, ratio dots, sum dots,"
                + " white dots, xv, whisper, minimum, odd, quadruple, clone, extra region, given candidates,"
                + " non-consecutive", layout.toString());
    }

    @Test
    void aLittleKillersClueStandsOneStepBackFromItsFirstCell() {
        LittleKiller above = LittleKiller.of(40, LittleKiller.Direction.DOWN_RIGHT, List.of(c(1, 2), c(2, 3)));
        assertEquals(-1, above.clueRow());
        assertEquals(0, above.clueColumn());
        LittleKiller right = LittleKiller.of(6, LittleKiller.Direction.DOWN_LEFT, List.of(c(8, 9), c(9, 8)));
        assertEquals(6, right.clueRow());
        assertEquals(9, right.clueColumn());
    }

    @Test
    void addingNothingKeepsTheLayout() {
        assertSame(Layout.classic(), Layout.classic().withRules(List.of()));
    }

    /** Factories that refuse, with what the message must say. */
    static Stream<Arguments> refusedByTheirFactories() {
        return Stream.<Arguments>of(
                refused(() -> Line.thermometer(c(1, 1), c(1, 3)), "thermometer: r1c1 r1c3: r1c1 and r1c3 do not touch"),
                refused(() -> Line.thermometer(c(1, 1), c(1, 2), c(1, 1)), "lists r1c1 twice"),
                refused(() -> Line.of(Line.Kind.BETWEEN, List.of(c(1, 1))), "needs at least 2 cells"),
                refused(() -> Line.thermometer(new Cell[0]), "needs at least 1 cell"),
                refused(() -> Line.of(Line.Kind.WHISPER, List.of(c(1, 1))), "Line.whisper"),
                refused(() -> Line.whisper(List.of(c(1, 1), c(1, 2)), 0), "whisper 0"),
                refused(() -> Dot.white(c(1, 1), c(2, 2)), "white dot: r1c1 r2c2: r1c1 and r2c2 do not share a side"),
                refused(() -> Dot.white(c(1, 1), c(1, 1)), "do not share a side"),
                refused(() -> Dot.ratio(c(1, 1), c(1, 2), 1), "ratio 1: a ratio dot needs at least 2"),
                refused(() -> Dot.sum(c(1, 1), c(1, 2), 2), "sum 2"),
                refused(() -> Arrow.of(List.of(c(1, 1)), List.of()), "the arrow has no line"),
                refused(() -> Arrow.of(List.of(c(1, 1)), List.of(c(3, 3))), "does not touch the circle"),
                refused(() -> Arrow.of(List.of(c(1, 1), c(2, 2)), List.of(c(3, 3))), "do not share a side"),
                refused(() -> Arrow.of(List.of(c(1, 1), c(1, 2), c(1, 3), c(1, 4)), List.of(c(2, 1))),
                        "1 to 3 cells, not 4"),
                refused(() -> Arrow.of(List.of(c(1, 1)), List.of(c(1, 2), c(1, 1))), "lists r1c1 twice"),
                refused(() -> LittleKiller.of(10, LittleKiller.Direction.DOWN_RIGHT, List.of(c(1, 2), c(2, 2))),
                        "r2c2 does not follow r1c2 down-right"),
                refused(() -> LittleKiller.of(0, LittleKiller.Direction.DOWN_RIGHT, List.of(c(1, 2))),
                        "at least 1"),
                refused(() -> Sandwich.row(-1, 3), "at least 0"),
                refused(() -> Sandwich.column(1, -3), "sum must be at least 0"),
                refused(() -> Quadruple.of(c(1, 1), List.of(1, 2, 3, 4, 5)), "at most four digits, not 5"),
                refused(() -> Quadruple.of(c(1, 1), List.of(1, 1, 1)), "digit 1 three times"),
                refused(() -> Quadruple.of(c(1, 1), List.of(0)), "digit 0 is below 1"),
                refused(() -> Quadruple.of(c(1, 1), List.of()), "lists no digit"),
                refused(() -> Clone.of(List.of(c(1, 1)), List.of(c(2, 2), c(2, 3))), "(1 and 2)"),
                refused(() -> Clone.of(List.of(c(1, 1)), List.of(c(1, 1))), "the two groups are the same cells"),
                refused(() -> Clone.of(List.of(c(1, 1), c(1, 2)), List.of(c(5, 5), c(6, 5))),
                        "the second group is not the first moved, as clones are: r1c1 goes to r5c5 but r1c2 to r6c5"),
                refused(() -> Clone.of(List.of(c(1, 1), c(1, 2)), List.of(c(1, 2), c(1, 1))),
                        "the second group is not the first moved"),
                refused(() -> Clone.of(List.of(c(1, 1), c(1, 1)), List.of(c(2, 1), c(2, 1))), "lists r1c1 twice"),
                refused(() -> ExtraRegion.of(List.of(c(1, 1))), "at least two cells"),
                refused(() -> GivenCandidates.of(c(1, 1), List.of(2, 2)), "lists 2 twice"),
                refused(() -> Line.of(Line.Kind.DOUBLE_ARROW, List.of(c(1, 1), c(1, 2))), "needs at least 3 cells"),
                refused(() -> Line.of(Line.Kind.LOCKOUT, List.of(c(1, 1), c(1, 2))), "Line.lockout"),
                refused(() -> Line.lockout(List.of(c(1, 1), c(1, 2)), 0), "difference must be at least 1"),
                refused(() -> Relation.of("two words", Relation.Pairs.NEIGHBOURS, List.of(c(1, 1), c(1, 2)), 9,
                        (a, b) -> true), "a name is a letter"),
                refused(() -> Relation.of("r", Relation.Pairs.NEIGHBOURS, List.of(c(1, 1)), 9, (a, b) -> true),
                        "needs at least 2 cells"),
                refused(() -> Relation.of("r", Relation.Pairs.EVERY_TWO, List.of(c(1, 1), c(1, 1)), 9,
                        (a, b) -> true), "lists r1c1 twice"),
                refused(() -> Relation.of("r", Relation.Pairs.EVERY_TWO, List.of(c(1, 1), c(1, 2)), 26,
                        (a, b) -> true), "26 digits"),
                refused(() -> Relation.of("r", Relation.Pairs.EVERY_TWO, List.of(c(1, 1), c(1, 2)), new int[] {1 << 4}),
                        "digit 1 is allowed beside a digit past 1"));
    }

    private static Arguments refused(Supplier<Rule> factory, String message) {
        return Arguments.of(factory, message);
    }

    @ParameterizedTest
    @MethodSource("refusedByTheirFactories")
    void factoriesRefuseWhatNoGridCouldHold(Supplier<Rule> factory, String message) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, factory::get);
        assertTrue(e.getMessage().contains(message), e.getMessage());
    }

    /** Rules that fit no 9x9 grid, or not this one, with what the message must say. */
    static Stream<Arguments> refusedByTheGrid() {
        return Stream.of(
                Arguments.of(Layout.classic(), Line.thermometer(c(9, 9), c(9, 10)), "r9c10 is off the 9x9 grid"),
                Arguments.of(Layout.classic(), Line.thermometer(List.of(c(1, 1), c(1, 2), c(1, 3), c(1, 4), c(1, 5),
                        c(1, 6), c(1, 7), c(1, 8), c(1, 9), c(2, 9))), "10 cells need 10 different digits"),
                Arguments.of(Layout.boxes(2, 2), Dot.difference(c(1, 1), c(1, 2), 4), "no two different digits 1-4"),
                Arguments.of(Layout.boxes(2, 2), Dot.x(c(1, 1), c(1, 2)), "no two different digits 1-4"),
                Arguments.of(Layout.classic(), Dot.ratio(c(1, 1), c(1, 2), 10), "no two different digits 1-9"),
                Arguments.of(Layout.classic(), Line.whisper(List.of(c(1, 1), c(1, 2)), 9), "differ by 9"),
                Arguments.of(Layout.boxes(2, 2), Line.of(Line.Kind.ENTROPIC, List.of(c(1, 1), c(1, 2))),
                        "three equal thirds"),
                Arguments.of(Layout.classic(), LittleKiller.of(10, LittleKiller.Direction.DOWN_RIGHT,
                        List.of(c(2, 2), c(3, 3))), "the clue before r2c2 is inside the grid"),
                Arguments.of(Layout.classic(), LittleKiller.of(10, LittleKiller.Direction.DOWN_RIGHT,
                        List.of(c(1, 2), c(2, 3))), "the diagonal stops at r2c3"),
                Arguments.of(Layout.boxes(2, 2), LittleKiller.of(20, LittleKiller.Direction.DOWN_LEFT,
                        List.of(c(1, 2), c(2, 1))), "add up to 2 to 8, not 20"),
                Arguments.of(Layout.samurai(), LittleKiller.of(3, LittleKiller.Direction.DOWN_RIGHT,
                        List.of(c(1, 1))), "needs a square grid without holes"),
                Arguments.of(Layout.classic(), Sandwich.row(9, 3), "has 9 rows"),
                Arguments.of(Layout.classic(), Sandwich.column(0, 36), "add up to at most 35"),
                Arguments.of(Layout.samurai(), CellMark.odd(c(1, 10)), "r1c10 is a hole"),
                Arguments.of(Layout.classic(), Quadruple.of(c(9, 1), List.of(1)), "no four cells around its corner"),
                Arguments.of(Layout.boxes(2, 2), Quadruple.of(c(1, 1), List.of(5)), "digit 5 is above the 4"),
                Arguments.of(Layout.boxes(2, 2), GivenCandidates.of(c(1, 1), List.of(1, 5)), "digit 5 is above"),
                Arguments.of(Layout.boxes(2, 2), ExtraRegion.of(List.of(c(1, 1), c(1, 2), c(1, 3), c(1, 4), c(2, 1))),
                        "5 cells cannot all differ"),
                Arguments.of(Layout.jigsaw("AAB\nABB\nCCC"), GlobalRule.DISJOINT_GROUPS, "needs a grid of boxes"),
                Arguments.of(Layout.boxes(4, 4), Arrow.of(List.of(c(1, 1), c(1, 2)), List.of(c(2, 2))),
                        "a pill reads its cells as the digits of a number"),
                Arguments.of(Layout.boxes(2, 2), Arrow.of(List.of(c(1, 1)), List.of(c(1, 2), c(1, 3), c(1, 4),
                        c(2, 4), c(2, 3))), "more than the circle's largest value 4"),
                Arguments.of(Layout.classic(), Line.of(Line.Kind.NABNER, List.of(c(1, 1), c(1, 2), c(1, 3), c(1, 4),
                        c(1, 5), c(1, 6))), "and 1-9 has 5"),
                Arguments.of(Layout.boxes(2, 2), Line.lockout(List.of(c(1, 1), c(1, 2)), 4), "differ by 4"),
                Arguments.of(Layout.boxes(2, 2), Relation.of("r", Relation.Pairs.EVERY_TWO, List.of(c(1, 1), c(1, 2)),
                        9, (a, b) -> a != b), "its table is of the digits 1-9, and the 4x4 grid has digits 1-4"));
    }

    @ParameterizedTest
    @MethodSource("refusedByTheGrid")
    void theLayoutRefusesWhatItsGridCannotHold(Layout layout, Rule rule, String message) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> layout.withRules(List.of(rule)));
        assertTrue(e.getMessage().startsWith(rule.toString()), e.getMessage());
        assertTrue(e.getMessage().contains(message), e.getMessage());
    }

    @Test
    void refusesARuleGivenTwice() {
        Rule thermo = Line.thermometer(c(1, 1), c(1, 2));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Layout.classic().withRules(List.of(thermo, thermo)));
        assertEquals("thermometer: r1c1 r1c2 is given twice", e.getMessage());
        Layout once = Layout.classic().withRules(List.of(GlobalRule.ANTI_KING));
        assertThrows(IllegalArgumentException.class, () -> once.withRules(List.of(GlobalRule.ANTI_KING)));
    }

    @Test
    void nullsAreNamed() {
        NullPointerException e = assertThrows(NullPointerException.class,
                () -> Layout.classic().withRules(Collections.singletonList(null)));
        assertEquals("rules holds a null rule", e.getMessage());
        e = assertThrows(NullPointerException.class, () -> Line.thermometer(c(1, 1), null));
        assertEquals("cells[1]", e.getMessage());
        e = assertThrows(NullPointerException.class, () -> Arrow.of(null, List.of()));
        assertEquals("circle", e.getMessage());
        e = assertThrows(NullPointerException.class, () -> Dot.white(null, c(1, 1)));
        assertEquals("first", e.getMessage());
        assertThrows(NullPointerException.class, () -> Layout.classic().withRules(null));
    }

    @Test
    void keepsDiagonalsAndCagesAlongsideRules() {
        Rule thermo = Line.thermometer(c(1, 1), c(1, 2));
        Cage cage = Cage.of(3, c(9, 8), c(9, 9));
        Layout layout = Layout.classic().withRules(List.of(thermo, cage)).withDiagonals();
        assertEquals(List.of(cage), layout.cages());
        assertEquals(List.of(cage, thermo), layout.rules());
        assertEquals("9x9 diagonal killer with thermometer", layout.toString());
    }

    @Test
    void theStrategiesThatFillCellsOneByOneRefuseRulesNamingTheOneThatSolvesThem() {
        Layout thermo = Layout.classic().withRules(List.of(Line.thermometer(c(1, 1), c(1, 2))));
        for (io.github.sudokusolver.Solver solver : io.github.sudokusolver.Solver.available()) {
            io.github.sudokusolver.Board empty = io.github.sudokusolver.Board.empty(thermo);
            if (solver.name().equals("general") || solver.name().equals("bitboard")) {
                assertTrue(solver.solve(empty).isSolved(), solver.name());
                continue;
            }
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> solver.solve(empty),
                    solver.name());
            assertTrue(e.getMessage().contains("thermometer: r1c1 r1c2"), e.getMessage());
            assertTrue(e.getMessage().contains("Solver.fastest()"), e.getMessage());
            assertThrows(IllegalArgumentException.class, () -> solver.countSolutions(empty, 2), solver.name());
        }
        io.github.sudokusolver.Board puzzle = io.github.sudokusolver.generate.Generator.withSeed(1).puzzle(thermo);
        assertEquals(1, io.github.sudokusolver.Solver.fastest().countSolutions(puzzle, 2));
        io.github.sudokusolver.Board solution = io.github.sudokusolver.Solver.fastest().solve(puzzle).solution()
                .orElseThrow();
        assertTrue(solution.get(0, 0) < solution.get(0, 1), solution.toString());
    }
}
