package io.github.sudokusolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.format.BoardFormat;
import io.github.sudokusolver.format.PuzzleEntry;
import io.github.sudokusolver.format.PuzzleReader;
import io.github.sudokusolver.picture.BoardPicture;
import io.github.sudokusolver.rules.Arrow;
import io.github.sudokusolver.rules.Automaton;
import io.github.sudokusolver.rules.Cage;
import io.github.sudokusolver.rules.CellMark;
import io.github.sudokusolver.rules.Clone;
import io.github.sudokusolver.rules.CountingCircles;
import io.github.sudokusolver.rules.Dot;
import io.github.sudokusolver.rules.ExtraRegion;
import io.github.sudokusolver.rules.GivenCandidates;
import io.github.sudokusolver.rules.GlobalRule;
import io.github.sudokusolver.rules.Line;
import io.github.sudokusolver.rules.MagicSquare;
import io.github.sudokusolver.rules.LittleKiller;
import io.github.sudokusolver.rules.OutsideClue;
import io.github.sudokusolver.rules.Quadruple;
import io.github.sudokusolver.rules.Relation;
import io.github.sudokusolver.rules.Rule;
import io.github.sudokusolver.rules.RuleKind;
import io.github.sudokusolver.rules.Sandwich;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * One sample rule of every {@link RuleKind} through every part that carries a kind ({@code docs/architecture.md},
 * "Rule kinds"): the layout names it, the engine solves a board with it and rejects a grid that breaks it, the picture
 * draws it, and each format that writes variant rules reads it back equal or refuses it by name, as the table below
 * says. The samples are an exhaustive switch too: a new kind does not compile here until it has one.
 */
final class RuleKindPartsTest {

    /** The kinds each format refuses; every other kind must read back equal. */
    private static final Set<RuleKind> FPUZZLES_REFUSES = EnumSet.of(RuleKind.INEQUALITY, RuleKind.SUM_DOT,
            RuleKind.PARITY_LINE, RuleKind.RELATION, RuleKind.NUMBERED_ROOM, RuleKind.COUNTING_CIRCLES,
            RuleKind.AUTOMATON, RuleKind.MAGIC_SQUARE);
    private static final Set<RuleKind> SUDOKUPAD_REFUSES = EnumSet.of(RuleKind.INEQUALITY, RuleKind.SUM_DOT,
            RuleKind.MINIMUM_MAXIMUM, RuleKind.CLONE, RuleKind.GIVEN_CANDIDATES, RuleKind.RELATION, RuleKind.INDEXER,
            RuleKind.COUNTING_CIRCLES, RuleKind.AUTOMATON, RuleKind.MAGIC_SQUARE);

    private static Cell c(int row, int col) {
        return new Cell(row - 1, col - 1);
    }

