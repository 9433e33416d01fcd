package io.github.sudokusolver;

import io.github.sudokusolver.internal.format.GridAccess;

/**
 * The text formats' way to the package-private parts of {@link Board} and {@link Layout} ({@link GridAccess}):
 * installed by {@code Layout} when it is loaded. The reader and the writers live in other packages
 * ({@code format}, {@code internal.format}) and must not widen the API.
 */
final class FormatBridge implements GridAccess.Grids {

    @Override
    public Board board(Layout layout, byte[] cells) {
        return Board.ofTrustedCells(layout, cells);
    }

    @Override
    public int digitAt(Board board, int position) {
        return board.digitAt(position);
    }

    @Override
    public Board onLayout(Board board, Layout layout) {
        return board.onLayout(layout);
    }

    @Override
    public boolean isClassic(Layout layout) {
        return layout.isClassic();
    }

    @Override
    public int boxRows(Layout layout) {
        return layout.boxRows();
    }

    @Override
    public int boxColumns(Layout layout) {
        return layout.boxColumns();
    }

    @Override
    public boolean isCellAt(Layout layout, int position) {
        return layout.isCellAt(position);
    }

    @Override
    public Layout withoutCages(Layout layout) {
        return layout.withoutCages();
    }
}
