package io.nqueens.cli;

import io.nqueens.tuning.IraceExport;
import io.nqueens.tuning.Outcome;
import io.nqueens.tuning.RaceSpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static io.nqueens.cli.ShardProcessesTest.cli;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** tune, tune-run and tune-irace on a small race spec. */
class TuneCommandTest {
    static final String SPEC = """
            {"base": {"encoding": "PERMUTATION", "boardSize": 8, "populationSize": 20},
             "parameters": [
               {"name": "selection", "key": "selector", "type": "categorical",
                "values": {"tournament": {"op": "tournament", "k": 2}, "roulette": {"op": "roulette"}}},
               {"name": "k", "key": "selector.k", "type": "integer", "low": 2, "high": 6,
                "parent": "selection", "when": ["tournament"]},
               {"name": "pm", "key": "mutationRate", "type": "real", "low": 0.02, "high": 0.5, "log": true}],
             "trainingSeeds": {"first": 1000, "count": 100}, "heldOutSeeds": {"first": 0, "count": 5},
             "budget": 80, "maxEvaluations": 1500, "seed": 3}""";

    @Test
    void tuneRunsTheRaceSavesItAndWritesItsTables(@TempDir Path dir) throws IOException {
        Path spec = dir.resolve("race.json");
        Files.writeString(spec, SPEC);
        Path out = dir.resolve("out");
        ShardProcessesTest.Result r = cli("tune", spec.toString(), "--out", out.toString(), "--threads", "2");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("race: "), r.out());
        assertTrue(r.out().contains("0 runs loaded from " + out), r.out());
        for (String f : new String[] {"race-log.csv", "configurations.csv", "held-out.csv"}) {
            assertTrue(Files.size(out.resolve(f)) > 100, f);
        }
        assertTrue(Files.readString(out.resolve("race-log.csv")).startsWith(
                "iteration,block,n,seed,configuration,solved,evaluations,rank,alive\n"));
        ShardProcessesTest.Result again = cli("tune", spec.toString(), "--out", out.toString());
        assertEquals(r.out().lines().toList().subList(0, 3), again.out().lines().toList().subList(0, 3));
        // The resumed race loads its runs instead of running them (a count, since "90 runs loaded"
        // also holds "0 runs loaded").
        java.util.regex.Matcher loaded = java.util.regex.Pattern.compile("(?m)^(\\d+) runs loaded from")
                .matcher(again.out());
        assertTrue(loaded.find() && Integer.parseInt(loaded.group(1)) > 0, again.out());
    }

    @Test
    void tuneRunPrintsTheCostOfOneRunAndRefusesAnInactiveParameter(@TempDir Path dir) throws IOException {
        Path spec = dir.resolve("race.json");
        Files.writeString(spec, SPEC);
        ShardProcessesTest.Result r = cli("tune-run", spec.toString(), "--instance", "8:1000", "selection=roulette",
                "pm=0.1");
        assertEquals(0, r.status(), r.err());
        Outcome o = RaceSpec.parse(SPEC).runOne(java.util.Map.of("selection", "roulette", "pm", "0.1"),
                new io.nqueens.tuning.Instance(8, 1000));
        assertEquals(IraceExport.cost(o, 1500) + "\n", r.out());
        ShardProcessesTest.Result bad = cli("tune-run", spec.toString(), "--instance", "8:1000",
                "selection=roulette", "k=3", "pm=0.1");
        assertEquals(2, bad.status());
        assertEquals("nqueens: parameter k is inactive unless selection is one of [tournament], but was given 3\n",
                bad.err());
        assertEquals("nqueens: instance must be N:SEED, e.g. 8:1017, was \"8-3\"\n", cli("tune-run", spec.toString(),
                "--instance", "8-3", "selection=roulette", "pm=0.1").err());
    }

    @Test
    void tuneIraceWritesTheScenario(@TempDir Path dir) throws IOException {
        Path spec = dir.resolve("race.json");
        Files.writeString(spec, SPEC);
        ShardProcessesTest.Result r = cli("tune-irace", spec.toString(), "--out", dir.resolve("irace").toString(),
                "--classpath", "kit.jar");
        assertEquals(0, r.status(), r.err());
        assertEquals("""
                # name  switch  type  values  [| condition]
                selection "selection=" c ("tournament", "roulette")
                k "k=" i (2, 6) | selection %in% c("tournament")
                pm "pm=" r,log (0.02, 0.5)
                """, Files.readString(dir.resolve("irace/parameters.txt")));
        assertEquals(100, Files.readAllLines(dir.resolve("irace/instances.txt")).size());
        String scenario = Files.readString(dir.resolve("irace/scenario.txt"));
        assertTrue(scenario.contains("maxExperiments = 80\n") && scenario.contains("testType = \"F-test\"\n")
                && scenario.contains("seed = 3\n"), scenario);
        assertTrue(Files.isExecutable(dir.resolve("irace/target-runner")));
        assertEquals(RaceSpec.write(RaceSpec.parse(SPEC)) + "\n", Files.readString(dir.resolve("irace/race.json")));
    }

    @Test
    void tuneIraceKeepsShellCodeOutOfTheRunnerAndQuotesTheFolderItPrints(@TempDir Path dir) throws IOException {
        Path spec = dir.resolve("race.json");
        Files.writeString(spec, SPEC);
        Path out = dir.resolve("dq$(touch " + dir.resolve("pwned") + ")'");
        String cp = "$(touch " + dir.resolve("pwned") + ")";
        ShardProcessesTest.Result r = cli("tune-irace", spec.toString(), "--out", out.toString(), "--classpath", cp);
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().endsWith("run it with: cd '" + out.toString().replace("'", "'\\''")
                + "' && irace --scenario scenario.txt\n"), r.out());
        assertEquals(cp + "\n", Files.readString(out.resolve("classpath")));
        assertTrue(!Files.readString(out.resolve("target-runner")).contains("touch"));
        assertEquals("'a'\\''b'", TuneCommands.shellWord("a'b"));
    }
}
