package io.github.sudokusolver.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * What the README and {@code docs/human-solving.md} say of the techniques, held to the {@link Technique} enum: every
 * count of techniques in the README is the enum's, and the table of every technique lists each constant in the enum's
 * order with its base difficulty and whether the rating path follows it. A technique added to the enum fails here
 * until the docs say so.
 */
final class TechniqueDocsTest {

    /** Maven runs the tests in the module's folder. */
    private static final Path README = Path.of("..", "README.md");
    private static final Path HUMAN_SOLVING = Path.of("..", "docs", "human-solving.md");
    /** A row of the table: {@code | `FULL_HOUSE` | 1.0 | yes | ...}. */
    private static final Pattern ROW = Pattern.compile("^\\| `([A-Z0-9_]+)` \\| ([0-9.]+) \\| *(yes)? *\\|");

    @Test
    void everyCountOfTechniquesInTheReadmeIsTheEnums() throws IOException {
        String readme = Files.readString(README).replaceAll("\\s+", " ");
        Matcher count = Pattern.compile("(\\d+) techniques").matcher(readme);
        List<String> counts = new ArrayList<>();
        while (count.find()) {
            counts.add(count.group());
        }
        assertEquals(List.of(Technique.values().length + " techniques"), counts);
    }

    @Test
    void theTableOfEveryTechniqueIsTheEnumInOrder() throws IOException {
        List<String> rows = new ArrayList<>();
        for (String line : Files.readAllLines(HUMAN_SOLVING)) {
            Matcher row = ROW.matcher(line);
            if (row.find()) {
                rows.add(row.group(1) + " " + row.group(2) + (row.group(3) != null ? " rated" : ""));
            }
        }
        List<String> techniques = new ArrayList<>();
        for (Technique technique : Technique.values()) {
            techniques.add(technique.name() + " " + String.format(Locale.ROOT, "%.1f", technique.difficulty())
                    + (technique.inSudokuExplainer() ? " rated" : ""));
        }
        assertEquals(techniques, rows);
    }
}
