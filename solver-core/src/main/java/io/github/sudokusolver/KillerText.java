package io.github.sudokusolver;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The cage lines of the {@link BoardFormat#KILLER} text form, read in one place for {@link Board#parse} and for
 * {@link EntryAssembler}: {@code cage 10: r1c1 r1c2}, or without the word, {@code 10: r1c1 r1c2}. A line is a cage
 * line when it starts (after blanks) with {@code cage} and a number, or with a number, a colon and an {@code r}: no
 * puzzle line ever did (a colon among cells was an error, and {@code 12: <81 cells>} has no {@code r}), so puzzles,
 * labels and comments read as before. Rows and columns count from 1, as in {@link Cell#name()}. Stateless.
 */
final class KillerText {

    private static final String WORD = "cage";
    /** No sum or row of any layout needs more; a longer run of digits is capped rather than overflowed. */
    private static final int NUMBER_CAP = 100_000;
    private static final String A_CELL = "a cell such as r1c1 (row and column from 1)";

    private KillerText() {
    }

    /** A cage as a cage line wrote it: the line's number and the column where its text starts. */
    record PlacedCage(Cage cage, int line, int column) {
    }

    /** Whether {@code line} is a cage line; what follows its start is checked by {@link #read}. */
    static boolean isCageLine(CharSequence line) {
        int i = skipBlanks(line, 0);
        if (startsWithWord(line, i)) {
            int afterWord = i + WORD.length();
            int digit = skipBlanks(line, afterWord);
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
     * Reads a cage line of a grid of {@code rows} by {@code columns}.
     *
     * @throws BoardFormatException at the first character out of place, or a cell off the grid, naming
     *     {@code lineNumber} and the column
     */
    static PlacedCage read(CharSequence line, int lineNumber, int rows, int columns) {
        int start = skipBlanks(line, 0);
        int i = start;
        if (startsWithWord(line, i)) {
            i = skipBlanks(line, i + WORD.length());
        }
        int sumEnd = skipDigits(line, i);
        if (sumEnd == i) {
            throw expected(line, i, lineNumber, "the cage's sum");
        }
        int sum = number(line, i, sumEnd);
        i = skipBlanks(line, sumEnd);
        if (i >= line.length() || line.charAt(i) != ':') {
            throw expected(line, i, lineNumber, "':' after the cage's sum");
        }
        List<Cell> cells = new ArrayList<>();
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
                throw new BoardFormatException("found " + line.subSequence(cellStart, colEnd) + ", off the " + rows
                        + "x" + columns + " grid (rows 1-" + rows + ", columns 1-" + columns + ")", lineNumber,
                        column(line, cellStart));
            }
            cells.add(new Cell(row - 1, col - 1));
            i = colEnd;
        }
        if (cells.isEmpty()) {
            throw new BoardFormatException("found a cage with no cells, expected " + A_CELL + " after the ':'",
                    lineNumber, column(line, i));
        }
        return new PlacedCage(Cage.of(sum, cells), lineNumber, column(line, start));
    }

    /**
     * The board on its layout with these cages added, or a format error naming the line and column of the first cage
     * the layout refuses (a cell in a hole or in two cages, a sum no digits make) with the layout's reason.
     */
    static Board withCages(Board board, List<PlacedCage> placed) {
        if (placed.isEmpty()) {
            return board;
        }
        List<Cage> cages = new ArrayList<>(placed.size());
        for (PlacedCage cage : placed) {
            cages.add(cage.cage());
        }
        try {
            return board.onLayout(board.layout().withCages(cages));
        } catch (Cage.Refused e) {
            PlacedCage refused = placed.get(e.index);
            throw new BoardFormatException(e.getMessage(), refused.line(), refused.column());
        }
    }

    /**
     * {@link Board#parse}'s reading of a text with cage lines: the cage lines are read, the rest parsed as the givens
     * by {@code givens} (with each cage line left as a blank line, so that the givens' errors keep their line
     * numbers), and the cages added to the board's layout. Null when the text has no cage line: then it is parsed as
     * before, with the same messages.
     */
    static Board parse(Layout layout, CharSequence text, Function<String, Board> givens) {
        String all = text.toString();
        if (all.indexOf(':') < 0) {
            return null; // every cage line has one, and no board text does: the common case costs one scan
        }
        String[] lines = all.split("\r\n|\r|\n", -1);
        List<PlacedCage> cages = new ArrayList<>();
        StringBuilder rest = new StringBuilder(all.length());
        for (int l = 0; l < lines.length; l++) {
            if (isCageLine(lines[l])) {
                cages.add(read(lines[l], l + 1, layout.rows(), layout.columns()));
            } else {
                rest.append(lines[l]);
            }
            rest.append('\n');
        }
        if (cages.isEmpty()) {
            return null;
        }
        return withCages(givens.apply(rest.toString()), cages);
    }

    /** Writes the cage lines of a board's layout, one per cage in the layout's order: each cage as it prints. */
    static void appendCages(Layout layout, StringBuilder out) {
        for (Cage cage : layout.cages()) {
            out.append(cage).append('\n');
        }
    }

    private static BoardFormatException expected(CharSequence line, int at, int lineNumber, String what) {
        String found = at >= line.length() ? "the end of the line"
                : BoardFormatException.describe(Character.codePointAt(line, at));
        return new BoardFormatException("found " + found + " in a cage line, expected " + what, lineNumber,
                column(line, at));
    }

    private static boolean startsWithWord(CharSequence line, int at) {
        return line.length() >= at + WORD.length()
                && line.subSequence(at, at + WORD.length()).toString().equalsIgnoreCase(WORD);
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
