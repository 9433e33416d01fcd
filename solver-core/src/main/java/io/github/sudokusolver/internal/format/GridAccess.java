package io.github.sudokusolver.internal.format;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Layout;
import java.util.Objects;

/**
 * How the text machinery reaches what {@code Board} and {@code Layout} keep package-private (a board made from trusted
 * cells, the digit at a grid position, a layout's boxes), without the API exporting it: the root package installs
 * its {@link Grids} when {@code Layout} is loaded, which happens before any board or layout exists to be read or
 * written. Not API.
 */
public final class GridAccess {

    /** The package-private operations of {@code Board} and {@code Layout} that the text formats use. */
    public interface Grids {

        /**
         * A board of a layout over cells, one byte per grid position, that the caller never touches again.
         *
         * @param layout the layout
         * @param cells the digits, 0 for empty, each within the layout's digits
         * @return the board
         */
        Board board(Layout layout, byte[] cells);

        /**
         * The digit at a row-major grid position, 0 for empty.
         *
         * @param board the board
         * @param position {@code row * columns + column}
         * @return the digit
         */
        int digitAt(Board board, int position);

        /**
         * The board's cells on another layout of the same grid.
         *
         * @param board the board
         * @param layout the other layout
         * @return the board on it
         */
        Board onLayout(Board board, Layout layout);

        /**
         * Whether the layout is the classic 9x9 grid without cages or rules.
         *
         * @param layout the layout
         * @return true for the classic one
         */
        boolean isClassic(Layout layout);

        /**
         * The rows of a box, 0 for a layout without boxes.
         *
         * @param layout the layout
         * @return the rows
         */
        int boxRows(Layout layout);

        /**
         * The columns of a box, 0 for a layout without boxes.
         *
         * @param layout the layout
         * @return the columns
         */
        int boxColumns(Layout layout);

        /**
         * Whether a grid position is a cell (not a samurai hole).
         *
         * @param layout the layout
         * @param position {@code row * columns + column}
         * @return true for a cell
         */
        boolean isCellAt(Layout layout, int position);

        /**
         * The layout without its cages.
         *
         * @param layout the layout
         * @return the layout less its cages (the shared classic instance when that is what is left)
         */
        Layout withoutCages(Layout layout);
    }

    private static volatile Grids grids;

    private GridAccess() {
    }

    /**
     * Installs the operations; the first one stays.
     *
     * @param installed the root package's operations
     */
    public static synchronized void install(Grids installed) {
        if (grids == null) {
            grids = Objects.requireNonNull(installed, "installed");
        }
    }

    /**
     * The installed operations, loading {@code Layout} (which installs them) if no layout was made yet.
     *
     * @return the operations
     */
    public static Grids grids() {
        Grids installed = grids;
        if (installed == null) {
            Layout.classic();
            installed = grids;
        }
        return installed;
    }
}
