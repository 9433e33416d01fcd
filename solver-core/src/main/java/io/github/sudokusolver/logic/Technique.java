package io.github.sudokusolver.logic;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;

/**
 * Every technique the {@link LogicalSolver} knows, family by family, roughly by increasing difficulty on Sudoku
 * Explainer's scale. The order of the constants is not the order of the search: the solver asks its finders by base
 * difficulty, and at equal difficulty shows the simpler pattern (fewer cells, then fewer links).
 *
 * <p>{@link #difficulty()} is the technique's base difficulty. Steps of most techniques have exactly that
 * difficulty; chains add a bonus that grows with their length, and some patterns grow with their size (a unique
 * rectangle of type 3, a unique loop, a BUG of type 3, strong-link chains, bent wings, a death blossom), so a
 * {@link Step#difficulty()} can be higher. Where Sudoku Explainer, or its fork Sukaku Explainer that rated the
 * calibration puzzles, has the technique, its rating is used; the others are rated as the chain they are, and
 * {@link #inSudokuExplainer()} keeps them off the path that {@link LogicalSolver#rate(Board)} rates. See
 * {@code docs/rating.md} for the whole table and the calibration against published ratings.
 */
public enum Technique {
    /** The last empty cell of a row, column or box. */
    FULL_HOUSE("Full house", 1.0),
    /** A digit with one place left in a box. */
    HIDDEN_SINGLE_BOX("Hidden single", 1.2),
    /** A digit with one place left in a row or column. */
    HIDDEN_SINGLE_LINE("Hidden single", 1.5),
    /** A pointing intersection whose eliminations at once leave a hidden single, which the step places. */
    DIRECT_POINTING("Direct pointing", 1.7),
    /**
     * A claiming intersection whose eliminations at once leave a hidden single in a parallel line, which the step
     * places. As in Sudoku Explainer it is never the easiest step: a direct pointing, rated lower, leaves the same
     * single in a box.
     */
    DIRECT_CLAIMING("Direct claiming", 1.9),
    /** A hidden pair whose eliminations at once leave a hidden single, which the step places. */
    DIRECT_HIDDEN_PAIR("Direct hidden pair", 2.0),
    /** A cell with one candidate left. */
    NAKED_SINGLE("Naked single", 2.3),
    /** A hidden triple whose eliminations at once leave a hidden single, which the step places. */
    DIRECT_HIDDEN_TRIPLE("Direct hidden triple", 2.5),
    /** A digit whose places in a box lie in one row or column: it leaves the rest of that line. */
    POINTING("Pointing", 2.6),
    /** A digit whose places in a row or column lie in one box: it leaves the rest of that box. */
    CLAIMING("Claiming", 2.8),
    /** Two cells of a house holding the same two candidates only. */
    NAKED_PAIR("Naked pair", 3.0),
    /** A digit in two rows (columns) confined to the same two columns (rows). */
    X_WING("X-wing", 3.2),
    /** Two digits of a house confined to the same two cells. */
    HIDDEN_PAIR("Hidden pair", 3.4),
    /** Three cells of a house holding only three digits between them. */
    NAKED_TRIPLE("Naked triple", 3.6),
    /** A digit in three rows (columns) confined to three columns (rows). */
    SWORDFISH("Swordfish", 3.8),
    /** Three digits of a house confined to three cells. */
    HIDDEN_TRIPLE("Hidden triple", 4.0),
    /**
     * A fish of two lines whose base has extra places (fins) in one box, sashimi forms included: eliminations must
     * also see the fins. Rated as Sukaku Explainer rates two strong links joined by a grouped link, 4.0 + 0.3.
     */
    FINNED_X_WING("Finned X-wing", 4.3),
    /** A bivalue pivot {@code xy} seeing pincers {@code xz} and {@code yz}: {@code z} leaves cells seeing both. */
    XY_WING("XY-wing", 4.2),
    /** A pivot {@code xyz} seeing pincers {@code xz} and {@code yz}: {@code z} leaves cells seeing all three. */
    XYZ_WING("XYZ-wing", 4.4),
    /** Three corners of a rectangle over two boxes hold only {@code ab}: the fourth loses {@code a} and {@code b}. */
    UNIQUE_RECTANGLE_TYPE_1("Unique rectangle type 1", 4.5),
    /** Two corners {@code ab}, two {@code abx} in one house: {@code x} leaves every cell seeing both. */
    UNIQUE_RECTANGLE_TYPE_2("Unique rectangle type 2", 4.6),
    /** The extra digits of two corners form a naked subset with other cells of their house. */
    UNIQUE_RECTANGLE_TYPE_3("Unique rectangle type 3", 4.6),
    /** One of {@code ab} is confined to the two extra corners in their house: the other leaves both. */
    UNIQUE_RECTANGLE_TYPE_4("Unique rectangle type 4", 4.5),
    /**
     * Three or four corners, or two diagonal ones, hold {@code ab} and one same extra digit, the rest only {@code ab}:
     * the extra digit leaves every cell seeing all of them.
     */
    UNIQUE_RECTANGLE_TYPE_5("Unique rectangle type 5", 4.6),
    /**
     * Two diagonal corners hold {@code ab} and more, the other two only {@code ab}, and {@code a} is confined to the
     * rectangle in both its rows or both its columns (an X-wing): neither of the two is {@code a}.
     */
    UNIQUE_RECTANGLE_TYPE_6("Unique rectangle type 6", 4.6),
    /**
     * One corner holds only {@code ab}, and {@code b} is confined to the rectangle in the row and the column of the
     * opposite corner: that corner is not {@code a}.
     */
    HIDDEN_UNIQUE_RECTANGLE("Hidden unique rectangle", 4.6),
    /**
     * A unique rectangle of cells the solving placed: none of its four cells given, solved ones swapping {@code a}
     * and {@code b} would give a second solution. Type 1 (three solved): the open corner is not the digit that
     * would close the pattern. Type 2 (two solved in a line): the open corners hold the closing digits and one same
     * extra digit, which leaves every cell seeing both; rated 4.6, as the unique rectangle type 2. Found only when the
     * solver knows the givens, so when it starts from a {@link Board}, never from pencil
     * marks alone.
     */
    AVOIDABLE_RECTANGLE("Avoidable rectangle", 4.5),
    /**
     * A loop of 6 to 14 cells holding {@code ab}, two in every house it touches, all but one or two holding only
     * {@code ab}: the one is neither, or the two share one extra digit that leaves every cell seeing both. Rated 4.6
     * for 6 cells, 4.7 for 8, 5.0 for 10 or more.
     */
    UNIQUE_LOOP("Unique loop", 4.6),
    /** Four cells of a house holding only four digits between them. */
    NAKED_QUAD("Naked quad", 5.0),
    /** A digit in four rows (columns) confined to four columns (rows). */
    JELLYFISH("Jellyfish", 5.2),
    /** Four digits of a house confined to four cells. */
    HIDDEN_QUAD("Hidden quad", 5.4),
    /** Every empty cell bivalue but one: the digit that would leave a deadly pattern there is the answer. */
    BUG_PLUS_ONE("BUG+1", 5.6),
    /** Every empty cell bivalue but some that share one extra digit: that digit leaves every cell seeing them all. */
    BUG_TYPE_2("BUG type 2", 5.7),
    /**
     * The extra digits of the non-bivalue cells, all in one house, form a naked subset with other cells of it: 5.8 for
     * a pair, 0.1 more per further cell.
     */
    BUG_TYPE_3("BUG type 3", 5.8),
    /** Two non-bivalue cells of one house, each one extra digit, a digit confined to them: each loses its third. */
    BUG_TYPE_4("BUG type 4", 5.7),
    /**
     * A pivot and three wings seeing it hold four digits, all but one restricted (their holders see each other): the
     * other fills one of its holders and leaves every cell seeing them all; with none unrestricted (doubly linked),
     * each digit leaves every cell seeing all its holders. 5.5, or 5.6 when the largest candidate count of the four
     * cells is three, as Sukaku Explainer rates it.
     */
    WXYZ_WING("WXYZ-wing", 5.5),
    /**
     * Four cells of a house holding five digits and a bivalue cell outside it, all five digits but one restricted
     * (their holders see each other): the other fills one of its holders and leaves every cell seeing them all; with
     * none unrestricted (doubly linked), each digit leaves every cell seeing all its holders. As Sukaku Explainer
     * rates it: 6.2, plus 0.1 per step that the largest candidate count of the five cells comes nearer to three, up
     * to two (6.2 for five, 6.3 for two or four, 6.4 for three).
     */
    VWXYZ_WING("VWXYZ-wing", 6.2),
    /**
     * Five cells of a house holding six digits and a bivalue cell outside it, all six digits but one restricted: the
     * other fills one of its holders and leaves every cell seeing them all (or, doubly linked, each digit leaves the
     * cells seeing all its holders). 6.6 whatever the candidate counts, as Sukaku Explainer rates it.
     */
    UVWXYZ_WING("UVWXYZ-wing", 6.6),
    /** Two cells of a house whose pairs of values are each excluded by a bivalue cell seeing both, or by clashing. */
    ALIGNED_PAIR_EXCLUSION("Aligned pair exclusion", 6.2),
    /** An X-chain of two parallel strong links joined at one end. */
    SKYSCRAPER("Skyscraper", 4.0),
    /** An X-chain of a row and a column strong link joined in a box. */
    TWO_STRING_KITE("2-string kite", 4.1),
    /**
     * A digit whose places in a box lie on one row and one column of it, and a strong link of the digit in a column
     * outside the box with one end on that row: the cell of the link's other row in the box's column loses the digit
     * (or the same with rows and columns swapped).
     */
    EMPTY_RECTANGLE("Empty rectangle", 4.2),
    /**
     * A chain of three to six strong links of one digit (its only two places in a house), each joined to the next by
     * a weak link: the digit leaves every cell seeing both ends. Rated as Sukaku Explainer rates it: 5.4, 5.8, 6.2 or
     * 6.6 for three to six links, plus 0.1 when the strong links mix kinds of house, or 0.2 when boxes and both kinds
     * of line appear (nothing when all are rows or all columns).
     */
    STRONG_LINKS("Strong links", 5.4),
    /** A swordfish with fins in one box, sashimi forms included; rated as the X-chain it amounts to. */
    FINNED_SWORDFISH("Finned swordfish", 6.6),
    /** A jellyfish with fins in one box, sashimi forms included; rated as the X-chain it amounts to. */
    FINNED_JELLYFISH("Finned jellyfish", 6.6),
    /**
     * The two colours of a cluster of one digit's conjugate pairs: a colour two of whose cells see each other is
     * false; a cell seeing both colours loses the digit. Rated as the X-chain it is.
     */
    SIMPLE_COLORING("Simple coloring", 6.6),
    /**
     * Two clusters of one digit's conjugate pairs, a colour of each seeing the other: one of the two other colours
     * holds the digit, so a cell seeing both loses it. Rated as the X-chain it is.
     */
    MULTI_COLORING("Multi-coloring", 6.6),
    /**
     * Four or more bivalue cells on the same two digits, each seeing the next: a cell seeing two of them an odd
     * number of steps apart loses both digits. Rated as the XY-chain it is.
     */
    REMOTE_PAIR("Remote pair", 6.6),
    /** An alternating chain on one digit. */
    X_CHAIN("X-chain", 6.6),
    /**
     * An X-chain whose nodes may be groups: two or three cells of a box and a line holding the digit; off the classic
     * grid, any places of a digit in a house that one cell sees or one other house holds, and the house's rest.
     */
    GROUPED_X_CHAIN("Grouped X-chain", 6.6),
    /** An alternating chain through bivalue cells. */
    XY_CHAIN("XY-chain", 6.6),
    /**
     * Two bivalue cells {@code xy} joined by a strong link on {@code x} (in a region, or a killer cage that must hold
     * {@code x}): {@code y} leaves cells seeing both.
     */
    W_WING("W-wing", 7.0),
    /** An alternating inference chain mixing both kinds of strong link (a nice loop when it closes). */
    AIC("Alternating inference chain", 7.0),
    /** An alternating inference chain with group nodes (as {@link #GROUPED_X_CHAIN}'s). */
    GROUPED_AIC("Grouped alternating inference chain", 7.0),
    /**
     * Cells where two houses overlap (a box and a line on the classic grid; a jigsaw region, a diagonal or a window
     * and a line or box elsewhere) with at least two more digits than cells, locked together with a set in the rest
     * of each house: each set's digits leave the rest of its house.
     */
    SUE_DE_COQ("Sue de Coq", 7.0),
    /** Two almost locked sets with a restricted common digit: another common digit leaves cells seeing it in both. */
    ALS_XZ("ALS-XZ", 7.0),
    /** Two almost locked sets, each linked to a third by a restricted common: a digit both hold leaves their peers. */
    ALS_XY_WING("ALS-XY-wing", 7.0),
    /** A stem cell whose every candidate is linked to an almost locked set: a digit they all share leaves its peers. */
    DEATH_BLOSSOM("Death blossom", 7.0),
    /** Assuming a digit in a cell and following that digit alone leads to a contradiction. */
    NISHIO_FORCING_CHAIN("Nishio forcing chain", 7.5),
    /**
     * Three cells whose triples of values that use a candidate each repeat a digit in a house or take every candidate
     * of a cell seeing all three: the candidate goes.
     */
    ALIGNED_TRIPLE_EXCLUSION("Aligned triple exclusion", 7.5),
    /** Every candidate of a cell implies the same conclusion, by chains on the grid as it stands. */
    CELL_FORCING_CHAINS("Cell forcing chains", 8.0),
    /** Every place of a digit in a house implies the same conclusion, by chains on the grid as it stands. */
    UNIT_FORCING_CHAINS("Unit forcing chains", 8.0),
    /** Assuming a candidate leads, by propagation of singles, to a contradiction. */
    DYNAMIC_CONTRADICTION_CHAINS("Dynamic contradiction forcing chains", 8.5),
    /** A candidate and its absence both imply the same conclusion, by propagation of singles. */
    DYNAMIC_DOUBLE_CHAINS("Dynamic double forcing chains", 8.5),
    /** Every candidate of a cell implies the same conclusion, by propagation of singles. */
    DYNAMIC_CELL_FORCING_CHAINS("Dynamic cell forcing chains", 8.6),
    /** Every place of a digit in a house implies the same conclusion, by propagation of singles. */
    DYNAMIC_UNIT_FORCING_CHAINS("Dynamic unit forcing chains", 8.6),
    /** Dynamic forcing chains whose propagation also applies pointing and claiming. */
    DYNAMIC_FORCING_CHAINS_PLUS("Dynamic forcing chains (+)", 9.0),
    /**
     * Dynamic forcing chains whose propagation, once singles, pointing and claiming stall, also applies forcing
     * chains themselves, one level deep: a candidate whose assumption leads to a contradiction on the grid a branch
     * has reached is turned off there. Rated from Sudoku Explainer's first nesting level (9.5) plus the length bonus,
     * where each nested inference counts every inference its branch made before its round and the nodes of its
     * nested contradiction. Contradictions only: no nested double, cell or unit chains.
     */
    NESTED_FORCING_CHAINS("Nested forcing chains", 9.5),
    /**
     * Jigsaw: k adjacent rows (or columns) and the k irregular regions with the most cells in them both hold every
     * digit k times, so the cells of the lines outside those regions hold the same digits as the cells of the regions
     * outside the lines; a candidate the other side cannot match leaves. At most four cells a side; 0.1 more per line
     * past the first. On any layout, the same for an extra region of every digit (or a cage without a sum over as many
     * cells) and a house it crosses.
     */
    LAW_OF_LEFTOVERS("Law of leftovers", 2.4),
    /**
     * Killer: a digit in no combination of a cage's sum that its cells can still take (one digit each, distinct)
     * leaves the cage. 0.2 more per cell of the cage past two.
     */
    CAGE_COMBINATIONS("Cage combinations", 2.0),
    /** Killer: a digit every combination of a cage that still fits holds, with one place left in the cage. */
    CAGE_HIDDEN_SINGLE("Cage hidden single", 2.1),
    /**
     * Killer: a house adds up to the sum of every digit, so the cells the cages wholly inside it leave (the innies),
     * or the cells outside it of the cages that stick out (the outies), have a known sum; with one such open cell,
     * its digit. Over one house, then two adjacent rows, columns or boxes, then three adjacent rows or columns, 0.1 more
     * per house past one.
     */
    LAW_OF_45("Law of 45", 2.2),
    /**
     * Killer: a digit every combination of a cage that still fits holds leaves the cells outside the cage that see
     * all its places in the cage; and a digit whose places in a house all lie in one cage restricts that cage to the
     * combinations holding it (0.4 more); and a combination that would leave a cell seeing the whole cage no candidate
     * no longer fits (0.6 more).
     */
    CAGE_HOUSE_OVERLAP("Cage and house overlap", 2.8),
    /**
     * Killer: a candidate that no way of filling its cage uses (the rest of the cage cannot complete the sum with
     * it): the minimum and maximum of a cage's cells, and more. 0.1 more per cell of the cage past two.
     */
    CAGE_COMPLETION("Cage completion", 3.0),
    /**
     * Killer: the law of 45 with two to four open innies or outies, whose sum works as a cage of its own: a candidate
     * that no assignment of them reaching the sum uses leaves. 0.6 more per house past one.
     */
    LAW_OF_45_SUM("Law of 45 sum", 3.0),
    /**
     * Killer: the law of 45 with the cages that lie mostly inside an area joined to it: their cells outside (the
     * outies) add up to a known amount more than the area's cells left outside the joined cages (the innies); two to
     * four open cells. The same over one house or several.
     */
    LAW_OF_45_DIFFERENCE("Law of 45 difference", 3.7),
    /**
     * Killer and lines of digit sets: the cages, renban, nabner lines and relations of sets in a house, and its other
     * cells, take different digits, so a combination of one (or of its part in the house) that leaves no digits the
     * others can take together no longer fits (the "combination clash"). Two cages or lines in the house at least;
     * 0.2 more per cage or line past two.
     */
    HOUSE_COMBINATIONS("Combinations in a house", 3.6),
    // Variant rules (docs/human-solving.md, "Variant rules"): each family's techniques in its own block, on the same scale.

