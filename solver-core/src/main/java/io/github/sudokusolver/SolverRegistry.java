package io.github.sudokusolver;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;

/** Finds solvers by name: the built-ins first, then those {@link ServiceLoader} finds on each call. */
final class SolverRegistry {

    /** Errors after which the loader's "best effort" to go on is not trusted to end. */
    private static final int MAX_BROKEN_PROVIDERS = 100;

    private SolverRegistry() {
    }

    static List<Solver> available() {
        return List.copyOf(byName().values());
    }

    /** Solvers by the name each gave once: a provider's name() is called only here, inside the guard. */
    private static Map<String, Solver> byName() {
        Map<String, Solver> byName = new LinkedHashMap<>();
        for (Solver solver : EngineSolver.BUILT_IN) {
            byName.put(solver.name(), solver);
        }
        // Loaded per call rather than cached: a class loader may add providers later, and lookups are rare.
        // A broken provider (missing class, failing constructor or name()) is skipped; it must not hide the others.
        Iterator<Solver> providers = ServiceLoader.load(Solver.class).iterator();
        for (int broken = 0; broken < MAX_BROKEN_PROVIDERS; ) {
            Solver solver;
            try {
                if (!providers.hasNext()) {
                    break;
                }
                solver = providers.next();
            } catch (ServiceConfigurationError error) {
                broken++;
                Logging.debug("skipping a solver provider: {}", error.getMessage());
                continue;
            }
            String name;
            try {
                name = solver.name();
            } catch (RuntimeException | LinkageError error) {
                Logging.debug("skipping solver provider {}: name() failed: {}", solver.getClass().getName(), error);
                continue;
            }
            if (name == null || byName.containsKey(name)) {
                Logging.debug("skipping solver provider {}: name {} is missing or taken", solver.getClass().getName(),
                        name);
                continue;
            }
            byName.put(name, solver);
        }
        return byName;
    }

    static Solver named(String name) {
        Objects.requireNonNull(name, "name");
        Map<String, Solver> solvers = byName();
        Solver solver = solvers.get(name);
        if (solver == null) {
            throw new IllegalArgumentException("unknown solver '" + name + "'; known solvers: "
                    + String.join(", ", solvers.keySet()));
        }
        return solver;
    }
}
