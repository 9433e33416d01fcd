package io.github.sudokusolver.internal.format;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.BoardFormatException;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.rules.Cage;
import io.github.sudokusolver.rules.Rule;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The rule lines of the {@code BoardFormat.KILLER} and {@code BoardFormat.RULES} forms as a whole: written before a
 * board's givens, added to the layout of the board the givens make (with the line and column of a rule the layout
 * refuses), and read by {@code Board.parse}. {@link RuleText} reads each line. Stateless.
 */
public final class RuleBoards {

    private RuleBoards() {
    }

    /**
     * The board on its layout with these rules added, or a format error naming the line and column of the first rule
     * the layout refuses (a cell in a hole or in two cages, a sum no digits make, a rule given twice, ...) with the
     * layout's reason.
     */
    public static Board withRules(Board board, List<RuleText.PlacedRule> placed) {
        if (placed.isEmpty()) {
            return board;
        }
        List<Rule> rules = new ArrayList<>(placed.size());
        for (RuleText.PlacedRule rule : placed) {
            rules.add(rule.rule());
        }
        Layout layout = board.layout();
        try {
            return Board.of(layout.withRules(rules), board.toArray());
        } catch (RefusedCage e) {
            int cage = -1;
            for (RuleText.PlacedRule rule : placed) {
                if (rule.rule() instanceof Cage && ++cage == e.index()) {
                    throw new BoardFormatException(e.getMessage(), rule.line(), rule.column());
                }
            }
            throw new BoardFormatException(e.getMessage(), placed.get(0).line(), placed.get(0).column());
        } catch (IllegalArgumentException e) {
            throw refused(layout, placed, e);
        }
    }

    /**
     * The error of the first rule other than a cage that the layout refuses alone, or that stands twice: which rule
     * {@code Layout.withRules} refused its message says but its exception does not, so each is tried again (only
     * when reading has failed).
     */
    private static BoardFormatException refused(Layout layout, List<RuleText.PlacedRule> placed,
            IllegalArgumentException e) {
        List<Rule> seen = new ArrayList<>();
        for (RuleText.PlacedRule rule : placed) {
            if (rule.rule() instanceof Cage) {
                continue;
            }
            if (seen.contains(rule.rule())) {
                return new BoardFormatException(rule.rule() + " is given twice", rule.line(), rule.column());
            }
            seen.add(rule.rule());
            try {
                layout.withRules(List.of(rule.rule()));
            } catch (IllegalArgumentException one) {
                return new BoardFormatException(one.getMessage(), rule.line(), rule.column());
            }
        }
        return new BoardFormatException(e.getMessage(), placed.get(0).line(), placed.get(0).column());
    }

    /**
     * {@code Board.parse}'s reading of a text with rule lines (cage lines among them): the rule lines are read, the
     * rest parsed as the givens by {@code givens} (with each rule line left as a blank line, so that the givens'
     * errors keep their line numbers), and the rules added to the board's layout. Null when the text has no rule
     * line: then it is parsed as before, with the same messages.
     */
    public static Board parse(Layout layout, CharSequence text, Function<String, Board> givens) {
        String all = text.toString();
        if (!mayHoldRuleLine(all)) {
            return null; // the common case costs one scan
        }
        String[] lines = all.split("\r\n|\r|\n", -1);
        List<RuleText.PlacedRule> rules = new ArrayList<>();
        StringBuilder rest = new StringBuilder(all.length());
        for (int l = 0; l < lines.length; l++) {
            if (RuleText.isRuleLine(lines[l])) {
                rules.add(RuleText.read(lines[l], l + 1, layout));
            } else {
                rest.append(lines[l]);
            }
            rest.append('\n');
        }
        if (rules.isEmpty()) {
            return null;
        }
        return withRules(givens.apply(rest.toString()), rules);
    }

    /** Whether {@code text} has a colon or a letter, as every rule line has. */
    private static boolean mayHoldRuleLine(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == ':' || Character.isLetter(c)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Writes the rule lines of a layout, one per rule in the layout's order ({@link Layout#rules()}: the cages first,
     * as {@code BoardFormat.KILLER} writes them): each rule as it prints.
     */
    public static void appendRules(Layout layout, StringBuilder out) {
        for (Rule rule : layout.rules()) {
            out.append(rule).append('\n');
        }
    }
}