    /** A rule of the kind that some classic grid keeps, away from the edges where the kind allows. */
    static Rule sample(RuleKind kind) {
        return switch (kind) {
            case THERMOMETER -> Line.thermometer(c(2, 2), c(2, 3), c(3, 3));
            case ARROW -> Arrow.of(List.of(c(5, 5)), List.of(c(5, 6), c(6, 6)));
            case KROPKI -> Dot.white(c(4, 4), c(4, 5));
            case XV -> Dot.x(c(7, 2), c(7, 3));
            case GERMAN_WHISPER -> Line.germanWhisper(List.of(c(8, 8), c(8, 7), c(7, 7)));
            case RENBAN -> Line.of(Line.Kind.RENBAN, List.of(c(1, 7), c(1, 8), c(2, 8)));
            case PALINDROME -> Line.of(Line.Kind.PALINDROME, List.of(c(3, 5), c(4, 6), c(5, 7)));
            case REGION_SUM_LINE -> Line.of(Line.Kind.REGION_SUM, List.of(c(3, 3), c(4, 4)));
            case BETWEEN_LINE -> Line.of(Line.Kind.BETWEEN, List.of(c(9, 1), c(9, 2), c(9, 3)));
            case LITTLE_KILLER -> LittleKiller.of(12, LittleKiller.Direction.DOWN_RIGHT,
                    List.of(c(1, 7), c(2, 8), c(3, 9)));
            case SANDWICH -> Sandwich.row(5, 10);
            case KILLER_CAGE -> Cage.of(10, c(6, 2), c(6, 3));
            case QUADRUPLE -> Quadruple.of(c(7, 7), List.of(1, 2));
            case ODD_EVEN -> CellMark.odd(c(5, 1));
            case DIFFERENCE_DOT -> Dot.difference(c(2, 5), c(2, 6), 3);
            case RATIO_DOT -> Dot.ratio(c(8, 4), c(8, 5), 3);
            case SUM_DOT -> Dot.sum(c(6, 8), c(6, 9), 7);
            case INEQUALITY -> Dot.less(c(4, 8), c(4, 9));
            case WHISPER -> Line.whisper(List.of(c(9, 5), c(9, 6), c(9, 7)), 4);
            case ZIPPER_LINE -> Line.of(Line.Kind.ZIPPER, List.of(c(3, 7), c(4, 7), c(5, 8)));
            case ENTROPIC_LINE -> Line.of(Line.Kind.ENTROPIC, List.of(c(7, 4), c(7, 5), c(7, 6)));
            case MINIMUM_MAXIMUM -> CellMark.minimum(c(2, 1));
            case CLONE -> Clone.of(List.of(c(1, 1)), List.of(c(9, 9)));
            case EXTRA_REGION -> ExtraRegion.of(List.of(c(4, 1), c(4, 2), c(4, 3), c(5, 2)));
            case GIVEN_CANDIDATES -> GivenCandidates.of(c(1, 5), List.of(3, 6));
            case ANTI_KNIGHT -> GlobalRule.ANTI_KNIGHT;
            case ANTI_KING -> GlobalRule.ANTI_KING;
            case NON_CONSECUTIVE -> GlobalRule.NON_CONSECUTIVE;
            case DISJOINT_GROUPS -> GlobalRule.DISJOINT_GROUPS;
            case NEGATIVE_WHITE_DOTS -> GlobalRule.NEGATIVE_WHITE_DOTS;
            case NEGATIVE_BLACK_DOTS -> GlobalRule.NEGATIVE_BLACK_DOTS;
            case NEGATIVE_XV -> GlobalRule.NEGATIVE_XV;
            case PARITY_LINE -> Line.parity(List.of(c(2, 7), c(3, 7), c(4, 8), c(4, 9)));
            case MODULAR_LINE -> Line.modular(List.of(c(6, 4), c(6, 5), c(6, 6), c(5, 6), c(4, 6)), 3);
            case NABNER_LINE -> Line.of(Line.Kind.NABNER, List.of(c(8, 2), c(8, 3), c(9, 4)));
            case SLOW_THERMOMETER -> Line.of(Line.Kind.SLOW_THERMOMETER, List.of(c(3, 1), c(4, 2), c(5, 3), c(6, 3)));
            case DOUBLE_ARROW -> Line.of(Line.Kind.DOUBLE_ARROW, List.of(c(1, 2), c(1, 3), c(1, 4), c(1, 5)));
            case LOCKOUT_LINE -> Line.lockout(List.of(c(5, 9), c(6, 8), c(7, 9), c(8, 9)), 4);
            case RELATION -> Relation.of("apart", Relation.Pairs.EVERY_TWO, List.of(c(3, 4), c(5, 4), c(9, 9)), 9,
                    (a, b) -> Math.abs(a - b) >= 3);
            case X_SUM -> OutsideClue.of(OutsideClue.Kind.X_SUM, OutsideClue.Side.RIGHT, 3, 15);
            case SKYSCRAPER -> OutsideClue.of(OutsideClue.Kind.SKYSCRAPER, OutsideClue.Side.BOTTOM, 6, 4);
            case NUMBERED_ROOM -> OutsideClue.of(OutsideClue.Kind.NUMBERED_ROOM, OutsideClue.Side.TOP, 2, 7);
            case INDEXER -> CellMark.of(CellMark.Kind.COLUMN_INDEXER, c(4, 5));
            case COUNTING_CIRCLES -> CountingCircles.of(List.of(c(1, 9), c(5, 5), c(9, 1)));
            // digits that rise along the line, as a thermometer's
            case AUTOMATON -> Automaton.regex("rising", "1?2?3?4?5?6?7?8?9?", 9, List.of(c(6, 4), c(6, 5), c(7, 5)));
            case MAGIC_SQUARE -> MagicSquare.of(c(4, 4));
        };
    }

