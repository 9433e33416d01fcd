package io.github.sudokusolver.internal.format;

import java.util.Arrays;
import java.util.Locale;

/**
 * The cage lines of the {@code BoardFormat.KILLER} text form, read in one place for {@code Board.parse} and for
 * {@code EntryAssembler}, into plain data ({@link CageSpec}): {@code cage 10: r1c1 r1c2}, or without the word,
 * {@code 10: r1c1 r1c2}; a cage without a sum is {@code cage: r1c1 r1c2}. A line is a cage line when it starts (after
 * blanks) with {@code cage} and a number, or {@code cage:} and an {@code r}, or with a number, a colon and an
 * {@code r}: no puzzle line ever did (a colon among cells was an error, and {@code 12: <81 cells>} has no {@code r}),
 * so puzzles, labels and comments read as before. Rows and columns count from 1, as in {@code Cell.name()}. Stateless.
 *
 * <p>A <b>damaged</b> cage line is a cage line too, so that {@link #read} names what is wrong with it instead of the
 * reader taking it for a label and the killer losing a cage: a head of at most two words before a colon (or before
 * the first cell, without one) whose first is a number or a word within two letters of {@code cage} ({@code kage 7},
 * {@code cage7}, {@code cage seven}, {@code 7}, or nothing), then words of which at least half are cell names such
 * as {@code r5c4}. A label names no cells after such a head ({@code Cage puzzles from 2011}, {@code Killer 7}), and
 * no puzzle line holds a cell name, so they read as before. The rule is context-free: the reader needs no look back
 * or ahead, and {@code Board.parse} reads the same lines as cage lines.
 */
public final class KillerText {

    private static final String WORD = "cage";
    /**
     * No sum or row of any layout needs more; a longer run of digits is capped rather than overflowed, and a message
     * about it quotes the digits as written.
     */
    private static final int NUMBER_CAP = 100_000;
    private static final String A_CELL = "a cell such as r1c1 (row and column from 1)";
    /** How far (in letters changed, added or removed) a damaged line's first word may be from {@code cage}. */
    private static final int WORD_DISTANCE = 2;
    /** At most this many words before the colon (or the first cell) of a damaged cage line: the word and the sum. */
    private static final int HEAD_WORDS = 2;

    private KillerText() {
    }

    /**
     * Whether {@code line} is a cage line, well formed or damaged (the class comment); what follows its start is
     * checked by {@link #read}.
     */
    public static boolean isCageLine(CharSequence line) {
        return startsAsCageLine(line) || looksLikeDamagedCageLine(line.toString());
    }

    /** {@code cage} and a number, or a number, a colon and an {@code r}: the start of a well-formed cage line. */
    private static boolean startsAsCageLine(CharSequence line) {
        int i = skipBlanks(line, 0);
        if (startsWithWord(line, i)) {
            int afterWord = i + WORD.length();
            int digit = skipBlanks(line, afterWord);
            if (digit == afterWord && digit < line.length() && line.charAt(digit) == ':') { // a cage without a sum
                int cell = skipSeparators(line, digit + 1);
                return cell < line.length() && (line.charAt(cell) == 'r' || line.charAt(cell) == 'R');
            }
            return digit > afterWord && digit < line.length() && isDigit(line.charAt(digit));
        }
        int afterSum = skipDigits(line, i);
        if (afterSum == i) {
            return false;
        }
        int colon = skipBlanks(line, afterSum);
        if (colon >= line.length() || line.charAt(colon) != ':') {
            return false;
        }
        int cell = skipSeparators(line, colon + 1);
        return cell < line.length() && (line.charAt(cell) == 'r' || line.charAt(cell) == 'R');
    }

    /**
     * A damaged cage line: a head of at most {@value #HEAD_WORDS} words before the first colon (or before the first
     * cell name, when no colon comes before it), the first a number, or a word near {@code cage} with or without
     * digits after it; then words (between blanks, commas and colons) of which one at least and at least half are
     * cell names.
     */
    private static boolean looksLikeDamagedCageLine(String line) {
        int firstCell = -1;
        for (int i = 0; i < line.length() && firstCell < 0; ) {
            int end = endOfToken(line, i);
            if (end > i && isCellName(line, i, end)) {
                firstCell = i;
            }
            i = Math.max(end, i + 1);
        }
        if (firstCell < 0) {
            return false;
        }
        int colon = line.indexOf(':');
        int headEnd = colon >= 0 && colon < firstCell ? colon : firstCell;
        String[] head = PuzzleText.strip(line.substring(0, headEnd)).split("\\s+");
        if (head.length > HEAD_WORDS || !isHeadWord(head[0])) {
            return false;
        }
        int tokens = 0;
        int cells = 0;
        for (int i = colon >= 0 && colon < firstCell ? colon + 1 : headEnd; i < line.length(); ) {
            int end = endOfToken(line, i);
            if (end > i) {
                tokens++;
                cells += isCellName(line, i, end) ? 1 : 0;
            }
            i = Math.max(end, i + 1);
        }
        return cells * 2 >= tokens;
    }

