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
        byte[] cells = new byte[Board.CELLS];
        int cellCount = 0;
        int cellLines = 0;
        int firstCellLine = 0;
        int firstCellLineCount = 0;

        int line = 1;
        int column = 0;
        int cellsInLine = 0;
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
                continue;
            }
            column++;
            int digit = cellValue(c);
            if (digit < 0) {
                if (Character.isWhitespace(c) || c == '|' || c == '-' || c == '+') {
                    continue;
                }
                throw new BoardFormatException("found " + describe(c) + ", " + EXPECTED_CHARACTER, line, column);
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

    /**
     * Quotes a character so that a message shows it whatever it is: a visible one in quotes, an invisible,
     * non-printing or non-ASCII-range one by its code point ({@code U+00A0}, {@code U+1F600}).
     */
    static String describe(int c) {
        if (c == 0xFFFD) {
            return "U+FFFD (the replacement character: bytes that are not UTF-8 in the input)";
        }
        boolean visible = !Character.isISOControl(c) && !Character.isSpaceChar(c) && Character.isDefined(c)
                && !Character.isSurrogate((char) c) && !Character.isSupplementaryCodePoint(c)
                && Character.getType(c) != Character.FORMAT;
        return visible ? "'" + Character.toString(c) + "'" : String.format("U+%04X", c);
    }
}