    @ParameterizedTest
    @EnumSource(RuleKind.class)
    void everyPartCarriesTheKind(RuleKind kind) {
        Rule rule = sample(kind);
        assertEquals(kind, RuleKind.of(rule), rule.toString());
        Layout layout = Layout.classic().withRules(List.of(rule));
        String named = layout.toString();
        assertTrue(named.startsWith("9x9 ") && !named.equals(Layout.classic().toString()), kind + ": " + named);

        // the engine: a solution that keeps the rule, which the same solver then finds unbroken as givens
        SolveResult solved = Solver.fastest().solve(Board.empty(layout));
        assertEquals(SolveResult.Status.SOLVED, solved.status(), kind.toString());
        Board solution = solved.solution().orElseThrow();
        assertEquals(SolveResult.Status.SOLVED, Solver.fastest().solve(solution).status(), kind.toString());

        // the picture: the rule adds to the board's drawing
        Board puzzle = Board.of(layout, new int[9][9]);
        assertNotEquals(BoardPicture.svg(Board.empty(Layout.classic())), BoardPicture.svg(puzzle), kind.toString());

        // the formats of variant rules: the same board back, or a refusal that names the rule
        assertEquals(solution, read(BoardFormat.RULES.format(solution)), kind + " as RULES");
        // f-puzzles' nonconsecutive flag is negative white dots, read back by the plain name where no dot is
        Board asFPuzzlesReadsIt = kind != RuleKind.NEGATIVE_WHITE_DOTS ? solution
                : Board.of(Layout.classic().withRules(List.of(GlobalRule.NON_CONSECUTIVE)), solution.toArray());
        roundTripOrRefusal(BoardFormat.FPUZZLES, "FPUZZLES", FPUZZLES_REFUSES.contains(kind), solution,
                asFPuzzlesReadsIt, rule);
        roundTripOrRefusal(BoardFormat.SUDOKUPAD, "SUDOKUPAD", SUDOKUPAD_REFUSES.contains(kind), solution, solution,
                rule);
    }

    /**
     * The engine does not accept a grid that breaks the rule: the solution with two digits swapped everywhere keeps
     * every house whole, and some such swap breaks each of these kinds (the others are kept by every swap, or by most;
     * a lone indexer is, on every cell, by the grid the engine finds: the brute-force agreement tests check it).
     */
    @ParameterizedTest
    @EnumSource(value = RuleKind.class, names = {"THERMOMETER", "ARROW", "KROPKI", "XV", "KILLER_CAGE", "ODD_EVEN",
        "INEQUALITY", "GIVEN_CANDIDATES", "LITTLE_KILLER", "SANDWICH", "DIFFERENCE_DOT", "RATIO_DOT", "SUM_DOT",
        "PARITY_LINE", "MODULAR_LINE", "NABNER_LINE", "SLOW_THERMOMETER", "DOUBLE_ARROW", "LOCKOUT_LINE", "RELATION",
        "X_SUM", "SKYSCRAPER", "NUMBERED_ROOM", "COUNTING_CIRCLES", "AUTOMATON", "MAGIC_SQUARE"})
    void theEngineRejectsAGridThatBreaksTheRule(RuleKind kind) {
        Rule rule = sample(kind);
        Layout layout = Layout.classic().withRules(List.of(rule));
        int[][] solution = Solver.fastest().solve(Board.empty(layout)).solution().orElseThrow().toArray();
        int broken = 0;
        for (int x = 1; x <= 9; x++) {
            for (int y = x + 1; y <= 9; y++) {
                int[][] swapped = new int[9][9];
                for (int r = 0; r < 9; r++) {
                    for (int col = 0; col < 9; col++) {
                        int digit = solution[r][col];
                        swapped[r][col] = digit == x ? y : digit == y ? x : digit;
                    }
                }
                assertEquals(SolveResult.Status.SOLVED, Solver.fastest().solve(Board.of(Layout.classic(), swapped))
                        .status(), "a swap keeps the houses");
                SolveResult ruled = solveOrInvalid(layout, swapped);
                broken += ruled == null || ruled.status() != SolveResult.Status.SOLVED ? 1 : 0;
            }
        }
        assertTrue(broken > 0, kind + ": some swap breaks " + rule + " and the engine says so");
    }

    /** The solver's answer on the grid as givens, or null where the board itself refuses the givens. */
    private static SolveResult solveOrInvalid(Layout layout, int[][] digits) {
        try {
            return Solver.fastest().solve(Board.of(layout, digits));
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    private static void roundTripOrRefusal(BoardFormat format, String name, boolean refused, Board board,
            Board readsAs, Rule rule) {
        if (refused) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> format.format(board),
                    name + " " + rule);
            assertTrue(e.getMessage().startsWith(name + " cannot write " + rule), e.getMessage());
            return;
        }
        String text = format.format(board);
        assertEquals(readsAs, read(text), name + " " + rule + "\n" + text);
    }

    private static Board read(String text) {
        try (PuzzleReader reader = PuzzleReader.of(new StringReader(text), Layout.classic())) {
            List<PuzzleEntry> entries = new ArrayList<>();
            reader.forEachRemaining(entries::add);
            assertFalse(entries.isEmpty(), text);
            return entries.get(0).boardOrThrow();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
