package io.github.sudokusolver.format;

import java.util.Locale;

/**
 * A colour as SudokuPad stores it ({@code #rgb}, {@code #rgba}, {@code #rrggbb}, {@code #rrggbbaa} or
 * {@code rgb(...)}/{@code rgba(...)}), and the family a setter's colour falls in: the conventions name families
 * ("a green line", "grey thermometers"), while the exact shades drift from tool to tool and setter to setter.
 */
record SudokuPadColour(int red, int green, int blue, double alpha) {

    /** The families the drawing conventions name, each with the words a rules text calls it by. */
    enum Family {
        GREY("grey", "gray", "silver"), GREEN("green"), ORANGE("orange", "peach", "yellow", "amber", "gold"),
        PURPLE("purple", "pink", "magenta", "violet", "lavender", "lilac"), BLUE("blue", "cyan", "turquoise", "teal"),
        RED("red"), BLACK("black"), WHITE("white");

        private final String[] words;
        private final java.util.regex.Pattern named;

        Family(String... words) {
            this.words = words;
            this.named = java.util.regex.Pattern.compile("\\b(?:" + String.join("|", words) + ")\\b");
        }

        /** Whether a sentence (lower case) names this family. */
        boolean isNamedIn(String sentence) {
            return named.matcher(sentence).find();
        }

        String word() {
            return words[0];
        }
    }

    /** A colour of a text, or null when it is none of the forms above (a name such as {@code none}). */
    static SudokuPadColour parse(Object value) {
        if (!(value instanceof String)) {
            return null;
        }
        String text = ((String) value).trim().toLowerCase(Locale.ROOT);
        try {
            if (text.startsWith("#")) {
                String hex = text.substring(1);
                if (hex.length() == 3 || hex.length() == 4) {
                    int r = Integer.parseInt(hex.substring(0, 1), 16) * 17;
                    int g = Integer.parseInt(hex.substring(1, 2), 16) * 17;
                    int b = Integer.parseInt(hex.substring(2, 3), 16) * 17;
                    double a = hex.length() == 4 ? Integer.parseInt(hex.substring(3, 4), 16) / 15.0 : 1;
                    return new SudokuPadColour(r, g, b, a);
                }
                if (hex.length() == 6 || hex.length() == 8) {
                    int r = Integer.parseInt(hex.substring(0, 2), 16);
                    int g = Integer.parseInt(hex.substring(2, 4), 16);
                    int b = Integer.parseInt(hex.substring(4, 6), 16);
                    double a = hex.length() == 8 ? Integer.parseInt(hex.substring(6, 8), 16) / 255.0 : 1;
                    return new SudokuPadColour(r, g, b, a);
                }
                return null;
            }
            if (text.startsWith("rgb")) {
                String[] parts = text.substring(text.indexOf('(') + 1, text.lastIndexOf(')')).split(",");
                double a = parts.length > 3 ? Double.parseDouble(parts[3].trim()) : 1;
                return new SudokuPadColour(Integer.parseInt(parts[0].trim()), Integer.parseInt(parts[1].trim()),
                        Integer.parseInt(parts[2].trim()), a);
            }
        } catch (NumberFormatException | IndexOutOfBoundsException e) {
            return null;
        }
        return switch (text) {
            case "black" -> new SudokuPadColour(0, 0, 0, 1);
            case "white" -> new SudokuPadColour(255, 255, 255, 1);
            case "transparent" -> new SudokuPadColour(0, 0, 0, 0);
            default -> null;
        };
    }

    /** Whether it shows at all: a colour less than a tenth opaque draws next to nothing. */
    boolean visible() {
        return alpha >= 0.1;
    }

    /** Its brightness, 0 (black) to 1 (white), as seen over the white page. */
    double lightness() {
        double over = 255 * (1 - alpha);
        double r = red * alpha + over;
        double g = green * alpha + over;
        double b = blue * alpha + over;
        return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
    }

    /** The family by hue, with the greys, black and white apart. */
    Family family() {
        int max = Math.max(red, Math.max(green, blue));
        int min = Math.min(red, Math.min(green, blue));
        double light = lightness();
        if (max - min < 40 || alpha < 0.35) {
            return light < 0.3 ? Family.BLACK : light > 0.93 ? Family.WHITE : Family.GREY;
        }
        double hue;
        double chroma = max - min;
        if (max == red) {
            hue = 60 * (((green - blue) / chroma + 6) % 6);
        } else if (max == green) {
            hue = 60 * ((blue - red) / chroma + 2);
        } else {
            hue = 60 * ((red - green) / chroma + 4);
        }
        if (hue < 15 || hue >= 340) {
            return Family.RED;
        }
        if (hue < 65) {
            return Family.ORANGE;
        }
        if (hue < 165) {
            return Family.GREEN;
        }
        if (hue < 250) {
            return Family.BLUE;
        }
        return Family.PURPLE;
    }
}
