package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.LinePositions.only;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.full;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.Region;
import io.github.sudokusolver.format.PuzzleReader;
import io.github.sudokusolver.internal.search.Budget;
import io.github.sudokusolver.rules.Automaton;
import io.github.sudokusolver.rules.Cage;
import io.github.sudokusolver.rules.Dot;
import io.github.sudokusolver.rules.Line;
import io.github.sudokusolver.rules.Rule;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * {@link RulesTogether} on hand-made positions: the break-in of Zeeta-Moth (Cracking the Cryptic; the step engine took
 * six dynamic chains there before), a cage of two beside a renban of four whose cells all see it; and the pairs it
 * fills in one house too; the pairs it leaves alone (rules that do not see each other) and a pair that found nothing,
 * which must find its step once the marks change. Then, on random 6x6 solutions with arrows, little
 * killers, cages of two and renbans of three the solution keeps, no step removes a digit of the solution.
 */
final class RulesTogetherTest {

    private static final Budget NONE = Budget.unlimited();
    /** The techniques that try an assumption: an explanation without them is one a player follows without trial. */
    private static final Set<Technique> TRIAL_LIKE = EnumSet.of(Technique.NISHIO_FORCING_CHAIN,
            Technique.DYNAMIC_CONTRADICTION_CHAINS, Technique.DYNAMIC_DOUBLE_CHAINS,
            Technique.DYNAMIC_CELL_FORCING_CHAINS, Technique.DYNAMIC_UNIT_FORCING_CHAINS,
            Technique.DYNAMIC_FORCING_CHAINS_PLUS, Technique.NESTED_FORCING_CHAINS, Technique.BOUNDED_SEARCH);

    private static Grid classic(Rule... rules) {
        return Grid.of(Layout.classic().withRules(List.of(rules)));
    }

    /** Cage 9 at r6c1-r6c2. */
    private static Cage cage() {
        return Cage.of(9, new Cell(5, 0), new Cell(5, 1));
    }

    /** The renban r6c5-r6c4-r5c3-r4c3: two cells in row 6 beside the cage, two in its box. */
    private static Line renban() {
        return Line.of(Line.Kind.RENBAN, List.of(new Cell(5, 4), new Cell(5, 3), new Cell(4, 2), new Cell(3, 2)));
    }

    @Test
    void aRenbanSeeingACageOfTwoTakesTheCombinationItCannotAvoid() {
        Grid grid = classic(cage(), renban());
        int[] marks = full(grid);
        only(grid, marks, 6, 1, 1, 2, 3, 4, 5, 6, 7, 8); // the cage's own step taken: no 9
        only(grid, marks, 6, 2, 1, 2, 3, 4, 5, 6, 7, 8);
        Step step = RulesTogether.find(grid, marks, NONE);
        // four consecutive digits always hold a 3 or a 6, and every cell of the renban sees both cells of the cage;
        // and 1234 would leave the cage no combination (each of 1+8, 2+7, 3+6 and 4+5 holds one of its digits)
        assertEquals("Rules together: the renban r6c5-r4c3 and cage 9 at r6c1, filled together on r4c3, r5c3, r6c1,"
                + " r6c2, r6c4 and r6c5 (cells that see each other taking different digits): no such filling uses what"
                + " leaves => r4c3,r5c3,r6c4,r6c5<>1, r6c1,r6c2<>36", step.description());
        assertEquals(List.of(renban()), step.rules(), "the cage is noted as a house of the step, not a rule");
        assertEquals(3.0 + 3 * RulesInHouse.PER_CELL, step.difficulty(), 1e-9, "six cells the rules touch");
    }

    @Test
    void twoRulesInOneHouseAreFilledTogetherToo() {
        // the rules in a house fill the whole house first, and give it up past their node bound: then only this
        Line renbanInRow6 = Line.of(Line.Kind.RENBAN, List.of(new Cell(5, 3), new Cell(5, 4), new Cell(5, 5),
                new Cell(5, 6)));
        Grid grid = classic(cage(), renbanInRow6);
        Step step = RulesTogether.find(grid, full(grid), NONE);
        assertEquals(" => r6c1,r6c2<>369, r6c4,r6c5,r6c6,r6c7<>1",
                step.description().substring(step.description().indexOf(" =>")));
    }

    @Test
    void rulesThatDoNotSeeEachOtherAreNotFilledTogether() {
        Line farRenban = Line.of(Line.Kind.RENBAN, List.of(new Cell(0, 4), new Cell(0, 5), new Cell(1, 5),
                new Cell(1, 6)));
        Grid grid = classic(cage(), farRenban);
        assertNull(RulesTogether.find(grid, full(grid), NONE));
    }

