package io.github.sudokusolver.format;

import io.github.sudokusolver.internal.format.LzString;
import io.github.sudokusolver.internal.format.MalformedTextException;
import io.github.sudokusolver.internal.format.PuzzleText;

/**
 * Where a line holds an f-puzzles puzzle, and the JSON text it stands for: an f-puzzles or SudokuPad link (its
 * {@code load=} or {@code fpuz} prefix), the bare lz-string of the JSON, or the JSON on one line, with a link's URL
 * escapes undone and its lz-string decompressed. It exists apart from {@link FPuzzlesText} because finding and
 * decoding the text is about links and encodings, while that class maps the decoded JSON elements to rules; neither
 * needs the other's details.
 */
final class FPuzzlesLine {

    /** Where a line holds an f-puzzles puzzle: the text to decode, whether it is JSON, and its column (from 1). */
    record Found(String payload, boolean json, int start) {
    }

    /** A link to a puzzle this reader cannot read: where it starts (column, from 1) and why. */
    record Unreadable(int start, String problem) {
    }

    /** The sites whose links hold puzzles: a link of theirs without an f-puzzles text is refused, never a label. */
    private static final String[] PUZZLE_SITES = {"sudokupad.app/", "app.crackingthecryptic.com/", "f-puzzles.com/"};

    private static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";
    /**
     * The longest JSON text an lz-string is decompressed to: as long as the longest JSON line, far beyond any
     * puzzle's, so that a line of a few kilobytes (lz-string can write a text of millions of characters in a few
     * thousand) cannot make the reader build a document larger than a JSON line makes.
     */
    static final int MAX_JSON_LENGTH = PuzzleReader.MAX_VARIANT_LINE_LENGTH;
    /** What {@link LzString} says when the text would pass the bound. */
    private static final String TOO_LONG = "the text would be longer than";
    /** A bare lz-string of f-puzzles JSON starts so: the compressed {@code {"}. */
    private static final String LZ_START = "N4Ig";

    private FPuzzlesLine() {
    }

