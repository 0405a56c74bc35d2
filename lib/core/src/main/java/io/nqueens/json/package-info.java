/**
 * JSON through Jackson ({@link io.nqueens.json.Json}) for the files the kit writes and reads
 * itself: engine and experiment specs ({@code io.nqueens.spec}), the runs an experiment saves to a
 * folder ({@code io.nqueens.experiment}) and settings' identities ({@code io.nqueens.engine}). One
 * canonical form of a JSON value (maps, lists, strings, Long, Double, Boolean, null) and one writer,
 * so that what is printed, compared and fingerprinted is the same; numbers round-trip exactly.
 */
package io.nqueens.json;
