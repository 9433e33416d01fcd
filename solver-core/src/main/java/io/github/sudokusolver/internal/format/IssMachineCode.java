package io.github.sudokusolver.internal.format;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;

/**
 * The packed automaton of the Interactive Sudoku Solver's {@code NFA} constraint ({@code NFASerializer}), read and
 * written: base64url (no padding) of a bit stream, highest bit first. A header of the format (2 bits: 0 plain, 1
 * packed), the state bits less one (4), the symbols less one (4), the start count and the count of accepting states
 * that are not starts (a state-bits field each), then one bit per start saying whether it accepts, and for the plain
 * format the bits of a transition count (4). States are numbered starts first, then the other accepting states, then
 * the rest. Then per state, until the stream runs out: plain, its transition count and a (symbol, target) pair per
 * transition; packed (a deterministic machine), a mask of the symbols it moves on and one target per symbol. Symbol
 * {@code i} is the digit {@code i + 1} of the grid, and symbol {@code digits} the break between segments. Stateless.
 */
public final class IssMachineCode {

    /** The most states the format's state width (16 bits at most) numbers, and counts as starts. */
    public static final int MAX_STATES = (1 << 16) - 1;
    private static final int MAX_SYMBOLS = 16;
    private static final int PLAIN = 0;
    private static final int PACKED = 1;

    private IssMachineCode() {
    }

    /**
     * Reads a packed automaton for a grid of {@code digits} digits; its symbols past the break are dropped (no cell
     * reads them).
     *
     * @throws MalformedTextException at the character where the code goes wrong: not base64url, a header out of
     *     range, a transition cut short, bits left over that are not zero
     */
    public static MachineSpec decode(String code, int digits) throws MalformedTextException {
        if (code.isEmpty()) {
            throw new MalformedTextException(0, "found an empty automaton, expected its packed states");
        }
        byte[] bytes = base64url(code);
        Bits in = new Bits(bytes);
        int format = in.read(2);
        if (format != PLAIN && format != PACKED) {
            throw new MalformedTextException(0, "found format " + format + ", expected 0 (plain) or 1 (packed)");
        }
        int stateBits = in.read(4) + 1;
        int symbols = in.read(4) + 1;
        int startCount = in.read(stateBits);
        int acceptCount = in.read(stateBits);
        if (startCount < 1) {
            throw new MalformedTextException(0, "found no start state, expected one at least");
        }
        // bit i of the field (highest first) says whether start i accepts
        boolean[] startAccepts = new boolean[startCount];
        for (int i = startCount - 1; i >= 0; i--) {
            startAccepts[i] = in.read(1) == 1;
        }
        int countBits = format == PLAIN ? in.read(4) : 0;
        int symbolBits = bitsFor(symbols - 1);
        List<int[]> moves = new ArrayList<>();
        int states = 0;
        int width = format == PLAIN ? countBits : symbols;
        while (width > 0 && in.left() >= width) {
            int state = states++;
            if (format == PLAIN) {
                int count = in.read(countBits);
                for (int t = 0; t < count; t++) {
                    if (in.left() < symbolBits + stateBits) {
                        throw new MalformedTextException(in.offset(), "the transitions of state " + state
                                + " are cut short");
                    }
                    moves.add(new int[] {state, in.read(symbolBits), in.read(stateBits)});
                }
            } else {
                int mask = in.read(symbols);
                for (int symbol = 0; symbol < symbols; symbol++) {
                    if ((mask >>> symbol & 1) != 0) { // bit i: symbol i
                        if (in.left() < stateBits) {
                            throw new MalformedTextException(in.offset(), "the transitions of state " + state
                                    + " are cut short");
                        }
                        moves.add(new int[] {state, symbol, in.read(stateBits)});
                    }
                }
            }
        }
        while (in.left() > 0) {
            if (in.read(1) != 0) {
                throw new MalformedTextException(in.offset(), "found bits left over that are not zero");
            }
        }
        for (int[] move : moves) {
            states = Math.max(states, move[2] + 1);
        }
        states = Math.max(states, startCount + acceptCount);
        if (states > MAX_STATES) {
            throw new MalformedTextException(0, states + " states, expected at most " + MAX_STATES);
        }
        int[] starts = new int[startCount];
        int[] accepts = new int[startCount + acceptCount];
        int a = 0;
        for (int s = 0; s < startCount; s++) {
            starts[s] = s;
            if (startAccepts[s]) {
                accepts[a++] = s;
            }
        }
        for (int s = 0; s < acceptCount; s++) {
            accepts[a++] = startCount + s;
        }
        int[] flat = new int[moves.size() * 3];
        int m = 0;
        for (int[] move : moves) {
            if (move[1] > digits) {
                continue; // a symbol past the break: no cell of this grid reads it
            }
            flat[m++] = move[0];
            flat[m++] = move[1] == digits ? 0 : move[1] + 1;
            flat[m++] = move[2];
        }
        return new MachineSpec(states, starts, Arrays.copyOf(accepts, a), Arrays.copyOf(flat, m));
    }

