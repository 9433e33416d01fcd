package io.github.sudokusolver.picture;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.logic.Candidates;
import io.github.sudokusolver.logic.Explanation;
import io.github.sudokusolver.logic.Link;
import io.github.sudokusolver.logic.LogicalSolver;
import io.github.sudokusolver.logic.Step;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Pencil marks and the steps of the {@link LogicalSolver} drawn as pictures: standalone SVG documents, as
 * {@link BoardPicture} draws boards, on the same grid with larger cells. Placed digits are big
 * and bold; the candidates of an open cell are small, each in its usual place (1 top-left, 9 bottom-right; on 16x16
 * four to a row, {@code 1} top-left to {@code G} bottom-right, digits over 9 written {@code A} on as boards write
 * them). Every layout the step engine takes is drawn: boxes 4x4 to 25x25, jigsaw regions, the diagonals' and
 * windows' cells lightly shaded, the samurai grid without its holes, and killers: every cage dashed with its sum in
 * the corner, as {@link BoardPicture} draws it, in cells a little larger so that the sums
 * stay clear of the candidates, the step's {@link Step#cages()} outlined solid and wider with bold sums.
 *
 * <pre>{@code
 * Candidates marks = Candidates.of(puzzle);
 * Step hint = LogicalSolver.standard().nextStep(marks).orElseThrow();
 * Files.writeString(Path.of("hint.svg"), StepPicture.svg(marks, hint));
 * List<String> pages = StepPicture.svgPerStep(LogicalSolver.standard().explain(puzzle));
 * }</pre>
 *
 * <p>A step is drawn over the marks it applies to, as HoDoKu and Sudoku Explainer show a hint: its houses, cells and
 * fins shaded in three greys, its cover houses hatched, its groups outlined, the candidates it removes struck through,
 * its placements circled, its links as arrows between candidates (strong solid, weak dashed), and its description as
 * text under the grid and as the document's title. Meaning is carried by shade, shape and line style, not by colour
 * alone, so a black-and-white print reads the same. Givens and digits placed by earlier steps look alike:
 * {@link Candidates} does not tell them apart. Design notes: {@code docs/pictures.md}.
 */
public final class StepPicture {

    private StepPicture() {
    }

    /**
     * Draws pencil marks: placed digits big, the candidates of open cells small.
     *
     * @param marks the pencil marks; not null
     * @return the SVG document, starting with the XML declaration
     * @throws NullPointerException if {@code marks} is null
     */
    public static String svg(Candidates marks) {
        Objects.requireNonNull(marks, "marks");
        return new StepDrawing(marks, null).draw();
    }

    /**
     * Draws a step over the pencil marks it applies to.
     *
     * @param marks the pencil marks before the step; not null
     * @param step  the step; not null
     * @return the SVG document, starting with the XML declaration
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if the step does not fit the marks: by the rule of
     *                                  {@link Candidates#apply(Step)}, it eliminates a candidate the marks do not hold
     *                                  in that cell, or places into a placed cell or a digit that is not a candidate
     *                                  there; or one of its {@link Step#links()} joins a digit that is not an open
     *                                  candidate of a cell it names (its {@code from} or {@code to} cell, or any cell
     *                                  of a grouped end). The message names the cell and digit
     */
    public static String svg(Candidates marks, Step step) {
        Objects.requireNonNull(marks, "marks");
        Objects.requireNonNull(step, "step");
        after(marks, step);
        return new StepDrawing(marks, step).draw();
    }

    /**
     * Draws every step of an explanation, each over the pencil marks before it: the first over
     * {@link Explanation#start()}, each next one over the marks its predecessor left.
     *
     * @param explanation the explanation; not null
     * @return an unmodifiable list of SVG documents, one per step in order; empty when there is no step
     * @throws NullPointerException if {@code explanation} is null
     * @throws IllegalArgumentException if a step does not fit the marks before it, as {@link #svg(Candidates, Step)}
     *     says (never for an explanation of the {@link LogicalSolver})
     */
    public static List<String> svgPerStep(Explanation explanation) {
        Objects.requireNonNull(explanation, "explanation");
        List<String> pictures = new ArrayList<>(explanation.steps().size());
        Candidates marks = explanation.start();
        for (Step step : explanation.steps()) {
            Candidates next = after(marks, step);
            pictures.add(new StepDrawing(marks, step).draw());
            marks = next;
        }
        return List.copyOf(pictures);
    }

    /**
     * The marks after the step, once the step is known to fit them for drawing: what {@link Candidates#apply(Step)}
     * checks, and every candidate its links join open in the marks. A link of a dynamic forcing chain is found under
     * an assumption, but it joins candidates of the marks the chain starts from (a candidate removed under the
     * assumption is still open there), so the rule holds for every step of the {@link LogicalSolver}: on the 1,200
     * puzzles of the calibration file, each of 80,689 steps with 101,543 links. {@link Step#links()} holds the links
     * of every branch. Each check is a bit test, a few hundred per step at most.
     */
    private static Candidates after(Candidates marks, Step step) {
        Candidates next = marks.apply(step);
        for (Link link : step.links()) {
            requireOpen(marks, link, link.fromCells(), link.from().digit());
            requireOpen(marks, link, link.toCells(), link.to().digit());
        }
        return next;
    }

    private static void requireOpen(Candidates marks, Link link, List<Cell> cells, int digit) {
        for (Cell cell : cells) {
            if (marks.isPlaced(cell) || !marks.contains(cell, digit)) {
                throw new IllegalArgumentException("the step does not fit these candidates: its link " + link
                        + " joins " + digit + " in " + cell.name() + ", and " + cell.name()
                        + (marks.isPlaced(cell) ? " is placed as " + marks.digits(cell).get(0) : " does not hold "
                                + digit) + " in these pencil marks");
            }
        }
    }
}
