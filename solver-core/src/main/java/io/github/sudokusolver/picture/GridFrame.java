package io.github.sudokusolver.picture;

import io.github.sudokusolver.Region;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Conflict;
import io.github.sudokusolver.Layout;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.IntPredicate;

/**
 * What every picture of a grid has, written once: the SVG document with its {@code viewBox} and margins, the title,
 * the cells' backgrounds, the thin and thick borders, outlines inset in a set of cells, and text. A frame draws from
 * plain numbers (its rows and columns, a cell's side in units, and each position's box), which {@link #of} reads from
 * a layout, so that the board pictures and the step pictures draw the same grid the same way.
 *
 * <p>A position is {@code row * columns + col}. Lines of odd width fall on whole pixels at the natural size and at
 * any whole multiple: the {@code viewBox} starts half a margin above and left of the grid, so every coordinate
 * inside is whole.
 */
final class GridFrame {

    /** A thin line (between two cells of one box) and a thick one (between boxes, and round the grid). */
    static final int THIN_WIDTH = 1;
    /** A thick line's width: box and region borders, and the grid's outside. */
    static final int THICK_WIDTH = 3;
    /** The background of a cell without shading. */
    static final String PLAIN = "#ffffff";
    /** Thin lines: grey so that a box stands out, dark enough to print. */
    static final String THIN_COLOUR = "#555555";
    /** Thick lines and the darkest text. */
    static final String INK = "#000000";
    /** The fonts of every text, most specific first; a renderer takes the first it has. */
    static final String FONT = "DejaVu Sans, Arial, Helvetica, sans-serif";

    /**
     * Room on both sides of the grid together for half a thick line and its square caps: 4.5 units a side, a half
     * unit, so that lines of odd width at whole coordinates fall on whole pixels at the natural size and at 2x:
     * crisp, not blurred over two.
     */
    private static final int MARGINS = 9;

    private final int rows;
    private final int columns;
    private final int cell;
    private final int[] box;
    /** Room outside the grid beyond the margin, in units, for clues drawn there: left, top, right, bottom. */
    private final int[] room;

    /**
     * A frame of a grid.
     *
     * @param rows    the grid's rows
     * @param columns the grid's columns
     * @param cell    a cell's side in the picture's units
     * @param box     for each position, its box (or jigsaw region); -1 for a hole, which is not a cell. Copied.
     */
    GridFrame(int rows, int columns, int cell, int[] box) {
        this(rows, columns, cell, box, new int[4]);
    }

    private GridFrame(int rows, int columns, int cell, int[] box, int[] room) {
        if (box.length != rows * columns) {
            throw new IllegalArgumentException(box.length + " boxes for " + rows + "x" + columns + " positions");
        }
        this.rows = rows;
        this.columns = columns;
        this.cell = cell;
        this.box = box.clone();
        this.room = room;
    }

    /**
     * The frame of a layout's grid: thick lines round its boxes or its jigsaw regions, its holes (the samurai grid's)
     * left out.
     *
     * @param layout the layout
     * @param cell   a cell's side in the picture's units
     * @return the frame
     */
    static GridFrame of(Layout layout, int cell) {
        int columns = layout.columns();
        // Each position's box or jigsaw region, -1 for a hole: a thick line runs between two positions that differ.
        int[] box = new int[layout.rows() * columns];
        Arrays.fill(box, -1);
        int number = 0;
        for (Region kind : new Region[] {Region.BOX, Region.REGION}) {
            for (List<Cell> region : layout.regions(kind)) {
                for (Cell member : region) {
                    box[member.row() * columns + member.col()] = number;
                }
                number++;
            }
        }
        return new GridFrame(layout.rows(), columns, cell, box);
    }

    /**
     * Which grid positions ({@code row * columns + col}) lie in a region of one kind: the diagonals' or the windows'
     * cells, which the pictures shade.
     *
     * @param layout the layout
     * @param kind   the kind of region
     * @return a new array over the grid's positions
     */
    static boolean[] inRegionsOf(Layout layout, Region kind) {
        int columns = layout.columns();
        boolean[] inside = new boolean[layout.rows() * columns];
        for (List<Cell> region : layout.regions(kind)) {
            for (Cell member : region) {
                inside[member.row() * columns + member.col()] = true;
            }
        }
        return inside;
    }