    @Test
    void aPairThatFoundNothingIsFilledAgainOnNewMarks() {
        Grid grid = classic(cage(), renban());
        int[] marks = full(grid);
        for (int[] cell : new int[][] {{6, 1}, {6, 2}}) {
            only(grid, marks, cell[0], cell[1], 4, 5); // the cage is 4+5
        }
        for (int[] cell : new int[][] {{6, 5}, {6, 4}, {5, 3}, {4, 3}}) {
            only(grid, marks, cell[0], cell[1], 6, 7, 8, 9); // the renban 6789
        }
        assertNull(RulesTogether.find(grid, marks, NONE), "4+5 beside 6789: every candidate in a filling");
        only(grid, marks, 6, 1, 3, 4, 5, 6);
        only(grid, marks, 6, 2, 3, 4, 5, 6);
        Step step = RulesTogether.find(grid, marks, NONE);
        // 3+6 would leave the renban no 6; r6c1 and r6c2 lose 6 by the digits' differences alone (the renban's four
        // cells of 6789 all see them), which is not this step's to say
        assertEquals(" => r6c1,r6c2<>3", step.description().substring(step.description().indexOf(" =>")));
    }

    @Test
    void aPlacedCellOfTheCageOutsideThePairIsPartOfWhatItFoundNothingOn() {
        Cage cageOfThree = Cage.of(18, new Cell(5, 0), new Cell(5, 1), new Cell(5, 2));
        Grid grid = classic(cageOfThree, renban());
        assertNull(RulesTogether.find(grid, pairBeside(grid, 9), NONE), "9 placed: 1+8 or 2+7, beside 3456");
        Step step = RulesTogether.find(grid, pairBeside(grid, 8), NONE);
        assertEquals(" => r6c1,r6c2<>17", step.description().substring(step.description().indexOf(" =>")),
                "8 placed: the two open cells make 10, only 2+8 of their digits");
    }

    @Test
    void aRuleAcrossHousesIsFilledAloneWithTheDigitsOfItsCellsThatSeeEachOtherApart() {
        // r1c1, r1c4 and r4c4 read 112, 233 or 321: r1c1 and r1c4 share row 1, r1c4 and r4c4 column 4, so only 321
        Automaton words = Automaton.regex("words", "112|233|321", 9, List.of(LinePositions.cell(1, 1),
                LinePositions.cell(1, 4), LinePositions.cell(4, 4)));
        Grid grid = classic(words);
        int[] marks = full(grid);
        for (int[] cell : new int[][] {{1, 1}, {1, 4}, {4, 4}}) {
            only(grid, marks, cell[0], cell[1], 1, 2, 3); // what the automaton alone leaves
        }
        Step step = RulesTogether.find(grid, marks, NONE);
        assertEquals("Rules together: the automaton words on r1c1,r1c4,r4c4, filled on r1c1, r1c4 and r4c4 (cells"
                + " that see each other taking different digits): no such filling uses what leaves => r1c1,r1c4<>1,"
                + " r1c1,r4c4<>2, r1c4,r4c4<>3", step.description());
        assertEquals(List.of(words), step.rules());
    }

    /**
     * On a plain killer the cages are the rules: cage 3 at r1c1 is 1+2, so cage 7 at r2c1 in the same box is 3+4
     * (1+6 and 2+5 would repeat a digit of box 1).
     */
    @Test
    void onAPlainKillerTheCagesAreFilledTogether() {
        Grid grid = Grid.of(Layout.classic().withCages(List.of(Cage.of(3, new Cell(0, 0), new Cell(0, 1)),
                Cage.of(7, new Cell(1, 0), new Cell(1, 1)))));
        Step step = RulesTogether.find(grid, full(grid), NONE);
        assertEquals("Rules together: cage 3 at r1c1 and cage 7 at r2c1, filled together on r1c1, r1c2, r2c1 and"
                + " r2c2 (cells that see each other taking different digits): no such filling uses what leaves =>"
                + " r1c1,r1c2<>34, r1c1,r1c2,r2c1,r2c2<>56789, r2c1,r2c2<>12", step.description());
        assertNull(RulesTogether.find(Grid.of(Layout.classic()), full(Grid.of(Layout.classic())), NONE),
                "no cage, no rule: nothing to fill");
    }

