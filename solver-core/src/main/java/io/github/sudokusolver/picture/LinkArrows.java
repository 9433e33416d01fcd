package io.github.sudokusolver.picture;

import static io.github.sudokusolver.picture.GridFrame.appendPath;
import static io.github.sudokusolver.picture.GridFrame.num;
import static io.github.sudokusolver.picture.GridFrame.stroke;
import static io.github.sudokusolver.picture.StepDrawing.MARKER_RADIUS;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.logic.Candidate;
import io.github.sudokusolver.logic.Candidates;
import io.github.sudokusolver.logic.Link;
import io.github.sudokusolver.logic.Step;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The links of a step drawn as arrows between the candidates they join, from the premise to the conclusion: a strong
 * link as a solid line, a weak one dashed, each with a filled arrowhead at its conclusion. A link between two
 * candidates far enough apart is straight, from the edge of one marker to the edge of the other, unless that line
 * would cross another candidate or a placed cell's digit; those, and two candidates close together (in one cell, or
 * side by side), are joined by an arc that bends away, since a straight line would seem to strike out what it
 * crosses, or be hidden under the markers. A grouped link's group end is the group's cell nearest the other end (every
 * cell of the group is marked by {@link StepDrawing}). The premise of each branch of a forcing chain is ringed.
 */
final class LinkArrows {

    static final String LINK_COLOUR = "#202020";
    static final String LINK_WIDTH = "1.5";
    /** The weak links' dashes: long enough to read as a line, clearly broken. */
    static final String WEAK_DASHES = "5 3";
    static final double HEAD_LENGTH = 7;
    static final double HEAD_HALF_WIDTH = 3.5;
    /** Where a line stops short of a candidate's centre: just outside its marker. */
    static final double END_GAP = MARKER_RADIUS + 1.5;
    /** Candidates closer than this are joined by an arc. */
    static final double ARC_BELOW = 2 * END_GAP + 12;
    static final double PREMISE_RADIUS = MARKER_RADIUS + 3;
    /**
     * How near a straight link may come to a placed cell's centre: the big digit is about 22 units wide and 26 tall
     * round it, so a line within this distance would run through the digit.
     */
    static final double PLACED_CLEARANCE = 16;

    /** The picture the arrows are drawn on: its marks, and where each candidate's centre is. */
    private final StepDrawing drawing;
    private final Step step;

    LinkArrows(StepDrawing drawing, Step step) {
        this.drawing = drawing;
        this.step = step;
    }

    private int centreX(Cell cell, int digit) {
        return drawing.centreX(cell, digit);
    }

    private int centreY(Cell cell, int digit) {
        return drawing.centreY(cell, digit);
    }

    void append(StringBuilder svg) {
        Set<Link> links = new LinkedHashSet<>(step.links()); // a forcing chain's branches may share links
        for (List<Link> branch : step.branches()) {
            links.addAll(branch);
        }
        if (links.isEmpty()) {
            return;
        }
        appendPremises(svg);
        StringBuilder strong = new StringBuilder();
        StringBuilder weak = new StringBuilder();
        StringBuilder heads = new StringBuilder();
        for (Link link : links) {
            appendArrow(link, link.strong() ? strong : weak, heads);
        }
        appendPath(svg, stroke("strong-links", LINK_COLOUR, LINK_WIDTH), strong);
        appendPath(svg, stroke("weak-links", LINK_COLOUR, LINK_WIDTH) + " stroke-dasharray=\"" + WEAK_DASHES + '"',
                weak);
        appendPath(svg, "class=\"arrowheads\" fill=\"" + LINK_COLOUR + "\" stroke=\"none\"", heads);
    }

    /** A dashed ring round the first premise of each branch of a forcing chain. */
    private void appendPremises(StringBuilder svg) {
        Set<Candidate> premises = new LinkedHashSet<>();
        for (List<Link> branch : step.branches()) {
            if (!branch.isEmpty()) {
                premises.add(branch.get(0).from());
            }
        }
        if (premises.isEmpty()) {
            return;
        }
        svg.append("<g ").append(stroke("premises", LINK_COLOUR, LINK_WIDTH)).append(" stroke-dasharray=\"3 2\">\n");
        for (Candidate premise : premises) {
            svg.append("<circle cx=\"").append(centreX(premise.cell(), premise.digit())).append("\" cy=\"")
                    .append(centreY(premise.cell(), premise.digit())).append("\" r=\"").append(PREMISE_RADIUS)
                    .append("\"/>\n");
        }
        svg.append("</g>\n");
    }

