package io.github.sudokusolver.logic;

/**
 * Difficulty levels, from easiest to hardest, each a half-open range of the {@link Rating#score()} on Sudoku
 * Explainer's scale. The typical techniques of each level are listed in {@code docs/rating.md}.
 */
public enum Difficulty {
    /** Below 2.5: singles, and intersections or hidden pairs that at once give a single. */
    EASY(1.0, 2.5),
    /** 2.5 to below 4.0: intersections, naked and hidden pairs, naked triples, X-wing, swordfish. */
    MEDIUM(2.5, 4.0),
    /** 4.0 to below 6.0: hidden triples, XY- and XYZ-wings, unique rectangles, quads, jellyfish, BUG+1. */
    HARD(4.0, 6.0),
    /** 6.0 to below 7.5: aligned pair exclusion, X-chains, XY-chains, W-wings, alternating inference chains. */
    EXPERT(6.0, 7.5),
    /** 7.5 to below 9.0: Nishio, cell and unit forcing chains, dynamic forcing chains. */
    MASTER(7.5, 9.0),
    /** 9.0 and above: dynamic forcing chains (+), and the bounded search of last resort. */
    EXTREME(9.0, Double.POSITIVE_INFINITY);

    private final double from;
    private final double below;

    Difficulty(double from, double below) {
        this.from = from;
        this.below = below;
    }

    /**
     * The lowest score of this level.
     *
     * @return the inclusive lower bound
     */
    public double from() {
        return from;
    }

    /**
     * The score at which the next level starts.
     *
     * @return the exclusive upper bound; positive infinity for {@link #EXTREME}
     */
    public double below() {
        return below;
    }

    /**
     * The level whose range holds {@code score}.
     *
     * @param score a score, 1.0 or more
     * @return the level
     * @throws IllegalArgumentException if {@code score} is below 1.0 or not a number
     */
    public static Difficulty of(double score) {
        if (Double.isNaN(score)) {
            throw new IllegalArgumentException("score is NaN, not a number");
        }
        if (score < 1.0) {
            throw new IllegalArgumentException("score " + score + " is below 1.0, the easiest step's");
        }
        for (Difficulty level : values()) {
            if (score < level.below) {
                return level;
            }
        }
        return EXTREME;
    }
}
