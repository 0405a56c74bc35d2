package io.nqueens.tuning;

import io.nqueens.AtomicFiles;
import io.nqueens.Checks;
import io.nqueens.engine.Engine;
import io.nqueens.experiment.Experiment;
import io.nqueens.experiment.ExperimentResult;
import io.nqueens.json.Json;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One task of a race's job array ({@link TaskArray}): a job folder in the race's folder holds
 * {@value #JOB}, which names configurations (by their values as text) and seeds for each board
 * size, and one experiment folder per board size ({@code n8}, ...). Task i of n rebuilds each
 * experiment exactly as the race in one process does (the race's {@code race.json}, two folders
 * up, gives the space and the limits) and runs shard i of n of it into that folder; a run already
 * saved there is not done again. The experiments' manifests (every setting's engine identity)
 * make sure that the tasks and the race mean the same runs. O(runs of the shard).
 */
public final class RaceTask {
    /** The job file in a job folder. */
    public static final String JOB = "job.json";

    private RaceTask() {}

    /**
     * Runs one task of a job.
     *
     * @param job the job folder (inside {@code RACE_FOLDER/arrays/})
     * @param index the task, in [0, count)
     * @param count the number of tasks, 1 to 100,000
     * @param threads runs at once, 1 to 1,024
     * @return the runs this task did now (not those it found saved)
     * @throws IllegalArgumentException naming the file when the job or the race spec is not valid
     */
    public static int run(Path job, int index, int count, int threads) {
        Checks.inRange("task count", count, 1, 100_000);
        Checks.inRange("task index", index, 0, count - 1);
        Checks.inRange("threads", threads, 1, 1_024);
        Race race = RaceSpec.read(raceFile(job));
        int done = 0;
        for (Part p : read(job)) {
            ExperimentResult r = p.experiment(race.space, race.maxEvaluations).shard(index, count).threads(threads)
                    .saveTo(job.resolve(p.folder())).run();
            done += r.newRuns();
        }
        return done;
    }

    static Path raceFile(Path job) {
        Path race = Checks.notNull("job", job).toAbsolutePath().normalize().getParent();
        return (race == null ? job : race.getParent()).resolve("race.json");
    }

    /** The runs of one board size: configurations (label and values as text) × seeds. */
    record Part(String folder, int n, List<String> labels, List<Map<String, String>> values, List<Long> seeds) {
        /** The part as an experiment, built exactly as the race builds its batches (limits, labels). */
        Experiment experiment(Space space, long maxEvaluations) {
            RunBatches shape = new RunBatches(space, maxEvaluations, 1, null, null);
            List<Engine.Builder> builders = new ArrayList<>();
            for (int k = 0; k < labels.size(); k++) {
                Configuration c = space.configuration(values.get(k));
                builders.add(shape.spec(c, n).toBuilder().label(labels.get(k)));
            }
            return Experiment.of(builders).seeds(seeds);
        }

        Map<String, Object> toTree() {
            Map<String, Object> t = new LinkedHashMap<>();
            t.put("folder", folder);
            t.put("n", n);
            List<Object> configurations = new ArrayList<>();
            for (int k = 0; k < labels.size(); k++) {
                Map<String, Object> c = new LinkedHashMap<>();
                c.put("label", labels.get(k));
                c.put("values", values.get(k));
                configurations.add(c);
            }
            t.put("configurations", configurations);
            t.put("seeds", seeds);
            return t;
        }
    }

    /** {@return a configuration's values as the text {@link Space#configuration} reads back} */
    static Map<String, String> texts(Configuration c) {
        Map<String, String> m = new LinkedHashMap<>();
        c.values().forEach((k, v) -> m.put(k, Configuration.text(v)));
        return m;
    }

    /** Writes a job file, or checks that the one there says the same (a resumed race). */
    static void write(Path job, List<Part> parts) {
        String text = Json.write(Map.of("parts", parts.stream().map(Part::toTree).toList())) + "\n";
        Path file = job.resolve(JOB);
        try {
            Files.createDirectories(job);
            if (Files.exists(file) && !AtomicFiles.readString(file, 64L << 20, "race job").equals(text)) {
                throw new IllegalArgumentException(file + " holds another job than this race's; the race folder"
                        + " belongs to another race or kit version (delete " + job + " to start it again)");
            }
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException("cannot create the job folder " + job + ": " + e, e);
        }
        if (!Files.exists(file)) {
            AtomicFiles.write(file, text);
        }
    }

    @SuppressWarnings("unchecked")
    static List<Part> read(Path job) {
        Path file = job.resolve(JOB);
        Map<String, Object> t = Json.parseObject(AtomicFiles.readString(file, 64L << 20, "race job"), file.toString());
        List<Part> parts = new ArrayList<>();
        try {
            for (Object o : (List<Object>) t.get("parts")) {
                Map<String, Object> p = (Map<String, Object>) o;
                List<String> labels = new ArrayList<>();
                List<Map<String, String>> values = new ArrayList<>();
                for (Object c : (List<Object>) p.get("configurations")) {
                    labels.add((String) ((Map<String, Object>) c).get("label"));
                    values.add((Map<String, String>) ((Map<String, Object>) c).get("values"));
                }
                List<Long> seeds = ((List<Object>) p.get("seeds")).stream().map(s -> ((Number) s).longValue()).toList();
                String folder = (String) p.get("folder");
                if (folder == null || !folder.matches("n\\d+")) {
                    throw new IllegalArgumentException("a part's folder must be nN, was " + Json.describe(folder));
                }
                parts.add(new Part(folder, ((Number) p.get("n")).intValue(), labels, values, seeds));
            }
        } catch (ClassCastException | NullPointerException e) {
            throw new IllegalArgumentException(file + " is not a race job file (" + e.getMessage() + ")", e);
        }
        return parts;
    }
}
