package io.nqueens.cli;

import io.nqueens.TerminalText;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static io.nqueens.cli.ShardProcessesTest.cli;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The command line's findings of issue 39, as an attacker tried them: each is refused with a
 * message naming the input and the value, or works, and nothing is written through a link.
 */
class AttackedCommandLineTest {
    private static final String ENGINE = """
            {"encoding": "PERMUTATION", "boardSize": 6, "populationSize": 10, "label": "%s",
             "limits": [{"op": "generations", "max": 5}]}""";

    private static Path write(Path dir, String name, String text) throws IOException {
        Path f = dir.resolve(name);
        Files.writeString(f, text);
        return f;
    }

    @Test
    void aSweepWritesNoRunThroughALinkIntoAnotherFolder(@TempDir Path dir) throws IOException {
        Path spec = write(dir, "e.json", "{\"settings\": [" + ENGINE.formatted("a") + "], \"seeds\": [1, 2]}");
        Path other = dir.resolve("other");
        assertEquals(0, cli("sweep", spec.toString(), "--out", other.toString()).status());
        List<String> before = runFiles(other);
        Path out = Files.createDirectories(dir.resolve("out"));
        Files.createSymbolicLink(out.resolve("runs"), other.resolve("runs"));
        ShardProcessesTest.Result r = cli("sweep", spec.toString(), "--out", out.toString());
        assertEquals(2, r.status());
        assertEquals("nqueens: " + out.resolve("runs") + " is a symbolic link (to " + other.resolve("runs")
                + "); the kit writes no run through a link, which could lead into another folder: give an"
                + " experiment folder without links\n", r.err());
        assertEquals(before, runFiles(other));

        Path linked = dir.resolve("linked");
        Files.createSymbolicLink(linked, other);
        r = cli("run", spec.toString(), "--out", linked.toString());
        assertEquals(2, r.status());
        assertTrue(r.err().startsWith("nqueens: the experiment folder " + linked + " is a symbolic link (to " + other
                + ");"), r.err());
        Path dangling = dir.resolve("dangling");
        Files.createSymbolicLink(dangling, dir.resolve("nowhere"));
        r = cli("sweep", spec.toString(), "--out", dangling.toString());
        assertEquals("nqueens: the experiment folder " + dangling + " is a symbolic link (to " + dir.resolve("nowhere")
                + ", which does not exist); the kit writes nothing through a link, which could lead into another"
                + " folder: give a real folder\n", r.err());
        assertFalse(Files.exists(dir.resolve("nowhere")));
        Path file = write(dir, "file", "x");
        r = cli("sweep", spec.toString(), "--out", file.toString());
        assertTrue(r.err().startsWith("nqueens: the experiment folder " + file + " is a file, not a folder"), r.err());
    }

