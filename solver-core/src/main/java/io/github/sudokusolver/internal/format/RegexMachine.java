package io.github.sudokusolver.internal.format;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A pattern of the Interactive Sudoku Solver's {@code Regex} constraint compiled into an automaton over a grid's
 * digits: a digit is a character ({@code 1}-{@code 9}, then {@code A} or {@code a} for 10 and on), {@code .} any
 * digit, {@code [...]} a class (ranges {@code 1-4}, {@code ^} first to negate), {@code (...)} a group, {@code |}
 * alternation, and the quantifiers {@code *}, {@code +}, {@code ?}, {@code {n}}, {@code {n,}} and {@code {n,m}}.
 * Thompson's construction, then the empty moves closed over, so that the machine reads one digit per move. The
 * caller takes the blanks out first ({@code rules.Automaton.Machine.regex}), so that a position is one of the text
 * compiled. Stateless.
 */
public final class RegexMachine {

    /** The most states the construction may make, as that solver's compiler allows. */
    public static final int MAX_STATES = 1 << 12;
    /**
     * The most moves the machine may have once the empty moves are closed over: a short pattern of optional parts
     * ({@code (.?){1000}}) would otherwise make a move from every part to every later one, millions of them.
     */
    public static final int MAX_MOVES = 1 << 20;

    private final String pattern;
    private final int digits;
    private int at;
    /** Per state, its moves on digits as pairs {@code (mask of digits, target)}, and its empty moves. */
    private final List<int[]> digitMoves = new ArrayList<>();
    private final List<int[]> emptyMoves = new ArrayList<>();

    /** The pattern read: a class of digits, a sequence, alternatives, or a part repeated min to max (-1: no end). */
    private record Node(int mask, List<Node> parts, boolean alternatives, Node repeated, int min, int max) {

        /** The empty word: a sequence of no part ({@code ()}, the right of {@code 1|}). */
        static final Node EMPTY = new Node(0, List.of(), false, null, 0, 0);

        static Node digits(int mask) {
            return new Node(mask, List.of(), false, null, 0, 0);
        }
    }

    private RegexMachine(String pattern, int digits) {
        this.pattern = pattern;
        this.digits = digits;
    }

    /**
     * Compiles a pattern for a grid of {@code digits} digits.
     *
     * @throws MalformedTextException at the character where the pattern goes wrong (a character that is no digit
     *     of the grid, a group left open, a quantifier with nothing before it), or if it needs more than
     *     {@link #MAX_STATES} states
     */
    public static MachineSpec compile(String pattern, int digits) throws MalformedTextException {
        RegexMachine compiler = new RegexMachine(pattern, digits);
        if (pattern.isEmpty()) {
            throw compiler.error("found an empty pattern, expected one digit at least");
        }
        Node whole = compiler.alternation();
        if (compiler.at < compiler.pattern.length()) {
            throw compiler.error("found '" + compiler.pattern.charAt(compiler.at) + "', expected the end of the"
                    + " pattern (a ')' without its '(')");
        }
        int[] fragment = compiler.build(whole);
        return compiler.closed(fragment[0], fragment[1]);
    }

    private Node alternation() throws MalformedTextException {
        List<Node> options = new ArrayList<>(List.of(sequence()));
        while (peek('|')) {
            at++;
            options.add(sequence());
        }
        return options.size() == 1 ? options.get(0) : new Node(0, options, true, null, 0, 0);
    }

    private Node sequence() throws MalformedTextException {
        List<Node> parts = new ArrayList<>();
        while (at < pattern.length() && !peek('|') && !peek(')')) {
            parts.add(quantified());
        }
        return parts.isEmpty() ? Node.EMPTY : parts.size() == 1 ? parts.get(0)
                : new Node(0, parts, false, null, 0, 0);
    }

