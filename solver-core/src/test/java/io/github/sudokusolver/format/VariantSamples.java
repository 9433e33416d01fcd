package io.github.sudokusolver.format;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.TestPuzzles;
import io.github.sudokusolver.rules.Arrow;
import io.github.sudokusolver.rules.Cage;
import io.github.sudokusolver.rules.CellMark;
import io.github.sudokusolver.rules.Clone;
import io.github.sudokusolver.rules.Dot;
import io.github.sudokusolver.rules.ExtraRegion;
import io.github.sudokusolver.rules.GivenCandidates;
import io.github.sudokusolver.rules.Line;
import io.github.sudokusolver.rules.LittleKiller;
import io.github.sudokusolver.rules.Quadruple;
import io.github.sudokusolver.rules.Rule;
import io.github.sudokusolver.rules.Sandwich;
import java.util.ArrayList;
import java.util.List;

/**
 * One 9x9 puzzle with a rule of every kind that the f-puzzles and ISS readers take on a grid of boxes, each rule read
 * off {@link TestPuzzles#SEED_SOLUTION} (so the seed's givens and the rules have that one solution), with the layout
 * the readers must make of it, and its f-puzzles JSON.
 */
public final class VariantSamples {

    static final Board SOLUTION = TestPuzzles.SEED_SOLUTION;

    private VariantSamples() {
    }

    static Cell c(int row, int col) {
        return new Cell(row - 1, col - 1);
    }

    static int at(int row, int col) {
        return SOLUTION.get(row - 1, col - 1);
    }

    /** The little killer from above r1c1, down and right: r1c2 to r8c9. */
    static int littleKillerSum() {
        int sum = 0;
        for (int i = 1; i <= 8; i++) {
            sum += at(i, i + 1);
        }
        return sum;
    }

    /** Column 1's digits between its 1 and its 9. */
    static int sandwichSum() {
        int one = -1;
        int nine = -1;
        for (int row = 1; row <= 9; row++) {
            one = at(row, 1) == 1 ? row : one;
            nine = at(row, 1) == 9 ? row : nine;
        }
        int sum = 0;
        for (int row = Math.min(one, nine) + 1; row < Math.max(one, nine); row++) {
            sum += at(row, 1);
        }
        return sum;
    }

    /** The rules, as the API writes them. */
    static List<Rule> rules() {
        List<Rule> rules = new ArrayList<>();
        rules.add(Cage.of(at(1, 1) + at(1, 2), c(1, 1), c(1, 2)));
        rules.add(Cage.withoutSum(c(9, 8), c(9, 9)));
        rules.add(Arrow.of(List.of(c(2, 8)), List.of(c(3, 9), c(4, 9))));
        List<Cell> diagonal = new ArrayList<>();
        for (int i = 1; i <= 8; i++) {
            diagonal.add(c(i, i + 1));
        }
        rules.add(LittleKiller.of(littleKillerSum(), LittleKiller.Direction.DOWN_RIGHT, diagonal));
        rules.add(Sandwich.column(0, sandwichSum()));
        rules.add(Line.thermometer(c(3, 1), c(4, 1)));
        rules.add(Line.of(Line.Kind.PALINDROME, List.of(c(6, 7), c(7, 6))));
        rules.add(Line.of(Line.Kind.RENBAN, List.of(c(1, 1), c(1, 2), c(1, 3))));
        rules.add(Line.germanWhisper(List.of(c(2, 1), c(3, 1))));
        rules.add(Line.of(Line.Kind.BETWEEN, List.of(c(3, 1), c(4, 2), c(5, 3))));
        rules.add(Line.of(Line.Kind.REGION_SUM, List.of(c(6, 7), c(7, 6))));
        rules.add(Line.of(Line.Kind.ENTROPIC, List.of(c(1, 4), c(1, 5), c(1, 6))));
        rules.add(Line.of(Line.Kind.ZIPPER, List.of(c(9, 3), c(9, 4), c(9, 5))));
        rules.add(CellMark.minimum(c(4, 4)));
        rules.add(CellMark.maximum(c(4, 5)));
        rules.add(CellMark.even(c(1, 1)));
        rules.add(CellMark.odd(c(1, 2)));
        rules.add(ExtraRegion.of(List.of(c(1, 1), c(2, 2), c(3, 3))));
        rules.add(Clone.of(List.of(c(1, 1)), List.of(c(5, 3))));
        rules.add(Quadruple.of(c(1, 1), List.of(3, 8)));
        rules.add(Dot.white(c(1, 1), c(1, 2)));
        rules.add(Dot.difference(c(1, 2), c(1, 3), 2));
        rules.add(Dot.black(c(8, 7), c(9, 7)));
        rules.add(Dot.ratio(c(4, 1), c(4, 2), 4));
        rules.add(Dot.x(c(1, 1), c(2, 1)));
        rules.add(Dot.v(c(4, 8), c(5, 8)));
        rules.add(GivenCandidates.of(c(1, 3), List.of(5, 7)));
        return rules;
    }

