package io.github.sudokusolver.internal.format;

import java.util.function.IntPredicate;
import java.util.stream.IntStream;

/**
 * The characters of puzzle text, classified in one place, and the scans that read them: a board's text for
 * {@link BoardParser} ({@code Board.parse}), a jigsaw picture for {@link JigsawPicture}, and the lines of a file for
 * {@code EntryAssembler} ({@code PuzzleReader}), whose count of a line's cells and words is {@code LineCount}'s.
 * Stateless.
 *
 * <p>Two sets of marks. The reader's adds to the board's, because it reads files that other programs wrote, with
 * their empty-cell marks and frames; the board's are what {@code Board.toGrid()} writes and a user types.
 * <ul>
 *   <li>Cells: {@code 1}-{@code 9}, then {@code A}-{@code Z} in either case for 10-35 on layouts of more digits.
 *       Empty: {@code 0} and {@code .}; the reader also takes {@code _}.</li>
 *   <li>Separators, allowed anywhere: whitespace and {@code |}, and commas between numbers. The reader also takes
 *       the other Unicode blanks, commas anywhere and the box-drawing block U+2500-U+257F.</li>
 *   <li>Rules, allowed on frame lines only (lines without cells): {@code -} and {@code +}; the reader also takes
 *       {@code *}. Among cells they would be a minus sign, a plus sign or a mark typed for an empty cell, so
 *       skipping them could shift the cells.</li>
 * </ul>
 * A jigsaw picture ignores separators and rules anywhere: its lines hold symbols, not cells. Columns count code
 * points, from 1.
 */
public final class PuzzleText {

    /** The digits written as one decimal digit; a layout of more digits writes 10 and up as letters. */
    private static final int DECIMAL_DIGITS = 9;
    /** The cells of the classic grid, the only one whose puzzles the reader finds inside other text. */
    private static final int CLASSIC_CELLS = 81;

    private PuzzleText() {
    }

    // ---- The board's marks: Board.parse and the jigsaw picture

    /** The cell a character stands for: 0 for empty, 1..9 for a digit, -1 if it is not a cell. */
    private static int cellValue(int c) {
        if (isDecimalDigit(c)) {
            return c - '0';
        }
        return c == '.' ? 0 : -1;
    }

    /** The cell a single character stands for: 0 empty, 1-9, then A-Z (either case) for 10-35; -1 otherwise. */
    private static int symbolValue(int c) {
        if (c >= 'A' && c <= 'Z') {
            return c - 'A' + 10;
        }
        if (c >= 'a' && c <= 'z') {
            return c - 'a' + 10;
        }
        return cellValue(c);
    }

    /** Whitespace and the box decoration {@code |}: never a cell, allowed between cells. */
    private static boolean isSeparator(int c) {
        return Character.isWhitespace(c) || c == '|';
    }

    /** The box decoration {@code -} and {@code +}: allowed on frame lines only. */
    private static boolean isRule(int c) {
        return c == '-' || c == '+';
    }

    /**
     * The code points of {@code line} that are not separators or rules: the cells of a board's line, written one
     * character a cell, and the symbols of a jigsaw picture's line.
     */
    public static IntStream withoutDecoration(CharSequence line) {
        return line.codePoints().filter(c -> !isSeparator(c) && !isRule(c));
    }

    /**
     * The lines of a jigsaw picture. They end at any line break of {@code \R}, which includes U+000B, U+000C,
     * U+0085, U+2028 and U+2029, where a board's lines end at {@code \n} and {@code \r} only.
     */
    public static String[] pictureLines(CharSequence picture) {
        return picture.toString().split("\\R", -1);
    }

    /**
     * Names a character as the library's error messages do: {@code 'x'} for a visible one, {@code U+0009} for a
     * control, blank or invisible one, and a note for U+FFFD (bytes that were not UTF-8); what
     * {@code BoardFormatException.describe} says.
     */
    public static String describe(int c) {
        if (c == 0xFFFD) {
            return "U+FFFD (the replacement character: bytes that are not UTF-8 in the input)";
        }
        boolean visible = !Character.isISOControl(c) && !Character.isSpaceChar(c) && Character.isDefined(c)
                && !Character.isSurrogate((char) c) && !Character.isSupplementaryCodePoint(c)
                && Character.getType(c) != Character.FORMAT;
        return visible ? "'" + Character.toString(c) + "'" : String.format("U+%04X", c);
    }

    private static boolean isDecimalDigit(int c) {
        return c >= '0' && c <= '9';
    }

    // ---- The reader's marks

