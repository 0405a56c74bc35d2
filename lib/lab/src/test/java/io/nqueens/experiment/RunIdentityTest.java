package io.nqueens.experiment;

import io.nqueens.board.Encoding;
import io.nqueens.engine.Engine;
import io.nqueens.memetic.ConflictDirectedSwap;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.spec.Plugins;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.zip.CRC32;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 29's first two items: a saved folder never gives one setting another's runs (a setting is
 * its complete identity, run files carry it and are checked value by value), and two experiments
 * started into one new folder at once never both write to it.
 */
class RunIdentityTest {

    private static Engine.Builder swap(int attempts) {
        return Engine.builder(Encoding.PERMUTATION, 12).label("cds").populationSize(10).maxGenerations(20)
                .mutation(ConflictDirectedSwap.of(2).attempts(attempts));
    }

    /** How a ConflictDirectedSwap's canonical JSON begins in an identity. */
    private static final String CDS = "{\"class\":\"ConflictDirectedSwap\",";

    private static void assertSays(String message, String... parts) {
        for (String part : parts) {
            assertTrue(message.contains(part), () -> "the message should say \"" + part + "\" but was: " + message);
        }
    }

    @Test
    void settingsThatDifferOnlyInAParameterThePrintoutLeftOutHaveDifferentIdentities() {
        Engine one = swap(1).build();
        Engine fifty = swap(50).build();
        assertNotEquals(one.identity(), fifty.identity());
        assertNotEquals(one.settings().fingerprint(), fifty.settings().fingerprint());
        assertNotEquals(one.toString(), fifty.toString(), "the printout shows the attempts too");
        assertTrue(fifty.toString().contains("conflictDirectedSwap(2 partners, 50 attempts)"), fifty.toString());
        assertSays(one.settings().identityParts().get("mutation"), "{\"class\":\"ConflictDirectedSwap\",\"attempts\":1,");
        assertEquals(swap(1).label("other label").build().identity(), one.identity(), "the label is no part of it");
        assertEquals(one.identity(), one.toBuilder().build().identity());
    }

    @Test
    void everyPresetHasItsOwnIdentityWhichItsSpecReadsBackTo() {
        Set<String> seen = new TreeSet<>();
        for (io.nqueens.presets.Preset p : io.nqueens.presets.Preset.all()) {
            Engine e = p.builder(p.defaultSize()).build();
            assertTrue(seen.add(e.identity()), p.name() + " shares its identity with another preset");
            Engine back = io.nqueens.spec.EngineSpec.parse(io.nqueens.spec.EngineSpec.of(e).toJson()).build();
            assertEquals(e.identity(), back.identity(), p.name());
            assertEquals(64, e.settings().fingerprint().length());
        }
    }

    @Test
    void aFolderSavedWithAttemptsOneIsRefusedToAttemptsFiftyNamingThePart(@TempDir Path folder) {
        Experiment.of(swap(1)).seeds(0, 3).saveTo(folder).run();
        String message = assertThrows(IllegalArgumentException.class,
                () -> Experiment.of(swap(50)).seeds(0, 3).saveTo(folder).run()).getMessage();
        assertSays(message, folder + " holds the runs of another experiment (setting 0 differs: mutation="
                + CDS + "\"attempts\":1,\"moves\":1,\"partners\":2} there, mutation=" + CDS
                + "\"attempts\":50,\"moves\":1,\"partners\":2} here)");
        assertEquals(3, Experiment.of(swap(1)).seeds(0, 3).saveTo(folder).run().loadedRuns());
    }

    @Test
    void anEditedSpecJsonIsRefusedByTheManifestNamingThePart(@TempDir Path folder) throws IOException {
        io.nqueens.spec.ExperimentSpec spec = io.nqueens.spec.ExperimentSpec.compare(List.of(
                io.nqueens.spec.EngineSpec.of(swap(1)))).seeds(0, 3);
        spec.saveTo(folder).run();
        Path file = folder.resolve("spec.json");
        String text = Files.readString(file);
        assertTrue(text.contains("\"attempts\": 1,"), text);
        Files.writeString(file, text.replace("\"attempts\": 1,", "\"attempts\": 50,"));
        String message = assertThrows(IllegalArgumentException.class,
                () -> io.nqueens.spec.ExperimentSpec.load(folder)).getMessage();
        assertSays(message, "holds the runs of another experiment (setting 0 differs: mutation=" + CDS
                + "\"attempts\":1,\"moves\":1,\"partners\":2} there, mutation=" + CDS + "\"attempts\":50,");
    }

