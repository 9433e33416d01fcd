package io.github.sudokusolver.logic;

import java.util.ArrayList;
import java.util.List;

/**
 * The searches of {@link RulesInHouse}'s fillings that found nothing, by what they read: the finders run at almost
 * every step of an explanation, and most of the cells they fill have not changed since. A search's answer depends on
 * the cells filled (in their order, which decides where a search past its node bound gives up), their marks, the marks
 * of every cell of a rule through them that the filling checks as a whole (a rule's placed cells take their part of
 * its sum, set or shape: {@link RulesInHouse#checkedRuleCells}), and what the houses need of the cells; those make the
 * key. The answer kept is whether the search gave up past its bound. One instance per thread, grid and kind of search
 * (a house's, rules together's: their bounds and peers differ); not thread-safe.
 */
final class FillingsSeen {

    final Grid grid;
    private final IntKeyTable<Boolean> nothing = new IntKeyTable<>();
    /** Per cell, the cells of the rules through it that the filling checks as a whole. */
    private final int[][] context;

    FillingsSeen(Grid grid) {
        this.grid = grid;
        List<List<Integer>> lists = new ArrayList<>();
        for (int cell = 0; cell < grid.cells; cell++) {
            lists.add(new ArrayList<>());
        }
        for (int[] rule : RulesInHouse.checkedRuleCells(grid)) {
            for (int cell : rule) {
                for (int other : rule) {
                    lists.get(cell).add(other);
                }
            }
        }
        context = new int[grid.cells][];
        for (int cell = 0; cell < grid.cells; cell++) {
            context[cell] = lists.get(cell).stream().mapToInt(Integer::intValue).toArray();
        }
    }

    /**
     * Writes the key of the first {@code size} cells and what the houses need of them; null when no search found
     * nothing on it, else whether that search gave up past its bound (then {@link #noteNothing} may store an answer).
     */
    Boolean foundNothing(int[] cells, int size, List<int[]> needs, int[] marks) {
        int length = 2 + 2 * size + 3 * needs.size();
        for (int i = 0; i < size; i++) {
            length += context[cells[i]].length;
        }
        int[] key = nothing.key(length);
        int k = 0;
        key[k++] = size;
        for (int i = 0; i < size; i++) {
            key[k++] = cells[i];
            key[k++] = marks[cells[i]];
        }
        for (int i = 0; i < size; i++) {
            for (int other : context[cells[i]]) {
                key[k++] = marks[other];
            }
        }
        key[k++] = needs.size();
        for (int[] need : needs) {
            for (int part : need) {
                key[k++] = part;
            }
        }
        return nothing.get();
    }

    /** Stores that the search of the key written last found nothing, and whether it gave up past its bound. */
    void noteNothing(boolean gaveUp) {
        nothing.put(gaveUp);
    }
}
