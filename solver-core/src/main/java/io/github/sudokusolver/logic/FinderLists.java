package io.github.sudokusolver.logic;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The finders {@link LogicalSolver} asks, in one list per kind of grid, each the one implementation of its technique
 * over a {@link Grid}: the classic grid's (every technique, in the order whose ties the classic golden file pins) and
 * every other layout's (killers included: the techniques whose reasoning holds over any layout's houses, and the cage
 * techniques). The solver keeps those of its techniques and sorts them by difficulty.
 */
final class FinderLists {

    private FinderLists() {
    }

    /**
     * The techniques of every layout but the classic one, whose reasoning holds over any layout's houses (see
     * {@code docs/human-solving.md}, "Every layout"), in the order whose ties the layout golden file pins; the others
     * stay off there.
     */
    private static final List<Technique> LAYOUTS_ORDER = List.of(
            Technique.FULL_HOUSE, Technique.CAGE_COMBINATIONS, Technique.CAGE_HIDDEN_SINGLE, Technique.LAW_OF_45,
            Technique.LAW_OF_LEFTOVERS, Technique.CAGE_HOUSE_OVERLAP, Technique.CAGE_COMPLETION,
            Technique.LAW_OF_45_SUM, Technique.LAW_OF_45_DIFFERENCE, Technique.HOUSE_COMBINATIONS, Technique.RULES_TOGETHER,
            Technique.HIDDEN_SINGLE_BOX,
            Technique.HIDDEN_SINGLE_LINE, Technique.DIRECT_POINTING, Technique.DIRECT_CLAIMING,
            Technique.DIRECT_HIDDEN_PAIR, Technique.NAKED_SINGLE, Technique.DIRECT_HIDDEN_TRIPLE, Technique.POINTING,
            Technique.CLAIMING, Technique.NAKED_PAIR, Technique.X_WING, Technique.HIDDEN_PAIR, Technique.NAKED_TRIPLE,
            Technique.SWORDFISH, Technique.HIDDEN_TRIPLE, Technique.XY_WING, Technique.FINNED_X_WING,
            Technique.XYZ_WING, Technique.UNIQUE_RECTANGLE_TYPE_1, Technique.UNIQUE_RECTANGLE_TYPE_4,
            Technique.UNIQUE_RECTANGLE_TYPE_2, Technique.UNIQUE_RECTANGLE_TYPE_3, Technique.UNIQUE_RECTANGLE_TYPE_5,
            Technique.UNIQUE_RECTANGLE_TYPE_6, Technique.HIDDEN_UNIQUE_RECTANGLE, Technique.UNIQUE_LOOP,
            Technique.NAKED_QUAD, Technique.JELLYFISH, Technique.HIDDEN_QUAD, Technique.WXYZ_WING,
            Technique.VWXYZ_WING, Technique.UVWXYZ_WING, Technique.BUG_PLUS_ONE, Technique.BUG_TYPE_2,
            Technique.BUG_TYPE_4, Technique.BUG_TYPE_3, Technique.ALIGNED_PAIR_EXCLUSION, Technique.SKYSCRAPER,
            Technique.TWO_STRING_KITE, Technique.EMPTY_RECTANGLE, Technique.STRONG_LINKS, Technique.FINNED_SWORDFISH,
            Technique.FINNED_JELLYFISH, Technique.SIMPLE_COLORING, Technique.MULTI_COLORING, Technique.REMOTE_PAIR,
            Technique.X_CHAIN, Technique.GROUPED_X_CHAIN, Technique.W_WING, Technique.GROUPED_AIC,
            Technique.SUE_DE_COQ, Technique.ALS_XZ, Technique.ALS_XY_WING,
            Technique.DEATH_BLOSSOM, Technique.NISHIO_FORCING_CHAIN, Technique.ALIGNED_TRIPLE_EXCLUSION,
            Technique.CELL_FORCING_CHAINS, Technique.DYNAMIC_CONTRADICTION_CHAINS,
            Technique.DYNAMIC_FORCING_CHAINS_PLUS, Technique.BOUNDED_SEARCH);

