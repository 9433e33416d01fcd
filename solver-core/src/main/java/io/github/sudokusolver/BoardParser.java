package io.github.sudokusolver;

/**
 * Reads the text layouts of {@link Board#parse(CharSequence)}. Every character is either a cell, ignorable
 * (whitespace or grid decoration) or an error; then the lines that hold cells must form one line of 81 or nine lines
 * of 9. Checking the shape per line lets an error name the line that is short, instead of a silent shift.
 */
final class BoardParser {

    private static final String EXPECTED_CHARACTER =
            "expected a digit 1-9, '0' or '.' for an empty cell, whitespace or grid decoration (| - +)";

    private BoardParser() {
    }

    static byte[] parse(CharSequence text) {
        if (text.toString().indexOf(',') >= 0) {
            return parse(Layout.classic(), text); // numbers separated by commas, as on every other layout
        }
        byte[] cells = new byte[Board.CELLS];
        int cellCount = 0;
        int cellLines = 0;
        int firstCellLine = 0;
        int firstCellLineCount = 0;

        int line = 1;
        int column = 0;
        int cellsInLine = 0;
        // The first - or + of the line and its column: an error once a cell follows on the line.
        int rule = 0;
        int ruleColumn = 0;
        int length = text.length();
        for (int i = 0; i <= length; i++) {
            int c = i < length ? Character.codePointAt(text, i) : '\n';
            if (Character.isSupplementaryCodePoint(c)) {
                i++; // one column for the pair
            }
            boolean endOfLine = c == '\n' || c == '\r';
            if (endOfLine) {
                if (cellsInLine > 0) {
                    cellLines++;
                    if (cellLines == 1) {
                        firstCellLine = line;
                        firstCellLineCount = cellsInLine;
                    } else {
                        checkGridRow(firstCellLine, firstCellLineCount, line, cellsInLine, cellLines);
                    }
                }
                if (c == '\r' && i + 1 < length && text.charAt(i + 1) == '\n') {
                    i++;
                }
                line++;
                column = 0;
                cellsInLine = 0;
                ruleColumn = 0;
                continue;
            }
            column++;
            int digit = cellValue(c);
            if (digit < 0) {
                if (isRule(c)) {
                    if (cellsInLine > 0) {
                        throw ruleAmongCells(c, line, column, false);
                    }
                    if (ruleColumn == 0) {
                        rule = c;
                        ruleColumn = column;
                    }
                    continue;
                }
                if (isSeparator(c)) {
                    continue;
                }
                throw new BoardFormatException("found " + BoardFormatException.describe(c) + ", " + EXPECTED_CHARACTER, line, column);
            }
            if (ruleColumn > 0) {
                throw ruleAmongCells(rule, line, ruleColumn, false);
            }
            if (cellCount < Board.CELLS) {
                cells[cellCount] = (byte) digit;
            }
            cellCount++;
            cellsInLine++;
        }

        if (cellCount == 0) {
            throw new BoardFormatException("found no cells, expected 81", 0, 0);
        }
        if (cellLines == 1 && cellCount != Board.CELLS) {
            throw new BoardFormatException("found " + cellCount + " cells, expected 81", firstCellLine, 0);
        }
        if (cellLines > 1 && cellLines != Board.SIZE) {
            throw new BoardFormatException("found " + cellLines + " rows of 9 cells, expected 9 rows", 0, 0);
        }
        return cells;
    }

