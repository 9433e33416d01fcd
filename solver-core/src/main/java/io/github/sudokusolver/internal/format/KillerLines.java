package io.github.sudokusolver.internal.format;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The two one-line notations of published 9x9 killers, for {@code EntryAssembler}: where a line holds one, and the
 * cages it stands for, as plain data ({@link Killer}: the board is every cell empty, the cages in the layout).
 * Stateless. The rules are in
 * {@code docs/reading.md}.
 * <ul>
 *   <li><b>SudokuMaker / SumoCue</b>: {@code 3x3::k:} ({@code 3x3:d:k:} with both diagonals), then 81 numbers
 *       separated by {@code :}, each {@code sum * 256 + cage number}, sum 0 for a cell in no cage. Cells of one cage
 *       number form one cage, touching or not.</li>
 *   <li><b>The short notation</b>: 81 characters; a cage's head holds its sum ({@code 1-9}, {@code A-Z} for
 *       10-35, {@code a-j} for 36-45; {@code 0} for a cage without a sum), every other cell an arrow to a neighbour of
 *       its cage ({@code < > ^ v}, and {@code ` ' , .} for up-left, up-right, down-left, down-right); a cell's cage
 *       is the head its arrows lead to.</li>
 * </ul>
 * The short notation shares {@code .} and the digits with ordinary puzzle lines, so a line is taken for it only
 * when a blank-separated token of 9 or more characters holds at least two of {@code < > ^} (which no puzzle line
 * holds) and at most one character in ten outside the notation (so that a label such as {@code <<killers>>} stays a
 * label); or, damaged, when a token of 41 characters or more (more than half a grid) holds two arrows, in ASCII or
 * from the Unicode arrows block ({@code ← ↑ → ↓}), and at most one character in four that is neither in the
 * notation nor such an arrow (nine {@code x} typed over 81 characters). A shorter or longer token, or one with a
 * stray character, is then an error naming the column, never a label or nothing.
 *
 * <p>Every digit of a 9x9 grid adds up to 405 (45 a row), so the sums of cages that cover the grid add up to 405,
 * and with {@code n} cells in no cage to between {@code 405 - 9n} and {@code 405 - n}: a SumoCue line cut short,
 * whose last cell has fallen out of its cage, or a field that lost a digit and made a cage of its own, is an error
 * naming the field, not a killer with no solution.
 */
public final class KillerLines {

    private static final int SIDE = 9;
    private static final int CELLS = SIDE * SIDE;
    private static final String SUMOCUE = "3x3:";
    /** The number of a SumoCue cell is {@code sum * 256 + cage number}. */
    private static final int CAGE_NUMBERS = 256;
    /** Above any valid field (45 * 256 + 255); a longer run of digits is capped rather than overflowed. */
    private static final int FIELD_CAP = 100_000;
    /** The largest field: sum 45, cage number 255. */
    private static final int MAX_FIELD = 45 * CAGE_NUMBERS + CAGE_NUMBERS - 1;
    /** What the digits of a 9x9 grid add up to: 45 a row. */
    private static final int GRID_TOTAL = SIDE * 45;
    /** The shortest token read as a damaged short notation: more than half a grid. */
    private static final int DAMAGED_SHORT_LENGTH = CELLS / 2 + 1;
    private static final String ARROWS = "<>^v`',.";
    private static final int[] ARROW_ROW = {0, 0, -1, 1, -1, -1, 1, 1};
    private static final int[] ARROW_COL = {-1, 1, 0, 0, -1, 1, -1, 1};
    private static final String A_SHORT_CELL = "a cage sum (1-9, A-Z for 10-35, a-j for 36-45) or an arrow"
            + " (< > ^ v ` ' , .)";

    private KillerLines() {
    }

    public enum Notation {
        SUMOCUE, SHORT
    }

    /** A killer token of a line, {@code line[start, end)}, in one of the notations. */
    public record Found(Notation notation, int start, int end) {
    }

    /** The first blank-separated token of {@code line} in a killer notation, as the class comment says; or null. */
    public static Found find(String line) {
        if (line.indexOf('<') < 0 && line.indexOf('>') < 0 && line.indexOf('^') < 0 && !line.contains(SUMOCUE)
                && !hasUnicodeArrow(line)) {
            return null; // the lines of ordinary puzzles, with no more than five scans
        }
        int i = 0;
        while (i < line.length()) {
            if (isBlank(line.charAt(i))) {
                i++;
                continue;
            }
            int start = i;
            while (i < line.length() && !isBlank(line.charAt(i))) {
                i++;
            }
            if (sumoCueFlagsEnd(line, start, i) >= 0) {
                return new Found(Notation.SUMOCUE, start, i);
            }
            if (looksShort(line, start, i)) {
                return new Found(Notation.SHORT, start, i);
            }
        }
        return null;
    }

    /**
     * The cages of a killer token, on a grid of {@code grid}'s bounds, which must be 9x9.
     *
     * @throws TextException for a grid that is not 9x9, or anything wrong with the token, naming {@code lineNumber}
     *     and the column
     */
    public static Killer read(Found found, String line, int lineNumber, GridBounds grid) {
        if (grid.rows() != SIDE || grid.columns() != SIDE) {
            throw new TextException("found a 9x9 killer line (" + (found.notation() == Notation.SUMOCUE
                    ? "SumoCue" : "the short notation") + ") on the " + grid.name() + " grid; for other grids write"
                    + " the cages as lines such as \"cage 10: r1c1 r1c2\" before the givens", lineNumber,
                    PuzzleText.column(line, found.start()));
        }
        return found.notation() == Notation.SUMOCUE ? new SumoCue(line, found, lineNumber).read()
                : new Short(line, found, lineNumber).read();
    }

    /**
     * When a text that {@code Board.parse} could not read is a one-line killer, an f-puzzles or a SudokuPad link, the
     * error to
     * give instead of its own: at the killer's or the link's first character, saying that {@code PuzzleReader} reads
     * it (Board.parse reads cage and rule lines only); else null, and the parser's error stands.
     */
    public static TextException readByPuzzleReader(CharSequence text) {
        String all = text.toString();
        boolean oneLine = PuzzleText.strip(all).indexOf('\n') < 0 && PuzzleText.strip(all).indexOf('\r') < 0;
        int link = all.indexOf("https://f-puzzles.com/?load=");
        if (oneLine && link >= 0) {
            return new TextException("found an f-puzzles link, which Board.parse does not read: PuzzleReader"
                    + " reads it (and the CLI)", 1, PuzzleText.column(all, link));
        }
        int sudokuPad = all.indexOf("https://sudokupad.app/");
        if (oneLine && sudokuPad >= 0) {
            return new TextException("found a SudokuPad link, which Board.parse does not read: PuzzleReader"
                    + " reads it (and the CLI)", 1, PuzzleText.column(all, sudokuPad));
        }
        Found found = oneLine ? find(all) : null;
        if (found == null) {
            return null;
        }
        return new TextException("found a 9x9 killer line (" + (found.notation() == Notation.SUMOCUE
                ? "SumoCue" : "the short notation") + "), which Board.parse does not read: PuzzleReader reads it (and"
                + " the CLI), or write the cages as lines such as \"cage 10: r1c1 r1c2\" before the givens", 1,
                PuzzleText.column(all, found.start()));
    }

    /** The index of the {@code :} that ends the flags of {@code 3x3:FLAGS:k:} at {@code start}, or -1. */
    private static int sumoCueFlagsEnd(String line, int start, int end) {
        if (!line.startsWith(SUMOCUE, start)) {
            return -1;
        }
        int colon = line.indexOf(':', start + SUMOCUE.length());
        return colon >= 0 && colon + 2 < end && line.charAt(colon + 1) == 'k' && line.charAt(colon + 2) == ':'
                ? colon : -1;
    }

    private static boolean looksShort(String line, int start, int end) {
        int length = line.codePointCount(start, end);
        int arrows = 0;
        int unicodeArrows = 0;
        int strays = 0;
        for (int i = start; i < end; i += Character.charCount(line.codePointAt(i))) {
            int c = line.codePointAt(i);
            arrows += c == '<' || c == '>' || c == '^' ? 1 : 0;
            unicodeArrows += isUnicodeArrow(c) ? 1 : 0;
            strays += shortValue(c) == Integer.MIN_VALUE ? 1 : 0;
        }
        if (length >= SIDE && arrows >= 2 && strays * 10 <= length) {
            return true;
        }
        // Damaged: long enough to be no label, with arrows of either kind, and mostly the notation.
        return length >= DAMAGED_SHORT_LENGTH && arrows + unicodeArrows >= 2 && (strays - unicodeArrows) * 4 <= length;
    }

    /** A character of the Unicode arrows block, U+2190-U+21FF ({@code ← ↑ → ↓ ↖ ⇐}...): an arrow, not in ASCII. */
    private static boolean isUnicodeArrow(int c) {
        return c >= 0x2190 && c <= 0x21FF;
    }

    private static boolean hasUnicodeArrow(String line) {
        for (int i = 0; i < line.length(); i++) {
            if (isUnicodeArrow(line.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    /**
     * A one-line killer read, as plain data: whether the notation adds both diagonals ({@code 3x3:d:k:}), the cages
     * in the order of their first cells (each with the column of its first cell, or of its head, for a refusal to
     * name), and the error of their sums, which {@link #checkTotal} throws once the layout has taken the cages: a
     * cage the layout refuses is the more precise error, so it comes first.
     */
    public static final class Killer {

        private final boolean diagonals;
        private final List<CageSpec> cages;
        /** The sums that cannot add up to the grid's, or null. */
        private final TextException totalError;

        Killer(boolean diagonals, List<CageSpec> cages, TextException totalError) {
            this.diagonals = diagonals;
            this.cages = List.copyOf(cages);
            this.totalError = totalError;
        }

        /** @return whether the grid has both diagonals as regions ({@code 3x3:d:k:}) */
        public boolean diagonals() {
            return diagonals;
        }

        /** @return the cages, in the order of their first cells, unmodifiable */
        public List<CageSpec> cages() {
            return cages;
        }

        /**
         * Checks that the cages' sums can add up to the grid's total: call once the layout has taken the cages.
         *
         * @throws TextException if they cannot, naming the line and column
         */
        public void checkTotal() {
            if (totalError != null) {
                throw totalError;
            }
        }
    }

    /**
     * The error, or null, of cages whose sums cannot add up, with the cells no sum counts (at {@code uncaged}
     * columns: cells in no cage, or in a cage without a sum, as {@code where} says), to {@link #GRID_TOTAL}: those
     * cells hold at least 1 and at most 9 each. The error names the first such cell ({@code firstUncaged}, a cell
     * index) when they are left too little, else the killer's first character ({@code first}): which cage is wrong
     * the total cannot tell.
     */
    private static TextException totalError(List<CageSpec> cages, int first, List<Integer> uncaged,
            int firstUncaged, String where, int lineNumber) {
        int total = 0;
        for (CageSpec cage : cages) {
            total += cage.sum();
        }
        int free = uncaged.size();
        if (total > GRID_TOTAL) {
            return new TextException("found cages whose sums add up to " + total + ", more than the "
                    + GRID_TOTAL + " that every digit of the grid adds up to (45 a row)", lineNumber, first);
        }
        if (total > GRID_TOTAL - free) {
            return new TextException("found " + cellName(firstUncaged) + where + ", but the cages' sums"
                    + " add up to " + total + " of the grid's " + GRID_TOTAL + ", which leaves " + (GRID_TOTAL - total)
                    + " for " + GridText.count(free, "cell") + where + ", expected at least 1 each",
                    lineNumber, uncaged.get(0));
        }
        if (total < GRID_TOTAL - 9 * free) {
            return new TextException("found cages whose sums add up to " + total + (free == 0
                    ? " over the whole grid, expected " + GRID_TOTAL + ", what every digit of the grid adds up to"
                    + " (45 a row)" : ", expected at least " + (GRID_TOTAL - 9 * free) + ": the grid's digits add"
                    + " up to " + GRID_TOTAL + " and its " + GridText.count(free, "cell") + where
                    + " hold at most 9 each"), lineNumber, first);
        }
        return null;
    }

    /** A cell of the 9x9 grid by index, named as {@code Cell.name()} names it: {@code r1c1}. */
    private static String cellName(int cell) {
        return "r" + (cell / SIDE + 1) + "c" + (cell % SIDE + 1);
    }

    /**
     * The cage of the cells {@code p} with {@code cageOf[p] == key}, in grid order, named at {@code column}; with
     * {@code sum} when {@code hasSum}.
     */
    private static CageSpec cage(int[] cageOf, int key, boolean hasSum, int sum, int column) {
        int size = 0;
        for (int p = 0; p < CELLS; p++) {
            size += cageOf[p] == key ? 1 : 0;
        }
        int[] rows = new int[size];
        int[] columns = new int[size];
        int k = 0;
        for (int p = 0; p < CELLS; p++) {
            if (cageOf[p] == key) {
                rows[k] = p / SIDE;
                columns[k++] = p % SIDE;
            }
        }
        return new CageSpec(hasSum, sum, rows, columns, column);
    }

    /** A cage sum 1-45 for a head, 0 for a {@code 0} head, -1-k for arrow k; MIN_VALUE for any other character. */
    private static int shortValue(int c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'A' && c <= 'Z') {
            return c - 'A' + 10;
        }
        if (c >= 'a' && c <= 'j') {
            return c - 'a' + 36;
        }
        int arrow = ARROWS.indexOf(c);
        return arrow >= 0 ? -1 - arrow : Integer.MIN_VALUE;
    }

    private static boolean isBlank(char c) {
        return Character.isWhitespace(c) || Character.isSpaceChar(c);
    }

    /** One SumoCue token read: its fields in order, each cell's cage by number. */
    private static final class SumoCue {

        private final String line;
        private final Found found;
        private final int lineNumber;

        SumoCue(String line, Found found, int lineNumber) {
            this.line = line;
            this.found = found;
            this.lineNumber = lineNumber;
        }

        Killer read() {
            int flagsStart = found.start() + SUMOCUE.length();
            int flagsEnd = sumoCueFlagsEnd(line, found.start(), found.end());
            String flags = line.substring(flagsStart, flagsEnd);
            if (!flags.isEmpty() && !flags.equals("d")) {
                throw error("found the flags '" + flags + "', expected none (3x3::k:) or d for both diagonals"
                        + " (3x3:d:k:)", flagsStart);
            }
            int[] sumOf = new int[CAGE_NUMBERS]; // per cage number, its sum (0 for no cage), -1 before its first cell
            Arrays.fill(sumOf, -1);
            int cageCount = 0; // the cages, in the order of their first cells
            int[] cageOf = new int[CAGE_NUMBERS]; // per cage number, its index among the cages
            int[] cageOfCell = new int[CELLS]; // per cell, its cage's index, or -1 for a cell in no cage
            int[] cageSums = new int[CELLS];
            List<Integer> columns = new ArrayList<>();
            List<Integer> uncaged = new ArrayList<>();
            int firstUncaged = -1;
            int i = flagsEnd + 3;
            for (int cell = 0; cell < CELLS; cell++) {
                if (i >= found.end()) {
                    throw error("found " + GridText.count(cell, "number") + " after '"
                            + line.substring(found.start(), flagsEnd + 3) + "', expected 81", i);
                }
                int fieldEnd = i;
                int value = 0;
                while (fieldEnd < found.end() && line.charAt(fieldEnd) != ':') {
                    char c = line.charAt(fieldEnd);
                    if (c < '0' || c > '9') {
                        throw error("found " + PuzzleText.describe(line.codePointAt(fieldEnd))
                                + ", expected a number sum * 256 + cage number, or ':' between numbers", fieldEnd);
                    }
                    value = Math.min(value * 10 + c - '0', FIELD_CAP);
                    fieldEnd++;
                }
                if (fieldEnd == i) {
                    throw error("found an empty field, expected a number sum * 256 + cage number", i);
                }
                if (value > MAX_FIELD) {
                    throw error("found " + line.substring(i, fieldEnd) + " at " + cellName(cell) + ", expected"
                            + " a number sum * 256 + cage number up to " + MAX_FIELD + " (sum 45, cage number 255)", i);
                }
                int sum = value / CAGE_NUMBERS;
                int number = value % CAGE_NUMBERS;
                // A cell in no cage (sum 0) has a number of its own: one that a cage has is a damaged field. But a
                // field 0 is a cell in no cage whatever cage number 0 is, as writers that number cages from 0 write it.
                int earlier = value == 0 ? -1 : sumOf[number];
                if (value != 0 && earlier < 0) {
                    sumOf[number] = sum;
                }
                if (earlier >= 0 && earlier != sum) {
                    throw error("found sum " + sum + (sum == 0 ? " (no cage)" : "") + " for cage number " + number
                            + " at " + cellName(cell) + ", whose earlier cells have sum " + earlier
                            + (earlier == 0 ? " (no cage)" : ""), i);
                }
                if (sum == 0) {
                    uncaged.add(PuzzleText.column(line, i));
                    firstUncaged = firstUncaged < 0 ? cell : firstUncaged;
                    cageOfCell[cell] = -1;
                } else {
                    if (earlier < 0) {
                        columns.add(PuzzleText.column(line, i));
                        cageOf[number] = cageCount;
                        cageSums[cageCount++] = sum;
                    }
                    cageOfCell[cell] = cageOf[number];
                }
                i = fieldEnd + 1;
            }
            if (i < found.end()) {
                throw error("found more than 81 numbers, expected the end of the killer after the 81st", i);
            }
            List<CageSpec> cages = new ArrayList<>(cageCount);
            for (int k = 0; k < cageCount; k++) {
                cages.add(cage(cageOfCell, k, true, cageSums[k], columns.get(k)));
            }
            return new Killer(!flags.isEmpty(), cages, totalError(cages, PuzzleText.column(line, flagsEnd + 3),
                    uncaged, firstUncaged, " in no cage", lineNumber));
        }

        /** The error at index {@code at} of the line, or just after its end (a line cut short). */
        private TextException error(String problem, int at) {
            return new TextException(problem, lineNumber, PuzzleText.column(line, Math.min(at, line.length())));
        }
    }

    /** One token of the short notation read: each cell a head or an arrow, each arrow followed to its head. */
    private static final class Short {

        private final String line;
        private final Found found;
        private final int lineNumber;
        /** Per cell: its value ({@link #shortValue}) and the index of its character in the line. */
        private final int[] value = new int[CELLS];
        private final int[] index = new int[CELLS];

        Short(String line, Found found, int lineNumber) {
            this.line = line;
            this.found = found;
            this.lineNumber = lineNumber;
        }

        Killer read() {
            int cell = 0;
            for (int i = found.start(); i < found.end(); i += Character.charCount(line.codePointAt(i))) {
                int c = line.codePointAt(i);
                if (cell == CELLS) {
                    throw error("found " + PuzzleText.describe(c) + " after the 81st cell, expected the"
                            + " end of the killer (a blank before any text that follows)", i);
                }
                int v = shortValue(c);
                if (isUnicodeArrow(c)) {
                    throw error("found the arrow " + PuzzleText.describe(c) + " at " + cellName(cell)
                            + ", expected " + A_SHORT_CELL + ": the notation writes its arrows in ASCII", i);
                }
                if (v == Integer.MIN_VALUE) {
                    throw error("found " + PuzzleText.describe(c) + " at " + cellName(cell)
                            + ", expected " + A_SHORT_CELL, i);
                }
                value[cell] = v;
                index[cell] = i;
                cell++;
            }
            if (cell < CELLS) {
                throw error("found " + cell + " cells of a killer in the short notation, expected 81", found.end());
            }
            int[] head = heads();
            List<CageSpec> cages = new ArrayList<>();
            // The cells of the cages without a sum (a 0 head, as that solver reads it), which no sum counts.
            List<Integer> sumlessColumns = new ArrayList<>();
            int firstSumless = -1;
            for (int h = 0; h < CELLS; h++) {
                if (value[h] < 0) {
                    continue;
                }
                if (value[h] == 0) {
                    for (int p = 0; p < CELLS; p++) {
                        if (head[p] == h) {
                            firstSumless = firstSumless < 0 ? p : firstSumless;
                            sumlessColumns.add(PuzzleText.column(line, index[p]));
                        }
                    }
                }
                cages.add(cage(head, h, value[h] != 0, value[h], PuzzleText.column(line, index[h])));
            }
            return new Killer(false, cages, totalError(cages, PuzzleText.column(line, found.start()), sumlessColumns,
                    firstSumless, " in a cage without a sum", lineNumber));
        }

        /** The head of each cell's cage: its arrows followed until a sum, or an error for a loop or an edge. */
        private int[] heads() {
            int[] head = new int[CELLS];
            Arrays.fill(head, -1);
            int[] visitedFrom = new int[CELLS];
            Arrays.fill(visitedFrom, -1);
            int[] path = new int[CELLS];
            for (int start = 0; start < CELLS; start++) {
                int length = 0;
                int p = start;
                while (head[p] < 0 && value[p] < 0) {
                    if (visitedFrom[p] == start) {
                        throw error("found arrows that go round in a loop through " + cellName(p)
                                + " and reach no cage sum, expected each arrow to lead to its cage's sum", index[p]);
                    }
                    visitedFrom[p] = start;
                    path[length++] = p;
                    int arrow = -1 - value[p];
                    int row = p / SIDE + ARROW_ROW[arrow];
                    int col = p % SIDE + ARROW_COL[arrow];
                    if (row < 0 || row >= SIDE || col < 0 || col >= SIDE) {
                        throw error("found the arrow " + PuzzleText.describe(ARROWS.charAt(arrow)) + " at "
                                + cellName(p) + " pointing off the grid, expected an arrow to a cell of its"
                                + " cage", index[p]);
                    }
                    p = row * SIDE + col;
                }
                int h = value[p] >= 0 ? p : head[p];
                for (int k = 0; k < length; k++) {
                    head[path[k]] = h;
                }
                if (value[start] >= 0) {
                    head[start] = start;
                }
            }
            return head;
        }

        private TextException error(String problem, int at) {
            return new TextException(problem, lineNumber, PuzzleText.column(line, at));
        }
    }
}
