package io.github.sudokusolver.logic;

import io.github.sudokusolver.internal.search.AutomatonRule;
import io.github.sudokusolver.internal.search.Budget;
import io.github.sudokusolver.rules.Automaton;

/**
 * An automaton of an app's own read along cells ({@link Technique#AUTOMATON}): the whole line at once, by the engine's
 * own walk ({@link AutomatonRule#supports}): a candidate that no accepted word, over the other cells' candidates,
 * puts in its cell leaves. The step names the automaton by its name, and the candidates it takes out.
 */
final class AutomatonSteps {

    private AutomatonSteps() {
    }

    static Step find(Grid grid, int[] marks, Budget budget) {
        LineFacts facts = grid.rules.lines;
        for (int a = 0; a < facts.automata.length; a++) {
            AutomatonRule walk = facts.automata[a];
            int[] cells = walk.cells();
            int[] candidates = grid.values(marks, cells);
            int[] support = walk.supports(candidates);
            if (support == null) {
                continue; // no word fits: a contradiction the other steps show, not an elimination of this one
            }
            int rule = facts.automatonRules[a];
            StepBuilder step = null;
            for (int i = 0; i < cells.length; i++) {
                for (int lost = candidates[i] & ~support[i]; lost != 0; lost &= lost - 1) {
                    if (step == null) {
                        step = new StepBuilder(Technique.AUTOMATON, grid).rule(rule);
                        for (int cell : cells) {
                            step.cell(cell);
                        }
                    }
                    step.eliminate(cells[i], Integer.numberOfTrailingZeros(lost) + 1);
                }
            }
            if (step != null) {
                String name = ((Automaton) grid.layout.rules().get(rule)).name();
                return step.pattern("the digits along " + LineText.cells(grid, cells) + " must be a word the automaton "
                        + name + " accepts, and no such word has these candidates").build();
            }
        }
        return null;
    }
}
