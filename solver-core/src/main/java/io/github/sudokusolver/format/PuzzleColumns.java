package io.github.sudokusolver.format;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.BoardFormatException;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Conflict;
import io.github.sudokusolver.internal.format.PuzzleText;
import java.util.List;

/**
 * The columns of a puzzle written on one line, for {@link EntryAssembler}: the text around its 81 cells that is its
 * own label, the check of its solution column, and the rules that tell a label from a damaged puzzle or solution
 * column (a field that is mostly cells) with the error each such column makes. They read only the line, never the
 * state of the grid or the cage lines in progress, so they stand apart from the assembler, which keeps that state.
 */
final class PuzzleColumns {

    private PuzzleColumns() {
    }

    /** The text on a puzzle's line before and after its cells {@code line[start, end)}: its own label. */
    static String ownLabel(String line, int start, int end) {
        String before = PuzzleText.trimSeparators(line.substring(0, start));
        String after = PuzzleText.trimSeparators(line.substring(end));
        return before.isEmpty() || after.isEmpty() ? before + after : before + "\n" + after;
    }

    /**
     * Why {@code solution}, the solution column of a line, does not solve {@code puzzle}, or null; columns point
     * into the solution column.
     */
    static BoardFormatException solutionProblem(String line, int lineNumber, Board puzzle, Board solution,
            int solutionStart) {
        for (int cell = 0; cell < Board.CELLS; cell++) {
            int column = PuzzleText.column(line, solutionStart + cell);
            int given = puzzle.get(cell / Board.SIZE, cell % Board.SIZE);
            int solved = solution.get(cell / Board.SIZE, cell % Board.SIZE);
            if (solved == 0) {
                return new BoardFormatException("the solution has an empty cell at " + Cell.of(cell).name()
                        + ", expected a complete grid", lineNumber, column);
            }
            if (given != 0 && given != solved) {
                return new BoardFormatException("the solution has " + solved + " at " + Cell.of(cell).name()
                        + " where the puzzle gives " + given, lineNumber, column);
            }
        }
        List<Conflict> conflicts = solution.conflicts();
        if (!conflicts.isEmpty()) {
            Conflict first = conflicts.get(0);
            return new BoardFormatException("the solution breaks a rule: " + first, lineNumber,
                    PuzzleText.column(line, solutionStart + first.second().index()));
        }
        return null;
    }

    /**
     * What is wrong with a solution column that {@link #damagedSolutionColumn} found at {@code start}, after a puzzle
     * that ends at {@code puzzleEnd}: blanks before or after the comma, a character that is not a cell, or a count of
     * cells other than 81. A solution is checked, so a damaged one is an error, never a label.
     */
    static BoardFormatException damagedSolution(String line, int lineNumber, int puzzleEnd, int start) {
        if (line.charAt(puzzleEnd) != ',') {
            return new BoardFormatException("found " + BoardFormatException.describe(line.codePointAt(puzzleEnd))
                    + " after the puzzle, expected the comma right after its 81st cell", lineNumber,
                    PuzzleText.column(line, puzzleEnd));
        }
        int afterComma = puzzleEnd + 1;
        if (start > afterComma) {
            return new BoardFormatException("found " + BoardFormatException.describe(line.codePointAt(afterComma))
                    + " before the solution, expected its first digit right after the comma", lineNumber,
                    PuzzleText.column(line, afterComma));
        }
        return damagedColumn(line, lineNumber, start, endOfField(line, start), "solution", "a digit 1-9");
    }

    /**
     * The error of a damaged column {@code line[from, to)}, the {@code puzzle} or the {@code solution}: its first
     * character that is not a cell, else its count of cells, which is not 81.
     */
    static BoardFormatException damagedColumn(String line, int lineNumber, int from, int to, String column,
            String aCell) {
        int cellsEnd = PuzzleText.endOfCells(line, from);
        if (cellsEnd < to) {
            return new BoardFormatException("found " + BoardFormatException.describe(line.codePointAt(cellsEnd))
                    + " in the " + column + ", expected " + aCell, lineNumber, PuzzleText.column(line,
                    cellsEnd));
        }
        return new BoardFormatException("found " + (to - from) + " cells in the " + column + ", expected "
                + Board.CELLS, lineNumber, PuzzleText.column(line, from));
    }

    /** Characters {@code [from, to)} of a line. */
    record Span(int from, int to) {
    }

    /**
     * The damaged puzzle column before the 81 cells at {@code start}, or null: the field before them (past the
     * blanks, ',', ';' and ':' between, back to the next of those or the line's start) when it is mostly cells.
     * Then the 81 cells are its solution, or its neighbour, and no puzzle with a label: an id, a date or a name
     * ({@code 0042}, {@code 2024-11-22}, {@code Puzzle 12:}) has far fewer cells.
     */
    static Span damagedPuzzleColumn(String line, int start) {
        int to = start;
        while (to > 0 && opensRunOfCells(line.charAt(to - 1))) {
            to--;
        }
        int from = to;
        while (from > 0 && !opensRunOfCells(line.charAt(from - 1))) {
            from--;
        }
        return from < to && isMostlyCells(line, from, to) ? new Span(from, to) : null;
    }

    /** The characters that may stand right before a run of cells: blanks, ',', ';' and ':'. */
    private static boolean opensRunOfCells(char c) {
        return PuzzleText.isBlank(c) || ",;:".indexOf(c) >= 0;
    }

    /**
     * Whether {@code line[from, to)} holds more cells than half a puzzle, and more than three times its other
     * characters (the share below which a line with a word is a label): a damaged puzzle or solution, not a label.
     */
    static boolean isMostlyCells(String line, int from, int to) {
        int cells = 0;
        for (int i = from; i < to; i++) {
            cells += PuzzleText.readerCellValue(line.charAt(i)) >= 0 ? 1 : 0;
        }
        return cells > Board.CELLS / 2 && cells > 3 * (to - from - cells);
    }

    /**
     * The index where a damaged solution column starts, or -1: after a puzzle that ends at {@code puzzleEnd}, a
     * comma (with or without blanks on either side), then a field (to a blank, '#', ';', ',' or the line's end) that
     * is {@link #isMostlyCells mostly cells}, which {@link PuzzleText#solutionColumn} did not take. Text with fewer
     * cells (a rating such as {@code 7.2}, a comment) is no solution, and stays the label.
     */
    static int damagedSolutionColumn(String line, int puzzleEnd) {
        int comma = puzzleEnd;
        while (comma < line.length() && PuzzleText.isBlank(line.charAt(comma))) {
            comma++;
        }
        if (comma >= line.length() || line.charAt(comma) != ',') {
            return -1;
        }
        int start = comma + 1;
        while (start < line.length() && PuzzleText.isBlank(line.charAt(start))) {
            start++;
        }
        return isMostlyCells(line, start, endOfField(line, start)) ? start : -1;
    }

    /** The index of the blank, '#', ';' or ',' that ends the field starting at {@code from}, or the line's end. */
    static int endOfField(String line, int from) {
        int i = from;
        while (!PuzzleText.endsRunOfCells(line, i)) {
            i++;
        }
        return i;
    }
}
