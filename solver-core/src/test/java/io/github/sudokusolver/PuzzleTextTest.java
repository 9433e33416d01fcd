package io.github.sudokusolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/**
 * What the one scanner keeps apart where its callers differ: the wording of a row too many, and where a jigsaw
 * picture's lines end. The rest of the grammar is pinned by BoardParseTest, LayoutBoardTest and PuzzleReaderTest.
 */
final class PuzzleTextTest {

    private static final String ROW_OF_NUMBERS = "1,2,3,4,5,6,7,8,9\n";

    @Test
    void namesARowTooManyByNumberWhenTheClassicGridIsWrittenInNumbers() {
        BoardFormatException e = assertThrows(BoardFormatException.class,
                () -> Board.parse(ROW_OF_NUMBERS.repeat(Board.SIZE + 1)));
        assertEquals("found row 10 of cells, expected 9 rows", e.problem());
        assertEquals(10, e.line());
    }

    @Test
    void namesARowTooManyByNumberOnOtherLayouts() {
        BoardFormatException e = assertThrows(BoardFormatException.class,
                () -> Board.parse(Layout.boxes(2, 2), "1234\n".repeat(5)));
        assertEquals("found row 5 of cells, expected 4 rows", e.problem());
        assertEquals(5, e.line());
    }

    @Test
    void endsJigsawPictureLinesAtAnyLineBreak() {
        assertEquals(Layout.jigsaw(LayoutTest.JIGSAW_6), Layout.jigsaw(LayoutTest.JIGSAW_6.replace('\n', '\u2028')));
        assertEquals(Layout.jigsaw(LayoutTest.JIGSAW_6), Layout.jigsaw(LayoutTest.JIGSAW_6.replace('\n', '\u000B')));
    }

    @Test
    void readsVerticalTabAsWhitespaceOnABoard() {
        String oneLine = Board.empty().toString();
        assertEquals(Board.empty(), Board.parse(oneLine.substring(0, 40) + '\u000B' + oneLine.substring(40)));
    }
}
