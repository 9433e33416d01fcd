package io.github.sudokusolver.internal.format;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A strict JSON parser (RFC 8259) to plain Java values, for the formats that carry JSON (f-puzzles). Nothing beyond
 * the RFC is accepted: no comments, no trailing commas, no single quotes, no byte-order mark, no leading zeros, no
 * {@code NaN}; whitespace is space, tab, line feed and carriage return only. Any value may be the whole document.
 *
 * <p>The values:
 * <ul>
 *   <li>an object is an unmodifiable {@code Map<String, Object>} in the order of its members; a key given twice is
 *       an error (JavaScript keeps the last, other parsers the first: refusing is the one reading that cannot
 *       differ from theirs);</li>
 *   <li>an array is an unmodifiable {@code List<Object>};</li>
 *   <li>a string is a {@link String}; {@code \}{@code u} escapes are kept as the chars they name, so a pair of them
 *       makes a surrogate pair and a lone one a lone surrogate, as JavaScript's {@code JSON.parse} does;</li>
 *   <li>a number is a {@link Long} when written without fraction or exponent and within {@code long}'s range
 *       ({@code -0} is 0), else the nearest {@link Double}; one beyond a double's range is an error, not
 *       infinity;</li>
 *   <li>{@code true} and {@code false} are {@link Boolean}s, {@code null} is Java {@code null} (a map's
 *       {@code containsKey} tells a null member from a missing one).</li>
 * </ul>
 *
 * <p>Errors are {@link MalformedTextException}s naming the offset and what was expected there, as in
 * {@code offset 17: expected ',' or '}' but found 'x'}. Arrays and objects nest at most {@link #MAX_DEPTH} deep, so
 * hostile input cannot overflow the stack; time and memory are linear in the text.
 */
public final class Json {

    /** How deep arrays and objects may nest: the 513th level inside one another is refused. */
    public static final int MAX_DEPTH = 512;

    /** The longest key a duplicate-key message quotes whole. */
    private static final int KEY_SHOWN = 32;

    private final String text;
    private int pos;
    private int depth;

    private Json(String text) {
        this.text = text;
    }

    /**
     * Parses a whole JSON text.
     *
     * @param text the JSON text, with optional whitespace around the value
     * @return the value: a map, a list, a string, a long, a double, a boolean or null, as the class describes
     * @throws MalformedTextException at the first offset where the text stops being JSON, or where it nests
     *     deeper than {@link #MAX_DEPTH}
     */
    public static Object parse(String text) throws MalformedTextException {
        Objects.requireNonNull(text, "text");
        Json parser = new Json(text);
        parser.skipWhitespace();
        Object value = parser.value();
        parser.skipWhitespace();
        if (parser.pos < text.length()) {
            throw parser.expected("the end of the text");
        }
        return value;
    }

    private Object value() throws MalformedTextException {
        char c = pos < text.length() ? text.charAt(pos) : 0;
        switch (c) {
            case '{':
                return object();
            case '[':
                return array();
            case '"':
                return string();
            case 't':
                literal("true");
                return Boolean.TRUE;
            case 'f':
                literal("false");
                return Boolean.FALSE;
            case 'n':
                literal("null");
                return null;
            default:
                if (c == '-' || isDigit(c)) {
                    return number();
                }
                throw expected("a value");
        }
    }

    private Map<String, Object> object() throws MalformedTextException {
        if (opensEmpty('}')) {
            return Collections.emptyMap(); // one instance for every {}: f-puzzles grids are full of them
        }
        Map<String, Object> members = new LinkedHashMap<>();
        do {
            member(members);
        } while (!closes('}'));
        return Collections.unmodifiableMap(members);
    }

    private void member(Map<String, Object> members) throws MalformedTextException {
        if (!at('"')) {
            throw expected(members.isEmpty() ? "'\"' or '}'" : "'\"'");
        }
        int keyAt = pos;
        String key = string();
        if (members.containsKey(key)) {
            throw new MalformedTextException(keyAt, "duplicate key \""
                    + (key.length() <= KEY_SHOWN ? key : key.substring(0, KEY_SHOWN) + "...") + "\"");
        }
        skipWhitespace();
        if (!skip(':')) {
            throw expected("':'");
        }
        skipWhitespace();
        members.put(key, value());
    }

    private List<Object> array() throws MalformedTextException {
        if (opensEmpty(']')) {
            return Collections.emptyList();
        }
        List<Object> elements = new ArrayList<>();
        do {
            elements.add(value());
        } while (!closes(']'));
        return Collections.unmodifiableList(elements);
    }

    /** Steps over the opening bracket or brace, one level deeper, and over the closing one if it comes next. */
    private boolean opensEmpty(char close) throws MalformedTextException {
        if (depth == MAX_DEPTH) {
            throw new MalformedTextException(pos, "arrays and objects nested deeper than " + MAX_DEPTH);
        }
        depth++;
        pos++;
        skipWhitespace();
        return closed(close);
    }

    /** After a member or an element: true past the closing char, false past a comma and the whitespace after it. */
    private boolean closes(char close) throws MalformedTextException {
        skipWhitespace();
        if (closed(close)) {
            return true;
        }
        if (!skip(',')) {
            throw expected("',' or '" + close + "'");
        }
        skipWhitespace();
        return false;
    }

    /** Steps over the closing char, one level up, if it comes next. */
    private boolean closed(char close) {
        if (skip(close)) {
            depth--;
            return true;
        }
        return false;
    }

    private String string() throws MalformedTextException {
        int start = pos++;
        StringBuilder value = new StringBuilder();
        while (true) {
            if (pos == text.length()) {
                throw expected("'\"' to close the string at offset " + start);
            }
            char c = text.charAt(pos);
            if (c == '"') {
                pos++;
                return value.toString();
            }
            if (c < ' ') {
                throw expected("an escape for the control char in the string at offset " + start);
            }
            pos++;
            value.append(c == '\\' ? escape() : c);
        }
    }

    /** The char of the escape after a backslash. */
    private char escape() throws MalformedTextException {
        char c = pos < text.length() ? text.charAt(pos) : 0;
        switch (c) {
            case '"':
            case '\\':
            case '/':
                pos++;
                return c;
            case 'b':
                pos++;
                return '\b';
            case 'f':
                pos++;
                return '\f';
            case 'n':
                pos++;
                return '\n';
            case 'r':
                pos++;
                return '\r';
            case 't':
                pos++;
                return '\t';
            case 'u':
                pos++;
                int code = 0;
                for (int k = 0; k < 4; k++) {
                    int digit = pos < text.length() ? hexValue(text.charAt(pos)) : -1;
                    if (digit < 0) {
                        throw expected("a hex digit");
                    }
                    code = code << 4 | digit;
                    pos++;
                }
                return (char) code;
            default:
                throw expected("an escape ('\"', '\\', '/', 'b', 'f', 'n', 'r', 't' or 'u')");
        }
    }

    private Object number() throws MalformedTextException {
        int start = pos;
        skip('-');
        if (skip('0')) {
            if (pos < text.length() && isDigit(text.charAt(pos))) {
                throw expected("'.', 'e' or the end of the number after a leading 0");
            }
        } else {
            digits("a digit");
        }
        boolean integral = true;
        if (skip('.')) {
            integral = false;
            digits("a digit after '.'");
        }
        if (skip('e') || skip('E')) {
            integral = false;
            if (!skip('+')) {
                skip('-');
            }
            digits("a digit in the exponent");
        }
        String literal = text.substring(start, pos);
        if (integral) {
            try {
                return Long.parseLong(literal);
            } catch (NumberFormatException beyondLong) {
                // read as a double below
            }
        }
        double value = Double.parseDouble(literal);
        if (Double.isInfinite(value)) {
            throw new MalformedTextException(start, "number beyond the range of a double");
        }
        return value;
    }

    /** One or more digits. */
    private void digits(String what) throws MalformedTextException {
        if (pos == text.length() || !isDigit(text.charAt(pos))) {
            throw expected(what);
        }
        while (pos < text.length() && isDigit(text.charAt(pos))) {
            pos++;
        }
    }

    private void literal(String word) throws MalformedTextException {
        for (int k = 0; k < word.length(); k++, pos++) {
            if (!at(word.charAt(k))) {
                throw expected("'" + word.charAt(k) + "' of " + word);
            }
        }
    }

    private void skipWhitespace() {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                return;
            }
            pos++;
        }
    }

    private boolean at(char c) {
        return pos < text.length() && text.charAt(pos) == c;
    }

    /** Steps over the char if it comes next. */
    private boolean skip(char c) {
        if (at(c)) {
            pos++;
            return true;
        }
        return false;
    }

    /** The value of an ASCII hex digit, or -1 ({@link Character#digit} would take other scripts' digits too). */
    private static int hexValue(char c) {
        if (isDigit(c)) {
            return c - '0';
        }
        char lower = (char) (c | 0x20);
        return lower >= 'a' && lower <= 'f' ? lower - 'a' + 10 : -1;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private MalformedTextException expected(String what) {
        String found = pos < text.length() ? MalformedTextException.describe(text.charAt(pos)) : "the end of the text";
        return new MalformedTextException(pos, "expected " + what + " but found " + found);
    }
}