    /**
     * Writes an automaton for a grid of {@code digits} digits as that solver packs it, in its smaller format (packed
     * only where every state goes to one state per symbol).
     *
     * @throws IllegalArgumentException for more than {@link #MAX_STATES} states, or more than 16 symbols
     */
    public static String encode(MachineSpec spec, int digits) {
        if (spec.states() == 0) { // accepts nothing: written as one start state, not accepting, without moves
            spec = new MachineSpec(1, new int[] {0}, new int[0], new int[0]);
        }
        int symbols = digits + (usesBreak(spec) ? 1 : 0);
        if (symbols > MAX_SYMBOLS) {
            throw new IllegalArgumentException("that solver's automata read at most " + MAX_SYMBOLS
                    + " symbols; this one reads " + symbols);
        }
        // Renumber: starts first (in order), then the other accepting states, then the rest.
        boolean[] start = mark(spec.starts(), spec.states());
        boolean[] accept = mark(spec.accepts(), spec.states());
        int[] order = new int[spec.states()];
        int next = 0;
        for (int s : sorted(spec.starts())) {
            order[s] = next++;
        }
        int acceptCount = 0;
        for (int s = 0; s < spec.states(); s++) {
            if (accept[s] && !start[s]) {
                order[s] = next++;
                acceptCount++;
            }
        }
        for (int s = 0; s < spec.states(); s++) {
            if (!accept[s] && !start[s]) {
                order[s] = next++;
            }
        }
        int startCount = spec.starts().length;
        int states = spec.states();
        // wide enough for every state and for the two counts (that solver reads the width from the header)
        int stateBits = Math.max(1, Math.max(bitsFor(states - 1),
                Math.max(bitsFor(startCount), bitsFor(acceptCount))));
        if (states > MAX_STATES) {
            throw new IllegalArgumentException("that solver packs at most " + MAX_STATES + " states");
        }
        // The moves renumbered, as keys (from, symbol index, to) in that order, each once: a state's row is a run.
        int[] moves = spec.moves();
        long[] keys = new long[moves.length / 3];
        for (int m = 0; m < moves.length; m += 3) {
            int symbol = moves[m + 1] == 0 ? digits : moves[m + 1] - 1;
            keys[m / 3] = (long) order[moves[m]] << 32 | (long) symbol << 20 | order[moves[m + 2]];
        }
        Arrays.sort(keys);
        int total = 0;
        boolean packable = true; // one target per state and symbol
        for (long key : keys) {
            if (total > 0 && key == keys[total - 1]) {
                continue;
            }
            packable &= total == 0 || key >>> 20 != keys[total - 1] >>> 20;
            keys[total++] = key;
        }
        int[] rowStart = new int[states + 1];
        for (int k = 0; k < total; k++) {
            rowStart[(int) (keys[k] >>> 32) + 1]++;
        }
        int most = 0;
        for (int s = 0; s < states; s++) {
            most = Math.max(most, rowStart[s + 1]);
            rowStart[s + 1] += rowStart[s];
        }
        int countBits = bitsFor(most);
        int symbolBits = bitsFor(symbols - 1);
        boolean packed = packable && states * symbols + total * stateBits
                < states * countBits + total * (symbolBits + stateBits);
        Bits out = new Bits(new byte[0]);
        out.write(packed ? PACKED : PLAIN, 2);
        out.write(stateBits - 1, 4);
        out.write(symbols - 1, 4);
        out.write(startCount, stateBits);
        out.write(acceptCount, stateBits);
        int[] starts = sorted(spec.starts());
        for (int i = starts.length - 1; i >= 0; i--) {
            out.write(accept[starts[i]] ? 1 : 0, 1);
        }
        if (!packed) {
            out.write(countBits, 4);
        }
        for (int s = 0; s < states; s++) {
            if (packed) {
                int mask = 0;
                for (int k = rowStart[s]; k < rowStart[s + 1]; k++) {
                    mask |= 1 << (int) (keys[k] >>> 20 & 0xFFF);
                }
                out.write(mask, symbols);
            } else {
                out.write(rowStart[s + 1] - rowStart[s], countBits);
            }
            for (int k = rowStart[s]; k < rowStart[s + 1]; k++) {
                if (!packed) {
                    out.write((int) (keys[k] >>> 20 & 0xFFF), symbolBits);
                }
                out.write((int) (keys[k] & 0xFFFFF), stateBits);
            }
        }
        return Base64.getUrlEncoder().withoutPadding().encodeToString(out.bytes());
    }