    private Node quantified() throws MalformedTextException {
        Node node = atom();
        while (at < pattern.length() && "*+?{".indexOf(pattern.charAt(at)) >= 0) {
            char q = pattern.charAt(at++);
            int min;
            int max;
            if (q == '{') {
                min = number();
                max = min;
                if (peek(',')) {
                    at++;
                    max = peek('}') ? -1 : number();
                }
                if (!peek('}')) {
                    throw error(at < pattern.length() ? "found '" + pattern.charAt(at) + "', expected '}'"
                            : "the pattern ends inside '{', expected '}'");
                }
                at++;
                if (max >= 0 && max < min) {
                    throw error("found {" + min + "," + max + "}, expected the most at least the fewest");
                }
            } else {
                min = q == '+' ? 1 : 0;
                max = q == '?' ? 1 : -1;
            }
            node = new Node(0, List.of(), false, node, min, max);
        }
        return node;
    }

    private Node atom() throws MalformedTextException {
        if (at >= pattern.length()) {
            throw error("the pattern ends where a digit, '.', '[' or '(' belongs");
        }
        char c = pattern.charAt(at);
        if (c == '(') {
            int open = at++;
            Node inner = alternation();
            if (!peek(')')) {
                throw error("the group opened at " + (open + 1) + " is not closed, expected ')'");
            }
            at++;
            return inner;
        }
        if (c == '[') {
            return Node.digits(digitClass());
        }
        if (c == '.') {
            at++;
            return Node.digits((1 << digits) - 1);
        }
        if ("*+?{|)".indexOf(c) >= 0) {
            throw error("found '" + c + "' with nothing before it to repeat, expected a digit, '.', '[' or '('");
        }
        Node node = Node.digits(1 << digit(c) - 1);
        at++;
        return node;
    }

    /** Thompson's fragment {@code {start, end}} of a node, with fresh states. */
    private int[] build(Node node) throws MalformedTextException {
        if (node.repeated() != null) {
            return repeat(node.repeated(), node.min(), node.max());
        }
        if (node == Node.EMPTY) {
            int only = state();
            return new int[] {only, only};
        }
        if (node.parts().isEmpty()) {
            int start = state();
            int end = state();
            digitMoves.set(start, append(digitMoves.get(start), node.mask(), end));
            return new int[] {start, end};
        }
        if (node.alternatives()) {
            int start = state();
            int end = state();
            for (Node option : node.parts()) {
                int[] part = build(option);
                empty(start, part[0]);
                empty(part[1], end);
            }
            return new int[] {start, end};
        }
        int[] whole = build(node.parts().get(0));
        for (Node next : node.parts().subList(1, node.parts().size())) {
            int[] part = build(next);
            empty(whole[1], part[0]);
            whole = new int[] {whole[0], part[1]};
        }
        return whole;
    }

    private int[] repeat(Node child, int min, int max) throws MalformedTextException {
        int[] result;
        if (min == 0) {
            int only = state();
            result = new int[] {only, only};
        } else {
            result = build(child);
        }
        for (int i = 1; i < min; i++) {
            int[] copy = build(child);
            empty(result[1], copy[0]);
            result = new int[] {result[0], copy[1]};
        }
        if (max < 0) {
            int[] loop = build(child);
            empty(result[1], loop[0]);
            empty(loop[1], loop[0]);
            empty(loop[1], result[1]);
            return result;
        }
        for (int i = min; i < max; i++) {
            int[] copy = build(child);
            empty(result[1], copy[0]);
            empty(result[1], copy[1]);
            result = new int[] {result[0], copy[1]};
        }
        return result;
    }

    private int digitClass() throws MalformedTextException {
        at++;
        boolean negated = peek('^');
        if (negated) {
            at++;
        }
        int mask = 0;
        boolean any = false;
        while (at < pattern.length() && !peek(']')) {
            int low = digit(pattern.charAt(at));
            at++;
            int high = low;
            if (peek('-') && at + 1 < pattern.length() && pattern.charAt(at + 1) != ']') {
                at++;
                high = digit(pattern.charAt(at));
                at++;
                if (high < low) {
                    throw error("found the range " + low + "-" + high + ", expected its first digit first");
                }
            }
            for (int d = low; d <= high; d++) {
                mask |= 1 << d - 1;
            }
            any = true;
        }
        if (!peek(']')) {
            throw error("the pattern ends inside '[', expected ']'");
        }
        at++;
        if (!any) {
            throw error("found an empty class '[]', expected a digit in it");
        }
        return negated ? (1 << digits) - 1 & ~mask : mask;
    }

