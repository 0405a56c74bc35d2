package io.nqueens.cli;

import io.nqueens.KitVersion;
import io.nqueens.presets.Preset;
import io.nqueens.spec.EngineSpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static io.nqueens.cli.ShardProcessesTest.cli;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The command line's answers and refusals, in-process. */
class CommandLineTest {

    @Test
    void helpVersionAndSpecPrintWhatTheySay() {
        assertTrue(cli("help").out().startsWith("Usage: " + Main.NAME + " [-h] [--version] COMMAND\n"));
        assertEquals("nqueens-kit " + KitVersion.get() + "\n", cli("version").out());
        assertEquals("nqueens-kit " + KitVersion.get() + "\n", cli("--version").out());
        ShardProcessesTest.Result spec = cli("spec", "doc003Tuned", "--size", "10");
        assertEquals(0, spec.status());
        assertEquals(EngineSpec.of(Preset.named("doc003Tuned").builder(10)).toJson() + "\n", spec.out());
        assertEquals(EngineSpec.parse(spec.out()).build().toString(), Preset.named("doc003Tuned").builder(10).build()
                .toString());
    }

    @Test
    void mistakesExitWithStatusTwoAndSayWhat(@TempDir Path dir) throws IOException {
        ShardProcessesTest.Result none = cli();
        assertEquals(2, none.status());
        assertEquals(cli("help").out(), none.err(), "the usage, on stderr");
        assertEquals("", none.out());
        String hint = "run `" + Main.NAME + " sweep --help` for the usage\n";
        assertEquals("nqueens: Unmatched argument at index 0: 'swep'\nDid you mean: " + Main.NAME + " sweep?\nrun `"
                + Main.NAME + " --help` for the usage\n", cli("swep").err());
        assertEquals("nqueens: Invalid value for option '--shard': expected I/N with 0 <= I < N <= 100000, e.g."
                + " 3/16, was 4/4\n" + hint, cli("sweep", "x.json", "--out", "d", "--shard", "4/4").err());
        assertEquals("nqueens: Missing required option: '--out=DIR'\n" + hint, cli("sweep", "x.json").err());
        assertEquals("nqueens: Unknown option: '--seeds'\n" + hint, cli("sweep", "x.json", "--out", "d", "--seeds").err());
        assertEquals("nqueens: Invalid value for option '--threads': 'many' is not an int\n" + hint,
                cli("sweep", "x.json", "--out", "d", "--threads", "many").err());
        assertEquals("nqueens: option --threads must be an integer in [1, 4096], was 0\n" + hint,
                cli("sweep", "x.json", "--out", "d", "--threads", "0").err());
        ShardProcessesTest.Result twice = cli("sweep", "x.json", "--out", "d", "--out", "e");
        assertEquals(2, twice.status());
        assertEquals("nqueens: option '--out' (DIR) should be specified only once\n" + hint, twice.err());
        assertEquals("nqueens: Missing required parameter: 'PRESET'\nrun `" + Main.NAME + " spec --help` for the"
                + " usage\n", cli("spec").err());
        assertEquals("nqueens: option --size must be an integer in [1, 2147483647], was 0\nrun `" + Main.NAME
                + " spec --help` for the usage\n", cli("spec", "doc000", "--size", "0").err());
        assertEquals("nqueens: spec file x.json does not exist\n", cli("sweep", "x.json", "--out", "d").err());
        assertEquals("nqueens: spec file @x.json does not exist\n", cli("run", "@x.json").err(),
                "an argument starting with @ is a file name, not a file of arguments");
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, "{\"base\": {\"preset\": \"doc001Fixed\", \"populationSize\": \"many\"}}");
        ShardProcessesTest.Result r = cli("run", bad.toString());
        assertEquals(2, r.status());
        assertEquals("nqueens: " + bad + ": experiment.base.populationSize (line 1, column 36) must be an integer, was the string"
                + " \"many\"\n", r.err());
        assertEquals("nqueens: " + dir + " keeps no spec.json (is it a folder a spec was saved to?)\n",
                cli("merge", dir.toString(), "--out", dir.resolve("t.csv").toString()).err());
    }

    @Test
    void mergeRefusesMissingRunsUnlessPartialAndRunRanksAnEngineSpec(@TempDir Path dir) throws IOException {
        Path spec = dir.resolve("spec.json");
        Files.writeString(spec, "{\"base\": {\"preset\": \"doc000Fixed\", \"populationSize\": 20},"
                + " \"axes\": [{\"name\": \"pm\", \"key\": \"mutationRate\", \"values\": [0.2, 0.8]}],"
                + " \"seeds\": {\"first\": 0, \"count\": 4}}");
        Path runs = dir.resolve("runs");
        ShardProcessesTest.Result shard = cli("sweep", spec.toString(), "--shard", "1/3", "--out", runs.toString());
        assertEquals(0, shard.status(), shard.err());
        assertTrue(shard.out().startsWith("shard 1/3 of " + spec + ": 3 of 3 runs done (0 loaded"), shard.out());
        ShardProcessesTest.Result merged = cli("merge", runs.toString(), "--out", dir.resolve("t.csv").toString());
        assertEquals(1, merged.status());
        assertEquals("nqueens: the folders hold 3 of 8 runs; run the missing shards (sweep resumes), or merge with"
                + " --partial\n", merged.err());
        assertTrue(Files.notExists(dir.resolve("t.csv")));
        merged = cli("merge", runs.toString(), "--out", dir.resolve("t.csv").toString(), "--partial");
        assertEquals(1, merged.status());
        assertEquals(4, Files.readAllLines(dir.resolve("t.csv")).size(), "a header and 3 runs");

        Path engine = dir.resolve("engine.json");
        Files.writeString(engine, EngineSpec.of(Preset.named("doc000Fixed").builder().maxGenerations(30)).toJson());
        ShardProcessesTest.Result run = cli("run", engine.toString(), "--threads", "2");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("30 of 30 runs completed over 1 settings"), run.out());
        assertTrue(run.out().contains("settings ranked by success"), run.out());
    }
}
