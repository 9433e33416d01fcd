package io.github.sudokusolver.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.format.BoardFormat;
import io.github.sudokusolver.format.PuzzleEntry;
import io.github.sudokusolver.format.PuzzleReader;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Writes a board in {@code RULES} and {@code FPUZZLES} and reads it back, for the tests of both forms: the RULES text
 * with a reader of the layout without its rules and with {@code Board.parse}, the link with a reader of any layout.
 * A board with a rule f-puzzles has no element for must be refused by name instead.
 */
final class RoundTrips {

    private RoundTrips() {
    }

    /** The one entry a reader of {@code layout} reads from {@code text}, as a board. */
    static Board read(Layout layout, String text) {
        try (PuzzleReader reader = PuzzleReader.of(new StringReader(text), layout)) {
            List<PuzzleEntry> entries = new ArrayList<>();
            reader.forEachRemaining(entries::add);
            assertEquals(1, entries.size(), text + entries);
            return entries.get(0).boardOrThrow();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Checks both round trips of {@code board}, whose layout is {@code plain} with rules added; {@code what} (the
     * seed, say) leads every failure message.
     */
    static void check(Board board, Layout plain, String what) {
        String rules = BoardFormat.RULES.format(board);
        String context = what + "\n" + rules;
        assertEquals(board, read(plain, rules), context);
        assertEquals(board, Board.parse(plain, rules), context);
        sudokuPad(board, context);
        String refusal = fpuzzlesRefusal(board.layout());
        if (refusal != null) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> BoardFormat.FPUZZLES.format(board), context);
            assertTrue(e.getMessage().startsWith(refusal), context + e.getMessage());
            return;
        }
        String link = BoardFormat.FPUZZLES.format(board);
        assertTrue(link.startsWith("https://f-puzzles.com/?load=N4Ig") && link.endsWith("\n"), context + link);
        assertEquals(asFPuzzlesReadsIt(board, plain), read(Layout.classic(), link), context + link);
    }

