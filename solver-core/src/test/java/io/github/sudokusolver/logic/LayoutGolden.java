package io.github.sudokusolver.logic;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.SharedDatasets;
import io.github.sudokusolver.format.PuzzleEntry;
import io.github.sudokusolver.format.PuzzleReader;
import io.github.sudokusolver.generate.Generator;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.StringReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.zip.GZIPOutputStream;

/**
 * The explanations off the classic grid that must not change, in {@link ClassicGolden}'s compact form: puzzles of
 * every layout the step engine takes (made once by the generator and kept in the file, so that a change of the
 * generator does not move them) and every fiftieth killer of the two rated killer files. One line per puzzle:
 *
 * <pre>{@code set<TAB>puzzle<TAB>line score level hardest rateScore rateLevel rateHardest steps pathHash stepChars}</pre>
 *
 * <p>where {@code puzzle} is the cells of a layout's puzzle (one character each, row-major: {@code .} for empty,
 * {@code 1}-{@code 9}, then {@code A}... for 10 on) or, for a killer, the file's line number. Written by {@link #main}
 * ({@code java ... LayoutGolden solver-core/src/test/resources/io/github/sudokusolver/logic/layout-golden.txt.gz}),
 * read by {@code LayoutGoldenTest}.
 */
final class LayoutGolden {

    /** The file under the test resources. */
    static final String RESOURCE = "layout-golden.txt.gz";
    /** The rated killer files, every {@value #KILLER_STEP}th puzzle of each. */
    static final List<String> KILLER_FILES = List.of("killer/rated/dailykillersudoku.txt", "killer/rated/krazydad.txt");
    static final int KILLER_STEP = 50;

    /** One puzzle's golden line. */
    record Line(String set, String puzzle, ClassicGolden.Entry entry) {

        String format() {
            return set + "\t" + puzzle + "\t" + entry.format();
        }

        static Line parse(String text) {
            String[] p = text.split("\t", -1);
            return new Line(p[0], p[1], ClassicGolden.Entry.parse(p[2]));
        }
    }

    private LayoutGolden() {
    }

    /** The layouts of the generated sets, by set name (two seeds each past 9x9 and for samurai, else six). */
    static Map<String, Layout> layouts() {
        Map<String, Layout> layouts = new LinkedHashMap<>();
        layouts.put("4x4", Layout.boxes(2, 2));
        layouts.put("6x6", Layout.boxes(2, 3));
        layouts.put("4x4 diagonal", Layout.boxes(2, 2).withDiagonals());
        layouts.put("9x9 diagonal", Layout.classic().withDiagonals());
        layouts.put("jigsaw 6x6", Layout.jigsaw(LayoutStepsPropertyTest.JIGSAW_6));
        layouts.put("jigsaw 9x9", Layout.jigsaw(LayoutStepsPropertyTest.JIGSAW_9));
        layouts.put("windoku", Layout.classic().withWindows());
        layouts.put("16x16", Layout.boxes(4, 4));
        layouts.put("samurai", Layout.samurai());
        return layouts;
    }

    private static int seedsOf(Layout layout) {
        return layout.size() > 9 || layout.equals(Layout.samurai()) ? 2 : 6;
    }

    /** The cells of a board, one character each, row-major. */
    static String cells(Board board) {
        StringBuilder out = new StringBuilder();
        for (int[] row : board.toArray()) {
            for (int digit : row) {
                out.append(digit == 0 ? '.' : digit <= 9 ? (char) ('0' + digit) : (char) ('A' + digit - 10));
            }
        }
        return out.toString();
    }

    /** The board of {@link #cells} on a layout. */
    static Board board(Layout layout, String cells) {
        int[][] grid = new int[layout.rows()][layout.columns()];
        for (int i = 0; i < cells.length(); i++) {
            char c = cells.charAt(i);
            grid[i / layout.columns()][i % layout.columns()] = c == '.' ? 0 : c <= '9' ? c - '0' : c - 'A' + 10;
        }
        return Board.of(layout, grid);
    }

    /** Every fiftieth killer of a rated file, by its line number (1-based); skips the caller when the file is absent. */
    static Map<Integer, Board> killers(String file) throws IOException {
        List<String> lines = Files.readAllLines(SharedDatasets.require(file));
        Map<Integer, Board> killers = new LinkedHashMap<>();
        int index = 0;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).trim();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            if (index++ % KILLER_STEP == 0) {
                killers.put(i + 1, killer(line.split(" ")[1]));
            }
        }
        return killers;
    }

    private static Board killer(String sumoCue) throws IOException {
        try (PuzzleReader reader = PuzzleReader.of(new StringReader(sumoCue + "\n"))) {
            PuzzleEntry entry = reader.next();
            return entry.boardOrThrow();
        }
    }

    /** The stored lines, from the test resources. */
    static List<Line> read() throws IOException {
        List<Line> lines = new ArrayList<>();
        for (String text : ClassicGolden.lines(RESOURCE)) {
            lines.add(Line.parse(text));
        }
        return lines;
    }

    /** Writes the golden file to {@code args[0]}: the layouts' puzzles made now, the killers of the files. */
    public static void main(String[] args) throws IOException {
        long start = System.nanoTime();
        List<Line> lines = new ArrayList<>();
        for (Map.Entry<String, Layout> set : layouts().entrySet()) {
            Layout layout = set.getValue();
            for (int seed = 1; seed <= seedsOf(layout); seed++) {
                Board puzzle = Generator.withSeed(seed).puzzle(layout);
                lines.add(new Line(set.getKey(), cells(puzzle), ClassicGolden.compute(seed, puzzle)));
            }
        }
        for (String file : KILLER_FILES) {
            for (Map.Entry<Integer, Board> killer : killers(file).entrySet()) {
                lines.add(new Line(file, String.valueOf(killer.getKey()),
                        ClassicGolden.compute(killer.getKey(), killer.getValue())));
            }
        }
        try (OutputStream file = Files.newOutputStream(Path.of(args[0]));
                Writer out = new OutputStreamWriter(new GZIPOutputStream(file), StandardCharsets.UTF_8)) {
            out.write("# set\tpuzzle\tline score level hardest rateScore rateLevel rateHardest steps pathHash"
                    + " stepChars\n");
            for (Line line : lines) {
                out.write(line.format());
                out.write('\n');
            }
        }
        System.out.printf(Locale.ROOT, "%d puzzles in %.1f s%n", lines.size(), (System.nanoTime() - start) / 1e9);
    }
}
