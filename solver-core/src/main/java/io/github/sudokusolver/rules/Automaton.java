package io.github.sudokusolver.rules;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.internal.format.IssMachineCode;
import io.github.sudokusolver.internal.format.MachineSpec;
import io.github.sudokusolver.internal.format.MalformedTextException;
import io.github.sudokusolver.internal.format.RegexMachine;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.ToIntFunction;

/**
 * A rule of an app's own read along cells: the digits on them, in order, must be a word its automaton
 * ({@link Machine}) accepts. So a setter's rule that no other type states ("the line reads as an arithmetic series",
 * "each digit on the line is the sum of the two before it") can still be given to the solver, as the Interactive
 * Sudoku Solver's {@code NFA} and {@code Regex} constraints give it. The cells come in one segment or more, read one
 * after the other; between two segments the machine reads {@link Machine#BREAK}.
 *
 * <pre>{@code
 * // three cells whose digits rise by one from cell to cell, on 9x9
 * Automaton run = Automaton.regex("run", "123|234|345|456|567|678|789", 9, threeCells);
 * }</pre>
 *
 * <p>This is a value type: two automata are equal when their names, segments, machines and patterns are (a
 * machine given by a pattern keeps it, and writes it).
 */
public final class Automaton implements Rule {

    private final String name;
    private final List<List<Cell>> segments;
    private final List<Cell> cells;
    private final Machine machine;
    /** The pattern the machine was compiled from, or null for a machine given as one. */
    private final String pattern;

    private Automaton(String name, List<List<Cell>> segments, Machine machine, String pattern) {
        this.name = name;
        this.segments = segments;
        this.machine = machine;
        this.pattern = pattern;
        List<Cell> all = new ArrayList<>();
        segments.forEach(all::addAll);
        this.cells = List.copyOf(all);
        if (!name.matches("[A-Za-z][A-Za-z0-9_-]*")) {
            throw new IllegalArgumentException("automaton '" + name + "': a name is a letter, then letters, digits,"
                    + " '-' or '_' (it is one word of the text form)");
        }
        if (segments.isEmpty()) {
            throw new IllegalArgumentException("automaton " + name + ": it needs a segment of cells");
        }
        for (List<Cell> segment : segments) {
            if (segment.isEmpty()) {
                throw new IllegalArgumentException("automaton " + name + ": a segment without cells");
            }
            Cells.requireDistinct(segment, "automaton " + name);
        }
        if (segments.size() > 1 && !machine.readsBreak()) {
            throw new IllegalArgumentException("automaton " + name + ": " + segments.size() + " segments, and its"
                    + " machine never reads the break between two (no word would be accepted)");
        }
    }

