package io.github.sudokusolver.format;

import io.github.sudokusolver.Cell;
import java.util.HashMap;
import java.util.Map;

/**
 * The Interactive Sudoku Solver's plain jigsaw line, which that solver reads before its typed text: the givens of an
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

    /** The puzzle of a line in this form, as the text without blanks and its column, or null. */
    static IssText.Found find(String line) {
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
