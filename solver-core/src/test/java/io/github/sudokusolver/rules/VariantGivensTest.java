package io.github.sudokusolver.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Region;
import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Conflict;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.SolveResult;
import io.github.sudokusolver.Solver;
import io.github.sudokusolver.logic.LogicalSolver;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Givens that break a variant rule on their own make a board INVALID with the rule named; givens that break rules
 * only together with the rest of the grid leave it NO_SOLUTION after search.
 */
final class VariantGivensTest {

    private static Cell c(int row, int col) {
        return new Cell(row - 1, col - 1);
    }

    /** A classic board with these rules and these givens, cell name to digit. */
    private static Board board(List<Rule> rules, Map<Cell, Integer> givens) {
        int[][] rows = new int[9][9];
        givens.forEach((cell, digit) -> rows[cell.row()][cell.col()] = digit);
        return Board.of(Layout.classic().withRules(rules), rows);
    }

    static Stream<Arguments> brokenByTheirGivens() {
        Cell a = c(1, 1);
        Cell b = c(1, 2);
        Cell d = c(1, 3);
        return Stream.of(
                Arguments.of(Line.thermometer(c(3, 3), c(4, 4), c(5, 5)), Map.of(c(3, 3), 5, c(5, 5), 5)),
                Arguments.of(Line.thermometer(a, b, d), Map.of(a, 5, b, 3)),
                Arguments.of(Line.thermometer(a, b, d), Map.of(a, 8)),
                Arguments.of(Arrow.of(List.of(a), List.of(b, d)), Map.of(a, 9, b, 3, d, 4)),
                Arguments.of(Arrow.of(List.of(a, b), List.of(c(2, 2), c(3, 3))), Map.of(a, 3, b, 1, c(2, 2), 2)),
                Arguments.of(Dot.white(a, b), Map.of(a, 3, b, 7)),
                Arguments.of(Dot.black(a, b), Map.of(a, 3, b, 7)),
                Arguments.of(Dot.x(a, b), Map.of(a, 3, b, 6)),
                Arguments.of(Dot.less(a, b), Map.of(a, 6, b, 2)),
                Arguments.of(Line.germanWhisper(List.of(a, b)), Map.of(a, 5)),
                Arguments.of(Line.of(Line.Kind.RENBAN, List.of(a, b, d, c(2, 3), c(2, 4))), Map.of(a, 2, b, 9)),
                Arguments.of(Line.of(Line.Kind.PALINDROME, List.of(a, c(2, 2), c(3, 1))), Map.of(a, 2, c(3, 1), 3)),
                Arguments.of(Line.of(Line.Kind.BETWEEN, List.of(a, b, d)), Map.of(a, 4, d, 5)),
                Arguments.of(Line.of(Line.Kind.ENTROPIC, List.of(a, b, d)), Map.of(a, 1, d, 2)),
                Arguments.of(Line.of(Line.Kind.ZIPPER, List.of(a, b, d)), Map.of(a, 5, b, 3, d, 4)),
                Arguments.of(Line.of(Line.Kind.REGION_SUM, List.of(d, c(1, 4))), Map.of(d, 2, c(1, 4), 3)),
                Arguments.of(LittleKiller.of(6, LittleKiller.Direction.DOWN_RIGHT, List.of(c(1, 8), c(2, 9))),
                        Map.of(c(1, 8), 6)),
                Arguments.of(Sandwich.row(0, 0), Map.of(a, 1, d, 9)),
                Arguments.of(CellMark.odd(a), Map.of(a, 4)),
                Arguments.of(CellMark.even(a), Map.of(a, 5)),
                Arguments.of(CellMark.minimum(c(5, 5)), Map.of(c(5, 5), 9)),
                Arguments.of(CellMark.maximum(c(5, 5)), Map.of(c(5, 5), 4, c(5, 6), 6)),
                Arguments.of(Quadruple.of(a, List.of(1, 2)), Map.of(a, 3, b, 4, c(2, 1), 5)),
                Arguments.of(Clone.of(List.of(a), List.of(c(5, 5))), Map.of(a, 3, c(5, 5), 4)),
                Arguments.of(ExtraRegion.of(List.of(a, c(5, 5), c(9, 9))), Map.of(a, 3, c(9, 9), 3)),
                Arguments.of(GivenCandidates.of(a, List.of(1, 2)), Map.of(a, 3)),
                Arguments.of(GlobalRule.ANTI_KNIGHT, Map.of(c(3, 3), 3, c(4, 5), 3)),
                Arguments.of(GlobalRule.ANTI_KING, Map.of(c(3, 3), 3, c(4, 4), 3)),
                Arguments.of(GlobalRule.NON_CONSECUTIVE, Map.of(c(4, 4), 3, c(4, 5), 4)),
                Arguments.of(GlobalRule.DISJOINT_GROUPS, Map.of(a, 7, c(4, 4), 7)),
                Arguments.of(GlobalRule.NEGATIVE_WHITE_DOTS, Map.of(c(4, 4), 3, c(4, 5), 4)),
                Arguments.of(GlobalRule.NEGATIVE_BLACK_DOTS, Map.of(c(4, 4), 3, c(4, 5), 6)),
                Arguments.of(GlobalRule.NEGATIVE_XV, Map.of(c(4, 4), 3, c(4, 5), 7)));
    }

