package io.github.sudokusolver.format;

import io.github.sudokusolver.internal.format.LzString;
import io.github.sudokusolver.internal.format.MalformedTextException;

/**
 * Where a line holds a SudokuPad link in SudokuPad's own format, and the zipped JSON it stands for. A link is
 * {@code sudokupad.app/} (or {@code app.crackingthecryptic.com/}, or with {@code ?puzzleid=} before the puzzle)
 * followed by {@code scl} or {@code ctc} and the body: the body, URL escapes undone, is lz-string
 * {@code compressToBase64} of the zipped JSON ({@link io.github.sudokusolver.internal.format.ZippedJson}). Where it is
 * no lz-string, or decompresses to less than half its own length, SudokuPad takes the body as the text itself, and so
 * does this class. It exists apart from {@link SudokuPadText}, which maps the decoded puzzle to rules, as
 * {@link FPuzzlesLine} does for f-puzzles.
 */
final class SudokuPadLine {

    /** Where a line holds a SudokuPad puzzle: the body after the prefix, its prefix and its column (from 1). */
    record Found(String body, String prefix, int start) {
    }

    private static final String[] SITES = {"sudokupad.app/", "app.crackingthecryptic.com/"};
    private static final String[] PREFIXES = {"scl", "ctc"};

    private SudokuPadLine() {
    }

    /** The SudokuPad puzzle of a line, or null when it holds none. */
    static Found find(String line) {
        for (String site : SITES) {
            int at = indexOfIgnoringCase(line, site, 0);
            while (at >= 0) {
                int path = at + site.length();
                if (line.startsWith("sudoku/", path)) {
                    path += "sudoku/".length(); // app.crackingthecryptic.com/sudoku/ctc...
                }
                if (line.startsWith("?puzzleid=", path)) {
                    path += "?puzzleid=".length();
                }
                for (String prefix : PREFIXES) {
                    if (line.regionMatches(true, path, prefix, 0, prefix.length())) {
                        int start = path + prefix.length();
                        int end = start;
                        while (end < line.length() && !Character.isWhitespace(line.charAt(end))
                                && line.charAt(end) != '&' && line.charAt(end) != '#') {
                            end++;
                        }
                        if (end > start) {
                            return new Found(line.substring(start, end), prefix, start + 1);
                        }
                    }
                }
                at = indexOfIgnoringCase(line, site, at + 1);
            }
        }
        return null;
    }

    /** The zipped JSON text of a found link. */
    static String zipped(Found found) throws VariantPuzzle.Refusal {
        String body = FPuzzlesLine.unescape(found.body(), "the SudokuPad link's body");
        try {
            String text = LzString.decompressFromBase64(body, FPuzzlesLine.MAX_JSON_LENGTH);
            if (text.length() * 2 >= body.length()) {
                return text;
            }
        } catch (MalformedTextException e) {
            if (e.problem().startsWith("the text would be longer than")) {
                throw new VariantPuzzle.Refusal("found a SudokuPad puzzle whose text would be longer than "
                        + FPuzzlesLine.MAX_JSON_LENGTH + " characters, more than any puzzle's: the reader stops at"
                        + " offset " + e.offset());
            }
            // not lz-string: SudokuPad then takes the body as the text itself
        }
        if (body.startsWith("{")) {
            return body;
        }
        throw new VariantPuzzle.Refusal("found a SudokuPad link whose body is neither lz-string base64 nor the"
                + " puzzle's text (SudokuPad's other packing, LZipper, is not read)");
    }

    private static int indexOfIgnoringCase(String line, String word, int from) {
        for (int i = from; i + word.length() <= line.length(); i++) {
            if (line.regionMatches(true, i, word, 0, word.length())) {
                return i;
            }
        }
        return -1;
    }
}
