package io.github.sudokusolver;

import io.github.sudokusolver.rules.Arrow;
import io.github.sudokusolver.rules.Cage;
import io.github.sudokusolver.rules.CellMark;
import io.github.sudokusolver.rules.Clone;
import io.github.sudokusolver.rules.Automaton;
import io.github.sudokusolver.rules.CountingCircles;
import io.github.sudokusolver.rules.Dot;
import io.github.sudokusolver.rules.ExtraRegion;
import io.github.sudokusolver.rules.GivenCandidates;
import io.github.sudokusolver.rules.GlobalRule;
import io.github.sudokusolver.rules.Line;
import io.github.sudokusolver.rules.LittleKiller;
import io.github.sudokusolver.rules.MagicSquare;
import io.github.sudokusolver.rules.OutsideClue;
import io.github.sudokusolver.rules.Quadruple;
import io.github.sudokusolver.rules.Relation;
import io.github.sudokusolver.rules.Rule;
import io.github.sudokusolver.rules.RuleKind;
import io.github.sudokusolver.rules.Sandwich;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What {@link Layout#withRules} checks of each variant rule against the grid, the one order the layout keeps its rules
 * in, and their names in {@link Layout#toString()}. Cages have their own check ({@link #checkCage}); what a rule's
 * factory checks without a grid (a line is a chain, a dot joins neighbours) is not repeated here.
 */
final class RuleChecks {

    /** The types in the order a layout lists its rules. */
    private static final List<Class<?>> KINDS = List.of(Arrow.class, LittleKiller.class, Sandwich.class,
            OutsideClue.class, Dot.class,
            Line.class, CellMark.class, Quadruple.class, Clone.class, ExtraRegion.class, CountingCircles.class,
            GivenCandidates.class, GlobalRule.class);

    /** By type as {@link #KINDS} lists them, then by text: an order that does not depend on how the rules came. */
    static final Comparator<Rule> ORDER = Comparator.<Rule>comparingInt(rule -> KINDS.indexOf(rule.getClass()))
            .thenComparing(Object::toString);

    /** Cages in a layout: by first cell in row-major order. */
    static final Comparator<Cage> CAGE_ORDER = Comparator.comparingInt((Cage cage) -> cage.cells().get(0).row())
            .thenComparingInt(cage -> cage.cells().get(0).col());

    private RuleChecks() {
    }

    /** The grid positions ({@code row * columns + column}) of a cage's cells, in row-major order. */
    static int[] positionsOn(Cage cage, int columns) {
        List<Cell> cells = cage.cells();
        int[] positions = new int[cells.size()];
        for (int i = 0; i < positions.length; i++) {
            positions[i] = cells.get(i).row() * columns + cells.get(i).col();
        }
        return positions;
    }

    /**
     * Refuses {@code cage} where {@code layout} cannot hold it, with an IllegalArgumentException naming it; marks its
     * cells as taken in {@code owner}, the cage of each grid position so far. A cage without a sum has no sum to check.
     */
    static void checkCage(Cage cage, Layout layout, Cage[] owner) {
        List<Cell> cells = cage.cells();
        int size = layout.size();
        int rows = layout.rows();
        int columns = layout.columns();
        if (cells.isEmpty()) {
            throw new IllegalArgumentException(cage + " is empty: a cage needs at least one cell");
        }
        if (cells.size() > size) {
            throw new IllegalArgumentException(cage + " has " + cells.size() + " cells, more than the " + size
                    + " digits of the " + layout + " grid");
        }
        for (int i = 0; i < cells.size(); i++) {
            Cell cell = cells.get(i);
            if (cell.row() >= rows || cell.col() >= columns) {
                throw new IllegalArgumentException(cage + ": " + cell.name() + " is off the " + gridName(layout));
            }
            int position = cell.row() * columns + cell.col();
            if (!layout.isCellAt(position)) {
                throw new IllegalArgumentException(cage + ": " + cell.name() + " is a hole of the " + layout + " grid");
            }
            if (i > 0 && cells.get(i - 1).equals(cell)) {
                throw new IllegalArgumentException(cage + " lists " + cell.name() + " twice");
            }
            if (owner[position] != null) {
                throw new IllegalArgumentException(cage + ": " + cell.name() + " is also in " + owner[position]
                        + "; a cell may be in one cage only");
            }
        }
        if (cage.hasSum()) {
            // k distinct digits of 1..n make every sum from the k smallest to the k largest, and nothing else
            int least = cells.size() * (cells.size() + 1) / 2;
            int most = cells.size() * (2 * size - cells.size() + 1) / 2;
            if (cells.size() == 1 && (cage.sum() < 1 || cage.sum() > size)) {
                throw new IllegalArgumentException(cage + ": no digit 1-" + size + " is " + cage.sum());
            }
            if (cage.sum() < least || cage.sum() > most) {
                throw new IllegalArgumentException(cage + ": no " + cells.size() + " different digits 1-" + size
                        + " add up to " + cage.sum() + " (they make " + least + " to " + most + ")");
            }
        }
        for (Cell cell : cells) {
            owner[cell.row() * columns + cell.col()] = cage;
        }
    }

    /**
     * The layout's grid as a message names it: {@code 9x9 grid}, {@code 6x6 (2x3 boxes) grid}, {@code jigsaw 9x9
     * grid}; with its rows and columns after it where its name has none, as {@code samurai grid (21x21)}.
     */
    private static String gridName(Layout layout) {
        String dimensions = layout.rows() + "x" + layout.columns();
        return layout + " grid" + (layout.toString().contains(dimensions) ? "" : " (" + dimensions + ")");
    }

    /** Refuses {@code rule} where {@code layout} cannot hold it, with an IllegalArgumentException naming it. */
    static void check(Rule rule, Layout layout) {
        int size = layout.size();
        if (rule instanceof Arrow) {
            Arrow arrow = (Arrow) rule;
            onGrid(rule, layout, arrow.circle());
            onGrid(rule, layout, arrow.line());
            int pill = arrow.circle().size();
            if (pill > 1 && size > 9) {
                throw new IllegalArgumentException(rule + ": a pill reads its cells as the digits of a number, so its"
                        + " cells hold 1-9, but the " + layout + " grid has digits up to " + size);
            }
            int most = pill == 1 ? size : (int) Math.pow(10, pill) - 1;
            if (arrow.line().size() > most) {
                throw new IllegalArgumentException(rule + ": the line's " + arrow.line().size() + " cells add up to"
                        + " at least " + arrow.line().size() + ", more than the circle's largest value " + most);
            }
        } else if (rule instanceof LittleKiller) {
            LittleKiller clue = (LittleKiller) rule;
            requireSquareWithoutHoles(rule, layout);
            onGrid(rule, layout, clue.cells());
            Cell first = clue.cells().get(0);
            Cell last = clue.cells().get(clue.cells().size() - 1);
            LittleKiller.Direction step = clue.direction();
            if (inside(layout, clue.clueRow(), clue.clueColumn())) {
                throw new IllegalArgumentException(rule + ": the clue before " + first.name()
                        + " is inside the grid; a little killer's clue stands outside it");
            }
            if (inside(layout, last.row() + step.rowStep(), last.col() + step.columnStep())) {
                throw new IllegalArgumentException(rule + ": the diagonal stops at " + last.name()
                        + " before the edge of the grid");
            }
            int cells = clue.cells().size();
            if (clue.sum() < cells || clue.sum() > cells * size) {
                throw new IllegalArgumentException(rule + ": " + cells + " digits 1-" + size + " add up to "
                        + cells + " to " + cells * size + ", not " + clue.sum());
            }
        } else if (rule instanceof Relation relation) {
            onGrid(rule, layout, relation.cells());
            if (relation.digits() != size) {
                throw new IllegalArgumentException(rule + ": its table is of the digits 1-" + relation.digits()
                        + ", and the " + layout + " grid has digits 1-" + size);
            }
        } else if (rule instanceof Sandwich) {
            Sandwich clue = (Sandwich) rule;
            requireSquareWithoutHoles(rule, layout);
            if (clue.index() >= size) {
                throw new IllegalArgumentException(rule + ": the " + layout + " grid has " + size
                        + (clue.isRow() ? " rows" : " columns"));
            }
            int most = size * (size - 1) / 2 - 1; // 2 + 3 + ... + (size - 1)
            if (clue.sum() > most) {
                throw new IllegalArgumentException(rule + ": the digits between 1 and " + size + " add up to at most "
                        + most);
            }
        } else if (rule instanceof OutsideClue clue) {
            requireSquareWithoutHoles(rule, layout);
            if (clue.index() >= size) {
                throw new IllegalArgumentException(rule + ": the " + layout + " grid has " + size
                        + (clue.side().isRow() ? " rows" : " columns"));
            }
            int most = switch (clue.kind()) {
                case X_SUM -> size * (size + 1) / 2; // the first digit is n: the whole line
                case SKYSCRAPER, NUMBERED_ROOM -> size; // every digit seen; a digit
            };
            if (clue.value() > most) {
                throw new IllegalArgumentException(rule + ": the " + layout + " grid's " + clue.kind().word()
                        + " is at most " + most);
            }
        } else if (rule instanceof Dot) {
            checkDot((Dot) rule, layout);
        } else if (rule instanceof Line) {
            checkLine((Line) rule, layout);
        } else if (rule instanceof CellMark mark) {
            onGrid(rule, layout, List.of(mark.cell()));
            if (mark.kind().isIndexer()) {
                mark.indexedCells(layout); // refuses a grid without the house it points into
            }
        } else if (rule instanceof Quadruple) {
            Quadruple quadruple = (Quadruple) rule;
            Cell corner = quadruple.corner();
            if (corner.row() + 1 >= layout.rows() || corner.col() + 1 >= layout.columns()) {
                throw new IllegalArgumentException(rule + ": " + corner.name() + " is on the bottom or right edge of"
                        + " the " + layout + " grid, so there are no four cells around its corner");
            }
            onGrid(rule, layout, quadruple.cells());
            digitsUpTo(rule, layout, quadruple.digits());
        } else if (rule instanceof Clone) {
            onGrid(rule, layout, ((Clone) rule).cells());
            onGrid(rule, layout, ((Clone) rule).copy());
        } else if (rule instanceof ExtraRegion) {
            List<Cell> cells = ((ExtraRegion) rule).cells();
            onGrid(rule, layout, cells);
            if (cells.size() > size) {
                throw new IllegalArgumentException(rule + ": " + cells.size() + " cells cannot all differ on the "
                        + layout + " grid, which has " + size + " digits");
            }
        } else if (rule instanceof MagicSquare square) {
            onGrid(rule, layout, square.cells());
            if (size != 9) {
                throw new IllegalArgumentException(rule + ": a magic square's lines add up to " + MagicSquare.SUM
                        + ", the magic sum of the digits 1-9, and the " + layout + " grid has digits 1-" + size);
            }
        } else if (rule instanceof Automaton automaton) {
            onGrid(rule, layout, automaton.cells());
            if (automaton.machine().digits() != size) {
                throw new IllegalArgumentException("automaton " + automaton.name() + ": its machine reads the digits"
                        + " 1-" + automaton.machine().digits() + ", and the " + layout + " grid has digits 1-" + size);
            }
        } else if (rule instanceof CountingCircles circles) {
            onGrid(rule, layout, circles.cells());
            int most = size * (size + 1) / 2; // every digit as often as its value
            if (circles.cells().size() > most) {
                throw new IllegalArgumentException(rule + ": " + circles.cells().size() + " circles cannot each hold"
                        + " a digit as often as its value on the " + layout + " grid: its digits fill at most " + most);
            }
        } else if (rule instanceof GivenCandidates) {
            onGrid(rule, layout, List.of(((GivenCandidates) rule).cell()));
            digitsUpTo(rule, layout, ((GivenCandidates) rule).digits());
        } else if (rule == GlobalRule.DISJOINT_GROUPS) {
            if (layout.boxRows() == 0 || layout.rows() != size || layout.columns() != size) {
                throw new IllegalArgumentException(rule + " needs a grid of boxes, and the " + layout
                        + " grid has none");
            }
        }
    }

    private static void checkDot(Dot dot, Layout layout) {
        onGrid(dot, layout, List.of(dot.first(), dot.second()));
        int size = layout.size();
        int value = dot.value();
        boolean possible;
        switch (dot.kind()) {
            case DIFFERENCE:
                possible = value <= size - 1;
                break;
            case RATIO:
                possible = value <= size;
                break;
            case SUM:
                possible = value <= 2 * size - 1;
                break;
            default:
                possible = true;
        }
        if (!possible) {
            throw new IllegalArgumentException(dot + ": no two different digits 1-" + size + " make it");
        }
    }

    private static void checkLine(Line line, Layout layout) {
        onGrid(line, layout, line.cells());
        int size = layout.size();
        int length = line.cells().size();
        switch (line.kind()) {
            case THERMOMETER:
            case RENBAN:
                if (length > size) {
                    throw new IllegalArgumentException(line + ": " + length + " cells need " + length
                            + " different digits, and the " + layout + " grid has " + size);
                }
                break;
            case NABNER:
                if (length > (size + 1) / 2) {
                    throw new IllegalArgumentException(line + ": " + length + " cells need " + length
                            + " digits no two of them equal or consecutive, and 1-" + size + " has "
                            + (size + 1) / 2);
                }
                break;
            case WHISPER:
            case LOCKOUT:
                if (line.value() > size - 1) {
                    throw new IllegalArgumentException(line + ": no two digits 1-" + size + " differ by "
                            + line.value());
                }
                break;
            case MODULAR:
                if (line.value() > size) {
                    throw new IllegalArgumentException(line + ": the digits 1-" + size + " have fewer than "
                            + line.value() + " remainders divided by " + line.value());
                }
                break;
            case ENTROPIC:
                if (size % 3 != 0) {
                    throw new IllegalArgumentException(line + ": the digits 1-" + size
                            + " do not split into three equal thirds");
                }
                break;
            default:
                break;
        }
    }

    private static void onGrid(Rule rule, Layout layout, List<Cell> cells) {
        for (Cell cell : cells) {
            if (!inside(layout, cell.row(), cell.col())) {
                throw new IllegalArgumentException(rule + ": " + cell.name() + " is off the " + layout.rows() + "x"
                        + layout.columns() + " grid");
            }
            if (!layout.isCell(cell.row(), cell.col())) {
                throw new IllegalArgumentException(rule + ": " + cell.name() + " is a hole of the " + layout
                        + " grid");
            }
        }
    }

    private static void digitsUpTo(Rule rule, Layout layout, List<Integer> digits) {
        for (int digit : digits) {
            if (digit > layout.size()) {
                throw new IllegalArgumentException(rule + ": digit " + digit + " is above the " + layout.size()
                        + " of the " + layout + " grid");
            }
        }
    }

    private static boolean inside(Layout layout, int row, int col) {
        return row >= 0 && row < layout.rows() && col >= 0 && col < layout.columns();
    }

    private static void requireSquareWithoutHoles(Rule rule, Layout layout) {
        if (layout.rows() != layout.size() || layout.columns() != layout.size()) {
            throw new IllegalArgumentException(rule + " needs a square grid without holes, and " + layout
                    + " is not one");
        }
    }

    /** The kinds of {@code rules} for {@link Layout#toString()}: {@code " with thermometer, anti-knight"}. */
    static String kindNames(List<Rule> rules) {
        if (rules.isEmpty()) {
            return "";
        }
        Set<String> names = new LinkedHashSet<>();
        for (Rule rule : rules) {
            names.add(kindName(rule));
        }
        return " with " + String.join(", ", names);
    }

    /**
     * A rule's kind as {@link Layout#toString()} names it: one exhaustive switch over {@link RuleKind} (issue 70's
     * dispatch point of this part), so a new kind does not compile until it is named here.
     */
    private static String kindName(Rule rule) {
        RuleKind kind = RuleKind.of(rule);
        return switch (kind) {
            case THERMOMETER, GERMAN_WHISPER, RENBAN, PALINDROME, REGION_SUM_LINE, BETWEEN_LINE, WHISPER, ZIPPER_LINE,
                    ENTROPIC_LINE, PARITY_LINE, MODULAR_LINE, NABNER_LINE, SLOW_THERMOMETER, DOUBLE_ARROW,
                    LOCKOUT_LINE -> ((Line) rule).kind().word();
            case ODD_EVEN, MINIMUM_MAXIMUM, INDEXER -> ((CellMark) rule).kind().word();
            case KROPKI -> ((Dot) rule).kind() == Dot.Kind.DIFFERENCE ? "white dots" : "black dots";
            case XV -> "xv";
            case DIFFERENCE_DOT -> "difference dots";
            case RATIO_DOT -> "ratio dots";
            case SUM_DOT -> "sum dots";
            case INEQUALITY -> "inequalities";
            case ANTI_KNIGHT, ANTI_KING, NON_CONSECUTIVE, DISJOINT_GROUPS, NEGATIVE_WHITE_DOTS, NEGATIVE_BLACK_DOTS,
                    NEGATIVE_XV -> rule.toString();
            case ARROW -> "arrow";
            case RELATION -> "relation " + ((Relation) rule).name();
            case LITTLE_KILLER -> "little killer";
            case SANDWICH -> "sandwich";
            case X_SUM, SKYSCRAPER, NUMBERED_ROOM -> ((OutsideClue) rule).kind().word();
            case QUADRUPLE -> "quadruple";
            case CLONE -> "clone";
            case EXTRA_REGION -> "extra region";
            case COUNTING_CIRCLES -> "counting circles";
            case AUTOMATON -> "automaton " + ((Automaton) rule).name();
            case MAGIC_SQUARE -> "magic square";
            case KILLER_CAGE -> "cage";
            case GIVEN_CANDIDATES -> "given candidates";
        };
    }
}
