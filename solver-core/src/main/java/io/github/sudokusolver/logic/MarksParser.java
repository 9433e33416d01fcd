package io.github.sudokusolver.logic;


import io.github.sudokusolver.BoardFormatException;

/**
 * The reading of {@link Candidates#parse}: one pass over the text, a group at a time. Pencil marks have a grammar of
 * their own (groups, parentheses), so they are read here and not by the board scanner; characters are named as the
 * board reader names them ({@link BoardFormatException#describe}).
 */
final class MarksParser {

    private final Grid grid;
    private final CharSequence text;
    private final int[] marks;
    private final int[] lineOf;
    private final int[] columnOf;
    /** The digits as the messages name them: {@code 1-9}, or {@code 1-9 and A-G} past nine. */
    private final String digitNames;
    private int count;

    /** The digits of the group being read, as bits; whether one is being read, and whether it is in (). */
    private int group;
    private boolean inGroup;
    private boolean parenthesised;
    /** A group ended with ')' just before: the next character must not start another. */
    private boolean justClosed;
    private int groupLine;
    private int groupColumn;
    private int line = 1;
    private int column;

    MarksParser(Grid grid, CharSequence text) {
        this.grid = grid;
        this.text = text;
        this.marks = new int[grid.cells];
        this.lineOf = new int[grid.cells];
        this.columnOf = new int[grid.cells];
        this.digitNames = grid.size <= 9 ? "1-" + grid.size
                : "1-9 and A-" + Candidates.symbol(grid.size);
    }

    Candidates parse() {
        // By code point, one column each, so that a character outside the basic plane is named whole (U+1F600),
        // as Board.parse and the reader name it.
        for (int i = 0; i < text.length(); i += Character.charCount(Character.codePointAt(text, i))) {
            read(Character.codePointAt(text, i));
        }
        if (parenthesised) {
            throw new BoardFormatException("'(' is never closed", groupLine, groupColumn);
        }
        if (inGroup) {
            endGroup();
        }
        if (count != grid.cells) {
            throw new BoardFormatException("pencil marks need " + grid.cells + " groups of candidates, found "
                    + count, line, 1);
        }
        checkHouses();
        checkPeers();
        return new Candidates(grid, marks);
    }

    private void read(int c) {
        column++;
        if (c == '(' && parenthesised) {
            throw new BoardFormatException("found '(' inside '(...)', expected digits " + digitNames + " and ')'",
                    line, column);
        }
        int digit = digitOf(c);
        if (digit > 0 || c == '(') {
            if (justClosed || c == '(' && inGroup) {
                throw new BoardFormatException("found " + BoardFormatException.describe(c) + " right after a group, expected a blank between"
                        + " groups", line, column);
            }
            if (!inGroup) {
                inGroup = true;
                group = 0;
                groupLine = line;
                groupColumn = column;
            }
            if (c == '(') {
                parenthesised = true;
                return;
            }
            int bit = 1 << digit - 1;
            if ((group & bit) != 0) {
                throw new BoardFormatException("digit " + Character.toString(c) + " repeated in the candidates of one cell",
                        line, column);
            }
            group |= bit;
            return;
        }
        if (c == ')') {
            if (!parenthesised) {
                throw new BoardFormatException("found ')' without its '('", line, column);
            }
            endParenthesisedGroup();
            justClosed = true;
            return;
        }
        if (parenthesised) {
            throw new BoardFormatException("found " + BoardFormatException.describe(c)
                    + " inside '(...)', expected digits " + digitNames + " and ')'", line, column);
        }
        if (inGroup) {
            endGroup();
        }
        justClosed = false;
        if (c == '\n') {
            line++;
            column = 0;
        } else if (!Character.isWhitespace(c) && "|-+*.".indexOf(c) < 0) {
            throw new BoardFormatException("unexpected " + BoardFormatException.describe(c)
                    + " in pencil marks (only digits " + digitNames + " in groups, blanks and frame characters)",
                    line, column);
        }
    }

    /** The digit a character writes on this grid (1-9, then A-P or a-p), or 0. */
    private int digitOf(int c) {
        int digit = c >= '1' && c <= '9' ? c - '0'
                : c >= 'A' && c <= 'P' ? c - 'A' + 10 : c >= 'a' && c <= 'p' ? c - 'a' + 10 : 0;
        return digit <= grid.size ? digit : 0;
    }

    /** Stores a bare group: a placed cell if it is one digit, else an open one. */
    private void endGroup() {
        store(Integer.bitCount(group) == 1 ? grid.placed | group : group);
    }

    /** Stores a group written in (): an open cell, whatever its number of digits. */
    private void endParenthesisedGroup() {
        store(group);
    }

    private void store(int mark) {
        if (count == grid.cells) {
            throw new BoardFormatException("more than " + grid.cells + " groups of candidates", groupLine,
                    groupColumn);
        }
        marks[count] = mark;
        lineOf[count] = groupLine;
        columnOf[count] = groupColumn;
        count++;
        inGroup = false;
        parenthesised = false;
    }

    /** A digit placed twice in a row, column or box: named by the house and both cells, as a clash of givens is. */
    private void checkHouses() {
        for (int house = 0; house < grid.houseCount(); house++) {
            int[] firstWith = new int[grid.size + 1];
            for (int cell : grid.cellsOf(house)) {
                if ((marks[cell] & grid.placed) == 0) {
                    continue;
                }
                int digit = Grid.digit(marks[cell] & grid.all);
                if (firstWith[digit] > 0) {
                    int first = firstWith[digit] - 1;
                    throw new BoardFormatException("digit " + digit + " twice in " + grid.name(house) + ": "
                            + name(first) + " and " + name(cell), lineOf[cell], columnOf[cell]);
                }
                firstWith[digit] = cell + 1;
            }
        }
    }

    /** A placed digit is no candidate of an open peer: such marks could not come from solving. */
    private void checkPeers() {
        for (int cell = 0; cell < grid.cells; cell++) {
            if ((marks[cell] & grid.placed) == 0) {
                continue;
            }
            for (int peer : grid.peersOf(cell)) {
                if ((marks[peer] & grid.placed) == 0 && (marks[peer] & marks[cell] & grid.all) != 0) {
                    throw new BoardFormatException(name(cell) + " is " + Grid.digit(marks[cell] & grid.all)
                            + " but " + name(peer) + " still has it as a candidate", lineOf[peer],
                            columnOf[peer]);
                }
            }
        }
    }

    private String name(int cell) {
        return grid.cell(cell).name();
    }
}
