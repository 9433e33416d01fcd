package io.github.sudokusolver.format;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.BoardFormatException;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.format.GridText;
import io.github.sudokusolver.internal.format.KillerLines;
import io.github.sudokusolver.internal.format.RuleText;
import io.github.sudokusolver.internal.format.PuzzleText;
import io.github.sudokusolver.rules.Cage;
import java.io.IOException;

/**
 * The meaning of each line of a puzzle file, for {@link PuzzleReader}: blank, comment, label, frame, a puzzle on one
 * line (with its solution column and text around it), or a row of a grid, which it assembles until the grid is
 * complete or cut short; and the entries this makes, in the order of the file, each with the labels gathered since
 * the entry before it. The rules are in {@code docs/reading.md}.
 */
final class EntryAssembler {

    /** A line of this many cells or fewer, and nothing else, is taken for a row of a grid. */
    private static final int MAX_ROW_CELLS = 40;
    private static final String A_CELL = "a digit 1-9, or '.', '0' or '_' for an empty cell";
    private static final String EXPECTED_CELL = "expected " + A_CELL;

    private final LineSource lines;
    /** Label lines since the last entry. */
    private final PendingLabels labels = new PendingLabels();
    /** Rule and cage lines since the last entry, for the puzzle that follows them (the KILLER and RULES forms). */
    private final PendingRules cageLines;

    /** The grid in progress: rows read so far (0 when none), its cells, first line, label and first error. */
    private int gridRows;
    private final byte[] gridCells = new byte[Board.CELLS];
    private int gridLine;
    private String gridLabel;
    private PendingRules.Taken gridCages = PendingRules.Taken.NONE;
    private BoardFormatException gridError;
    /** Rows of the grid in progress read as rows of cells, and the first that was not (null when none). */
    private int gridCleanRows;
    private BoardFormatException gridDamage;

    /** An entry read in the same line that ended a grid in progress; returned right after that grid. */
    private PuzzleEntry queued;

    /** The layout of every puzzle; for any but the classic one, the text of the grid in progress. */
    private final Layout layout;
    private final StringBuilder gridText = new StringBuilder();

    EntryAssembler(LineSource lines, Layout layout) {
        this.lines = lines;
        this.layout = layout;
        this.cageLines = new PendingRules(layout);
    }

    /** The next entry, reading lines as far as it needs; null at the end of the source. */
    PuzzleEntry next() throws IOException {
        if (queued != null) {
            PuzzleEntry entry = queued;
            queued = null;
            return entry;
        }
        while (lines.next()) {
            PuzzleEntry entry = readEntryFromLine();
            if (entry != null) {
                return entry;
            }
        }
        if (gridRows > 0) {
            return endGridEarly();
        }
        return cageLines.isEmpty() ? null : cagesWithoutPuzzle();
    }

