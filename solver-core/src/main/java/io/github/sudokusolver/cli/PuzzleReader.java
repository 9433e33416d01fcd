package io.github.sudokusolver.cli;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.BoardFormatException;
import java.io.BufferedReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Splits a stream of text into puzzles: lines of 81 cells, and grids of nine lines of 9 cells. A line with a letter
 * or {@code #} is a label or comment and ends any grid in progress; blank and decoration-only lines are skipped. Each
 * puzzle is parsed by {@link Board#parse(CharSequence)}, so the accepted characters are the library's; a malformed
 * puzzle comes back as an entry with its error, placed at its line in the stream, and reading goes on.
 */
final class PuzzleReader {

    /** One puzzle of the stream: a board, or the error that kept it from being one. */
    record Entry(int line, Board board, BoardFormatException error) {
    }

    private final BufferedReader in;
    private final List<String> gridRows = new ArrayList<>(Board.SIZE);
    private final List<Integer> gridLineNumbers = new ArrayList<>(Board.SIZE);
    private int lineNumber;
    private Entry pending;

    PuzzleReader(BufferedReader in) {
        this.in = in;
    }

    /** The next puzzle, or null at the end of the stream. */
    Entry next() throws IOException {
        if (pending != null) {
            Entry entry = pending;
            pending = null;
            return entry;
        }
        String line;
        while ((line = in.readLine()) != null) {
            lineNumber++;
            if (isLabel(line)) {
                if (!gridRows.isEmpty()) {
                    return incompleteGrid();
                }
                continue;
            }
            int cells = cellCharacters(line);
            if (cells == 0) {
                continue;
            }
            if (cells > Board.SIZE) {
                Entry single = parse(List.of(line), List.of(lineNumber));
                if (!gridRows.isEmpty()) {
                    pending = single;
                    return incompleteGrid();
                }
                return single;
            }
            gridRows.add(line);
            gridLineNumbers.add(lineNumber);
            if (gridRows.size() == Board.SIZE) {
                Entry grid = parse(gridRows, gridLineNumbers);
                gridRows.clear();
                gridLineNumbers.clear();
                return grid;
            }
        }
        return gridRows.isEmpty() ? null : incompleteGrid();
    }

    private Entry incompleteGrid() {
        int first = gridLineNumbers.get(0);
        BoardFormatException error = new BoardFormatException(
                "found " + gridRows.size() + " rows of a grid, expected 9", first, 0);
        gridRows.clear();
        gridLineNumbers.clear();
        return new Entry(first, null, error);
    }

    /** Parses lines as one board, reporting an error at its line in the stream rather than within the puzzle. */
    private static Entry parse(List<String> lines, List<Integer> lineNumbers) {
        int first = lineNumbers.get(0);
        try {
            return new Entry(first, Board.parse(String.join("\n", lines)), null);
        } catch (BoardFormatException e) {
            int line = e.line() > 0 ? lineNumbers.get(e.line() - 1) : first;
            return new Entry(first, null, new BoardFormatException(e.problem(), line, e.column()));
        }
    }

    private static boolean isLabel(String line) {
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '#' || Character.isLetter(c)) {
                return true;
            }
        }
        return false;
    }

    /** Characters that are neither whitespace nor decoration: cells, or mistakes that the parser will name. */
    private static int cellCharacters(String line) {
        int count = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (!Character.isWhitespace(c) && c != '|' && c != '-' && c != '+') {
                count++;
            }
        }
        return count;
    }
}