    @Test
    void withTheManifestDeletedRunsOfAnotherSettingWithTheSameLabelAreRedone(@TempDir Path folder)
            throws IOException {
        Experiment.of(swap(1)).seeds(0, 3).saveTo(folder).run();
        Files.delete(folder.resolve("experiment.json"));
        ExperimentResult r = Experiment.of(swap(50)).seeds(0, 3).saveTo(folder).run();
        assertEquals(0, r.loadedRuns());
        assertEquals(3, r.newRuns());
        assertEquals(3, r.discardedFiles().size());
        assertSays(r.discardedFiles().get(0), "run-00000000.json: it holds run 0 of setting cds (fingerprint "
                + swap(1).build().settings().fingerprint() + ") with seed 0, not run 0 of setting cds (fingerprint "
                + swap(50).build().settings().fingerprint() + ")");
    }

    @Test
    void aPluginReRegisteredWithAnotherVersionDoesNotAdoptTheOldCodesRuns(@TempDir Path folder) {
        Crossover v1 = Plugins.register("issue29 copy", "1", (p1, p2, c1, c2, rng) -> System.arraycopy(p1, 0, c1, 0,
                p1.length));
        Engine.Builder b = Engine.builder(Encoding.PERMUTATION, 8).label("plug").populationSize(10).maxGenerations(5)
                .childrenPerMating(1).crossover(v1);
        assertSays(b.build().identity(), "\"crossover\":{\"plugin\":\"issue29 copy\",\"version\":\"1\"}");
        Experiment.of(b).seeds(0, 2).saveTo(folder).run();
        Crossover v2 = Plugins.register("issue29 copy", "2", (p1, p2, c1, c2, rng) -> System.arraycopy(p2, 0, c1, 0,
                p2.length));
        String message = assertThrows(IllegalArgumentException.class, () -> Experiment.of(b.crossover(v2)).seeds(0, 2)
                .saveTo(folder).run()).getMessage();
        assertSays(message, "crossover={\"plugin\":\"issue29 copy\",\"version\":\"1\"} there,"
                + " crossover={\"plugin\":\"issue29 copy\",\"version\":\"2\"} here");
    }

    @Test
    void savedRunsGoWithTheVersionASettingWasBuiltWithNotWithWhatIsRegisteredWhenTheyAreLoaded(@TempDir Path folder) {
        Crossover v1 = Plugins.register("issue46 copy", "1", (p1, p2, c1, c2, rng) -> System.arraycopy(p1, 0, c1, 0,
                p1.length));
        Engine before = Engine.builder(Encoding.PERMUTATION, 8).label("plug").populationSize(10).maxGenerations(5)
                .childrenPerMating(1).crossover(v1).build();
        assertEquals(3, Experiment.of(before.toBuilder()).seeds(0, 3).saveTo(folder).run().newRuns());
        Crossover v2 = Plugins.register("issue46 copy", "2", (p1, p2, c1, c2, rng) -> System.arraycopy(p2, 0, c1, 0,
                p2.length));

        ExperimentResult kept = Experiment.of(before.toBuilder()).seeds(0, 3).saveTo(folder).run();
        assertEquals(3, kept.loadedRuns(), "the setting built before version 2 is still version 1's");
        String message = assertThrows(IllegalArgumentException.class, () -> Experiment.of(before.toBuilder()
                .crossover(v2)).seeds(0, 3).saveTo(folder).run()).getMessage();
        assertSays(message, "crossover={\"plugin\":\"issue46 copy\",\"version\":\"1\"} there,"
                + " crossover={\"plugin\":\"issue46 copy\",\"version\":\"2\"} here");

        Crossover again = Plugins.register("issue46 copy", "1", (p1, p2, c1, c2, rng) -> System.arraycopy(p1, 0, c1,
                0, p1.length));
        ExperimentResult rebuilt = Experiment.of(Engine.builder(Encoding.PERMUTATION, 8).label("plug")
                .populationSize(10).maxGenerations(5).childrenPerMating(1).crossover(again)).seeds(0, 3)
                .saveTo(folder).run();
        assertEquals(3, rebuilt.loadedRuns(), "a setting built with the same name and version adopts them");
        assertEquals(0, rebuilt.newRuns());
    }