    /**
     * What a house needs of the cells filled: the V alone leaves 1+4 and 2+3, but box 1's 4 has no place off it, so
     * the V is 1+4. Without the need, only what no sum of 5 uses would leave.
     */
    @Test
    void aDigitAHouseHasNoOtherPlaceForGoesAmongTheCells() {
        Grid grid = classic(Dot.v(new Cell(1, 2), new Cell(2, 2)));
        int[] marks = full(grid);
        for (int row = 1; row <= 3; row++) {
            for (int col = 1; col <= 3; col++) {
                if (col != 3 || row == 1) {
                    only(grid, marks, row, col, 1, 2, 3, 5, 6, 7, 8, 9);
                }
            }
        }
        Step step = RulesTogether.find(grid, marks, NONE);
        assertEquals("Rules together: the V between r2c3 and r3c3, filled on r2c3 and r3c3 (cells that see each other"
                + " taking different digits, and box 1's 4 among them): no such filling uses what leaves =>"
                + " r2c3,r3c3<>2356789", step.description());
        assertEquals(List.of(new House(Region.BOX, 0)), step.houses());
    }

    /**
     * Cold Sauerkraut (ISS's collection: nabner relations, dots, thermometers): its break-in needed two dynamic
     * contradiction chains before three rules were filled together (two nabner relations and a black dot in box 4,
     * ten cells) and a line of digit sets was checked as its cells are filled.
     */
    @Test
    void threeRulesTogetherExplainColdSauerkrautWithoutTrial() throws IOException {
        Explanation explanation = explainedWithoutTrial(".Thermo~R3C2~R3C3~R3C4.Thermo~R3C7~R4C8~R5C7~R6C8"
                + ".Thermo~R9C6~R8C6~R7C6.Thermo~R7C2~R8C2~R9C2.Thermo~R6C2~R7C3~R6C4~R7C5.WhiteDot~R9C7~R9C8"
                + ".WhiteDot~R9C9~R9C8.BlackDot~R4C2~R5C2.PairX~8H_xf8H_xf8H_B~_Nabner~R4C1~R5C1~R6C1~R7C2"
                + "~~R4C4~R5C4~R6C5~R6C6~~R2C4~R3C5~R3C6~R2C7~~R3C8~R4C9~R5C9~R6C9~~R6C8~R7C7~R7C8~R7C9"
                + "~~R8C9~R8C8~R8C7~R9C6~~R3C2~R4C3~R5C3~R6C3.~R1C8_9");
        assertTrue(explanation.steps().stream().anyMatch(step -> step.technique() == Technique.RULES_TOGETHER
                && step.rules().size() == 3), "three rules filled together");
    }

    /** The standard solver's explanation of a puzzle (a line of any format the reader takes), solved without trial. */
    private static Explanation explainedWithoutTrial(String text) throws IOException {
        Board puzzle;
        try (PuzzleReader reader = PuzzleReader.of(new StringReader(text + "\n"))) {
            puzzle = reader.next().boardOrThrow();
        }
        Explanation explanation = LogicalSolver.standard().explain(puzzle);
        assertTrue(explanation.isSolved());
        assertEquals(List.of(), explanation.steps().stream().filter(step -> TRIAL_LIKE.contains(step.technique()))
                .map(Step::toString).toList());
        return explanation;
    }

    /**
     * Which rules are filled together: any two to four that links join into one group, each set of cells once. Three
     * cages of two cells that see none of each other are joined only by a fourth whose cells see each of them.
     */
    @Test
    void rulesAreFilledTogetherWhenLinksJoinThemIntoOneGroup() {
        Cage a = Cage.of(3, new Cell(0, 0), new Cell(0, 1));
        Cage b = Cage.of(5, new Cell(4, 4), new Cell(4, 5));
        Cage c = Cage.of(7, new Cell(8, 7), new Cell(8, 8));
        Cage joining = Cage.of(9, new Cell(0, 5), new Cell(8, 4)); // r1c6 sees a; r9c5 sees b (column 5) and c (row 9)
        Grid grid = Grid.of(Layout.classic().withCages(List.of(a, b, c, joining)));
        Set<String> listed = new HashSet<>();
        for (int[] union : RulesTogether.unions(grid, full(grid))) {
            int[] sorted = union.clone();
            Arrays.sort(sorted);
            assertTrue(listed.add(Arrays.toString(sorted)), "listed once: " + Arrays.toString(sorted));
        }
        String all = cells(grid, a, b, c, joining);
        assertTrue(listed.contains(all), "the four, joined through the fourth: " + listed);
        assertTrue(listed.contains(cells(grid, a, joining)), "a pair: " + listed);
        assertTrue(listed.contains(cells(grid, a, b, joining)), "a triple joined through the fourth: " + listed);
        for (String unjoined : List.of(cells(grid, a, b), cells(grid, a, c), cells(grid, b, c), cells(grid, a, b, c))) {
            assertTrue(!listed.contains(unjoined), unjoined + " is no group: " + listed);
        }
    }

