package io.github.sudokusolver.internal.format;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The text picture of a jigsaw's regions ({@link Layout#jigsaw(CharSequence)}), read into a region number per cell. */
public final class JigsawPicture {

    private JigsawPicture() {
    }

    /**
     * The region of each cell, {@code [row][col]}, numbered in the order the symbols first appear; the checks that
     * need the regions themselves (n cells each) are {@link Layout#jigsaw(int[][])}'s.
     *
     * @throws IllegalArgumentException if the lines do not form an n x n square or there are not n symbols; the
     *     message names the line
     */
    public static int[][] regions(CharSequence picture) {
        List<int[]> lines = new ArrayList<>();
        Map<Integer, Integer> symbols = new LinkedHashMap<>();
        String[] textLines = PuzzleText.pictureLines(picture);
        for (int line = 0; line < textLines.length; line++) {
            int[] values = PuzzleText.withoutDecoration(textLines[line])
                    .map(c -> symbols.computeIfAbsent(c, key -> symbols.size()))
                    .toArray();
            if (values.length == 0) {
                continue;
            }
            if (!lines.isEmpty() && values.length != lines.get(0).length) {
                throw new IllegalArgumentException("line " + (line + 1) + " of the regions has "
                        + GridText.count(values.length, "symbol") + ", expected " + lines.get(0).length
                        + " like the first");
            }
            lines.add(values);
        }
        if (lines.isEmpty()) {
            throw new IllegalArgumentException("found no regions");
        }
        int n = lines.get(0).length;
        if (lines.size() != n) {
            throw new IllegalArgumentException("found " + GridText.count(lines.size(), "line") + " of " + n
                    + " symbols, expected " + n + " lines");
        }
        if (symbols.size() != n) {
            throw new IllegalArgumentException("found " + symbols.size() + " region symbols, expected " + n);
        }
        return lines.toArray(new int[0][]);
    }
}
