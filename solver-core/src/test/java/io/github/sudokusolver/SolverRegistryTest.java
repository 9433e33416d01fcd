package io.github.sudokusolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class SolverRegistryTest {

    @Test
    void findsBuiltInsByName() {
        assertSame(Solver.booleanArray(), Solver.named("boolean-array"));
        assertSame(Solver.bitmask(), Solver.named("bitmask"));
        assertSame(Solver.candidateSet(), Solver.named("candidate-set"));
    }

    @Test
    void listsBuiltInsFirstThenServiceLoaderProviders() {
        List<String> names = Solver.available().stream().map(Solver::name).toList();
        assertEquals(List.of("boolean-array", "bitmask", "candidate-set", "bitboard", "general", "dancing-links",
                DelegatingTestSolver.NAME), names);
    }

    @Test
    void findsProviderRegisteredWithServiceLoader() {
        Solver solver = Solver.named(DelegatingTestSolver.NAME);
        assertEquals(DelegatingTestSolver.class, solver.getClass());
        assertEquals(TestPuzzles.SEED_SOLUTION, solver.solve(TestPuzzles.SEED).solution().orElseThrow());
    }

    @Test
    void keepsBuiltInWhenProviderTakesItsName() {
        // ImpostorTestSolver, registered too, calls itself "bitmask" and must lose to the built-in.
        assertSame(Solver.bitmask(), Solver.named("bitmask"));
    }

    @Test
    void rejectsUnknownNameListingKnownOnes() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Solver.named("dlx"));
        assertEquals("unknown solver 'dlx'; known solvers: boolean-array, bitmask, candidate-set, bitboard, general, "
                + "dancing-links, " + DelegatingTestSolver.NAME, e.getMessage());
        assertThrows(NullPointerException.class, () -> Solver.named(null));
    }

    @Test
    void skipsBrokenProvidersAndKeepsTheRest(@TempDir Path dir) throws Exception {
        Path services = Files.createDirectories(dir.resolve("META-INF/services"));
        Files.writeString(services.resolve(Solver.class.getName()),
                "com.example.MissingSolver\n" + FailingTestSolver.class.getName() + "\n");
        Thread thread = Thread.currentThread();
        ClassLoader original = thread.getContextClassLoader();
        try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()}, original)) {
            thread.setContextClassLoader(loader);
            List<String> names = Solver.available().stream().map(Solver::name).toList();
            assertTrue(names.containsAll(List.of("boolean-array", "bitmask", "candidate-set", "bitboard",
                    DelegatingTestSolver.NAME)), names.toString());
            assertSame(Solver.bitmask(), Solver.named("bitmask"));
        } finally {
            thread.setContextClassLoader(original);
        }
    }

    /** A provider whose constructor fails, as a misconfigured plugin's might. */
    public static final class FailingTestSolver implements Solver {
        /** Fails, which the registry must survive. */
        public FailingTestSolver() {
            throw new IllegalStateException("this provider cannot be built");
        }

        @Override
        public String name() {
            return "never";
        }

        @Override
        public SolveResult solve(Board puzzle, SolveLimits limits) {
            throw new AssertionError();
        }

        @Override
        public long countSolutions(Board puzzle, long limit, SolveLimits limits) {
            throw new AssertionError();
        }
    }

    @Test
    void skipsAProviderWhoseNameThrows() {
        List<Solver> available = Solver.available();
        assertTrue(available.stream().noneMatch(s -> s instanceof ThrowingNameTestSolver), available.toString());
        assertSame(Solver.fastest(), Solver.named("bitboard"));
        assertEquals("bitboard", Solver.fastest().toString());
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class, () -> Solver.named("x"));
        assertTrue(unknown.getMessage().endsWith(DelegatingTestSolver.NAME), unknown.getMessage());
    }

    @Test
    void availableListIsUnmodifiable() {
        assertThrows(UnsupportedOperationException.class, () -> Solver.available().clear());
    }
}
