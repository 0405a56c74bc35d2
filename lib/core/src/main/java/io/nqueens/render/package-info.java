/**
 * Pictures of single boards, the phenotype view of a genome. {@link io.nqueens.render.AsciiBoard}
 * draws a {@link io.nqueens.board.Board}, or a row-major 0/1 grid, as text in document 001's style
 * or compactly; {@link io.nqueens.render.BoardImage} paints a chessboard
 * {@link java.awt.image.BufferedImage} with a crown per queen, attacked queens optionally in red
 * (as told by {@link io.nqueens.board.LineCounts}), and can draw a genome of any encoding into a
 * square of a larger picture. Both work headlessly. {@link io.nqueens.render.WholePng} adjusts a
 * picture invisibly so that the Java kernels, which cut the end off some PNGs, send it whole. {@code io.nqueens.plots} builds its board
 * strips, animations and run panels on {@code BoardImage}.
 */
package io.nqueens.render;