    /**
     * Reads a board of a layout other than the classic one (see {@link Board#parse(Layout, CharSequence)}): cells as
     * single characters or as separated numbers, one line of every position or one line per row.
     */
    static byte[] parse(Layout layout, CharSequence text) {
        boolean numbers = isNumeric(layout, text);
        int rows = layout.rows();
        int columns = layout.columns();
        int positions = rows * columns;
        byte[] cells = new byte[positions];
        int[] lineOf = new int[positions];
        int[] columnOf = new int[positions];
        int cellCount = 0;
        int cellLines = 0;
        int firstCellLine = 0;
        int firstCellLineCount = 0;
        int line = 1;
        int column = 0;
        int cellsInLine = 0;
        int rule = 0;
        int ruleColumn = 0;
        int length = text.length();
        for (int i = 0; i <= length; i++) {
            int c = i < length ? Character.codePointAt(text, i) : '\n';
            if (Character.isSupplementaryCodePoint(c)) {
                i++;
            }
            if (c == '\n' || c == '\r') {
                if (cellsInLine > 0) {
                    cellLines++;
                    if (cellLines == 1) {
                        firstCellLine = line;
                        firstCellLineCount = cellsInLine;
                    } else {
                        checkRow(layout, firstCellLine, firstCellLineCount, line, cellsInLine, cellLines);
                    }
                }
                if (c == '\r' && i + 1 < length && text.charAt(i + 1) == '\n') {
                    i++;
                }
                line++;
                column = 0;
                cellsInLine = 0;
                ruleColumn = 0;
                continue;
            }
            column++;
            int start = column;
            int value;
            if (numbers && c >= '0' && c <= '9') {
                value = c - '0';
                while (i + 1 < length && text.charAt(i + 1) >= '0' && text.charAt(i + 1) <= '9') {
                    value = Math.min(value * 10 + text.charAt(++i) - '0', 1000);
                    column++;
                }
            } else {
                value = numbers ? -1 : layout.size() > 9 ? symbolValue(c) : cellValue(c);
            }
            if (value < 0) {
                if (isRule(c)) {
                    if (cellsInLine > 0) {
                        throw ruleAmongCells(c, line, column, numbers);
                    }
                    if (ruleColumn == 0) {
                        rule = c;
                        ruleColumn = column;
                    }
                    continue;
                }
                if (isSeparator(c) || numbers && c == ',') {
                    continue;
                }
                throw new BoardFormatException("found " + BoardFormatException.describe(c) + ", expected "
                        + (numbers ? "a number 0-" + layout.size() + " (0 for an empty cell), a comma or whitespace"
                                : symbolRange(layout.size())
                                        + ", '0' or '.' for an empty cell, whitespace or grid decoration (| - +)"),
                        line, column);
            }
            if (ruleColumn > 0) {
                throw ruleAmongCells(rule, line, ruleColumn, numbers);
            }
            if (value > layout.size()) {
                throw new BoardFormatException("found " + (numbers ? Integer.toString(value) : BoardFormatException.describe(c))
                        + " (" + value + "), expected at most " + layout.size() + " on the " + layout + " grid",
                        line, start);
            }
            if (cellCount < positions) {
                cells[cellCount] = (byte) value;
                lineOf[cellCount] = line;
                columnOf[cellCount] = start;
            }
            cellCount++;
            cellsInLine++;
        }
        if (cellCount == 0) {
            throw new BoardFormatException("found no cells, expected " + positions, 0, 0);
        }
        if (cellLines == 1 && cellCount != positions) {
            throw new BoardFormatException("found " + cellCount + " cells, expected " + positions, firstCellLine, 0);
        }
        if (cellLines > 1 && cellLines != rows) {
            throw new BoardFormatException("found " + cellLines + " rows of " + columns + " cells, expected " + rows
                    + " rows", 0, 0);
        }
        for (int position = 0; position < positions; position++) {
            if (cells[position] != 0 && !layout.isCellAt(position)) {
                Cell hole = new Cell(position / columns, position % columns);
                throw new BoardFormatException("found " + cells[position] + " in a hole of the " + layout
                        + " grid at " + hole.name() + ", expected an empty cell", lineOf[position], columnOf[position]);
            }
        }
        return cells;
    }

    /**
     * How many cells a line of a layout's text holds, read as {@link #parse(Layout, CharSequence)} would read it,
     * counting characters that are not cells as cells too: the reader's measure of whether a line is a whole puzzle
     * or a row of a grid, before the parser says what is wrong with it.
     */
    static int countCells(Layout layout, CharSequence line) {
        if (isNumeric(layout, line)) {
            int count = 0;
            for (String token : line.toString().split("[\\s,|+-]+")) {
                count += token.isEmpty() ? 0 : 1;
            }
            return count;
        }
        return (int) line.codePoints()
                .filter(c -> !isSeparator(c) && !isRule(c))
                .count();
    }

