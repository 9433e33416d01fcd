package io.github.sudokusolver;

import static io.github.sudokusolver.TestPuzzles.SEED;
import static io.github.sudokusolver.TestPuzzles.SEED_SOLUTION;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The solution column of the {@code puzzle,solution} CSV: a damaged one is an error entry naming its column, never a
 * label that leaves the solution unchecked; text after the comma that is no solution stays the label.
 */
final class SolutionColumnTest {

    private static final String ZEROS = SEED.toString().replace('.', '0');
    private static final String SOLUTION = SEED_SOLUTION.toString();
    /** The solution column's first column: 81 cells and a comma before it. */
    private static final int FIRST = 83;

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
}
