package io.github.sudokusolver;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/** A puzzle file with every format the reader knows, each damaged variant, a byte-order mark and Latin-1 bytes. */
public final class FormatSamples {

    /** Puzzles in {@link #everyFormat()} that read as boards (all the seed board). */
    public static final int GOOD_PUZZLES = 9;
    /** Entries in {@link #everyFormat()} that are malformed. */
    public static final int MALFORMED = 4;

    private FormatSamples() {
    }

    /** The file's bytes; PuzzleReaderTest lists the entries it must give, line by line. */
    public static byte[] everyFormat() {
        String seed = TestPuzzles.SEED.toString();
        String solution = TestPuzzles.SEED_SOLUTION.toString();
        String zeros = seed.replace('.', '0');
        String framed = """
                *-----------*
                |.3.|26.|7.1|
                |68.|.7.|.9.|
                |19.|..4|5..|
                |---+---+---|
                |82.|1..|.4.|
                |..4|6.2|9..|
                |.5.|..3|.28|
                |---+---+---|
                |..9|3..|.74|
                |.4.|.5.|.36|
                |7.3|.18|...|
                *-----------*
                """;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.writeBytes(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}); // byte-order mark
        String text = seed + " # x\n"                                             // 1
                + seed + " ED=7.2/1.5/1.5\n"                                      // 2
                + seed + ";12;elev\n"                                             // 3
                + "x" + seed.substring(1) + "\n"                                  // 4: a letter typed over a cell
                + "\n"                                                         // 5
                + "0042 " + seed + " 7.1\n"                                       // 6
                + "quizzes,solutions\n"                                        // 7
                + zeros + "," + solution + "\n"                                // 8
                + zeros + "," + solution.substring(0, 80) + "8\n"              // 9: solution breaks a rule
                + seed.replace('.', '_') + "\t7.2\n"                               // 10
                + "Grid 01\n"                                                   // 11
                + framed                                                        // 12-24
                + "1 2 3 | 4 x 6 | 7 8 9\n"                                     // 25: a damaged grid row, alone
                + seed.substring(1) + "\n"                                        // 26: 80 cells
                + TestPuzzles.SEED.toGrid();                                      // 27-37
        bytes.writeBytes(text.getBytes(StandardCharsets.UTF_8));
        bytes.writeBytes("# caf\u00e9 in Latin-1\n".getBytes(StandardCharsets.ISO_8859_1)); // 38
        bytes.writeBytes((seed + "\n").getBytes(StandardCharsets.UTF_8));        // 39
        return bytes.toByteArray();
    }

    /**
     * The text of a fuzzed input, as UTF-8. The text tests take bytes rather than a {@code String}: Jazzer 0.30 reads
     * a seed file for a {@code String} parameter as its own encoding (a length, then the characters, padded with
     * NULs), so a seed written as plain text would not be the text it shows.
     */
    public static String textOf(byte[] bytes) {
        return bytes == null ? null : new String(bytes, java.nio.charset.StandardCharsets.UTF_8);
    }
}
