package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.Candidates.ALL;
import static io.github.sudokusolver.logic.Candidates.PLACED;
import static io.github.sudokusolver.logic.Candidates.digit;
import static io.github.sudokusolver.logic.House.CELLS;
import static io.github.sudokusolver.logic.House.DIGITS;
import static io.github.sudokusolver.logic.House.GRID;

import io.github.sudokusolver.BoardFormatException;

/**
 * The reading of {@link Candidates#parse}: one pass over the text, a group at a time. Pencil marks have a grammar of
 * their own (groups, parentheses), so they are read here and not by the board scanner; characters are named as the
 * board reader names them ({@link BoardFormatException#describe}).
 */
final class MarksParser {

    private final CharSequence text;
    private final short[] marks = new short[CELLS];
    private final int[] lineOf = new int[CELLS];
    private final int[] columnOf = new int[CELLS];
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

    MarksParser(CharSequence text) {
        this.text = text;
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
        if (count != CELLS) {
            throw new BoardFormatException("pencil marks need 81 groups of candidates, found " + count, line, 1);
        }
        checkHouses();
        checkPeers();
        return new Candidates(marks);
    }

    private void read(int c) {
        column++;
        if (c == '(' && parenthesised) {
            throw new BoardFormatException("found '(' inside '(...)', expected digits 1-9 and ')'", line, column);
        }
        if (c >= '1' && c <= '9' || c == '(') {
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
            int bit = 1 << c - '1';
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
                    + " inside '(...)', expected digits 1-9 and ')'", line, column);
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
                    + " in pencil marks (only digits 1-9 in groups, blanks and frame characters)", line, column);
        }
    }

    /** Stores a bare group: a placed cell if it is one digit, else an open one. */
    private void endGroup() {
        store(Integer.bitCount(group) == 1 ? PLACED | group : group);
    }

    /** Stores a group written in (): an open cell, whatever its number of digits. */
    private void endParenthesisedGroup() {
        store(group);
    }

    private void store(int mark) {
        if (count == CELLS) {
            throw new BoardFormatException("more than 81 groups of candidates", groupLine, groupColumn);
        }
        marks[count] = (short) mark;
        lineOf[count] = groupLine;
        columnOf[count] = groupColumn;
        count++;
        inGroup = false;
        parenthesised = false;
    }

    /** A digit placed twice in a row, column or box: named by the house and both cells, as a clash of givens is. */
    private void checkHouses() {
        for (int house = 0; house < GRID.regionCount(); house++) {
            int[] firstWith = new int[DIGITS + 1];
            for (int cell : GRID.cellsOf(house)) {
                if ((marks[cell] & PLACED) == 0) {
                    continue;
                }
                int digit = digit(marks[cell]);
                if (firstWith[digit] > 0) {
                    int first = firstWith[digit] - 1;
                    throw new BoardFormatException("digit " + digit + " twice in " + House.name(house) + ": "
                            + Candidate.name(first) + " and " + Candidate.name(cell), lineOf[cell], columnOf[cell]);
                }
                firstWith[digit] = cell + 1;
            }
        }
    }

    /** A placed digit is no candidate of an open peer: such marks could not come from solving. */
    private void checkPeers() {
        for (int cell = 0; cell < CELLS; cell++) {
            if ((marks[cell] & PLACED) == 0) {
                continue;
            }
            for (int peer : GRID.peersOf(cell)) {
                if ((marks[peer] & PLACED) == 0 && (marks[peer] & marks[cell] & ALL) != 0) {
                    throw new BoardFormatException(Candidate.name(cell) + " is " + digit(marks[cell]) + " but "
                            + Candidate.name(peer) + " still has it as a candidate", lineOf[peer],
                            columnOf[peer]);
                }
            }
        }
    }
}
