package io.github.sudokusolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

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
        assertEquals(List.of("boolean-array", "bitmask", "candidate-set", "bitboard", DelegatingTestSolver.NAME), names);
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
        assertEquals("unknown solver 'dlx'; known solvers: boolean-array, bitmask, candidate-set, bitboard, "
                + DelegatingTestSolver.NAME, e.getMessage());
        assertThrows(NullPointerException.class, () -> Solver.named(null));
    }

    @Test
    void availableListIsUnmodifiable() {
        assertThrows(UnsupportedOperationException.class, () -> Solver.available().clear());
    }
}
