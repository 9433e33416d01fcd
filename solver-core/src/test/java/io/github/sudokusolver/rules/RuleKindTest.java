package io.github.sudokusolver.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Cell;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@link RuleKind}: every rule has its kind, the generator's kinds are the issue's fourteen and the parity and modular
 * lines, names read back.
 */
final class RuleKindTest {

    private static Cell c(int row, int col) {
        return new Cell(row, col);
    }

    @Test
    void everyRuleOfTheTestsKindsHasTheKindASetterNamesIt() {
        Map<String, RuleKind> expected = Map.ofEntries(Map.entry("arrow", RuleKind.ARROW),
                Map.entry("pill", RuleKind.ARROW), Map.entry("little killer", RuleKind.LITTLE_KILLER),
                Map.entry("sandwich", RuleKind.SANDWICH), Map.entry("thermometer", RuleKind.THERMOMETER),
                Map.entry("between", RuleKind.BETWEEN_LINE), Map.entry("renban", RuleKind.RENBAN),
                Map.entry("palindrome", RuleKind.PALINDROME), Map.entry("region sum", RuleKind.REGION_SUM_LINE),
                Map.entry("zipper", RuleKind.ZIPPER_LINE), Map.entry("entropic", RuleKind.ENTROPIC_LINE),
                Map.entry("parity", RuleKind.PARITY_LINE), Map.entry("modular", RuleKind.MODULAR_LINE),
                Map.entry("odd", RuleKind.ODD_EVEN), Map.entry("even", RuleKind.ODD_EVEN),
                Map.entry("minimum", RuleKind.MINIMUM_MAXIMUM), Map.entry("maximum", RuleKind.MINIMUM_MAXIMUM),
                Map.entry("quadruple", RuleKind.QUADRUPLE), Map.entry("clone", RuleKind.CLONE),
                Map.entry("extra region", RuleKind.EXTRA_REGION), Map.entry("full extra region", RuleKind.EXTRA_REGION),
                Map.entry("given candidates", RuleKind.GIVEN_CANDIDATES), Map.entry("cage", RuleKind.KILLER_CAGE),
                Map.entry("less", RuleKind.INEQUALITY), Map.entry("anti-knight", RuleKind.ANTI_KNIGHT),
                Map.entry("anti-king", RuleKind.ANTI_KING), Map.entry("non-consecutive", RuleKind.NON_CONSECUTIVE),
                Map.entry("disjoint groups", RuleKind.DISJOINT_GROUPS));
        int[] grid = new PlainChecker(io.github.sudokusolver.Layout.classic(), 3, 3).randomGrid(new Random(5));
        PlainChecker truth = new PlainChecker(io.github.sudokusolver.Layout.classic(), 3, 3);
        for (Map.Entry<String, RuleKind> entry : expected.entrySet()) {
            List<Rule> drawn = new RandomRules(new Random(7), 9, grid).draw(entry.getKey(), 3, truth);
            assertTrue(!drawn.isEmpty(), entry.getKey());
            assertEquals(entry.getValue(), RuleKind.of(drawn.get(0)), entry.getKey() + ": " + drawn.get(0));
        }
    }

    @Test
    void dotsAndWhispersAreToldApartByTheirValues() {
        assertEquals(RuleKind.KROPKI, RuleKind.of(Dot.white(c(0, 0), c(0, 1))));
        assertEquals(RuleKind.KROPKI, RuleKind.of(Dot.black(c(0, 0), c(0, 1))));
        assertEquals(RuleKind.DIFFERENCE_DOT, RuleKind.of(Dot.difference(c(0, 0), c(0, 1), 3)));
        assertEquals(RuleKind.RATIO_DOT, RuleKind.of(Dot.ratio(c(0, 0), c(0, 1), 3)));
        assertEquals(RuleKind.XV, RuleKind.of(Dot.x(c(0, 0), c(0, 1))));
        assertEquals(RuleKind.XV, RuleKind.of(Dot.v(c(0, 0), c(0, 1))));
        assertEquals(RuleKind.SUM_DOT, RuleKind.of(Dot.sum(c(0, 0), c(0, 1), 7)));
        assertEquals(RuleKind.GERMAN_WHISPER, RuleKind.of(Line.germanWhisper(List.of(c(0, 0), c(0, 1)))));
        assertEquals(RuleKind.WHISPER, RuleKind.of(Line.whisper(List.of(c(0, 0), c(0, 1)), 4)));
        assertEquals(RuleKind.NEGATIVE_XV, RuleKind.of(GlobalRule.NEGATIVE_XV));
        assertEquals(RuleKind.KILLER_CAGE, RuleKind.of(Cage.withoutSum(c(0, 0), c(0, 1))));
        assertThrows(NullPointerException.class, () -> RuleKind.of(null));
    }

    @Test
    void theGeneratorPlacesTheIssuesFourteenKindsAndTheLinesAndCluesAddedSince() {
        Set<RuleKind> placed = EnumSet.noneOf(RuleKind.class);
        for (RuleKind kind : RuleKind.values()) {
            if (kind.generatable()) {
                placed.add(kind);
            }
        }
        assertEquals(EnumSet.of(RuleKind.THERMOMETER, RuleKind.ARROW, RuleKind.KROPKI, RuleKind.XV,
                RuleKind.GERMAN_WHISPER, RuleKind.RENBAN, RuleKind.PALINDROME, RuleKind.REGION_SUM_LINE,
                RuleKind.BETWEEN_LINE, RuleKind.LITTLE_KILLER, RuleKind.SANDWICH, RuleKind.KILLER_CAGE,
                RuleKind.QUADRUPLE, RuleKind.ODD_EVEN, RuleKind.PARITY_LINE, RuleKind.MODULAR_LINE,
                RuleKind.NABNER_LINE, RuleKind.SLOW_THERMOMETER, RuleKind.DOUBLE_ARROW, RuleKind.LOCKOUT_LINE,
                RuleKind.X_SUM, RuleKind.SKYSCRAPER, RuleKind.NUMBERED_ROOM, RuleKind.INDEXER,
                RuleKind.COUNTING_CIRCLES), placed);
    }

    @Test
    void namesReadAsACommandLineWritesThem() {
        assertEquals(RuleKind.GERMAN_WHISPER, RuleKind.named("german-whisper"));
        assertEquals(RuleKind.LITTLE_KILLER, RuleKind.named(" Little Killer "));
        assertEquals(RuleKind.ODD_EVEN, RuleKind.named("odd_even"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RuleKind.named("thermo"));
        assertTrue(e.getMessage().startsWith("no rule kind is named 'thermo' (the generator places thermometer,"),
                e.getMessage());
        assertThrows(NullPointerException.class, () -> RuleKind.named(null));
    }
}
