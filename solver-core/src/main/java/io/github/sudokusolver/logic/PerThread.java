package io.github.sudokusolver.logic;

import java.lang.ref.SoftReference;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * A value per thread, held softly: the killer finders' memos ({@link FillingsMemo}, {@link LawOf45Seen}, the last
 * {@link CageFillings}) carry over from call to call on a thread, which is what makes them pay, but a library's caller
 * may run on pooled threads that live as long as the application. A soft reference lets the collector take a memo
 * back (a few megabytes on 16x16) when memory runs short; the next call starts a fresh one, with the same answers.
 *
 * @param <T> the value
 */
final class PerThread<T> {

    private final ThreadLocal<SoftReference<T>> values = new ThreadLocal<>();

    /** This thread's value, or null if it has none or the collector took it. */
    private T get() {
        SoftReference<T> held = values.get();
        return held == null ? null : held.get();
    }

    /** This thread's value, made by {@code make} if it has none. */
    T get(Supplier<T> make) {
        return get(value -> true, make);
    }

    /**
     * This thread's value if it {@code fits} (the memo of the grid the thread works on), else a new one made by {@code
     * make}, which replaces it.
     */
    T get(Predicate<T> fits, Supplier<T> make) {
        T value = get();
        if (value == null || !fits.test(value)) {
            value = make.get();
            set(value);
        }
        return value;
    }

    /** Sets this thread's value. */
    private void set(T value) {
        values.set(new SoftReference<>(value));
    }

    /** Drops this thread's value. */
    void remove() {
        values.remove();
    }
}
