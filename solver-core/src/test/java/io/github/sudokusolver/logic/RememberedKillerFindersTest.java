package io.github.sudokusolver.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.Solver;
import io.github.sudokusolver.generate.Generator;
import io.github.sudokusolver.internal.search.Budget;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The killer finders remember what they found on each cage and area ({@link CageFillings}, {@link LawOf45Seen}) while
 * its cells' marks stay; what they answer must be what a fresh search answers. Along the explanation of seeded killers,
 * and along a walk that removes random candidates other than the solution's (so the marks change in ways no step
 * changes them), every killer finder on this thread, remembering from mark to mark, gives the same step (or none) as
 * on a second thread that forgets before each call. Seeded: the seed is in every message.
 */
final class RememberedKillerFindersTest {

    private static final List<SinglesAndIntersections.Search> FINDERS = List.of(KillerFinders::combinations,
            KillerFinders::hiddenSingle, KillerFinders::overlap, KillerFinders::completion, LawOf45::oneCell,
            LawOf45::sum, LawOf45::difference);

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6})
    void rememberingFindsWhatAFreshSearchFinds(long seed) throws InterruptedException, ExecutionException {
        Layout layout = seed % 3 == 0 ? Layout.boxes(2, 3) : Layout.classic();
        Board killer = Generator.withSeed(seed).killer(layout);
        Board solution = Solver.fastest().solve(killer).solution().orElseThrow();
        Grid grid = Grid.of(killer.layout());
        Explanation explanation = LogicalSolver.standard().explain(killer);
        ExecutorService fresh = Executors.newSingleThreadExecutor();
        Random random = new Random(seed);
        int steps = 0;
        int found = 0;
        try {
            // along the explanation
            Candidates marks = explanation.start();
            for (Step step : explanation.steps()) {
                found += compare(grid, marks.intMarks(), fresh, "seed " + seed + ", before step " + steps);
                marks = marks.apply(step);
                steps++;
            }
            // along random removals of candidates that are not the solution's
            int[] walk = explanation.start().intMarks();
            for (int round = 0; round < 100; round++) {
                int cell = random.nextInt(grid.cells);
                Cell named = grid.cell(cell);
                int keep = 1 << solution.get(named.row(), named.col()) - 1;
                if ((walk[cell] & grid.placed) == 0) {
                    walk[cell] &= ~(random.nextInt(grid.all + 1) & ~keep);
                }
                found += compare(grid, walk, fresh, "seed " + seed + ", random round " + round);
            }
        } finally {
            fresh.shutdownNow();
        }
        assertTrue(steps > 10 && found > 20, "seed " + seed + ": " + steps + " steps, " + found
                + " finder steps compared: too few to tell");
    }

    /** Each finder here (remembering) against the fresh thread; how many of them found a step. */
    private static int compare(Grid grid, int[] marks, ExecutorService fresh, String what)
            throws InterruptedException, ExecutionException {
        int[] copy = marks.clone();
        List<Step> expected = fresh.submit(() -> {
            CageFillings.forget();
            LawOf45Seen.forget();
            return run(grid, copy);
        }).get();
        List<Step> remembered = run(grid, marks);
        int found = 0;
        for (int f = 0; f < FINDERS.size(); f++) {
            assertEquals(String.valueOf(expected.get(f)), String.valueOf(remembered.get(f)), what + ", finder " + f);
            assertEquals(expected.get(f), remembered.get(f), what + ", finder " + f);
            found += expected.get(f) == null ? 0 : 1;
        }
        return found;
    }

    private static List<Step> run(Grid grid, int[] marks) {
        List<Step> steps = new ArrayList<>();
        for (SinglesAndIntersections.Search finder : FINDERS) {
            steps.add(finder.find(grid, marks, new Budget(Long.MAX_VALUE, null)));
        }
        return steps;
    }
}
