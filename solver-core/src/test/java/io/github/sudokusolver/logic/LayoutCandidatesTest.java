package io.github.sudokusolver.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.BoardFormatException;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.generate.Generator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/** Pencil marks on every layout: built from a board, written and read back, the samurai grid's holes left out. */
final class LayoutCandidatesTest {

    static Stream<Layout> layouts() {
        return Stream.of(Layout.boxes(2, 2), Layout.boxes(2, 3), Layout.classic().withDiagonals(),
                Layout.jigsaw(LayoutStepsPropertyTest.JIGSAW_9), Layout.classic().withWindows(), Layout.boxes(4, 4),
                Layout.samurai());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("layouts")
    void pencilMarksReadBackFromTheirTextOnEveryLayout(Layout layout) {
        Board puzzle = Generator.withSeed(5).puzzle(layout);
        Candidates marks = Candidates.of(puzzle);
        assertEquals(marks, Candidates.parse(layout, marks.toString()), marks.toString());
        // And after some steps, with open cells of one candidate or none written in parentheses.
        Explanation explanation = LogicalSolver.standard().explain(puzzle);
        Candidates later = marks;
        for (Step step : explanation.steps().subList(0, Math.min(5, explanation.steps().size()))) {
            later = later.apply(step);
        }
        assertEquals(later, Candidates.parse(layout, later.toString()), layout + ":\n" + later);
        assertEquals(puzzle, marks.toBoard());
        assertEquals(layout, marks.layout());
    }

    @Test
    void aSixteenBySixteenGridWritesDigitsPastNineAsLetters() {
        Board puzzle = Generator.withSeed(1).puzzle(Layout.boxes(4, 4));
        Candidates marks = Candidates.of(puzzle);
        Cell given = null;
        for (int r = 0; r < 16 && given == null; r++) {
            for (int c = 0; c < 16; c++) {
                if (puzzle.get(r, c) > 9) {
                    given = new Cell(r, c);
                    break;
                }
            }
        }
        assertTrue(marks.isPlaced(given));
        assertEquals(List.of(puzzle.get(given.row(), given.col())), marks.digits(given));
        assertTrue(marks.toString().contains(" | "), "the 4x4 boxes are framed");
        assertEquals(16, marks.toString().lines().filter(line -> !line.startsWith("-")).count());
    }

    @Test
    void theSamuraiGridsHolesAreNoCells() {
        Candidates marks = Candidates.of(Generator.withSeed(1).puzzle(Layout.samurai()));
        assertThrows(IndexOutOfBoundsException.class, () -> marks.isPlaced(new Cell(0, 10)));
        assertFalse(marks.toString().lines().findFirst().orElseThrow().isEmpty());
        assertTrue(marks.toString().lines().findFirst().orElseThrow().contains("."), "a hole is written as .");
    }

    @Test
    void aWrongNumberOfGroupsIsNamedWithTheLayoutsCount() {
        BoardFormatException e = assertThrows(BoardFormatException.class,
                () -> Candidates.parse(Layout.boxes(2, 2), "1 2 3 4"));
        assertTrue(e.getMessage().contains("pencil marks need 16 groups of candidates, found 4"), e.getMessage());
        BoardFormatException letter = assertThrows(BoardFormatException.class,
                () -> Candidates.parse(Layout.boxes(2, 2), "1 2 3 A" + " 1234".repeat(12)));
        assertTrue(letter.getMessage().contains("only digits 1-4"), letter.getMessage());
    }
}
