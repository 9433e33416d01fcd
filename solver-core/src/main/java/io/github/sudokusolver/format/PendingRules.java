package io.github.sudokusolver.format;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.BoardFormatException;
import io.github.sudokusolver.Conflict;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.format.KillerText;
import io.github.sudokusolver.internal.format.RefusedRule;
import io.github.sudokusolver.internal.format.RuleText;
import io.github.sudokusolver.rules.Rule;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntUnaryOperator;

/**
 * The rule lines (cage lines among them) {@link PuzzleReader} has read since its last entry: the
 * {@link BoardFormat#KILLER} and {@link BoardFormat#RULES} forms write a puzzle's cages and rules before its givens, so
 * they wait here, as labels do, for the puzzle that follows. At most as many cage lines are kept as the grid has cells
 * (no more cages fit), and eight rule lines a cell, so memory stays bounded on any input.
 */
final class PendingRules {

    /** The most rule lines kept per cell of the grid: far more than any puzzle has (a dot on every side is 2). */
    static final int RULES_PER_CELL = 8;

    /**
     * What the next entry takes: the first line the cages came from, how many lines they were, the cages read, and
     * the first error among them.
     */
    record Taken(int firstLine, int count, List<PlacedRule> cages, BoardFormatException error,
            boolean onlyCages) {

        static final Taken NONE = new Taken(0, 0, List.of(), null, true);

        boolean isEmpty() {
            return firstLine == 0;
        }

        /**
         * The entry of a board read from line {@code line} after these cage lines: the board on its layout with the
         * cages added, starting at the first cage line; or the error of the first cage line, of a cage the layout
         * refuses, or of a solution (in the CSV format) that breaks a cage, at the column {@code columnOfCell} gives
         * for the cell that breaks it (null without a solution). Without cage lines, the board's entry.
         */
        PuzzleEntry entry(int line, String label, Board board, Board solution, IntUnaryOperator columnOfCell) {
            if (isEmpty()) {
                return PuzzleEntry.of(line, label, board, solution);
            }
            if (error != null) {
                return PuzzleEntry.malformed(firstLine, label, error);
            }
            Board caged;
            try {
                caged = withRules(board, cages);
            } catch (BoardFormatException e) {
                return PuzzleEntry.malformed(firstLine, label, e);
            }
            Board cagedSolution = solution == null ? null : Board.of(caged.layout(), solution.toArray());
            if (cagedSolution != null && !cagedSolution.conflicts().isEmpty()) {
                Conflict conflict = cagedSolution.conflicts().get(0);
                return PuzzleEntry.malformed(firstLine, label, new BoardFormatException(
                        "the solution breaks a rule: " + conflict, line,
                        columnOfCell.applyAsInt(conflict.second().index())));
            }
            return PuzzleEntry.of(firstLine, label, caged, cagedSolution);
        }

        /** {@code cage line} when these are cage lines only, else {@code rule line}; plural when more than one. */
        String noun() {
            return (onlyCages ? "cage line" : "rule line") + (count == 1 ? "" : "s");
        }

        /** The error entry of line {@code line} after these cage lines: it starts at the first, whose error wins. */
        PuzzleEntry malformed(int line, String label, BoardFormatException lineError) {
            if (isEmpty()) {
                return PuzzleEntry.malformed(line, label, lineError);
            }
            return PuzzleEntry.malformed(firstLine, label, error != null ? error : lineError);
        }
    }

    private final Layout layout;
    private final List<PlacedRule> cages = new ArrayList<>();
    /** Whether every line since the last entry was a cage line: then the messages say so, as they did. */
    private boolean onlyCages = true;
    private int firstLine;
    private int count;
    private BoardFormatException error;

    PendingRules(Layout layout) {
        this.layout = layout;
    }

    /** A rule as a rule line wrote it: the line's number and the column where its text starts. */
    record PlacedRule(Rule rule, int line, int column) {
    }

    /**
     * The board on its layout with these rules added, or a format error naming the line and column of the first rule
     * the layout refuses (a cell in a hole or in two cages, a sum no digits make, a rule given twice, ...) with the
     * layout's reason.
     */
    static Board withRules(Board board, List<PlacedRule> placed) {
        List<Rule> rules = new ArrayList<>(placed.size());
        for (PlacedRule rule : placed) {
            rules.add(rule.rule());
        }
        try {
            return Board.of(board.layout().withRules(rules), board.toArray());
        } catch (RefusedRule e) {
            PlacedRule refused = placed.get(e.index());
            throw new BoardFormatException(e.getMessage(), refused.line(), refused.column());
        }
    }

    /** Reads a rule line; a malformed one is kept as the error of the entry that takes the rules. */
    void add(String line, int lineNumber) {
        if (count == 0) {
            firstLine = lineNumber;
        }
        count++;
        onlyCages &= KillerText.isCageLine(line);
        if (error != null) {
            return;
        }
        if (onlyCages && count > layout.cellCount()) {
            error = new BoardFormatException("found " + count + " cage lines in a row, more than the "
                    + layout.cellCount() + " cells of the " + layout + " grid", lineNumber, 0);
            cages.clear();
            return;
        }
        if (count > RULES_PER_CELL * layout.cellCount()) {
            error = new BoardFormatException("found " + count + " rule lines in a row, more than any puzzle of the "
                    + layout + " grid has (" + RULES_PER_CELL + " a cell)", lineNumber, 0);
            cages.clear();
            return;
        }
        try {
            cages.add(new PlacedRule(Rule.parse(line, layout), lineNumber, RuleText.startColumn(line)));
        } catch (BoardFormatException e) { // Rule.parse reads one line: its errors are on line 1
            error = new BoardFormatException(e.problem(), lineNumber, e.column());
            cages.clear();
        }
    }

    /** Adds a damaged line among the cage lines, whose error is kept unless an earlier one was. */
    void addDamaged(BoardFormatException lineError) {
        count++;
        if (error == null) {
            error = lineError;
            cages.clear();
        }
    }

    boolean isEmpty() {
        return count == 0;
    }

    /**
     * Puts back cages taken by a grid that turned out to be {@code lines} damaged lines among them, from line
     * {@code line} on, whose error {@code lineError} follows any error of the cages; nothing waits when this is
     * called (the grid took it all, and a cage line since would have ended the grid).
     */
    void putBack(Taken taken, int line, int lines, BoardFormatException lineError) {
        firstLine = taken.isEmpty() ? line : taken.firstLine();
        count = taken.count() + lines;
        error = taken.error() != null ? taken.error() : lineError;
        onlyCages = taken.onlyCages();
        cages.clear();
    }

    /** Whether every line waiting is a cage line (true when none waits). */
    boolean onlyCages() {
        return onlyCages;
    }

    /** How many cage lines wait. */
    int count() {
        return count;
    }

    /** The cage lines gathered, for the next entry; the next starts afresh. */
    Taken take() {
        if (count == 0) {
            return Taken.NONE;
        }
        Taken taken = new Taken(firstLine, count, List.copyOf(cages), error, onlyCages);
        cages.clear();
        onlyCages = true;
        count = 0;
        firstLine = 0;
        error = null;
        return taken;
    }
}
