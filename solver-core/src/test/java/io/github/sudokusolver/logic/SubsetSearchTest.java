package io.github.sudokusolver.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

final class SubsetSearchTest {

    private static final Step FOUND = new StepBuilder(Technique.NAKED_PAIR).build("found");

    /** Records every pattern offered, and turns the one it is told to accept into a step. */
    private static final class Recorder extends SubsetSearch {
        private final List<String> offered = new ArrayList<>();
        private final int accepted;

        Recorder(int accepted) {
            this.accepted = accepted;
        }

        @Override
        Step conclude(int chosen, int covered) {
            offered.add(Integer.toBinaryString(chosen) + " covers " + Integer.toBinaryString(covered));
            return chosen == accepted ? FOUND : null;
        }
    }

    private static Recorder withMembers(int accepted) {
        Recorder search = new Recorder(accepted);
        search.add(0, 0b011);
        search.add(3, 0b011);
        search.add(5, 0b110);
        search.add(7, 0b100);
        return search;
    }

    @Test
    void offersEveryChoiceOfKMembersThatCoverKBitsInTheOrderTheyWereAdded() {
        Recorder search = withMembers(-1);
        assertNull(search.search(2));
        assertEquals(List.of("1001 covers 11", "10100000 covers 110"), search.offered);
    }

    @Test
    void stopsAtTheFirstPatternWhoseConclusionIsAStep() {
        Recorder search = withMembers(0b1001);
        assertSame(FOUND, search.search(2));
        assertEquals(List.of("1001 covers 11"), search.offered);
    }

    @Test
    void offersNoChoiceOfKMembersThatCoverFewerThanKBits() {
        Recorder search = withMembers(-1);
        assertNull(search.search(4), "the four members cover three bits: not a pattern of four");
        assertEquals(List.of(), search.offered);
    }

    @Test
    void clearForgetsTheMembersOfTheLastHouse() {
        Recorder search = withMembers(-1);
        search.clear();
        search.add(2, 0b1);
        search.add(4, 0b1000);
        assertNull(search.search(2));
        assertEquals(List.of("10100 covers 1001"), search.offered);
    }
}