    /**
     * The techniques of variant rules (docs/human-solving.md, "Variant rules"), on layouts with such rules only, after those of
     * {@link #LAYOUTS_ORDER}: each family's in its own block.
     */
    private static final List<Technique> RULES_ORDER = List.of(
            // lines with orders, sets and equal sums, and quadruples
            Technique.THERMOMETER, Technique.QUADRUPLE, Technique.RENBAN, Technique.ENTROPIC_LINE,
            Technique.PARITY_LINE, Technique.MODULAR_LINE,
            Technique.BETWEEN_LINE, Technique.LOCKOUT_LINE, Technique.REGION_SUM_LINE, Technique.ZIPPER_LINE,
            // sums over groups of cells
            Technique.ARROW, Technique.LITTLE_KILLER, Technique.MAGIC_SQUARE, Technique.SANDWICH, Technique.X_SUM, Technique.SKYSCRAPER_CLUE,
            Technique.NUMBERED_ROOM, Technique.SET_THEORY,
            Technique.SUMS_TOGETHER,
            // rules on single cells and pairs of cells
            Technique.CELL_MARKS, Technique.MINIMUM_MAXIMUM, Technique.INEQUALITY, Technique.KROPKI_DOT, Technique.XV,
            Technique.NEGATIVE_CONSTRAINT, Technique.WHISPER, Technique.NABNER_LINE, Technique.SLOW_THERMOMETER,
            Technique.RELATION, Technique.INDEXER, Technique.COUNTING_CIRCLES, Technique.AUTOMATON,
            Technique.EQUAL_CELLS, Technique.RULES_IN_A_HOUSE,
            // what the rules take from a house
            Technique.NO_PLACE_LEFT);

    /** Every technique, in the order whose ties the classic golden file pins. */
    private static final List<Technique> CLASSIC_ORDER = List.of(
            Technique.FULL_HOUSE, Technique.HIDDEN_SINGLE_BOX, Technique.HIDDEN_SINGLE_LINE,
            Technique.DIRECT_POINTING, Technique.DIRECT_CLAIMING, Technique.DIRECT_HIDDEN_PAIR,
            Technique.NAKED_SINGLE, Technique.DIRECT_HIDDEN_TRIPLE, Technique.POINTING, Technique.CLAIMING,
            Technique.NAKED_PAIR, Technique.X_WING, Technique.HIDDEN_PAIR, Technique.NAKED_TRIPLE,
            Technique.SWORDFISH, Technique.HIDDEN_TRIPLE, Technique.XY_WING, Technique.FINNED_X_WING,
            Technique.XYZ_WING, Technique.UNIQUE_RECTANGLE_TYPE_1, Technique.UNIQUE_RECTANGLE_TYPE_4,
            Technique.UNIQUE_RECTANGLE_TYPE_2, Technique.UNIQUE_RECTANGLE_TYPE_3, Technique.UNIQUE_RECTANGLE_TYPE_5,
            Technique.UNIQUE_RECTANGLE_TYPE_6, Technique.HIDDEN_UNIQUE_RECTANGLE, Technique.AVOIDABLE_RECTANGLE,
            Technique.UNIQUE_LOOP, Technique.NAKED_QUAD, Technique.JELLYFISH, Technique.HIDDEN_QUAD,
            Technique.WXYZ_WING, Technique.BUG_PLUS_ONE, Technique.BUG_TYPE_2, Technique.BUG_TYPE_4,
            Technique.BUG_TYPE_3, Technique.VWXYZ_WING, Technique.ALIGNED_PAIR_EXCLUSION, Technique.SKYSCRAPER,
            Technique.TWO_STRING_KITE, Technique.FINNED_SWORDFISH, Technique.FINNED_JELLYFISH,
            Technique.EMPTY_RECTANGLE, Technique.STRONG_LINKS, Technique.SIMPLE_COLORING, Technique.MULTI_COLORING,
            Technique.REMOTE_PAIR, Technique.UVWXYZ_WING, Technique.X_CHAIN, Technique.GROUPED_X_CHAIN,
            Technique.W_WING, Technique.GROUPED_AIC, Technique.SUE_DE_COQ, Technique.ALS_XZ, Technique.ALS_XY_WING,
            Technique.DEATH_BLOSSOM, Technique.NISHIO_FORCING_CHAIN, Technique.ALIGNED_TRIPLE_EXCLUSION,
            Technique.CELL_FORCING_CHAINS, Technique.DYNAMIC_CONTRADICTION_CHAINS,
            Technique.DYNAMIC_FORCING_CHAINS_PLUS, Technique.NESTED_FORCING_CHAINS, Technique.BOUNDED_SEARCH);

