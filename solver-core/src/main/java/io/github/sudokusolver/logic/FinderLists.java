package io.github.sudokusolver.logic;

import io.github.sudokusolver.internal.search.Budget;
import java.util.List;
import java.util.Set;

/**
 * The finders {@link LogicalSolver} asks, in one list per engine: the classic grid's over {@code short[81]}, and
 * every other layout's (killers included) over a {@link Grid}. The solver keeps those of its techniques and sorts
 * them by difficulty.
 */
final class FinderLists {

    /**
     * A search over a grid's marks that also reads which cells the puzzle gave ({@code givens[cell]}, by compact
     * cell): the avoidable rectangles, whose pattern only cells the solving placed can make.
     */
    interface GivensSearch {
        Step find(Grid grid, int[] marks, boolean[] givens, Budget budget);
    }

    /** A finder of the engine of every layout but the classic one ({@link LayoutFinders}). */
    record LayoutFinder(Technique technique, LayoutFinders.Search search) {
    }

    private FinderLists() {
    }

    /**
     * The techniques of every layout but the classic one, whose reasoning holds over any layout's houses (see
     * {@code docs/human-solving.md}, "Every layout"); the others stay off there.
     */
    static List<LayoutFinder> layouts(Set<Technique> on) {
        return List.of(
                new LayoutFinder(Technique.FULL_HOUSE, LayoutFinders::fullHouse),
                new LayoutFinder(Technique.CAGE_COMBINATIONS, KillerFinders::combinations),
                new LayoutFinder(Technique.CAGE_HIDDEN_SINGLE, KillerFinders::hiddenSingle),
                new LayoutFinder(Technique.LAW_OF_45, LawOf45::oneCell),
                new LayoutFinder(Technique.LAW_OF_LEFTOVERS, LawOfLeftovers::find),
                new LayoutFinder(Technique.CAGE_HOUSE_OVERLAP, KillerFinders::overlap),
                new LayoutFinder(Technique.CAGE_COMPLETION, KillerFinders::completion),
                new LayoutFinder(Technique.LAW_OF_45_SUM, LawOf45::sum),
                new LayoutFinder(Technique.LAW_OF_45_DIFFERENCE, LawOf45::difference),
                new LayoutFinder(Technique.HIDDEN_SINGLE_BOX, LayoutFinders::hiddenSingleInBox),
                new LayoutFinder(Technique.HIDDEN_SINGLE_LINE, LayoutFinders::hiddenSingleInLine),
                new LayoutFinder(Technique.DIRECT_POINTING, LayoutFinders::directPointing),
                new LayoutFinder(Technique.DIRECT_CLAIMING, LayoutFinders::directClaiming),
                new LayoutFinder(Technique.DIRECT_HIDDEN_PAIR, Subsets.directHidden(2)),
                new LayoutFinder(Technique.NAKED_SINGLE, LayoutFinders::nakedSingle),
                new LayoutFinder(Technique.DIRECT_HIDDEN_TRIPLE, Subsets.directHidden(3)),
                new LayoutFinder(Technique.POINTING, LayoutFinders::pointing),
                new LayoutFinder(Technique.CLAIMING, LayoutFinders::claiming),
                new LayoutFinder(Technique.NAKED_PAIR, Subsets.naked(2)),
                new LayoutFinder(Technique.X_WING, Fish.of(2)),
                new LayoutFinder(Technique.HIDDEN_PAIR, Subsets.hidden(2)),
                new LayoutFinder(Technique.NAKED_TRIPLE, Subsets.naked(3)),
                new LayoutFinder(Technique.SWORDFISH, Fish.of(3)),
                new LayoutFinder(Technique.HIDDEN_TRIPLE, Subsets.hidden(3)),
                new LayoutFinder(Technique.XY_WING, Wings::xyWing),
                new LayoutFinder(Technique.FINNED_X_WING, FinnedFish.of(2)),
                new LayoutFinder(Technique.XYZ_WING, Wings::xyzWing),
                new LayoutFinder(Technique.UNIQUE_RECTANGLE_TYPE_1, UniqueRectangles::typeOne),
                new LayoutFinder(Technique.UNIQUE_RECTANGLE_TYPE_4, UniqueRectangles::typeFour),
                new LayoutFinder(Technique.UNIQUE_RECTANGLE_TYPE_2, UniqueRectangles::typeTwo),
                new LayoutFinder(Technique.UNIQUE_RECTANGLE_TYPE_3, UniqueRectangles::typeThree),
                new LayoutFinder(Technique.UNIQUE_RECTANGLE_TYPE_5, UniqueRectangles::typeFive),
                new LayoutFinder(Technique.UNIQUE_RECTANGLE_TYPE_6, UniqueRectangles::typeSix),
                new LayoutFinder(Technique.HIDDEN_UNIQUE_RECTANGLE, UniqueRectangles::hidden),
                new LayoutFinder(Technique.UNIQUE_LOOP, UniqueLoops::find),
                new LayoutFinder(Technique.NAKED_QUAD, Subsets.naked(4)),
                new LayoutFinder(Technique.JELLYFISH, Fish.of(4)),
                new LayoutFinder(Technique.HIDDEN_QUAD, Subsets.hidden(4)),
                new LayoutFinder(Technique.WXYZ_WING, (grid, marks, budget) -> BentWings.find(grid, marks, 4, budget)),
                new LayoutFinder(Technique.VWXYZ_WING, (grid, marks, budget) -> BentWings.find(grid, marks, 5, budget)),
                new LayoutFinder(Technique.UVWXYZ_WING, (grid, marks, budget) ->
                        BentWings.find(grid, marks, 6, budget)),
                new LayoutFinder(Technique.BUG_PLUS_ONE, Bugs::plusOne),
                new LayoutFinder(Technique.BUG_TYPE_2, Bugs::typeTwo),
                new LayoutFinder(Technique.BUG_TYPE_4, Bugs::typeFour),
                new LayoutFinder(Technique.BUG_TYPE_3, Bugs::typeThree),
                new LayoutFinder(Technique.ALIGNED_PAIR_EXCLUSION, AlignedPairs::find),
                new LayoutFinder(Technique.SKYSCRAPER, TurbotFish::skyscraper),
                new LayoutFinder(Technique.TWO_STRING_KITE, TurbotFish::twoStringKite),
                new LayoutFinder(Technique.EMPTY_RECTANGLE, EmptyRectangles::find),
                new LayoutFinder(Technique.STRONG_LINKS, StrongLinkChains::find),
                new LayoutFinder(Technique.FINNED_SWORDFISH, FinnedFish.of(3)),
                new LayoutFinder(Technique.FINNED_JELLYFISH, FinnedFish.of(4)),
                new LayoutFinder(Technique.SIMPLE_COLORING, Coloring::simple),
                new LayoutFinder(Technique.MULTI_COLORING, Coloring::multi),
                new LayoutFinder(Technique.REMOTE_PAIR, RemotePairs::find),
                new LayoutFinder(Technique.X_CHAIN, (grid, marks, budget) ->
                        Chains.alternating(grid, marks, on, budget)),
                new LayoutFinder(Technique.W_WING, Wings::wWing),
                new LayoutFinder(Technique.SUE_DE_COQ, SueDeCoq::find),
                new LayoutFinder(Technique.ALS_XZ, AlmostLockedSets::xz),
                new LayoutFinder(Technique.ALS_XY_WING, AlmostLockedSets::xyWing),
                new LayoutFinder(Technique.DEATH_BLOSSOM, DeathBlossom::find),
                new LayoutFinder(Technique.NISHIO_FORCING_CHAIN, DynamicChains::nishio),
                new LayoutFinder(Technique.ALIGNED_TRIPLE_EXCLUSION, AlignedTriples::find),
                new LayoutFinder(Technique.CELL_FORCING_CHAINS, (grid, marks, budget) ->
                        StaticForcingChains.find(grid, marks, on, budget)),
                new LayoutFinder(Technique.DYNAMIC_CONTRADICTION_CHAINS, (grid, marks, budget) ->
                        DynamicForcingChains.dynamic(grid, marks, on, budget)),
                new LayoutFinder(Technique.BOUNDED_SEARCH, MarksSearch::boundedSearch));
    }

