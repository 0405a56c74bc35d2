package io.nqueens.experiment;

import io.nqueens.AtomicFiles;
import io.nqueens.Checks;
import io.nqueens.KitVersion;
import io.nqueens.engine.PluginId;
import io.nqueens.json.Json;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The folder an experiment saves to: {@value #MANIFEST} says which experiment it holds (the kit's
 * version, the seeds as ranges, and every setting's label and identity, {@link Setting#identity()}),
 * and {@code runs/} holds one file per finished run, {@code run-NNNNNNNN.json} by its number in
 * table order (setting × seeds + seed's position), each written atomically ({@link AtomicFiles})
 * and carrying its setting's fingerprint, its seed and a checksum ({@link RunFile}). Shards of one
 * experiment may save into one folder at once, from several processes or machines: each run has
 * its own file, whatever shard made it. The manifest is written and checked under a lock on the
 * folder ({@value #LOCK}, locked by a {@link FileChannel} against other processes and by a monitor
 * against other threads of this JVM), so of two different experiments started into one new folder
 * at once, one writes the manifest and the other waits, reads it and is refused. Every file is
 * read only when it is a regular file of bounded size. O(runs) to load.
 */
final class RunStore {
    static final String MANIFEST = "experiment.json";
    static final String RUNS = "runs";
    static final String LOCK = ".lock";
    private static final String FORMAT = "nqueens-kit experiment runs, format 3";
    private static final Pattern RUN_NAME = Pattern.compile("run-(\\d{8})\\.json");
    /** A run file is about 400 bytes; anything much larger is not one. */
    static final long MAX_RUN_FILE_BYTES = 64 * 1024;
    /** About 1 KB a setting for {@link Sweep#MAX_SETTINGS} settings, with room to spare. */
    static final long MAX_MANIFEST_BYTES = 256L * 1024 * 1024;
    /** A temporary file older than this is a leftover of a killed writer, not one at work. */
    static final long STALE_TEMPORARY_MILLIS = 60_000;
    /** One monitor per folder (by real path): file locks are held per process, not per thread. */
    private static final Map<Path, Object> FOLDER_MONITORS = new ConcurrentHashMap<>();

    /** What a folder held: the trusted runs by number, and why each other file was left aside. */
    record Loaded(Map<Integer, RunRow> rows, List<String> discarded) {}

    private final Path folder;
    private final Experiment experiment;
    private final AtomicReferenceArray<String> fingerprints;

    private RunStore(Path folder, Experiment experiment) {
        this.folder = folder;
        this.experiment = experiment;
        this.fingerprints = new AtomicReferenceArray<>(experiment.settings.size());
    }

    /**
     * Opens a folder to save the experiment's runs into, creating it (and writing the manifest)
     * when needed, under the folder's lock.
     *
     * @throws IllegalArgumentException when the folder holds another experiment's runs, or is a file
     * @throws UncheckedIOException when the folder cannot be created or read
     */
    static RunStore create(Path folder, Experiment experiment) {
        refuseLinks(folder);
        AtomicFiles.createFolder(folder, "experiment folder");
        Path real;
        try {
            Files.createDirectories(folder.resolve(RUNS));
            real = folder.toRealPath();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the experiment folder " + folder + ": " + e, e);
        }
        checkIdentifiable(experiment);
        RunStore store = new RunStore(folder, experiment);
        String ours = store.manifest();
        synchronized (FOLDER_MONITORS.computeIfAbsent(real, k -> new Object())) {
            try (FileChannel channel = FileChannel.open(real.resolve(LOCK), StandardOpenOption.CREATE,
                    StandardOpenOption.WRITE); FileLock held = lockOrNull(channel)) {
                // Without a lock (a file system that has none) the manifest is still created only where
                // none is, so the first experiment's stays and the other is refused below.
                AtomicFiles.writeNew(folder.resolve(MANIFEST), ours);
                store.checkManifest(ours); // written by this call, or by another experiment before it
            } catch (IOException e) {
                throw new UncheckedIOException("cannot open the lock file of the experiment folder " + folder + " ("
                        + LOCK + "): " + e, e);
            }
        }
        return store;
    }

    /**
     * Refuses an experiment folder that is, or whose runs folder, manifest or lock file is, a
     * symbolic link: runs written through it would land in another folder (another experiment's,
     * whose manifest no longer vouches for them), so nothing is written; the message names the
     * link and where it points.
     */
    static void refuseLinks(Path folder) {
        for (Path p : List.of(folder, folder.resolve(RUNS), folder.resolve(MANIFEST), folder.resolve(LOCK))) {
            if (Files.isSymbolicLink(p)) {
                String target;
                try {
                    target = String.valueOf(Files.readSymbolicLink(p));
                } catch (IOException e) {
                    target = "?";
                }
                throw new IllegalArgumentException(p + " is a symbolic link (to " + target + "); the kit writes no"
                        + " run through a link, which could lead into another folder: give "
                        + (p.equals(folder) ? "the folder itself" : "an experiment folder without links"));
            }
        }
    }

    /** The channel's lock, waiting for another process to release it; null where file locks are unsupported. */
    private static FileLock lockOrNull(FileChannel channel) throws IOException {
        try {
            return channel.lock();
        } catch (java.nio.channels.FileLockInterruptionException e) {
            throw e;
        } catch (IOException | UnsupportedOperationException noLocks) {
            return null; // e.g. "No locks available" on an NFS mount without a lock daemon
        }
    }

    /**
     * Opens a folder that must already hold this experiment's runs.
     *
     * @throws IllegalArgumentException when it holds no experiment, or another one
     */
    static RunStore existing(Path folder, Experiment experiment) {
        if (!Files.exists(folder.resolve(MANIFEST))) {
            throw new IllegalArgumentException(folder + " holds no saved experiment: " + MANIFEST + " is missing");
        }
        RunStore store = new RunStore(folder, experiment);
        store.checkManifest(store.manifest());
        return store;
    }

    /**
     * Refuses a setting with an unnamed, unregistered plug-in (a bare lambda): its identity says
     * only "unnamed lambda crossover", so a folder could not tell it from another lambda, and would
     * give one the other's runs.
     */
    static void checkIdentifiable(Experiment experiment) {
        for (Setting s : experiment.settings) {
            for (Map.Entry<String, PluginId> part : s.engine().settings().pluginIds().entrySet()) {
                PluginId id = part.getValue();
                if (!id.isRegistered() && id.name().startsWith("unnamed ")) {
                    throw new IllegalArgumentException("setting " + s.label() + ": its " + part.getKey() + " is "
                            + Json.quoted(id.name()) + ", which a saved folder cannot tell"
                            + " from another; register it with a name and version before saving, e.g."
                            + " Plugins.register(\"my " + part.getKey() + "\", \"1\", it)");
                }
            }
        }
    }

    /** Saves one finished run, atomically. */
    void save(int task, RunRow row) {
        Setting s = experiment.settings.get(row.setting());
        AtomicFiles.write(runFile(task), RunFile.write(task, s.label(), fingerprint(row.setting()), row));
    }

    /** A setting's fingerprint, computed once (two workers racing compute the same text). */
    private String fingerprint(int setting) {
        String f = fingerprints.get(setting);
        if (f == null) {
            f = experiment.settings.get(setting).engine().settings().fingerprint();
            fingerprints.set(setting, f);
        }
        return f;
    }

    /**
     * Reads every run file, trusting only complete, checked runs of this experiment; removes
     * temporary files left by a killed writer (those older than a minute: a younger one may be
     * another shard's, still being written).
     */
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
            if (AtomicFiles.isTemporary(name)) {
                removeIfStale(f);
                continue;
            }
            if (!m.matches()) {
                discarded.add(name + ": not a finished run file");
                continue;
            }
            int task = Integer.parseInt(m.group(1));
            try {
                rows.put(task, readRun(f, task));
            } catch (IllegalArgumentException | UncheckedIOException e) {
                discarded.add(name + ": " + e.getMessage());
            }
        }
        return new Loaded(rows, discarded);
    }

    private static void removeIfStale(Path temporary) {
        try {
            long age = System.currentTimeMillis() - Files.getLastModifiedTime(temporary,
                    LinkOption.NOFOLLOW_LINKS).toMillis();
            if (age > STALE_TEMPORARY_MILLIS) {
                Files.deleteIfExists(temporary);
            }
        } catch (IOException ignored) {
            // Another process removed or replaced it meanwhile: nothing to do.
        }
    }

    private RunRow readRun(Path file, int task) {
        int seeds = experiment.seeds.length;
        if (task >= experiment.plannedRuns()) {
            throw new IllegalArgumentException("the experiment plans " + experiment.plannedRuns() + " runs");
        }
        String text = AtomicFiles.readString(file, MAX_RUN_FILE_BYTES, "run file");
        int s = task / seeds;
        Setting setting = experiment.settings.get(s);
        return RunFile.read(text, new RunFile.Expected(task, s, setting.label(), fingerprint(s),
                experiment.seeds[task % seeds], setting.engine().maxGenerations()));
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
        m.put("seeds", seedRanges(experiment.seeds));
        List<Object> settings = new ArrayList<>();
        for (Setting s : experiment.settings) {
            Map<String, Object> one = new LinkedHashMap<>();
            one.put("label", s.label());
            one.put("identity", s.engine().identity());
            settings.add(one);
        }
        m.put("settings", settings);
        return Json.write(m) + "\n";
    }

    /** Increasing seeds as {@code [first, last]} ranges of consecutive ones: 30 seeds 0..29 are one pair. */
    static List<List<Long>> seedRanges(long[] seeds) {
        List<List<Long>> ranges = new ArrayList<>();
        int i = 0;
        while (i < seeds.length) {
            int j = i;
            while (j + 1 < seeds.length && seeds[j + 1] == seeds[j] + 1) {
                j++;
            }
            ranges.add(List.of(seeds[i], seeds[j]));
            i = j + 1;
        }
        return ranges;
    }

    /** Refuses a folder whose manifest is not this experiment's, saying what differs. */
    private void checkManifest(String ours) {
        String theirs;
        try {
            theirs = AtomicFiles.readString(folder.resolve(MANIFEST), MAX_MANIFEST_BYTES, "the manifest");
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(folder + " holds a damaged " + MANIFEST + ": " + e.getMessage(), e);
        }
        Map<String, Object> a = Json.parseObject(ours, MANIFEST);
        Map<String, Object> b;
        try {
            b = Json.parseObject(theirs, MANIFEST);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(folder + " holds a damaged " + MANIFEST + ": " + e.getMessage(), e);
        }
        if (a.equals(b)) { // the same JSON value: compared in canonical form, not as text
            return;
        }
        throw new IllegalArgumentException(folder + " holds the runs of another experiment (" + difference(a, b)
                + "); save to another folder, or delete this one to start again");
    }

    private static String difference(Map<String, Object> ours, Map<String, Object> theirs) {
        if (!Objects.equals(ours.get("format"), theirs.get("format"))) {
            return "saved as " + Checks.shorten(String.valueOf(theirs.get("format")), 80) + ", this kit writes "
                    + ours.get("format") + ", whose runs are checked against every setting's identity";
        }
        if (!Objects.equals(ours.get("kit"), theirs.get("kit"))) {
            return "saved by kit " + theirs.get("kit") + ", this is kit " + ours.get("kit")
                    + ", whose seeded runs may differ";
        }
        List<?> a = (List<?>) ours.get("settings");
        List<?> b = theirs.get("settings") instanceof List<?> l ? l : List.of();
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            if (!a.get(i).equals(b.get(i))) {
                return "setting " + i + " differs: " + settingDifference(a.get(i), b.get(i));
            }
        }
        if (a.size() != b.size()) {
            return b.size() + " settings there, " + a.size() + " here";
        }
        return "seeds or axes differ: " + Checks.shorten(theirs.get("seeds") + " " + theirs.get("axes"), 200)
                + " there, " + Checks.shorten(ours.get("seeds") + " " + ours.get("axes"), 200) + " here";
    }

    /** A setting's identity (canonical JSON, see Settings#identity) as members, or none when it is not JSON. */
    private static Map<?, ?> identityOrEmpty(Object identity) {
        try {
            return identity instanceof String text && Json.parse(text) instanceof Map<?, ?> m ? m : Map.of();
        } catch (IllegalArgumentException notJson) {
            return Map.of();
        }
    }

    /** Which part of a setting's manifest entry differs, e.g. the mutation's attempts. */
    private static String settingDifference(Object here, Object there) {
        Map<?, ?> h = (Map<?, ?>) here;
        Map<?, ?> t = there instanceof Map<?, ?> m ? m : Map.of();
        if (!Objects.equals(h.get("label"), t.get("label"))) {
            return "label " + Checks.shorten(String.valueOf(t.get("label")), 100) + " there, " + h.get("label")
                    + " here";
        }
        Map<?, ?> ours = identityOrEmpty(h.get("identity"));
        Map<?, ?> theirs = identityOrEmpty(t.get("identity"));
        for (Map.Entry<?, ?> part : ours.entrySet()) {
            Object old = theirs.get(part.getKey());
            if (!Objects.equals(part.getValue(), old)) {
                return Checks.shorten(part.getKey() + "=" + (old == null && !theirs.containsKey(part.getKey())
                        ? "(missing)" : Json.writeLine(old)), 300) + " there, "
                        + Checks.shorten(part.getKey() + "=" + Json.writeLine(part.getValue()), 300) + " here";
            }
        }
        return "identity " + Checks.shorten(String.valueOf(t.get("identity")), 300) + " there, " + h.get("identity")
                + " here";
    }
}
