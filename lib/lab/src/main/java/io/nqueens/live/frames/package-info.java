/**
 * What the live views are made of, for the kit's own modules rather than the notebooks: {@link
 * io.nqueens.live.frames.Frames} (a view's outputs, in a kernel's display updated in place or as
 * printed lines, and how often they change), the {@link io.nqueens.live.frames.Display} they go
 * to, {@link io.nqueens.live.frames.LiveWorker} and {@link io.nqueens.live.frames.LiveLines} (a
 * long call on a thread of its own while the cell's thread draws) and {@link
 * io.nqueens.live.frames.ProgressText} (the lines' text). {@code io.nqueens.live.Live} is built on
 * them, and so is the race's live view in the tuning module ({@code io.nqueens.tuning.LiveRace}),
 * the one module this package is exported to. It sits above {@code io.nqueens} only.
 */
package io.nqueens.live.frames;