    /** Classifies the current line; returns an entry it completes, or null when it only adds to one. */
    private PuzzleEntry readEntryFromLine() {
        String line = lines.line();
        String stripped = PuzzleText.strip(line);
        if (stripped.isEmpty()) {
            return null;
        }
        boolean comment = PuzzleText.isComment(stripped);
        // Before rule lines: an f-puzzles JSON line has colons, an ISS line cell names.
        SudokuPadLine.Found sudokuPad = comment ? null : SudokuPadLine.find(line);
        FPuzzlesLine.Found fpuzzles = comment || sudokuPad != null ? null : FPuzzlesLine.find(line);
        IssText.Found iss = comment || fpuzzles != null || sudokuPad != null ? null : IssText.find(line);
        boolean variant = fpuzzles != null || iss != null || sudokuPad != null;
        if (lines.lineLength() > (variant ? PuzzleReader.MAX_VARIANT_LINE_LENGTH : PuzzleReader.MAX_LINE_LENGTH)) {
            return overlongLine(variant);
        }
        if (comment) {
            return label(stripped);
        }
        if (variant) {
            takeBackDamagedLines();
            return afterGrid(variantLine(line, sudokuPad, fpuzzles, iss));
        }
        if (RuleText.isRuleLine(line)) {
            return cageLine(line);
        }
        // Killers before ordinary puzzles: a solution's 81 digits written after a killer stay in its label.
        boolean classic = layout == Layout.classic();
        KillerLines.Found killer = KillerLines.find(classic ? line : PuzzleText.splitComment(line).cells());
        if (killer != null) {
            takeBackDamagedLines();
            return afterGrid(killerLine(line, killer));
        }
        if (!classic) {
            return layoutLine(line, stripped);
        }
        int start = PuzzleText.delimitedRunOfCells(line);
        if (start >= 0) {
            takeBackDamagedLines();
            return afterGrid(linePuzzle(line, start));
        }

        LineCount count = LineCount.of(line, Board.SIZE);
        if (count.isFrame()) {
            return null;
        }
        if (count.isLabel()) {
            return labelOrLink(line, stripped);
        }
        int cells = count.cells();
        int wideField = PuzzleText.firstWideField(line);
        BoardFormatException error = null;
        if (count.hasStray()) {
            error = strayError(line, count.firstStray());
        } else if (wideField >= 0) {
            error = wideFieldError(line, wideField);
        }
        if (error != null) {
            if (count.cells() <= MAX_ROW_CELLS && isDamagedCageBlockLine(line)) {
                return damagedCageBlockLine(error);
            }
            // Among a killer's cage lines, a damaged line with no more cells than a row is held as one, so that a
            // cage line after it can take it back into the killer (cageLine) instead of the killer being split.
            if (count.cells() + count.rules() + count.others() <= MAX_ROW_CELLS
                    || inKiller() && count.cells() <= MAX_ROW_CELLS) {
                return gridRow(line, error);
            }
            takeBackDamagedLines();
            return afterGrid(malformed(lines.lineNumber(), labels.take(""), error));
        }
        if (cells == Board.CELLS) {
            Board spaced = classicBoard(PuzzleText.cellsOf(line, 0, line.length()));
            takeBackDamagedLines();
            return afterGrid(entry(lines.lineNumber(), labels.take(""), spaced));
        }
        if (cells <= MAX_ROW_CELLS) {
            return gridRow(line, cells == Board.SIZE ? null : new BoardFormatException(
                    "found " + GridText.count(cells, "cell") + ", expected 9 in a grid row", lines.lineNumber(),
                    0));
        }
        takeBackDamagedLines();
        return afterGrid(malformed(lines.lineNumber(), labels.take(""), new BoardFormatException(
                "found " + cells + " cells, expected 81", lines.lineNumber(), 0)));
    }

    /** The error entry of a line longer than the reader reads (the variant bound for a variant line), past it. */
    private PuzzleEntry overlongLine(boolean variant) {
        int readLength = variant ? PuzzleReader.MAX_VARIANT_LINE_LENGTH : PuzzleReader.MAX_LINE_LENGTH;
        takeBackDamagedLines();
        return afterGrid(malformed(lines.lineNumber(), labels.take(""), new BoardFormatException(
                "the line is " + lines.lineLength() + " characters long, more than the " + readLength + " read of "
                        + (variant ? "a line with an f-puzzles or Interactive Sudoku Solver puzzle"
                        : "any line without an f-puzzles or Interactive Sudoku Solver puzzle") + "; the rest was"
                        + " skipped", lines.lineNumber(), readLength + 1)));
    }

    /** The error of a line of cells with a character that is neither a cell nor a separator: its first such. */
    private BoardFormatException strayError(String line, LineCount.Stray stray) {
        int c = line.codePointAt(stray.index());
        String problem;
        if (stray.cellsBefore() == Board.CELLS) {
            problem = "found " + BoardFormatException.describe(c) + " right after the 81st cell, expected the end of"
                    + " the line or a blank, '#', ';' or ',' before the text that follows";
        } else if (PuzzleText.isReaderRule(c)) {
            problem = "found " + BoardFormatException.describe(c) + " on a line with cells, " + EXPECTED_CELL
                    + " ('-', '+' and '*' belong on frame lines)";
        } else {
            problem = "found " + BoardFormatException.describe(c) + ", " + EXPECTED_CELL;
        }
        return new BoardFormatException(problem, lines.lineNumber(), PuzzleText.column(line, stray.index()));
    }

