package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.LinePositions.cell;
import static io.github.sudokusolver.logic.LinePositions.full;
import static io.github.sudokusolver.logic.LinePositions.grid;
import static io.github.sudokusolver.logic.LinePositions.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Layout;
import io.github.sudokusolver.rules.Automaton;
import java.util.List;
import org.junit.jupiter.api.Test;

/** An automaton of an app's own ({@link AutomatonSteps}, {@link Technique#AUTOMATON}): the whole line read at once. */
final class AutomatonStepsTest {

    @Test
    void aCandidateNoAcceptedWordPutsInItsCellLeaves() {
        // digits rising along three cells: the first is at most 7, the middle 2 to 8, the last at least 3
        Automaton rising = Automaton.regex("rising", "1?2?3?4?5?6?7?8?9?", 9, List.of(cell(1, 1), cell(1, 2),
                cell(1, 3)));
        Grid grid = grid(Layout.classic(), rising);
        Step step = AutomatonSteps.find(grid, full(grid), null);
        assertEquals("Automaton: the digits along r1c1, r1c2 and r1c3 must be a word the automaton rising accepts,"
                + " and no such word has these candidates => r1c1<>8, r1c1,r1c2<>9, r1c2,r1c3<>1, r1c3<>2",
                step.description());
        assertEquals(List.of(rising), step.rules());
        assertEquals(2.6, step.difficulty());
    }

    @Test
    void theBreakBetweenSegmentsCarriesAStateAcross() {
        // a machine that reads a digit, the break, and the same digit again: r5c5 repeats r1c1, held to 3 or 7
        Automaton.Machine.Builder same = Automaton.Machine.builder(20, 9).start(0).accept(19);
        for (int d = 1; d <= 9; d++) {
            same.on(0, d, d).on(d, Automaton.Machine.BREAK, 9 + d).on(9 + d, d, 19);
        }
        Automaton repeat = Automaton.of("repeat", same.build(), List.of(List.of(cell(1, 1)), List.of(cell(5, 5))));
        Grid grid = grid(Layout.classic(), repeat);
        int[] marks = full(grid);
        only(grid, marks, 1, 1, 3, 7);
        Step step = AutomatonSteps.find(grid, marks, null);
        assertEquals("Automaton: the digits along r1c1 and r5c5 must be a word the automaton repeat accepts, and no"
                + " such word has these candidates => r5c5<>1245689", step.description());
    }

    @Test
    void nothingIsSaidWhereEveryCandidateFitsOrNoWordDoes() {
        Automaton any = Automaton.regex("any", "..", 9, List.of(cell(2, 2), cell(2, 3)));
        Grid grid = grid(Layout.classic(), any);
        assertNull(AutomatonSteps.find(grid, full(grid), null));
        // no word of 1 then 2 fits candidates 3 to 9: a contradiction, which is not this step's to show
        Automaton oneTwo = Automaton.regex("one-two", "12", 9, List.of(cell(2, 2), cell(2, 3)));
        Grid held = grid(Layout.classic(), oneTwo);
        int[] marks = full(held);
        only(held, marks, 2, 2, 3, 4, 5, 6, 7, 8, 9);
        assertNull(AutomatonSteps.find(held, marks, null));
    }
}