    public static Layout layout() {
        return Layout.classic().withRules(rules());
    }

    /** The seed's givens on the layout with every rule. */
    public static Board board() {
        return Board.of(layout(), TestPuzzles.SEED.toArray());
    }

    /** The f-puzzles JSON of {@link #board()}, with a title, the solution, and three cosmetic elements. */
    public static String json() {
        StringBuilder grid = new StringBuilder("[");
        for (int row = 0; row < 9; row++) {
            grid.append(row == 0 ? "[" : ",[");
            for (int col = 0; col < 9; col++) {
                int given = TestPuzzles.SEED.get(row, col);
                grid.append(col == 0 ? "" : ",");
                if (row == 0 && col == 2) {
                    grid.append("{\"givenPencilMarks\":[5,7]}");
                } else {
                    grid.append(given == 0 ? "{}" : "{\"value\":" + given + ",\"given\":true}");
                }
            }
            grid.append(']');
        }
        grid.append(']');
        StringBuilder solution = new StringBuilder("[");
        for (int i = 0; i < 81; i++) {
            solution.append(i == 0 ? "" : ",").append(SOLUTION.get(i / 9, i % 9));
        }
        solution.append(']');
        return "{\"size\":9,\"title\":\"Every rule\",\"author\":\"the tests\",\"ruleset\":\"Normal rules.\","
                + "\"grid\":" + grid + ","
                + "\"killercage\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"" + (at(1, 1) + at(1, 2)) + "\"},"
                + "{\"cells\":[\"R9C8\",\"R9C9\"]}],"
                + "\"arrow\":[{\"cells\":[\"R2C8\"],\"lines\":[[\"R2C8\",\"R3C9\",\"R4C9\"]]}],"
                + "\"littlekillersum\":[{\"cell\":\"R0C1\",\"direction\":\"DR\",\"value\":\"" + littleKillerSum()
                + "\"}],"
                + "\"sandwichsum\":[{\"cell\":\"R0C1\",\"value\":" + sandwichSum() + "}],"
                + "\"thermometer\":[{\"lines\":[[\"R3C1\",\"R4C1\"]]}],"
                + "\"palindrome\":[{\"lines\":[[\"R6C7\",\"R7C6\"]]}],"
                + "\"renban\":[{\"lines\":[[\"R1C1\",\"R1C2\",\"R1C3\"]]}],"
                + "\"whispers\":[{\"lines\":[[\"R2C1\",\"R3C1\"]]}],"
                + "\"betweenline\":[{\"lines\":[[\"R3C1\",\"R4C2\",\"R5C3\"]]}],"
                + "\"regionsumline\":[{\"lines\":[[\"R6C7\",\"R7C6\"]]}],"
                + "\"entropicline\":[{\"lines\":[[\"R1C4\",\"R1C5\",\"R1C6\"]]}],"
                + "\"zipperline\":[{\"lines\":[[\"R9C3\",\"R9C4\",\"R9C5\"]]}],"
                + "\"minimum\":[{\"cell\":\"R4C4\"}],\"maximum\":[{\"cell\":\"R4C5\"}],"
                + "\"even\":[{\"cell\":\"R1C1\"}],\"odd\":[{\"cell\":\"R1C2\"}],"
                + "\"extraregion\":[{\"cells\":[\"R1C1\",\"R2C2\",\"R3C3\"]}],"
                + "\"clone\":[{\"cells\":[\"R1C1\"],\"cloneCells\":[\"R5C3\"]}],"
                + "\"quadruple\":[{\"cells\":[\"R1C1\",\"R1C2\",\"R2C1\",\"R2C2\"],\"values\":[3,8]}],"
                + "\"difference\":[{\"cells\":[\"R1C1\",\"R1C2\"]},{\"cells\":[\"R1C2\",\"R1C3\"],\"value\":\"2\"}],"
                + "\"ratio\":[{\"cells\":[\"R8C7\",\"R9C7\"]},{\"cells\":[\"R4C1\",\"R4C2\"],\"value\":4}],"
                + "\"xv\":[{\"cells\":[\"R1C1\",\"R2C1\"],\"value\":\"X\"},{\"cells\":[\"R4C8\",\"R5C8\"],"
                + "\"value\":\"V\"}],"
                + "\"line\":[{\"lines\":[[\"R5C5\",\"R5C6\"]],\"outlineC\":\"#000000\",\"width\":0.1}],"
                + "\"text\":[{\"cells\":[\"R9C1\"],\"value\":\"?\"}],"
                + "\"cage\":[{\"cells\":[\"R8C8\"],\"value\":\"\"}],"
                + "\"antiknight\":false,\"xsum\":[],"
                + "\"solution\":" + solution + "}";
    }