    @Test
    void anUnnamedLambdaCannotBeSavedSinceNoFolderCouldTellItFromAnother(@TempDir Path folder) {
        Engine.Builder b = Engine.builder(Encoding.PERMUTATION, 8).label("bare").populationSize(10).maxGenerations(5)
                .childrenPerMating(1).crossover((p1, p2, c1, c2, rng) -> System.arraycopy(p1, 0, c1, 0, p1.length));
        assertEquals("setting bare: its crossover is \"unnamed lambda crossover\", which a saved folder cannot tell"
                + " from another; register it with a name and version before saving, e.g. Plugins.register(\"my"
                + " crossover\", \"1\", it)", assertThrows(IllegalArgumentException.class,
                () -> Experiment.of(b).seeds(0, 2).saveTo(folder).run()).getMessage());
        assertEquals(2, Experiment.of(b).seeds(0, 2).run().completedRuns(), "it runs unsaved");
    }

    @Test
    void aPluginRegisteredUnderTwoNamesKeepsTheFirstWhenTheSecondIsTakenByAnother() {
        Crossover c = Plugins.register("issue29 A", (p1, p2, c1, c2, rng) -> System.arraycopy(p1, 0, c1, 0,
                p1.length));
        Plugins.register("issue29 B", c);
        Plugins.register("issue29 B", (p1, p2, c1, c2, rng) -> System.arraycopy(p2, 0, c1, 0, p2.length));
        Engine e = Engine.builder(Encoding.PERMUTATION, 8).crossover(c).build();
        assertSays(io.nqueens.spec.EngineSpec.of(e).toJson(), "\"plugin\": \"issue29 A\"");
        assertSays(e.identity(), "\"crossover\":{\"plugin\":\"issue29 A\",\"version\":\"\"}");
    }

    /** The first line of a saved run, edited, with its checksum recomputed: only the checks below stop it. */
    private static void forge(Path file, String from, String to) throws IOException {
        String line = Files.readString(file).split("\n")[0];
        assertTrue(line.contains(from), line);
        String forged = line.replace(from, to);
        CRC32 crc = new CRC32();
        crc.update(forged.getBytes(StandardCharsets.UTF_8));
        Files.writeString(file, forged + "\ncrc32 " + String.format("%08x", crc.getValue()) + "\n");
    }

    @Test
    void forgedChecksumValidRunFilesAreReportedAndRedoneNeverTrusted(@TempDir Path folder) throws IOException {
        Experiment e = Experiment.of(Engine.builder(Encoding.PERMUTATION, 8).label("p").populationSize(10)
                .maxGenerations(50)).seeds(0, 8);
        ExperimentResult first = e.saveTo(folder).run();
        Path runs = folder.resolve("runs");
        boolean solved0 = first.runs().booleanColumn("solved").get(0);
        forge(runs.resolve("run-00000000.json"), "\"solved\":" + solved0, "\"solved\":" + !solved0);
        forge(runs.resolve("run-00000001.json"), "\"generations\":", "\"generations\":42949672");
        forge(runs.resolve("run-00000002.json"), "\"evaluations\":", "\"evaluations\":-");
        forge(runs.resolve("run-00000003.json"), "\"stop_reason\":\"", "\"stop_reason\":\"BANANA");
        forge(runs.resolve("run-00000004.json"), "\"restarts\":0", "\"restarts\":-1");
        forge(runs.resolve("run-00000005.json"), "\"seed\":5", "\"seed\":-9223372036854775808");
        forge(runs.resolve("run-00000006.json"), "\"run\":6", "\"run\":7");
        ExperimentResult again = e.saveTo(folder).run();
        assertEquals(1, again.loadedRuns(), "only run 7 is trusted");
        assertEquals(7, again.newRuns());
        List<String> why = again.discardedFiles();
        assertEquals(7, why.size(), why.toString());
        assertSays(why.get(0), "run-00000000.json: it says solved " + !solved0 + " with first_solution_generation");
        assertSays(why.get(1), "run-00000001.json: its generations must be in [0, 50], was 42949672");
        assertSays(why.get(2), "run-00000002.json: its evaluations must be at least 0, was -");
        assertSays(why.get(3), "run-00000003.json: its stop_reason must be one of [SOLVED, FITNESS_TARGET,",
                "was BANANA");
        assertSays(why.get(4), "run-00000004.json: its restarts must be in [0, 2147483647], was -1");
        assertSays(why.get(5), "run-00000005.json: it holds run 5 of setting p", "with seed -9223372036854775808");
        assertSays(why.get(6), "run-00000006.json: it holds run 7 of setting p");
        assertEquals(first.runs().copy().removeColumns("wall_ms").printAll(),
                again.runs().copy().removeColumns("wall_ms").printAll());
        assertSays(assertThrows(IllegalArgumentException.class, () -> e.seeds(List.of(Long.MIN_VALUE, 3L)))
                .getMessage(), "seed -9223372036854775808 is Tablesaw's missing value");
    }