    /**
     * This frame with room outside the grid, beyond the margin, for clues drawn there (little killer and sandwich
     * sums). The grid stays at units 0 to its size; the {@code viewBox} starts further up and left, still half a unit
     * off the whole numbers, so lines stay crisp.
     *
     * @param left   units added left of the grid, 0 or more
     * @param top    units added above it
     * @param right  units added right of it
     * @param bottom units added below it, before what {@link #appendStart} adds under the grid
     * @return the frame with that room
     * @throws IllegalArgumentException if a room is negative
     */
    GridFrame withRoom(int left, int top, int right, int bottom) {
        if (left < 0 || top < 0 || right < 0 || bottom < 0) {
            throw new IllegalArgumentException("room " + left + " " + top + " " + right + " " + bottom
                    + ": none may be negative");
        }
        return new GridFrame(rows, columns, cell, box, new int[] {left, top, right, bottom});
    }

    /** A cell's side in the picture's units. */
    int cell() {
        return cell;
    }

    /**
     * Where the room below the grid ends: the grid's height and the room {@link #withRoom} added under it, in units
     * from the grid's top. Text written under the grid starts here.
     *
     * @return the bottom of the grid and its room below
     */
    int bottom() {
        return rows * cell + room[3];
    }

    /**
     * The document's width in units (and pixels at the natural size): the grid and its margins.
     *
     * @return the width
     */
    int width() {
        return columns * cell + MARGINS + room[0] + room[2];
    }

    /**
     * The grid's height with its margins and room, without what {@link #appendStart} adds below it.
     *
     * @return the height
     */
    int height() {
        return rows * cell + MARGINS + room[1] + room[3];
    }