    // Lines with orders, sets and equal sums, and quadruples (LineFacts).
    /**
     * Thermometer: the digits rise from the bulb. The bounds each cell's place gives (the k-th of L cells holds k to
     * n - L + k), all of one thermometer at once; then the bounds from the neighbours' candidates, carried along the
     * thermometer each way in one step, 0.1 more per cell a bound is carried past the first.
     */
    THERMOMETER("Thermometer", 1.5),
    /**
     * Quadruple: a digit of the clue with as many of the four cells left that can hold it as it needs is placed
     * there; the clue's digits not yet placed, as many as the open cells, leave those cells nothing else. Rated as a
     * line's hidden single: a digit's places among four cells are as easy to count as in a line.
     */
    QUADRUPLE("Quadruple", 1.5),
    /**
     * Renban: a digit in no run of consecutive digits that fits the line leaves it; 0.2 more per cell past two. A
     * digit every fitting run holds goes to its one place left on the line (0.1 more), or leaves the cells off the
     * line that see all its places on it (0.8 more); a candidate no filling of the fitting runs gives its cell leaves
     * (1.0 more).
     */
    RENBAN("Renban", 2.0),
    /**
     * Entropic line: every three cells in a row hold digits of three different thirds of the digits; a cell held to
     * one third clears it from the cells up to two away, two cells of a three held to two thirds clear them from the
     * third cell.
     */
    ENTROPIC_LINE("Entropic line", 2.2),
    /**
     * Parity line: neighbours alternate odd and even, so a cell held to odd (even) digits clears them from its
     * neighbours on the line. Rated as the entropic line, the same reasoning on two groups.
     */
    PARITY_LINE("Parity line", 2.2),
    /**
     * Modular line: every {@code m} cells in a row hold digits of different remainders divided by {@code m}; a cell
     * held to one remainder clears it from the cells fewer than {@code m} away, two cells of a run held to two
     * remainders clear them from the rest of the runs holding both. Rated as the entropic line.
     */
    MODULAR_LINE("Modular line", 2.2),
    /**
     * Between line: the middle cells lie strictly between the ends, and those of one house differ, so the ends need
     * room between them; the ends keep the digits of the pairs that leave it, the middle cells the digits inside such
     * a pair. 0.2 more per middle cell past one.
     */
    BETWEEN_LINE("Between line", 2.2),
    /**
     * Lockout line: the ends (diamonds) differ by at least the line's difference, and the cells between them lie
     * outside the ends' range, those of one house differing, so the ends need room outside them; the ends keep the
     * digits of the pairs that leave it, the middle cells the digits outside such a pair. Rated as the between line,
     * its mirror: 0.2 more per middle cell past one.
     */
    LOCKOUT_LINE("Lockout line", 2.2),
    /**
     * Region sum line: the pieces in each box add up alike, so only the totals every piece makes are left; two pieces
     * first, then the whole line, 0.2 more per piece past two.
     */
    REGION_SUM_LINE("Region sum line", 2.6),
    /**
     * Zipper line: cells equally far from the middle add up alike (to the middle cell on a line of odd length), so
     * only the totals every pair makes are left; two groups first, then the whole line, 0.2 more per pair past two.
     */
    ZIPPER_LINE("Zipper line", 2.6),

