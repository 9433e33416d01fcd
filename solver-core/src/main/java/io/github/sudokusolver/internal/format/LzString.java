package io.github.sudokusolver.internal.format;

import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The {@code compressToBase64} and {@code decompressFromBase64} of the lz-string JavaScript library (pieroxy, 1.4.x),
 * char for char: f-puzzles links carry {@code ?load=} followed by {@code compressToBase64} of the puzzle's JSON.
 *
 * <p>The stream is LZW over UTF-16 chars, as JavaScript strings are (so lone surrogates survive), written as bits
 * six to a character of the base64 alphabet, first bit highest. Each code is written lowest bit first, in as many bits
 * as the dictionary then needs: code 0 is followed by an 8-bit char, code 1 by a 16-bit char, code 2 ends the stream,
 * and codes from 3 name the dictionary's entries. After the end marker the bits are zero up to a whole character
 * (a whole character of them if the marker ended on one) and the text is padded with {@code =} to a multiple of four.
 *
 * <p>Decoding is strict where lz-string is not, and bounded: this class takes the raw alphabet {@code A-Z a-z 0-9 + /}
 * with optional {@code =} padding (at most three, only at the end) and nothing else, not even whitespace. Undoing
 * what a link went through ({@code %2B} for {@code +}, a space where a form decoder turned {@code +} into one) is
 * the caller's business: here a space is refused, not skipped. A stream that ends before its end marker, a code that
 * names no entry yet, or a text longer than {@link #MAX_DECOMPRESSED_LENGTH} chars is refused with a
 * {@link MalformedTextException} at the character offset of the fault, and so is a first code that is neither a
 * literal nor the end. Every code read moves on by at least two bits of the input and every one but the end writes at
 * least one char, so decoding ends, and its memory stays within a small multiple of the input and the bound.
 * Characters after the end marker must be of the alphabet but are not decoded, as lz-string ignores them.
 */
public final class LzString {

    /** The most chars {@link #decompressFromBase64(String)} writes (16 MiB chars, 32 MiB of memory) before refusing. */
    public static final int MAX_DECOMPRESSED_LENGTH = 1 << 24;

    private static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    private static final int BITS_PER_CHAR = 6;
    private static final int MAX_PADDING = 3;
    /** The codes below the dictionary's entries. */
    private static final int LITERAL_8 = 0;
    private static final int LITERAL_16 = 1;
    private static final int END = 2;
    /** The code of the first entry. */
    private static final int FIRST_ENTRY = 3;
    /** Each ASCII char's 6-bit value, or -1 outside the alphabet. */
    private static final int[] VALUES = new int[128];

    static {
        Arrays.fill(VALUES, -1);
        for (int i = 0; i < ALPHABET.length(); i++) {
            VALUES[ALPHABET.charAt(i)] = i;
        }
    }

    private LzString() {
    }

    /**
     * Compresses text as lz-string's {@code compressToBase64} does, to the same characters.
     *
     * @param text any chars, lone surrogates included
     * @return the compressed text in the base64 alphabet, padded with {@code =} to a multiple of four
     */
    public static String compressToBase64(String text) {
        Objects.requireNonNull(text, "text");
        return new Encoder().compress(text);
    }

    /**
     * Decompresses what lz-string's {@code compressToBase64} wrote (or this class's {@link #compressToBase64}).
     *
     * @param base64 the compressed text: the raw base64 alphabet, no URL escapes, padding optional
     * @return the text, at most {@link #MAX_DECOMPRESSED_LENGTH} chars
     * @throws MalformedTextException at the offset of a character outside the alphabet or after the padding, of the
     *     code that names no entry or would write past the bound, or at the end if the stream stops before its end
     */
    public static String decompressFromBase64(String base64) throws MalformedTextException {
        return decompressFromBase64(base64, MAX_DECOMPRESSED_LENGTH);
    }

    /**
     * {@link #decompressFromBase64(String)} with a lower bound on the text's length.
     *
     * @param base64 the compressed text, as {@link #decompressFromBase64(String)} takes it
     * @param maxLength the most chars to write, at most {@link #MAX_DECOMPRESSED_LENGTH}
     * @return the text, at most {@code maxLength} chars
     * @throws MalformedTextException as {@link #decompressFromBase64(String)}, and where the text would pass
     *     {@code maxLength}
     */
    public static String decompressFromBase64(String base64, int maxLength) throws MalformedTextException {
        Objects.requireNonNull(base64, "base64");
        if (maxLength < 0 || maxLength > MAX_DECOMPRESSED_LENGTH) {
            throw new IllegalArgumentException("maxLength " + maxLength);
        }
        return new Decoder(base64, dataLength(base64), maxLength).decompress();
    }

    /** The length before the padding, once every character is checked. */
    private static int dataLength(String base64) throws MalformedTextException {
        int length = base64.length();
        int padding = base64.indexOf('=');
        int end = padding < 0 ? length : padding;
        for (int i = 0; i < end; i++) {
            char c = base64.charAt(i);
            if (c >= VALUES.length || VALUES[c] < 0) {
                throw new MalformedTextException(i, "expected a base64 character (A-Z, a-z, 0-9, '+', '/') but found "
                        + MalformedTextException.describe(c));
            }
        }
        for (int i = end; i < length; i++) {
            if (base64.charAt(i) != '=') {
                throw new MalformedTextException(i, "expected only '=' after the padding starts but found "
                        + MalformedTextException.describe(base64.charAt(i)));
            }
            if (i - end == MAX_PADDING) {
                throw new MalformedTextException(i, "more than " + MAX_PADDING + " '=' of padding");
            }
        }
        return end;
    }

    /** One compression: the bits written so far and the dictionary, as lz-string keeps them. */
    private static final class Encoder {

        private final StringBuilder out = new StringBuilder();
        /** The bits of the character being filled, and how many. */
        private int pending;
        private int pendingCount;
        /** The width of a code, and how many more codes may be written before it grows by one bit. */
        private int codeWidth = 2;
        private int untilWider = 2;
        private int nextCode = FIRST_ENTRY;
        /** Each char's entry, made when the char is first seen. */
        private final Map<Character, Integer> charCodes = new HashMap<>();
        /** The chars whose entry the decoder does not have yet: the first time one is written, it goes literally. */
        private final Set<Character> unwritten = new HashSet<>();
        /** Entry of a phrase followed by a char ({@link #key}) to the entry of the longer phrase. */
        private final Map<Long, Integer> longer = new HashMap<>();

        String compress(String text) {
            int phrase = -1;
            char first = 0;
            boolean single = false;
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                if (!charCodes.containsKey(c)) {
                    charCodes.put(c, nextCode++);
                    unwritten.add(c);
                }
                Integer extended = phrase < 0 ? charCodes.get(c) : longer.get(key(phrase, c));
                if (extended != null) {
                    single = phrase < 0;
                    first = phrase < 0 ? c : first;
                    phrase = extended;
                    continue;
                }
                writePhrase(phrase, single, first);
                longer.put(key(phrase, c), nextCode++);
                phrase = charCodes.get(c);
                single = true;
                first = c;
            }
            if (phrase >= 0) {
                writePhrase(phrase, single, first);
            }
            write(END, codeWidth);
            // lz-string always writes at least one more zero bit, so an end on a character boundary adds a character.
            int written = out.length();
            while (out.length() == written) {
                write(0, 1);
            }
            while (out.length() % 4 != 0) {
                out.append('=');
            }
            return out.toString();
        }

        /** The phrase's entry, or the char itself behind a literal code the first time a char is written. */
        private void writePhrase(int phrase, boolean single, char first) {
            if (single && unwritten.remove(first)) {
                boolean wide = first > 0xFF;
                write(wide ? LITERAL_16 : LITERAL_8, codeWidth);
                write(first, wide ? 16 : 8);
                countCode();
            } else {
                write(phrase, codeWidth);
            }
            countCode();
        }

        private void countCode() {
            if (--untilWider == 0) {
                untilWider = 1 << codeWidth;
                codeWidth++;
            }
        }

        /** The lowest {@code count} bits of the value, lowest first. */
        private void write(int value, int count) {
            for (int k = 0; k < count; k++) {
                pending = pending << 1 | (value >> k & 1);
                if (++pendingCount == BITS_PER_CHAR) {
                    out.append(ALPHABET.charAt(pending));
                    pending = 0;
                    pendingCount = 0;
                }
            }
        }

        private static long key(int phrase, char next) {
            return (long) phrase << Character.SIZE | next;
        }
    }

    /**
     * One decompression. Every entry is a run of the text already written (a literal where it was written, a longer
     * phrase where its shorter one stands, followed there by its last char), so the dictionary keeps where each entry
     * starts in the text and its length, not strings.
     */
    private static final class Decoder {

        private final String input;
        private final int end;
        private final int maxLength;
        /** The next bit to read: its character and its place there, 0 for the highest. */
        private int index;
        private int bit;
        private final StringBuilder text = new StringBuilder();
        private int[] starts = new int[64];
        private int[] lengths = new int[64];
        private int size = FIRST_ENTRY;
        private int codeWidth = 3;
        private int untilWider = 4;

        Decoder(String input, int end, int maxLength) {
            this.input = input;
            this.end = end;
            this.maxLength = maxLength;
        }

        String decompress() throws MalformedTextException {
            int code = read(2);
            if (code == END) {
                return "";
            }
            if (code != LITERAL_8 && code != LITERAL_16) {
                throw new MalformedTextException(0,
                        "expected a literal or the end marker first but found code " + code);
            }
            char literal = (char) read(code == LITERAL_8 ? 8 : 16);
            reserve(0, 1);
            define(0, 1);
            text.append(literal);
            int previousStart = 0;
            int previousLength = 1;
            while (true) {
                int at = index;
                code = read(codeWidth);
                int start = text.length();
                int length;
                if (code == LITERAL_8 || code == LITERAL_16) {
                    literal = (char) read(code == LITERAL_8 ? 8 : 16);
                    reserve(at, 1);
                    define(start, 1);
                    text.append(literal);
                    length = 1;
                    countCode();
                } else if (code == END) {
                    return text.toString();
                } else if (code < size) {
                    length = copy(at, starts[code], lengths[code]);
                } else if (code == size) {
                    // The entry being made now: the previous phrase and its own first char.
                    length = copy(at, previousStart, previousLength + 1);
                } else {
                    throw new MalformedTextException(at, "code " + code + " names no entry yet (the next is " + size
                            + ")");
                }
                // The previous phrase followed by this one's first char, which stands right after it in the text.
                define(previousStart, previousLength + 1);
                countCode();
                previousStart = start;
                previousLength = length;
            }
        }

        /** Appends the run at {@code from}, char by char so that it may overlap what it appends. */
        private int copy(int at, int from, int length) throws MalformedTextException {
            reserve(at, length);
            for (int k = 0; k < length; k++) {
                text.append(text.charAt(from + k));
            }
            return length;
        }

        private void reserve(int at, int length) throws MalformedTextException {
            if (length > maxLength - text.length()) {
                throw new MalformedTextException(at, "the text would be longer than " + maxLength + " chars");
            }
        }

        private void define(int start, int length) {
            if (size == starts.length) {
                starts = Arrays.copyOf(starts, size * 2);
                lengths = Arrays.copyOf(lengths, size * 2);
            }
            starts[size] = start;
            lengths[size] = length;
            size++;
        }

        private void countCode() {
            if (--untilWider == 0) {
                untilWider = 1 << codeWidth;
                codeWidth++;
            }
        }

        /** {@code count} bits, lowest first. */
        private int read(int count) throws MalformedTextException {
            int value = 0;
            for (int k = 0; k < count; k++) {
                if (index == end) {
                    throw new MalformedTextException(end, "the stream ends before its end marker");
                }
                value |= (VALUES[input.charAt(index)] >> (BITS_PER_CHAR - 1 - bit) & 1) << k;
                if (++bit == BITS_PER_CHAR) {
                    bit = 0;
                    index++;
                }
            }
            return value;
        }
    }
}
