package io.nqueens.experiment;

import io.nqueens.engine.Engine;
import io.nqueens.operators.selection.Selector;
import io.nqueens.operators.selection.Tournament;
import io.nqueens.presets.Presets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tech.tablesaw.api.Table;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Saving runs to a folder, resuming an interrupted experiment, and loading shards together. */
class SaveResumeTest {
    private static final int SEEDS = 10;

    /** 8 settings × 10 seeds = 80 quick runs. */
    static Experiment experiment() {
        Sweep sweep = Sweep.over(Presets.doc001Fixed().populationSize(30).maxGenerations(60))
                .axis("pm", List.of(0.05, 0.1, 0.2, 0.4), Engine.Builder::mutationRate)
                .axis("selection", List.<Selector>of(Tournament.of(2), Tournament.of(3)), Engine.Builder::selector);
        return Experiment.of(sweep).seeds(0, SEEDS);
    }

    /** The table without its wall-time column, which differs from run to run, as text. */
    static String withoutWallTime(Table runs) {
        return runs.copy().removeColumns("wall_ms").printAll();
    }

    static long runFiles(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder.resolve("runs"))) {
            return files.filter(p -> p.getFileName().toString().matches("run-\\d{8}\\.json")).count();
        }
    }

    @Test
    void aCancelledExperimentResumesWithOnlyTheMissingRuns(@TempDir Path folder) throws IOException {
        String uninterrupted = withoutWallTime(experiment().run().runs());
        AtomicInteger settingsSeen = new AtomicInteger();
        Experiment saved = experiment().saveTo(folder).threads(2);
        ExperimentResult cut = saved.onSettingDone(p -> {
            if (settingsSeen.incrementAndGet() == 2) {
                p.cancel();
            }
        }).run();
        long onDisk = runFiles(folder);
        assertFalse(cut.isComplete());
        assertEquals(cut.completedRuns(), onDisk, "every finished run is on disk, and only those");
        assertTrue(onDisk >= 2 * SEEDS && onDisk < 80, "runs kept: " + onDisk);

        ExperimentResult resumed = saved.run();
        assertEquals(onDisk, resumed.loadedRuns());
        assertEquals(80 - onDisk, resumed.newRuns(), "only the missing runs ran");
        assertTrue(resumed.isComplete());
        assertEquals(uninterrupted, withoutWallTime(resumed.runs()));
        assertEquals(80, runFiles(folder));

        ExperimentResult again = saved.run();
        assertEquals(80, again.loadedRuns());
        assertEquals(0, again.newRuns());
        assertEquals(uninterrupted, withoutWallTime(experiment().loadFrom(folder).runs()));
        assertEquals(resumed.summary().removeColumns("wall_ms_q1", "wall_ms_median", "wall_ms_q3").printAll(),
                again.summary().removeColumns("wall_ms_q1", "wall_ms_median", "wall_ms_q3").printAll());
    }

    @Test
    void damagedAndTornFilesAreDetectedAndTheirRunsDoneAgain(@TempDir Path folder) throws IOException {
        Experiment saved = experiment().saveTo(folder);
        String complete = withoutWallTime(saved.run().runs());
        Path runs = folder.resolve("runs");
        Path truncated = runs.resolve("run-00000005.json");
        Files.writeString(truncated, Files.readString(truncated).substring(0, 40));
        Path edited = runs.resolve("run-00000006.json");
        Files.writeString(edited, Files.readString(edited).replace("\"generations\":", "\"generations\":1"));
        Files.delete(runs.resolve("run-00000007.json"));
        Files.writeString(runs.resolve("run-00000008.json.tmp-999-1"), "{\"run\":8,");

        ExperimentResult repaired = saved.run();
        assertEquals(3, repaired.newRuns(), "runs 5, 6 and 7 again");
        assertEquals(77, repaired.loadedRuns());
        assertEquals(List.of("run-00000005.json: not two lines ending in a crc32 line (a torn or foreign file)",
                "run-00000006.json: its checksum does not match its content",
                "run-00000008.json.tmp-999-1: not a finished run file"), repaired.discardedFiles());
        assertEquals(complete, withoutWallTime(repaired.runs()));
    }

    @Test
    void aFolderHoldingAnotherExperimentIsRefused(@TempDir Path folder) {
        experiment().seeds(0, 2).saveTo(folder).run();
        String message = assertThrows(IllegalArgumentException.class,
                () -> experiment().seeds(0, 3).saveTo(folder).run()).getMessage();
        assertTrue(message.startsWith(folder + " holds the runs of another experiment (seeds or axes differ: [[0, 1]]"),
                message);
        Experiment other = Experiment.of(Presets.doc000Fixed().maxGenerations(5)).seeds(0, 2);
        message = assertThrows(IllegalArgumentException.class, () -> other.saveTo(folder).run()).getMessage();
        assertTrue(message.contains("setting 0 differs: label pm=0.05, selection=tournament(2) there, "),
                message);
        assertTrue(message.endsWith("; save to another folder, or delete this one to start again"), message);
        message = assertThrows(IllegalArgumentException.class, () -> experiment().loadFrom(folder.resolve("none")))
                .getMessage();
        assertEquals(folder.resolve("none") + " holds no saved experiment: experiment.json is missing", message);
    }

    @Test
    void shardsSavedToOneOrSeveralFoldersLoadTogetherAsTheWholeTable(@TempDir Path root) {
        String whole = withoutWallTime(experiment().run().runs());
        Path shared = root.resolve("shared");
        int done = 0;
        for (int i = 0; i < 3; i++) {
            ExperimentResult shard = experiment().shard(i, 3).saveTo(shared).run();
            assertEquals(i == 2 ? 26 : 27, shard.completedRuns(), "runs i, i + 3, ... of 80");
            assertEquals(80, shard.plannedRuns());
            done += shard.completedRuns();
        }
        assertEquals(80, done);
        assertEquals(whole, withoutWallTime(experiment().loadFrom(shared).runs()));

        Path a = root.resolve("a");
        Path b = root.resolve("b");
        experiment().shard(0, 2).saveTo(a).run();
        experiment().shard(1, 2).saveTo(b).run();
        ExperimentResult merged = experiment().loadFrom(a, b, shared);
        assertEquals(80, merged.completedRuns());
        assertTrue(merged.isComplete());
        assertEquals(whole, withoutWallTime(merged.runs()));
        ExperimentResult half = experiment().loadFrom(a);
        assertEquals("runs: 40 of 80 completed, a partial result", half.runs().name());
    }
}