    /** The finders of the classic grid, whose steps the golden file pins. */
    static List<Finder> classic(Set<Technique> on) {
        return List.of(
                Finder.onClassicGrid(Technique.FULL_HOUSE, LayoutFinders::fullHouse),
                Finder.onClassicGrid(Technique.HIDDEN_SINGLE_BOX, LayoutFinders::hiddenSingleInBox),
                Finder.onClassicGrid(Technique.HIDDEN_SINGLE_LINE, LayoutFinders::hiddenSingleInLine),
                Finder.onClassicGrid(Technique.DIRECT_POINTING, LayoutFinders::directPointing),
                Finder.onClassicGrid(Technique.DIRECT_CLAIMING, LayoutFinders::directClaiming),
                Finder.onClassicGrid(Technique.DIRECT_HIDDEN_PAIR, Subsets.directHidden(2)),
                Finder.onClassicGrid(Technique.NAKED_SINGLE, LayoutFinders::nakedSingle),
                Finder.onClassicGrid(Technique.DIRECT_HIDDEN_TRIPLE, Subsets.directHidden(3)),
                Finder.onClassicGrid(Technique.POINTING, LayoutFinders::pointing),
                Finder.onClassicGrid(Technique.CLAIMING, LayoutFinders::claiming),
                Finder.onClassicGrid(Technique.NAKED_PAIR, Subsets.naked(2)),
                Finder.onClassicGrid(Technique.X_WING, Fish.of(2)),
                Finder.onClassicGrid(Technique.HIDDEN_PAIR, Subsets.hidden(2)),
                Finder.onClassicGrid(Technique.NAKED_TRIPLE, Subsets.naked(3)),
                Finder.onClassicGrid(Technique.SWORDFISH, Fish.of(3)),
                Finder.onClassicGrid(Technique.HIDDEN_TRIPLE, Subsets.hidden(3)),
                Finder.onClassicGrid(Technique.XY_WING, Wings::xyWing),
                Finder.onClassicGrid(Technique.FINNED_X_WING, FinnedFish.of(2)),
                Finder.onClassicGrid(Technique.XYZ_WING, Wings::xyzWing),
                Finder.onClassicGrid(Technique.UNIQUE_RECTANGLE_TYPE_1, UniqueRectangles::typeOne),
                Finder.onClassicGrid(Technique.UNIQUE_RECTANGLE_TYPE_4, UniqueRectangles::typeFour),
                Finder.onClassicGrid(Technique.UNIQUE_RECTANGLE_TYPE_2, UniqueRectangles::typeTwo),
                Finder.onClassicGrid(Technique.UNIQUE_RECTANGLE_TYPE_3, UniqueRectangles::typeThree),
                Finder.onClassicGrid(Technique.UNIQUE_RECTANGLE_TYPE_5, UniqueRectangles::typeFive),
                Finder.onClassicGrid(Technique.UNIQUE_RECTANGLE_TYPE_6, UniqueRectangles::typeSix),
                Finder.onClassicGrid(Technique.HIDDEN_UNIQUE_RECTANGLE, UniqueRectangles::hidden),
                Finder.ofGivens(Technique.AVOIDABLE_RECTANGLE, AvoidableRectangles::find),
                Finder.onClassicGrid(Technique.UNIQUE_LOOP, UniqueLoops::find),
                Finder.onClassicGrid(Technique.NAKED_QUAD, Subsets.naked(4)),
                Finder.onClassicGrid(Technique.JELLYFISH, Fish.of(4)),
                Finder.onClassicGrid(Technique.HIDDEN_QUAD, Subsets.hidden(4)),
                Finder.onClassicGrid(Technique.WXYZ_WING,
                        (grid, marks, budget) -> BentWings.find(grid, marks, 4, budget)),
                Finder.onClassicGrid(Technique.BUG_PLUS_ONE, Bugs::plusOne),
                Finder.onClassicGrid(Technique.BUG_TYPE_2, Bugs::typeTwo),
                Finder.onClassicGrid(Technique.BUG_TYPE_4, Bugs::typeFour),
                Finder.onClassicGrid(Technique.BUG_TYPE_3, Bugs::typeThree),
                Finder.onClassicGrid(Technique.VWXYZ_WING,
                        (grid, marks, budget) -> BentWings.find(grid, marks, 5, budget)),
                Finder.onClassicGrid(Technique.ALIGNED_PAIR_EXCLUSION, AlignedPairs::find),
                Finder.onClassicGrid(Technique.SKYSCRAPER, TurbotFish::skyscraper),
                Finder.onClassicGrid(Technique.TWO_STRING_KITE, TurbotFish::twoStringKite),
                Finder.onClassicGrid(Technique.FINNED_SWORDFISH, FinnedFish.of(3)),
                Finder.onClassicGrid(Technique.FINNED_JELLYFISH, FinnedFish.of(4)),
                Finder.onClassicGrid(Technique.EMPTY_RECTANGLE, EmptyRectangles::find),
                Finder.onClassicGrid(Technique.STRONG_LINKS, StrongLinkChains::find),
                Finder.onClassicGrid(Technique.SIMPLE_COLORING, Coloring::simple),
                Finder.onClassicGrid(Technique.MULTI_COLORING, Coloring::multi),
                Finder.onClassicGrid(Technique.REMOTE_PAIR, RemotePairs::find),
                Finder.onClassicGrid(Technique.UVWXYZ_WING,
                        (grid, marks, budget) -> BentWings.find(grid, marks, 6, budget)),
                Finder.boundedOnClassicGrid(Technique.X_CHAIN,
                        (grid, marks, budget, ceiling) -> Chains.alternating(grid, marks, on, budget, ceiling)),
                Finder.onClassicGrid(Technique.GROUPED_X_CHAIN, GroupedChains::xChain),
                Finder.onClassicGrid(Technique.W_WING, Wings::wWing),
                Finder.onClassicGrid(Technique.GROUPED_AIC, GroupedChains::aic),
                Finder.onClassicGrid(Technique.SUE_DE_COQ, SueDeCoq::find),
                Finder.onClassicGrid(Technique.ALS_XZ, AlmostLockedSets::xz),
                Finder.onClassicGrid(Technique.ALS_XY_WING, AlmostLockedSets::xyWing),
                Finder.onClassicGrid(Technique.DEATH_BLOSSOM, DeathBlossom::find),
                Finder.boundedOnClassicGrid(Technique.NISHIO_FORCING_CHAIN, DynamicChains::nishio),
                Finder.onClassicGrid(Technique.ALIGNED_TRIPLE_EXCLUSION, AlignedTriples::find),
                Finder.boundedOnClassicGrid(Technique.CELL_FORCING_CHAINS, (grid, marks, budget, ceiling) ->
                        StaticForcingChains.find(grid, marks, on, budget, ceiling)),
                Finder.boundedOnClassicGrid(Technique.DYNAMIC_CONTRADICTION_CHAINS, (grid, marks, budget, ceiling) ->
                        DynamicForcingChains.dynamic(grid, marks, on, budget, ceiling)),
                Finder.boundedOnClassicGrid(Technique.DYNAMIC_FORCING_CHAINS_PLUS, (grid, marks, budget, ceiling) ->
                        DynamicForcingChains.plus(grid, marks, on, budget, ceiling)),
                Finder.boundedOnClassicGrid(Technique.NESTED_FORCING_CHAINS, (grid, marks, budget, ceiling) ->
                        DynamicForcingChains.nested(grid, marks, on, budget, ceiling)),
                Finder.onClassicGrid(Technique.BOUNDED_SEARCH, MarksSearch::boundedSearch));
    }
}
