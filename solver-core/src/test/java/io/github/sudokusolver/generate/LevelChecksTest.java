package io.github.sudokusolver.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.Solver;
import io.github.sudokusolver.internal.search.Budget;
import io.github.sudokusolver.internal.search.Geometry;
import io.github.sudokusolver.logic.Difficulty;
import io.github.sudokusolver.logic.Explanation;
import io.github.sudokusolver.logic.LogicalSolver;
import io.github.sudokusolver.logic.Technique;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The level check of the killer generator's merging and climb ({@code Levels.explainWithin}): an explanation that
 * skips the uniqueness check and stops at the first step past the level, and proves the killer proper without the
 * engine's check when none of its steps assumes uniqueness ({@code Levels.verdict}). On proper random killers its
 * verdict must be the full explanation's (the public {@code explain} of the level's techniques, after a count of the
 * solutions) and its steps the same wherever the killer is within the level; on improper ones it must never say
 * proven.
 */
final class LevelChecksTest {

    private static final Difficulty[] LEVELS = {Difficulty.EASY, Difficulty.MEDIUM, Difficulty.HARD,
        Difficulty.EXPERT};

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void theShortcutGivesTheFullExplanationsVerdictAndSteps(long seed) {
        Random random = new Random(seed);
        Layout layout = seed % 4 == 0 ? Layout.boxes(2, 3) : Layout.classic();
        Geometry geometry = LayoutGrids.geometryOf(layout);
        Levels levels = new Levels(new ClassicGrids(random::nextInt), random::nextInt, new Budget(Long.MAX_VALUE, null));
        LogicalSolver rating = LogicalSolver.standard().ratingPath();
        int within = 0;
        int improper = 0;
        for (int round = 0; round < 16; round++) {
            int[] solution = LayoutGrids.randomSolution(layout, geometry, random::nextInt);
            List<int[]> cages = randomCages(geometry, solution, random, 1 + random.nextInt(5));
            Board killer = KillerCages.board(layout, geometry, solution, cages);
            boolean proper = Solver.fastest().countSolutions(killer, 2) == 1;
            improper += proper ? 0 : 1;
            for (Difficulty level : LEVELS) {
                LogicalSolver techniques = Levels.upTo(rating, level);
                String what = "seed " + seed + ", round " + round + ", " + level + ", " + killer.layout().cages();
                Function<Board, Explanation> shortcut = levels.explainWithin(rating, level);
                Explanation fast = shortcut.apply(killer);
                // the verdict proves a killer proper only when it is: an improper one fails, or passes by a step
                // that assumes uniqueness and goes on to the engine's check
                if (!proper) {
                    assertNotEquals(KillerCages.Verdict.PROVEN, Levels.verdict(fast), what);
                    continue;
                }
                Explanation full = techniques.explain(killer);
                boolean fullVerdict = Levels.inLevel(full, level);
                assertEquals(fullVerdict, fast != null, what);
                if (fast != null) {
                    assertEquals(full.steps(), fast.steps(), what);
                    assertEquals(full.rating(), fast.rating(), what);
                    within++;
                }
            }
        }
        assertTrue(within > 0, "seed " + seed + ": no killer within a level (" + improper + " of 16 improper), so nothing compared");
        assertTrue(improper > 0 || seed % 4 == 0, "seed " + seed + ": every killer proper, so soundness untested");
    }

    @Test
    void aStepThatAssumesUniquenessLeavesTheProofToTheEngine() {
        assertEquals(KillerCages.Verdict.FAILS, Levels.verdict(null));
        assertTrue(Levels.sound(Technique.XYZ_WING));
        assertFalse(Levels.sound(Technique.UNIQUE_RECTANGLE_TYPE_1));
        assertFalse(Levels.sound(Technique.BUG_PLUS_ONE));
        assertFalse(Levels.sound(Technique.NAKED_QUAD)); // sound, but past 4.5 the rule stays on the safe side
    }

    @Test
    void onlyTheLevelsBelowTheUniquenessTechniquesAreTrustedWithoutTheEngine() {
        LogicalSolver rating = LogicalSolver.standard().ratingPath();
        assertTrue(allSound(Levels.upTo(rating, Difficulty.EASY)));
        assertTrue(allSound(Levels.upTo(rating, Difficulty.MEDIUM)));
        assertFalse(allSound(Levels.upTo(rating, Difficulty.HARD)));
        assertFalse(allSound(rating));
    }

    private static boolean allSound(LogicalSolver solver) {
        return solver.techniques().stream().allMatch(Levels::sound);
    }

    /**
     * Cages of at most five connected cells over a solution, merged from single cells along random neighbour pairs
     * without any check, so that many leave more than one grid; {@code rounds} passes over the pairs.
     */
    private static List<int[]> randomCages(Geometry geometry, int[] solution, Random random, int rounds) {
        int[] label = new int[geometry.positionCount()];
        for (int position = 0; position < label.length; position++) {
            label[position] = geometry.cellAt(position) >= 0 ? position : -1;
        }
        int[][] pairs = KillerCages.neighbourPairs(geometry);
        for (int round = 0; round < rounds; round++) {
            int[][] pair = {pairs[random.nextInt(pairs.length)]};
            for (int draw = 0; draw < pairs.length / 4; draw++) {
                pair[0] = pairs[random.nextInt(pairs.length)];
                int one = label[pair[0][0]];
                int other = label[pair[0][1]];
                if (one == other) {
                    continue;
                }
                int size = 0;
                int digits = 0;
                boolean clash = false;
                for (int position = 0; position < label.length; position++) {
                    if (label[position] == one || label[position] == other) {
                        size++;
                        clash |= (digits & 1 << solution[position]) != 0;
                        digits |= 1 << solution[position];
                    }
                }
                if (size <= 5 && !clash) {
                    for (int position = 0; position < label.length; position++) {
                        label[position] = label[position] == other ? one : label[position];
                    }
                }
            }
        }
        List<int[]> cages = new ArrayList<>();
        for (int at = 0; at < label.length; at++) {
            List<Integer> cells = new ArrayList<>();
            for (int position = 0; position < label.length; position++) {
                if (label[position] == at) {
                    cells.add(position);
                }
            }
            if (!cells.isEmpty()) {
                cages.add(cells.stream().mapToInt(Integer::intValue).toArray());
            }
        }
        return cages;
    }
}
