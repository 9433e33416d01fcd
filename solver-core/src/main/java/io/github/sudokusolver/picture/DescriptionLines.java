package io.github.sudokusolver.picture;

import java.util.ArrayList;
import java.util.List;

/** A step's description broken into the lines a {@link StepDrawing} writes under its grid. */
final class DescriptionLines {

    private DescriptionLines() {
    }

    /**
     * The description in lines of at most {@value StepDrawing#WRAP} characters. A line breaks at a space (dropped),
     * or after a {@code -}, {@code =}, {@code ;} or {@code ,} outside parentheses and not the {@code =} of
     * {@code =>}: between the links of a chain ({@code (8)r7c2-(8)r7c6}) and the items of a list, never inside a
     * cell's name or a link's {@code (2=7)}. A run of more than {@value StepDrawing#WRAP} characters without such a
     * place is cut where the line is full; no description has one.
     */
    static List<String> wrap(String text) {
        return wrap(text, StepDrawing.WRAP);
    }

    /** As {@link #wrap(String)}, in lines of at most {@code width} characters. */
    static List<String> wrap(String text, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            depth += c == '(' ? 1 : c == ')' ? -1 : 0;
            if (i == text.length() - 1 || c == ' ' || depth == 0 && breaksAfter(text, i)) {
                String piece = text.substring(start, i + 1);
                start = i + 1;
                if (line.length() > 0 && line.length() + shown(piece) > width) { // the line's last space goes in
                    lines.add(line.substring(0, shown(line)));
                    line.setLength(0);
                }
                line.append(piece);
                while (shown(line) > width) { // one piece too long for a line
                    lines.add(line.substring(0, width));
                    line.delete(0, width);
                }
            }
        }
        if (shown(line) > 0) {
            lines.add(line.substring(0, shown(line)));
        }
        return lines;
    }

    /** The length of text without its trailing spaces, which a line does not show. */
    private static int shown(CharSequence text) {
        int end = text.length();
        while (end > 0 && text.charAt(end - 1) == ' ') {
            end--;
        }
        return end;
    }

    /** Whether a line may break after the character at {@code i}: a link's sign or a list's separator. */
    private static boolean breaksAfter(String text, int i) {
        char c = text.charAt(i);
        boolean arrow = c == '=' && i + 1 < text.length() && text.charAt(i + 1) == '>';
        return c == '-' || c == ';' || c == ',' || c == '=' && !arrow;
    }
}
