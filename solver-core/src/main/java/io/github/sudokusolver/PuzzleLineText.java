package io.github.sudokusolver;

import java.util.List;
import java.util.function.IntPredicate;

/**
 * How {@link PuzzleReader} reads the characters of one line of puzzle text: where a run of cells starts and ends,
 * which characters are cells, blanks and frame, and the column a message gives. Stateless.
 */
final class PuzzleLineText {

    private PuzzleLineText() {
    }

    /**
     * The index of the first run of exactly 81 cells that stands alone: preceded by the line's start or a blank,
     * {@code ,}, {@code ;} or {@code :}, and followed as {@link #endsRunOfCells} says. Returns -1 when there is none.
     */
    static int delimitedRunOfCells(String line) {
        int i = 0;
        while (i < line.length()) {
            if (cellValue(line.charAt(i)) < 0) {
                i++;
                continue;
            }
            int start = i;
            i = endOfCells(line, start);
            boolean openedAlone = start == 0 || isBlank(line.charAt(start - 1))
                    || ",;:".indexOf(line.charAt(start - 1)) >= 0;
            if (i - start == Board.CELLS && openedAlone && endsRunOfCells(line, i)) {
                return start;
            }
        }
        return -1;
    }

    /** True if exactly 81 cells start at {@code from} and end as {@link #endsRunOfCells} says: a solution column. */
    static boolean isSolutionColumn(String line, int from) {
        int end = endOfCells(line, from);
        return end - from == Board.CELLS && endsRunOfCells(line, end);
    }

    /** The index after the run of cells that starts at {@code from}. */
    static int endOfCells(String line, int from) {
        int i = from;
        while (i < line.length() && cellValue(line.charAt(i)) >= 0) {
            i++;
        }
        return i;
    }

    /** True if a run of cells ending at {@code end} is followed by the line's end or a blank, '#', ';' or ','. */
    static boolean endsRunOfCells(String line, int end) {
        return end == line.length() || isBlank(line.charAt(end)) || "#;,".indexOf(line.charAt(end)) >= 0;
    }

    static int lineCount(CharSequence text) {
        int lines = 0;
        for (int i = 0; i < text.length(); i++) {
            lines += text.charAt(i) == '\n' ? 1 : 0;
        }
        return lines;
    }

    /** The text without the blanks and the separators {@code # ; , :} at either end. */
    static String trimSeparators(String text) {
        return trim(text, c -> isBlank(c) || "#;,:".indexOf(c) >= 0);
    }

