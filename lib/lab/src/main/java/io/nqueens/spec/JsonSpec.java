package io.nqueens.spec;

import io.nqueens.AtomicFiles;
import io.nqueens.Checks;
import io.nqueens.json.Json;

import java.nio.file.Path;
import java.util.Map;

/**
 * What the kit's specs share: a JSON object held in its canonical form ({@link Json#canonical}:
 * integers as {@code Long}, unmodifiable), which is what a spec prints ({@link #toJson}), compares
 * ({@link #equals}) and hands to code that builds on it ({@link #toTree}). No spec is ever written
 * to text and read back to be compared.
 */
abstract class JsonSpec {
    private final Map<String, Object> tree;

    @SuppressWarnings("unchecked")
    JsonSpec(Map<String, ?> tree) {
        this.tree = (Map<String, Object>) Json.canonical(tree);
    }

    /** The spec as a JSON object (canonical, unmodifiable). */
    final Map<String, Object> tree() {
        return tree;
    }

    /**
     * {@return the spec as a JSON object in canonical form} Unmodifiable: copy it into a map of
     * one's own to derive another spec from it.
     */
    public final Map<String, Object> toTree() {
        return tree;
    }

    /** {@return the spec as indented JSON} */
    public final String toJson() {
        return Json.write(tree);
    }

    /**
     * Writes the spec to a file, atomically ({@link AtomicFiles}).
     *
     * @param file the file to write, in an existing folder
     * @throws java.io.UncheckedIOException when it cannot be written
     */
    public final void write(Path file) {
        AtomicFiles.write(Checks.notNull("file", file), toJson() + "\n");
    }

    /**
     * Specs of one kind are equal when they are the same JSON value: the same members (in any
     * order) with equal values, {@code 3} and {@code 3.0} being different numbers.
     */
    @Override
    public final boolean equals(Object o) {
        return o != null && o.getClass() == getClass() && tree.equals(((JsonSpec) o).tree);
    }

    @Override
    public final int hashCode() {
        return tree.hashCode();
    }

    /** {@return the spec as indented JSON} */
    @Override
    public final String toString() {
        return toJson();
    }
}