    /** 0 for an empty cell, 1..9 for a digit, -1 for anything else; {@code _} is empty here, unlike Board.parse. */
    public static int readerCellValue(int c) {
        return c == '_' ? 0 : cellValue(c);
    }

    public static boolean isBlank(int c) {
        return Character.isWhitespace(c) || Character.isSpaceChar(c);
    }

    /** A frame character allowed anywhere, lines of cells too: {@code |} and the box-drawing block U+2500-U+257F. */
    private static boolean isBar(int c) {
        return c == '|' || (c >= 0x2500 && c <= 0x257F);
    }

    /** A frame character allowed only on lines without cells: {@link #isRule} and {@code *}. */
    public static boolean isReaderRule(int c) {
        return isRule(c) || c == '*';
    }

    /** Blanks, commas and {@link #isBar bars}: never a cell, allowed anywhere. */
    public static boolean isReaderSeparator(int c) {
        return isBlank(c) || c == ',' || isBar(c);
    }

    /** A character that stands for a cell in some text form of a layout of {@code size} digits. */
    public static boolean isCellSymbol(int c, int size) {
        if (readerCellValue(c) >= 0) {
            return true;
        }
        int value = symbolValue(c);
        return value > DECIMAL_DIGITS && value <= size;
    }

    // ---- A board's text, read strictly (Board.parse)

    /** How the cells of a board's text are written. */
    public enum CellForm {
        /** One character a cell. */
        CHARACTERS,
        /** Decimal numbers, separated by commas or whitespace; 0 for an empty cell. */
        NUMBERS;

        /** What a message expects where it found a character that has no place in the text. */
        public String expected(int size) {
            return this == NUMBERS ? "a number 0-" + size + " (0 for an empty cell), a comma or whitespace"
                    : symbolRange(size) + ", '0' or '.' for an empty cell, whitespace or grid decoration (| - +)";
        }

        /** What a message expects between cells, where it found a rule. */
        public String between() {
            return this == NUMBERS ? "a comma, whitespace or '|'" : "whitespace or '|'";
        }
    }

    /**
     * The form of a board's text: numbers if a comma says so, or, above nine digits, a two-digit token among
     * whitespace-separated tokens of at most two characters; else one character a cell.
     */
    public static CellForm formOf(int size, CharSequence text) {
        String all = text.toString();
        if (all.indexOf(',') >= 0) {
            return CellForm.NUMBERS;
        }
        if (size <= DECIMAL_DIGITS) {
            return CellForm.CHARACTERS;
        }
        boolean twoDigits = false;
        for (String token : all.split("[\\s|+-]+")) {
            if (token.length() > 2) {
                return CellForm.CHARACTERS;
            }
            if (token.length() == 2) {
                if (!Character.isDigit(token.charAt(0)) || !Character.isDigit(token.charAt(1))) {
                    return CellForm.CHARACTERS;
                }
                twoDigits = true;
            }
        }
        return twoDigits ? CellForm.NUMBERS : CellForm.CHARACTERS;
    }

    /** The symbols of the digits of a layout, for messages: "a digit 1-6", "a digit 1-9 or a letter A-G". */
    private static String symbolRange(int size) {
        return size <= DECIMAL_DIGITS ? "a digit 1-" + size
                : "a digit 1-9 or a letter A-" + GridText.symbol(size);
    }

    /**
     * How many cells a line of the text of a layout of {@code size} digits holds, read as {@link BoardParser} would
     * read it, counting characters that are not cells as cells too: the reader's measure of whether a line is a whole
     * puzzle or a row of a grid, before the parser says what is wrong with it.
     */
    public static int countCells(int size, CharSequence line) {
        if (formOf(size, line) == CellForm.NUMBERS) {
            int count = 0;
            for (String token : line.toString().split("[\\s,|+-]+")) {
                count += token.isEmpty() ? 0 : 1;
            }
            return count;
        }
        return (int) withoutDecoration(line).count();
    }

    /** Receives what {@link #scanBoard} finds, in the order of the text, so that a shape error names its line. */
    public interface CellSink {

        /** A cell, 0 when empty, whose first character is at {@code column} of {@code line}. */
        public void cell(int value, int line, int column);

        /** The end of a line that held {@code count} cells, one or more. */
        public void endOfCellLine(int line, int count);
    }

    /**
     * Reads the cells of a board's text of a grid written in {@code form}, in order, into {@code sink}: every
     * character is a cell, a separator, a rule on a frame line or an error, as is a digit above the grid's size.
     *
     * @throws TextException at the first character out of place, naming its line and column
     */
    public static void scanBoard(GridShape grid, CharSequence text, CellForm form, CellSink sink) {
        new BoardScan(grid, text, form, sink).run();
    }

