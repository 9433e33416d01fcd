package io.github.sudokusolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.rules.Cage;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The killer API's values and its refusals: {@link Cage}, {@link Layout#withCages}, the cage conflicts. */
final class KillerLayoutTest {

    private static Cell cell(String name) {
        int c = name.indexOf('c');
        return new Cell(Integer.parseInt(name.substring(1, c)) - 1, Integer.parseInt(name.substring(c + 1)) - 1);
    }

    private static Cage cage(int sum, String... cells) {
        return Cage.of(sum, Arrays.stream(cells).map(KillerLayoutTest::cell).toList());
    }

    @Test
    void aCageIsAValueWithItsCellsInRowMajorOrder() {
        Cage a = cage(10, "r2c1", "r1c2", "r1c1");
        assertEquals(List.of(cell("r1c1"), cell("r1c2"), cell("r2c1")), a.cells());
        assertEquals(10, a.sum());
        assertEquals(a, Cage.of(10, cell("r1c1"), cell("r2c1"), cell("r1c2")));
        assertEquals(a.hashCode(), cage(10, "r1c1", "r1c2", "r2c1").hashCode());
        assertNotEquals(a, cage(11, "r1c1", "r1c2", "r2c1"));
        assertNotEquals(a, cage(10, "r1c1", "r1c2"));
        assertEquals("cage 10: r1c1 r1c2 r2c1", a.toString());
        assertThrows(UnsupportedOperationException.class, () -> a.cells().add(cell("r9c9")));
    }

    @Test
    void nullsAreRefusedByName() {
        assertEquals("cells", assertThrows(NullPointerException.class, () -> Cage.of(3, (List<Cell>) null))
                .getMessage());
        assertEquals("cells", assertThrows(NullPointerException.class, () -> Cage.of(3, (Cell[]) null))
                .getMessage());
        assertEquals("cells[1]", assertThrows(NullPointerException.class,
                () -> Cage.of(3, cell("r1c1"), null)).getMessage());
        assertEquals("cages", assertThrows(NullPointerException.class, () -> Layout.classic().withCages(null))
                .getMessage());
        List<Cage> withNull = new ArrayList<>();
        withNull.add(null);
        assertThrows(NullPointerException.class, () -> Layout.classic().withCages(withNull));
    }

    @Test
    void layoutsWithTheSameCagesAreEqualWhateverTheOrder() {
        Cage a = cage(3, "r1c1", "r1c2");
        Cage b = cage(17, "r5c5", "r5c6");
        Cage c = cage(4, "r9c9");
        Layout one = Layout.classic().withCages(List.of(a, b, c));
        Layout other = Layout.classic().withCages(List.of(c, a)).withCages(List.of(b));
        assertEquals(one, other);
        assertEquals(one.hashCode(), other.hashCode());
        assertEquals(List.of(a, b, c), one.cages());
        assertNotEquals(Layout.classic(), one);
        assertNotEquals(one, Layout.classic().withCages(List.of(a, b)));
        assertEquals("9x9 killer", one.toString());
        assertSame(Layout.classic(), Layout.classic().withCages(List.of()));
        assertEquals(List.of(), Layout.classic().cages());
    }

    @Test
    void diagonalsAndWindowsKeepTheCagesInEitherOrder() {
        List<Cage> cages = List.of(cage(3, "r1c1", "r1c2"), cage(24, "r5c5", "r5c6", "r6c5"));
        Layout cagesFirst = Layout.classic().withCages(cages).withDiagonals().withWindows();
        Layout cagesLast = Layout.classic().withWindows().withDiagonals().withCages(cages);
        assertEquals(cagesFirst, cagesLast);
        assertEquals(cages, cagesFirst.cages());
        assertEquals("9x9 diagonal windoku killer", cagesFirst.toString());
    }

    @Test
    void samuraiTakesCagesOutsideItsHoles() {
        Layout killer = Layout.samurai().withCages(List.of(cage(3, "r1c1", "r1c2")));
        assertEquals(1, killer.cages().size());
        IllegalArgumentException hole = assertThrows(IllegalArgumentException.class,
                () -> Layout.samurai().withCages(List.of(cage(3, "r1c9", "r1c10"))));
        assertEquals("cage 3: r1c9 r1c10: r1c10 is a hole of the samurai grid", hole.getMessage());
    }

