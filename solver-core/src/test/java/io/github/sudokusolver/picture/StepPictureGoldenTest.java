package io.github.sudokusolver.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.logic.Candidates;
import io.github.sudokusolver.logic.Explanation;
import io.github.sudokusolver.logic.LogicalSolver;
import io.github.sudokusolver.logic.Step;
import io.github.sudokusolver.logic.Technique;
import java.io.IOException;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Golden pictures of steps: one step of each kind the pictures draw differently (a single, a finned fish, a chain of
 * strong and weak links, a grouped chain, a forcing chain, and on a killer the first hint and a law of 45), each
 * found by explaining a puzzle and drawn over the marks before it, compared with {@code docs/pictures/step-*.png} away from text, as {@link GoldenPictures} says
 * (its tolerance included). The description is checked first, so that a change in the engine shows as itself and
 * not as a picture that no longer matches.
 *
 * <p>After an intended change to the drawing, regenerate the pictures and look at them before committing:
 * <pre>./mvnw -B -q test -pl solver-core -Dtest=StepPictureGoldenTest -Dpictures.regenerate=true</pre>
 */
final class StepPictureGoldenTest {

    /** A step and the pencil marks it applies to. */
    record Stage(Candidates marks, Step step) {
    }

    static final String X_WING_PUZZLE =
            "........6..216..3889..4.......7...54..9.2.3..43...6.......8..7396..758..3........";
    static final String FINNED_PUZZLE =
            "..74....1......87.5...9..43.....6437...5.7...9732.....62..5...8.91......3....29..";
    static final String AIC_PUZZLE =
            ".6..8..3.4.......23..2.6..18.......96.17.82.5.4.....6..8.1.2.7....8.5...5.......8";
    static final String FORCING_PUZZLE =
            "....4......17925..9.2...8.7.3.....1.2...6...5...4.5...5.7...3.2..32.69...2.....7.";

    /** The first step of this technique in the puzzle's explanation, with the marks before it. */
    static Stage firstStep(String puzzle, Technique technique) {
        Explanation explanation = LogicalSolver.standard().explain(Board.parse(puzzle));
        Candidates marks = explanation.start();
        for (Step step : explanation.steps()) {
            if (step.technique() == technique) {
                return new Stage(marks, step);
            }
            marks = marks.apply(step);
        }
        throw new AssertionError("no " + technique + " in the explanation of " + puzzle);
    }

    static Stream<Arguments> steps() {
        return Stream.of(
                Arguments.of("step-single", X_WING_PUZZLE, Technique.HIDDEN_SINGLE_LINE,
                        "Hidden single: r7c4 is the only place for 9 in row 7 => r7c4=9"),
                Arguments.of("step-fish", FINNED_PUZZLE, Technique.FINNED_X_WING,
                        "Finned X-wing: 8 in rows 1 and 4 lies only in columns 1 and 5, or in the fin r4c2"
                                + " => r5c1<>8"),
                Arguments.of("step-chain", AIC_PUZZLE, Technique.AIC,
                        "Alternating inference chain: (2)r1c3=(2)r1c1-(2=7)r6c1-(7)r6c9=(7)r1c9 => r1c3<>7"),
                Arguments.of("step-grouped-chain", FORCING_PUZZLE, Technique.GROUPED_AIC,
                        "Grouped alternating inference chain: (4)r4c1=(4)r5c23-(4=7)r5c7-(7)r6c7=(7)r6c12"
                                + " => r4c1<>7"),
                Arguments.of("step-forcing-chain", FORCING_PUZZLE, Technique.CELL_FORCING_CHAINS,
                        "Cell forcing chains: r4c1 is 4, 6 or 8; r4c1=4: (4)r4c1-(4)r5c3=(4)r9c3-(9)r9c3"
                                + "=(9)r7c2-(8)r7c2; r4c1=6: (6)r4c1-(6)r6c2=(6)r7c2-(8)r7c2; r4c1=8:"
                                + " (8)r4c1-(8)r2c1=(8)r2c2-(8)r7c2 => r7c2<>8"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("steps")
    void matchesItsGoldenPictureAwayFromText(String name, String puzzle, Technique technique, String description)
            throws IOException {
        Stage stage = firstStep(puzzle, technique);
        assertEquals(description, stage.step().description());
        GoldenPictures.assertMatches(name, StepPicture.svg(stage.marks(), stage.step()));
    }

    /** The README's killer hint: the first step over the killer's pencil marks, a cage's combinations. */
    @Test
    void aKillerHintMatchesItsGoldenPicture() throws IOException {
        Candidates marks = Candidates.of(KillerStepPictureTest.killer());
        Step hint = LogicalSolver.standard().nextStep(marks).orElseThrow();
        assertEquals("Cage combinations: Cage 5 at r1c5 (2 cells): only {1,4} and {2,3} fit => r1c5,r1c6<>56789",
                hint.description());
        GoldenPictures.assertMatches("step-killer", StepPicture.svg(marks, hint));
    }

    /** The killer's first law of 45 on one cell: its row shaded, the innie darker, the cages inside it solid. */
    @Test
    void aLawOf45StepMatchesItsGoldenPicture() throws IOException {
        Stage stage = KillerStepPictureTest.firstStep(Technique.LAW_OF_45);
        assertEquals("Law of 45: in row 1, the cages wholly inside add up to 31, so its innies add up to 14, and"
                + " less the placed r1c7 (5) the innie r1c1 is 9 => r1c1=9", stage.step().description());
        GoldenPictures.assertMatches("step-law-of-45", StepPicture.svg(stage.marks(), stage.step()));
    }
}
