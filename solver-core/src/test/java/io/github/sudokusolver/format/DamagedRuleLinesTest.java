package io.github.sudokusolver.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.BoardFormatException;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.format.PuzzleText;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A rule line with a typo is a rule or an error, never a label: a puzzle whose rule line became its label is a
 * puzzle without the rule, solved to a wrong answer. The shapes a hostile probe found (issue 68), then well-formed
 * lines of every kind damaged at random, each checked in the reader and in {@code Board.parse} alike.
 */
final class DamagedRuleLinesTest {

    private static final Layout FOUR = Layout.boxes(2, 2);
    private static final String FOUR_GIVENS = "1...\n....\n....\n....\n";
    private static final String EMPTY = ".".repeat(81);

    /** One well-formed line of every kind of the RULES form on the 9x9 grid. */
    private static final List<String> LINES = List.of("arrow r1c1: r1c2 r1c3",
            "little killer 20 down-right: r7c1 r8c2 r9c3", "sandwich row 3: 15", "white dot: r1c1 r1c2",
            "black dot: r2c1 r2c2", "difference 3: r1c1 r1c2", "ratio 3: r1c1 r1c2", "x: r1c1 r1c2", "v: r1c1 r1c2",
            "sum 7: r1c1 r1c2", "less: r1c1 r1c2", "quadruple 1 2 3: r1c1", "clone: r1c1 r1c2 = r5c5 r5c6",
            "extra region: r1c1 r2c2 r3c3", "given candidates 1 3: r1c1", "thermometer: r1c1 r1c2 r1c3",
            "between line: r1c1 r1c2 r1c3", "renban: r1c1 r1c2", "palindrome: r1c1 r1c2 r1c3",
            "region sum line: r1c1 r1c2", "zipper line: r1c1 r1c2 r1c3", "entropic line: r1c1 r1c2 r1c3",
            "whisper 5: r1c1 r1c2", "odd: r1c1", "even: r1c1", "minimum: r1c1", "maximum: r1c1", "anti-knight",
            "anti-king", "non-consecutive", "disjoint groups", "negative white dots", "negative black dots",
            "negative xv", "cage 10: r1c1 r1c2");

    /**
     * What a typo puts in: letters, digits, blanks and the separators between words. A colon typed inside a word and
     * marks such as '?' are left out: {@code Non-consecutives?} is a title, and a line may not be told from one by
     * its characters alone. A mark before a well-formed line is the first test's ({@code -thermometer}).
     */
    private static final String TYPED = "rc0123456789,- xabdeiklnostuvRCX";

    /**
     * Titles that stay labels on purpose (RuleLinesErrorsTest.labelsWithARuleWordStayLabels), which a typo can make of
     * a rule line: {@code negative xv} less its last word.
     */
    private static final Set<String> KEPT_LABELS = Set.of("negative", "negatives");

