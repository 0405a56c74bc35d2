package io.nqueens.spec;

import io.nqueens.AtomicFiles;
import io.nqueens.Checks;
import io.nqueens.json.Json;

import java.nio.file.Path;
import java.util.Map;

/**
 * What the kit's specs share: a JSON object, normalised (integers as JSON reads them back), that
 * prints, compares and is written to a file by its text.
 */
abstract class JsonSpec {
    private final Map<String, Object> tree;

    JsonSpec(Map<String, Object> tree) {
        this.tree = normalised(tree);
    }

    /** The tree as JSON reads it back (integers as Long), so that equal specs compare equal. */
    @SuppressWarnings("unchecked")
    static Map<String, Object> normalised(Map<String, Object> tree) {
        return (Map<String, Object>) Json.parse(Json.write(tree));
    }

    /** The spec as a JSON object (unmodifiable). */
    final Map<String, Object> tree() {
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

    /** Specs of one kind are equal when their JSON texts are. */
    @Override
    public final boolean equals(Object o) {
        return o != null && o.getClass() == getClass() && toJson().equals(((JsonSpec) o).toJson());
    }

    @Override
    public final int hashCode() {
        return toJson().hashCode();
    }

    /** {@return the spec as indented JSON} */
    @Override
    public final String toString() {
        return toJson();
    }
}