    /** Whitespace and the box decoration {@code |}: never a cell, allowed between cells. */
    private static boolean isSeparator(int c) {
        return Character.isWhitespace(c) || c == '|';
    }

    /**
     * The box decoration {@code -} and {@code +}: allowed on frame lines only, since among cells it would be a minus
     * or plus sign, or a mark for an empty cell, and skipping it could shift the cells.
     */
    private static boolean isRule(int c) {
        return c == '-' || c == '+';
    }

    private static BoardFormatException ruleAmongCells(int c, int line, int column, boolean numbers) {
        return new BoardFormatException("found " + BoardFormatException.describe(c) + " on a line with cells, expected "
                + (numbers ? "a comma, whitespace or '|'" : "whitespace or '|'")
                + " between cells ('-' and '+' belong on frame lines)", line, column);
    }

    /** The symbols of the digits of a layout, for messages: "a digit 1-6", "a digit 1-9 or a letter A-G". */
    private static String symbolRange(int size) {
        return size <= 9 ? "a digit 1-" + size : "a digit 1-9 or a letter A-" + BoardFormat.symbol(size);
    }

    /**
     * Whether the cells are written as numbers: a comma says so, and so does, above 9 digits, a two-digit token
     * among whitespace-separated tokens of at most two characters.
     */
    private static boolean isNumeric(Layout layout, CharSequence text) {
        String all = text.toString();
        if (all.indexOf(',') >= 0) {
            return true;
        }
        if (layout.size() <= 9) {
            return false;
        }
        boolean twoDigits = false;
        for (String token : all.split("[\\s|+-]+")) {
            if (token.length() > 2) {
                return false;
            }
            if (token.length() == 2) {
                if (!Character.isDigit(token.charAt(0)) || !Character.isDigit(token.charAt(1))) {
                    return false;
                }
                twoDigits = true;
            }
        }
        return twoDigits;
    }

    /** A row of a multi-line grid of another layout must hold one cell per column. */
    private static void checkRow(Layout layout, int firstLine, int firstCount, int line, int count, int rowNumber) {
        int columns = layout.columns();
        if (rowNumber == 2 && firstCount != columns) {
            throw new BoardFormatException("found " + firstCount + " cells, expected " + columns + " in a grid row"
                    + " (or " + layout.rows() * columns + " on a single line)", firstLine, 0);
        }
        if (count != columns) {
            throw new BoardFormatException("found " + count + " cells, expected " + columns + " in a grid row",
                    line, 0);
        }
        if (rowNumber > layout.rows()) {
            throw new BoardFormatException("found row " + rowNumber + " of cells, expected " + layout.rows()
                    + " rows", line, 0);
        }
    }

    /** The cell a single character stands for: 0 empty, 1-9, then A-Z (either case) for 10-35; -1 otherwise. */
    static int symbolValue(int c) {
        if (c >= 'A' && c <= 'Z') {
            return c - 'A' + 10;
        }
        if (c >= 'a' && c <= 'z') {
            return c - 'a' + 10;
        }
        return cellValue(c);
    }

    /** Once a second line with cells appears, the text is a 9-line grid: every line with cells must hold 9. */
    private static void checkGridRow(int firstLine, int firstCount, int line, int count, int rowNumber) {
        if (rowNumber == 2 && firstCount != Board.SIZE) {
            throw new BoardFormatException("found " + firstCount + " cells, expected 9 in a grid row"
                    + " (or 81 on a single line)", firstLine, 0);
        }
        if (count != Board.SIZE) {
            throw new BoardFormatException("found " + count + " cells, expected 9 in a grid row", line, 0);
        }
        if (rowNumber > Board.SIZE) {
            throw new BoardFormatException("found a 10th row of cells, expected 9 rows", line, 0);
        }
    }

    /** The cell a character stands for: 0 for empty, 1..9 for a digit, -1 if it is not a cell. */
    static int cellValue(int c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        return c == '.' ? 0 : -1;
    }

}
