package io.github.sudokusolver.logic;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.rules.Arrow;
import io.github.sudokusolver.rules.Cage;
import io.github.sudokusolver.rules.CellMark;
import io.github.sudokusolver.rules.Clone;
import io.github.sudokusolver.rules.Automaton;
import io.github.sudokusolver.rules.CountingCircles;
import io.github.sudokusolver.rules.Dot;
import io.github.sudokusolver.rules.ExtraRegion;
import io.github.sudokusolver.rules.GivenCandidates;
import io.github.sudokusolver.rules.Line;
import io.github.sudokusolver.rules.LittleKiller;
import io.github.sudokusolver.rules.MagicSquare;
import io.github.sudokusolver.rules.OutsideClue;
import io.github.sudokusolver.rules.Quadruple;
import io.github.sudokusolver.rules.Relation;
import io.github.sudokusolver.rules.Rule;
import io.github.sudokusolver.rules.RuleKind;
import io.github.sudokusolver.rules.Sandwich;
import java.util.ArrayList;
import java.util.List;

/**
 * A rule as a player points at it in a sentence: {@code the white dot between r1c1 and r1c2}, {@code the X between
 * r4c4 and r4c5}, {@code the inequality r1c1 < r1c2}, {@code the minimum at r3c3}, {@code the German whisper
 * r1c1-r3c3}, {@code the palindrome r1c3-r3c5}, {@code the thermometer from r1c1}, {@code the arrow from r5c5},
 * {@code the little killer 23 from r1c2}, {@code the sandwich 12 of row 3}, {@code the clone r1c1,r1c2 = r5c5,r5c6},
 * {@code the non-consecutive rule}. A rule's cells are named by their row and column; the rule's text form is its
 * {@code toString()}, for files, not for sentences.
 */
final class RuleNames {

    private RuleNames() {
    }

    /**
     * The rule's name in a sentence, with "the". One exhaustive switch over {@link RuleKind}, with no default: a new
     * kind does not compile until it is named here (docs/architecture.md, "Rule kinds").
     */
    static String of(Rule rule) {
        return switch (RuleKind.of(rule)) {
            case KROPKI, XV, DIFFERENCE_DOT, RATIO_DOT, SUM_DOT, INEQUALITY -> dot((Dot) rule);
            case ODD_EVEN, MINIMUM_MAXIMUM, INDEXER -> "the " + ((CellMark) rule).kind().word() + " at "
                    + ((CellMark) rule).cell().name();
            case THERMOMETER, GERMAN_WHISPER, WHISPER, RENBAN, PALINDROME, REGION_SUM_LINE, BETWEEN_LINE, ZIPPER_LINE,
                    ENTROPIC_LINE, PARITY_LINE, MODULAR_LINE, NABNER_LINE, SLOW_THERMOMETER, DOUBLE_ARROW,
                    LOCKOUT_LINE -> line((Line) rule);
            case COUNTING_CIRCLES -> "the counting circles " + group(((CountingCircles) rule).cells());
            case RELATION -> "the relation " + ((Relation) rule).name() + " on " + group(((Relation) rule).cells());
            case AUTOMATON -> "the automaton " + ((Automaton) rule).name() + " on " + group(((Automaton) rule).cells());
            case MAGIC_SQUARE -> "the magic square at " + ((MagicSquare) rule).corner().name();
            case CLONE -> "the clone " + group(((Clone) rule).cells()) + " = " + group(((Clone) rule).copy());
            case ARROW -> (((Arrow) rule).circle().size() == 1 ? "the arrow from " : "the pill arrow from ")
                    + ((Arrow) rule).circle().get(0).name();
            case LITTLE_KILLER -> "the little killer " + ((LittleKiller) rule).sum() + " from "
                    + ((LittleKiller) rule).cells().get(0).name();
            case SANDWICH -> sandwich((Sandwich) rule);
            case X_SUM, SKYSCRAPER, NUMBERED_ROOM -> outside((OutsideClue) rule);
            case QUADRUPLE -> "the quadruple at " + ((Quadruple) rule).corner().name();
            case GIVEN_CANDIDATES -> "the candidates given at " + ((GivenCandidates) rule).cell().name();
            case EXTRA_REGION -> "the extra region at " + ((ExtraRegion) rule).cells().get(0).name();
            case KILLER_CAGE -> cage((Cage) rule);
            case ANTI_KNIGHT, ANTI_KING, NON_CONSECUTIVE, DISJOINT_GROUPS, NEGATIVE_WHITE_DOTS, NEGATIVE_BLACK_DOTS ->
                    "the " + rule + " rule";
            case NEGATIVE_XV -> "the negative XV rule";
        };
    }

    private static String dot(Dot dot) {
        String a = dot.first().name();
        String b = dot.second().name();
        String between = " between " + a + " and " + b;
        int value = dot.value();
        return switch (dot.kind()) {
            case DIFFERENCE -> (value == 1 ? "the white dot" : "the dot of difference " + value) + between;
            case RATIO -> (value == 2 ? "the black dot" : "the dot of ratio " + value) + between;
            case SUM -> (value == 10 ? "the X" : value == 5 ? "the V" : "the sum " + value) + between;
            case LESS -> "the inequality " + a + " < " + b;
        };
    }

    private static String sandwich(Sandwich sandwich) {
        return "the sandwich " + sandwich.sum() + " of " + (sandwich.isRow() ? "row " : "column ")
                + (sandwich.index() + 1);
    }

    private static String cage(Cage cage) {
        return "the cage " + (cage.hasSum() ? cage.sum() + " " : "") + "at " + cage.cells().get(0).name();
    }

    private static String line(Line line) {
        List<Cell> cells = line.cells();
        String ends = cells.get(0).name() + "-" + cells.get(cells.size() - 1).name();
        return switch (line.kind()) {
            case THERMOMETER, SLOW_THERMOMETER -> "the " + line.kind().word() + " from " + cells.get(0).name();
            case WHISPER -> "the " + (line.value() == 5 ? "German whisper " : line.value() == 4 ? "Dutch whisper "
                    : "whisper ") + ends;
            default -> "the " + line.kind().word() + " " + ends;
        };
    }

    /** {@code the x-sum 15 left of row 3}, {@code the skyscraper 4 below column 5}. */
    private static String outside(OutsideClue clue) {
        String where = switch (clue.side()) {
            case LEFT -> " left of row ";
            case RIGHT -> " right of row ";
            case TOP -> " above column ";
            case BOTTOM -> " below column ";
        };
        return "the " + clue.kind().word() + " " + clue.value() + where + (clue.index() + 1);
    }

    /** {@code r1c1,r1c2}. */
    private static String group(List<Cell> cells) {
        List<String> names = new ArrayList<>(cells.size());
        for (Cell cell : cells) {
            names.add(cell.name());
        }
        return String.join(",", names);
    }
}