    /**
     * The error of a field of several cells, at {@code wideField}, on a line with commas: one cell was expected; but
     * the line's first field, when it is mostly cells, is the puzzle column of a CSV line that has no whole
     * solution column either ({@code <80 cells>,<80 cells>}), and is named as such.
     */
    private BoardFormatException wideFieldError(String line, int wideField) {
        int end = PuzzleColumns.endOfField(line, wideField);
        if (PuzzleText.strip(line.substring(0, wideField)).isEmpty()
                && PuzzleColumns.isMostlyCells(line, wideField, end)) {
            return PuzzleColumns.damagedColumn(line, lines.lineNumber(), wideField, end, "puzzle", A_CELL);
        }
        String field = line.substring(wideField, PuzzleText.endOfCells(line, wideField));
        return new BoardFormatException("found '" + field + "' between commas, expected one cell: " + A_CELL,
                lines.lineNumber(), PuzzleText.column(line, wideField));
    }

    /** A line of 81 cells with an optional solution column and the text around them. */
    private PuzzleEntry linePuzzle(String line, int start) {
        int end = start + Board.CELLS;
        PuzzleColumns.Span damagedPuzzle = PuzzleColumns.damagedPuzzleColumn(line, start);
        if (damagedPuzzle != null) {
            // Those 81 cells are the solution of a damaged puzzle: solving them would answer a question not asked.
            return malformed(lines.lineNumber(), labels.take(PuzzleColumns.ownLabel(line, damagedPuzzle.from(), end)),
                    PuzzleColumns.damagedColumn(line, lines.lineNumber(), damagedPuzzle.from(), damagedPuzzle.to(),
                            "puzzle", A_CELL));
        }
        Board puzzle = classicBoard(PuzzleText.cellsOf(line, start, end));
        Board solution = null;
        BoardFormatException error = null;
        int solutionStart = PuzzleText.solutionColumn(line, end);
        if (solutionStart >= 0) {
            solution = classicBoard(PuzzleText.cellsOf(line, solutionStart, solutionStart + Board.CELLS));
            error = PuzzleColumns.solutionProblem(line, lines.lineNumber(), puzzle, solution, solutionStart);
            end = solutionStart + Board.CELLS;
        } else {
            int damaged = PuzzleColumns.damagedSolutionColumn(line, end);
            if (damaged >= 0) {
                error = PuzzleColumns.damagedSolution(line, lines.lineNumber(), end, damaged);
                end = PuzzleColumns.endOfField(line, damaged);
            }
        }
        String label = labels.take(PuzzleColumns.ownLabel(line, start, end));
        if (error != null) {
            return malformed(lines.lineNumber(), label, error);
        }
        int solutionAt = solutionStart;
        return cageLines.take().entry(lines.lineNumber(), label, puzzle, solution,
                cell -> PuzzleText.column(line, solutionAt + cell));
    }