    // Sums over groups of cells (SumFacts).
    /**
     * Arrows, pills and double arrows: the line adds up to the circle's digit, to the number a pill reads, or to a
     * double arrow's two circles at its ends. Bounds first: a cell's
     * candidate leaves when the others, cells that see each other differing, cannot make up the rest (the circle at
     * least the line's least sum, a line cell at most the circle's largest less the others' least). Then the need
     * form, 0.8 more: every filling puts a digit in one of the arrow's cells a cell off it sees, so that cell loses
     * it (a digit every filling puts in one cell goes there); then the filling form: a candidate no way of filling the
     * arrow uses leaves, 1.0 more; then the house form: a digit whose places in a house all lie on the arrow keeps it
     * to the fillings holding the digit there, 1.4 more. 0.2 more per open cell past two, the circle's counted, up to
     * as many cells as digits.
     */
    ARROW("Arrow", 2.0),
    /**
     * Little killers: the diagonal adds up to its clue, digits repeating where cells do not see each other. The
     * bounds form, the need form (0.8 more), the filling form (1.0 more) and the house form (1.4 more), as for
     * {@link #ARROW}; 0.2 more per
     * open cell past two, up to as many cells as digits.
     */
    LITTLE_KILLER("Little killer", 2.0),
    /**
     * Sandwiches: the digits between the 1 and the largest digit of a row or column add up to the clue. Every place
     * of the two and set of digits between that the clue and the marks allow is tried; a candidate none of them gives
     * its cell leaves.
     */
    SANDWICH("Sandwich", 2.6),
    /**
     * X-sums (issue 70): the first X digits of a row or column from the clue add up to it, X being the first. The
     * fillings of the row that meet its clues (or, early on, every first digit and set from both ends) are tried; a
     * candidate none gives its cell leaves.
     */
    X_SUM("X-sum", 2.6),
    /**
     * Skyscrapers (issue 70): the clue counts the digits seen from its side, each larger than every digit before it.
     * The fillings of the row that meet its clues (or, early on, every way of counting: the tallest so far, the count
     * so far) are tried; a candidate none gives its cell leaves. (Not the pattern of two strong links,
     * {@link #SKYSCRAPER}.)
     */
    SKYSCRAPER_CLUE("Skyscraper clue", 2.6),
    /**
     * Numbered rooms (issue 70): the first digit X of a row or column from the clue puts the clue X-th. A first digit
     * X whose X-th cell cannot hold the clue leaves; with one first digit left, the clue goes X-th; then the filling
     * form of the x-sum's and skyscraper's.
     */
    NUMBERED_ROOM("Numbered room", 2.0),
    /**
     * Set theory with the rules' sums: the law of 45 over a region or adjacent rows, columns or boxes, with the cages,
     * little killers, arrows and the rules' houses of every digit taken away as their totals allow (a cage or a little
     * killer inside goes with its total, an arrow's line inside is swapped for its circle), leaves up to eight open
     * cells whose weighted digits add up to a known amount; a candidate no assignment uses (keeping the pair rules and
     * renbans among those cells) leaves. Used where at least one rule's sum or house is taken away (with cages alone
     * it is the law of 45). 0.4 more per region past one.
     */
    SET_THEORY("Set theory", 3.8),
    /**
     * Several sums read together: the arrows, little killers and cages whose cells a cell sees, filled at once (cells
     * that see each other differing), cannot all go without a digit in the cells it sees, though none needs it alone;
     * so the cell (and any other seeing all those places) loses it. Used with an arrow or a little killer among the
     * sums, two to five of them; 0.2 more per sum past two.
     */
    SUMS_TOGETHER("Sums together", 4.2),

