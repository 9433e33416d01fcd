package io.github.sudokusolver.picture;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Horizontal and vertical line pieces of a picture, gathered cell by cell and written as one SVG path in which
 * pieces that meet on one line become one stroke. Drawing each cell's sides separately would double the document
 * and restart a dash pattern at every cell, so a cage's dashes would bunch up at cell corners.
 */
final class Strokes {

    /** Orders pieces by their line, then by where they start on it, so that the pieces of one line come together. */
    private static final Comparator<int[]> ALONG_EACH_LINE =
            Comparator.<int[]>comparingInt(piece -> piece[0]).thenComparingInt(piece -> piece[1]);

    /** Each piece as {line, from, to}: {y, x1, x2} for horizontal pieces, {x, y1, y2} for vertical ones. */
    private final List<int[]> horizontal = new ArrayList<>();
    private final List<int[]> vertical = new ArrayList<>();

    /** A horizontal piece at height {@code y} between two x coordinates, in either order. */
    void horizontal(int y, int x1, int x2) {
        horizontal.add(new int[] {y, Math.min(x1, x2), Math.max(x1, x2)});
    }

    /** A vertical piece at {@code x} between two y coordinates, in either order. */
    void vertical(int x, int y1, int y2) {
        vertical.add(new int[] {x, Math.min(y1, y2), Math.max(y1, y2)});
    }

    boolean isEmpty() {
        return horizontal.isEmpty() && vertical.isEmpty();
    }

    /** The path data ({@code M x y H x2 ...}): each run of touching or overlapping pieces on a line as one move. */
    String pathData() {
        StringBuilder data = new StringBuilder();
        appendMerged(horizontal, 'H', data);
        appendMerged(vertical, 'V', data);
        return data.toString();
    }

    private static void appendMerged(List<int[]> pieces, char direction, StringBuilder data) {
        List<int[]> sorted = new ArrayList<>(pieces);
        sorted.sort(ALONG_EACH_LINE);
        int i = 0;
        while (i < sorted.size()) {
            int line = sorted.get(i)[0];
            int from = sorted.get(i)[1];
            int to = sorted.get(i)[2];
            i++;
            while (i < sorted.size() && sorted.get(i)[0] == line && sorted.get(i)[1] <= to) {
                to = Math.max(to, sorted.get(i)[2]);
                i++;
            }
            if (data.length() > 0) {
                data.append(' ');
            }
            // H keeps y and moves x; V keeps x and moves y: the start point is written in (x, y) order either way.
            int x = direction == 'H' ? from : line;
            int y = direction == 'H' ? line : from;
            data.append('M').append(x).append(' ').append(y).append(direction).append(to);
        }
    }
}
