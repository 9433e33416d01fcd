package io.github.sudokusolver.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** The frame's own rules; its drawing is checked through the board and step pictures that use it. */
final class GridFrameTest {

    @Test
    void escapesTheCharactersXmlReserves() {
        assertEquals("r7c9&lt;&gt;4 &amp; &quot;r1c1&quot;", GridFrame.escape("r7c9<>4 & \"r1c1\""));
        assertEquals("Naked single: r3c5=7", GridFrame.escape("Naked single: r3c5=7"));
    }

    @Test
    void escapesTheTitle() {
        StringBuilder svg = new StringBuilder();
        new GridFrame(1, 1, 40, new int[] {0}).appendStart(svg, 0, "a<>b");
        assertEquals(1, svg.toString().split("<title>a&lt;&gt;b</title>", -1).length - 1, svg.toString());
    }

    @Test
    void refusesBoxesThatDoNotCoverTheGrid() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new GridFrame(2, 2, 40, new int[3]));
        assertEquals("3 boxes for 2x2 positions", e.getMessage());
    }
}