    @Test
    void everyBadCageIsRefusedWithTheCageNamed() {
        assertRefused(Layout.classic(), Cage.of(5), "cage 5: is empty: a cage needs at least one cell");
        List<Cell> ten = new ArrayList<>();
        for (int col = 0; col < 9; col++) {
            ten.add(new Cell(0, col));
        }
        ten.add(new Cell(1, 0));
        assertRefused(Layout.classic(), Cage.of(50, ten), "cage 50: r1c1 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r2c1"
                + " has 10 cells, more than the 9 digits of the 9x9 grid");
        assertRefused(Layout.boxes(2, 2), cage(3, "r1c1", "r5c1"), "cage 3: r1c1 r5c1: r5c1 is off the 4x4 grid");
        assertRefused(Layout.samurai(), cage(3, "r1c1", "r22c1"),
                "cage 3: r1c1 r22c1: r22c1 is off the samurai grid (21x21)");
        assertRefused(Layout.boxes(2, 3).withDiagonals(), cage(3, "r1c1", "r1c7"),
                "cage 3: r1c1 r1c7: r1c7 is off the 6x6 (2x3 boxes) diagonal grid");
        assertRefused(Layout.classic(), cage(3, "r1c1", "r1c1"), "cage 3: r1c1 r1c1 lists r1c1 twice");
        assertRefused(Layout.classic(), cage(2, "r1c1", "r1c2"),
                "cage 2: r1c1 r1c2: no 2 different digits 1-9 add up to 2 (they make 3 to 17)");
        assertRefused(Layout.classic(), cage(18, "r1c1", "r1c2"),
                "cage 18: r1c1 r1c2: no 2 different digits 1-9 add up to 18 (they make 3 to 17)");
        assertRefused(Layout.classic(), cage(0, "r1c1"), "cage 0: r1c1: no digit 1-9 is 0");
        assertRefused(Layout.classic(), cage(-4, "r1c1"), "cage -4: r1c1: no digit 1-9 is -4");
        assertRefused(Layout.boxes(2, 2), cage(5, "r1c1"), "cage 5: r1c1: no digit 1-4 is 5");
        IllegalArgumentException twice = assertThrows(IllegalArgumentException.class, () -> Layout.classic()
                .withCages(List.of(cage(3, "r1c1", "r1c2"), cage(9, "r1c2", "r2c2"))));
        assertEquals("cage 9: r1c2 r2c2: r1c2 is also in cage 3: r1c1 r1c2; a cell may be in one cage only",
                twice.getMessage());
        Layout caged = Layout.classic().withCages(List.of(cage(3, "r1c1", "r1c2")));
        assertRefused(caged, cage(4, "r1c1"), "cage 4: r1c1: r1c1 is also in cage 3: r1c1 r1c2; a cell may be in one"
                + " cage only");
    }

    private static void assertRefused(Layout layout, Cage cage, String message) {
        assertEquals(message, assertThrows(IllegalArgumentException.class,
                () -> layout.withCages(List.of(cage))).getMessage());
    }

