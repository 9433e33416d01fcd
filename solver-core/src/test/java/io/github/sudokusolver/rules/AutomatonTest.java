package io.github.sudokusolver.rules;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link Automaton} and its {@link Automaton.Machine}: patterns accept what Java's own regular expressions accept on
 * the same words, machines trim to the states on accepting paths, the Interactive Sudoku Solver's packed form reads
 * back equal, and what is wrong is named.
 */
final class AutomatonTest {

    private static final List<Cell> LINE = List.of(new Cell(0, 0), new Cell(0, 1), new Cell(0, 2));

    @ParameterizedTest
    @ValueSource(strings = {"1?2?3?4?5?6?7?8?9?", "(12|21)*", "[1-3]+[^1-3]", ".{2,3}", "(1|23)*4?", "9{2,}",
        "[^5]*5[^5]*", "(1(2|3)*)+", "()1|", "([13579][2468])*[13579]?", ".*(9|8)", "1{0,2}2{1}3{3,}"})
    void aPatternAcceptsWhatJavasRegexAccepts(String pattern) {
        Automaton.Machine machine = Automaton.Machine.regex(pattern, 9);
        Pattern java = Pattern.compile(pattern);
        Random random = new Random(pattern.hashCode());
        for (int w = 0; w < 3_000; w++) {
            int[] word = new int[random.nextInt(8)];
            StringBuilder text = new StringBuilder();
            for (int i = 0; i < word.length; i++) {
                word[i] = 1 + random.nextInt(random.nextBoolean() ? 3 : 9);
                text.append(word[i]);
            }
            assertEquals(java.matcher(text).matches(), machine.accepts(word), pattern + " on " + text);
        }
    }

    @Test
    void digitsPastNineAreLettersAndBlanksAreIgnored() {
        Automaton.Machine machine = Automaton.Machine.regex(" A b\tg ", 16);
        assertTrue(machine.accepts(10, 11, 16));
        assertFalse(machine.accepts(10, 11, 15));
    }

    @Test
    void aMachineKeepsOnlyTheStatesOnAcceptingPaths() {
        // state 3 is unreachable, state 2 a dead end: two states are left, the start first
        Automaton.Machine machine = Automaton.Machine.builder(4, 9).start(1).accept(0).on(1, 5, 0).on(1, 6, 2)
                .on(3, 1, 0).build();
        assertEquals(2, machine.states());
        assertTrue(machine.isStart(0));
        assertTrue(machine.isAccepting(1));
        assertArrayEquals(new int[] {0, 5, 1}, machine.moves());
        assertTrue(machine.accepts(5));
        assertFalse(machine.accepts(6));
        assertEquals(Automaton.Machine.builder(2, 9).start(0).accept(1).on(0, 5, 1).build(), machine);
        assertNotEquals(Automaton.Machine.builder(2, 9).start(0).accept(1).on(0, 4, 1).build(), machine);
        // one that accepts nothing keeps no state
        assertEquals(0, Automaton.Machine.builder(2, 9).start(0).on(0, 1, 1).build().states());
    }

    @Test
    void thePackedFormReadsBackEqual() {
        Random random = new Random(70);
        for (int m = 0; m < 300; m++) {
            int digits = 1 + random.nextInt(15);
            int states = 1 + random.nextInt(m % 3 == 0 ? 200 : 6);
            Automaton.Machine.Builder builder = Automaton.Machine.builder(states, digits);
            for (int s = 0; s < states; s++) {
                if (random.nextInt(4) == 0) {
                    builder.start(s);
                }
                if (random.nextInt(3) == 0) {
                    builder.accept(s);
                }
                for (int symbol = 0; symbol <= digits; symbol++) {
                    for (int k = random.nextInt(3); k > 0; k--) {
                        builder.on(s, symbol, random.nextInt(states));
                    }
                }
            }
            Automaton.Machine machine = builder.start(0).accept(states - 1).build();
            if (machine.states() == 0) {
                continue;
            }
            String packed = machine.toIss();
            assertEquals(machine, Automaton.Machine.fromIss(packed, digits), "seed 70, machine " + m + ": " + packed);
        }
    }

    @Test
    void theSolversOwnPackedMachinesRead() {
        // ISS's "Diagonal Skyscrapers": a skyscraper count of 9 along a diagonal, then 1 (iss_collections.tsv 146)
        Automaton.Machine nine = Automaton.Machine.fromIss("TgRAEv-IiIiIiAyMDmaA9ERQ-qqrD9mZmc_u7u7w_4iIiIn_zMzMzIg",
                9);
        assertTrue(nine.accepts(1, 2, 3, 4, 5, 6, 7, 8, 9));
        assertFalse(nine.accepts(2, 1, 3, 4, 5, 6, 7, 8, 9));
        assertEquals(nine, Automaton.Machine.fromIss(nine.toIss(), 9));
    }