    /** The finders of every layout but the classic one. */
    static List<Finder> layouts(Set<Technique> on) {
        return finders(LAYOUTS_ORDER, on, false);
    }

    /**
     * The finders of a layout with variant rules: those of {@link #layouts} but the techniques that assume one
     * solution ({@link Technique#assumesUniqueness()}), which a rule can make unsound, then the rules' own.
     */
    static List<Finder> ruled(Set<Technique> on) {
        List<Technique> order = new ArrayList<>();
        for (Technique technique : LAYOUTS_ORDER) {
            if (!technique.assumesUniqueness()) {
                order.add(technique);
            }
        }
        order.addAll(RULES_ORDER);
        return finders(order, on, false);
    }

    /** The finders of the classic grid, whose steps the golden file pins. */
    static List<Finder> classic(Set<Technique> on) {
        return finders(CLASSIC_ORDER, on, true);
    }

    private static List<Finder> finders(List<Technique> order, Set<Technique> on, boolean classic) {
        List<Finder> finders = new ArrayList<>(order.size());
        for (Technique technique : order) {
            finders.add(finder(technique, on, classic));
        }
        return List.copyOf(finders);
    }

    /**
     * The one finder of a technique. The chains take the ceiling of the best step found so far on the classic grid
     * only: on the other layouts they search without it, as the layout golden file was made.
     */
    private static Finder finder(Technique technique, Set<Technique> on, boolean classic) {
        return switch (technique) {
            case FULL_HOUSE -> Finder.of(technique, SinglesAndIntersections::fullHouse);
            case CAGE_COMBINATIONS -> Finder.of(technique, KillerFinders::combinations);
            case CAGE_HIDDEN_SINGLE -> Finder.of(technique, KillerFinders::hiddenSingle);
            case LAW_OF_45 -> Finder.of(technique, LawOf45::oneCell);
            case LAW_OF_LEFTOVERS -> Finder.of(technique, LawOfLeftovers::find);
            case CAGE_HOUSE_OVERLAP -> Finder.of(technique, KillerFinders::overlap);
            case CAGE_COMPLETION -> Finder.of(technique, KillerFinders::completion);
            case LAW_OF_45_SUM -> Finder.of(technique, LawOf45::sum);
            case LAW_OF_45_DIFFERENCE -> Finder.of(technique, LawOf45::difference);
            case HOUSE_COMBINATIONS -> Finder.of(technique, HouseCombinations::find);
            case HIDDEN_SINGLE_BOX -> Finder.of(technique, SinglesAndIntersections::hiddenSingleInBox);
            case HIDDEN_SINGLE_LINE -> Finder.of(technique, SinglesAndIntersections::hiddenSingleInLine);
            case DIRECT_POINTING -> Finder.of(technique, SinglesAndIntersections::directPointing);
            case DIRECT_CLAIMING -> Finder.of(technique, SinglesAndIntersections::directClaiming);
            case DIRECT_HIDDEN_PAIR -> Finder.of(technique, Subsets.directHidden(2));
            case NAKED_SINGLE -> Finder.of(technique, SinglesAndIntersections::nakedSingle);
            case DIRECT_HIDDEN_TRIPLE -> Finder.of(technique, Subsets.directHidden(3));
            case POINTING -> Finder.of(technique, SinglesAndIntersections::pointing);
            case CLAIMING -> Finder.of(technique, SinglesAndIntersections::claiming);
            case NAKED_PAIR -> Finder.of(technique, Subsets.naked(2));
            case X_WING -> Finder.of(technique, Fish.of(2));
            case HIDDEN_PAIR -> Finder.of(technique, Subsets.hidden(2));
            case NAKED_TRIPLE -> Finder.of(technique, Subsets.naked(3));
            case SWORDFISH -> Finder.of(technique, Fish.of(3));
            case HIDDEN_TRIPLE -> Finder.of(technique, Subsets.hidden(3));
            case XY_WING -> Finder.of(technique, Wings::xyWing);
            case FINNED_X_WING -> Finder.of(technique, FinnedFish.of(2));
            case XYZ_WING -> Finder.of(technique, Wings::xyzWing);
            case UNIQUE_RECTANGLE_TYPE_1 -> Finder.of(technique, UniqueRectangles::typeOne);
            case UNIQUE_RECTANGLE_TYPE_4 -> Finder.of(technique, UniqueRectangles::typeFour);
            case UNIQUE_RECTANGLE_TYPE_2 -> Finder.of(technique, UniqueRectangles::typeTwo);
            case UNIQUE_RECTANGLE_TYPE_3 -> Finder.of(technique, UniqueRectangles::typeThree);
            case UNIQUE_RECTANGLE_TYPE_5 -> Finder.of(technique, UniqueRectangles::typeFive);
            case UNIQUE_RECTANGLE_TYPE_6 -> Finder.of(technique, UniqueRectangles::typeSix);
            case HIDDEN_UNIQUE_RECTANGLE -> Finder.of(technique, UniqueRectangles::hidden);
            case UNIQUE_LOOP -> Finder.of(technique, UniqueLoops::find);
            case NAKED_QUAD -> Finder.of(technique, Subsets.naked(4));
            case JELLYFISH -> Finder.of(technique, Fish.of(4));
            case HIDDEN_QUAD -> Finder.of(technique, Subsets.hidden(4));
            case WXYZ_WING -> Finder.of(technique, (grid, marks, budget) -> BentWings.find(grid, marks, 4, budget));
            case VWXYZ_WING -> Finder.of(technique, (grid, marks, budget) -> BentWings.find(grid, marks, 5, budget));
            case UVWXYZ_WING -> Finder.of(technique, (grid, marks, budget) -> BentWings.find(grid, marks, 6, budget));
            case BUG_PLUS_ONE -> Finder.of(technique, Bugs::plusOne);
            case BUG_TYPE_2 -> Finder.of(technique, Bugs::typeTwo);
            case BUG_TYPE_4 -> Finder.of(technique, Bugs::typeFour);
            case BUG_TYPE_3 -> Finder.of(technique, Bugs::typeThree);
            case ALIGNED_PAIR_EXCLUSION -> Finder.of(technique, AlignedPairs::find);
            case SKYSCRAPER -> Finder.of(technique, TurbotFish::skyscraper);
            case TWO_STRING_KITE -> Finder.of(technique, TurbotFish::twoStringKite);
            case EMPTY_RECTANGLE -> Finder.of(technique, EmptyRectangles::find);
            case STRONG_LINKS -> Finder.of(technique, StrongLinkChains::find);
            case FINNED_SWORDFISH -> Finder.of(technique, FinnedFish.of(3));
            case FINNED_JELLYFISH -> Finder.of(technique, FinnedFish.of(4));
            case SIMPLE_COLORING -> Finder.of(technique, Coloring::simple);
            case MULTI_COLORING -> Finder.of(technique, Coloring::multi);
            case REMOTE_PAIR -> Finder.of(technique, RemotePairs::find);
            case X_CHAIN -> classic
                    ? Finder.bounded(technique, (grid, marks, budget, ceiling) ->
                            Chains.alternating(grid, marks, on, budget, ceiling))
                    : Finder.of(technique, (grid, marks, budget) -> Chains.alternating(grid, marks, on, budget));
            case W_WING -> Finder.of(technique, Wings::wWing);
            case SUE_DE_COQ -> Finder.of(technique, SueDeCoq::find);
            case ALS_XZ -> Finder.of(technique, AlmostLockedSets::xz);
            case ALS_XY_WING -> Finder.of(technique, AlmostLockedSets::xyWing);
            case DEATH_BLOSSOM -> Finder.of(technique, DeathBlossom::find);
            case NISHIO_FORCING_CHAIN -> classic
                    ? Finder.bounded(technique, DynamicForcingChains::nishio)
                    : Finder.of(technique, DynamicForcingChains::nishio);
            case ALIGNED_TRIPLE_EXCLUSION -> Finder.of(technique, AlignedTriples::find);
            case CELL_FORCING_CHAINS -> classic
                    ? Finder.bounded(technique, (grid, marks, budget, ceiling) ->
                            StaticForcingChains.find(grid, marks, on, budget, ceiling))
                    : Finder.of(technique, (grid, marks, budget) ->
                            StaticForcingChains.find(grid, marks, on, budget));
            case DYNAMIC_CONTRADICTION_CHAINS -> classic
                    ? Finder.bounded(technique, (grid, marks, budget, ceiling) ->
                            DynamicForcingChains.dynamic(grid, marks, on, budget, ceiling))
                    : Finder.of(technique, (grid, marks, budget) ->
                            DynamicForcingChains.dynamic(grid, marks, on, budget));
            case BOUNDED_SEARCH -> Finder.of(technique, MarksSearch::boundedSearch);
            case CELL_MARKS -> Finder.of(technique, PairFinders::cellMarks);
            case NO_PLACE_LEFT -> Finder.of(technique, NoPlaceLeft::find);
            case RULES_IN_A_HOUSE -> Finder.of(technique, RulesInHouse::find);
            case RULES_TOGETHER -> Finder.of(technique, RulesTogether::find);
            case MINIMUM_MAXIMUM, INEQUALITY, KROPKI_DOT, XV, NEGATIVE_CONSTRAINT, WHISPER, SLOW_THERMOMETER,
                    INDEXER, EQUAL_CELLS ->
                    Finder.of(technique, (grid, marks, budget) -> PairFinders.pairs(grid, marks, technique));
            case AVOIDABLE_RECTANGLE -> Finder.ofGivens(technique, AvoidableRectangles::find);
            case GROUPED_X_CHAIN -> Finder.of(technique, GroupedChains::xChain);
            case GROUPED_AIC -> Finder.of(technique, GroupedChains::aic);
            case DYNAMIC_FORCING_CHAINS_PLUS -> classic
                    ? Finder.bounded(technique, (grid, marks, budget, ceiling) ->
                            DynamicForcingChains.plus(grid, marks, on, budget, ceiling))
                    // off the classic grid, in place of the last resort only: searched wherever a dynamic chain's
                    // step was found, it made explanations with rules up to four times as long (Triple digits)
                    : Finder.bounded(technique, (grid, marks, budget, ceiling) -> ceiling < Double.MAX_VALUE
                            ? null : DynamicForcingChains.plus(grid, marks, on, budget, ceiling));
            case NESTED_FORCING_CHAINS -> Finder.bounded(technique, (grid, marks, budget, ceiling) ->
                    DynamicForcingChains.nested(grid, marks, on, budget, ceiling));
            case THERMOMETER -> Finder.of(technique, Thermometers::find);
            case QUADRUPLE -> Finder.of(technique, Quadruples::find);
            case COUNTING_CIRCLES -> Finder.of(technique, CountingCircleSteps::find);
            case AUTOMATON -> Finder.of(technique, AutomatonSteps::find);
            case RENBAN -> Finder.of(technique, (grid, marks, budget) -> SetLines.find(grid, marks, budget, technique));
            // a nabner line's and a set relation's pairs, and the sets they make: the easier step of the two
            case NABNER_LINE, RELATION -> Finder.of(technique, (grid, marks, budget) ->
                    easier(PairFinders.pairs(grid, marks, technique), SetLines.find(grid, marks, budget, technique)));
            case ENTROPIC_LINE -> Finder.of(technique, DigitGroupLines::entropic);
            case PARITY_LINE -> Finder.of(technique, DigitGroupLines::parity);
            case MODULAR_LINE -> Finder.of(technique, DigitGroupLines::modular);
            case BETWEEN_LINE -> Finder.of(technique, BetweenLines::between);
            // lines of three cells or more by their ends and middle; a line of two, its ends' difference alone
            case LOCKOUT_LINE -> Finder.of(technique, (grid, marks, budget) -> {
                Step step = BetweenLines.lockout(grid, marks, budget);
                return step != null ? step : PairFinders.pairs(grid, marks, technique);
            });
            case REGION_SUM_LINE -> Finder.of(technique, EqualSumLines::regionSum);
            case ZIPPER_LINE -> Finder.of(technique, EqualSumLines::zipper);
            case ARROW -> Finder.of(technique, SumFinders::arrow);
            case LITTLE_KILLER -> Finder.of(technique, SumFinders::littleKiller);
            case MAGIC_SQUARE -> Finder.of(technique, SumFinders::magicSquare);
            case SANDWICH -> Finder.of(technique, SumFinders::sandwich);
            case X_SUM, SKYSCRAPER_CLUE, NUMBERED_ROOM -> Finder.of(technique, (grid, marks, budget) ->
                    OutsideClues.find(grid, marks, budget, technique));
            case SET_THEORY -> Finder.of(technique, SetTheory::find);
            case SUMS_TOGETHER -> Finder.of(technique, SumsTogether::find);
            default -> throw new IllegalArgumentException("no finder of " + technique);
        };
    }

    /** The easier of two steps (the first on a tie), either of them null for none. */
    private static Step easier(Step first, Step second) {
        return second == null || first != null && first.difficulty() <= second.difficulty() ? first : second;
    }
}
