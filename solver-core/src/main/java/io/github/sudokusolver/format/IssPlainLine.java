package io.github.sudokusolver.format;

import io.github.sudokusolver.Cell;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The Interactive Sudoku Solver's plain lines, which that solver reads before its typed text.
 *
 * <p>Its <b>pencil-mark grid</b>: for each cell of a 9x9 (or 6x6) grid in reading order, n characters, the k-th the
 * digit k if the cell may hold it and a {@code .} if not, so 729 (or 216) characters of digits and dots, blanks
 * anywhere (that solver drops them). Taken only when every digit stands in its place, as that solver writes it (it
 * reads a digit anywhere in its cell's characters; a line of other digits and dots, such as nine classic puzzles side
 * by side, is read as before). A cell with one digit is a given, a cell with some digits a
 * {@link io.github.sudokusolver.rules.GivenCandidates}, a cell with all of them open; a cell with none is refused by
 * name. Only these two sizes: 4x4's 64 characters are an 8x8 grid to that solver, and 16x16 needs two characters a
 * digit, which its form does not have.
 *
 * <p>Its <b>plain jigsaw line</b>: the givens of an
 * n x n grid as n*n characters, then its regions as n*n characters, n symbols each standing for n cells, blanks
 * anywhere (that solver drops them): {@code ..E..K..MI....P.K.... AAAAABBBBBCDDDDD...} for a 16x16 jigsaw. A given is
 * a digit 1-n on grids up to 9x9, a letter {@code A}-{@code P} for 1-16 on larger ones; every other cell holds one
 * same character (a {@code .} or a {@code 0}). As that solver reads it, the regions replace the boxes.
 *
 * <p>Taken only when the line is one or two blank-separated words and both halves fit exactly, so no label or
 * puzzle line of another form is read so; and on 9x9 only when the regions are not all digits, since a puzzle
 * followed by its solution ({@code <81 cells> <81 digits>}, the solution its label) is read as before.
 */
final class IssPlainLine {

    private IssPlainLine() {
    }

    /** The puzzle of a line in one of these forms, as the text without blanks and its column, or null. */
    static IssText.Found find(String line) {
        IssText.Found marks = findPencilMarks(line);
        return marks != null ? marks : findJigsaw(line);
    }

    /**
     * The pencil-mark grid at the end of a line, or null: the last words of only digits and dots, 216 or 729
     * characters in all (blanks inside it dropped); the words before it, if any, are its label.
     */
    private static IssText.Found findPencilMarks(String line) {
        int length = 0;
        int start = -1;
        for (int end = line.length(); end > 0; ) {
            while (end > 0 && Character.isWhitespace(line.charAt(end - 1))) {
                end--;
            }
            int begin = end;
            while (begin > 0 && isMark(line.charAt(begin - 1))) {
                begin--;
            }
            if (begin == end || begin > 0 && !Character.isWhitespace(line.charAt(begin - 1))) {
                break; // not a word of marks: the label starts here
            }
            length += end - begin;
            if (pencilMarkSize(length) > 0) {
                start = begin;
            }
            end = begin;
        }
        if (start < 0) {
            return null;
        }
        String text = line.substring(start).replaceAll("\\s+", "");
        return isInPlace(text) ? new IssText.Found(text, start + 1, true) : null;
    }

