package io.github.sudokusolver.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

final class SubsetSearchTest {

    private static final Step FOUND = new StepBuilder(Technique.NAKED_SINGLE).place(0, 1).cell(0).build();

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

    private static Recorder withMembers(int size, int accepted) {
        Recorder search = new Recorder(accepted);
        search.begin(size);
        search.consider(0, 0b0011);
        search.consider(3, 0b0011);
        search.consider(5, 0b1100);
        search.consider(7, 0b1100);
        return search;
    }

    @Test
    void offersEveryChoiceOfKMembersThatCoverKBitsInTheOrderTheyWereConsidered() {
        Recorder search = withMembers(2, -1);
        assertNull(search.search());
        assertEquals(List.of("1001 covers 11", "10100000 covers 1100"), search.offered);
    }

    @Test
    void stopsAtTheFirstPatternWhoseConclusionIsAStep() {
        Recorder search = withMembers(2, 0b1001);
        assertSame(FOUND, search.search());
        assertEquals(List.of("1001 covers 11"), search.offered);
    }

    @Test
    void offersNoChoiceOfKMembersThatCoverMoreOrFewerThanKBits() {
        assertNull(withMembers(3, -1).search(), "any three of the four cover four bits");
        Recorder search = new Recorder(-1);
        search.begin(3);
        for (int position = 0; position < 3; position++) {
            search.consider(position, 0b11);
        }
        assertNull(search.search(), "the three cover two bits");
        assertEquals(List.of(), search.offered);
    }

    @Test
    void leavesOutMembersThatCoverOneBitOrMoreBitsThanThePatternHasMembers() {
        Recorder search = new Recorder(-1);
        search.begin(2);
        search.consider(0, 0b1);
        search.consider(1, 0b111);
        search.consider(2, 0b11);
        search.consider(3, 0b11);
        assertNull(search.search());
        assertEquals(List.of("1100 covers 11"), search.offered, "not 101, though it covers two bits");
    }

    @Test
    void beginForgetsTheMembersOfTheLastHouse() {
        Recorder search = withMembers(2, -1);
        search.begin(2);
        search.consider(2, 0b1001);
        search.consider(4, 0b1001);
        assertNull(search.search());
        assertEquals(List.of("10100 covers 1001"), search.offered);
    }
}
