package io.github.sudokusolver.internal.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** The Interactive Sudoku Solver's {@code Regex} patterns as its links carry them: base64url, or URL-encoded. */
final class IssMachineCodeTest {

    @Test
    void aPatternIsBase64urlOrAnOlderLinksUrlEncodedText() throws MalformedTextException {
        // "Successor Arrows" (iss_collections.tsv line 180)
        assertEquals("(12|2.3|3..4|4...5|5....6).*",
                IssMachineCode.decodePattern("KDEyfDIuM3wzLi40fDQuLi41fDUuLi4uNikuKg"));
        assertEquals("1|2", IssMachineCode.decodePattern("1%7C2"));
        assertEquals(0, assertThrows(MalformedTextException.class, () -> IssMachineCode.decodePattern("%zz"))
                .offset());
        assertEquals(2, assertThrows(MalformedTextException.class, () -> IssMachineCode.decodePattern("ab*c"))
                .offset());
    }
}
