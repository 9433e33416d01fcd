package io.github.sudokusolver.internal.format;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * SudokuPad's "zipped" JSON (its PuzzleZipper) back to plain Java values, as {@link Json} gives them. SudokuPad
 * shortens a puzzle's JSON before compressing it: keys lose their quotes and many are abbreviated ({@code ce} for
 * {@code cells}, {@code wp} for {@code wayPoints}), strings are quoted with {@code '}, an empty object in an array or
 * object is left out ({@code [,{v:3},]} is three cells, the outer two empty), {@code false} and {@code true} are
 * {@code f} and {@code t}, and a colour value loses its quotes and {@code #} ({@code #0} and {@code #F} for black and
 * white). Older links hold the JSON itself, with double quotes; it goes through the same steps, which leave it as it
 * is.
 *
 * <p>The text is first rewritten to strict JSON in one pass, each rule applied where SudokuPad applies it (right
 * after {@code ,} {@code {} {@code [} or {@code :}, outside strings), then parsed by {@link Json}, so the nesting and
 * memory bounds are that parser's; then every abbreviated key is expanded. Unlike SudokuPad, the rewriting leaves the
 * inside of strings alone (SudokuPad's regular expressions also run over a rules text, which can only damage it).
 */
public final class ZippedJson {

    /** The abbreviations, long key to short; every other key is written in full. */
    private static final Map<String, String> SHORT_KEYS = Map.ofEntries(Map.entry("color", "c"),
            Map.entry("cages", "ca"), Map.entry("center", "ct"), Map.entry("borderColor", "c1"),
            Map.entry("backgroundColor", "c2"), Map.entry("cells", "ce"), Map.entry("cellSize", "cs"),
            Map.entry("arrows", "a"), Map.entry("overlays", "o"), Map.entry("underlays", "u"),
            Map.entry("width", "w"), Map.entry("height", "h"), Map.entry("value", "v"), Map.entry("videos", "vd"),
            Map.entry("lines", "l"), Map.entry("rounded", "r"), Map.entry("regions", "re"),
            Map.entry("fontSize", "fs"), Map.entry("thickness", "th"), Map.entry("headLength", "hl"),
            Map.entry("wayPoints", "wp"), Map.entry("title", "t"), Map.entry("text", "te"),
            Map.entry("duration", "d"));
    private static final Map<String, String> LONG_KEYS;

    static {
        Map<String, String> longKeys = new LinkedHashMap<>();
        SHORT_KEYS.forEach((full, abbreviation) -> longKeys.put(abbreviation, full));
        LONG_KEYS = Map.copyOf(longKeys);
    }

    private ZippedJson() {
    }

    /**
     * Reads zipped JSON (or plain JSON) to plain values with every key in full.
     *
     * @param zipped the text SudokuPad's zipper wrote
     * @return a map, a list, a string, a long, a double, a boolean or null, as {@link Json#parse} returns them
     * @throws MalformedTextException where the text is neither; the offset is in the rewritten text, which differs
     *     from the zipped one by the quotes and braces put back
     */
    public static Object parse(String zipped) throws MalformedTextException {
        Objects.requireNonNull(zipped, "zipped");
        return expandKeys(Json.parse(toJson(zipped)));
    }

    /**
     * Writes plain values (maps, lists, strings, numbers, booleans) as zipped JSON, as SudokuPad's zipper does: the
     * keys abbreviated and unquoted, strings in single quotes, empty objects left out, booleans as {@code f} and
     * {@code t}, colours of six hex digits without their quotes and {@code #}.
     *
     * @param value the value; maps must have string keys
     * @return the zipped text
     */
    public static String write(Object value) {
        StringBuilder out = new StringBuilder();
        write(value, out, false);
        return out.toString();
    }

    private static void write(Object value, StringBuilder out, boolean member) {
        if (value instanceof Map<?, ?> map) {
            out.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                if (entry.getValue() instanceof List<?> list && list.isEmpty()) {
                    continue; // SudokuPad drops empty arrays from objects
                }
                out.append(first ? "" : ",");
                first = false;
                String key = String.valueOf(entry.getKey());
                out.append(SHORT_KEYS.getOrDefault(key, key)).append(':');
                write(entry.getValue(), out, true);
            }
            out.append('}');
        } else if (value instanceof List<?> list) {
            out.append('[');
            for (int i = 0; i < list.size(); i++) {
                out.append(i == 0 ? "" : ",");
                Object item = list.get(i);
                if (!(item instanceof Map<?, ?> map && map.isEmpty())) {
                    write(item, out, false);
                }
            }
            out.append(']');
        } else if (value instanceof Boolean bool) {
            out.append(member ? (bool ? "t" : "f") : bool.toString());
        } else if (value instanceof String text) {
            if (member && text.length() == 7 && text.charAt(0) == '#' && isHex(text, 1, 7)) {
                String hex = text.substring(1);
                out.append(hex.equals("000000") ? "#0" : hex.equalsIgnoreCase("FFFFFF") ? "#F" : hex);
                return;
            }
            out.append('\'');
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                switch (c) {
                    case '\'' -> out.append("\\'");
                    case '"' -> out.append("\\'"); // SudokuPad's zipper keeps no double quote either
                    case '\\' -> out.append("\\\\");
                    case '\n' -> out.append("\\n");
                    case '\r' -> out.append("\\r");
                    case '\t' -> out.append("\\t");
                    default -> {
                        if (c < 0x20) {
                            out.append(String.format("\\u%04x", (int) c));
                        } else {
                            out.append(c);
                        }
                    }
                }
            }
            out.append('\'');
        } else if (value instanceof Double number && number == Math.rint(number) && Math.abs(number) < 1e15) {
            out.append(number.longValue());
        } else {
            out.append(value);
        }
    }

    /** The strict JSON the zipped text stands for. */
    static String toJson(String zipped) {
        char quote = zipped.indexOf('"') >= 0 ? '"' : '\'';
        StringBuilder out = new StringBuilder(zipped.length() + zipped.length() / 4);
        int n = zipped.length();
        int i = 0;
        while (i < n) {
            char c = zipped.charAt(i);
            if (c == quote) {
                i = copyString(zipped, i, quote, out);
                continue;
            }
            out.append(c);
            i++;
            if (c == ',' || c == '{' || c == '[') {
                char next = i < n ? zipped.charAt(i) : 0;
                if (next == ',' || next == '}' || next == ']') {
                    if (!(c == '{' && next == '}')) {
                        out.append("{}"); // an empty object left out
                    }
                    continue;
                }
                int end = i;
                while (end < n && isKeyChar(zipped.charAt(end))) {
                    end++;
                }
                if (end > i && end < n && zipped.charAt(end) == ':') {
                    out.append('"').append(zipped, i, end).append('"');
                    i = end;
                }
            } else if (c == ':') {
                i = bareValue(zipped, i, out);
            }
        }
        return out.toString();
    }

    /** Copies the string starting at {@code start} as a JSON string; returns the offset after its closing quote. */
    private static int copyString(String zipped, int start, char quote, StringBuilder out) {
        out.append('"');
        int i = start + 1;
        int n = zipped.length();
        while (i < n) {
            char c = zipped.charAt(i);
            if (c == '\\' && i + 1 < n) {
                char escaped = zipped.charAt(i + 1);
                if (escaped == '\'') {
                    out.append('\''); // JSON has no \' escape
                } else {
                    out.append(c).append(escaped);
                }
                i += 2;
                continue;
            }
            if (c == quote) {
                out.append('"');
                return i + 1;
            }
            out.append(c == '"' ? "\\\"" : String.valueOf(c));
            i++;
        }
        return i; // unterminated: the parser names the end
    }

    /** A bare value after a colon: {@code f}, {@code t}, {@code #0}, {@code #F} or six hex digits. */
    private static int bareValue(String zipped, int from, StringBuilder out) {
        int end = from;
        int n = zipped.length();
        while (end < n && (isKeyChar(zipped.charAt(end)) || zipped.charAt(end) == '#')) {
            end++;
        }
        if (end == from || end < n && ",}]".indexOf(zipped.charAt(end)) < 0) {
            return from;
        }
        String word = zipped.substring(from, end);
        String json = switch (word) {
            case "f" -> "false";
            case "t" -> "true";
            case "#0" -> "\"#000000\"";
            case "#F" -> "\"#FFFFFF\"";
            default -> word.length() == 6 && isHex(word, 0, 6) ? "\"#" + word + "\"" : null;
        };
        if (json == null) {
            return from;
        }
        out.append(json);
        return end;
    }

    private static boolean isKeyChar(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9';
    }

    private static boolean isHex(String text, int from, int to) {
        for (int i = from; i < to; i++) {
            if (Character.digit(text.charAt(i), 16) < 0) {
                return false;
            }
        }
        return true;
    }

    /** Every abbreviated key in full; a key given both ways is refused, as SudokuPad refuses it. */
    private static Object expandKeys(Object value) throws MalformedTextException {
        if (value instanceof Map<?, ?> map) {
            Map<String, Object> out = new LinkedHashMap<>();
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                String key = String.valueOf(entry.getKey());
                String full = LONG_KEYS.getOrDefault(key, key);
                if (out.put(full, expandKeys(entry.getValue())) != null) {
                    throw new MalformedTextException(0, "found the key '" + full + "' both in full and as '"
                            + SHORT_KEYS.get(full) + "'");
                }
            }
            return out;
        }
        if (value instanceof List<?> list) {
            List<Object> out = new ArrayList<>(list.size());
            for (Object item : list) {
                out.add(expandKeys(item));
            }
            return out;
        }
        return value;
    }
}
