package io.nqueens.spec;

import io.nqueens.AtomicFiles;
import io.nqueens.Checks;
import io.nqueens.board.Encoding;
import io.nqueens.engine.Engine;
import io.nqueens.engine.Limit;
import io.nqueens.engine.Settings;
import io.nqueens.json.Json;
import io.nqueens.presets.Preset;

import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An engine's settings as data: a small JSON object that names every part with its parameters,
 * written from an engine and read back to an engine that runs identically (same seed, same run).
 * {@code EngineSpec.of(Presets.doc001Fixed()).toJson()} gives
 *
 * <pre>
 * {
 *   "label": "001 fixed",
 *   "encoding": "INTEGER",
 *   "boardSize": 8,
 *   "fitness": {"op": "nonAttackingPairs", "encoding": "INTEGER"},
 *   "populationSize": 1000,
 *   "selector": {"op": "tournament", "k": 2},
 *   ...
 *   "limits": [{"op": "solved"}, {"op": "generations", "max": 100}],
 *   "trackDiversity": true
 * }</pre>
 *
 * A hand-written spec may leave settings out (the builder's defaults apply) and may start from a
 * preset: {@code {"preset": "doc001Fixed", "boardSize": 12, "populationSize": 200}} (the preset's
 * own encoding applies, so it takes no {@code "encoding"}). The forms of every part are listed in
 * the package documentation; a plug-in of one's own is {@code {"plugin": NAME}} (see
 * {@link Plugins}). Immutable; reading and writing cost O(size of the spec).
 */
public final class EngineSpec extends JsonSpec {
    /** The members of an engine spec, in the order they are written and applied. */
    public static final List<String> KEYS = List.of("preset", "label", "encoding", "boardSize", "fitness",
            "populationSize", "selector", "distinctParents", "crossover", "crossoverRate", "childrenPerMating",
            "mutation", "mutationRate", "mutationShareThreshold", "replacement", "limits", "trackDiversity");

    private EngineSpec(Map<String, ?> tree) {
        super(tree);
    }

    /**
     * The spec of an engine's settings, every one of them written out.
     *
     * @param engine the engine, not null
     * @return the spec
     * @throws IllegalArgumentException when a plug-in of the engine is neither the kit's own nor
     *     registered with {@link Plugins}, naming it
     */
    public static EngineSpec of(Engine engine) {
        Settings s = Checks.notNull("engine", engine).settings();
        try {
            return new EngineSpec(write(s));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("engine " + s.label() + ": " + e.getMessage(), e);
        }
    }

    /**
     * The spec of a configuration, which is built (and so checked) first.
     *
     * @param builder the configuration, e.g. a preset, not null
     * @return the spec
     * @throws IllegalArgumentException as {@link Engine.Builder#build()} and {@link #of(Engine)}
     */
    public static EngineSpec of(Engine.Builder builder) {
        return of(Checks.notNull("builder", builder).build());
    }

    /**
     * Reads a spec and checks every part of it (without building the engine).
     *
     * @param json the JSON text, not null
     * @return the spec
     * @throws IllegalArgumentException naming the line and column of a JSON error, or the member
     *     at fault with its line and column (e.g. {@code engine.selector.k (line 1, column 60) must
     *     be an integer, was the string "3"})
     */
    public static EngineSpec parse(String json) {
        Map<String, Object> tree = Json.parseObject(json, "engine spec");
        try {
            return of(tree);
        } catch (Node.SpecError e) {
            throw e.locatedIn(json, "engine");
        }
    }

    /**
     * Reads a spec file (see {@link #parse}).
     *
     * @param file the JSON file
     * @return the spec
     * @throws UncheckedIOException when the file cannot be read
     * @throws IllegalArgumentException naming the file and the fault
     */
    public static EngineSpec read(Path file) {
        String text = readFile(file);
        try {
            return parse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
        }
    }