    // Rules on single cells and pairs of cells (PairFacts).
    /**
     * Variant rules: odd and even cells and given candidates; every marked cell still holding a digit its mark
     * forbids loses it, all in one step. No bonus. A step's description names the kinds it uses: "Given candidates:
     * ..." when it uses no odd or even cell.
     */
    CELL_MARKS("Odd and even cells", 1.0),
    /**
     * Variant rules: a minimum (maximum) cell is smaller (larger) than each orthogonal neighbour not of the same mark;
     * a digit that no candidate of a neighbour leaves room for goes, from the marked cell or from the neighbour. As
     * the pair rules below, 0.2 more for the combination form: a candidate that would need the same digit in two
     * partners that see each other, and 0.8 more for the need form: a digit every pair a relation allows holds leaves
     * the cells that see both its cells.
     */
    MINIMUM_MAXIMUM("Minimum and maximum cells", 1.5),
    /**
     * Variant rules: an inequality sign between two cells; the smaller cell stays below the larger one's largest
     * candidate, and the larger above the smaller one's least. 0.2 more for the combination form, 0.8 for the need
     * form.
     */
    INEQUALITY("Inequality", 1.5),
    /**
     * Variant rules: a kropki dot (white: consecutive digits, black: a digit and its double, or another difference or
     * ratio); a candidate with no partner across the dot leaves, first the digits no digit pairs with at all. 0.2
     * more for the combination form, 0.8 for the need form (a black dot whose cells hold 2, 4 and 8 holds a 4).
     */
    KROPKI_DOT("Kropki dot", 2.0),
    /**
     * Variant rules: an X, V or other sum between two cells, read as a two-cell cage (its cells see each other, so
     * an X holds no 5); a candidate with no partner across it leaves. 0.2 more for the combination form, 0.8 for the
     * need form.
     */
    XV("XV", 2.0),
    /**
     * Variant rules: non-consecutive, negative white or black dots, negative XV: orthogonal neighbours without such a
     * dot may not be what it would say; a candidate every partner of which a neighbour's candidates forbid leaves. 0.2
     * more for the combination form, 0.8 for the need form.
     */
    NEGATIVE_CONSTRAINT("Negative constraint", 2.0),
    /**
     * Variant rules: a whisper line (German: neighbours differ by at least 5); a digit with no partner far enough on
     * a neighbouring cell leaves, first the digits too near the middle for any partner. 0.2 more for the combination
     * form (a 4 on a German whisper needs 9 on both sides, which cannot be when they see each other), 0.8 for the need
     * form.
     */
    WHISPER("Whisper", 2.0),
    /**
     * Variant rules: a nabner line (no two of its digits equal or consecutive, neighbours on the line or not); a
     * digit with no partner two or more away in another cell of the line leaves. 0.2 more for the combination form,
     * 0.8 for the need form, as the whisper.
     */
    NABNER_LINE("Nabner line", 2.0),
    /**
     * Variant rules: a slow thermometer (digits never decrease from the bulb); a cell's candidate above every
     * candidate of a cell further on, or below every candidate of a cell nearer the bulb, leaves. Rated as the
     * thermometer's bounds; 0.2 more for the combination form (cells that see each other differ, so a repeat cannot
     * stand there), 0.8 for the need form.
     */
    SLOW_THERMOMETER("Slow thermometer", 1.5),
    /**
     * Variant rules: a relation of an app's own between cells, given as a table ({@code rules.Relation}), named in
     * the step by the name the app gave it; a digit with no partner in the table across one of its pairs leaves. 0.2
     * more for the combination form, 0.8 for the need form, as the dots.
     */
    RELATION("Relation", 2.0),
    /**
     * Variant rules: a column, row or box indexer; a digit V in the indexer puts its own column, row or box number at
     * the V-th cell of its row, column or box, and that number anywhere else there rules V out of the indexer. A
     * candidate with no partner across one of those pairs leaves; as the minimum and maximum cells, 0.2 more for the
     * combination form, 0.8 for the need form.
     */
    INDEXER("Indexer", 1.5),
    /**
     * Variant rules: counting circles (a digit in a circle is the number of circles holding it). By one digit's count:
     * a digit fewer circles can hold than its value leaves them, one held in as many circles as its value leaves the
     * others, one held somewhere with exactly its value of places takes them. 0.4 more by the sets: the digits, each as
     * often as its value, must add up to the number of circles, so a digit in no such set leaves, and one in every set
     * with exactly its value of places takes them. 0.6 more by the sets and groups: a digit of every set whose circles
     * fall in exactly its value of groups that see each other is in each group once.
     */
    COUNTING_CIRCLES("Counting circles", 2.0),
    /**
     * Variant rules: an automaton of an app's own read along cells ({@code rules.Automaton}), named in the step by the
     * name the app gave it. The whole line is read at once: a candidate that no word the automaton accepts, over the
     * candidates of the other cells, puts in its cell leaves (the states reachable before each cell, forward, against
     * those that still reach an accepting state, backward). Rated as a sandwich's filling form.
     */
    AUTOMATON("Automaton", 2.6),
    /**
     * Variant rules: a magic square (a 3x3 group whose rows, columns and diagonals add up to 15), each of its eight
     * lines read as a little killer's sum: bounds, need, fillings and house forms, with their bonuses.
     */
    MAGIC_SQUARE("Magic square", 2.0),
    /**
     * Variant rules: palindromes and clones make cells equal; each keeps only the digits its mirror or clone holds,
     * and a placed one is copied. No bonus.
     */
    EQUAL_CELLS("Equal cells", 2.0),
    /**
     * Variant rules: the open cells of a house take different digits and keep the rules among them (pair rules; the
     * sums of cages, arrows and little killers, the sets of renbans, the shapes of between, lockout, entropic,
     * modular, region sum and zipper lines and the words of automata, whose open cells all lie there); a candidate
     * that no such filling gives its cell leaves, where the digits' differences alone would keep it. The whole house is
     * filled when it has at most nine open cells, else each group the rules link. 0.2 more per cell the rules touch
     * past three. Ruled grids only: plain killers keep their own cage techniques.
     */
    RULES_IN_A_HOUSE("Rules in a house", 2.6),
    /**
     * Variant rules: two to four rules whose cells see each other, share a cell or are joined by a pair rule (a cage,
     * a sum, a line of digit sets, a line with a shape, an automaton, or the cells pair rules link), in one house or
     * across houses, filled at once with the digits of cells that see each other different and every digit a house has
     * no place for off them among them; a candidate no such filling uses leaves, where the digits' differences and the
     * houses' needs alone keep it. A line with a shape, an automaton or the cells pair rules link is filled so alone
     * too. At most nine open cells for two rules, twelve for three or four. 0.2 more per cell the rules touch past
     * three. On a plain killer its rules are the cages, and there it stays off the rating path (see {@link
     * LogicalSolver#rate(io.github.sudokusolver.Board)}).
     */
    RULES_TOGETHER("Rules together", 3.0),
    /**
     * Variant rules: a candidate that would take every place of a digit in a house, a rule taking at least one of
     * them (a pair rule forbidding the digit beside it, or a knight's or king's move, a thermometer, a renban or a
     * cage making a place its peer), is false: pointing and the hidden singles read through the rules.
     */
    NO_PLACE_LEFT("No place left", 2.6),