    @Test
    void aWrappedGenerationCountIsRefusedNotNarrowed(@TempDir Path folder) throws IOException {
        Experiment e = Experiment.of(Engine.builder(Encoding.PERMUTATION, 8).label("p").populationSize(10)
                .maxGenerations(5).stopWhenSolved(false)).seeds(0, 1);
        e.saveTo(folder).run();
        forge(folder.resolve("runs/run-00000000.json"), "\"generations\":5", "\"generations\":4294967301");
        ExperimentResult again = e.saveTo(folder).run();
        assertEquals(0, again.loadedRuns());
        assertSays(again.discardedFiles().get(0), "its generations must be in [0, 5], was 4294967301");
    }

    @Test
    void fiftyConcurrentStartsOfTwoExperimentsIntoOneNewFolderNeverMix(@TempDir Path root) throws Exception {
        int accepted;
        Set<String> refusals = new TreeSet<>();
        ExecutorService pool = Executors.newFixedThreadPool(50);
        try {
            for (int round = 0; round < 3; round++) {
                Path folder = root.resolve("f" + round);
                CountDownLatch go = new CountDownLatch(1);
                List<Future<Integer>> starts = new ArrayList<>();
                for (int i = 0; i < 50; i++) {
                    int population = i % 2 == 0 ? 20 : 25;
                    starts.add(pool.submit(() -> {
                        go.await();
                        try {
                            Experiment.of(Engine.builder(Encoding.PERMUTATION, 8).label("p").populationSize(population)
                                    .maxGenerations(3)).seeds(0, 2).threads(1).saveTo(folder).run();
                            return population;
                        } catch (IllegalArgumentException e) {
                            refusals.add(e.getMessage().replace(folder.toString(), "F")
                                    .replaceAll("populationSize=\\d+", "populationSize=N"));
                            return 0;
                        }
                    }));
                }
                go.countDown();
                Set<Integer> populations = new TreeSet<>();
                accepted = 0;
                for (Future<Integer> f : starts) {
                    int p = f.get();
                    if (p != 0) {
                        populations.add(p);
                        accepted++;
                    }
                }
                assertEquals(1, populations.size(), "only one of the two experiments ran: " + populations);
                assertEquals(25, accepted, "every start of the one that came first ran (on its own runs)");
            }
        } finally {
            pool.shutdownNow();
        }
        assertEquals(1, refusals.size(), refusals.toString());
        assertSays(refusals.iterator().next(), "F holds the runs of another experiment (setting 0 differs: "
                + "populationSize=N there, populationSize=N here)");
    }

    @Test
    void anotherProcessHoldingTheFolderLockMakesAStartWaitForIt(@TempDir Path root) throws Exception {
        Path folder = root.resolve("f");
        Files.createDirectories(folder);
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        Process holder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx32m", "-cp", classPath, io.nqueens.testing.FolderLockHolder.class.getName(),
                folder.resolve(".lock").toString()).redirectErrorStream(true).start();
        try {
            assertEquals("locked", new java.io.BufferedReader(new java.io.InputStreamReader(holder.getInputStream(),
                    StandardCharsets.UTF_8)).readLine());
            ExecutorService one = Executors.newSingleThreadExecutor();
            Future<ExperimentResult> start = one.submit(() -> Experiment.of(swap(1)).seeds(0, 2).threads(1)
                    .saveTo(folder).run());
            Thread.sleep(700); // the start waits on the other process's lock for as long as it is held
            assertTrue(!start.isDone() && Files.notExists(folder.resolve("experiment.json")),
                    "nothing is written while another process holds the lock");
            holder.getOutputStream().write('\n');
            holder.getOutputStream().flush();
            assertEquals(2, start.get(60, java.util.concurrent.TimeUnit.SECONDS).completedRuns());
            one.shutdown();
        } finally {
            holder.destroy();
        }
    }
}
