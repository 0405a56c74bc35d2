package io.nqueens.cli;

import io.nqueens.tuning.irace.IraceExport;
import io.nqueens.tuning.Outcome;
import io.nqueens.tuning.RaceSpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

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
    void ctrlCInARaceSaysHowManyRunsAreSavedAndThatTheSameCommandResumes(@TempDir Path dir) throws Exception {
        Path spec = dir.resolve("race.json");
        Files.writeString(spec, SPEC.replace("\"budget\": 80", "\"budget\": 4000").replace("1500", "20000"));
        Path out = dir.resolve("out");
        Process p = ShardProcessesTest.java("tune", spec.toString(), "--out", out.toString(), "--threads", "1")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(dir.resolve("err").toFile()).start();
        long deadline = System.nanoTime() + 120_000_000_000L;
        while (savedRuns(out) < 3 && p.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        assertTrue(p.isAlive(), "the race ended before it could be interrupted");
        new ProcessBuilder("kill", "-INT", Long.toString(p.pid())).start().waitFor();
        assertTrue(p.waitFor(60, java.util.concurrent.TimeUnit.SECONDS));
        String err = Files.readString(dir.resolve("err"));
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("interrupted: (\\d+) runs are saved in "
                + java.util.regex.Pattern.quote(out.toString()) + "; the same command resumes the race, running only"
                + " the runs it lacks").matcher(err.replaceAll("\\s*\n\\s*", " "));
        assertTrue(m.find(), err);
        long said = Long.parseLong(m.group(1));
        assertTrue(said >= 3 && said <= savedRuns(out), said + " said, " + savedRuns(out) + " saved");
        assertEquals("interrupted: no run was saved (no --out DIR); tune --out DIR saves each run, so that running"
                + " the same command again resumes the race", TuneCommands.interruptedText(null));
    }

    private static long savedRuns(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            return 0;
        }
        try (java.util.stream.Stream<Path> files = Files.find(folder, 4,
                (f, a) -> f.getFileName().toString().matches("run-\\d{8}\\.json"))) {
            return files.count();
        } catch (java.io.UncheckedIOException vanished) {
            return 0; // a temporary file renamed while the walk read it: the caller polls again
        }
    }

    @Test
    void tuneEndsWithThePickAndWritesItAsEngineSpecsThatRunAsTheReTestRanThem(@TempDir Path dir)
            throws IOException {
        Path spec = dir.resolve("race.json");
        Files.writeString(spec, SPEC);
        Path out = dir.resolve("out");
        ShardProcessesTest.Result r = cli("tune", spec.toString(), "--out", out.toString(), "--threads", "2");
        assertEquals(0, r.status(), r.err());
        io.nqueens.tuning.RaceResult race = RaceSpec.parse(SPEC).threads(2).run();
        assertTrue(r.out().contains("\npick: " + race.pick().label() + " " + race.pick().describe() + "\n"), r.out());
        assertTrue(r.out().contains("\nverdict: the tests dropped "), r.out());
        assertTrue(r.out().lines().allMatch(l -> l.length() <= 100), r.out());
        Path pick = out.resolve("pick-n8.json");
        assertTrue(r.out().contains("./kit cli run takes them as they are): pick-n8.json\n"), r.out());
        io.nqueens.spec.EngineSpec read = io.nqueens.spec.EngineSpec.read(pick);
        io.nqueens.tuning.HeldOut held = race.heldOut().get(0);
        for (int seed = 0; seed < 5; seed++) { // held-out seeds 0..4 of board size 8
            io.nqueens.engine.RunResult run = read.build().runToEnd(seed);
            assertEquals(held.outcomes().get(seed), new Outcome(run.solved(), run.evaluations()), "seed " + seed);
        }
        String limits = String.valueOf(read.toTree().get("limits"));
        assertTrue(limits.contains("op=evaluations") && limits.contains("max=1500"), limits); // the race's budget
        ShardProcessesTest.Result run = cli("run", pick.toString(), "--threads", "1");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("pick " + race.pick().label()), run.out());
    }

    @Test
    void tunesReportEscapesTerminalCodesInTheSpecsLabels(@TempDir Path dir) throws IOException {
        // A categorical value's name reaches the survivors' legend and the pick's line.
        Path spec = dir.resolve("race.json");
        Files.writeString(spec, SPEC.replace("\"tournament\": {", "\"t\\u001b[2J\\u009bx\": {")
                .replace("[\"tournament\"]", "[\"t\\u001b[2J\\u009bx\"]"));
        ShardProcessesTest.Result r = cli("tune", spec.toString(), "--threads", "2");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().chars().noneMatch(c -> c == 0x1b || c == 0x9b), r.out());
        assertTrue(r.out().contains("\npick: ") && r.out().contains("selection=t\\x1b[2J\\x9bx"), r.out());
    }

    @Test
    void tuneAblateWalksFromTheReferenceToThePickAndRefusesBadInput(@TempDir Path dir) throws IOException {
        Path spec = dir.resolve("race.json");
        Files.writeString(spec, SPEC);
        Path out = dir.resolve("out");
        assertEquals(0, cli("tune", spec.toString(), "--out", out.toString(), "--threads", "2").status());
        ShardProcessesTest.Result r = cli("tune-ablate", out.toString(), "--reference", "selection=roulette,pm=0.1",
                "--threads", "2");
        assertEquals(0, r.status(), r.err());
        io.nqueens.tuning.RaceResult race = RaceSpec.parse(SPEC).threads(2).run();
        io.nqueens.tuning.Ablation a = io.nqueens.tuning.Ablation.of(race, java.util.Map.of("selection", "roulette",
                "pm", "0.1"));
        assertEquals(a.text() + "written to " + out + ": ablation.csv, ablation.png\n", r.out());
        assertTrue(Files.readString(out.resolve("ablation.csv")).startsWith("step,change,values,runs,successes,"));
        assertTrue(Files.size(out.resolve("ablation.png")) > 1_000);
        ShardProcessesTest.Result noValue = cli("tune-ablate", out.toString(), "--reference", "pm");
        assertEquals(2, noValue.status());
        assertTrue(noValue.err().startsWith("nqueens: --reference expects NAME=VALUE, was \"pm\"\n"), noValue.err());
        assertEquals("nqueens: parameter pm is missing\n", cli("tune-ablate", out.toString(), "--reference",
                "selection=roulette").err());
        ShardProcessesTest.Result none = cli("tune-ablate", dir.resolve("none").toString());
        assertEquals(2, none.status());
        assertTrue(none.err().startsWith("nqueens: DIR must be a race's folder holding race.json (tune SPEC --out DIR"
                + " makes one), was \"" + dir.resolve("none") + "\"\n"), none.err());
    }

    @Test
    void theRaceSpecInTunesHelpIsACompleteSpecThatRuns() {
        String usage = Main.commandLine("./kit cli", System.out, System.err).getSubcommands().get("tune")
                .getUsageMessage();
        String example = usage.substring(usage.indexOf("For example:\n") + "For example:\n".length()).strip();
        assertTrue(example.startsWith("{\"description\"") && example.endsWith("}"), example);
        io.nqueens.tuning.Race race = RaceSpec.parse(example);
        assertEquals(100, race.budget());
        assertEquals(2_000, race.maxEvaluations());
        io.nqueens.tuning.RaceResult r = race.threads(2).run();
        assertEquals(r.survivors().size(), r.heldOut().size());
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
    void tuneBatchPrintsTheCostsOfManyRunsInOrderAsTuneRunDoesEach(@TempDir Path dir) throws IOException {
        Path spec = dir.resolve("race.json");
        Files.writeString(spec, SPEC);
        String[] runs = {"8:1000 selection=roulette pm=0.1", "8:1001 selection=tournament k=3 pm=0.3",
            "8:1002 selection=tournament k=2 pm=0.05", "some/folder/8:1003 selection=roulette pm=0.4"};
        Path batch = dir.resolve("batch");
        Files.writeString(batch, String.join("\n", runs) + "\n\n");
        ShardProcessesTest.Result r = cli("tune-batch", spec.toString(), "--in", batch.toString(), "--threads", "2");
        assertEquals(0, r.status(), r.err());
        StringBuilder each = new StringBuilder();
        for (String run : runs) {
            String[] w = run.split(" ");
            List<String> args = new java.util.ArrayList<>(List.of("tune-run", spec.toString(), "--instance",
                    w[0].substring(w[0].lastIndexOf('/') + 1)));
            args.addAll(List.of(w).subList(1, w.length));
            ShardProcessesTest.Result one = cli(args.toArray(String[]::new));
            assertEquals(0, one.status(), one.err());
            each.append(one.out());
        }
        assertEquals(each.toString(), r.out());
        assertEquals(4, r.out().lines().count());
        // A mistake on any line stops the batch before any run, naming the file, the line and the parameter.
        Files.writeString(batch, runs[0] + "\n8:1001 selection=tournament k=3 pm=1.5\n");
        ShardProcessesTest.Result bad = cli("tune-batch", spec.toString(), "--in", batch.toString());
        assertEquals(2, bad.status());
        assertTrue(bad.err().contains(batch + " line 2: parameter pm must be a number in [0.02, 0.5], was 1.5"),
                bad.err());
        assertEquals("", bad.out());
    }

    @Test
    void tuneIraceKeepsShellCodeOutOfTheRunnerAndQuotesTheFolderItPrints(@TempDir Path dir) throws IOException {
        Path spec = dir.resolve("race.json");
        Files.writeString(spec, SPEC);
        Path out = dir.resolve("dq$(touch " + dir.resolve("pwned") + ")'");
        String cp = "$(touch " + dir.resolve("pwned") + ")";
        ShardProcessesTest.Result r = cli("tune-irace", spec.toString(), "--out", out.toString(), "--classpath", cp);
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("\nrun it with: cd '" + out.toString().replace("'", "'\\''")
                + "' && Rscript -e 'irace::irace.cmdline()' --scenario scenario.txt\n"), r.out());
        assertEquals(cp + "\n", Files.readString(out.resolve("classpath")));
        for (String f : new String[] {"target-runner", "target-runner-batch", "scenario.txt"}) {
            assertTrue(!Files.readString(out.resolve(f)).contains("touch"), f);
        }
        assertEquals("'a'\\''b'", TuneCommands.shellWord("a'b"));
    }
}
