package io.github.sudokusolver.logic;

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
     * {@code docs/human-solving.md}, "Every layout"); the others stay off there.
     */
    static List<Finder> layouts(Set<Technique> on) {
        return List.of(
                Finder.of(Technique.FULL_HOUSE, SinglesAndIntersections::fullHouse),
                Finder.of(Technique.CAGE_COMBINATIONS, KillerFinders::combinations),
                Finder.of(Technique.CAGE_HIDDEN_SINGLE, KillerFinders::hiddenSingle),
                Finder.of(Technique.LAW_OF_45, LawOf45::oneCell),
                Finder.of(Technique.LAW_OF_LEFTOVERS, LawOfLeftovers::find),
                Finder.of(Technique.CAGE_HOUSE_OVERLAP, KillerFinders::overlap),
                Finder.of(Technique.CAGE_COMPLETION, KillerFinders::completion),
                Finder.of(Technique.LAW_OF_45_SUM, LawOf45::sum),
                Finder.of(Technique.LAW_OF_45_DIFFERENCE, LawOf45::difference),
                Finder.of(Technique.HIDDEN_SINGLE_BOX, SinglesAndIntersections::hiddenSingleInBox),
                Finder.of(Technique.HIDDEN_SINGLE_LINE, SinglesAndIntersections::hiddenSingleInLine),
                Finder.of(Technique.DIRECT_POINTING, SinglesAndIntersections::directPointing),
                Finder.of(Technique.DIRECT_CLAIMING, SinglesAndIntersections::directClaiming),
                Finder.of(Technique.DIRECT_HIDDEN_PAIR, Subsets.directHidden(2)),
                Finder.of(Technique.NAKED_SINGLE, SinglesAndIntersections::nakedSingle),
                Finder.of(Technique.DIRECT_HIDDEN_TRIPLE, Subsets.directHidden(3)),
                Finder.of(Technique.POINTING, SinglesAndIntersections::pointing),
                Finder.of(Technique.CLAIMING, SinglesAndIntersections::claiming),
                Finder.of(Technique.NAKED_PAIR, Subsets.naked(2)),
                Finder.of(Technique.X_WING, Fish.of(2)),
                Finder.of(Technique.HIDDEN_PAIR, Subsets.hidden(2)),
                Finder.of(Technique.NAKED_TRIPLE, Subsets.naked(3)),
                Finder.of(Technique.SWORDFISH, Fish.of(3)),
                Finder.of(Technique.HIDDEN_TRIPLE, Subsets.hidden(3)),
                Finder.of(Technique.XY_WING, Wings::xyWing),
                Finder.of(Technique.FINNED_X_WING, FinnedFish.of(2)),
                Finder.of(Technique.XYZ_WING, Wings::xyzWing),
                Finder.of(Technique.UNIQUE_RECTANGLE_TYPE_1, UniqueRectangles::typeOne),
                Finder.of(Technique.UNIQUE_RECTANGLE_TYPE_4, UniqueRectangles::typeFour),
                Finder.of(Technique.UNIQUE_RECTANGLE_TYPE_2, UniqueRectangles::typeTwo),
                Finder.of(Technique.UNIQUE_RECTANGLE_TYPE_3, UniqueRectangles::typeThree),
                Finder.of(Technique.UNIQUE_RECTANGLE_TYPE_5, UniqueRectangles::typeFive),
                Finder.of(Technique.UNIQUE_RECTANGLE_TYPE_6, UniqueRectangles::typeSix),
                Finder.of(Technique.HIDDEN_UNIQUE_RECTANGLE, UniqueRectangles::hidden),
                Finder.of(Technique.UNIQUE_LOOP, UniqueLoops::find),
                Finder.of(Technique.NAKED_QUAD, Subsets.naked(4)),
                Finder.of(Technique.JELLYFISH, Fish.of(4)),
                Finder.of(Technique.HIDDEN_QUAD, Subsets.hidden(4)),
                Finder.of(Technique.WXYZ_WING, (grid, marks, budget) -> BentWings.find(grid, marks, 4, budget)),
                Finder.of(Technique.VWXYZ_WING, (grid, marks, budget) -> BentWings.find(grid, marks, 5, budget)),
                Finder.of(Technique.UVWXYZ_WING, (grid, marks, budget) ->
                        BentWings.find(grid, marks, 6, budget)),
                Finder.of(Technique.BUG_PLUS_ONE, Bugs::plusOne),
                Finder.of(Technique.BUG_TYPE_2, Bugs::typeTwo),
                Finder.of(Technique.BUG_TYPE_4, Bugs::typeFour),
                Finder.of(Technique.BUG_TYPE_3, Bugs::typeThree),
                Finder.of(Technique.ALIGNED_PAIR_EXCLUSION, AlignedPairs::find),
                Finder.of(Technique.SKYSCRAPER, TurbotFish::skyscraper),
                Finder.of(Technique.TWO_STRING_KITE, TurbotFish::twoStringKite),
                Finder.of(Technique.EMPTY_RECTANGLE, EmptyRectangles::find),
                Finder.of(Technique.STRONG_LINKS, StrongLinkChains::find),
                Finder.of(Technique.FINNED_SWORDFISH, FinnedFish.of(3)),
                Finder.of(Technique.FINNED_JELLYFISH, FinnedFish.of(4)),
                Finder.of(Technique.SIMPLE_COLORING, Coloring::simple),
                Finder.of(Technique.MULTI_COLORING, Coloring::multi),
                Finder.of(Technique.REMOTE_PAIR, RemotePairs::find),
                Finder.of(Technique.X_CHAIN, (grid, marks, budget) ->
                        Chains.alternating(grid, marks, on, budget)),
                Finder.of(Technique.W_WING, Wings::wWing),
                Finder.of(Technique.SUE_DE_COQ, SueDeCoq::find),
                Finder.of(Technique.ALS_XZ, AlmostLockedSets::xz),
                Finder.of(Technique.ALS_XY_WING, AlmostLockedSets::xyWing),
                Finder.of(Technique.DEATH_BLOSSOM, DeathBlossom::find),
                Finder.of(Technique.NISHIO_FORCING_CHAIN, DynamicChains::nishio),
                Finder.of(Technique.ALIGNED_TRIPLE_EXCLUSION, AlignedTriples::find),
                Finder.of(Technique.CELL_FORCING_CHAINS, (grid, marks, budget) ->
                        StaticForcingChains.find(grid, marks, on, budget)),
                Finder.of(Technique.DYNAMIC_CONTRADICTION_CHAINS, (grid, marks, budget) ->
                        DynamicForcingChains.dynamic(grid, marks, on, budget)),
                Finder.of(Technique.BOUNDED_SEARCH, MarksSearch::boundedSearch));
    }

    /** The finders of the classic grid, whose steps the golden file pins. */
    static List<Finder> classic(Set<Technique> on) {
        return List.of(
                Finder.of(Technique.FULL_HOUSE, SinglesAndIntersections::fullHouse),
                Finder.of(Technique.HIDDEN_SINGLE_BOX, SinglesAndIntersections::hiddenSingleInBox),
                Finder.of(Technique.HIDDEN_SINGLE_LINE, SinglesAndIntersections::hiddenSingleInLine),
                Finder.of(Technique.DIRECT_POINTING, SinglesAndIntersections::directPointing),
                Finder.of(Technique.DIRECT_CLAIMING, SinglesAndIntersections::directClaiming),
                Finder.of(Technique.DIRECT_HIDDEN_PAIR, Subsets.directHidden(2)),
                Finder.of(Technique.NAKED_SINGLE, SinglesAndIntersections::nakedSingle),
                Finder.of(Technique.DIRECT_HIDDEN_TRIPLE, Subsets.directHidden(3)),
                Finder.of(Technique.POINTING, SinglesAndIntersections::pointing),
                Finder.of(Technique.CLAIMING, SinglesAndIntersections::claiming),
                Finder.of(Technique.NAKED_PAIR, Subsets.naked(2)),
                Finder.of(Technique.X_WING, Fish.of(2)),
                Finder.of(Technique.HIDDEN_PAIR, Subsets.hidden(2)),
                Finder.of(Technique.NAKED_TRIPLE, Subsets.naked(3)),
                Finder.of(Technique.SWORDFISH, Fish.of(3)),
                Finder.of(Technique.HIDDEN_TRIPLE, Subsets.hidden(3)),
                Finder.of(Technique.XY_WING, Wings::xyWing),
                Finder.of(Technique.FINNED_X_WING, FinnedFish.of(2)),
                Finder.of(Technique.XYZ_WING, Wings::xyzWing),
                Finder.of(Technique.UNIQUE_RECTANGLE_TYPE_1, UniqueRectangles::typeOne),
                Finder.of(Technique.UNIQUE_RECTANGLE_TYPE_4, UniqueRectangles::typeFour),
                Finder.of(Technique.UNIQUE_RECTANGLE_TYPE_2, UniqueRectangles::typeTwo),
                Finder.of(Technique.UNIQUE_RECTANGLE_TYPE_3, UniqueRectangles::typeThree),
                Finder.of(Technique.UNIQUE_RECTANGLE_TYPE_5, UniqueRectangles::typeFive),
                Finder.of(Technique.UNIQUE_RECTANGLE_TYPE_6, UniqueRectangles::typeSix),
                Finder.of(Technique.HIDDEN_UNIQUE_RECTANGLE, UniqueRectangles::hidden),
                Finder.ofGivens(Technique.AVOIDABLE_RECTANGLE, AvoidableRectangles::find),
                Finder.of(Technique.UNIQUE_LOOP, UniqueLoops::find),
                Finder.of(Technique.NAKED_QUAD, Subsets.naked(4)),
                Finder.of(Technique.JELLYFISH, Fish.of(4)),
                Finder.of(Technique.HIDDEN_QUAD, Subsets.hidden(4)),
                Finder.of(Technique.WXYZ_WING,
                        (grid, marks, budget) -> BentWings.find(grid, marks, 4, budget)),
                Finder.of(Technique.BUG_PLUS_ONE, Bugs::plusOne),
                Finder.of(Technique.BUG_TYPE_2, Bugs::typeTwo),
                Finder.of(Technique.BUG_TYPE_4, Bugs::typeFour),
                Finder.of(Technique.BUG_TYPE_3, Bugs::typeThree),
                Finder.of(Technique.VWXYZ_WING,
                        (grid, marks, budget) -> BentWings.find(grid, marks, 5, budget)),
                Finder.of(Technique.ALIGNED_PAIR_EXCLUSION, AlignedPairs::find),
                Finder.of(Technique.SKYSCRAPER, TurbotFish::skyscraper),
                Finder.of(Technique.TWO_STRING_KITE, TurbotFish::twoStringKite),
                Finder.of(Technique.FINNED_SWORDFISH, FinnedFish.of(3)),
                Finder.of(Technique.FINNED_JELLYFISH, FinnedFish.of(4)),
                Finder.of(Technique.EMPTY_RECTANGLE, EmptyRectangles::find),
                Finder.of(Technique.STRONG_LINKS, StrongLinkChains::find),
                Finder.of(Technique.SIMPLE_COLORING, Coloring::simple),
                Finder.of(Technique.MULTI_COLORING, Coloring::multi),
                Finder.of(Technique.REMOTE_PAIR, RemotePairs::find),
                Finder.of(Technique.UVWXYZ_WING,
                        (grid, marks, budget) -> BentWings.find(grid, marks, 6, budget)),
                Finder.bounded(Technique.X_CHAIN,
                        (grid, marks, budget, ceiling) -> Chains.alternating(grid, marks, on, budget, ceiling)),
                Finder.of(Technique.GROUPED_X_CHAIN, GroupedChains::xChain),
                Finder.of(Technique.W_WING, Wings::wWing),
                Finder.of(Technique.GROUPED_AIC, GroupedChains::aic),
                Finder.of(Technique.SUE_DE_COQ, SueDeCoq::find),
                Finder.of(Technique.ALS_XZ, AlmostLockedSets::xz),
                Finder.of(Technique.ALS_XY_WING, AlmostLockedSets::xyWing),
                Finder.of(Technique.DEATH_BLOSSOM, DeathBlossom::find),
                Finder.bounded(Technique.NISHIO_FORCING_CHAIN, DynamicChains::nishio),
                Finder.of(Technique.ALIGNED_TRIPLE_EXCLUSION, AlignedTriples::find),
                Finder.bounded(Technique.CELL_FORCING_CHAINS, (grid, marks, budget, ceiling) ->
                        StaticForcingChains.find(grid, marks, on, budget, ceiling)),
                Finder.bounded(Technique.DYNAMIC_CONTRADICTION_CHAINS, (grid, marks, budget, ceiling) ->
                        DynamicForcingChains.dynamic(grid, marks, on, budget, ceiling)),
                Finder.bounded(Technique.DYNAMIC_FORCING_CHAINS_PLUS, (grid, marks, budget, ceiling) ->
                        DynamicForcingChains.plus(grid, marks, on, budget, ceiling)),
                Finder.bounded(Technique.NESTED_FORCING_CHAINS, (grid, marks, budget, ceiling) ->
                        DynamicForcingChains.nested(grid, marks, on, budget, ceiling)),
                Finder.of(Technique.BOUNDED_SEARCH, MarksSearch::boundedSearch));
    }
}
