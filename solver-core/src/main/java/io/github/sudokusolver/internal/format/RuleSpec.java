package io.github.sudokusolver.internal.format;

/**
 * A rule as a rule line (or a cage line) wrote it, as plain data: the rule's name, its word, its numbers and its
 * cells, in the order written, with the column where the line's text starts. The cells are checked against the
 * grid's rows and columns and the words and numbers against the text form; what the rule's type refuses (a line
 * whose cells do not touch) and what the layout refuses (a cell in a hole, a sum no digits make) is checked by the
 * {@code rules} package that makes the rule, and named at {@link #column}. Not API.
 *
 * @param name the rule's name as the text form writes it, in lower case: {@code cage}, {@code thermometer},
 *     {@code little killer}, {@code anti-knight}
 * @param word a little killer's direction ({@code up-left}...), a sandwich's {@code row} or {@code column}, an
 *     x-sum's, a skyscraper's or a numbered room's {@code row left}, {@code column bottom}...; else empty
 * @param values the numbers, in the order written: a cage's sum (none without one), a little killer's sum, a
 *     sandwich's (or another clue beside a row or column's) row or column (from 1) and sum (clue), a dot's or a whisper's value, a quadruple's or given candidates'
 *     digits; shared, never modified
 * @param rows each cell's row, from 0; shared, never modified
 * @param columns each cell's column, from 0, in the order of {@code rows}; shared, never modified
 * @param firstGroup how many of the cells form the first group (an arrow's circle, a clone's first side); all of
 *     them for the other rules
 * @param column the column, from 1 in code points, where the line's text starts
 */
public record RuleSpec(String name, String word, int[] values, int[] rows, int[] columns, int firstGroup,
        int column) {
}
