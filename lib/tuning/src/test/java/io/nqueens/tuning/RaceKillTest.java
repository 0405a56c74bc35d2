package io.nqueens.tuning;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A race killed for real: started in a child JVM saving to a folder, killed with SIGKILL
 * ({@code destroyForcibly}) once part of its runs are saved, then resumed from the same folder in
 * this JVM. The resumed race reads back every saved run, leaves their files untouched, runs only
 * the missing ones, and ends exactly as the same race run without interruption: eliminations
 * (test, block, p), survivors, runs per configuration, log and held-out figures.
 */
class RaceKillTest {

    /** The race both processes run (its folder and threads are not part of its spec). */
    static Race race() {
        return Race.over(Spaces.conditional()).budget(240).maxEvaluations(4_000).trainingSeeds(1_000, 200)
                .heldOutSeeds(0, 10).seed(11);
    }

    /** The child process: runs the race into the folder given, on one thread. */
    static final class Child {
        public static void main(String[] args) {
            // A pause at each progress line (iteration start, elimination) keeps the race running
            // long enough for the parent to kill it part way on a fast machine; it changes no result.
            race().threads(1).saveTo(Path.of(args[0])).onProgress(line -> {
                try {
                    Thread.sleep(150);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }).run();
        }
    }

    @Test
    void aRaceKilledInAnotherProcessResumesWithoutRedoingRunsAndEndsAsAnUninterruptedOne(@TempDir Path dir)
            throws Exception {
        RaceResult whole = race().saveTo(dir.resolve("whole")).run();
        int total = runFiles(dir.resolve("whole")).size();
        Path folder = dir.resolve("killed");
        Process child = child(folder).start();
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (runFiles(folder).size() < total / 3 && child.isAlive() && System.nanoTime() < deadline) {
                Thread.sleep(5);
            }
            assertTrue(child.isAlive(), "the race was still running when killed: " + errors(child));
        } finally {
            child.destroyForcibly(); // SIGKILL: runs in flight are lost, no shutdown hook runs
            assertTrue(child.waitFor(30, TimeUnit.SECONDS));
        }
        Map<Path, FileTime> saved = runFiles(folder);
        assertTrue(saved.size() >= total / 3 && saved.size() < total, saved.size() + " of " + total + " runs saved");

        RaceResult resumed = race().saveTo(folder).run();
        assertEquals(saved.size(), resumed.loadedRuns(), "every saved run is read back, not run again");
        Map<Path, FileTime> after = runFiles(folder);
        assertEquals(total, after.size(), "the missing runs, and only those, are run");
        saved.forEach((file, time) -> assertEquals(time, after.get(file), file + " was written again"));

        assertEquals(whole.eliminations(), resumed.eliminations());
        assertEquals(whole.survivors(), resumed.survivors());
        assertEquals(whole.configurations(), resumed.configurations());
        for (Configuration c : whole.configurations()) {
            assertEquals(whole.runsOf(c.id()), resumed.runsOf(c.id()), c.label());
        }
        assertEquals(whole.runsUsed(), resumed.runsUsed());
        assertEquals(whole.heldOut(), resumed.heldOut());
        assertEquals(whole.log().printAll(), resumed.log().printAll());
        assertTrue(!whole.eliminations().isEmpty() && whole.heldOut().size() >= 2, whole.toString());
    }

    @Test
    void aFormWrittenWithMapOfReadsTheSameInEveryJvm() {
        // Map.of's order changes from one JVM to the next; the race's spec must not.
        Parameter p = Parameter.categorical("selection", "selector", Map.of("t", Map.of("k", 2, "op", "tournament",
                "distinct", List.of(Map.of("b", 1, "a", 2))), "r", Map.of("op", "roulette")));
        assertEquals(List.of("r", "t"), p.labels());
        Map<?, ?> t = (Map<?, ?>) p.forms().get(1);
        assertEquals(List.of("op", "distinct", "k"), List.copyOf(t.keySet()));
        assertEquals(List.of("a", "b"), List.copyOf(((Map<?, ?>) ((List<?>) t.get("distinct")).get(0)).keySet()));
        Map<String, Object> ordered = new java.util.LinkedHashMap<>();
        ordered.put("k", 2);
        ordered.put("op", "tournament");
        assertEquals(List.of("k", "op"), List.copyOf(((Map<?, ?>) Parameter.canonical(ordered)).keySet()),
                "a map with an order of its own keeps it");
    }

    /** The child JVM on the test's class path. */
    private static ProcessBuilder child(Path folder) {
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-Xmx256m", "-XX:+UseSerialGC", "-cp", classPath, Child.class.getName(),
                folder.toString()));
        return new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD);
    }

    private static String errors(Process p) throws IOException {
        return p.isAlive() ? "" : "exit " + p.exitValue() + ", " + new String(p.getErrorStream().readAllBytes());
    }

    /**
     * Every saved run file ({@code BATCH/runs/run-NNNNNNNN.json}) with its modification time;
     * none while the folder is not there yet. A run file is renamed into place whole, so one
     * listed is complete; a walk that meets a temporary file just renamed away is walked again.
     */
    private static Map<Path, FileTime> runFiles(Path folder) throws IOException {
        for (int attempt = 0; ; attempt++) {
            if (!Files.isDirectory(folder)) {
                return Map.of();
            }
            Map<Path, FileTime> out = new HashMap<>();
            try (Stream<Path> s = Files.walk(folder)) {
                for (Path p : s.filter(p -> p.getFileName().toString().matches("run-\\d{8}\\.json")).toList()) {
                    out.put(p, Files.getLastModifiedTime(p));
                }
                return out;
            } catch (java.io.UncheckedIOException | java.nio.file.NoSuchFileException e) {
                if (attempt == 100) {
                    throw e;
                }
            }
        }
    }
}
