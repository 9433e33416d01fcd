package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.Position.candidate;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.internal.search.Budget;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Forcing chains (static, dynamic, (+) and nested) on hand-made positions of the classic grid: one branch per premise,
 * each written on its own.
 */
class ForcingChainsTest {

    private static final Set<Technique> ALL = EnumSet.allOf(Technique.class);

    /** r1c1 (1, 2) with r1c5 (1, 3) in its row and r5c1 (2, 3) in its column: either way 3 reaches r5c5. */
    private static Position cell() {
        return Position.open().only("r1c1", 1, 2).only("r1c5", 1, 3).only("r5c1", 2, 3);
    }

    /** 4 in row 1 only in r1c2 and r1c8, and in box 7 only in r7c2 and r9c3: either way 4 leaves r9c8. */
    private static Position unit() {
        return Position.open().confine(4, "r1", "r1c2", "r1c8").confine(4, "b7", "r7c2", "r9c3");
    }

    /** The static cell and unit forcing chains ({@link StaticForcingChains}) on the classic grid. */
    private static Step staticChains(Position position) {
        return StaticForcingChains.find(Grid.CLASSIC, Grid.widen(position.marks()), ALL, Budget.unlimited());
    }

    /** The dynamic forcing chains ({@link DynamicForcingChains}) of the enabled techniques on the classic grid. */
    private static Step dynamic(Position position, Set<Technique> enabled) {
        return DynamicForcingChains.dynamic(Grid.CLASSIC, Grid.widen(position.marks()), enabled, Budget.unlimited());
    }

    /** The dynamic forcing chains (+) ({@link DynamicForcingChains#plus}) on the classic grid, with no ceiling. */
    private static Step plus(short[] marks, Set<Technique> enabled) {
        return DynamicForcingChains.plus(Grid.CLASSIC, Grid.widen(marks), enabled, Budget.unlimited(),
                Double.MAX_VALUE);
    }

    /** The nested forcing chains ({@link DynamicForcingChains#nested}) on the classic grid, under a ceiling. */
    private static Step nested(short[] marks, double ceiling) {
        return DynamicForcingChains.nested(Grid.CLASSIC, Grid.widen(marks), ALL, Budget.unlimited(), ceiling);
    }

    @Test
    void everyCandidateOfACellImpliesTheSame() {
        Step step = staticChains(cell());

        assertNotNull(step);
        assertEquals(Technique.CELL_FORCING_CHAINS, step.technique());
        assertEquals("Cell forcing chains: r1c1 is 1 or 2; r1c1=1: (1)r1c1-(1=3)r1c5-(3)r5c5;"
                + " r1c1=2: (2)r1c1-(2=3)r5c1-(3)r5c5 => r5c5<>3", step.description());
        assertEquals(List.of(candidate("r5c5", 3)), step.eliminations());
        assertEquals(2, step.branches().size());
        assertEquals(3, step.branches().get(0).size());
        assertEquals(8.1, step.difficulty());
    }

    @Test
    void chainsWhoseEndsMeetNoCandidateConcludeNothing() {
        assertNull(staticChains(cell().without(3, "r5c5")));
    }

    @Test
    void everyPlaceOfADigitInAHouseImpliesTheSame() {
        Step step = staticChains(unit());

        assertNotNull(step);
        assertEquals(Technique.UNIT_FORCING_CHAINS, step.technique());
        assertEquals("Unit forcing chains: 4 in row 1 is in r1c2 or r1c8; r1c2=4: (4)r1c2-(4)r7c2=(4)r9c3-(4)r9c8;"
                + " r1c8=4: (4)r1c8-(4)r9c8 => r9c8<>4", step.description());
        assertEquals(List.of(House.of(0)), step.houses());
        assertEquals(8.0, step.difficulty());
    }

    @Test
    void unitChainsWhoseEndsMeetNoCandidateConcludeNothing() {
        assertNull(staticChains(unit().without(4, "r9c8")));
    }

    @Test
    void aDynamicContradictionNamesTheCellItEmpties() {
        Step step = dynamic(cell(), ALL);

        assertNotNull(step);
        assertEquals(Technique.DYNAMIC_CONTRADICTION_CHAINS, step.technique());
        assertEquals("Dynamic contradiction forcing chains: assuming r5c5=3, r1c1 would have no candidate left:"
                + " (3)r5c5-(3=1)r1c5-(1)r1c1; (3)r5c5-(3=2)r5c1-(2)r1c1 => r5c5<>3", step.description());
    }