    /** One link: its line (or arc) into {@code path}, its arrowhead into {@code heads}. */
    private void appendArrow(Link link, StringBuilder path, StringBuilder heads) {
        int[] ends = nearestEnds(link);
        double x1 = ends[0];
        double y1 = ends[1];
        double x2 = ends[2];
        double y2 = ends[3];
        double length = Math.hypot(x2 - x1, y2 - y1);
        if (length == 0) {
            return; // a link of a candidate to itself says nothing to draw
        }
        double ux = (x2 - x1) / length;
        double uy = (y2 - y1) / length;
        if (path.length() > 0) {
            path.append(' ');
        }
        if (length >= ARC_BELOW && !passesOverADigit(ends, length, ux, uy)) {
            double tipX = x2 - ux * END_GAP;
            double tipY = y2 - uy * END_GAP;
            path.append('M').append(num(x1 + ux * END_GAP)).append(' ').append(num(y1 + uy * END_GAP))
                    .append('L').append(num(tipX - ux * HEAD_LENGTH)).append(' ').append(num(tipY - uy * HEAD_LENGTH));
            appendHead(heads, tipX, tipY, ux, uy);
            return;
        }
        // An arc, bent towards the middle of the grid so that it stays on it: close candidates are left and reached
        // steeply, 60 degrees off the straight line, far ones at 30 degrees, passing between the rows of candidates.
        double nx = uy;
        double ny = -ux;
        double middle = drawing.middle();
        if (nx * (middle - (x1 + x2) / 2) + ny * (middle - (y1 + y2) / 2) < 0) {
            nx = -nx;
            ny = -ny;
        }
        boolean close = length < ARC_BELOW;
        double cos = close ? 0.5 : Math.sqrt(3) / 2;
        double sin = close ? Math.sqrt(3) / 2 : 0.5;
        double bend = close ? length / 2 + 2 * END_GAP : 2 * END_GAP;
        double startX = x1 + (ux * cos + nx * sin) * END_GAP;
        double startY = y1 + (uy * cos + ny * sin) * END_GAP;
        double tipX = x2 + (-ux * cos + nx * sin) * END_GAP;
        double tipY = y2 + (-uy * cos + ny * sin) * END_GAP;
        double controlX = (x1 + x2) / 2 + nx * bend;
        double controlY = (y1 + y2) / 2 + ny * bend;
        double tx = tipX - controlX;
        double ty = tipY - controlY;
        double tangent = Math.hypot(tx, ty);
        tx /= tangent;
        ty /= tangent;
        path.append('M').append(num(startX)).append(' ').append(num(startY)).append('Q').append(num(controlX))
                .append(' ').append(num(controlY)).append(' ').append(num(tipX - tx * HEAD_LENGTH)).append(' ')
                .append(num(tipY - ty * HEAD_LENGTH));
        appendHead(heads, tipX, tipY, tx, ty);
    }

    /**
     * Whether a straight line between the two centres would cross another digit on the grid: the marker of a
     * candidate, or the big digit of a placed cell (a disc of {@link #PLACED_CLEARANCE} round the cell's centre).
     * {@code (ux, uy)} is the line's unit vector.
     */
    private boolean passesOverADigit(int[] ends, double length, double ux, double uy) {
        Candidates marks = drawing.marks();
        for (Cell cell : drawing.cells()) {
            if (marks.isPlaced(cell)) {
                int x = drawing.middleX(cell);
                int y = drawing.middleY(cell);
                if (crosses(ends, length, ux, uy, x, y, PLACED_CLEARANCE)) {
                    return true;
                }
                continue;
            }
            for (int digit : marks.digits(cell)) {
                if (crosses(ends, length, ux, uy, centreX(cell, digit), centreY(cell, digit), END_GAP)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether the line between the two ends, clear of their markers, passes within {@code reach} of (x, y). */
    private static boolean crosses(int[] ends, double length, double ux, double uy, int x, int y, double reach) {
        double dx = x - ends[0];
        double dy = y - ends[1];
        double along = dx * ux + dy * uy;
        double across = Math.abs(dx * uy - dy * ux);
        return along > END_GAP && along < length - END_GAP && across < reach;
    }

    /** A filled triangle with its tip at {@code (x, y)}, pointing along the unit vector {@code (ux, uy)}. */
    private static void appendHead(StringBuilder heads, double x, double y, double ux, double uy) {
        double baseX = x - ux * HEAD_LENGTH;
        double baseY = y - uy * HEAD_LENGTH;
        if (heads.length() > 0) {
            heads.append(' ');
        }
        heads.append('M').append(num(x)).append(' ').append(num(y))
                .append('L').append(num(baseX + uy * HEAD_HALF_WIDTH)).append(' ')
                .append(num(baseY - ux * HEAD_HALF_WIDTH))
                .append('L').append(num(baseX - uy * HEAD_HALF_WIDTH)).append(' ')
                .append(num(baseY + ux * HEAD_HALF_WIDTH)).append('Z');
    }

    /**
     * The centres the link's line joins, {x1, y1, x2, y2}: of its two candidates, or for a group end, of the group's
     * cell nearest the other end (the first such cell on a tie).
     */
    int[] nearestEnds(Link link) {
        int[] best = null;
        long bestDistance = Long.MAX_VALUE;
        for (Cell from : link.fromCells()) {
            for (Cell to : link.toCells()) {
                int[] ends = {centreX(from, link.from().digit()), centreY(from, link.from().digit()),
                        centreX(to, link.to().digit()), centreY(to, link.to().digit())};
                long dx = ends[2] - ends[0];
                long dy = ends[3] - ends[1];
                if (dx * dx + dy * dy < bestDistance) {
                    bestDistance = dx * dx + dy * dy;
                    best = ends;
                }
            }
        }
        return best;
    }
}