    @ParameterizedTest
    @MethodSource("brokenByTheirGivens")
    void givensThatBreakARuleOnTheirOwnAreInvalidWithTheRuleNamed(Rule rule, Map<Cell, Integer> givens) {
        Board board = board(List.of(rule), givens);
        SolveResult result = Solver.fastest().solve(board);
        assertEquals(SolveResult.Status.INVALID, result.status(), rule + " " + givens);
        assertEquals(0, Solver.fastest().countSolutions(board, 2));
        List<Conflict> conflicts = board.conflicts();
        assertEquals(1, conflicts.size(), conflicts.toString());
        Conflict conflict = conflicts.get(0);
        assertEquals(Region.RULE, conflict.unit());
        assertEquals(rule, conflict.rule());
        assertTrue(conflict.toString().startsWith(rule + ": its given"), conflict.toString());
        assertTrue(givens.containsKey(conflict.first()) && givens.containsKey(conflict.second()), conflict.toString());
    }

    @Test
    void theMessageNamesTheRuleAndItsGivens() {
        Cell a = c(1, 1);
        Cell b = c(1, 2);
        Board board = board(List.of(Line.thermometer(a, b)), Map.of(a, 5, b, 3));
        assertEquals("thermometer: r1c1 r1c2: its givens at r1c1 and r1c2 break it", board.conflicts().get(0)
                .toString());
        Board odd = board(List.of(CellMark.odd(a)), Map.of(a, 4));
        assertEquals("odd: r1c1: its given 4 at r1c1 breaks it", odd.conflicts().get(0).toString());
        assertEquals(0, odd.conflicts().get(0).number());
    }

    /** What each negative rule forbids on a pair, and which marks spare it: docs/variants.md, "What each format means". */
    @Test
    void eachNegativeRuleIsSparedByItsOwnMarksAlone() {
        Cell a = c(4, 4);
        Cell b = c(4, 5);
        // a kropki dot of either colour spares both kropki negatives, and not negative XV
        assertSpared(GlobalRule.NEGATIVE_WHITE_DOTS, Dot.black(a, b), 1, 2);
        assertSpared(GlobalRule.NEGATIVE_BLACK_DOTS, Dot.white(a, b), 1, 2);
        assertSpared(GlobalRule.NEGATIVE_WHITE_DOTS, Dot.difference(a, b, 2), 3, 5);
        assertBroken(GlobalRule.NEGATIVE_XV, Dot.white(a, b), 2, 3);
        // an X or a V spares negative XV alone
        assertSpared(GlobalRule.NEGATIVE_XV, Dot.x(a, b), 4, 6);
        assertBroken(GlobalRule.NEGATIVE_WHITE_DOTS, Dot.v(a, b), 2, 3);
        assertBroken(GlobalRule.NEGATIVE_BLACK_DOTS, Dot.sum(a, b, 3), 1, 2);
        // an inequality spares nothing
        assertBroken(GlobalRule.NEGATIVE_WHITE_DOTS, Dot.less(a, b), 3, 4);
    }

