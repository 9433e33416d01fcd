package io.github.sudokusolver.benchmarks;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.SolveResult;
import io.github.sudokusolver.Solver;
import java.util.ArrayList;
import java.util.List;

/**
 * Anything the benchmarks time: a strategy of this library, or a peer library behind a small adapter. Both answer
 * the same two questions, so one sanity check and one report cover them all.
 */
interface Contender {

    /** Peers measured beside the library's own solvers, by the names the runner and report use. */
    List<String> PEERS = List.of(ChocoContender.NAME, SfuhrmContender.NAME);

    /**
     * OR-Tools CP-SAT, a peer for the larger layouts compiled only in a build with {@code -Pcpsat} (its native
     * libraries weigh about 110 MB); {@link #named} finds it when it is there.
     */
    String CP_SAT = "cp-sat";

    String name();

    /** The first solution the contender finds; null if it finds none. */
    Board solve(Board puzzle);

    /** The number of solutions, counted up to 2: 1 means the puzzle is proper. */
    long countUpToTwo(Board puzzle);

    /** Whether this contender solves boards of {@code layout}; the library's strategies and Choco solve them all. */
    default boolean supports(Layout layout) {
        return true;
    }

    /** Every library solver {@link Solver#available()} finds, then the peers. */
    static List<String> allNames() {
        List<String> names = new ArrayList<>();
        Solver.available().forEach(solver -> names.add(solver.name()));
        names.addAll(PEERS);
        return names;
    }

    /** The contender of that name: a peer, or a library solver found by {@link Solver#named(String)}. */
    static Contender named(String name) {
        return switch (name) {
            case ChocoContender.NAME -> new ChocoContender();
            case SfuhrmContender.NAME -> new SfuhrmContender();
            case CP_SAT -> cpSat();
            default -> name.startsWith(PARALLEL) ? parallel(Integer.parseInt(name.substring(PARALLEL.length())))
                    : new LibraryContender(Solver.named(name));
        };
    }

    /**
     * The prefix of {@code parallel-N}: {@link Solver#parallel} on N threads, the calling one and N - 1 of a pool of
     * daemon threads (so that a benchmark's fork can end).
     */
    String PARALLEL = "parallel-";

    private static Contender parallel(int threads) {
        java.util.concurrent.Executor pool = threads == 1 ? task -> { } // the calling thread alone
                : java.util.concurrent.Executors.newFixedThreadPool(threads - 1, task -> {
                    Thread thread = new Thread(task, "parallel-search");
                    thread.setDaemon(true);
                    return thread;
                });
        return new LibraryContender(Solver.parallel(pool, threads));
    }

    /** True when this build has the CP-SAT contender ({@code -Pcpsat}). */
    static boolean hasCpSat() {
        try {
            Class.forName(Contender.class.getPackageName() + ".CpSatContender", false, Contender.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException absent) {
            return false;
        }
    }

    private static Contender cpSat() {
        if (!hasCpSat()) {
            throw new IllegalArgumentException("cp-sat is in builds with -Pcpsat only: ./mvnw -B -Pcpsat package"
                    + " -DskipTests");
        }
        try {
            var constructor = Class.forName(Contender.class.getPackageName() + ".CpSatContender")
                    .getDeclaredConstructor();
            return (Contender) constructor.newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot make the cp-sat contender", e);
        }
    }

    /** A strategy of this library. */
    record LibraryContender(Solver solver) implements Contender {
        @Override
        public String name() {
            return solver.name();
        }

        @Override
        public Board solve(Board puzzle) {
            SolveResult result = solver.solve(puzzle);
            return result.solution().orElse(null);
        }

        @Override
        public long countUpToTwo(Board puzzle) {
            return solver.countSolutions(puzzle, 2);
        }
    }
}