    private int digit(char c) throws MalformedTextException {
        int value = c >= '0' && c <= '9' ? c - '0' : c >= 'A' && c <= 'Z' ? c - 'A' + 10
                : c >= 'a' && c <= 'z' ? c - 'a' + 10 : -1;
        if (value < 1 || value > digits) {
            throw error("found '" + c + "', expected a digit of the grid (1-" + digits + "), '.', '[', '(' or a"
                    + " quantifier");
        }
        return value;
    }

    private int number() throws MalformedTextException {
        int start = at;
        while (at < pattern.length() && pattern.charAt(at) >= '0' && pattern.charAt(at) <= '9') {
            at++;
        }
        if (start == at) {
            throw error("found " + (at < pattern.length() ? "'" + pattern.charAt(at) + "'" : "the end")
                    + " in a quantifier, expected a number");
        }
        if (at - start > 4) {
            at = start;
            throw error("found a count above 9999 in a quantifier");
        }
        return Integer.parseInt(pattern.substring(start, at));
    }

    private boolean peek(char c) {
        return at < pattern.length() && pattern.charAt(at) == c;
    }

    private int state() throws MalformedTextException {
        if (digitMoves.size() == MAX_STATES) {
            throw error("the pattern needs more than " + MAX_STATES + " states; write it shorter");
        }
        digitMoves.add(new int[0]);
        emptyMoves.add(new int[0]);
        return digitMoves.size() - 1;
    }

    private void empty(int from, int to) {
        emptyMoves.set(from, append(emptyMoves.get(from), to));
    }

    private MalformedTextException error(String problem) {
        return new MalformedTextException(Math.min(at, pattern.length()), problem);
    }

    /** The machine without empty moves: a state moves where its empty closure moves, and accepts where it ends. */
    private MachineSpec closed(int start, int end) throws MalformedTextException {
        int states = digitMoves.size();
        long[] added = new long[states]; // per target, the last (state, digit) that moved to it, to list a move once
        int[] moves = new int[64];
        int count = 0;
        List<Integer> accepts = new ArrayList<>();
        int[] reach = new int[states]; // the closure of the state in hand, as a list
        int[] seenBy = new int[states]; // the state whose closure last listed each state, plus one
        for (int s = 0; s < states; s++) {
            int size = closure(s, reach, seenBy);
            boolean accepting = false;
            for (int k = 0; k < size; k++) {
                int u = reach[k];
                accepting |= u == end;
                int[] pairs = digitMoves.get(u);
                for (int p = 0; p < pairs.length; p += 2) {
                    for (int rest = pairs[p]; rest != 0; rest &= rest - 1) {
                        int digit = Integer.numberOfTrailingZeros(rest) + 1;
                        long key = (long) s * 32 + digit;
                        if (added[pairs[p + 1]] == key + 1) {
                            continue;
                        }
                        added[pairs[p + 1]] = key + 1;
                        if (count == 3 * MAX_MOVES) {
                            throw new MalformedTextException(0, "the pattern's machine needs more than " + MAX_MOVES
                                    + " moves; write it shorter");
                        }
                        if (count + 3 > moves.length) {
                            moves = Arrays.copyOf(moves, moves.length * 2);
                        }
                        moves[count++] = s;
                        moves[count++] = digit;
                        moves[count++] = pairs[p + 1];
                    }
                }
            }
            if (accepting) {
                accepts.add(s);
            }
        }
        return new MachineSpec(states, new int[] {start},
                accepts.stream().mapToInt(Integer::intValue).toArray(), Arrays.copyOf(moves, count));
    }

    /** Lists in {@code reach} the states {@code from} reaches by empty moves, itself first; returns how many. */
    private int closure(int from, int[] reach, int[] seenBy) {
        int size = 0;
        seenBy[from] = from + 1;
        reach[size++] = from;
        for (int k = 0; k < size; k++) {
            for (int to : emptyMoves.get(reach[k])) {
                if (seenBy[to] != from + 1) {
                    seenBy[to] = from + 1;
                    reach[size++] = to;
                }
            }
        }
        return size;
    }

    private static int[] append(int[] list, int... values) {
        int[] out = Arrays.copyOf(list, list.length + values.length);
        System.arraycopy(values, 0, out, list.length, values.length);
        return out;
    }
}
