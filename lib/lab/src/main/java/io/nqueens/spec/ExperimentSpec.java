package io.nqueens.spec;

import io.nqueens.AtomicFiles;
import io.nqueens.Checks;
import io.nqueens.experiment.Experiment;
import io.nqueens.experiment.ExperimentResult;
import io.nqueens.json.Json;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An experiment as data: a sweep (a base engine, axes that vary its settings, seeds) or a list of
 * engines compared on the same seeds, written as JSON and read back to an experiment with the
 * same settings, labels and seeded runs. For example
 *
 * <pre>
 * {
 *   "base": {"preset": "doc001Fixed", "populationSize": 50, "limits": [{"op": "generations", "max": 200}]},
 *   "axes": [
 *     {"name": "selection", "key": "selector", "values": [{"op": "tournament", "k": 3}, {"op": "roulette"}]},
 *     {"name": "pm", "key": "mutationRate", "values": [0.05, 0.1, 0.2]}
 *   ],
 *   "seeds": {"first": 0, "count": 30}
 * }</pre>
 *
 * or {@code {"settings": [ENGINE_SPEC, ...], "seeds": [...]}}, with an optional
 * {@code "description"} for people. An axis's {@code "key"} is one of the settings
 * {@link #axisKeys()} lists; its values are written as that setting is in an engine spec. The
 * seeds are {@code {"first": F, "count": C}} or a list; 0..29 when left out. Immutable: every
 * option returns a new spec. O(size of the spec) to read and write; {@link #experiment()} builds
 * one engine per setting.
 */
public final class ExperimentSpec extends JsonSpec {
    /** The name of the file a spec is kept in beside the runs it made ({@link #saveTo}). */
    public static final String FILE = "spec.json";

    /** The members of an experiment spec. */
    public static final List<String> KEYS = List.of("description", "base", "axes", "settings", "seeds");

    private ExperimentSpec(Map<String, ?> tree) {
        super(tree);
        new ExperimentReader(Node.root("experiment", tree())).check();
    }

    /**
     * A sweep around a base engine, with no axes yet and seeds 0..29.
     *
     * @param base the base engine's spec, not null
     * @return the spec
     */
    public static ExperimentSpec sweep(EngineSpec base) {
        Map<String, Object> t = new LinkedHashMap<>();
        t.put("base", Checks.notNull("base", base).tree());
        t.put("axes", List.of());
        return new ExperimentSpec(t);
    }

    /**
     * Engines compared on the same seeds (0..29 until {@link #seeds} is given).
     *
     * @param settings the engines' specs, at least one, none null
     * @return the spec
     */
    public static ExperimentSpec compare(List<EngineSpec> settings) {
        Checks.notNull("settings", settings);
        if (settings.isEmpty()) {
            throw new IllegalArgumentException("settings must hold at least one engine spec");
        }
        Map<String, Object> t = new LinkedHashMap<>();
        t.put("settings", settings.stream().map(s -> Checks.notNull("a setting", s).tree()).toList());
        return new ExperimentSpec(t);
    }

    /**
     * Reads a spec and checks every part of it (without building engines).
     *
     * @param json the JSON text, not null
     * @return the spec
     * @throws IllegalArgumentException naming the line and column of a JSON error, or the member
     *     at fault, e.g. {@code experiment.axes[0].key must be one of the settings a sweep can
     *     vary: [...], was the string "pop"}
     */
    public static ExperimentSpec parse(String json) {
        Map<String, Object> tree = Json.parseObject(json, "experiment spec");
        try {
            return new ExperimentSpec(tree);
        } catch (Node.SpecError e) {
            throw e.locatedIn(json, "experiment");
        }
    }

    /**
     * A spec from a JSON object held in Java values (as {@link #toTree()} gives them, or built in
     * code), checked by reading every part; no text is involved.
     *
     * @param tree the spec's members, not null
     * @return the spec
     * @throws IllegalArgumentException naming the member at fault, as {@link #parse}
     */
    public static ExperimentSpec fromTree(Map<String, ?> tree) {
        return new ExperimentSpec(Checks.notNull("experiment spec", tree));
    }

    /**
     * Reads a spec file (see {@link #parse}).
     *
     * @param file the JSON file
     * @return the spec
     * @throws java.io.UncheckedIOException when the file cannot be read
     * @throws IllegalArgumentException naming the file and the fault
     */
    public static ExperimentSpec read(Path file) {
        String text = EngineSpec.readFile(file);
        try {
            return parse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
        }
    }

    /**
     * Reads a file holding an experiment spec ({@code "base"} or {@code "settings"} among its
     * members) or an engine spec, which is taken as an experiment of that one setting: what the
     * command line's {@code run} and {@code sweep} accept. The file is read and parsed once.
     *
     * @param file the JSON file
     * @return the spec
     * @throws java.io.UncheckedIOException when the file cannot be read
     * @throws IllegalArgumentException naming the file and the fault
     */
    public static ExperimentSpec readAny(Path file) {
        String text = EngineSpec.readFile(file);
        try {
            Map<String, Object> tree = Json.parseObject(text, "spec");
            boolean experiment = tree.containsKey("base") || tree.containsKey("settings");
            try {
                return experiment ? fromTree(tree) : compare(List.of(EngineSpec.fromTree(tree)));
            } catch (Node.SpecError e) {
                throw e.locatedIn(text, experiment ? "experiment" : "engine");
            }
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
        }
    }

    /**
     * The runs saved in one or more folders by this spec's experiment (its shards, say), read back
     * without running anything: the spec comes from the folders' {@value #FILE}, which must be the
     * same in each (see {@link #saveTo}). The tables, summaries and charts of the result are those
     * of the runs when they were made.
     *
     * @param folders the folders, at least one
     * @return the result, holding every trusted run found
     * @throws IllegalArgumentException when a folder keeps no spec or another one, or its runs are
     *     not this spec's (see {@link Experiment#loadFrom})
     */
    public static ExperimentResult load(Path... folders) {
        Checks.notNull("folders", folders);
        ExperimentSpec first = null;
        for (Path f : folders) {
            Path file = Checks.notNull("a folder", f).resolve(FILE);
            if (!Files.isRegularFile(file)) {
                throw new IllegalArgumentException(f + " keeps no " + FILE + " (is it a folder a spec was saved to?)");
            }
            ExperimentSpec s = read(file);
            if (first != null && !first.equals(s)) {
                throw new IllegalArgumentException(f + " keeps another spec than " + folders[0]);
            }
            first = s;
        }
        if (first == null) {
            throw new IllegalArgumentException("folders must name at least one folder");
        }
        return first.experiment().loadFrom(folders);
    }

    /** {@return the settings an axis can vary, its possible {@code "key"}s} */
    public static List<String> axisKeys() {
        return AxisKeys.names();
    }

    /**
     * This sweep with one more axis.
     *
     * @param name the axis's name (its column in the tables), not blank
     * @param key the setting it varies, one of {@link #axisKeys()}
     * @param values the values, of the setting's type: {@code Integer} for counts, {@code Double}
     *     or {@link io.nqueens.engine.Rate} for rates, {@code Boolean} for flags, else the part
     *     (a {@code Selector}, say: the kit's own or a registered plug-in)
     * @return a new spec; this one is unchanged
     * @throws IllegalArgumentException for a spec of compared engines, an unknown key, or a value
     *     of the wrong type or that cannot be written
     */
    public ExperimentSpec axis(String name, String key, List<?> values) {
        if (!tree().containsKey("base")) {
            throw new IllegalArgumentException("axes vary a base engine: make the spec with ExperimentSpec.sweep");
        }
        Checks.notNull("values", values);
        AxisKeys.Key k = AxisKeys.named(Node.root("key", Checks.notNull("key", key)));
        List<Object> written = new ArrayList<>();
        for (Object v : values) {
            written.add(k.writer().apply(v));
        }
        Map<String, Object> axis = new LinkedHashMap<>();
        axis.put("name", Checks.notBlank("axis name", name));
        axis.put("key", key);
        axis.put("values", written);
        List<Object> axes = new ArrayList<>((List<?>) tree().get("axes"));
        axes.add(axis);
        return with("axes", axes);
    }

    /**
     * The seeds {@code first .. first + count - 1}.
     *
     * @param first the first seed
     * @param count how many, at least 1
     * @return a new spec; this one is unchanged
     */
    public ExperimentSpec seeds(long first, int count) {
        Map<String, Object> seeds = new LinkedHashMap<>();
        seeds.put("first", first);
        seeds.put("count", Checks.atLeast("seed count", count, 1));
        return with("seeds", seeds);
    }

    /**
     * A description for people, kept in the spec.
     *
     * @param text the description, not null
     * @return a new spec; this one is unchanged
     */
    public ExperimentSpec description(String text) {
        return with("description", Checks.notNull("description", text));
    }

    private ExperimentSpec with(String key, Object value) {
        Map<String, Object> t = new LinkedHashMap<>();
        for (String k : KEYS) {
            Object v = k.equals(key) ? value : tree().get(k);
            if (v != null || k.equals(key)) {
                t.put(k, v);
            }
        }
        return new ExperimentSpec(t);
    }

    /**
     * The experiment: its engines are built now, so a combination the engine refuses fails here,
     * naming it.
     *
     * @return the experiment, with the spec's seeds and one thread per available processor
     */
    public Experiment experiment() {
        return new ExperimentReader(Node.root("experiment", tree())).experiment();
    }

    /**
     * The experiment, saving its runs to a folder and resuming from it ({@link Experiment#saveTo}),
     * with this spec kept beside them as {@value #FILE}, so that {@link #load} and the command
     * line's {@code merge} need nothing else. Refuses a folder that keeps another spec, or holds
     * another experiment's runs.
     *
     * @param folder the folder, created if missing
     * @return the experiment, ready to run
     * @throws IllegalArgumentException when the folder keeps another spec or another experiment
     * @throws java.io.UncheckedIOException when the folder cannot be created or written
     */
    public Experiment saveTo(Path folder) {
        Checks.notNull("folder", folder);
        Experiment e = experiment();
        Path file = folder.resolve(FILE);
        if (Files.isSymbolicLink(folder) || (Files.exists(folder) && !Files.isDirectory(folder))) {
            AtomicFiles.createFolder(folder, "experiment folder"); // refuses it, naming it
        }
        if (!Files.exists(file)) {
            if (Files.exists(folder.resolve("experiment.json"))) {
                e.loadFrom(folder); // refuses another experiment's runs before the spec is written there
            }
            AtomicFiles.createFolder(folder, "experiment folder");
            AtomicFiles.writeNew(file, toJson() + "\n"); // of two writers at once, one writes it; both check it below
        }
        if (!read(file).equals(this)) {
            throw new IllegalArgumentException(folder + " keeps another spec (" + file + "); save to another folder");
        }
        return e.saveTo(folder);
    }
}
