package io.github.sudokusolver.internal.logic;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.internal.search.Budget;
import io.github.sudokusolver.logic.Explanation;
import io.github.sudokusolver.logic.LogicalSolver;
import java.util.Objects;

/**
 * How the generator reaches what {@code LogicalSolver} keeps package-private, without the API exporting it: the logic
 * package installs its {@link Explainer} when {@code LogicalSolver} is loaded. Not API.
 */
public final class LogicAccess {

    /** The package-private explanation the generator's level checks use. */
    public interface Explainer {

        /**
         * The steps of a solver from a puzzle towards its solution, each the simplest available at its point, as
         * {@link LogicalSolver#explain(Board)} gives them, but without its checks of the board (the caller knows
         * that it has a solution and no clashing givens; with several solutions, techniques that assume none get
         * stuck before a full grid), charged to the caller's budget, and
         * ending after the first step whose difficulty is {@code below} or more: such an explanation is not solved.
         *
         * @param solver the solver whose techniques explain
         * @param board  a puzzle with at least one solution and no clashing givens (the generator's killers before
         *               their uniqueness is settled included)
         * @param below  the difficulty at which the explanation stops; {@code Double.POSITIVE_INFINITY} for none
         * @param budget the caller's budget, charged with the explanation's nodes
         * @return the explanation, up to the point where the techniques find nothing, the solution, or the first
         *         step at {@code below} or past it; its statistics are the budget's so far
         * @throws Budget.Stopped if the budget runs out or the thread is interrupted
         */
        Explanation explainProper(LogicalSolver solver, Board board, double below, Budget budget);
    }

    private static volatile Explainer explainer;

    private LogicAccess() {
    }

    /**
     * Installs the explainer; called once, by {@code LogicalSolver}'s class initialisation.
     *
     * @param installed the explainer; not null
     * @throws IllegalStateException if one is installed already
     */
    public static synchronized void install(Explainer installed) {
        if (explainer != null) {
            throw new IllegalStateException("the logic access is installed already");
        }
        explainer = Objects.requireNonNull(installed, "installed");
    }

    /**
     * The installed explainer, loading {@code LogicalSolver} (which installs it) if it was not loaded yet.
     *
     * @return the explainer
     */
    public static Explainer explainer() {
        Explainer installed = explainer;
        if (installed == null) {
            LogicalSolver.standard(); // loads the class, whose initialisation installs it
            installed = explainer;
        }
        return installed;
    }
}