    /**
     * The last resort, named as one: assuming a candidate, a bounded depth-first search finds no solution. It is
     * rated above every logical technique, and it makes every proper puzzle explainable to the end.
     */
    BOUNDED_SEARCH("Bounded search", 12.0);

    private final String displayName;
    private final double difficulty;

    Technique(String displayName, double difficulty) {
        this.displayName = displayName;
        this.difficulty = difficulty;
    }

    /**
     * The name solving guides use, in English.
     *
     * @return the name
     */
    public String displayName() {
        return displayName;
    }

    /**
     * Whether Sudoku Explainer (or its fork Sukaku Explainer, which rated the calibration puzzles) finds this
     * technique. {@link LogicalSolver#rate(Board)} follows only these, so that a rating is the one Sudoku Explainer
     * gives; the others (almost locked sets, Sue de Coq, colouring, remote pairs, grouped chains, finned swordfish and
     * jellyfish, unique rectangles of types 5 and 6 and hidden ones, avoidable rectangles, the UVWXYZ-wing) name hints
     * and explanations as players know them, where Sudoku Explainer would take a chain. The killer techniques, which
     * Sudoku Explainer does not have, are on the rating path too: a killer is rated with them, on a scale of our own
     * ({@code docs/rating.md}), all but the combinations in a house, which came after the calibration.
     *
     * @return true for a technique of Sudoku Explainer's, or a killer technique
     */
    public boolean inSudokuExplainer() {
        return switch (this) {
            case FINNED_SWORDFISH, FINNED_JELLYFISH, SIMPLE_COLORING, MULTI_COLORING, REMOTE_PAIR, GROUPED_X_CHAIN,
                    GROUPED_AIC, SUE_DE_COQ, ALS_XZ, ALS_XY_WING, DEATH_BLOSSOM, UNIQUE_RECTANGLE_TYPE_5,
                    UNIQUE_RECTANGLE_TYPE_6, HIDDEN_UNIQUE_RECTANGLE, AVOIDABLE_RECTANGLE,
                    // Sukaku Explainer has it, but the version that rated the calibration file agrees better without
                    // it (560 against 555 of 600 within 0.2): a later addition, it seems.
                    UVWXYZ_WING,
                    // on the rating path it rates the hardest published killers lower than their levels say (held-out
                    // Spearman 0.783 to 0.780, docs/rating.md): it names steps, the calibrated path rates
                    HOUSE_COMBINATIONS -> false;
            default -> true;
        };
    }