    /** The same puzzle in the Interactive Sudoku Solver's text, but for what that form has no type for. */
    public static String iss() {
        StringBuilder text = new StringBuilder();
        text.append(".Cage~").append(at(1, 1) + at(1, 2)).append("~R1C1~R1C2.Cage~~R9C8~R9C9")
                .append(".Arrow~R2C8~R3C9~R4C9.LittleKiller~").append(littleKillerSum()).append("~R8C9")
                .append(".Sandwich~").append(sandwichSum()).append("~C1.Thermo~R3C1~R4C1")
                .append(".Palindrome~R6C7~R7C6.Renban~R1C1~R1C2~R1C3.Whisper~R2C1~R3C1")
                .append(".Between~R3C1~R4C2~R5C3.RegionSumLine~R6C7~R7C6.Entropic~R1C4~R1C5~R1C6")
                .append(".Zipper~R9C3~R9C4~R9C5.AllDifferent~R1C1~R2C2~R3C3.Quad~R1C1~3~8")
                .append(".WhiteDot~R1C1~R1C2.BlackDot~R8C7~R9C7.X~R1C1~R2C1.V~R4C8~R5C8")
                .append(".GreaterThan~R4C5~R4C4.~R1C3_5_7");
        for (int row = 0; row < 9; row++) {
            for (int col = 0; col < 9; col++) {
                int given = TestPuzzles.SEED.get(row, col);
                if (given != 0) {
                    text.append("~R").append(row + 1).append('C').append(col + 1).append('_').append(given);
                }
            }
        }
        return text.toString();
    }

    /** The layout {@link #iss()} makes: the rules that form has, and a less-than sign for its GreaterThan. */
    static Layout issLayout() {
        List<Rule> rules = new ArrayList<>();
        for (Rule rule : rules()) {
            boolean missing = rule instanceof CellMark || rule instanceof Clone
                    || rule instanceof Dot && (((Dot) rule).kind() == Dot.Kind.DIFFERENCE && ((Dot) rule).value() != 1
                    || ((Dot) rule).kind() == Dot.Kind.RATIO && ((Dot) rule).value() != 2);
            if (!missing) {
                rules.add(rule);
            }
        }
        rules.add(Dot.less(c(4, 4), c(4, 5)));
        // that solver's clue at r8c9 runs up and left: the same diagonal, from its other end
        rules.removeIf(rule -> rule instanceof LittleKiller);
        List<Cell> diagonal = new ArrayList<>();
        for (int i = 8; i >= 1; i--) {
            diagonal.add(c(i, i + 1));
        }
        rules.add(LittleKiller.of(littleKillerSum(), LittleKiller.Direction.UP_LEFT, diagonal));
        return Layout.classic().withRules(rules);
    }
}
