package io.github.sudokusolver;

import io.github.sudokusolver.rules.Cage;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Killer puzzles for tests, made without the library's killer code: cages written out as {@code sum:cell,cell;...}
 * (0-based row-major cell indices, as {@code ../shared/datasets/killer} spells them out), random cages over a solved
 * grid, and an independent plain check that counts solutions by row-major backtracking, checking each cage as it
 * fills.
 */
public final class Killers {

    private Killers() {
    }

    /** The cages of a {@code sum:cell,cell;sum:cell,...} list, cells as row-major indices of a grid {@code columns} wide. */
    public static List<Cage> cages(String spelled, int columns) {
        List<Cage> cages = new ArrayList<>();
        for (String part : spelled.split(";")) {
            String[] sumAndCells = part.split(":");
            List<Cell> cells = new ArrayList<>();
            for (String index : sumAndCells[1].split(",")) {
                int i = Integer.parseInt(index);
                cells.add(new Cell(i / columns, i % columns));
            }
            cages.add(Cage.of(Integer.parseInt(sumAndCells[0]), cells));
        }
        return cages;
    }

    /**
     * Random cages of orthogonally connected cells over a solved board, each with distinct digits there and its sum
     * taken from it, covering the share {@code coverPercent} of the cells (all of them at 100).
     */
    public static List<Cage> randomCages(Board solution, Random random, int maxCageCells, int coverPercent) {
        Layout layout = solution.layout();
        int rows = layout.rows();
        int columns = layout.columns();
        boolean[] taken = new boolean[rows * columns];
        List<Integer> order = new ArrayList<>();
        for (int p = 0; p < taken.length; p++) {
            if (layout.isCell(p / columns, p % columns)) {
                order.add(p);
            } else {
                taken[p] = true;
            }
        }
        java.util.Collections.shuffle(order, random);
        int toCover = order.size() * coverPercent / 100;
        int covered = 0;
        List<Cage> cages = new ArrayList<>();
        for (int start : order) {
            if (covered >= toCover) {
                break;
            }
            if (taken[start]) {
                continue;
            }
            int want = 1 + random.nextInt(maxCageCells);
            List<Integer> cells = new ArrayList<>(List.of(start));
            int used = 1 << solution.get(start / columns, start % columns);
            taken[start] = true;
            while (cells.size() < want) {
                List<Integer> options = new ArrayList<>();
                for (int cell : cells) {
                    int r = cell / columns;
                    int c = cell % columns;
                    int[][] steps = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
                    for (int[] step : steps) {
                        int nr = r + step[0];
                        int nc = c + step[1];
                        if (nr < 0 || nr >= rows || nc < 0 || nc >= columns) {
                            continue;
                        }
                        int next = nr * columns + nc;
                        if (!taken[next] && (used & 1 << solution.get(nr, nc)) == 0) {
                            options.add(next);
                        }
                    }
                }
                if (options.isEmpty()) {
                    break;
                }
                int next = options.get(random.nextInt(options.size()));
                taken[next] = true;
                used |= 1 << solution.get(next / columns, next % columns);
                cells.add(next);
            }
            int sum = 0;
            List<Cell> cageCells = new ArrayList<>();
            for (int cell : cells) {
                sum += solution.get(cell / columns, cell % columns);
                cageCells.add(new Cell(cell / columns, cell % columns));
            }
            cages.add(Cage.of(sum, cageCells));
            covered += cells.size();
        }
        return cages;
    }

    /** The board of {@code solution}'s digits on {@code layout}, keeping each cell with chance {@code keepPercent}. */
    public static Board givens(Board solution, Layout layout, Random random, int keepPercent) {
        int[][] digits = solution.toArray();
        for (int[] row : digits) {
            for (int c = 0; c < row.length; c++) {
                if (random.nextInt(100) >= keepPercent) {
                    row[c] = 0;
                }
            }
        }
        return Board.of(layout, digits);
    }

