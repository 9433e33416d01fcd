package io.github.sudokusolver.internal.format;

/**
 * What {@code Layout.withCages} throws, with the index of the refused cage in its argument's iteration order, so that
 * a reader can name the line and column it wrote the cage on. Callers see an IllegalArgumentException. Not API.
 */
public final class RefusedCage extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** The refused cage's place among the cages given to Layout.withCages, from 0. */
    private final int index;

    /**
     * A refusal.
     *
     * @param message the layout's reason, naming the cage
     * @param index the cage's place among those given, from 0
     */
    public RefusedCage(String message, int index) {
        super(message);
        this.index = index;
    }

    /**
     * The refused cage's place among the cages given to {@code Layout.withCages}.
     *
     * @return the index, from 0
     */
    public int index() {
        return index;
    }
}