    /**
     * An automaton given as a machine, read along one segment of cells or more.
     *
     * @param name what steps and pictures call it: a letter, then letters, digits, {@code -} or {@code _}
     * @param machine the machine; its digits are those of the grids it goes on
     * @param segments the cells, a list per segment in reading order; no cell twice within a segment (a cell may
     *     end one segment and start the next)
     * @return the automaton
     * @throws NullPointerException if an argument, a segment or a cell is null
     * @throws IllegalArgumentException if the name is not one word as above, there is no segment, or a segment is
     *     empty or has a cell twice, or there are two segments or more and the machine has no move on
     *     {@link Machine#BREAK}
     */
    public static Automaton of(String name, Machine machine, List<List<Cell>> segments) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(machine, "machine");
        Objects.requireNonNull(segments, "segments");
        List<List<Cell>> copy = new ArrayList<>();
        for (List<Cell> segment : segments) {
            copy.add(Cells.copy("segment", Objects.requireNonNull(segment, "segment")));
        }
        return new Automaton(name, List.copyOf(copy), machine, null);
    }

    /**
     * An automaton given as a pattern (the Interactive Sudoku Solver's subset of regular expressions), read along
     * one segment of cells: a digit is a character ({@code 1}-{@code 9}, then {@code A} for 10 and on), {@code .}
     * any digit, {@code [1-4]} or {@code [^59]} a class, {@code (...)} a group, {@code |} alternatives, and
     * {@code *}, {@code +}, {@code ?}, {@code {n}}, {@code {n,}}, {@code {n,m}} the quantifiers; blanks are ignored.
     *
     * @param name as {@link #of} says
     * @param pattern the pattern; the whole of the cells' digits must match it
     * @param digits the grid's digits, 1 to {@link Machine#MAX_DIGITS}
     * @param cells the cells in reading order, none twice
     * @return the automaton, which keeps its pattern
     * @throws NullPointerException if an argument or a cell is null
     * @throws IllegalArgumentException as {@link #of} says, or as {@link Machine#regex} says
     */
    public static Automaton regex(String name, String pattern, int digits, List<Cell> cells) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(pattern, "pattern");
        String compact = Machine.withoutBlanks(pattern);
        Machine machine = Machine.regex(compact, digits);
        return new Automaton(name, List.of(Cells.copy("cells", cells)), machine, compact);
    }

    /**
     * What steps and pictures call it.
     *
     * @return the name given
     */
    public String name() {
        return name;
    }

    /**
     * The machine the cells' digits are read by.
     *
     * @return the machine
     */
    public Machine machine() {
        return machine;
    }

    /**
     * The pattern it was made from, by {@link #regex}.
     *
     * @return the pattern without blanks, or empty for an automaton given as a machine
     */
    public Optional<String> pattern() {
        return Optional.ofNullable(pattern);
    }

    /**
     * The segments of cells, read one after the other with a {@link Machine#BREAK} between two.
     *
     * @return an unmodifiable list of unmodifiable lists, none empty
     */
    public List<List<Cell>> segments() {
        return segments;
    }

    /**
     * Every cell, segment after segment (a cell that ends one segment and starts the next is listed twice).
     *
     * @return an unmodifiable list
     */
    public List<Cell> cells() {
        return cells;
    }

    /**
     * Whether the machine accepts the digits of a filled grid along the cells.
     *
     * @param digitAt the digit of each cell
     * @return true if the word read along the segments is accepted
     */
    public boolean accepts(ToIntFunction<Cell> digitAt) {
        Objects.requireNonNull(digitAt, "digitAt");
        int[] word = steps(digitAt);
        for (int i = 0; i < word.length; i++) {
            word[i] = word[i] < 0 ? Machine.BREAK : word[i];
        }
        return machine.accepts(word);
    }

    /**
     * The steps the machine reads, in order: a number per cell, segment after segment, and -1 at each break between
     * two segments.
     *
     * @param numberOf what to give each cell (its index in an app's grid, its digit): a number of 0 or more
     * @return a new array of {@code cells().size() + segments().size() - 1} numbers
     */
    public int[] steps(ToIntFunction<Cell> numberOf) {
        int[] steps = new int[cells.size() + segments.size() - 1];
        int at = 0;
        for (List<Cell> segment : segments) {
            if (at > 0) {
                steps[at++] = -1;
            }
            for (Cell cell : segment) {
                steps[at++] = numberOf.applyAsInt(cell);
            }
        }
        return steps;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Automaton that && name.equals(that.name) && segments.equals(that.segments)
                && machine.equals(that.machine) && Objects.equals(pattern, that.pattern);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, segments, machine, pattern);
    }

    /**
     * The automaton as the text form writes it: its name, its pattern or its machine packed as the Interactive
     * Sudoku Solver packs it, and the cells, a {@code |} between two segments.
     *
     * @return e.g. {@code automaton run regex 123|234|345: r1c1 r1c2 r1c3}, or
     *     {@code automaton seq nfa VgGv_wQgx...: r1c1 r1c2 | r3c1 r3c2}
     */
    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("automaton ").append(name);
        out.append(pattern != null ? " regex " + pattern : " nfa " + machine.toIss()).append(':');
        for (int s = 0; s < segments.size(); s++) {
            if (s > 0) {
                out.append(" |");
            }
            Cells.appendNames(out, segments.get(s));
        }
        return out.toString();
    }

    /**
     * A finite automaton over a grid's digits, which may hold several states at once (non-deterministic): states
     * {@code 0..states()-1}, some of them start states and some accepting, and per state and symbol the states it
     * goes to. A symbol is a digit {@code 1..digits()}, or {@link #BREAK} between two segments of cells. A word is
     * accepted when some path of moves from a start state reads it and ends in an accepting state. Only the states
     * on such paths are kept ({@link Builder#build}): two machines built alike are equal.
     *
     * <pre>{@code
     * // digits that never fall: from state d-1, a digit e >= d goes to state e-1; every state accepts
     * Automaton.Machine.Builder rising = Automaton.Machine.builder(9, 9).start(0);
     * for (int d = 1; d <= 9; d++) {
     *     rising.accept(d - 1);
     *     for (int e = d; e <= 9; e++) {
     *         rising.on(d - 1, e, e - 1);
     *     }
     * }
     * Automaton.Machine machine = rising.build();
     * }</pre>
     *
     * <p>Immutable and a value type.
     */
    public static final class Machine {

        /** The symbol read between two segments of cells. */
        public static final int BREAK = 0;
        /** The most digits: the Interactive Sudoku Solver packs 16 symbols. */
        public static final int MAX_DIGITS = 16;
        /** The most states a machine has: what the Interactive Sudoku Solver's packed form numbers. */
        public static final int MAX_STATES = IssMachineCode.MAX_STATES;

        /**
         * The last machine made from a text ({@link #regex}, {@link #fromIss}): a puzzle lists one pattern or packed
         * machine for many lines, and each line would otherwise compile it again.
         */
        private static volatile Compiled last;

        private record Compiled(String text, boolean fromPacked, int digits, Machine machine) {
        }

        private final int digits;
        private final int[] starts;
        private final boolean[] accepting;
        /** Per state and symbol ({@code state * (digits + 1) + symbol}), where its targets start in {@code targets}. */
        private final int[] offsets;
        private final int[] targets;
        /** {@link #toIss()}, once asked: a layout orders its rules by their text. */
        private String packed;

        private Machine(int digits, int[] starts, boolean[] accepting, int[] offsets, int[] targets) {
            this.digits = digits;
            this.starts = starts;
            this.accepting = accepting;
            this.offsets = offsets;
            this.targets = targets;
        }

        /**
         * A builder of a machine of at most {@code states} states over the digits 1 to {@code digits}.
         *
         * @param states how many states it may use, 1 to {@link #MAX_STATES}
         * @param digits the grid's digits, 1 to {@link #MAX_DIGITS}
         * @return the builder
         * @throws IllegalArgumentException if either is out of range
         */
        public static Builder builder(int states, int digits) {
            if (states < 1 || states > MAX_STATES) {
                throw new IllegalArgumentException(states + " states, expected 1 to " + MAX_STATES);
            }
            checkDigits(digits);
            return new Builder(states, digits);
        }

        /**
         * The machine of a pattern, as {@link Automaton#regex} reads one.
         *
         * @param pattern the pattern; not null
         * @param digits the grid's digits, 1 to {@link #MAX_DIGITS}
         * @return the machine
         * @throws IllegalArgumentException if the pattern is empty or not of that subset, names a digit past
         *     {@code digits}, or needs more than 4,096 states or a million moves; the message quotes the pattern
         *     without its blanks and names the character there (from 1)
         */
        public static Machine regex(String pattern, int digits) {
            Objects.requireNonNull(pattern, "pattern");
            checkDigits(digits);
            String compact = withoutBlanks(pattern);
            Compiled cached = last;
            if (cached != null && !cached.fromPacked && cached.digits == digits && cached.text.equals(compact)) {
                return cached.machine;
            }
            try {
                Machine machine = of(RegexMachine.compile(compact, digits), digits);
                last = new Compiled(compact, false, digits, machine);
                return machine;
            } catch (MalformedTextException e) {
                throw new IllegalArgumentException("the pattern '" + compact + "' at character " + (e.offset() + 1)
                        + ": " + e.problem());
            }
        }

        /** A pattern without its blanks, as it is compiled and written. */
        static String withoutBlanks(String pattern) {
            return pattern.replaceAll("\\s", "");
        }

        private static void checkDigits(int digits) {
            if (digits < 1 || digits > MAX_DIGITS) {
                throw new IllegalArgumentException(digits + " digits, expected 1 to " + MAX_DIGITS);
            }
        }

        /**
         * The machine of the Interactive Sudoku Solver's packed form (its {@code NFA} constraint's first argument,
         * {@code NFASerializer}), on a grid of {@code digits} digits: its symbol {@code i} is the digit
         * {@code i + 1}, and its symbol {@code digits} the break between segments.
         *
         * @param packed the packed form, base64url
         * @param digits the grid's digits, 1 to {@link #MAX_DIGITS}
         * @return the machine
         * @throws IllegalArgumentException if the text is not such a form; the message names the character
         */
        public static Machine fromIss(String packed, int digits) {
            Objects.requireNonNull(packed, "packed");
            checkDigits(digits);
            Compiled cached = last;
            if (cached != null && cached.fromPacked && cached.digits == digits && cached.text.equals(packed)) {
                return cached.machine;
            }
            try {
                Machine machine = of(IssMachineCode.decode(packed, digits), digits);
                last = new Compiled(packed, true, digits, machine);
                return machine;
            } catch (MalformedTextException e) {
                throw new IllegalArgumentException("the packed automaton at character " + (e.offset() + 1) + ": "
                        + e.problem());
            }
        }

        private static Machine of(MachineSpec spec, int digits) {
            Builder builder = builder(Math.max(1, spec.states()), digits);
            for (int s : spec.starts()) {
                builder.start(s);
            }
            for (int s : spec.accepts()) {
                builder.accept(s);
            }
            int[] moves = spec.moves();
            for (int m = 0; m < moves.length; m += 3) {
                builder.on(moves[m], moves[m + 1], moves[m + 2]);
            }
            return builder.build();
        }

        /**
         * The machine as the Interactive Sudoku Solver packs it ({@link #fromIss} reads it back).
         *
         * @return base64url text
         */
        public String toIss() {
            String code = packed;
            if (code == null) { // a benign race: every thread computes the same text
                code = IssMachineCode.encode(spec(), digits);
                packed = code;
            }
            return code;
        }

        private MachineSpec spec() {
            return new MachineSpec(states(), starts(), accepts(), moves());
        }

        /**
         * Its start states.
         *
         * @return the states in ascending order, a new array
         */
        public int[] starts() {
            return starts.clone();
        }

        /**
         * Its accepting states.
         *
         * @return the states in ascending order, a new array
         */
        public int[] accepts() {
            int[] out = new int[states()];
            int a = 0;
            for (int s = 0; s < states(); s++) {
                if (accepting[s]) {
                    out[a++] = s;
                }
            }
            return Arrays.copyOf(out, a);
        }

        /**
         * Its moves, as triples {@code from, symbol, to} one after another (symbol {@link #BREAK} or a digit), by
         * source, then symbol, then target.
         *
         * @return a new array of three ints per move
         */
        public int[] moves() {
            int[] out = new int[targets.length * 3];
            int m = 0;
            for (int s = 0; s < states(); s++) {
                for (int symbol = 0; symbol <= digits; symbol++) {
                    int at = s * (digits + 1) + symbol;
                    for (int t = offsets[at]; t < offsets[at + 1]; t++) {
                        out[m++] = s;
                        out[m++] = symbol;
                        out[m++] = targets[t];
                    }
                }
            }
            return out;
        }

        /** Whether some move reads the break between two segments. */
        boolean readsBreak() {
            for (int s = 0; s < states(); s++) {
                int at = s * (digits + 1) + BREAK;
                if (offsets[at + 1] > offsets[at]) {
                    return true;
                }
            }
            return false;
        }

        /**
         * How many states it keeps: those on a path from a start state to an accepting one.
         *
         * @return 0 (it accepts nothing) or more
         */
        public int states() {
            return accepting.length;
        }

        /**
         * The grid's digits it reads.
         *
         * @return 1 to {@link #MAX_DIGITS}
         */
        public int digits() {
            return digits;
        }

        /**
         * Whether a state is a start state.
         *
         * @param state a state
         * @return true for a start state; false for any other number
         */
        public boolean isStart(int state) {
            return Arrays.binarySearch(starts, state) >= 0;
        }

        /**
         * Whether a state accepts.
         *
         * @param state a state
         * @return true for an accepting state; false for any other number
         */
        public boolean isAccepting(int state) {
            return state >= 0 && state < accepting.length && accepting[state];
        }

        /**
         * The states a state goes to on a symbol.
         *
         * @param state a state
         * @param symbol a digit, or {@link #BREAK}
         * @return the states in ascending order, a new array; empty for a state or symbol out of range
         */
        public int[] next(int state, int symbol) {
            if (state < 0 || state >= states() || symbol < 0 || symbol > digits) {
                return new int[0];
            }
            int at = state * (digits + 1) + symbol;
            return Arrays.copyOfRange(targets, offsets[at], offsets[at + 1]);
        }

        /**
         * Whether it accepts a word.
         *
         * @param word digits and breaks ({@link #BREAK}), in reading order; not null
         * @return true if some path from a start state reads it and ends in an accepting state
         */
        public boolean accepts(int... word) {
            boolean[] now = new boolean[states()];
            for (int s : starts) {
                now[s] = true;
            }
            for (int symbol : word) {
                boolean[] after = new boolean[states()];
                for (int s = 0; s < now.length; s++) {
                    if (now[s]) {
                        for (int t : next(s, symbol)) {
                            after[t] = true;
                        }
                    }
                }
                now = after;
            }
            for (int s = 0; s < now.length; s++) {
                if (now[s] && accepting[s]) {
                    return true;
                }
            }
            return false;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Machine that && digits == that.digits && Arrays.equals(starts, that.starts)
                    && Arrays.equals(accepting, that.accepting) && Arrays.equals(offsets, that.offsets)
                    && Arrays.equals(targets, that.targets);
        }

        @Override
        public int hashCode() {
            return ((digits * 31 + Arrays.hashCode(starts)) * 31 + Arrays.hashCode(accepting)) * 31
                    + Arrays.hashCode(targets);
        }

        /**
         * A short description.
         *
         * @return e.g. {@code machine of 12 states over 1-9}
         */
        @Override
        public String toString() {
            return "machine of " + states() + " states over 1-" + digits;
        }

        /** Builds a {@link Machine}; states, starts, accepting states and moves added in any order. Not thread-safe. */
        public static final class Builder {
            private final int states;
            private final int digits;
            private final boolean[] start;
            private final boolean[] accept;
            /** Per state and symbol, its targets as a sorted set of ints (a list that grows). */
            private final int[][] moves;
            private final int[] counts;

            private Builder(int states, int digits) {
                this.states = states;
                this.digits = digits;
                this.start = new boolean[states];
                this.accept = new boolean[states];
                this.moves = new int[states * (digits + 1)][];
                this.counts = new int[states * (digits + 1)];
            }

            /**
             * Makes a state a start state.
             *
             * @param state a state of the builder's range
             * @return this builder
             * @throws IllegalArgumentException if the state is out of range
             */
            public Builder start(int state) {
                start[check(state)] = true;
                return this;
            }

            /**
             * Makes a state accepting.
             *
             * @param state a state of the builder's range
             * @return this builder
             * @throws IllegalArgumentException if the state is out of range
             */
            public Builder accept(int state) {
                accept[check(state)] = true;
                return this;
            }

            /**
             * Adds a move.
             *
             * @param from the state it leaves
             * @param symbol a digit 1 to the builder's digits, or {@link #BREAK}
             * @param to the state it goes to
             * @return this builder
             * @throws IllegalArgumentException if a state or the symbol is out of range
             */
            public Builder on(int from, int symbol, int to) {
                check(from);
                check(to);
                if (symbol < 0 || symbol > digits) {
                    throw new IllegalArgumentException("symbol " + symbol + ", expected a digit 1-" + digits
                            + " or BREAK (0)");
                }
                if (symbol == BREAK && digits == MAX_DIGITS) {
                    throw new IllegalArgumentException("a machine of " + MAX_DIGITS + " digits has no symbol left for"
                            + " the break (the Interactive Sudoku Solver packs " + MAX_DIGITS + " symbols)");
                }
                int at = from * (digits + 1) + symbol;
                int[] list = moves[at] == null ? new int[2] : moves[at];
                if (counts[at] > 0 && list[counts[at] - 1] == to) {
                    return this; // the same move again (a repeat further back is dropped in build)
                }
                if (counts[at] == list.length) {
                    list = Arrays.copyOf(list, list.length * 2);
                }
                list[counts[at]++] = to;
                moves[at] = list;
                return this;
            }

            private int check(int state) {
                if (state < 0 || state >= states) {
                    throw new IllegalArgumentException("state " + state + ", expected 0 to " + (states - 1));
                }
                return state;
            }

            /**
             * The machine, with only the states on a path from a start state to an accepting one, numbered start
             * states first, then the other accepting states, then the rest, each in the order they had.
             *
             * @return the machine
             */
            public Machine build() {
                int symbols = digits + 1;
                boolean[] reached = new boolean[states];
                int[] stack = new int[states];
                int top = 0;
                for (int s = 0; s < states; s++) {
                    if (start[s]) {
                        reached[s] = true;
                        stack[top++] = s;
                    }
                }
                // the moves backwards, by target (counted, then filled): who goes to each state
                int[] backStart = new int[states + 1];
                for (int at = 0; at < moves.length; at++) {
                    for (int i = 0; i < counts[at]; i++) {
                        backStart[moves[at][i] + 1]++;
                    }
                }
                for (int s = 0; s < states; s++) {
                    backStart[s + 1] += backStart[s];
                }
                int[] back = new int[backStart[states]];
                int[] filled = backStart.clone();
                for (int at = 0; at < moves.length; at++) {
                    for (int i = 0; i < counts[at]; i++) {
                        back[filled[moves[at][i]]++] = at / symbols;
                    }
                }
                while (top > 0) {
                    int s = stack[--top];
                    for (int symbol = 0; symbol < symbols; symbol++) {
                        int at = s * symbols + symbol;
                        for (int i = 0; i < counts[at]; i++) {
                            if (!reached[moves[at][i]]) {
                                reached[moves[at][i]] = true;
                                stack[top++] = moves[at][i];
                            }
                        }
                    }
                }
                boolean[] ends = new boolean[states];
                for (int s = 0; s < states; s++) {
                    if (accept[s] && reached[s]) {
                        ends[s] = true;
                        stack[top++] = s;
                    }
                }
                while (top > 0) {
                    int to = stack[--top];
                    for (int b = backStart[to]; b < backStart[to + 1]; b++) {
                        int from = back[b];
                        if (reached[from] && !ends[from]) {
                            ends[from] = true;
                            stack[top++] = from;
                        }
                    }
                }
                // Numbered as the Interactive Sudoku Solver packs them: starts, other accepting states, the rest;
                // so a machine read back from its packed form is equal to the one written
                int[] renumber = new int[states];
                Arrays.fill(renumber, -1);
                int kept = 0;
                for (int pass = 0; pass < 3; pass++) {
                    for (int s = 0; s < states; s++) {
                        boolean inPass = pass == 0 ? start[s]
                                : pass == 1 ? !start[s] && accept[s] : !start[s] && !accept[s];
                        if (ends[s] && inPass) {
                            renumber[s] = kept++;
                        }
                    }
                }
                int[] offsets = new int[kept * symbols + 1];
                int[] targets = new int[16];
                int count = 0;
                List<Integer> starts = new ArrayList<>();
                boolean[] accepting = new boolean[kept];
                int[] byNew = new int[kept];
                for (int s = 0; s < states; s++) {
                    if (renumber[s] >= 0) {
                        byNew[renumber[s]] = s;
                    }
                }
                for (int s : byNew) {
                    if (start[s]) {
                        starts.add(renumber[s]);
                    }
                    accepting[renumber[s]] = accept[s];
                    for (int symbol = 0; symbol < symbols; symbol++) {
                        int at = s * symbols + symbol;
                        int[] list = new int[counts[at]];
                        int n = 0;
                        for (int i = 0; i < counts[at]; i++) {
                            if (renumber[moves[at][i]] >= 0) {
                                list[n++] = renumber[moves[at][i]];
                            }
                        }
                        Arrays.sort(list, 0, n);
                        int unique = 0;
                        for (int i = 0; i < n; i++) {
                            if (unique == 0 || list[i] != list[unique - 1]) {
                                list[unique++] = list[i];
                            }
                        }
                        n = unique;
                        list = Arrays.copyOf(list, n);
                        if (count + n > targets.length) {
                            targets = Arrays.copyOf(targets, Math.max(targets.length * 2, count + n));
                        }
                        System.arraycopy(list, 0, targets, count, n);
                        count += n;
                        offsets[renumber[s] * symbols + symbol + 1] = count;
                    }
                }
                return new Machine(digits, starts.stream().mapToInt(Integer::intValue).toArray(), accepting,
                        offsets, Arrays.copyOf(targets, count));
            }
        }
    }
}