    /** The SudokuPad round trip: written and read back equal, or refused by name as its documentation says. */
    private static void sudokuPad(Board board, String context) {
        String refusal = sudokuPadRefusal(board.layout());
        if (refusal != null) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> BoardFormat.SUDOKUPAD.format(board), context);
            assertTrue(e.getMessage().startsWith(refusal), context + "\n" + e.getMessage());
            return;
        }
        String link = BoardFormat.SUDOKUPAD.format(board);
        assertTrue(link.startsWith("https://sudokupad.app/scl") && link.endsWith("\n"), context + link);
        Board read;
        try {
            read = read(Layout.classic(), link);
        } catch (RuntimeException e) {
            throw new AssertionError(context + "\n" + e.getMessage() + "\n" + link, e);
        }
        List<Rule> lost = new ArrayList<>(board.layout().rules());
        lost.removeAll(read.layout().rules());
        List<Rule> added = new ArrayList<>(read.layout().rules());
        added.removeAll(board.layout().rules());
        assertEquals(board, read, context + "\nlost " + lost + "\nadded " + added + "\n" + link);
    }

    /** How {@code BoardFormat.SUDOKUPAD}'s refusal of a layout starts, by its documented rules; null if none. */
    static String sudokuPadRefusal(Layout layout) {
        String grid = gridRefusal("SUDOKUPAD", layout);
        if (grid != null) {
            return grid;
        }
        String combination = sudokuPadCombinationRefusal(layout.rules(), layout.size());
        if (combination != null) {
            return combination;
        }
        // in the layout's order, as the writer meets them
        Integer whisper = null;
        Integer lockout = null;
        for (Rule rule : layout.rules()) {
            if (rule instanceof Line line && line.kind() == Line.Kind.WHISPER) {
                if (whisper != null && whisper != line.value()) {
                    return "SUDOKUPAD cannot write whispers of two differences";
                }
                whisper = line.value();
            }
            if (rule instanceof Line line && line.kind() == Line.Kind.LOCKOUT) {
                if (lockout != null && lockout != line.value()) {
                    return "SUDOKUPAD cannot write lockout lines of two differences";
                }
                lockout = line.value();
            }
            boolean unread = rule instanceof Dot dot && (dot.kind() == Dot.Kind.LESS || dot.kind() == Dot.Kind.SUM
                    && dot.value() != 5 && dot.value() != 10)
                    || rule instanceof CellMark mark && (mark.kind() == CellMark.Kind.MINIMUM
                    || mark.kind() == CellMark.Kind.MAXIMUM || mark.kind().isIndexer())
                    || rule instanceof Clone || rule instanceof GivenCandidates || rule instanceof Relation
                    || rule instanceof CountingCircles || rule instanceof Automaton || rule instanceof MagicSquare
                    || rule instanceof Line line && line.kind() == Line.Kind.MODULAR && line.value() != 3
                    || rule == GlobalRule.NON_CONSECUTIVE && layout.rules().stream().anyMatch(other -> other
                    instanceof Dot dot && dot.kind() == Dot.Kind.DIFFERENCE);
            if (unread || rule instanceof Arrow arrow && pillOutOfOrder(arrow)) {
                return "SUDOKUPAD cannot write " + rule;
            }
        }
        return null;
    }

    /**
     * The combinations SudokuPad's writer refuses as its documentation says: two clues outside the grid on one spot
     * (the second named), two kinds drawn alike (renban and zipper lines, nabner and entropic lines, thermometers and
     * slow thermometers, between lines and double arrows: the last of the first kind named), a between line or a
     * double arrow ending on a thermometer's bulb or an arrow's circle.
     */
    private static String sudokuPadCombinationRefusal(List<Rule> rules, int layoutSize) {
        java.util.Map<Line.Kind, Line> last = new java.util.EnumMap<>(Line.Kind.class);
        Set<Cell> bulbs = new HashSet<>();
        Set<Cell> circles = new HashSet<>();
        Set<Cell> spots = new HashSet<>();
        String outsideKind = null;
        for (Rule rule : rules) {
            if (rule instanceof Line line) {
                last.put(line.kind(), line);
                if (line.kind() == Line.Kind.THERMOMETER || line.kind() == Line.Kind.SLOW_THERMOMETER) {
                    bulbs.add(line.cells().get(0));
                }
            }
            if (rule instanceof Arrow arrow) {
                for (Cell circle : arrow.circle()) {
                    if (!circles.add(circle)) {
                        return "SUDOKUPAD cannot write " + rule;
                    }
                }
            }
            // a clue's spot, one step outside the grid, as a cell that may lie off it (rows and columns from -1)
            Cell spot = null;
            if (rule instanceof LittleKiller killer) {
                spot = new Cell(killer.clueRow() + 1, killer.clueColumn() + 1);
            } else if (rule instanceof Sandwich sandwich) {
                spot = sandwich.isRow() ? new Cell(sandwich.index() + 1, 0) : new Cell(0, sandwich.index() + 1);
            } else if (rule instanceof OutsideClue clue) {
                int n = layoutSize;
                spot = switch (clue.side()) {
                    case LEFT -> new Cell(clue.index() + 1, 0);
                    case RIGHT -> new Cell(clue.index() + 1, n + 1);
                    case TOP -> new Cell(0, clue.index() + 1);
                    case BOTTOM -> new Cell(n + 1, clue.index() + 1);
                };
            }
            if (spot != null && !spots.add(spot)) {
                return "SUDOKUPAD cannot write " + rule;
            }
            // the numbers outside the grid of two kinds, which the rules text cannot tell apart
            String outside = rule instanceof OutsideClue clue ? clue.kind().word() : rule instanceof Sandwich
                    ? "sandwich" : null;
            if (outside != null && outsideKind != null && !outside.equals(outsideKind)) {
                return "SUDOKUPAD cannot write " + rule;
            }
            outsideKind = outside != null ? outside : outsideKind;
        }
        Line.Kind[][] alike = {{Line.Kind.RENBAN, Line.Kind.ZIPPER}, {Line.Kind.NABNER, Line.Kind.ENTROPIC},
            {Line.Kind.THERMOMETER, Line.Kind.SLOW_THERMOMETER}, {Line.Kind.BETWEEN, Line.Kind.DOUBLE_ARROW}};
        for (Line.Kind[] pair : alike) {
            if (last.containsKey(pair[0]) && last.containsKey(pair[1])) {
                return "SUDOKUPAD cannot write " + last.get(pair[0]);
            }
        }
        for (Rule rule : rules) {
            if (rule instanceof Line line && (line.kind() == Line.Kind.BETWEEN || line.kind() == Line.Kind.DOUBLE_ARROW)
                    && (bulbs.contains(line.cells().get(0)) || circles.contains(line.cells().get(0))
                    || circles.contains(line.cells().get(line.cells().size() - 1))
                    || bulbs.contains(line.cells().get(line.cells().size() - 1)))) {
                return "SUDOKUPAD cannot write " + line;
            }
        }
        return null;
    }

    /**
     * The board f-puzzles' text of {@code board} stands for: the same, but that negative white dots on a board
     * without kropki dots is f-puzzles' nonconsecutive flag, which reads back as the same rule's plain name.
     */
    private static Board asFPuzzlesReadsIt(Board board, Layout plain) {
        List<Rule> rules = board.layout().rules();
        if (!rules.contains(GlobalRule.NEGATIVE_WHITE_DOTS) || hasKropkiDot(rules)) {
            return board;
        }
        List<Rule> renamed = new ArrayList<>();
        for (Rule rule : rules) {
            Rule now = rule == GlobalRule.NEGATIVE_WHITE_DOTS ? GlobalRule.NON_CONSECUTIVE : rule;
            if (!renamed.contains(now)) {
                renamed.add(now);
            }
        }
        return Board.of(plain.withRules(renamed), board.toArray());
    }

    private static boolean hasKropkiDot(List<Rule> rules) {
        for (Rule rule : rules) {
            if (rule instanceof Dot && ((Dot) rule).isKropki()) {
                return true;
            }
        }
        return false;
    }

    /** How both links refuse a grid they cannot draw: not square of 4 to 16 digits, or windows; null if none. */
    private static String gridRefusal(String format, Layout layout) {
        int n = layout.size();
        if (layout.rows() != n || layout.columns() != n || n < 4 || n > 16) {
            return format + " writes square grids of 4x4 to 16x16";
        }
        return layout.toString().contains("windoku") ? format + " cannot write the " + layout + " grid" : null;
    }

    /** Whether a pill's digits do not read left to right and top to bottom, which neither link can write. */
    private static boolean pillOutOfOrder(Arrow arrow) {
        List<Cell> circle = arrow.circle();
        for (int i = 1; i < circle.size(); i++) {
            Cell a = circle.get(i - 1);
            Cell b = circle.get(i);
            if (b.row() < a.row() || b.row() == a.row() && b.col() < a.col()) {
                return true;
            }
        }
        return false;
    }

    /**
     * How {@code BoardFormat.FPUZZLES}'s refusal of a layout starts, by its documented rules: the grid, windows, or
     * the first rule f-puzzles cannot express; null when it can write it all.
     */
    static String fpuzzlesRefusal(Layout layout) {
        String grid = gridRefusal("FPUZZLES", layout);
        if (grid != null) {
            return grid;
        }
        Set<Cell> marked = new HashSet<>();
        for (Rule rule : layout.rules()) { // in the layout's order, as the writer meets them
            if (rule == GlobalRule.NON_CONSECUTIVE && hasKropkiDot(layout.rules())) {
                return "FPUZZLES cannot write non-consecutive";
            }
            if (rule instanceof Dot && (((Dot) rule).kind() == Dot.Kind.LESS || ((Dot) rule).kind() == Dot.Kind.SUM
                    && ((Dot) rule).value() != 5 && ((Dot) rule).value() != 10)) {
                return "FPUZZLES cannot write " + rule;
            }
            if (rule instanceof Arrow arrow && pillOutOfOrder(arrow)) {
                return "FPUZZLES cannot write " + rule;
            }
            if (rule instanceof GivenCandidates && !marked.add(((GivenCandidates) rule).cell())) {
                return "FPUZZLES cannot write " + rule;
            }
            if (rule instanceof Relation || rule instanceof CountingCircles || rule instanceof Automaton
                    || rule instanceof MagicSquare
                    || rule instanceof OutsideClue clue
                    && clue.kind() == OutsideClue.Kind.NUMBERED_ROOM) {
                return "FPUZZLES cannot write " + rule;
            }
            // f-puzzles' extension has modular lines of modulus 3 only, lockout lines of half the digits, no parity line
            if (rule instanceof Line line && (line.kind() == Line.Kind.PARITY || line.kind() == Line.Kind.LOCKOUT
                    && line.value() != layout.size() / 2 || line.kind() == Line.Kind.MODULAR && line.value() != 3)) {
                return "FPUZZLES cannot write " + rule;
            }
        }
        return null;
    }
}