    @Test
    void wrongInputIsNamed() {
        IllegalArgumentException digit = assertThrows(IllegalArgumentException.class,
                () -> Automaton.Machine.regex("12x", 9));
        assertEquals("the pattern '12x' at character 3: found 'x', expected a digit of the grid (1-9), '.', '[', '('"
                + " or a quantifier", digit.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Automaton.Machine.regex("7", 6));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Automaton.Machine.regex("(12", 9))
                .getMessage().contains("is not closed, expected ')'"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Automaton.Machine.regex("*1", 9))
                .getMessage().contains("nothing before it to repeat"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Automaton.Machine.regex("1{3,2}", 9))
                .getMessage().contains("expected the most at least the fewest"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Automaton.Machine.regex("(.{60}){80}", 9))
                .getMessage().contains("more than 4096 states"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Automaton.Machine.fromIss("ab*c", 9))
                .getMessage().contains("found '*', expected base64url characters"));
        assertThrows(IllegalArgumentException.class, () -> Automaton.Machine.fromIss("", 9));
        assertThrows(IllegalArgumentException.class, () -> Automaton.Machine.builder(2, 16).on(0,
                Automaton.Machine.BREAK, 1));
        assertThrows(IllegalArgumentException.class, () -> Automaton.Machine.builder(2, 9).on(0, 10, 1));
        assertThrows(IllegalArgumentException.class, () -> Automaton.Machine.builder(2, 9).on(0, 1, 2));
        assertThrows(IllegalArgumentException.class, () -> Automaton.regex("two words", "1", 9, LINE));
        assertThrows(IllegalArgumentException.class, () -> Automaton.regex("twice", "1", 9,
                List.of(new Cell(0, 0), new Cell(0, 0))));
        assertThrows(NullPointerException.class, () -> Automaton.regex("x", null, 9, LINE));
        assertThrows(IllegalArgumentException.class, () -> Automaton.of("empty", Automaton.Machine.regex("1", 9),
                List.of(LINE, List.of())));
        // a machine of another grid's digits is refused by the layout, naming both
        Automaton sixes = Automaton.regex("six", "[1-6]*", 6, LINE);
        IllegalArgumentException grid = assertThrows(IllegalArgumentException.class,
                () -> Layout.classic().withRules(List.of(sixes)));
        assertTrue(grid.getMessage().contains("its machine reads the digits 1-6, and the"), grid.getMessage());
    }

    @Test
    void hugeOrBrokenInputIsRefusedQuickly() {
        // optional parts make a move from each to every later one: refused at a million moves, not out of memory
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Automaton.Machine.regex("(.?){1300}", 16))
                .getMessage().contains("needs more than 1048576 moves"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Automaton.Machine.regex("1{99999}", 9))
                .getMessage().contains("a count above 9999"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Automaton.Machine.regex(" ", 9))
                .getMessage().contains("found an empty pattern"));
        // the position is the one in the pattern as compiled, without its blanks, which the message quotes
        assertEquals("the pattern '123)' at character 4: found ')', expected the end of the pattern (a ')' without"
                + " its '(')", assertThrows(IllegalArgumentException.class,
                        () -> Automaton.Machine.regex("1 2 3 )", 9)).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Automaton.Machine.fromIss("A", 9))
                .getMessage().contains("cut short"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Automaton.Machine.fromIss("AA=A", 9))
                .getMessage().contains("found '=', expected base64url characters"));
        // two segments need a machine that reads the break between them
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Automaton.of("two",
                Automaton.Machine.regex("1*", 9), List.of(LINE.subList(0, 1), LINE.subList(1, 3))))
                .getMessage().contains("never reads the break"));
    }

    @Test
    void aMachineThatAcceptsNothingIsWrittenAndReadBack() {
        Automaton.Machine none = Automaton.Machine.builder(2, 9).start(0).on(0, 1, 1).build();
        assertEquals(none, Automaton.Machine.fromIss(none.toIss(), 9));
        Automaton rule = Automaton.of("never", none, List.of(LINE));
        assertEquals(rule, Rule.parse(rule.toString(), Layout.classic()));
    }

    @Test
    void theTextFormReadsBack() {
        Automaton regex = Automaton.regex("spread", "[1-3] (4|5){1,2}", 9, LINE);
        assertEquals("automaton spread regex [1-3](4|5){1,2}: r1c1 r1c2 r1c3", regex.toString());
        assertEquals(regex, Rule.parse(regex.toString(), Layout.classic()));
        Automaton.Machine.Builder split = Automaton.Machine.builder(4, 9).start(0).accept(3).on(0, 1, 1)
                .on(1, Automaton.Machine.BREAK, 2).on(2, 2, 3);
        Automaton machine = Automaton.of("pairs", split.build(), List.of(LINE.subList(0, 1), LINE.subList(1, 2)));
        assertEquals(machine, Rule.parse(machine.toString(), Layout.classic()));
        assertTrue(machine.toString().matches("automaton pairs nfa [A-Za-z0-9_-]+: r1c1 \\| r1c2"),
                machine.toString());
        assertEquals(List.of(new Cell(0, 0), new Cell(0, 1)), machine.cells());
        assertTrue(machine.accepts(cell -> cell.col() + 1)); // 1, the break, 2
        assertFalse(machine.accepts(cell -> 2 - cell.col()));
    }
}