    /**
     * Counts the completions of a board up to {@code limit} by plain row-major backtracking: a digit goes in a cell if
     * no cell of a region or cage holding that cell has it, and the cage's total stays within its sum (exactly its sum
     * once full). Shares nothing with the library's engines but the public {@link Layout} description.
     */
    static long plainCount(Board board, long limit) {
        Layout layout = board.layout();
        int columns = layout.columns();
        int positions = layout.rows() * columns;
        List<List<Integer>> groupsOf = new ArrayList<>();
        for (int p = 0; p < positions; p++) {
            groupsOf.add(new ArrayList<>());
        }
        List<int[]> groups = new ArrayList<>();
        for (List<Cell> region : layout.regions()) {
            groups.add(region.stream().mapToInt(cell -> cell.row() * columns + cell.col()).toArray());
        }
        List<Cage> cages = layout.cages();
        int[] cageOf = new int[positions];
        java.util.Arrays.fill(cageOf, -1);
        for (int c = 0; c < cages.size(); c++) {
            int[] cells = cages.get(c).cells().stream().mapToInt(cell -> cell.row() * columns + cell.col()).toArray();
            groups.add(cells);
            for (int p : cells) {
                cageOf[p] = c;
            }
        }
        for (int g = 0; g < groups.size(); g++) {
            for (int p : groups.get(g)) {
                groupsOf.get(p).add(g);
            }
        }
        int[] grid = new int[positions];
        List<Integer> blanks = new ArrayList<>();
        for (int p = 0; p < positions; p++) {
            grid[p] = board.get(p / columns, p % columns);
            if (grid[p] == 0 && layout.isCell(p / columns, p % columns)) {
                blanks.add(p);
            }
        }
        long[] found = {0};
        plainFill(layout, grid, blanks, 0, groups, groupsOf, cages, cageOf, limit, found);
        return found[0];
    }

    private static boolean plainFill(Layout layout, int[] grid, List<Integer> blanks, int next, List<int[]> groups,
            List<List<Integer>> groupsOf, List<Cage> cages, int[] cageOf, long limit, long[] found) {
        if (next == blanks.size()) {
            for (int c = 0; c < cages.size(); c++) {
                if (cageTotal(grid, groups.get(groups.size() - cages.size() + c)) != cages.get(c).sum()) {
                    return false;
                }
            }
            return ++found[0] >= limit;
        }
        int p = blanks.get(next);
        for (int digit = 1; digit <= layout.size(); digit++) {
            boolean free = true;
            for (int g : groupsOf.get(p)) {
                for (int q : groups.get(g)) {
                    free &= grid[q] != digit;
                }
            }
            if (!free) {
                continue;
            }
            grid[p] = digit;
            int c = cageOf[p];
            boolean fits = true;
            if (c >= 0) {
                int[] cells = groups.get(groups.size() - cages.size() + c);
                int total = cageTotal(grid, cells);
                boolean full = java.util.Arrays.stream(cells).allMatch(q -> grid[q] != 0);
                fits = full ? total == cages.get(c).sum() : total < cages.get(c).sum();
            }
            if (fits && plainFill(layout, grid, blanks, next + 1, groups, groupsOf, cages, cageOf, limit, found)) {
                grid[p] = 0;
                return true;
            }
            grid[p] = 0;
        }
        return false;
    }

    private static int cageTotal(int[] grid, int[] cells) {
        int total = 0;
        for (int p : cells) {
            total += grid[p];
        }
        return total;
    }

    /**
     * The short 81-character notation of a 9x9 killer whose cages cover the grid and are connected (side or corner),
     * written here without the library: each cage's first cell in row-major order holds its sum, every other cell an
     * arrow to the cell through which a breadth-first walk from that first cell reached it.
     */
    public static String shortNotation(Layout killer) {
        char[] text = new char[81];
        String arrows = "<>^v`',.";
        int[][] steps = {{0, -1}, {0, 1}, {-1, 0}, {1, 0}, {-1, -1}, {-1, 1}, {1, -1}, {1, 1}};
        for (Cage cage : killer.cages()) {
            List<Integer> cells = new ArrayList<>();
            cage.cells().forEach(cell -> cells.add(cell.row() * 9 + cell.col()));
            int head = cells.get(0);
            int sum = cage.sum();
            text[head] = sum <= 9 ? (char) ('0' + sum) : sum <= 35 ? (char) ('A' + sum - 10) : (char) ('a' + sum - 36);
            java.util.ArrayDeque<Integer> queue = new java.util.ArrayDeque<>(List.of(head));
            java.util.Set<Integer> reached = new java.util.HashSet<>(List.of(head));
            while (!queue.isEmpty()) {
                int from = queue.poll();
                for (int s = 0; s < steps.length; s++) {
                    int r = from / 9 - steps[s][0];
                    int c = from % 9 - steps[s][1];
                    int next = r * 9 + c;
                    if (r >= 0 && r < 9 && c >= 0 && c < 9 && cells.contains(next) && reached.add(next)) {
                        text[next] = arrows.charAt(s); // the step from next back to from
                        queue.add(next);
                    }
                }
            }
            if (reached.size() != cells.size()) {
                throw new IllegalArgumentException(cage + " is not connected");
            }
        }
        return new String(text);
    }
}