    /**
     * Whether every digit of a grid's text stands in its place (the k-th character of a cell is the digit k or a dot),
     * as that solver writes its grids; so a line of other digits and dots of that length, nine classic puzzles side by
     * side say, is not taken for one.
     */
    private static boolean isInPlace(String text) {
        int size = pencilMarkSize(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c != '.' && c != '1' + i % size) {
                return false;
            }
        }
        return size > 0;
    }

    private static boolean isMark(char c) {
        return c == '.' || c >= '0' && c <= '9';
    }

    /** The grid size of a pencil-mark grid of this many characters, or 0. */
    private static int pencilMarkSize(int length) {
        return length == 9 * 9 * 9 ? 9 : length == 6 * 6 * 6 ? 6 : 0;
    }

    private static IssText.Found findJigsaw(String line) {
        int words = 0;
        int length = 0;
        int start = -1;
        for (int i = 0; i < line.length(); i++) {
            boolean blank = Character.isWhitespace(line.charAt(i));
            if (!blank && (i == 0 || Character.isWhitespace(line.charAt(i - 1)))) {
                words++;
                start = start < 0 ? i : start;
            }
            length += blank ? 0 : 1;
        }
        int size = (int) Math.round(Math.sqrt(length / 2.0));
        if (words < 1 || words > 2 || size < 4 || size > 16 || 2 * size * size != length) {
            return null;
        }
        String text = line.replaceAll("\\s+", "");
        int cells = size * size;
        if (regionsOf(text.substring(cells), size) == null || !areGivens(text.substring(0, cells), size)) {
            return null;
        }
        if (size == 9 && text.substring(cells).chars().allMatch(c -> c >= '0' && c <= '9')) {
            return null;
        }
        return new IssText.Found(text, start + 1, true);
    }

    /** The puzzle of a text {@link #find} returned. */
    static VariantPuzzle read(String text) throws VariantPuzzle.Refusal {
        int size = pencilMarkSize(text.length());
        return size > 0 ? readPencilMarks(text, size) : readJigsaw(text);
    }

    private static VariantPuzzle readPencilMarks(String text, int size) throws VariantPuzzle.Refusal {
        VariantPuzzle puzzle = new VariantPuzzle(size);
        for (int i = 0; i < size * size; i++) {
            Cell cell = new Cell(i / size, i % size);
            List<Integer> digits = new ArrayList<>();
            for (int k = 0; k < size; k++) {
                if (text.charAt(i * size + k) != '.') { // the digit k + 1, as findPencilMarks made sure
                    digits.add(k + 1);
                }
            }
            if (digits.isEmpty()) {
                throw new VariantPuzzle.Refusal("found no pencil mark for " + cell.name() + " (characters "
                        + (i * size + 1) + "-" + (i + 1) * size + " of the grid), expected at least one digit");
            } else if (digits.size() == 1) {
                puzzle.given(cell, digits.get(0));
            } else if (digits.size() < size) {
                puzzle.candidates(cell, digits);
            }
        }
        return puzzle;
    }

    private static VariantPuzzle readJigsaw(String text) throws VariantPuzzle.Refusal {
        int size = (int) Math.round(Math.sqrt(text.length() / 2.0));
        int cells = size * size;
        VariantPuzzle puzzle = new VariantPuzzle(size);
        puzzle.regions(regionsOf(text.substring(cells), size));
        puzzle.noBoxes();
        for (int i = 0; i < cells; i++) {
            int digit = digit(text.charAt(i), size);
            if (digit > 0) {
                puzzle.given(new Cell(i / size, i % size), digit);
            }
        }
        return puzzle;
    }

    /** The region of each cell: n symbols, each n times, numbered in order of first appearance; null if not so. */
    private static int[] regionsOf(String layout, int size) {
        Map<Character, Integer> numbers = new HashMap<>();
        int[] count = new int[size];
        int[] regions = new int[layout.length()];
        for (int i = 0; i < layout.length(); i++) {
            Integer number = numbers.computeIfAbsent(layout.charAt(i), c -> numbers.size());
            if (number >= size || ++count[number] > size) {
                return null;
            }
            regions[i] = number;
        }
        return numbers.size() == size ? regions : null;
    }

    /** Whether the text is givens as that solver writes them: digits of the grid, and at most one other character. */
    private static boolean areGivens(String text, int size) {
        int other = -1;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (digit(c, size) == 0) {
                if (other >= 0 && other != c) {
                    return false;
                }
                other = c;
            }
        }
        return true;
    }

    /** The digit a character stands for on a grid of this size, or 0. */
    private static int digit(char c, int size) {
        int digit = size < 10 ? (c >= '1' && c <= '9' ? c - '0' : 0) : (c >= 'A' && c <= 'Z' ? c - 'A' + 1 : 0);
        return digit <= size ? digit : 0;
    }
}
