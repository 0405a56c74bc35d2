package io.nqueens.spec;

import io.nqueens.experiment.ExperimentResult;
import io.nqueens.presets.Preset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A spec kept beside its runs: saved, reloaded as the same tables, and not mixed with another. */
class SpecFolderTest {

    static ExperimentSpec spec(double... rates) {
        return ExperimentSpec.sweep(EngineSpec.of(Preset.named("doc000Fixed").builder().populationSize(20)
                        .maxGenerations(40)))
                .axis("pm", "mutationRate", java.util.Arrays.stream(rates).boxed().toList()).seeds(0, 5);
    }

    @Test
    void aSavedSpecReloadsAsTheSameTables(@TempDir Path dir) throws Exception {
        ExperimentResult ran = spec(0.2, 0.8).saveTo(dir).run();
        assertEquals(spec(0.2, 0.8), ExperimentSpec.read(dir.resolve(ExperimentSpec.FILE)));
        assertTrue(Files.readString(dir.resolve("experiment.json")).contains("\"kit\": \""));
        ExperimentResult loaded = ExperimentSpec.load(dir);
        assertEquals(10, loaded.loadedRuns());
        assertEquals(ran.runs().printAll(), loaded.runs().printAll(), "wall time too: it is read back");
        assertEquals(ran.costs().printAll(), loaded.costs().printAll());
        ExperimentResult again = spec(0.2, 0.8).saveTo(dir).run();
        assertEquals(List.of(10, 0), List.of(again.loadedRuns(), again.newRuns()));
    }

    @Test
    void aFolderKeepingAnotherSpecIsRefused(@TempDir Path dir) {
        spec(0.2).saveTo(dir).run();
        assertEquals(dir + " keeps another spec (" + dir.resolve("spec.json") + "); save to another folder",
                assertThrows(IllegalArgumentException.class, () -> spec(0.3).saveTo(dir)).getMessage());
        Path noSpec = dir.resolve("library");
        spec(0.5).experiment().saveTo(noSpec).run(); // saved from code: runs, no spec.json
        String message = assertThrows(IllegalArgumentException.class, () -> spec(0.6).saveTo(noSpec)).getMessage();
        assertTrue(message.startsWith(noSpec + " holds the runs of another experiment"), message);
        assertTrue(Files.notExists(noSpec.resolve("spec.json")), "no spec written beside another experiment's runs");
        spec(0.5).saveTo(noSpec).run();
        assertEquals(5, ExperimentSpec.load(noSpec).completedRuns());
    }
}