    @Test
    void givensThatBreakACageAreConflictsNamingTheCage() {
        Cage corner = cage(10, "r1c1", "r1c2", "r2c1");
        Layout killer = Layout.classic().withCages(List.of(corner, cage(3, "r9c8", "r9c9")));
        Board repeat = Board.empty(killer).with(0, 0, 4).with(1, 0, 4);
        // the two 4s also share box 1; the column holds them too
        List<Conflict> conflicts = repeat.conflicts();
        Conflict inCage = conflicts.get(conflicts.size() - 1);
        assertEquals(new Conflict(4, Region.CAGE, 0, cell("r1c1"), cell("r2c1"), corner), inCage);
        assertEquals("digit 4 twice in cage 10: r1c1 r1c2 r2c1: r1c1 and r2c1", inCage.toString());
        assertEquals(Region.CAGE, conflicts.get(conflicts.size() - 1).unit(), "4 + 4 leaves 2 for r1c2: no sum"
                + " conflict");

        Board full = Board.empty(killer).with(0, 0, 1).with(0, 1, 2).with(1, 0, 4);
        assertEquals(List.of(new Conflict(7, Region.CAGE_SUM, 0, cell("r1c1"), cell("r2c1"), corner)),
                full.conflicts());
        Board over = Board.empty(killer).with(8, 8, 3);
        assertEquals(List.of(new Conflict(3, Region.CAGE_SUM, 1, cell("r9c8"), cell("r9c9"),
                cage(3, "r9c8", "r9c9"), 1)), over.conflicts());
        assertEquals("cage 3: r9c8 r9c9: its givens add up to 3, leaving 0 for the 1 empty cell, which needs at"
                + " least 1", over.conflicts().get(0).toString());
        assertEquals("cage 10: r1c1 r1c2 r2c1: it is full and its digits add up to 7, not 10",
                full.conflicts().get(0).toString());
        Board past = Board.empty(killer).with(0, 0, 9).with(1, 0, 8);
        assertEquals("cage 10: r1c1 r1c2 r2c1: its givens add up to 17, more than its sum",
                past.conflicts().get(0).toString());
        Board tooLittle = Board.empty(Layout.classic().withCages(List.of(cage(10, "r1c1", "r1c2", "r1c3", "r1c4"))))
                .with(0, 0, 9); // 1 left for three cells
        assertEquals("cage 10: r1c1 r1c2 r1c3 r1c4: its givens add up to 9, leaving 1 for the 3 empty cells, which"
                + " need at least 1 each", tooLittle.conflicts().get(0).toString());
        Board fine = Board.empty(killer).with(0, 0, 1).with(0, 1, 2);
        assertEquals(List.of(), fine.conflicts());
        for (Solver solver : Solver.available()) {
            for (Board bad : List.of(repeat, full, over, past, tooLittle)) {
                SolveResult result = solver.solve(bad);
                assertEquals(SolveResult.Status.INVALID, result.status(), solver + " " + bad);
                assertEquals(bad.conflicts(), result.conflicts(), solver.name());
                assertEquals(0, solver.countSolutions(bad, 2), solver.name());
            }
        }
    }

    @Test
    void aConflictOfARegionTakesNoCageAndACageConflictNeedsOne() {
        Cage corner = cage(3, "r1c1", "r1c2");
        assertThrows(IllegalArgumentException.class,
                () -> new Conflict(1, Region.ROW, 0, cell("r1c1"), cell("r1c2"), corner));
        assertThrows(NullPointerException.class,
                () -> new Conflict(1, Region.CAGE, 0, cell("r1c1"), cell("r1c2"), null));
        assertEquals(45, new Conflict(45, Region.CAGE_SUM, 0, cell("r1c1"), cell("r1c2"), corner).digit());
        assertEquals(1, new Conflict(3, Region.CAGE_SUM, 0, cell("r1c1"), cell("r1c2"), corner, 1)
                .emptyCells());
        assertThrows(IllegalArgumentException.class,
                () -> new Conflict(3, Region.CAGE_SUM, 0, cell("r1c1"), cell("r1c2"), corner, 2));
        assertThrows(IllegalArgumentException.class,
                () -> new Conflict(3, Region.CAGE, 0, cell("r1c1"), cell("r1c2"), corner, 1));
        assertThrows(IllegalArgumentException.class,
                () -> new Conflict(3, Region.ROW, 0, cell("r1c1"), cell("r1c2"), null, -1));
    }

    @Test
    void aShuffledListOfCagesGivesTheSameLayout() {
        List<Cage> cages = new ArrayList<>();
        for (int row = 0; row < 9; row++) {
            cages.add(Cage.of(row + 1, new Cell(row, row)));
        }
        Layout sorted = Layout.classic().withCages(cages);
        Collections.shuffle(cages, new java.util.Random(5));
        assertEquals(sorted, Layout.classic().withCages(cages));
        assertTrue(sorted.cages().get(0).cells().contains(new Cell(0, 0)));
    }
}
