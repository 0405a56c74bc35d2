/**
 * A small JSON reader and writer ({@link io.nqueens.json.Json}) for the files the kit writes and
 * reads itself: engine and experiment specs ({@code io.nqueens.spec}) and the runs an experiment
 * saves to a folder ({@code io.nqueens.experiment}). No library dependency; numbers round-trip
 * exactly.
 */
package io.nqueens.json;