    /** The text without whitespace at either end, as {@code Character.isWhitespace} sees it (String.strip). */
    static String strip(String text) {
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

    /** The cells in {@code line[from, to)}, whose other characters are all blank or frame, in order. */
    static byte[] cellsOf(String line, int from, int to) {
        byte[] cells = new byte[Board.CELLS];
        int count = 0;
        for (int i = from; i < to && count < Board.CELLS; i++) {
            int value = cellValue(line.charAt(i));
            if (value >= 0) {
                cells[count++] = (byte) value;
            }
        }
        return cells;
    }

    /** The 1-based column, in code points, of the character at {@code index}. */
    static int column(String line, int index) {
        return line.codePointCount(0, index) + 1;
    }

    /** 0 for an empty cell, 1..9 for a digit, -1 for anything else; {@code _} is empty here, unlike Board.parse. */
    static int cellValue(int c) {
        return c == '_' ? 0 : PuzzleText.cellValue(c);
    }

    static boolean isBlank(int c) {
        return Character.isWhitespace(c) || Character.isSpaceChar(c);
    }

    /** A frame character allowed anywhere, lines of cells too: {@code |} and the box-drawing block U+2500-U+257F. */
    static boolean isBar(int c) {
        return c == '|' || (c >= 0x2500 && c <= 0x257F);
    }

    /**
     * A frame character allowed only on lines without cells: {@code -}, {@code +} and {@code *}. Among cells they
     * would be a minus sign, a plus sign or a mark typed for an empty cell, so skipping them could shift the cells.
     */
    static boolean isRule(int c) {
        return c == '-' || c == '+' || c == '*';
    }

    /**
     * What a line holds, counted in code points: cells of a layout of {@code size} digits, the frame characters of
     * {@link #isRule}, and the other characters (blanks, commas and {@link #isBar bars} are not counted); whether
     * the others include a word; and the index of the first rule or other character, with the cells before it.
     *
     * <p>A word is a run of two or more letters of which at least one is not a cell, or which mixes upper and lower
     * case (a puzzle writes its letter digits in one case): {@code Grid}, {@code ED}, on a 16x16 grid, whose digits
     * include the letters A-G, {@code Board} (for its o and r), and on 25x25 (A-P) {@code Game}. All its letters
     * count as other characters. A letter alone, or a run of letters in one case that are all cells, is not a word.
     */
    record Count(int cells, int rules, int others, boolean hasWord, int firstStray, int cellsBeforeFirstStray) {

        /** Neither cells nor other characters: blanks, commas and frame characters only. */
        boolean isFrame() {
            return cells + others == 0;
        }

        /**
         * A label: a line with a word whose cells are at most three times its other characters. A line of digits
         * and separators only, or with a letter typed over a cell, is never a label, so it is never lost.
         */
        boolean isLabel() {
            return hasWord && cells <= 3 * others;
        }

        /** A character that is neither a cell nor a separator is there: on a line of cells, an error. */
        boolean hasStray() {
            return firstStray >= 0;
        }
    }

    /** Whether the letters of {@code text} from {@code start} to {@code end} include both cases. */
    private static boolean mixesCase(CharSequence text, int start, int end) {
        boolean upper = false;
        boolean lower = false;
        for (int i = start; i < end; i += Character.charCount(Character.codePointAt(text, i))) {
            int c = Character.codePointAt(text, i);
            upper |= Character.isUpperCase(c);
            lower |= Character.isLowerCase(c);
        }
        return upper && lower;
    }

    /** Counts the characters of {@code text}, for a layout of {@code size} digits (9 for the classic grid). */
    static Count count(CharSequence text, int size) {
        int cells = 0;
        int rules = 0;
        int others = 0;
        boolean hasWord = false;
        int firstStray = -1;
        int cellsBeforeFirstStray = 0;
        int i = 0;
        while (i < text.length()) {
            int runEnd = letterRunEnd(text, i);
            int nonCell = firstNonCell(text, i, runEnd, size);
            if (Character.codePointCount(text, i, runEnd) >= 2) {
                if (nonCell < runEnd || mixesCase(text, i, runEnd)) { // a word
                    others += Character.codePointCount(text, i, runEnd);
                    hasWord = true;
                    if (firstStray < 0) {
                        firstStray = nonCell < runEnd ? nonCell : i;
                        cellsBeforeFirstStray = cells;
                    }
                } else {
                    cells += Character.codePointCount(text, i, runEnd);
                }
                i = runEnd;
                continue;
            }
            int c = Character.codePointAt(text, i);
            if (isCellSymbol(c, size)) {
                cells++;
            } else if (!isBlank(c) && c != ',' && !isBar(c)) {
                if (isRule(c)) {
                    rules++;
                } else {
                    others++;
                }
                if (firstStray < 0) {
                    firstStray = i;
                    cellsBeforeFirstStray = cells;
                }
            }
            i += Character.charCount(c);
        }
        return new Count(cells, rules, others, hasWord, firstStray, cellsBeforeFirstStray);
    }

    /** The end of the run of letters that starts at {@code from} ({@code from} itself if none does). */
    private static int letterRunEnd(CharSequence text, int from) {
        int end = from;
        while (end < text.length() && Character.isLetter(Character.codePointAt(text, end))) {
            end += Character.charCount(Character.codePointAt(text, end));
        }
        return end;
    }

    /** The index of the first character in {@code text[from, to)} that is not a cell, or {@code to}. */
    private static int firstNonCell(CharSequence text, int from, int to, int size) {
        int i = from;
        while (i < to && isCellSymbol(Character.codePointAt(text, i), size)) {
            i += Character.charCount(Character.codePointAt(text, i));
        }
        return i;
    }

    /** A character that stands for a cell in some text form of a layout of {@code size} digits. */
    /**
     * The longest run of consecutive cell symbols in {@code text}, for a layout of {@code size} digits: a puzzle
     * written on one line is such a run, whatever label stands before or after it.
     */
    static int longestCellRun(CharSequence text, int size) {
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

    private static boolean isCellSymbol(int c, int size) {
        if (cellValue(c) >= 0) {
            return true;
        }
        int value = PuzzleText.symbolValue(c);
        return size > 9 && value > 9 && value <= size;
    }

    /**
     * The index of the first field of several cells on a line whose cells are separated by commas (each field one
     * number, so one cell of the classic grid), or -1.
     */
    static int firstWideField(String line) {
        if (line.indexOf(',') < 0) {
            return -1;
        }
        for (int i = 0; i < line.length(); i++) {
            if (cellValue(line.charAt(i)) >= 0 && i + 1 < line.length() && cellValue(line.charAt(i + 1)) >= 0) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Why {@code solution}, the solution column of a line, does not solve {@code puzzle}, or null; columns point
     * into the solution column.
     */
    static BoardFormatException solutionProblem(int lineNumber, String line, Board puzzle, Board solution,
            int solutionStart) {
        for (int cell = 0; cell < Board.CELLS; cell++) {
            int column = column(line, solutionStart + cell);
            int given = puzzle.digitAt(cell);
            int solved = solution.digitAt(cell);
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
                    column(line, solutionStart + first.second().index()));
        }
        return null;
    }
}