    /** The f-puzzles puzzle of a line, or null when it holds none. */
    static Found find(String line) {
        String stripped = PuzzleText.strip(line);
        if (stripped.startsWith("{") && (stripped.contains("\"grid\"")
                || stripped.contains("\"size\""))) {
            return new Found(stripped, true, line.indexOf('{') + 1);
        }
        boolean link = indexOfIgnoringCase(line, "f-puzzles") >= 0 || indexOfIgnoringCase(line, "sudokupad") >= 0;
        int load = line.indexOf("load=");
        int fpuz = indexOfIgnoringCase(line, "fpuz");
        int start;
        if (load >= 0 && (link || line.startsWith(LZ_START, load + "load=".length()))) {
            start = load + "load=".length();
        } else if (fpuz >= 0 && (link || line.startsWith(LZ_START, fpuz + "fpuz".length())
                || line.startsWith(LZ_START, fpuz + "fpuzzles".length()))) { // sudokupad.app/fpuzzles..., fpuz...
            start = fpuz + (line.regionMatches(true, fpuz, "fpuzzles", 0, 8) ? "fpuzzles".length() : "fpuz".length());
        } else {
            int token = line.indexOf(LZ_START);
            if (token < 0 || token > 0 && !Character.isWhitespace(line.charAt(token - 1))) {
                return null;
            }
            int end = token;
            while (end < line.length() && ALPHABET.indexOf(line.charAt(end)) >= 0) {
                end++;
            }
            if (end - token < 20) {
                return null;
            }
            return new Found(line.substring(token, end), false, token + 1);
        }
        int end = line.length();
        for (int i = start; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '&' || c == '#' || c == '\t') {
                end = i;
                break;
            }
        }
        return new Found(PuzzleText.strip(line.substring(start, end)), false, start + 1);
    }

    /**
     * A link to a puzzle site that holds no puzzle text: SudokuPad's own prefix ({@code scl}, {@code ctc}) with
     * nothing after it ({@link SudokuPadLine} reads those with a puzzle), a short link or an f-puzzles link by id, whose puzzle lives on the site's server. The reader asks it of a line
     * that would otherwise be a label, so that such a puzzle is an error entry naming it, never the next puzzle's
     * label; a line that holds a puzzle keeps its link in its label. Null when the line names a site but holds no
     * link to a puzzle there (a label that mentions f-puzzles).
     */
    static Unreadable unreadableLink(String line) {
        for (String site : PUZZLE_SITES) {
            int at = indexOfIgnoringCase(line, site);
            if (at < 0) {
                continue;
            }
            int start = at;
            while (start > 0 && !Character.isWhitespace(line.charAt(start - 1))) {
                start--;
            }
            int end = at + site.length();
            while (end < line.length() && !Character.isWhitespace(line.charAt(end))) {
                end++;
            }
            String rest = line.substring(at + site.length(), end);
            boolean fpuzzles = site.startsWith("f-puzzles");
            if (rest.isEmpty() || fpuzzles && !rest.startsWith("?id=") && !rest.contains("&id=")) {
                continue; // the site alone, or an f-puzzles page that is no puzzle: a label
            }
            String link = line.substring(start, end);
            String shown = link.length() > 60 ? link.substring(0, 60) + "..." : link;
            String why;
            if (fpuzzles) {
                why = "an f-puzzles link by id, whose puzzle is kept on f-puzzles' server; this reader reads the"
                        + " puzzle's own text (the link with load=)";
            } else if (rest.regionMatches(true, 0, "scl", 0, 3) || rest.regionMatches(true, 0, "ctc", 0, 3)) {
                why = "a SudokuPad link in SudokuPad's own format (" + rest.substring(0, 3) + ") without its"
                        + " puzzle: the puzzle's text follows the prefix";
            } else {
                why = "a SudokuPad short link, whose puzzle is kept on SudokuPad's server; this reader reads the"
                        + " puzzle's own text (sudokupad.app/fpuzzles...)";
            }
            return new Unreadable(start + 1, "found " + shown + ": " + why);
        }
        return null;
    }

    private static int indexOfIgnoringCase(String line, String word) {
        for (int i = 0; i + word.length() <= line.length(); i++) {
            if (line.regionMatches(true, i, word, 0, word.length())) {
                return i;
            }
        }
        return -1;
    }

    /** The lz-string of an f-puzzles link's value: {@code %XX} escapes decoded, blanks standing for {@code +}. */
    static String unescape(String text) throws VariantPuzzle.Refusal {
        return unescape(text, "the f-puzzles text");
    }

    /** The same for a link's value that {@code what} names in a refusal (a SudokuPad link's body). */
    static String unescape(String text, String what) throws VariantPuzzle.Refusal {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '%') {
                int value = i + 2 < text.length() ? hex(text.charAt(i + 1)) * 16 + hex(text.charAt(i + 2)) : -1;
                if (value < 0) {
                    throw new VariantPuzzle.Refusal("found a '%' that is no escape such as %2B at offset " + i
                            + " of " + what);
                }
                out.append((char) value);
                i += 2;
            } else if (c == ' ') {
                out.append('+');
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    private static int hex(char c) {
        int digit = Character.digit(c, 16);
        return digit < 0 ? -1000 : digit;
    }

    /** The JSON text a found text stands for: the lz-string decompressed unless it is JSON already. */
    static String json(Found found) throws VariantPuzzle.Refusal {
        if (found.json()) {
            return found.payload();
        }
        try {
            return LzString.decompressFromBase64(unescape(found.payload()), MAX_JSON_LENGTH);
        } catch (MalformedTextException e) {
            if (e.problem().startsWith(TOO_LONG)) {
                throw new VariantPuzzle.Refusal("found an f-puzzles text whose JSON would be longer than "
                        + MAX_JSON_LENGTH + " characters, more than any puzzle's: the reader stops at offset "
                        + e.offset());
            }
            throw new VariantPuzzle.Refusal("found an f-puzzles text that is not lz-string base64: "
                    + e.problem() + " at offset " + e.offset());
        }
    }
}