    private static List<String> runFiles(Path folder) throws IOException {
        try (var s = Files.list(folder.resolve("runs"))) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void anEmptyOutIsRefused(@TempDir Path dir) throws IOException {
        Path spec = write(dir, "e.json", "{\"settings\": [" + ENGINE.formatted("a") + "], \"seeds\": [1]}");
        for (String command : List.of("sweep", "run", "tune", "tune-irace")) {
            ShardProcessesTest.Result r = cli(command, spec.toString(), "--out", "");
            assertEquals(2, r.status(), command);
            assertTrue(r.err().startsWith("nqueens: Invalid value for option '--out': expected a file or folder name,"
                    + " was \"\" (to write here, say so: --out .)"), command + ": " + r.err());
        }
    }

    @Test
    void duplicateSeedsAreRefusedNamingTheSeed(@TempDir Path dir) throws IOException {
        Path spec = write(dir, "e.json", "{\"settings\": [" + ENGINE.formatted("a") + "], \"seeds\": [1, 2, 1]}");
        ShardProcessesTest.Result r = cli("run", spec.toString());
        assertEquals(2, r.status());
        assertTrue(r.err().contains("experiment.seeds[2]") && r.err().contains("must be a seed not given before (seed 1"
                + " is also experiment.seeds[0]; the seeds must be distinct), was the number 1"), r.err());
    }

    @Test
    void aLabelsEscapeCodesNeverReachTheTerminalRaw(@TempDir Path dir) throws IOException {
        Path spec = write(dir, "e.json", "{\"settings\": [" + ENGINE.formatted("x\\u001b[2J\\u009b31m\\u202ey")
                + "], \"seeds\": [1]}");
        ShardProcessesTest.Result r = cli("run", spec.toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("done: x\\x1b[2J\\x9b31m\\u202ey (1 runs") && r.out().contains("x\\x1b[2J"),
                r.out());
        assertTrue(r.out().chars().noneMatch(c -> c == 0x1b || c == 0x9b || c == 0x202e), r.out());
        assertEquals("a\\x07b\\x00\\x0ac", TerminalText.safe("a\u0007b\u0000\nc"));
        assertEquals("a\\x7f\nb\\x09", TerminalText.safeLines("a\u007f\nb\t"));
        assertEquals("plain é \\ text", TerminalText.safe("plain é \\ text"));
    }

    private static final String RACE = """
            {"base": {"encoding": "PERMUTATION", "boardSize": 8, "populationSize": 20},
             "parameters": [
               {"name": "pm", "key": "mutationRate", "type": "real", "low": 0.02, "high": 0.5},
               {"name": "%s", "key": "%s", "type": "real", "low": 0.1, "high": 0.9}],
             "trainingSeeds": {"first": %s, "count": 100}, "budget": 80, "maxEvaluations": 1500}""";

    @Test
    void raceSpecsThatWrapOrRaceOneKeyTwiceAreRefusedByName(@TempDir Path dir) throws IOException {
        Path wrap = write(dir, "wrap.json", RACE.formatted("pc", "crossoverRate", "9223372036854775807"));
        ShardProcessesTest.Result r = cli("tune", wrap.toString());
        assertEquals(2, r.status());
        assertEquals("nqueens: " + wrap + ": race.trainingSeeds: training seeds from 9223372036854775807, 100 of"
                + " them, pass the largest seed, 9223372036854775807; start at most at 9223372036854775708\n", r.err());
        Path twice = write(dir, "twice.json", RACE.formatted("pm2", "mutationRate", "1000"));
        r = cli("tune", twice.toString());
        assertEquals(2, r.status());
        assertEquals("nqueens: " + twice + ": parameters pm and pm2 both set mutationRate; one setting is raced by"
                + " one parameter\n", r.err());
    }

    @Test
    void aRaceFolderWhoseSpecIsAFolderOrThatIsALinkIsRefusedByName(@TempDir Path dir) throws IOException {
        Path spec = write(dir, "race.json", RACE.formatted("pc", "crossoverRate", "1000"));
        Path out = Files.createDirectories(dir.resolve("out/race.json")).getParent();
        ShardProcessesTest.Result r = cli("tune", spec.toString(), "--out", out.toString());
        assertEquals(2, r.status());
        assertEquals("nqueens: " + out.resolve("race.json") + " is a folder, not the race's spec file; save the race"
                + " to another folder\n", r.err());
        assertEquals(2, cli("tune", dir.resolve("out/race.json").toString()).status());
        assertTrue(cli("tune", dir.resolve("out/race.json").toString()).err()
                .contains(dir.resolve("out/race.json").toString()));
        Path dangling = dir.resolve("dangling");
        Files.createSymbolicLink(dangling, dir.resolve("nowhere"));
        r = cli("tune", spec.toString(), "--out", dangling.toString());
        assertEquals("nqueens: the race folder " + dangling + " is a symbolic link (to " + dir.resolve("nowhere")
                + ", which does not exist); the kit writes nothing through a link, which could lead into another"
                + " folder: give a real folder\n", r.err());
    }
}