    /*
     * The dynamic forms, each alone (the dynamic reach also finds the contradiction above, which is easier): on these
     * positions the grid's strong links carry every branch, so the chains are the static ones, named and rated as
     * the dynamic technique they were found by.
     */

    /** Each candidate of r1c1 reaches r5c5's 3, as in the static cell chains. */
    @Test
    void dynamicCellForcingChainsFollowTheGridAsEachBranchChangesIt() {
        Step step = dynamic(cell(), EnumSet.of(Technique.DYNAMIC_CELL_FORCING_CHAINS));

        assertNotNull(step);
        assertEquals(Technique.DYNAMIC_CELL_FORCING_CHAINS, step.technique());
        assertEquals("Dynamic cell forcing chains: r1c1 is 1 or 2; r1c1=1: (1)r1c1-(1=3)r1c5-(3)r5c5;"
                + " r1c1=2: (2)r1c1-(2=3)r5c1-(3)r5c5 => r5c5<>3", step.description());
        assertEquals(8.7, step.difficulty());
    }

    /** Each place of 4 in row 1 reaches r9c8's 4, as in the static unit chains. */
    @Test
    void dynamicUnitForcingChainsFollowTheGridAsEachBranchChangesIt() {
        Step step = dynamic(unit(), EnumSet.of(Technique.DYNAMIC_UNIT_FORCING_CHAINS));

        assertNotNull(step);
        assertEquals(Technique.DYNAMIC_UNIT_FORCING_CHAINS, step.technique());
        assertEquals("Dynamic unit forcing chains: 4 in row 1 is in r1c2 or r1c8;"
                + " r1c2=4: (4)r1c2-(4)r7c2=(4)r9c3-(4)r9c8; r1c8=4: (4)r1c8-(4)r9c8 => r9c8<>4", step.description());
        assertEquals(8.6, step.difficulty());
    }

    /** r1c1=1 and r1c1<>1 (so 2) both turn r5c5's 3 off: a candidate and its absence, one of which holds. */
    @Test
    void aDynamicDoubleChainConcludesWhatACandidateAndItsAbsenceBothImply() {
        Step step = dynamic(cell(), EnumSet.of(Technique.DYNAMIC_DOUBLE_CHAINS));

        assertNotNull(step);
        assertEquals(Technique.DYNAMIC_DOUBLE_CHAINS, step.technique());
        assertEquals("Dynamic double forcing chains: r1c1=1: (1)r1c1-(1=3)r1c5-(3)r5c5;"
                + " r1c1<>1: (1=2)r1c1-(2=3)r5c1-(3)r5c5 => r5c5<>3", step.description());
        assertEquals(8.7, step.difficulty());
    }

    /** The (+) reach gives every form one name; its easiest step here is the contradiction of r9c8=4. */
    @Test
    void dynamicPlusNamesEveryFormOneTechnique() {
        Step step = plus(unit().marks(), EnumSet.of(Technique.DYNAMIC_FORCING_CHAINS_PLUS));

        assertNotNull(step);
        assertEquals(Technique.DYNAMIC_FORCING_CHAINS_PLUS, step.technique());
        assertEquals("Dynamic forcing chains (+): assuming r9c8=4, r7c2 would be both 4 and not 4:"
                + " (4)r9c8-(4)r9c3=(4)r7c2; (4)r9c8-(4)r1c8=(4)r1c2-(4)r7c2 => r9c8<>4", step.description());
        assertEquals(9.0, step.difficulty());
    }

    @Test
    void dynamicChainsWhoseEndsMeetNoCandidateConcludeNothing() {
        Set<Technique> dynamicForms = EnumSet.of(Technique.DYNAMIC_CELL_FORCING_CHAINS,
                Technique.DYNAMIC_UNIT_FORCING_CHAINS, Technique.DYNAMIC_DOUBLE_CHAINS);

        assertNull(dynamic(cell().without(3, "r5c5"), dynamicForms));
        assertNull(dynamic(unit().without(4, "r9c8"), dynamicForms));
    }

