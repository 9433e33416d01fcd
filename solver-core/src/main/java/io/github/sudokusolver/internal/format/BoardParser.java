package io.github.sudokusolver.internal.format;

/**
 * Reads the text layouts of {@code Board.parse(CharSequence)} and {@code Board.parse(Layout, CharSequence)} into the
 * digit at each grid position. {@link PuzzleText} says which characters are cells; this class checks the shape they
 * form: one line of every position, or one line per row. Checking the shape per line lets an error name the line
 * that is short, instead of a silent shift.
 */
public final class BoardParser {

    private BoardParser() {
    }

    /**
     * The classic grid: one character a cell, or, if there is a comma, numbers as on every other layout.
     *
     * @param classic the classic grid's shape
     * @param text the board
     * @return the digit at each grid position, 0 for empty
     * @throws TextException if the text is not a board of the grid, naming the line and column
     */
    public static byte[] parseClassic(GridShape classic, CharSequence text) {
        if (text.toString().indexOf(',') >= 0) {
            return parse(classic, text);
        }
        return read(classic, text, PuzzleText.CellForm.CHARACTERS, ExtraRow.ORDINAL);
    }

    /**
     * Reads a board of a layout other than the classic one (see {@code Board.parse(Layout, CharSequence)}): cells as
     * single characters or as separated numbers, one line of every position or one line per row.
     *
     * @param grid the layout's shape
     * @param text the board
     * @return the digit at each grid position, 0 for empty (and for a hole)
     * @throws TextException if the text is not a board of the grid, naming the line and column
     */
    public static byte[] parse(GridShape grid, CharSequence text) {
        return read(grid, text, PuzzleText.formOf(grid.size(), text), ExtraRow.NUMBERED);
    }

    private static byte[] read(GridShape grid, CharSequence text, PuzzleText.CellForm form, ExtraRow extraRow) {
        Shape shape = new Shape(grid, extraRow);
        PuzzleText.scanBoard(grid, text, form, shape);
        return shape.cells();
    }

    /**
     * How the message names a row of cells beyond the last: "a 10th row" for {@link #parseClassic}'s one character a
     * cell, "row 10" when the layout's text is read as such (any other layout, or numbers on the classic).
     */
    private enum ExtraRow {
        ORDINAL, NUMBERED
    }

    /**
     * The cells as the scan finds them, and the check of their shape: once a second line with cells appears, the
     * text is a grid, and every line with cells must hold one row.
     */
    private static final class Shape implements PuzzleText.CellSink {

        private final GridShape grid;
        private final ExtraRow extraRow;
        private final int positions;
        private final byte[] cells;
        /** Where each cell was written, for the message about a digit in a hole. */
        private final int[] lineOf;
        private final int[] columnOf;
        private int cellCount;
        private int cellLines;
        private int firstCellLine;
        private int firstCellLineCount;

        Shape(GridShape grid, ExtraRow extraRow) {
            this.grid = grid;
            this.extraRow = extraRow;
            this.positions = grid.rows() * grid.columns();
            this.cells = new byte[positions];
            this.lineOf = new int[positions];
            this.columnOf = new int[positions];
        }

        @Override
        public void cell(int value, int line, int column) {
            if (cellCount < positions) {
                cells[cellCount] = (byte) value;
                lineOf[cellCount] = line;
                columnOf[cellCount] = column;
            }
            cellCount++;
        }

        @Override
        public void endOfCellLine(int line, int count) {
            cellLines++;
            if (cellLines == 1) {
                firstCellLine = line;
                firstCellLineCount = count;
            } else {
                checkRow(line, count);
            }
        }

        /** A row of a multi-line grid must hold one cell per column, and there must be no more rows than the grid's. */
        private void checkRow(int line, int count) {
            int columns = grid.columns();
            if (cellLines == 2 && firstCellLineCount != columns) {
                throw new TextException("found " + GridText.count(firstCellLineCount, "cell")
                        + ", expected " + columns + " in a grid row (or " + positions + " on a single line)",
                        firstCellLine, 0);
            }
            if (count != columns) {
                throw new TextException("found " + GridText.count(count, "cell") + ", expected "
                        + columns + " in a grid row", line, 0);
            }
            if (cellLines > grid.rows()) {
                String row = extraRow == ExtraRow.ORDINAL ? "a " + cellLines + "th row" : "row " + cellLines;
                throw new TextException("found " + row + " of cells, expected " + grid.rows() + " rows",
                        line, 0);
            }
        }

        /** The cells, once the whole text is read: every position filled, and no digit in a hole. */
        public byte[] cells() {
            if (cellCount == 0) {
                throw new TextException("found no cells, expected " + positions, 0, 0);
            }
            if (cellLines == 1 && cellCount != positions) {
                throw new TextException("found " + GridText.count(cellCount, "cell") + ", expected "
                        + positions, firstCellLine, 0);
            }
            if (cellLines > 1 && cellLines != grid.rows()) {
                throw new TextException("found " + cellLines + " rows of " + grid.columns()
                        + " cells, expected " + grid.rows() + " rows", 0, 0);
            }
            for (int position = 0; position < positions; position++) {
                if (cells[position] != 0 && !grid.isCell()[position]) {
                    String hole = "r" + (position / grid.columns() + 1) + "c" + (position % grid.columns() + 1);
                    throw new TextException("found " + cells[position] + " in a hole of the " + grid.name()
                            + " grid at " + hole + ", expected an empty cell", lineOf[position],
                            columnOf[position]);
                }
            }
            return cells;
        }
    }
}
