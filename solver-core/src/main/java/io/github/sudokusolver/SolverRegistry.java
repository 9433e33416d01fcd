package io.github.sudokusolver;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;

/** Finds solvers by name: the built-ins first, then those {@link ServiceLoader} finds on each call. */
final class SolverRegistry {

    private static final List<Solver> BUILT_IN =
            List.of(BooleanArraySolver.INSTANCE, BitmaskSolver.INSTANCE, CandidateSetSolver.INSTANCE,
                    BitboardSolver.INSTANCE);

    private SolverRegistry() {
    }

    static List<Solver> available() {
        Map<String, Solver> byName = new LinkedHashMap<>();
        for (Solver solver : BUILT_IN) {
            byName.put(solver.name(), solver);
        }
        // Loaded per call rather than cached: a class loader may add providers later, and lookups are rare.
        for (ServiceLoader.Provider<Solver> provider : ServiceLoader.load(Solver.class).stream().toList()) {
            Solver solver;
            try {
                solver = provider.get();
            } catch (ServiceConfigurationError broken) {
                Logging.debug("skipping solver provider {}: {}", provider.type().getName(), broken.getMessage());
                continue;
            }
            String name = solver.name();
            if (name == null || byName.containsKey(name)) {
                Logging.debug("skipping solver provider {}: name {} is missing or taken", provider.type().getName(),
                        name);
                continue;
            }
            byName.put(name, solver);
        }
        return List.copyOf(byName.values());
    }

    static Solver named(String name) {
        Objects.requireNonNull(name, "name");
        List<Solver> solvers = available();
        List<String> names = new ArrayList<>(solvers.size());
        for (Solver solver : solvers) {
            if (solver.name().equals(name)) {
                return solver;
            }
            names.add(solver.name());
        }
        throw new IllegalArgumentException("unknown solver '" + name + "'; known solvers: " + String.join(", ", names));
    }
}
