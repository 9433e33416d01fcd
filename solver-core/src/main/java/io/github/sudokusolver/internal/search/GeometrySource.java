package io.github.sudokusolver.internal.search;

import java.util.Objects;
import java.util.function.Function;

/**
 * How the generator reaches the geometry of a layout with variant rules, the rules compiled in, without the API
 * exporting it (a random solution and the thinning of such a layout's puzzles run the engine on it): {@code Layout} installs the reader when its class is loaded, which happens before any
 * layout exists to be asked about.
 */
public final class GeometrySource {

    private static volatile Function<Object, Geometry> reader;

    private GeometrySource() {
    }

    /**
     * Installs the reader; the first one stays.
     *
     * @param layoutReader the geometry of a layout
     */
    public static synchronized void install(Function<Object, Geometry> layoutReader) {
        if (reader == null) {
            reader = Objects.requireNonNull(layoutReader, "layoutReader");
        }
    }

    /**
     * The geometry of a layout, as the layout itself built it.
     *
     * @param layout a {@code Layout}
     * @return its geometry
     * @throws IllegalStateException if no reader is installed
     */
    public static Geometry of(Object layout) {
        Function<Object, Geometry> installed = reader;
        if (installed == null) {
            throw new IllegalStateException("no layout reader installed");
        }
        return installed.apply(layout);
    }
}
