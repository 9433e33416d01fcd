package io.github.sudokusolver.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.rules.Line;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** What a SudokuPad rules text says, sentence by sentence, as the reader asks it. */
final class SudokuPadRulesTextTest {

    @Test
    void evenAsAnAdverbNamesNoEvenCells() {
        assertFalse(SudokuPadRulesText.of("Adjacent digits on a green line differ by at least 5, even across boxes.",
                9).names(SudokuPadRulesText.Named.EVEN));
        assertTrue(SudokuPadRulesText.of("Grey squares hold even digits.", 9).names(SudokuPadRulesText.Named.EVEN));
    }

    @Test
    void otherDigitsAreRefusedOnlyWhereTheTextFillsTheGridWithThem() {
        assertNull(SudokuPadRulesText.of("On an entropic line, digits 1-3 are low.", 9).unsupported());
        String refused = SudokuPadRulesText.of("Fill the grid with the digits 1-9 so that none repeats.", 6)
                .unsupported();
        assertTrue(refused != null && refused.contains("other digits than 1-6"), refused);
    }

    @Test
    void aWhispersDifferenceAndTheColourOfEachLineKind() {
        SudokuPadRulesText text = SudokuPadRulesText.of("Renban: purple lines hold consecutive digits in any order."
                + " Dutch whispers: adjacent digits on an orange line differ by at least 4.", 9);
        assertEquals(Set.of(Line.Kind.RENBAN, Line.Kind.WHISPER), text.lineKinds());
        assertEquals(4, text.whisperDifference(SudokuPadColour.Family.ORANGE));
        assertEquals(4, text.whisperDifference(SudokuPadColour.Family.GREEN)); // the one difference stated
        assertEquals(Line.Kind.RENBAN, text.kindNamedWithColour(SudokuPadColour.Family.PURPLE));
        assertEquals(Line.Kind.WHISPER, text.kindNamedWithColour(SudokuPadColour.Family.ORANGE));
        assertTrue(text.colouredOtherwise(Line.Kind.RENBAN, SudokuPadColour.Family.RED));
    }

    @Test
    void negativeMarksFollowTheKindsTheirSentenceOrTheOneBeforeNames() {
        SudokuPadRulesText dots = SudokuPadRulesText.of("Cells joined by a black dot are in a 1:2 ratio. All possible"
                + " black dots are given. Not all white dots are given.", 9);
        assertTrue(dots.allBlackDots());
        assertFalse(dots.allWhiteDots());
        SudokuPadRulesText xv = SudokuPadRulesText.of("Digits joined by an X sum to 10, by a V to 5. All such pairs"
                + " are given.", 9);
        assertTrue(xv.allXv());
        assertNull(xv.unsupported());
    }
}