    /** One pass over a board's text; lines end at {@code \n}, {@code \r\n} or {@code \r}. */
    private static final class BoardScan {

        private final GridShape grid;
        private final CharSequence text;
        private final CellForm form;
        private final CellSink sink;

        private int index;
        private int line = 1;
        private int column;
        private int cellsInLine;
        /** The first rule of the line and its column (0 when none): an error once a cell follows on the line. */
        private int rule;
        private int ruleColumn;

        BoardScan(GridShape grid, CharSequence text, CellForm form, CellSink sink) {
            this.grid = grid;
            this.text = text;
            this.form = form;
            this.sink = sink;
        }

        public void run() {
            int length = text.length();
            for (index = 0; index <= length; index++) {
                // The end of the text ends its last line.
                int c = index < length ? Character.codePointAt(text, index) : '\n';
                if (Character.isSupplementaryCodePoint(c)) {
                    index++; // one column for the pair
                }
                if (c == '\n' || c == '\r') {
                    endLine(c);
                    continue;
                }
                column++;
                int start = column;
                int startIndex = index;
                int value;
                if (form == CellForm.NUMBERS) {
                    value = isDecimalDigit(c) ? number(c) : -1;
                } else {
                    value = grid.size() > DECIMAL_DIGITS ? symbolValue(c) : cellValue(c);
                }
                if (value < 0) {
                    notACell(c);
                } else {
                    cell(c, value, start, startIndex);
                }
            }
        }

        private void endLine(int c) {
            if (cellsInLine > 0) {
                sink.endOfCellLine(line, cellsInLine);
            }
            if (c == '\r' && index + 1 < text.length() && text.charAt(index + 1) == '\n') {
                index++;
            }
            line++;
            column = 0;
            cellsInLine = 0;
            ruleColumn = 0;
        }

        /** The number whose first digit is {@code c}, capped so that no run of digits overflows. */
        private int number(int c) {
            int value = c - '0';
            while (index + 1 < text.length() && isDecimalDigit(text.charAt(index + 1))) {
                value = Math.min(value * 10 + text.charAt(++index) - '0', 1000);
                column++;
            }
            return value;
        }

        private void notACell(int c) {
            if (isRule(c)) {
                if (cellsInLine > 0) {
                    throw ruleAmongCells(c, column);
                }
                if (ruleColumn == 0) {
                    rule = c;
                    ruleColumn = column;
                }
                return;
            }
            if (isSeparator(c) || form == CellForm.NUMBERS && c == ',') {
                return;
            }
            throw new TextException("found " + describe(c) + ", expected " + form.expected(grid.size()), line,
                    column);
        }

        /** A cell of {@code value}, written from {@code text[startIndex]} on, column {@code start}. */
        private void cell(int c, int value, int start, int startIndex) {
            if (ruleColumn > 0) {
                throw ruleAmongCells(rule, ruleColumn);
            }
            if (value > grid.size()) {
                // The token as written (the value is capped at 1000); a letter's value is said, since 'H' is 17.
                String found = form == CellForm.NUMBERS ? text.subSequence(startIndex, index + 1).toString()
                        : isDecimalDigit(c) ? describe(c) : describe(c) + " (" + value + ")";
                throw new TextException("found " + found + ", expected at most " + grid.size() + " on the "
                        + grid.name() + " grid", line, start);
            }
            sink.cell(value, line, start);
            cellsInLine++;
        }

        private TextException ruleAmongCells(int c, int at) {
            return new TextException("found " + describe(c)
                    + " on a line with cells, expected " + form.between()
                    + " between cells ('-' and '+' belong on frame lines)", line, at);
        }
    }

    // ---- The lines of a file, read leniently (PuzzleReader)

    /** Whether a stripped line is a comment: it starts with {@code #} or {@code //}. */
    public static boolean isComment(String stripped) {
        return stripped.startsWith("#") || stripped.startsWith("//");
    }

    /**
     * The index of the first run of exactly 81 cells that stands alone: preceded by the line's start or a blank,
     * {@code ,}, {@code ;} or {@code :}, and followed as {@link #endsRunOfCells} says. Returns -1 when there is none.
     */
    public static int delimitedRunOfCells(String line) {
        int i = 0;
        while (i < line.length()) {
            if (readerCellValue(line.charAt(i)) < 0) {
                i++;
                continue;
            }
            int start = i;
            i = endOfCells(line, start);
            boolean openedAlone = start == 0 || isBlank(line.charAt(start - 1))
                    || ",;:".indexOf(line.charAt(start - 1)) >= 0;
            if (i - start == CLASSIC_CELLS && openedAlone && endsRunOfCells(line, i)) {
                return start;
            }
        }
        return -1;
    }