    /**
     * A puzzle of the f-puzzles form or of the Interactive Sudoku Solver's text, on its own grid (not the reader's
     * layout): the text before it, and the f-puzzles title, are its label; an error names the line and the column
     * where the puzzle's text starts. Cage lines before it are an error: such a puzzle carries its own cages.
     */
    private PuzzleEntry variantLine(String line, SudokuPadLine.Found sudokuPad, FPuzzlesLine.Found fpuzzles,
            IssText.Found iss) {
        int start = sudokuPad != null ? sudokuPad.start() - sudokuPad.prefix().length()
                : fpuzzles != null ? fpuzzles.start() : iss.start();
        String before = PuzzleText.strip(line.substring(0, start - 1));
        if (sudokuPad != null || fpuzzles != null && !fpuzzles.json()) { // the link's address is no label
            int word = Math.max(before.lastIndexOf(' '), before.lastIndexOf('\t'));
            String last = before.substring(word + 1);
            boolean attached = !before.isEmpty() && !Character.isWhitespace(line.charAt(start - 2));
            if (attached || last.contains("://") || last.contains(".app") || last.contains(".com")) {
                before = PuzzleText.strip(before.substring(0, word + 1));
            }
        }
        String what = sudokuPad != null ? "SudokuPad" : fpuzzles != null ? "f-puzzles" : "Interactive Sudoku Solver";
        int column = PuzzleText.column(line, start - 1);
        VariantPuzzle puzzle;
        Board board;
        Board solution;
        try {
            puzzle = sudokuPad != null ? SudokuPadText.read(sudokuPad) : fpuzzles != null
                    ? FPuzzlesText.read(fpuzzles) : IssText.read(iss);
            board = puzzle.board(puzzle.layout());
            solution = puzzle.solutionOf(board);
        } catch (VariantPuzzle.Refusal e) {
            return malformed(lines.lineNumber(), labels.take(before), new BoardFormatException(e.getMessage()
                    + " (in the " + what + " puzzle)", lines.lineNumber(), column));
        }
        String own = puzzle.title().isEmpty() ? before : before.isEmpty() ? puzzle.title()
                : before + "\n" + puzzle.title();
        String label = labels.take(own);
        PendingRules.Taken cages = cageLines.take();
        if (!cages.isEmpty()) {
            return cages.malformed(lines.lineNumber(), label, new BoardFormatException("found "
                    + (cages.onlyCages() ? "cage" : "rule") + " lines before a puzzle of the " + what + " form,"
                    + " which carries its own rules", lines.lineNumber(), column));
        }
        return PuzzleEntry.of(lines.lineNumber(), label, board, solution, puzzle.cosmetics(),
                new PuzzleEntry.Details(puzzle.title(), puzzle.author(), puzzle.rulesText(),
                        puzzle.warnings()));
    }

    /** A killer in one of the one-line notations of {@link KillerLines}, with the text around it as its label. */
    private PuzzleEntry killerLine(String line, KillerLines.Found found) {
        String label = labels.take(PuzzleColumns.ownLabel(line, found.start(), found.end()));
        Board board;
        try {
            board = KillerBoards.read(found, line, lines.lineNumber(), layout);
        } catch (BoardFormatException e) {
            return malformed(lines.lineNumber(), label, e);
        }
        return entry(lines.lineNumber(), label, board);
    }

    /**
     * A cage line of the KILLER form: it ends a grid in progress, as a label does, and waits for its puzzle. A grid
     * in progress none of whose lines was a row of cells was no grid but damaged lines among (or just before) the
     * killer's cage lines: they go back into the killer, whose entry is then their error, so that one bad line never
     * splits a killer into an error and a second killer made of the cage lines after it.
     */
    private PuzzleEntry cageLine(String line) {
        PuzzleEntry cutShort = null;
        if (gridRows > 0 && gridCleanRows == 0) {
            takeGridBackIntoKiller();
        } else if (gridRows > 0) {
            cutShort = endGridEarly();
        }
        cageLines.add(line, lines.lineNumber());
        return cutShort;
    }

    /**
     * Before a line that is neither a row of a grid nor a cage line (a puzzle, a label): a grid in progress that
     * holds a killer's cage lines and no row of cells was damaged lines of that killer, which the line follows (its
     * givens, or a label among its lines); they go back into the killer, so that the givens make its one entry.
     */
    private void takeBackDamagedLines() {
        if (gridRows > 0 && gridCleanRows == 0 && !gridCages.isEmpty()) {
            takeGridBackIntoKiller();
        }
    }

    /**
     * Whether a damaged line (of at most 40 cells: more would be the killer's givens, damaged, such as
     * {@code 12: <80 cells>}) is one of a killer's cage block rather than a row of its givens: it has a colon, as
     * every cage line has and no row of cells, and cage lines wait for it (or a grid in progress of damaged lines
     * only holds them).
     */
    private boolean isDamagedCageBlockLine(String line) {
        return line.indexOf(':') >= 0 && (gridRows == 0 ? !cageLines.isEmpty()
                : gridCleanRows == 0 && !gridCages.isEmpty());
    }

