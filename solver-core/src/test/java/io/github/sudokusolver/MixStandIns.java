package io.github.sudokusolver;

import io.github.sudokusolver.format.PuzzleEntry;
import io.github.sudokusolver.format.PuzzleReader;
import io.github.sudokusolver.internal.search.GeneralEngine;
import io.github.sudokusolver.internal.search.Search;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Stand-ins for published puzzles that mix killer cages with other rules (issue 56): each hard killer of the shared
 * {@code killer/killer_hard.txt} gets rules read off its own solution (ratio dots and thermometers; difference dots and
 * little killers; arrows and dots; a zipper line), then loses cages in a seeded random order while it stays unique
 * (a removal whose count stops at the node cap is undone). A measuring tool, not a test; prints the anchor driver's
 * input format ({@code id <tab> iss <tab> - <tab> text <tab> solution}):
 * <pre>
 * java -cp ... io.github.sudokusolver.MixStandIns ../shared/datasets/killer/killer_hard.txt SEED MAX_NODES [MIX...]
 * </pre>
 */
final class MixStandIns {

    /** Whether the rules read off the solution may be removed too (system property {@code mix.minimal}). */
    private static final boolean MINIMAL = Boolean.getBoolean("mix.minimal");

    private MixStandIns() {
    }

    public static void main(String[] args) throws IOException {
        List<String> lines = Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8);
        long seed = Long.parseLong(args[1]);
        long maxNodes = Long.parseLong(args[2]);
        List<String> mixes = args.length > 3 ? List.of(args).subList(3, args.length)
                : List.of("ratio-thermo", "white-little", "arrow-dots", "zipper");
        int index = 0;
        for (String line : lines) {
            if (line.startsWith("#") || line.isBlank()) {
                continue;
            }
            index++;
            String[] fields = line.split(" ");
            boolean diagonals = fields[1].equals("D");
            String cages = fields[2];
            int[] solution = new int[81];
            for (int i = 0; i < 81; i++) {
                solution[i] = fields[3].charAt(i) - '0';
            }
            for (String mix : mixes) {
                Random random = new Random(seed * 1_000_003L + index * 31L + mix.hashCode());
                String extra = extra(mix, solution, random);
                List<String> cageTexts = new ArrayList<>();
                for (String cage : cages.split(";")) {
                    String[] parts = cage.split(":");
                    StringBuilder text = new StringBuilder(".Cage~").append(parts[0]);
                    for (String cell : parts[1].split(",")) {
                        text.append('~').append(name(Integer.parseInt(cell)));
                    }
                    cageTexts.add(text.toString());
                }
                String base = diagonals ? ".Diagonal~1.Diagonal~-1" : "";
                if (MINIMAL) { // every rule may go, not only cages: the mixes where each kind matters
                    for (String token : extra.substring(1).split("(?=\\.[A-Z])")) {
                        cageTexts.add(token.startsWith(".") ? token : "." + token);
                    }
                } else {
                    base += extra;
                }
                List<Integer> order = new ArrayList<>();
                for (int i = 0; i < cageTexts.size(); i++) {
                    order.add(i);
                }
                Collections.shuffle(order, random);
                boolean[] kept = new boolean[cageTexts.size()];
                java.util.Arrays.fill(kept, true);
                if (count(text(base, cageTexts, kept), maxNodes) != 1) {
                    continue; // the extra rules alone clash or the count stopped: no stand-in
                }
                for (int i : order) {
                    kept[i] = false;
                    if (count(text(base, cageTexts, kept), maxNodes) != 1) {
                        kept[i] = true;
                    }
                }
                StringBuilder sol = new StringBuilder();
                for (int v : solution) {
                    sol.append(v);
                }
                System.out.printf((MINIMAL ? "min-" : "") + "%s-%d\tiss\t-\t%s\t%s%n", mix, index, text(base, cageTexts, kept), sol);
                System.out.flush();
            }
        }
    }

    private static String text(String base, List<String> cages, boolean[] kept) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < cages.size(); i++) {
            if (kept[i]) {
                text.append(cages.get(i));
            }
        }
        return text.append(base).toString();
    }

    /** Solutions up to two, or -1 where the count stopped at the cap. */
    static long count(String iss, long maxNodes) {
        PuzzleEntry entry;
        try (PuzzleReader reader = PuzzleReader.of(new StringReader(iss + "\n"))) {
            entry = reader.next();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Board board = entry.boardOrThrow();
        Search search = new Search(Search.Bounds.of(maxNodes, Duration.ofSeconds(60)), 2, false, GeneralEngine.INSTANCE);
        GeneralEngine.INSTANCE.search(board.layout().geometry(), board.digitsForSearch(), search);
        return search.stop() != null ? -1 : search.solutions();
    }

    static String name(int cell) {
        return "R" + (cell / 9 + 1) + "C" + (cell % 9 + 1);
    }

    private static String extra(String mix, int[] s, Random random) {
        StringBuilder text = new StringBuilder();
        switch (mix) {
            case "ratio-thermo":
                dots(text, s, random, 0.7, true);
                for (int t = 0; t < 4; t++) {
                    thermo(text, s, random);
                }
                break;
            case "white-little":
                dots(text, s, random, 0.5, false);
                for (int t = 0; t < 5; t++) {
                    littleKiller(text, s, random);
                }
                break;
            case "arrow-dots":
                dots(text, s, random, 0.4, true);
                dots(text, s, random, 0.3, false);
                for (int t = 0; t < 4; t++) {
                    arrow(text, s, random);
                }
                break;
            case "zipper":
                zipper(text, s, random);
                zipper(text, s, random);
                break;
            default:
                throw new IllegalArgumentException(mix);
        }
        return text.toString();
    }

    private static void dots(StringBuilder text, int[] s, Random random, double share, boolean black) {
        for (int cell = 0; cell < 81; cell++) {
            for (int next : new int[] {cell % 9 < 8 ? cell + 1 : -1, cell < 72 ? cell + 9 : -1}) {
                if (next < 0) {
                    continue;
                }
                int a = s[cell];
                int b = s[next];
                boolean holds = black ? a == 2 * b || b == 2 * a : Math.abs(a - b) == 1;
                if (holds && random.nextDouble() < share) {
                    text.append(black ? ".BlackDot~" : ".WhiteDot~").append(name(cell)).append('~').append(name(next));
                }
            }
        }
    }

    private static List<Integer> neighbours(int cell) {
        List<Integer> out = new ArrayList<>();
        for (int dr = -1; dr <= 1; dr++) {
            for (int dc = -1; dc <= 1; dc++) {
                int r = cell / 9 + dr;
                int c = cell % 9 + dc;
                if ((dr != 0 || dc != 0) && r >= 0 && r < 9 && c >= 0 && c < 9) {
                    out.add(r * 9 + c);
                }
            }
        }
        return out;
    }

    private static void thermo(StringBuilder text, int[] s, Random random) {
        for (int attempt = 0; attempt < 50; attempt++) {
            List<Integer> path = new ArrayList<>();
            path.add(random.nextInt(81));
            int length = 3 + random.nextInt(4);
            while (path.size() < length) {
                int last = path.get(path.size() - 1);
                List<Integer> options = new ArrayList<>();
                for (int n : neighbours(last)) {
                    if (s[n] > s[last] && !path.contains(n)) {
                        options.add(n);
                    }
                }
                if (options.isEmpty()) {
                    break;
                }
                path.add(options.get(random.nextInt(options.size())));
            }
            if (path.size() >= 3) {
                text.append(".Thermo");
                path.forEach(c -> text.append('~').append(name(c)));
                return;
            }
        }
    }

    private static void littleKiller(StringBuilder text, int[] s, Random random) {
        boolean fromLeft = random.nextBoolean();
        int start = 1 + random.nextInt(6); // diagonals of 3 to 8 cells, never the long ones
        int sum = 0;
        for (int i = 0; ; i++) {
            int r = fromLeft ? start + i : i;
            int c = fromLeft ? i : 8 - start - i;
            if (r > 8 || c < 0 || c > 8) {
                break;
            }
            sum += s[r * 9 + c];
        }
        text.append(".LittleKiller~").append(sum).append('~')
                .append(fromLeft ? name(start * 9) : name(8 - start));
    }

    private static void arrow(StringBuilder text, int[] s, Random random) {
        for (int attempt = 0; attempt < 200; attempt++) {
            int circle = random.nextInt(81);
            List<Integer> path = new ArrayList<>();
            path.add(circle);
            int total = 0;
            while (total < s[circle]) {
                int last = path.get(path.size() - 1);
                List<Integer> options = new ArrayList<>();
                for (int n : neighbours(last)) {
                    if (!path.contains(n) && total + s[n] <= s[circle]) {
                        options.add(n);
                    }
                }
                if (options.isEmpty()) {
                    break;
                }
                int n = options.get(random.nextInt(options.size()));
                path.add(n);
                total += s[n];
            }
            if (total == s[circle] && path.size() >= 3) {
                text.append(".Arrow");
                path.forEach(c -> text.append('~').append(name(c)));
                return;
            }
        }
    }

    /** A zipper of odd length 5-7: cells equally far from the middle add up to the middle's digit. */
    private static void zipper(StringBuilder text, int[] s, Random random) {
        for (int attempt = 0; attempt < 2000; attempt++) {
            int middle = random.nextInt(81);
            int arm = 2 + random.nextInt(2);
            List<Integer> left = new ArrayList<>();
            List<Integer> right = new ArrayList<>();
            int a = middle;
            int b = middle;
            boolean ok = true;
            for (int i = 0; i < arm && ok; i++) {
                List<int[]> options = new ArrayList<>();
                for (int x : neighbours(a)) {
                    for (int y : neighbours(b)) {
                        if (x != y && x != middle && y != middle && !left.contains(x) && !left.contains(y)
                                && !right.contains(x) && !right.contains(y) && s[x] + s[y] == s[middle]) {
                            options.add(new int[] {x, y});
                        }
                    }
                }
                if (options.isEmpty()) {
                    ok = false;
                } else {
                    int[] pick = options.get(random.nextInt(options.size()));
                    left.add(pick[0]);
                    right.add(pick[1]);
                    a = pick[0];
                    b = pick[1];
                }
            }
            if (ok) {
                text.append(".Zipper");
                for (int i = left.size() - 1; i >= 0; i--) {
                    text.append('~').append(name(left.get(i)));
                }
                text.append('~').append(name(middle));
                right.forEach(c -> text.append('~').append(name(c)));
                return;
            }
        }
    }
}
