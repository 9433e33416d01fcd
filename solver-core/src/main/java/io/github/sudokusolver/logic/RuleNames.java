package io.github.sudokusolver.logic;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.rules.Arrow;
import io.github.sudokusolver.rules.Cage;
import io.github.sudokusolver.rules.CellMark;
import io.github.sudokusolver.rules.Clone;
import io.github.sudokusolver.rules.Dot;
import io.github.sudokusolver.rules.ExtraRegion;
import io.github.sudokusolver.rules.GivenCandidates;
import io.github.sudokusolver.rules.GlobalRule;
import io.github.sudokusolver.rules.Line;
import io.github.sudokusolver.rules.LittleKiller;
import io.github.sudokusolver.rules.Quadruple;
import io.github.sudokusolver.rules.Rule;
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

    /** The rule's name in a sentence, with "the". */
    static String of(Rule rule) {
        if (rule instanceof Dot dot) {
            String a = dot.first().name();
            String b = dot.second().name();
            String between = " between " + a + " and " + b;
            int value = dot.value();
            return switch (dot.kind()) {
                case DIFFERENCE -> (value == 1 ? "the white dot" : "the dot of difference " + value) + between;
                case RATIO -> (value == 2 ? "the black dot" : "the dot of ratio " + value) + between;
                case SUM -> (value == 10 ? "the X" : value == 5 ? "the V" : "the sum " + value) + between;
                default -> "the inequality " + a + " < " + b;
            };
        }
        if (rule instanceof CellMark mark) {
            return "the " + mark.kind().word() + " at " + mark.cell().name();
        }
        if (rule instanceof Line line) {
            return line(line);
        }
        if (rule instanceof Clone clone) {
            return "the clone " + group(clone.cells()) + " = " + group(clone.copy());
        }
        if (rule instanceof Arrow arrow) {
            return (arrow.circle().size() == 1 ? "the arrow from " : "the pill arrow from ")
                    + arrow.circle().get(0).name();
        }
        if (rule instanceof LittleKiller killer) {
            return "the little killer " + killer.sum() + " from " + killer.cells().get(0).name();
        }
        if (rule instanceof Sandwich sandwich) {
            return "the sandwich " + sandwich.sum() + " of " + (sandwich.isRow() ? "row " : "column ")
                    + (sandwich.index() + 1);
        }
        if (rule instanceof Quadruple quadruple) {
            return "the quadruple at " + quadruple.corner().name();
        }
        if (rule instanceof GivenCandidates given) {
            return "the candidates given at " + given.cell().name();
        }
        if (rule instanceof ExtraRegion region) {
            return "the extra region at " + region.cells().get(0).name();
        }
        if (rule instanceof Cage cage) {
            return "the cage " + (cage.hasSum() ? cage.sum() + " " : "") + "at " + cage.cells().get(0).name();
        }
        return "the " + (rule == GlobalRule.NEGATIVE_XV ? "negative XV" : rule.toString()) + " rule";
    }

    private static String line(Line line) {
        List<Cell> cells = line.cells();
        String ends = cells.get(0).name() + "-" + cells.get(cells.size() - 1).name();
        return switch (line.kind()) {
            case THERMOMETER -> "the thermometer from " + cells.get(0).name();
            case WHISPER -> "the " + (line.value() == 5 ? "German whisper " : line.value() == 4 ? "Dutch whisper "
                    : "whisper ") + ends;
            default -> "the " + line.kind().word() + " " + ends;
        };
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