    /**
     * The pencil marks of the first puzzle of the forum's "hardest" list where its rating path first needs nested
     * chains; its solution has 8 in r3c6 and 3 in r6c5.
     */
    private static final String NESTED_POSITION = """
            12567 2457  12467 | 134679  13459 34567  | 1379  1359  8
            15678 578   3     | 16789   1589  5678   | 4     159   2
            1578  9     147   | 13478   2     34578  | 137   6     157
            ------------------+----------------------+------------------
            12358 23458 124   | 348     7     9      | 1368  13458 1456
            35789 34578 479   | 348     6     1      | 2     34589 459
            1389  6     149   | 5       348   2      | 1389  7     149
            ------------------+----------------------+------------------
            23679 237   8     | 1234679 1349  3467   | 5     149   14679
            3679  1     679   | 346789  34589 345678 | 6789  2     4679
            4     27    5     | 126789  189   678    | 16789 189   3
            """;

    @Test
    void nestedChainsRefuteWhatDynamicChainsPlusCannot() {
        short[] marks = Candidates.parse(NESTED_POSITION).marks();

        Step plus = plus(marks, ALL);
        Step nested = nested(marks, Double.MAX_VALUE);

        assertNull(plus);
        assertNotNull(nested);
        assertEquals(Technique.NESTED_FORCING_CHAINS, nested.technique());
        assertEquals(List.of(candidate("r3c6", 5)), nested.eliminations());
        assertEquals(List.of(), nested.placements());
        // Each branch is one nested inference, drawn as a link from the assumption: with r3c6=5, assuming r6c5=3
        // (then 4, then 8) leads to a contradiction by dynamic (+) propagation, so r6c5 is left no candidate.
        assertEquals("Nested forcing chains: assuming r3c6=5, r6c5 would have no candidate left:"
                + " (5)r3c6-(3)r6c5; (5)r3c6-(4)r6c5; (5)r3c6-(8)r6c5 => r3c6<>5", nested.description());
        assertEquals(3, nested.branches().size());
        assertEquals(10.4, nested.difficulty(), 1e-9);
    }

    @Test
    void theEngineTakesNestedChainsOnlyWhenNothingEasierIsLeft() {
        Candidates position = Candidates.parse(NESTED_POSITION);

        Step step = LogicalSolver.standard().ratingPath().nextStep(position).orElseThrow();

        assertEquals(Technique.NESTED_FORCING_CHAINS, step.technique());
        assertEquals(List.of(candidate("r3c6", 5)), step.eliminations());
    }

    @Test
    void nestedChainsRefuteNoCandidateOfATwoSolutionRectangle() {
        // A solved grid with a deadly rectangle opened (r1c2, r1c9, r2c2, r2c9 on 2 and 8): every candidate left
        // belongs to one of the two solutions, so no assumption, nested or not, can lead to a contradiction.
        Board open = Board.parse("6.194375." + "7.361549." + "594728361" + "142879635" + "357461289"
                + "869532174" + "238197546" + "916354827" + "475286913");
        short[] marks = Candidates.of(open).marks();

        assertNull(nested(marks, Double.MAX_VALUE));
    }

    @Test
    void aForcingChainHarderThanTheCeilingIsLeftUnfound() {
        Step unbounded = staticChains(cell());
        short[] marks = cell().marks();

        Step atCeiling = StaticForcingChains.find(Grid.CLASSIC, Grid.widen(marks), ALL, Budget.unlimited(), 8.1);

        assertEquals(unbounded, atCeiling);
        assertNull(StaticForcingChains.find(Grid.CLASSIC, Grid.widen(marks), ALL, Budget.unlimited(), 8.0));
    }

    @Test
    void aNestedChainHarderThanTheCeilingIsLeftUnfound() {
        short[] marks = Candidates.parse(NESTED_POSITION).marks();

        Step atCeiling = nested(marks, 10.4);

        assertNotNull(atCeiling);
        assertEquals(List.of(candidate("r3c6", 5)), atCeiling.eliminations());
        assertNull(nested(marks, 10.3));
    }

    /** Pencil marks of a calibration puzzle (rated 8.x) where its rating path takes dynamic cell forcing chains. */
    private static final String DYNAMIC_CELL_POSITION = """
            6   5    127 | 4    9  128  | 78  178  3
            789 4    127 | 236  16 1238 | 789 5    2679
            89  19   3   | 26   7  5    | 4   1268 1269
            -------------+--------------+--------------
            37  367  9   | 1    2  4    | 5   367  8
            2   8    5   | 7    3  6    | 1   9    4
            4   1367 167 | 5    8  9    | 2   367  67
            -------------+--------------+--------------
            379 379  4   | 8    5  123  | 6   127  1279
            5   2    678 | 369  16 13   | 378 4    179
            1   369  68  | 2369 4  7    | 389 28   5
            """;

