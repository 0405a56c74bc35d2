package io.nqueens.experiment;

import io.nqueens.AtomicFiles;
import io.nqueens.KitVersion;
import io.nqueens.json.Json;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The folder an experiment saves to: {@value #MANIFEST} says which experiment it holds (the kit's
 * version, the seeds, and every setting's label and engine as printed), and {@code runs/} holds
 * one file per finished run, {@code run-NNNNNNNN.json} by its number in table order (setting ×
 * seeds + seed's position), each written atomically ({@link AtomicFiles}) and carrying a checksum
 * ({@link RunFile}). Shards of one experiment may save into one folder at once, from several
 * processes or machines: each run has its own file, whatever shard made it. O(runs) to load.
 */
final class RunStore {
    static final String MANIFEST = "experiment.json";
    static final String RUNS = "runs";
    private static final String FORMAT = "nqueens-kit experiment runs, format 1";
    private static final Pattern RUN_NAME = Pattern.compile("run-(\\d{8})\\.json");

    /** What a folder held: the trusted runs by number, and why each other file was left aside. */
    record Loaded(Map<Integer, RunRow> rows, List<String> discarded) {}

    private final Path folder;
    private final Experiment experiment;

    private RunStore(Path folder, Experiment experiment) {
        this.folder = folder;
        this.experiment = experiment;
    }

    /**
     * Opens a folder to save the experiment's runs into, creating it (and writing the manifest)
     * when needed.
     *
     * @throws IllegalArgumentException when the folder holds another experiment's runs
     * @throws UncheckedIOException when the folder cannot be created or read
     */
    static RunStore create(Path folder, Experiment experiment) {
        try {
            Files.createDirectories(folder.resolve(RUNS));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the experiment folder " + folder + ": " + e, e);
        }
        RunStore store = new RunStore(folder, experiment);
        String ours = store.manifest();
        if (!Files.exists(folder.resolve(MANIFEST))) {
            AtomicFiles.write(folder.resolve(MANIFEST), ours);
        }
        store.checkManifest(ours); // another process may have written it meanwhile: read it back
        return store;
    }

    /**
     * Opens a folder that must already hold this experiment's runs.
     *
     * @throws IllegalArgumentException when it holds no experiment, or another one
     */
    static RunStore existing(Path folder, Experiment experiment) {
        if (!Files.isRegularFile(folder.resolve(MANIFEST))) {
            throw new IllegalArgumentException(folder + " holds no saved experiment: " + MANIFEST + " is missing");
        }
        RunStore store = new RunStore(folder, experiment);
        store.checkManifest(store.manifest());
        return store;
    }

    /** Saves one finished run, atomically. */
    void save(int task, RunRow row) {
        AtomicFiles.write(runFile(task), RunFile.write(task, experiment.settings.get(row.setting()).label(), row));
    }

    /** Reads every run file, trusting only complete, checked runs of this experiment. */
    Loaded load() {
        Map<Integer, RunRow> rows = new TreeMap<>();
        List<String> discarded = new ArrayList<>();
        List<Path> files;
        try (Stream<Path> listing = Files.list(folder.resolve(RUNS))) {
            files = listing.sorted().toList();
        } catch (NoSuchFileException e) {
            return new Loaded(rows, discarded);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + folder.resolve(RUNS) + ": " + e, e);
        }
        for (Path f : files) {
            String name = f.getFileName().toString();
            Matcher m = RUN_NAME.matcher(name);
            if (AtomicFiles.isTemporary(name) || !m.matches()) {
                discarded.add(name + ": not a finished run file");
                continue;
            }
            int task = Integer.parseInt(m.group(1));
            try {
                rows.put(task, readRun(f, task));
            } catch (IllegalArgumentException e) {
                discarded.add(name + ": " + e.getMessage());
            }
        }
        return new Loaded(rows, discarded);
    }

    private RunRow readRun(Path file, int task) {
        int seeds = experiment.seeds.length;
        if (task >= experiment.settings.size() * seeds) {
            throw new IllegalArgumentException("the experiment plans " + experiment.settings.size() * seeds + " runs");
        }
        String text;
        try {
            text = Files.readString(file);
        } catch (IOException e) {
            throw new IllegalArgumentException("unreadable: " + e);
        }
        int s = task / seeds;
        return RunFile.read(text, task, s, experiment.settings.get(s).label(), experiment.seeds[task % seeds]);
    }

    private Path runFile(int task) {
        return folder.resolve(RUNS).resolve(String.format("run-%08d.json", task));
    }

    /** The manifest this experiment writes. */
    private String manifest() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("format", FORMAT);
        m.put("kit", KitVersion.get());
        m.put("planned_runs", experiment.plannedRuns());
        m.put("axes", experiment.axes.stream().map(Axis::name).toList());
        m.put("seeds", java.util.Arrays.stream(experiment.seeds).boxed().toList());
        List<Object> settings = new ArrayList<>();
        for (Setting s : experiment.settings) {
            Map<String, Object> one = new LinkedHashMap<>();
            one.put("label", s.label());
            one.put("engine", s.engine().toString());
            settings.add(one);
        }
        m.put("settings", settings);
        return Json.write(m) + "\n";
    }

    /** Refuses a folder whose manifest is not this experiment's, saying what differs. */
    private void checkManifest(String ours) {
        String theirs;
        try {
            theirs = Files.readString(folder.resolve(MANIFEST));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + folder.resolve(MANIFEST) + ": " + e, e);
        }
        if (theirs.equals(ours)) {
            return;
        }
        Map<String, Object> a = Json.parseObject(ours, MANIFEST);
        Map<String, Object> b;
        try {
            b = Json.parseObject(theirs, MANIFEST);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(folder + " holds a damaged " + MANIFEST + ": " + e.getMessage(), e);
        }
        throw new IllegalArgumentException(folder + " holds the runs of another experiment (" + difference(a, b)
                + "); save to another folder, or delete this one to start again");
    }

    private static String difference(Map<String, Object> ours, Map<String, Object> theirs) {
        if (!Objects.equals(ours.get("kit"), theirs.get("kit"))) {
            return "saved by kit " + theirs.get("kit") + ", this is kit " + ours.get("kit")
                    + ", whose seeded runs may differ";
        }
        List<?> a = (List<?>) ours.get("settings");
        List<?> b = theirs.get("settings") instanceof List<?> l ? l : List.of();
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            if (!a.get(i).equals(b.get(i))) {
                return "setting " + i + " is " + b.get(i) + " there, " + a.get(i) + " here";
            }
        }
        if (a.size() != b.size()) {
            return b.size() + " settings there, " + a.size() + " here";
        }
        return "seeds or axes differ: " + theirs.get("seeds") + " " + theirs.get("axes") + " there, "
                + ours.get("seeds") + " " + ours.get("axes") + " here";
    }
}