    /**
     * Starts the document: the XML declaration, the {@code <svg>} element sized to the grid and {@code below} more
     * units under it (for text under the grid), and the title.
     *
     * @param svg   where to write
     * @param below units added to the height under the grid, 0 for none
     * @param title the title, escaped here
     */
    void appendStart(StringBuilder svg, int below, String title) {
        int width = width();
        int height = height() + below;
        svg.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" viewBox=\"-").append(origin(room[0]))
                .append(" -").append(origin(room[1])).append(' ').append(width).append(' ').append(height)
                .append("\" width=\"").append(width).append("\" height=\"").append(height).append("\">\n");
        svg.append("<title>").append(escape(title)).append("</title>\n");
    }

    /** How far the {@code viewBox} starts left of (or above) the grid: the margin and the room, e.g. {@code 4.5}. */
    private static String origin(int room) {
        return room + MARGINS / 2 + ".5";
    }

    /**
     * The cells' backgrounds, one rectangle per run of cells of one shade along a row.
     *
     * @param svg   where to write
     * @param shade each position's fill; null for none (a hole)
     */
    void appendCells(StringBuilder svg, String[] shade) {
        svg.append("<g class=\"cells\" stroke=\"none\">\n");
        for (int row = 0; row < rows; row++) {
            int col = 0;
            while (col < columns) {
                String fill = shade[row * columns + col];
                int end = col + 1;
                while (end < columns && Objects.equals(shade[row * columns + end], fill)) {
                    end++;
                }
                if (fill != null) {
                    svg.append("<rect x=\"").append(col * cell).append("\" y=\"").append(row * cell)
                            .append("\" width=\"").append((end - col) * cell).append("\" height=\"").append(cell)
                            .append("\" fill=\"").append(fill).append("\"/>\n");
                }
                col = end;
            }
        }
        svg.append("</g>\n");
    }

    /**
     * The grid lines: a side between two cells of one box is thin; a side between two boxes, or between a cell and a
     * hole or the outside, is thick. Thick lines are drawn last, over the thin ones they meet, with square caps so
     * that their corners close.
     *
     * @param svg where to write
     */
    void appendBorders(StringBuilder svg) {
        Strokes thin = new Strokes();
        Strokes thick = new Strokes();
        for (int row = 0; row < rows; row++) {
            for (int col = 0; col < columns; col++) {
                if (!isCell(row, col)) {
                    continue;
                }
                int left = col * cell;
                int top = row * cell;
                // Each side between two cells is drawn once, by the cell left of it or above it.
                if (!isCell(row, col - 1)) {
                    thick.vertical(left, top, top + cell);
                }
                if (!isCell(row - 1, col)) {
                    thick.horizontal(top, left, left + cell);
                }
                boolean rightInBox = isCell(row, col + 1) && sameBox(row, col, row, col + 1);
                (rightInBox ? thin : thick).vertical(left + cell, top, top + cell);
                boolean belowInBox = isCell(row + 1, col) && sameBox(row, col, row + 1, col);
                (belowInBox ? thin : thick).horizontal(top + cell, left, left + cell);
            }
        }
        appendPath(svg, stroke("cell-borders", THIN_COLOUR, THIN_WIDTH) + " stroke-linecap=\"butt\"", thin);
        appendPath(svg, stroke("region-borders", INK, THICK_WIDTH) + " stroke-linecap=\"square\"", thick);
    }

    /** Whether a position is on the grid and a cell rather than a hole; false off the edges. */
    private boolean isCell(int row, int col) {
        return row >= 0 && row < rows && col >= 0 && col < columns && box[row * columns + col] >= 0;
    }

    private boolean sameBox(int row, int col, int otherRow, int otherCol) {
        return box[row * columns + col] == box[otherRow * columns + otherCol];
    }

    /**
     * One cell's part of the outline of a set of cells, {@code inset} units inside the set. A side facing a cell
     * outside the set is drawn inset; it reaches to the cell's edge where the set goes on that way, so that it joins
     * the next cell's side. Where the set turns round a cell outside it (two neighbours in the set, the diagonal one
     * not), two short pieces close the inner corner. Called for every cell of the set, it draws the whole outline.
     *
     * @param out      where the pieces go
     * @param inside   whether a position is in the set
     * @param position a position in the set
     * @param inset    how far inside the cells the outline runs, in units
     */
    void outlineCell(Strokes out, IntPredicate inside, int position, int inset) {
        int row = position / columns;
        int col = position % columns;
        boolean up = inside(inside, row - 1, col);
        boolean down = inside(inside, row + 1, col);
        boolean left = inside(inside, row, col - 1);
        boolean right = inside(inside, row, col + 1);
        int x0 = col * cell;
        int y0 = row * cell;
        int x1 = x0 + cell;
        int y1 = y0 + cell;
        int fromX = left ? x0 : x0 + inset;
        int toX = right ? x1 : x1 - inset;
        int fromY = up ? y0 : y0 + inset;
        int toY = down ? y1 : y1 - inset;
        if (!up) {
            out.horizontal(y0 + inset, fromX, toX);
        }
        if (!down) {
            out.horizontal(y1 - inset, fromX, toX);
        }
        if (!left) {
            out.vertical(x0 + inset, fromY, toY);
        }
        if (!right) {
            out.vertical(x1 - inset, fromY, toY);
        }
        if (up && left && !inside(inside, row - 1, col - 1)) {
            out.horizontal(y0 + inset, x0, x0 + inset);
            out.vertical(x0 + inset, y0, y0 + inset);
        }
        if (up && right && !inside(inside, row - 1, col + 1)) {
            out.horizontal(y0 + inset, x1 - inset, x1);
            out.vertical(x1 - inset, y0, y0 + inset);
        }
        if (down && left && !inside(inside, row + 1, col - 1)) {
            out.horizontal(y1 - inset, x0, x0 + inset);
            out.vertical(x0 + inset, y1 - inset, y1);
        }
        if (down && right && !inside(inside, row + 1, col + 1)) {
            out.horizontal(y1 - inset, x1 - inset, x1);
            out.vertical(x1 - inset, y1 - inset, y1);
        }
    }

    /**
     * Killer cages' outlines, {@code inset} units inside their cells (as {@link #outlineCell} draws a set), all in
     * one path so that the dashes of a style run on evenly round each cage; nothing when no cage is drawn.
     *
     * @param svg        where to write
     * @param attributes the path's attributes, as {@link #stroke} gives them and more (a dash pattern)
     * @param owner      for each position, the index of its cage; -1 for none
     * @param drawn      which cages, by index, to outline
     * @param inset      how far inside the cells the outlines run, in units
     */
    void appendCageOutlines(StringBuilder svg, String attributes, int[] owner, IntPredicate drawn, int inset) {
        Strokes outline = new Strokes();
        for (int position = 0; position < owner.length; position++) {
            int cage = owner[position];
            if (cage >= 0 && drawn.test(cage)) {
                outlineCell(outline, p -> owner[p] == cage, position, inset);
            }
        }
        appendPath(svg, attributes, outline);
    }

    /**
     * Killer cages' sums, each in the top-left corner of its cage's first cell in row-major order (the one cell sure
     * to have a free top-left corner), just inside an outline {@code inset} units in: one group of texts, in the order
     * of the cages; nothing when no cage with a sum is drawn.
     *
     * @param svg        where to write
     * @param attributes the group's attributes written before its font family, its class first (a weight, ...)
     * @param owner      for each position, the index of its cage; -1 for none
     * @param sums       each cage's sum by index; negative for a cage without one, which gets no text
     * @param drawn      which cages, by index, to write the sum of
     * @param inset      how far inside the cells the cages' outlines run, in units
     * @param size       the sums' font size in units
     */
    void appendCageSums(StringBuilder svg, String attributes, int[] owner, int[] sums, IntPredicate drawn,
            int inset, int size) {
        int[] first = new int[sums.length];
        Arrays.fill(first, -1);
        for (int position = owner.length - 1; position >= 0; position--) {
            if (owner[position] >= 0) {
                first[owner[position]] = position;
            }
        }
        StringBuilder texts = new StringBuilder();
        for (int cage = 0; cage < sums.length; cage++) {
            if (sums[cage] >= 0 && first[cage] >= 0 && drawn.test(cage)) {
                appendText(texts, first[cage] % columns * cell + inset + 2, first[cage] / columns * cell + inset
                        + size - 1, Integer.toString(sums[cage]));
            }
        }
        appendTextGroup(svg, attributes, " font-size=\"" + size + "\" fill=\"" + INK + '"', texts);
    }

    private boolean inside(IntPredicate inside, int row, int col) {
        return row >= 0 && row < rows && col >= 0 && col < columns && inside.test(row * columns + col);
    }

    /**
     * The attributes of a path of lines: its role (an SVG class, which tests and style sheets look up), colour and
     * width, unfilled.
     *
     * @param role   the class
     * @param colour the stroke colour
     * @param width  the stroke width in units
     * @return the attributes, without a leading or trailing space
     */
    static String stroke(String role, String colour, int width) {
        return stroke(role, colour, Integer.toString(width));
    }

    /**
     * The attributes of a path of lines of a width that is not whole, such as {@code 1.5}.
     *
     * @param role   the class
     * @param colour the stroke colour
     * @param width  the stroke width in units, as written
     * @return the attributes, without a leading or trailing space
     */
    static String stroke(String role, String colour, String width) {
        return "class=\"" + role + "\" fill=\"none\" stroke=\"" + colour + "\" stroke-width=\"" + width + '"';
    }

    /**
     * One {@code <path>} of the merged strokes; nothing when there are none.
     *
     * @param svg        where to write
     * @param attributes the path's attributes, as {@link #stroke} gives them and more
     * @param strokes    the line pieces
     */
    static void appendPath(StringBuilder svg, String attributes, Strokes strokes) {
        if (!strokes.isEmpty()) {
            appendPath(svg, attributes, strokes.pathData());
        }
    }

    /**
     * One {@code <path>} of this path data; nothing when it is empty.
     *
     * @param svg        where to write
     * @param attributes the path's attributes, as {@link #stroke} gives them and more
     * @param data       the path data ({@code M x y L x y ...})
     */
    static void appendPath(StringBuilder svg, String attributes, CharSequence data) {
        if (data.length() > 0) {
            svg.append("<path ").append(attributes).append(" d=\"").append(data).append("\"/>\n");
        }
    }

    /**
     * One group of {@code <text>} elements (as {@link #appendText} writes them) in the font of every picture;
     * nothing when there are none.
     *
     * @param svg        where to write
     * @param attributes the group's attributes written before its font family: its class first, then what else
     * @param after      attributes written after the font family (its size, anchor), each with a leading space;
     *                   empty for none
     * @param texts      the text elements
     */
    static void appendTextGroup(StringBuilder svg, String attributes, String after, CharSequence texts) {
        if (texts.length() > 0) {
            svg.append("<g ").append(attributes).append(" font-family=\"").append(FONT).append('"').append(after)
                    .append(">\n").append(texts).append("</g>\n");
        }
    }

    /**
     * One {@code <text>} element; its font, size, colour and anchor come from its group.
     *
     * @param svg  where to write
     * @param x    the anchor's x in units
     * @param y    the baseline's y in units
     * @param text the text, escaped here
     */
    static void appendText(StringBuilder svg, int x, int y, String text) {
        svg.append("<text x=\"").append(x).append("\" y=\"").append(y).append("\">").append(escape(text))
                .append("</text>\n");
    }

    /**
     * A coordinate to a tenth of a unit, without a needless {@code .0}: {@code 12}, {@code 12.5}, {@code -0.3}.
     *
     * @param value the coordinate in units
     * @return the coordinate as a path or an attribute writes it
     */
    static String num(double value) {
        long tenths = Math.round(value * 10);
        if (tenths % 10 == 0) {
            return Long.toString(tenths / 10);
        }
        return (tenths < 0 ? "-" : "") + Math.abs(tenths) / 10 + "." + Math.abs(tenths) % 10;
    }

    /**
     * How a digit is written on the grid: {@code 1} to {@code 9}, then {@code A} for 10 and on to {@code P} for 25,
     * as {@link io.github.sudokusolver.format.BoardFormat} writes boards.
     *
     * @param digit the digit, 1 to 25
     * @return its one character
     */
    static String symbol(int digit) {
        return String.valueOf(digit <= 9 ? (char) ('0' + digit) : (char) ('A' + digit - 10));
    }

    /**
     * Text made safe for XML content and attribute values: {@code & < > "} as entities. A step's description holds
     * {@code <>} ({@code r7c9<>4}).
     *
     * @param text the text
     * @return the escaped text
     */
    static String escape(CharSequence text) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
