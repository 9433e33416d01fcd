package io.github.sudokusolver.format;

import static io.github.sudokusolver.TestPuzzles.SEED;
import static io.github.sudokusolver.TestPuzzles.SEED_SOLUTION;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.sudokusolver.BoardFormatException;
import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The two columns of the {@code puzzle,solution} CSV: a damaged puzzle column is an error entry naming its column,
 * never a label beside a solution read as the puzzle; a damaged solution column is one too, never a label that leaves
 * the solution unchecked. Text beside the puzzle that is neither (an id, a rating, a comment) stays the label.
 */
final class CsvColumnsTest {

    private static final String ZEROS = SEED.toString().replace('.', '0');
    private static final String SOLUTION = SEED_SOLUTION.toString();
    /** The solution column's first column: 81 cells and a comma before it. */
    private static final int FIRST = 83;
    private static final String EXPECTED_CELL = "expected a digit 1-9, or '.', '0' or '_' for an empty cell";

    private static List<PuzzleEntry> read(String text) {
        return PuzzleReader.of(new StringReader(text)).stream().toList();
    }

    private static PuzzleEntry error(int line, String label, String problem, int column) {
        return PuzzleEntry.malformed(line, label, new BoardFormatException(problem, line, column));
    }

    @Test
    void aSolutionOfTheWrongLengthIsAnErrorNamingItsColumnAndCount() {
        for (int length : new int[] {80, 82, 60, 41}) {
            String solution = (SOLUTION + SOLUTION).substring(0, length);
            assertEquals(List.of(error(1, "", "found " + length + " cells in the solution, expected 81", FIRST)),
                    read(ZEROS + "," + solution + "\n"), length + " digits");
        }
    }

    @Test
    void aStrayCharacterInTheSolutionIsAnErrorAtItsColumn() {
        String stray = SOLUTION.substring(0, 40) + "x" + SOLUTION.substring(41);
        assertEquals(List.of(error(1, "", "found 'x' in the solution, expected a digit 1-9", FIRST + 40)),
                read(ZEROS + "," + stray));
        assertEquals(List.of(error(1, "", "found 'x' in the solution, expected a digit 1-9", FIRST + 81)),
                read(ZEROS + "," + SOLUTION + "x"), "right after the 81st digit");
    }

    @Test
    void aBlankBeforeTheSolutionIsAnErrorAtTheBlank() {
        assertEquals(List.of(error(1, "", "found U+0020 before the solution, expected its first digit right after"
                + " the comma", FIRST)), read(ZEROS + ", " + SOLUTION));
    }

    @Test
    void aBlankBeforeTheCommaIsAnErrorAtTheBlank() {
        assertEquals(List.of(error(1, "", "found U+0020 after the puzzle, expected the comma right after its 81st"
                + " cell", FIRST - 1)), read(ZEROS + " ," + SOLUTION));
        assertEquals(List.of(error(1, "", "found U+0009 after the puzzle, expected the comma right after its 81st"
                + " cell", FIRST - 1)), read(ZEROS + "\t, " + SOLUTION));
        assertEquals(List.of(PuzzleEntry.of(1, "7.2", SEED, null)), read(ZEROS + " ,7.2"), "no solution: a label");
    }

    @Test
    void theHeaderStaysTheFirstEntrysLabelAndTextAfterTheErrorStaysTheLabel() {
        String csv = "quizzes,solutions\n" + ZEROS + "," + SOLUTION.substring(0, 80) + ",27,2.2\n"
                + ZEROS + "," + SOLUTION + "\n";
        assertEquals(List.of(error(2, "quizzes,solutions\n27,2.2", "found 80 cells in the solution, expected 81",
                FIRST), PuzzleEntry.of(3, "", SEED, SEED_SOLUTION)), read(csv));
    }

    @Test
    void textAfterTheCommaThatIsNoSolutionStaysTheLabel() {
        assertEquals(List.of(PuzzleEntry.of(1, "7.2", SEED, null)), read(ZEROS + ",7.2"));
        assertEquals(List.of(PuzzleEntry.of(1, "ED=7.2/1.5/1.5", SEED, null)), read(ZEROS + ", ED=7.2/1.5/1.5"));
        assertEquals(List.of(PuzzleEntry.of(1, "from the 2011 forum list", SEED, null)),
                read(ZEROS + ",from the 2011 forum list"));
        assertEquals(List.of(PuzzleEntry.of(1, "1234567890", SEED, null)), read(ZEROS + ", 1234567890"));
    }

    @Test
    void aPuzzleOfTheWrongLengthBeforeASolutionIsAnErrorNotTheSolutionSolved() {
        for (int length : new int[] {80, 82, 60, 41}) {
            String puzzle = (ZEROS + ZEROS).substring(0, length);
            for (String separator : List.of(",", " ", ";", ": ")) {
                assertEquals(List.of(error(1, "", "found " + length + " cells in the puzzle, expected 81", 1)),
                        read(puzzle + separator + SOLUTION + "\n"), length + " cells, then '" + separator + "'");
            }
        }
    }

    @Test
    void aStrayCharacterInThePuzzleBeforeASolutionIsAnErrorAtItsColumn() {
        String stray = ZEROS.substring(0, 40) + "x" + ZEROS.substring(41);
        assertEquals(List.of(error(1, "", "found 'x' in the puzzle, " + EXPECTED_CELL, 41)),
                read(stray + "," + SOLUTION));
        assertEquals(List.of(error(1, "", "found '?' in the puzzle, " + EXPECTED_CELL, 82)),
                read(ZEROS + "?," + SOLUTION), "right after the 81st cell");
    }

    @Test
    void aDamagedPuzzleKeepsTheTextAroundItAsItsLabelAndTheReadingGoesOn() {
        String csv = "quizzes,solutions\n" + ZEROS.substring(1) + "," + SOLUTION + ",27,2.2\n"
                + ZEROS + "," + SOLUTION + "\n";
        assertEquals(List.of(error(2, "quizzes,solutions\n27,2.2", "found 80 cells in the puzzle, expected 81", 1),
                PuzzleEntry.of(3, "", SEED, SEED_SOLUTION)), read(csv));
        assertEquals(List.of(error(1, "0042", "found 80 cells in the puzzle, expected 81", 6)),
                read("0042 " + ZEROS.substring(1) + "," + SOLUTION), "after an id column");
    }

    @Test
    void bothColumnsDamagedIsAnErrorAboutThePuzzle() {
        assertEquals(List.of(error(1, "", "found 80 cells in the puzzle, expected 81", 1)),
                read(ZEROS.substring(1) + "," + SOLUTION.substring(1)));
    }

    @Test
    void anIdOrALabelBeforeAPuzzleIsNoDamagedPuzzle() {
        // The hash: 48 cells, no more than three times its 16 other characters, so not mostly cells.
        for (String before : List.of("0042", "12:", "Puzzle 12;", "2024-11-22", "No.1", "_",
                "18ac3e7343f016890c510e93f935261169d9e3f565436429830faf0934f4f8e4")) {
            assertEquals(List.of(PuzzleEntry.of(1, before.replaceAll("[;:]$", ""), SEED, SEED_SOLUTION)),
                    read(before + " " + ZEROS + "," + SOLUTION), before);
        }
    }
}