    /**
     * A spec from a JSON object held in Java values (as {@link #toTree()} gives them, or built in
     * code from maps, lists and scalars), checked by reading every part; no text is involved.
     *
     * @param tree the spec's members, not null
     * @return the spec
     * @throws IllegalArgumentException naming the member at fault, as {@link #parse}
     */
    public static EngineSpec fromTree(Map<String, ?> tree) {
        EngineSpec spec = new EngineSpec(Checks.notNull("engine spec", tree));
        spec.toBuilder();
        return spec;
    }

    /** A spec from a parsed JSON object (see {@link #fromTree}). */
    static EngineSpec of(Map<String, Object> tree) {
        return fromTree(tree);
    }

    /**
     * A new builder holding the spec's settings: the preset's (or the encoding's defaults) with
     * every member of the spec applied in {@link #KEYS} order.
     *
     * @return the builder
     * @throws IllegalArgumentException naming the member a builder refuses
     */
    public Engine.Builder toBuilder() {
        return EngineReader.read(Node.root("engine", tree()));
    }

    /**
     * Builds the engine.
     *
     * @return the engine
     * @throws IllegalArgumentException as {@link Engine.Builder#build()}
     */
    public Engine build() {
        return toBuilder().build();
    }

    /**
     * The identity of the settings this spec builds ({@link io.nqueens.engine.Settings#identity()}):
     * the canonical JSON of every part's class and fields, written by the same writer as the spec
     * ({@link io.nqueens.json.Json#writeLine}). Two specs written differently (one from a preset,
     * one with every member) that build the same settings have the same identity; the label is
     * no part of it. Builds the engine, O(size of the spec).
     *
     * @return the identity, one line of JSON
     */
    public String identity() {
        return build().identity();
    }

    /** Every setting, in {@link #KEYS} order. */
    private static Map<String, Object> write(Settings s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("label", s.label());
        m.put("encoding", s.encoding().name());
        m.put("boardSize", s.boardSize());
        m.put("fitness", RuleForms.FITNESSES.write(s.fitness()));
        m.put("populationSize", s.populationSize());
        m.put("selector", OperatorCatalogue.KIT.selectors().write(s.selector()));
        m.put("distinctParents", s.distinctParents());
        m.put("crossover", s.crossover() == null ? null : OperatorCatalogue.KIT.crossovers().write(s.crossover()));
        m.put("crossoverRate", RuleForms.writeRate(s.crossoverRate()));
        m.put("childrenPerMating", s.childrenPerMating());
        m.put("mutation", s.mutation() == null ? null : OperatorCatalogue.KIT.mutations().write(s.mutation()));
        m.put("mutationRate", RuleForms.writeRate(s.mutationRate()));
        if (s.usesShareRule()) {
            m.put("mutationShareThreshold", s.mutationShareThreshold());
        }
        m.put("replacement", RuleForms.REPLACEMENTS.write(s.replacement()));
        List<Object> limits = new ArrayList<>();
        for (Limit l : s.limits()) {
            limits.add(RuleForms.LIMITS.write(l));
        }
        m.put("limits", limits);
        m.put("trackDiversity", s.trackDiversity());
        return m;
    }

    /** Largest spec file read: a spec is a few KB; a grid of many values some hundred KB. */
    static final long MAX_SPEC_BYTES = 16L * 1024 * 1024;

    /**
     * A spec file's text: UTF-8 (a byte-order mark skipped), a regular file, at most
     * {@link #MAX_SPEC_BYTES}; anything else is refused naming the file and what it is.
     */
    static String readFile(Path file) {
        Checks.notNull("file", file);
        if (!Files.exists(file)) {
            throw new IllegalArgumentException("spec file " + file + " does not exist");
        }
        return AtomicFiles.readString(file, MAX_SPEC_BYTES, "spec file");
    }

    /** The encoding a spec names, or null (a preset's). */
    static Encoding encodingOf(Node root) {
        return root.has("encoding") ? root.get("encoding").constant(Encoding.class) : null;
    }

    /** The preset a spec starts from; its name must be one of the catalogue's. */
    static Preset preset(Node name) {
        try {
            return Preset.named(name.string());
        } catch (IllegalArgumentException e) {
            throw name.wrap(e);
        }
    }
}
