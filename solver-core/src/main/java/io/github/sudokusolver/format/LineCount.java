package io.github.sudokusolver.format;

import io.github.sudokusolver.internal.format.PuzzleText;

/**
 * What a line of a puzzle file holds, counted in code points by {@link PuzzleText}'s marks for a layout of a given
 * number of digits: cells, the frame characters of {@link PuzzleText#isReaderRule}, and the other characters
 * ({@link PuzzleText#isReaderSeparator separators} are not counted); whether the others include a word; and the first
 * rule or other character, or null. {@link EntryAssembler} decides from it whether a line is a frame, a label or
 * cells (docs/reading.md). It stands apart from PuzzleText because it classifies a line, not a character: its words
 * are made of letters that PuzzleText may count as cells.
 *
 * <p>A word is a run of two or more letters of which at least one is not a cell, or which mixes upper and lower
 * case (a puzzle writes its letter digits in one case): {@code Grid}, {@code ED}, on a 16x16 grid, whose digits
 * include the letters A-G, {@code Board} (for its o and r), and on 25x25 (A-P) {@code Game}. All its letters
 * count as other characters. A letter alone, or a run of letters in one case that are all cells, is not a word.
 */
record LineCount(int cells, int rules, int others, boolean hasWord, Stray firstStray) {

    /** The first character of a line that is neither a cell nor a separator, and how many cells stand before it. */
    record Stray(int index, int cellsBefore) {
    }

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
        return firstStray != null;
    }

    /** Counts the characters of {@code text}, for a layout of {@code size} digits (9 for the classic grid). */
    static LineCount of(CharSequence text, int size) {
        int cells = 0;
        int rules = 0;
        int others = 0;
        boolean hasWord = false;
        Stray firstStray = null;
        int i = 0;
        while (i < text.length()) {
            int runEnd = letterRunEnd(text, i);
            int nonCell = firstNonCell(text, i, runEnd, size);
            if (Character.codePointCount(text, i, runEnd) >= 2) {
                if (nonCell < runEnd || mixesCase(text, i, runEnd)) { // a word
                    others += Character.codePointCount(text, i, runEnd);
                    hasWord = true;
                    if (firstStray == null) {
                        firstStray = new Stray(nonCell < runEnd ? nonCell : i, cells);
                    }
                } else {
                    cells += Character.codePointCount(text, i, runEnd);
                }
                i = runEnd;
                continue;
            }
            int c = Character.codePointAt(text, i);
            if (PuzzleText.isCellSymbol(c, size)) {
                cells++;
            } else if (!PuzzleText.isReaderSeparator(c)) {
                if (PuzzleText.isReaderRule(c)) {
                    rules++;
                } else {
                    others++;
                }
                if (firstStray == null) {
                    firstStray = new Stray(i, cells);
                }
            }
            i += Character.charCount(c);
        }
        return new LineCount(cells, rules, others, hasWord, firstStray);
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
        while (i < to && PuzzleText.isCellSymbol(Character.codePointAt(text, i), size)) {
            i += Character.charCount(Character.codePointAt(text, i));
        }
        return i;
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
}