    /** The first word of a damaged cage line's head: empty, a number, or letters near {@code cage} then digits. */
    private static boolean isHeadWord(String word) {
        int letters = 0;
        while (letters < word.length() && Character.isLetter(word.charAt(letters))) {
            letters++;
        }
        if (skipDigits(word, letters) != word.length()) {
            return false;
        }
        return letters == 0 || editDistance(word.substring(0, letters).toLowerCase(Locale.ROOT), WORD)
                <= WORD_DISTANCE;
    }

    /** The Levenshtein distance: letters changed, added or removed to make one word the other. */
    static int editDistance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int change = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(change, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }

    /** The end of the word at {@code from}: the next blank, comma or colon, or the line's end. */
    private static int endOfToken(String line, int from) {
        int i = from;
        while (i < line.length() && !isSeparator(line.charAt(i)) && line.charAt(i) != ':') {
            i++;
        }
        return i;
    }

    /** Whether {@code line[from, to)} is a cell name: {@code r}, digits, {@code c}, digits, in either case. */
    static boolean isCellName(CharSequence line, int from, int to) {
        if (line.charAt(from) != 'r' && line.charAt(from) != 'R') {
            return false;
        }
        int rowEnd = skipDigits(line, from + 1);
        if (rowEnd == from + 1 || rowEnd >= to || line.charAt(rowEnd) != 'c' && line.charAt(rowEnd) != 'C') {
            return false;
        }
        int colEnd = skipDigits(line, rowEnd + 1);
        return colEnd > rowEnd + 1 && colEnd == to;
    }