    /** The sorted cell indices of some cages, as the listing above writes them. */
    private static String cells(Grid grid, Cage... cages) {
        TreeSet<Integer> indices = new TreeSet<>();
        for (Cage cage : cages) {
            for (Cell cell : cage.cells()) {
                indices.add(grid.indexOf(cell));
            }
        }
        return indices.toString();
    }

    /**
     * Human-solvable zero #2 (a killer X without givens, from ISS's collection of killers made to be solved without
     * search): with three cages at most filled together its explanation took 45 trial-like steps; four cages filled
     * together (a rule more, within the same twelve cells) leave it none.
     */
    @Test
    void fourCagesTogetherExplainAKillerWithoutGivensWithoutTrial() throws IOException {
        Explanation explanation = explainedWithoutTrial("3x3:d:k:3587:14:15:16:17:18:19:3586:3586:3587:1543:1543:20"
                + ":21:22:23:1544:24:25:26:3338:27:28:3337:3337:1544:29:30:31:3338:32:33:34:35:36:37:38:39:40:41:42:43"
                + ":44:45:46:47:48:49:4365:4365:50:3596:51:52:53:1541:3339:3339:54:55:3596:56:57:58:1541:59:60:61:62"
                + ":1542:1542:3585:3588:3588:63:64:65:66:67:68:3585:");
        assertTrue(explanation.steps().stream().anyMatch(step -> step.technique() == Technique.RULES_TOGETHER
                && step.cages().size() == 4), "four cages filled together");
    }

    @Test
    void noStepRemovesADigitOfTheSolution() {
        Layout layout = Layout.boxes(2, 3);
        int steps = 0;
        for (int seed = 0; seed < 300; seed++) {
            Random random = new Random(seed);
            int[][] solution = SumStepsPropertyTest.solution(layout.size(), random);
            List<Rule> rules = new ArrayList<>(SumStepsPropertyTest.keptSums(layout, solution, random));
            rules.add(keptCage(solution, random));
            Line renban = keptRenban(solution, random);
            if (renban != null) {
                rules.add(renban);
            }
            Grid grid = Grid.of(layout.withRules(rules));
            int[] truth = new int[grid.cells];
            int[] marks = SumStepsPropertyTest.marksAround(grid, solution, truth, random);
            for (int pass = 0; pass < 6; pass++) {
                Step step = RulesTogether.find(grid, marks, NONE);
                if (step == null) {
                    break;
                }
                steps++;
                for (Candidate gone : step.eliminations()) {
                    int cell = grid.indexOf(gone.cell());
                    assertTrue(gone.digit() != truth[cell], "seed " + seed + ", " + rules + ": " + step);
                    marks[cell] &= ~(1 << gone.digit() - 1);
                }
            }
        }
        assertTrue(steps > 100, "enough steps: " + steps);
    }

    /** A cage over two neighbouring cells of different boxes, with the solution's sum. */
    private static Cage keptCage(int[][] solution, Random random) {
        int row = random.nextInt(6);
        int col = 2; // columns 3 and 4 lie in different boxes
        return Cage.of(solution[row][col] + solution[row][col + 1], new Cell(row, col), new Cell(row, col + 1));
    }

    /** A renban down three cells of a column across two boxes whose solution digits are consecutive, or null. */
    private static Line keptRenban(int[][] solution, Random random) {
        for (int tries = 0; tries < 50; tries++) {
            int top = 1 + random.nextInt(3); // rows 2-4 to 4-6: across the boxes' edge
            int col = random.nextInt(6);
            int low = Integer.MAX_VALUE;
            int high = 0;
            for (int r = top; r < top + 3; r++) {
                low = Math.min(low, solution[r][col]);
                high = Math.max(high, solution[r][col]);
            }
            if (high - low == 2) {
                return Line.of(Line.Kind.RENBAN, List.of(new Cell(top, col), new Cell(top + 1, col),
                        new Cell(top + 2, col)));
            }
        }
        return null;
    }

    /** The cage of three at r6c1-r6c3, {@code third} placed in r6c3, its open cells 1, 2, 7 or 8; the renban 3456. */
    private static int[] pairBeside(Grid grid, int third) {
        int[] marks = full(grid);
        grid.place(marks, SinglesAndIntersectionsTest.at(grid, 6, 3), 1 << third - 1);
        only(grid, marks, 6, 1, 1, 2, 7, 8);
        only(grid, marks, 6, 2, 1, 2, 7, 8);
        for (int[] cell : new int[][] {{6, 5}, {6, 4}, {5, 3}, {4, 3}}) {
            only(grid, marks, cell[0], cell[1], 3, 4, 5, 6);
        }
        return marks;
    }
}
