package io.github.sudokusolver.logic;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.SharedDatasets;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

/** The calibration file {@code rated/se_rated_calibration.txt}: puzzles with their published Sudoku Explainer rating. */
final class RatedPuzzles {

    record Rated(Board puzzle, double se, int line) {
    }

    private RatedPuzzles() {
    }

    /** Every {@code step}-th puzzle of the file (1 for all); skips the calling test when the file is absent. */
    static List<Rated> every(int step) throws IOException {
        List<String> lines = Files.readAllLines(SharedDatasets.require("rated/se_rated_calibration.txt"));
        List<Rated> rated = new ArrayList<>();
        int index = 0;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).trim();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            if (index++ % step == 0) {
                String[] parts = line.split("\\s+");
                rated.add(new Rated(Board.parse(parts[0]), Double.parseDouble(parts[1]), i + 1));
            }
        }
        return rated;
    }

    /** Spearman's rank correlation of two equally long series, ties given their mean rank. */
    static double spearman(double[] a, double[] b) {
        double[] ra = ranks(a);
        double[] rb = ranks(b);
        double ma = 0;
        double mb = 0;
        for (int i = 0; i < a.length; i++) {
            ma += ra[i] / a.length;
            mb += rb[i] / a.length;
        }
        double cov = 0;
        double va = 0;
        double vb = 0;
        for (int i = 0; i < a.length; i++) {
            cov += (ra[i] - ma) * (rb[i] - mb);
            va += (ra[i] - ma) * (ra[i] - ma);
            vb += (rb[i] - mb) * (rb[i] - mb);
        }
        return cov / Math.sqrt(va * vb);
    }

    private static double[] ranks(double[] values) {
        Integer[] order = new Integer[values.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        java.util.Arrays.sort(order, (x, y) -> Double.compare(values[x], values[y]));
        double[] ranks = new double[values.length];
        for (int i = 0; i < order.length; ) {
            int j = i;
            while (j < order.length && values[order[j]] == values[order[i]]) {
                j++;
            }
            for (int k = i; k < j; k++) {
                ranks[order[k]] = (i + j - 1) / 2.0;
            }
            i = j;
        }
        return ranks;
    }
}
