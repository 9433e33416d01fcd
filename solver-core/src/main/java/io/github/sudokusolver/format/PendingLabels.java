package io.github.sudokusolver.format;

/** The label lines {@link PuzzleReader} has gathered since its last entry, kept up to a bounded length. */
final class PendingLabels {

    private static final int MAX_LENGTH = 1024;

    private final StringBuilder text = new StringBuilder();

    /** Adds a label line, cut where the labels reach their maximum length. */
    void add(String line) {
        if (text.length() > 0 && text.length() < MAX_LENGTH) {
            text.append('\n');
        }
        int room = MAX_LENGTH - text.length();
        if (room > 0) {
            text.append(line, 0, Math.min(room, line.length()));
        }
    }

    /**
     * The labels gathered followed by {@code own}, the label on the entry's own line (cut at
     * {@link PuzzleReader#MAX_LINE_LENGTH}: a variant puzzle's line may be longer); the next entry starts afresh.
     */
    String take(String own) {
        if (own.length() > PuzzleReader.MAX_LINE_LENGTH) {
            own = own.substring(0, PuzzleReader.MAX_LINE_LENGTH);
        }
        String gathered = text.toString();
        text.setLength(0);
        if (gathered.isEmpty() || own.isEmpty()) {
            return gathered + own;
        }
        return gathered + "\n" + own;
    }
}