    @Test
    void negativeBlackDotsForbidTheRatiosOfTheGridsBlackDots() {
        Cell a = c(4, 4);
        Cell b = c(4, 5);
        Dot three = Dot.ratio(c(1, 1), c(1, 2), 3);
        Board two = board(List.of(GlobalRule.NEGATIVE_BLACK_DOTS, three), Map.of(a, 2, b, 4));
        assertTrue(two.conflicts().isEmpty(), "only 1:3 is forbidden where every black dot is a 3: "
                + two.conflicts());
        Board six = board(List.of(GlobalRule.NEGATIVE_BLACK_DOTS, three), Map.of(a, 2, b, 6));
        assertEquals(GlobalRule.NEGATIVE_BLACK_DOTS, six.conflicts().get(0).rule());
        Board none = board(List.of(GlobalRule.NEGATIVE_BLACK_DOTS), Map.of(a, 2, b, 4));
        assertEquals(GlobalRule.NEGATIVE_BLACK_DOTS, none.conflicts().get(0).rule(), "2 without any black dot");
    }

    @Test
    void nonConsecutiveSparesNoPair() {
        Cell a = c(4, 4);
        Cell b = c(4, 5);
        assertBroken(GlobalRule.NON_CONSECUTIVE, Dot.white(a, b), 4, 5);
    }

    private static void assertSpared(GlobalRule rule, Dot dot, int first, int second) {
        Board board = board(List.of(rule, dot), Map.of(dot.first(), first, dot.second(), second));
        assertTrue(board.conflicts().isEmpty(), rule + " with " + dot + ": " + board.conflicts());
    }

    private static void assertBroken(GlobalRule rule, Dot dot, int first, int second) {
        Board board = board(List.of(rule, dot), Map.of(dot.first(), first, dot.second(), second));
        assertEquals(1, board.conflicts().size(), rule + " with " + dot + ": " + board.conflicts());
        assertEquals(rule, board.conflicts().get(0).rule(), rule + " with " + dot + ": " + board.conflicts());
    }

    @Test
    void givensThatBreakRulesOnlyWithTheRestOfTheGridHaveNoSolution() {
        // r1c1 < r1c2 < r1c3 with r1c3 = 3 forces 1, 2; a given 1 at r2c2 (same box) leaves r1c1 nothing
        Cell a = c(1, 1);
        Board board = board(List.of(Line.thermometer(a, c(1, 2), c(1, 3))), Map.of(c(1, 3), 3, c(2, 2), 1));
        assertTrue(board.conflicts().isEmpty(), board.conflicts().toString());
        assertEquals(SolveResult.Status.NO_SOLUTION, Solver.fastest().solve(board).status());
        assertEquals(0, Solver.fastest().countSolutions(board, 2));
    }

    @Test
    void rulesThatConstrainNothingAreSolvedByTheFastStrategiesAndRefusedByTheOthers() {
        // a between line of two cells and a renban of one cell leave the classic geometry: no constraint at all
        Layout nothing = Layout.classic().withRules(List.of(Line.of(Line.Kind.BETWEEN, List.of(c(1, 1), c(1, 2))),
                Line.of(Line.Kind.RENBAN, List.of(c(5, 5)))));
        assertTrue(Solver.fastest().solve(Board.empty(nothing)).isSolved());
        for (Solver solver : Solver.available()) {
            if (solver.name().equals("general") || solver.name().equals("bitboard")) {
                assertTrue(solver.solve(Board.empty(nothing)).isSolved(), solver.name());
            } else {
                assertThrows(IllegalArgumentException.class, () -> solver.solve(Board.empty(nothing)), solver.name());
            }
        }
    }

    @Test
    void aCellPlacedByAnotherCellsCandidatesStillKeepsItsOwn() {
        // r1c1..r1c8 may hold one digit each, 1 to 8: placing them leaves r1c9 only 9, which its own candidates (1 and
        // 2) forbid. The cuts are applied cell by cell; r1c9 is placed by its peers' cuts before its own is applied,
        // and must still be checked: no solution, not a grid with 9 in r1c9.
        List<Rule> candidates = new java.util.ArrayList<>();
        for (int col = 1; col <= 8; col++) {
            candidates.add(GivenCandidates.of(c(1, col), List.of(col)));
        }
        candidates.add(GivenCandidates.of(c(1, 9), List.of(1, 2)));
        Board board = Board.empty(Layout.classic().withRules(candidates));
        assertEquals(SolveResult.Status.NO_SOLUTION, Solver.fastest().solve(board).status());
        assertEquals(0, Solver.fastest().countSolutions(board, 2));
    }
}