    /**
     * A pattern of that solver's {@code Regex} constraint as its link carries it: base64url of the text, or, for its
     * older links (with a {@code %} or a {@code .} in them), the text URL-encoded.
     *
     * @throws MalformedTextException at a character that is neither
     */
    public static String decodePattern(String token) throws MalformedTextException {
        if (token.indexOf('%') >= 0 || token.indexOf('.') >= 0) {
            try { // the charset by name: Android 26 has no decode(String, Charset)
                return java.net.URLDecoder.decode(token.replace("+", "%2B"), "UTF-8");
            } catch (IllegalArgumentException | java.io.UnsupportedEncodingException e) {
                throw new MalformedTextException(token.indexOf('%'), "found a broken %-escape in the pattern");
            }
        }
        return new String(base64url(token), StandardCharsets.ISO_8859_1);
    }

    /** The bytes of base64url text, with or without its padding ('=' at the end only). */
    private static byte[] base64url(String text) throws MalformedTextException {
        int end = text.length();
        while (end > 0 && text.charAt(end - 1) == '=' && text.length() - end < 2) {
            end--;
        }
        for (int i = 0; i < end; i++) {
            char c = text.charAt(i);
            if (!(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_')) {
                throw new MalformedTextException(i, "found '" + c + "', expected base64url characters");
            }
        }
        if (end % 4 == 1) {
            throw new MalformedTextException(end - 1, "found a base64url text cut short (" + end + " characters,"
                    + " one too many or three too few)");
        }
        return Base64.getUrlDecoder().decode(text.substring(0, end));
    }

    private static boolean usesBreak(MachineSpec spec) {
        for (int m = 1; m < spec.moves().length; m += 3) {
            if (spec.moves()[m] == 0) {
                return true;
            }
        }
        return false;
    }

    private static boolean[] mark(int[] states, int count) {
        boolean[] out = new boolean[count];
        for (int s : states) {
            out[s] = true;
        }
        return out;
    }

    private static int[] sorted(int[] states) {
        int[] out = states.clone();
        Arrays.sort(out);
        return out;
    }

    /** The bits needed to write {@code value}: 0 for 0. */
    private static int bitsFor(int value) {
        return 32 - Integer.numberOfLeadingZeros(value);
    }

    /** A stream of bits, highest first, read or written. */
    private static final class Bits {
        private byte[] bytes;
        private int length;
        private int at;

        Bits(byte[] bytes) {
            this.bytes = bytes;
            this.length = bytes.length * 8;
        }

        int left() {
            return length - at;
        }

        /** The character of the base64 text the reading is at. */
        int offset() {
            return at / 6;
        }

        int read(int count) throws MalformedTextException {
            if (count > left()) {
                throw new MalformedTextException(offset(), "the automaton's code ends inside its header");
            }
            int value = 0;
            for (int i = 0; i < count; i++, at++) {
                value = value << 1 | bytes[at >> 3] >> 7 - (at & 7) & 1;
            }
            return value;
        }

        void write(int value, int count) {
            for (int i = count - 1; i >= 0; i--, length++) {
                if (length >> 3 == bytes.length) {
                    bytes = Arrays.copyOf(bytes, Math.max(8, bytes.length * 2));
                }
                if ((value >>> i & 1) != 0) {
                    bytes[length >> 3] |= (byte) (1 << 7 - (length & 7));
                }
            }
        }

        byte[] bytes() {
            return Arrays.copyOf(bytes, (length + 7) / 8);
        }
    }
}