    /**
     * Reads a cage line of a grid of {@code grid}'s bounds; the spec's column is where the line's text starts.
     *
     * @throws TextException at the first character out of place, or a cell off the grid, naming {@code lineNumber}
     *     and the column
     */
    public static CageSpec read(CharSequence line, int lineNumber, GridBounds grid) {
        int rows = grid.rows();
        int columns = grid.columns();
        int start = skipBlanks(line, 0);
        int i = start;
        int wordEnd = skipLetters(line, i);
        boolean sumless = false;
        if (wordEnd > i && !isCellName(line, i, endOfToken(line.toString(), i))) {
            if (!line.subSequence(i, wordEnd).toString().equalsIgnoreCase(WORD)) {
                throw new TextException("found the word '" + line.subSequence(i, wordEnd) + "' in a cage"
                        + " line, expected '" + WORD + "' or the cage's sum", lineNumber, column(line, i));
            }
            if (wordEnd < line.length() && isDigit(line.charAt(wordEnd))) {
                throw new TextException("found " + PuzzleText.describe(line.charAt(wordEnd))
                        + " right after '" + line.subSequence(i, wordEnd) + "', expected a blank between the word"
                        + " and the cage's sum", lineNumber, column(line, wordEnd));
            }
            sumless = wordEnd < line.length() && line.charAt(wordEnd) == ':';
            i = skipBlanks(line, wordEnd);
        }
        int sumEnd = skipDigits(line, i);
        if (sumEnd == i && !sumless) {
            int end = endOfToken(line.toString(), i);
            if (i < line.length() && isCellName(line, i, end)) {
                throw new TextException("found the cell " + line.subSequence(i, end) + " where the cage's"
                        + " sum belongs, expected a line such as \"cage 10: r1c1 r1c2\"", lineNumber, column(line, i));
            }
            int letters = skipLetters(line, i);
            if (letters > i) {
                throw new TextException("found the word '" + line.subSequence(i, letters) + "' in a cage"
                        + " line, expected the cage's sum as a number", lineNumber, column(line, i));
            }
            throw expected(line, i, lineNumber, "the cage's sum");
        }
        int sum = sumless ? 0 : number(line, i, sumEnd);
        int most = grid.digits() * (grid.digits() + 1) / 2;
        if (sum >= NUMBER_CAP) { // capped: say the number as written, not the cap
            throw new TextException("found the sum " + line.subSequence(i, sumEnd) + ", more than any cage"
                    + " of the " + grid.name() + " grid holds: its digits 1-" + grid.digits() + " add up to " + most,
                    lineNumber, column(line, i));
        }
        i = skipBlanks(line, sumEnd);
        if (i >= line.length() || line.charAt(i) != ':') {
            throw expected(line, i, lineNumber, "':' after the cage's sum");
        }
        int[] cellRows = new int[8];
        int[] cellColumns = new int[8];
        int cells = 0;
        i++;
        while (true) {
            i = skipSeparators(line, i);
            if (i >= line.length()) {
                break;
            }
            int cellStart = i;
            char r = line.charAt(i);
            int rowStart = i + 1;
            int rowEnd = skipDigits(line, rowStart);
            if (r != 'r' && r != 'R' || rowEnd == rowStart) {
                throw expected(line, r == 'r' || r == 'R' ? rowStart : i, lineNumber, A_CELL);
            }
            char c = rowEnd < line.length() ? line.charAt(rowEnd) : ' ';
            int colEnd = skipDigits(line, rowEnd + 1);
            if (c != 'c' && c != 'C' || colEnd == rowEnd + 1) {
                throw expected(line, c == 'c' || c == 'C' ? rowEnd + 1 : rowEnd, lineNumber, A_CELL);
            }
            if (colEnd < line.length() && !isSeparator(line.charAt(colEnd))) {
                throw expected(line, colEnd, lineNumber, "a blank or ',' between cells");
            }
            int row = number(line, rowStart, rowEnd);
            int col = number(line, rowEnd + 1, colEnd);
            if (row < 1 || row > rows || col < 1 || col > columns) {
                throw new TextException("found " + line.subSequence(cellStart, colEnd) + ", off the " + rows
                        + "x" + columns + " grid (rows 1-" + rows + ", columns 1-" + columns + ")", lineNumber,
                        column(line, cellStart));
            }
            if (cells == cellRows.length) {
                cellRows = Arrays.copyOf(cellRows, cells * 2);
                cellColumns = Arrays.copyOf(cellColumns, cells * 2);
            }
            cellRows[cells] = row - 1;
            cellColumns[cells] = col - 1;
            cells++;
            i = colEnd;
        }
        if (cells == 0) {
            throw new TextException("found a cage with no cells, expected " + A_CELL + " after the ':'",
                    lineNumber, column(line, i));
        }
        return new CageSpec(!sumless, sum, Arrays.copyOf(cellRows, cells), Arrays.copyOf(cellColumns, cells),
                column(line, start));
    }

    private static TextException expected(CharSequence line, int at, int lineNumber, String what) {
        String found = at >= line.length() ? "the end of the line"
                : PuzzleText.describe(Character.codePointAt(line, at));
        return new TextException("found " + found + " in a cage line, expected " + what, lineNumber,
                column(line, at));
    }

    private static boolean startsWithWord(CharSequence line, int at) {
        return line.length() >= at + WORD.length()
                && line.subSequence(at, at + WORD.length()).toString().equalsIgnoreCase(WORD);
    }

    private static int skipLetters(CharSequence line, int from) {
        int i = from;
        while (i < line.length() && Character.isLetter(line.charAt(i))) {
            i++;
        }
        return i;
    }

    private static int number(CharSequence line, int from, int to) {
        int value = 0;
        for (int i = from; i < to; i++) {
            value = Math.min(value * 10 + line.charAt(i) - '0', NUMBER_CAP);
        }
        return value;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isSeparator(char c) {
        return Character.isWhitespace(c) || Character.isSpaceChar(c) || c == ',';
    }

    private static int skipDigits(CharSequence line, int from) {
        int i = from;
        while (i < line.length() && isDigit(line.charAt(i))) {
            i++;
        }
        return i;
    }

    private static int skipBlanks(CharSequence line, int from) {
        int i = from;
        while (i < line.length() && (Character.isWhitespace(line.charAt(i)) || Character.isSpaceChar(line.charAt(i)))) {
            i++;
        }
        return i;
    }

    private static int skipSeparators(CharSequence line, int from) {
        int i = from;
        while (i < line.length() && isSeparator(line.charAt(i))) {
            i++;
        }
        return i;
    }

    /** The 1-based column, in code points, of the character at {@code index}. */
    private static int column(CharSequence line, int index) {
        return Character.codePointCount(line, 0, Math.min(index, line.length())) + 1;
    }
}