    /**
     * The index of the solution column after the 81 cells of a puzzle that end at {@code puzzleEnd}: a comma, then
     * 81 cells that end as {@link #endsRunOfCells} says. Returns -1 when there is none.
     */
    public static int solutionColumn(String line, int puzzleEnd) {
        if (puzzleEnd >= line.length() || line.charAt(puzzleEnd) != ',') {
            return -1;
        }
        int start = puzzleEnd + 1;
        int end = endOfCells(line, start);
        return end - start == CLASSIC_CELLS && endsRunOfCells(line, end) ? start : -1;
    }

    /** The index after the run of cells that starts at {@code from}. */
    public static int endOfCells(String line, int from) {
        int i = from;
        while (i < line.length() && readerCellValue(line.charAt(i)) >= 0) {
            i++;
        }
        return i;
    }

    /** True if a run of cells ending at {@code end} is followed by the line's end or a blank, '#', ';' or ','. */
    public static boolean endsRunOfCells(String line, int end) {
        return end == line.length() || isBlank(line.charAt(end)) || "#;,".indexOf(line.charAt(end)) >= 0;
    }

    /** The cells in {@code line[from, to)}, whose other characters are all blank or frame, in order. */
    public static byte[] cellsOf(String line, int from, int to) {
        byte[] cells = new byte[CLASSIC_CELLS];
        int count = 0;
        for (int i = from; i < to && count < CLASSIC_CELLS; i++) {
            int value = readerCellValue(line.charAt(i));
            if (value >= 0) {
                cells[count++] = (byte) value;
            }
        }
        return cells;
    }

    /**
     * The index of the first field of several cells on a line whose cells are separated by commas (each field one
     * number, so one cell of the classic grid), or -1.
     */
    public static int firstWideField(String line) {
        if (line.indexOf(',') < 0) {
            return -1;
        }
        for (int i = 0; i < line.length(); i++) {
            if (readerCellValue(line.charAt(i)) >= 0 && i + 1 < line.length()
                    && readerCellValue(line.charAt(i + 1)) >= 0) {
                return i;
            }
        }
        return -1;
    }

    /** A line of another layout's file: the cells, and the comment after {@code " #"} (empty when none). */
    public record CellsAndComment(String cells, String comment) {
    }

    public static CellsAndComment splitComment(String line) {
        int comment = line.indexOf(" #");
        if (comment < 0) {
            return new CellsAndComment(line, "");
        }
        return new CellsAndComment(line.substring(0, comment), strip(strip(line.substring(comment)).substring(1)));
    }

    /**
     * The longest run of consecutive cell symbols in {@code text}, for a layout of {@code size} digits: a puzzle
     * written on one line is such a run, whatever label stands before or after it.
     */
    public static int longestCellRun(CharSequence text, int size) {
        int longest = 0;
        int run = 0;
        for (int i = 0; i < text.length(); ) {
            int c = Character.codePointAt(text, i);
            run = isCellSymbol(c, size) ? run + 1 : 0;
            longest = Math.max(longest, run);
            i += Character.charCount(c);
        }
        return longest;
    }

    /** The 1-based column, in code points, of the character at {@code index}. */
    public static int column(String line, int index) {
        return line.codePointCount(0, index) + 1;
    }

    public static int lineCount(CharSequence text) {
        int lines = 0;
        for (int i = 0; i < text.length(); i++) {
            lines += text.charAt(i) == '\n' ? 1 : 0;
        }
        return lines;
    }

    /** The text without the blanks and the separators {@code # ; , :} at either end. */
    public static String trimSeparators(String text) {
        return trim(text, c -> isBlank(c) || "#;,:".indexOf(c) >= 0);
    }

    /** The text without whitespace at either end, as {@code Character.isWhitespace} sees it (String.strip). */
    public static String strip(String text) {
        return trim(text, Character::isWhitespace);
    }

    private static String trim(String text, IntPredicate drop) {
        int from = 0;
        int to = text.length();
        while (from < to && drop.test(text.charAt(from))) {
            from++;
        }
        while (to > from && drop.test(text.charAt(to - 1))) {
            to--;
        }
        return text.substring(from, to);
    }
}