    /** ... where it takes dynamic double forcing chains. */
    private static final String DYNAMIC_DOUBLE_POSITION = """
            179  24   127 | 1248  18  6     | 1259 159 3
            169  2469 5   | 124   3   1249  | 126  7   8
            169  8    3   | 7     5   129   | 4    19  269
            --------------+-----------------+---------------
            458  7    268 | 12568 9   128   | 3    145 1245
            3458 1    28  | 2358  78  2378  | 259  6   24579
            35   236  9   | 1256  4   1237  | 125  8   257
            --------------+-----------------+---------------
            38   39   4   | 138   6   5     | 7    2   19
            1679 5    167 | 134   2   1347  | 8    349 469
            2    36   178 | 9     178 13478 | 156  345 1456
            """;

    /** ... where it takes dynamic unit forcing chains. */
    private static final String DYNAMIC_UNIT_POSITION = """
            138  1389  28   | 3689 7     168  | 1268 4    5
            157  15789 2578 | 5689 15689 4    | 3    1269 2689
            4    13589 6    | 2    13589 158  | 7    19   89
            ----------------+-----------------+----------------
            157  1457  57   | 345  345   9    | 26   8    26
            2    48    3    | 468  468   7    | 9    5    1
            58   6     9    | 1    58    2    | 4    7    3
            ----------------+-----------------+----------------
            68   28    4    | 689  1689  3    | 5    1269 7
            3568 2358  1    | 7    45689 568  | 268  2369 24689
            9    3578  578  | 4568 2     1568 | 168  136  468
            """;

    /** The dynamic step at a position, checked to be easier than anything static chains find there. */
    private static Step onlyDynamic(String position) {
        short[] marks = Candidates.parse(position).marks();
        Step dynamic = DynamicForcingChains.dynamic(Grid.CLASSIC, Grid.widen(marks), ALL, Budget.unlimited());
        Step stat = StaticForcingChains.find(Grid.CLASSIC, Grid.widen(marks), ALL, Budget.unlimited());
        assertNotNull(dynamic);
        assertTrue(stat == null || stat.difficulty() > dynamic.difficulty(), "static chains do as well: " + stat);
        return dynamic;
    }

    @Test
    void dynamicCellForcingChainsConcludeWhereStaticOnesDoNot() {
        Step step = onlyDynamic(DYNAMIC_CELL_POSITION);

        assertEquals(Technique.DYNAMIC_CELL_FORCING_CHAINS, step.technique());
        assertEquals("Dynamic cell forcing chains: r3c4 is 2 or 6; r3c4=2: (2)r3c4-(2)r3c9=(2)r2c9-(7)r2c9;"
                + " r3c4=6: (6)r3c4-(6)r2c5=(6)r2c9-(7)r2c9 => r2c9<>7", step.description());
        assertEquals(8.8, step.difficulty(), 1e-9);
    }

    @Test
    void dynamicDoubleChainsConcludeWhereStaticOnesDoNot() {
        Step step = onlyDynamic(DYNAMIC_DOUBLE_POSITION);

        assertEquals(Technique.DYNAMIC_DOUBLE_CHAINS, step.technique());
        assertEquals("Dynamic double forcing chains: r9c2=3: (3)r9c2-(3)r9c8=(3)r8c8-(9)r8c8=(9)r8c9-(4)r8c9;"
                + " r9c2<>3: (3=6)r9c2-(6)r8c3=(6)r8c9-(4)r8c9 => r8c9<>4", step.description());
        assertEquals(8.9, step.difficulty(), 1e-9);
    }

    @Test
    void dynamicUnitForcingChainsConcludeWhereStaticOnesDoNot() {
        Step step = onlyDynamic(DYNAMIC_UNIT_POSITION);

        assertEquals(Technique.DYNAMIC_UNIT_FORCING_CHAINS, step.technique());
        assertEquals("Dynamic unit forcing chains: 5 in column 4 is in r2c4, r4c4 or r9c4;"
                + " r2c4=5: (5)r2c4-(5)r2c3=(5)r3c2-(5)r9c2; r4c4=5: (5)r4c4-(5=7)r4c3-(7)r9c3=(7)r9c2-(5)r9c2;"
                + " r9c4=5: (5)r9c4-(5)r9c2 => r9c2<>5", step.description());
        assertEquals(8.9, step.difficulty(), 1e-9);
    }
}
