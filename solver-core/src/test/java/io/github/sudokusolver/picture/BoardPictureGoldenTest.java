package io.github.sudokusolver.picture;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.Solver;
import io.github.sudokusolver.TestPuzzles;
import io.github.sudokusolver.format.PuzzleReader;
import io.github.sudokusolver.rules.MagicSquare;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Golden pictures of boards: a handful of boards drawn, rendered by Batik at their natural size and compared with the
 * PNGs committed in {@code docs/pictures/} away from text, as {@link GoldenPictures} says (its tolerance included);
 * the digits are checked in the SVG itself ({@link BoardPictureTest}).
 *
 * <p>After an intended change to the drawing, regenerate the pictures and look at them before committing:
 * <pre>./mvnw -B -q test -pl solver-core -Dtest=BoardPictureGoldenTest -Dpictures.regenerate=true</pre>
 */
final class BoardPictureGoldenTest {

    static final String JIGSAW = """
            AAAABBBBC
            AABABCCCC
            AABBBCCCF
            DDDEEEECF
            DGDEEFFFF
            DGGEEEIFF
            DGGGGGIFI
            DDHHGHIII
            HHHHHHIII
            """;
    static final String JIGSAW_PUZZLE =
            "...3.1....4......9....6......5..6.4..2....1....4....3....1....3...2..7..5...8....";
    static final String SAMURAI_PUZZLE = """
            8....3............36.
            ...9........7....3.18
            .4....67....1.8.4....
            7.8...2.....4.2....3.
            ..4.59......5..3...9.
            ...4..756..........21
            .1.3......7..4.27....
            9...2...1............
            .........93.2..1.8...
            ...........39........
            ........3.2..........
            ...........4.5.......
            .57.6...9...........6
            1........4.2....5....
            ..............4...3..
            ..3...872...8....9..5
            ...8...........21.7..
            2.....9......56.4....
            .9..2..4.......5.....
            6.493.......9.....431
            ....45..........2...7
            """;

    static Stream<Arguments> boards() throws IOException {
        Board classic = TestPuzzles.SEED;
        Board sixteen = PuzzleReader.readBoards(Path.of("..", "datasets", "generated-16x16.txt"), Layout.boxes(4, 4))
                .get(0);
        Board jigsaw = Board.parse(Layout.jigsaw(JIGSAW), JIGSAW_PUZZLE);
        Board killer = PuzzleReader.readBoards(Path.of("..", "datasets", "killer_generated_9x9.txt")).get(0);
        Board parityAndModular = middleColumnGivens(VariantBoards.parityAndModular());
        Board fourLines = middleColumnGivens(VariantBoards.nabnerSlowDoubleLockout());
        Board relations = middleColumnGivens(VariantBoards.relations());
        Board outside = middleColumnGivens(VariantBoards.outsideClues());
        Board indexers = middleColumnGivens(VariantBoards.indexers());
        Board circles = middleColumnGivens(VariantBoards.countingCircles());
        Board automata = middleColumnGivens(VariantBoards.automata());
        // the middle box's centre is a magic square's 5, not the seed's 8: the givens above and below it only
        Board magic = VariantBoards.givens(Layout.classic().withRules(List.of(MagicSquare.of(VariantBoards.c(3, 3)))),
                VariantBoards.c(0, 4), VariantBoards.c(8, 4));
        return Stream.of(
                Arguments.of("classic", classic, solved(classic)),
                Arguments.of("16x16", sixteen, sixteen),
                Arguments.of("jigsaw", jigsaw, solved(jigsaw)),
                Arguments.of("samurai", Board.parse(Layout.samurai(), SAMURAI_PUZZLE),
                        Board.parse(Layout.samurai(), SAMURAI_PUZZLE)),
                Arguments.of("killer", killer, solved(killer)),
                Arguments.of("variant-clues", cluesPuzzle(), cluesPuzzle()),
                Arguments.of("variant-lines", linesPuzzle(), linesPuzzle()),
                Arguments.of("variant-global", Board.empty(VariantBoards.global()),
                        Board.empty(VariantBoards.global())),
                Arguments.of("variant-parity-modular", parityAndModular, solved(parityAndModular)),
                Arguments.of("variant-nabner-slow-double-lockout", fourLines, solved(fourLines)),
                Arguments.of("variant-relation", relations, solved(relations)),
                Arguments.of("variant-outside-clues", outside, solved(outside)),
                Arguments.of("variant-indexers", indexers, solved(indexers)),
                Arguments.of("variant-counting-circles", circles, solved(circles)),
                Arguments.of("variant-automata", automata, solved(automata)),
                Arguments.of("variant-magic-square", magic, solved(magic)));
    }

    /** A board of the layout with the seed's digits given at r1c5, r5c5 and r9c5. */
    private static Board middleColumnGivens(Layout layout) {
        return VariantBoards.givens(layout, VariantBoards.c(0, 4), VariantBoards.c(4, 4), VariantBoards.c(8, 4));
    }

    /** Thermometer, arrows, dots, little killers and sandwiches, with a few givens. */
    static Board cluesPuzzle() {
        return VariantBoards.givens(VariantBoards.clues(), VariantBoards.c(0, 4), VariantBoards.c(1, 1),
                VariantBoards.c(3, 7), VariantBoards.c(4, 4), VariantBoards.c(6, 2), VariantBoards.c(8, 8));
    }

    /** Lines, cell marks, a quadruple, a clone and an extra region, with a few givens. */
    static Board linesPuzzle() {
        return VariantBoards.givens(VariantBoards.lines(), VariantBoards.c(0, 0), VariantBoards.c(2, 2),
                VariantBoards.c(4, 4), VariantBoards.c(6, 6), VariantBoards.c(8, 4), VariantBoards.c(1, 5));
    }

    private static Board solved(Board puzzle) {
        return Solver.fastest().solve(puzzle).solution().orElseThrow();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("boards")
    void matchesItsGoldenPictureAwayFromText(String name, Board puzzle, Board filled) throws IOException {
        GoldenPictures.assertMatches(name, BoardPicture.svg(puzzle, filled));
    }
}