    /** A damaged line among cage lines, kept with them as their error: the killer's entry will be that error. */
    private PuzzleEntry damagedCageBlockLine(BoardFormatException lineError) {
        takeBackDamagedLines();
        cageLines.addDamaged(amongCageLines(lineError, cageLines.onlyCages()));
        return null;
    }

    /**
     * The error of a damaged line among a killer's cage lines (or a puzzle's rule lines, when they are not only
     * cages), at the place its own error names.
     */
    private static BoardFormatException amongCageLines(BoardFormatException lineError, boolean onlyCages) {
        String among = onlyCages
                ? "a killer's cage lines that is neither a cage line (such as \"cage 10: r1c1 r1c2\")"
                : "a puzzle's rule lines that is neither a rule line (such as \"thermometer: r1c1 r1c2\")";
        return new BoardFormatException("found a line among " + among + " nor a row of its givens: "
                + lineError.problem(), lineError.line(), lineError.column());
    }

    /** Whether the line read stands among a killer's cage lines: some wait, or the grid in progress holds some. */
    private boolean inKiller() {
        return !cageLines.isEmpty() || gridRows > 0 && !gridCages.isEmpty();
    }

    /** The damaged lines of a grid in progress, put back among the cage lines they stood with, with their label. */
    private void takeGridBackIntoKiller() {
        cageLines.putBack(gridCages, gridLine, gridRows, amongCageLines(gridDamage, gridCages.onlyCages()));
        if (!gridLabel.isEmpty()) {
            labels.add(gridLabel);
        }
        gridRows = 0;
    }

    /** The error entry of cage lines that no puzzle follows: the end of the input came first. */
    private PuzzleEntry cagesWithoutPuzzle() {
        int count = cageLines.count();
        PendingRules.Taken cages = cageLines.take();
        String whose = cages.onlyCages() ? " killer's givens after its cages" : " puzzle's givens after its rules";
        return cages.malformed(cages.firstLine(), labels.take(""), new BoardFormatException("found " + count + " "
                + cages.noun() + " and then the end of the input, expected the" + whose
                + " (a line or a grid of cells, '.' for an empty cell)",
                cages.firstLine(), 0));
    }

    /** The entry of a board read from line {@code line}, with the cage lines waiting before it. */
    private PuzzleEntry entry(int line, String label, Board board) {
        return cageLines.take().entry(line, label, board, null, null);
    }

    /** An error entry for line {@code line}; cage lines before it are part of it, and it starts at the first. */
    private PuzzleEntry malformed(int line, String label, BoardFormatException error) {
        return cageLines.take().malformed(line, label, error);
    }

    private PuzzleEntry gridRow(String line, BoardFormatException rowError) {
        if (gridRows == 0) {
            gridLine = lines.lineNumber();
            gridLabel = labels.take("");
            gridCages = cageLines.take();
            gridError = null;
            gridCleanRows = 0;
            gridDamage = null;
        }
        if (rowError != null) {
            if (gridError == null) {
                gridError = rowError;
                gridDamage = rowError;
            }
        } else {
            gridCleanRows++;
            System.arraycopy(PuzzleText.cellsOf(line, 0, line.length()), 0, gridCells, gridRows * Board.SIZE,
                    Board.SIZE);
        }
        gridRows++;
        if (gridRows < Board.SIZE) {
            return null;
        }
        gridRows = 0;
        return gridError != null ? gridCages.malformed(gridLine, gridLabel, gridError)
                : gridCages.entry(gridLine, gridLabel, classicBoard(gridCells),
                        null, null);
    }