    /** Another seed, or more rounds: {@code -DargLine="-Drulelines.seed=2 -Drulelines.rounds=30000"}. */
    private static final long SEED = Long.getLong("rulelines.seed", 68);
    private static final int ROUNDS = Integer.getInteger("rulelines.rounds", 4000);

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            -thermometer: r1c1 r1c2 r1c3 | 1 | found '-' before the rule's name, expected the line to start with it
            odd: r1cx | 6 | found 'r1cx' in an odd line, expected a cell such as r1c1
            anti-king x | 11 | found 'x' in an anti-king line, expected the end of the line: a global rule has no cells or values
            white dot: rite dot: r2c3 r3c3 | 12 | found 'rite' in a white dot line, expected a cell such as r1c1
            sandwich column 7 0 | 19 | found '0' in a sandwich line, expected ':' after 'sandwich' and its values
            between line: r1c2x r2c3 rX1c3 | 15 | found 'r1c2x' in a between line line, expected a cell such as r1c1
            thermometer: r1c1 r1c2 r1cx | 24 | found 'r1cx' in a thermometer line, expected a cell such as r1c1
            """)
    void theProbesShapesAreErrorsOnTheFourByFourGrid(String line, int column, String problem) {
        List<PuzzleEntry> entries = new ArrayList<>();
        PuzzleReader.of(new StringReader(line + "\n" + FOUR_GIVENS), FOUR).forEachRemaining(entries::add);
        assertEquals(1, entries.size(), entries.toString());
        BoardFormatException error = entries.get(0).error().orElseThrow(() -> new AssertionError(entries.get(0)
                + " read without its rule, label '" + entries.get(0).label() + "'"));
        assertEquals(1, error.line(), error.getMessage());
        assertEquals(column, error.column(), error.getMessage());
        assertTrue(error.problem().startsWith(problem), error.problem());
        BoardFormatException parsed = assertThrows(BoardFormatException.class,
                () -> Board.parse(FOUR, line + "\n" + FOUR_GIVENS));
        assertEquals(error.getMessage(), parsed.getMessage());
    }

    @Test
    void aDamagedGlobalRuleAfterAnotherRuleIsNotLost() {
        List<PuzzleEntry> entries = new ArrayList<>();
        PuzzleReader.of(new StringReader("odd: r1c2\nanti-king x\n" + FOUR_GIVENS), FOUR)
                .forEachRemaining(entries::add);
        assertEquals(1, entries.size(), entries.toString());
        assertEquals("line 2, column 11: found 'x' in an anti-king line, expected the end of the line: a global rule"
                + " has no cells or values", entries.get(0).error().orElseThrow().getMessage());
    }

    /**
     * One to two characters changed, added or removed in a well-formed line of every kind, a line that still starts
     * with a rule's name or a near miss of it: between two puzzles, the reader reads it as a rule (some damage makes
     * another rule) or as an error at its line, and never as a label; {@code Board.parse} does the same.
     */
    @Test
    void aRuleLineWithATypoIsARuleOrAnErrorNeverALabel() {
        Random random = new Random(SEED);
        List<String> lost = new ArrayList<>();
        for (int round = 0; round < ROUNDS; round++) {
            String line = damaged(LINES.get(random.nextInt(LINES.size())), random);
            String stripped = PuzzleText.strip(line);
            if (stripped.isEmpty() || stripped.startsWith("#") || stripped.startsWith("//")
                    || KEPT_LABELS.contains(stripped.toLowerCase(Locale.ROOT))) {
                continue; // a blank line, a comment and a title kept on purpose are what they say
            }
            String failure = check(line);
            if (failure != null) {
                lost.add("round " + round + ": \"" + line + "\" " + failure);
            }
        }
        if (!lost.isEmpty()) {
            fail(lost.size() + " damaged rule lines lost (seed " + SEED + ", " + ROUNDS + " rounds), such as:\n"
                    + String.join("\n", lost.subList(0, Math.min(lost.size(), 25))));
        }
    }

    private static String damaged(String line, Random random) {
        StringBuilder text = new StringBuilder(line);
        for (int k = 1 + random.nextInt(2); k > 0; k--) {
            int at = random.nextInt(text.length() + 1);
            char c = TYPED.charAt(random.nextInt(TYPED.length()));
            int edit = at == text.length() ? 1 : random.nextInt(3);
            if (edit == 0) {
                text.setCharAt(at, c);
            } else if (edit == 1) {
                text.insert(at, c);
            } else if (text.length() > 1) {
                text.deleteCharAt(at);
            }
        }
        return text.toString();
    }

    /** Null when the line is read as a rule or an error in both readers, else what went wrong. */
    private static String check(String line) {
        List<PuzzleEntry> entries = new ArrayList<>();
        PuzzleReader.of(new StringReader(EMPTY + "\n" + line + "\n" + EMPTY + "\n"), Layout.classic())
                .forEachRemaining(entries::add);
        boolean asError = false;
        boolean asRule = false;
        for (PuzzleEntry entry : entries) {
            if (entry.label().contains(PuzzleText.strip(line))) {
                return "is the label of " + entry;
            }
            asError |= entry.error().map(e -> e.line() == 2).orElse(false);
            asRule |= entry.board().map(b -> !b.layout().rules().isEmpty() || !b.layout().cages().isEmpty())
                    .orElse(false);
        }
        if (!asError && !asRule) {
            return "is lost: " + entries;
        }
        try {
            Board board = Board.parse(line + "\n" + EMPTY);
            if (board.layout().rules().isEmpty() && board.layout().cages().isEmpty()) {
                return "is lost by Board.parse";
            }
        } catch (BoardFormatException e) {
            if (e.line() != 1) {
                return "is an error of Board.parse at another line: " + e.getMessage();
            }
        }
        return null;
    }
}