    /**
     * Whether the technique reasons from the puzzle having one solution: a pattern that would allow two (a deadly
     * rectangle, loop or grave) is avoided. Sound where swapping the pattern's digits keeps every rule, as it keeps
     * every house, and every cage that holds none or a whole side of the pattern (which the finders check); a variant
     * rule (a dot, a knight's move, a sum across the pattern) can break the swap, so these stay off on layouts with
     * variant rules. An app that explains puzzles whose uniqueness it does not know leaves these out
     * ({@link LogicalSolver#using}).
     *
     * @return true for the unique rectangles and loops, the avoidable rectangle and the BUGs
     */
    public boolean assumesUniqueness() {
        return switch (this) {
            case UNIQUE_RECTANGLE_TYPE_1, UNIQUE_RECTANGLE_TYPE_2, UNIQUE_RECTANGLE_TYPE_3, UNIQUE_RECTANGLE_TYPE_4,
                    UNIQUE_RECTANGLE_TYPE_5, UNIQUE_RECTANGLE_TYPE_6, HIDDEN_UNIQUE_RECTANGLE, AVOIDABLE_RECTANGLE,
                    UNIQUE_LOOP, BUG_PLUS_ONE, BUG_TYPE_2, BUG_TYPE_3, BUG_TYPE_4 -> true;
            default -> false;
        };
    }

    /**
     * The base difficulty on Sudoku Explainer's scale: the difficulty of the technique's simplest steps.
     *
     * @return the difficulty, 1.0 and up
     */
    public double difficulty() {
        return difficulty;
    }
}