    /**
     * A line of a file of another layout: a label by the rule of the classic layout; a whole puzzle when it holds
     * at least half the cells (ending a grid in progress, as on the classic layout); else a row of a grid, which is
     * parsed by {@link Board#parse(Layout, CharSequence)} once it has {@code rows} rows.
     */
    private PuzzleEntry layoutLine(String line, String stripped) {
        PuzzleText.CellsAndComment split = PuzzleText.splitComment(line);
        String cells = split.cells();
        String own = split.comment();
        LineCount count = LineCount.of(cells, layout.size());
        if (count.isFrame()) {
            return null;
        }
        int half = layout.rows() * layout.columns() / 2;
        // A label, unless it holds a puzzle written on one line: "Puzzle one: 1.3.....2..4...." on 4x4 has words
        // enough to pass for a label, and would be lost; as a puzzle it is an error naming the words' column.
        if (count.isLabel() && PuzzleText.longestCellRun(cells, layout.size()) < half) {
            return labelOrLink(line, stripped);
        }
        if (PuzzleText.countCells(layout.size(), cells) >= half) {
            takeBackDamagedLines();
            return afterGrid(parsed(cells, lines.lineNumber(), labels.take(own), cageLines.take()));
        }
        if (gridRows == 0) {
            gridLine = lines.lineNumber();
            gridLabel = labels.take(own);
            gridCages = cageLines.take();
            gridError = null;
            gridText.setLength(0);
            gridCleanRows = 0;
            gridDamage = null;
        }
        if (!count.hasStray()) {
            gridCleanRows++;
        } else if (gridDamage == null) {
            int at = count.firstStray().index();
            gridDamage = new BoardFormatException("found " + BoardFormatException.describe(cells.codePointAt(at)),
                    lines.lineNumber(), PuzzleText.column(cells, at));
        }
        // Lines skipped inside the grid are kept as blank lines, so the parser's line numbers map back to the file.
        while (gridLine + PuzzleText.lineCount(gridText) < lines.lineNumber()) {
            gridText.append('\n');
        }
        gridText.append(cells).append('\n');
        gridRows++;
        if (gridRows < layout.rows()) {
            return null;
        }
        gridRows = 0;
        return parsed(gridText, gridLine, gridLabel, gridCages);
    }

    /** The entry of a board of the reader's layout written from line {@code first} on, after these cage lines. */
    private PuzzleEntry parsed(CharSequence cells, int first, String label, PendingRules.Taken cages) {
        Board board;
        try {
            board = Board.parse(layout, cells);
        } catch (BoardFormatException e) {
            int line = e.line() == 0 ? first : first + e.line() - 1;
            return cages.malformed(first, label, new BoardFormatException(e.problem(), line, e.column()));
        }
        return cages.entry(first, label, board, null, null);
    }

    /** Returns {@code entry}, after the error entry of a grid it cuts short. */
    private PuzzleEntry afterGrid(PuzzleEntry entry) {
        if (gridRows == 0) {
            return entry;
        }
        queued = entry;
        return endGridEarly();
    }

    /**
     * A line that holds no puzzle: a label, unless it holds a link to a puzzle kept elsewhere (an f-puzzles link by
     * id, a SudokuPad short link or one in SudokuPad's own format), which is an error entry naming the link, with
     * the text before it as its label.
     */
    private PuzzleEntry labelOrLink(String line, String stripped) {
        FPuzzlesLine.Unreadable link = FPuzzlesLine.unreadableLink(line);
        if (link == null) {
            return label(stripped);
        }
        takeBackDamagedLines();
        String before = PuzzleText.strip(line.substring(0, link.start() - 1));
        return afterGrid(malformed(lines.lineNumber(), labels.take(before), new BoardFormatException(link.problem(),
                lines.lineNumber(), PuzzleText.column(line, link.start() - 1))));
    }

    private PuzzleEntry label(String line) {
        takeBackDamagedLines();
        PuzzleEntry cutShort = gridRows > 0 ? endGridEarly() : null;
        labels.add(line);
        return cutShort;
    }

    private PuzzleEntry endGridEarly() {
        BoardFormatException error = gridError != null ? gridError : new BoardFormatException(
                "found " + GridText.count(gridRows, "row") + " of a grid, expected " + layout.rows(), gridLine,
                0);
        gridRows = 0;
        return gridCages.malformed(gridLine, gridLabel, error);
    }

    /** The classic board of the 81 cells the scan read, each 0..9. */
    private static Board classicBoard(byte[] cells) {
        int[][] rows = new int[Board.SIZE][Board.SIZE];
        for (int cell = 0; cell < Board.CELLS; cell++) {
            rows[cell / Board.SIZE][cell % Board.SIZE] = cells[cell];
        }
        return Board.of(rows);
    }
}
