package io.github.sudokusolver.internal.format;

/**
 * What {@code Layout.withCages} and {@code Layout.withRules} throw, with the index of the refused rule in their
 * argument's iteration order, so that a reader can name the line and column it wrote the rule on. Callers see an
 * IllegalArgumentException with the layout's reason. Not API.
 */
public final class RefusedRule extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** The refused rule's place among the rules (or cages) given, from 0. */
    private final int index;

    /**
     * A refusal.
     *
     * @param message the layout's reason, naming the rule
     * @param index the rule's place among those given, from 0
     */
    public RefusedRule(String message, int index) {
        super(message);
        this.index = index;
    }

    /**
     * The refused rule's place among the rules given to {@code Layout.withRules} (or the cages given to
     * {@code Layout.withCages}).
     *
     * @return the index, from 0
     */
    public int index() {
        return index;
    }
}
