package io.nqueens.cli;

import io.nqueens.board.Encoding;
import io.nqueens.engine.Engine;
import io.nqueens.operators.crossover.GeneWise;
import io.nqueens.operators.crossover.SinglePoint;
import io.nqueens.operators.mutation.RandomReset;
import io.nqueens.operators.selection.RouletteWheel;
import io.nqueens.operators.selection.Tournament;
import io.nqueens.operators.selection.Truncation;
import io.nqueens.spec.EngineSpec;
import io.nqueens.spec.ExperimentSpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The command line as a cluster uses it: the 2,400-run grid split into 4 shards run by 4 separate
 * JVMs and merged gives the one-process table; a sweep process killed mid-way resumes with only
 * the missing runs.
 */
class ShardProcessesTest {
    private static final Path GRID = Path.of("..", "..", "tools", "slurm", "grid-2400.json");

    /** The grid the benchmark times, written in code: the spec file in tools/slurm must say the same. */
    static ExperimentSpec grid() {
        Engine.Builder base = Engine.builder(Encoding.INTEGER, 8).label("grid").populationSize(50)
                .crossoverRate(0.8).mutation(RandomReset.toOtherValue()).maxGenerations(200);
        return ExperimentSpec.sweep(EngineSpec.of(base))
                .axis("selection", "selector", List.of(Tournament.of(2), Tournament.of(3), RouletteWheel.of(),
                        Truncation.of(0.5)))
                .axis("crossover", "crossover", List.of(SinglePoint.interior(), SinglePoint.anyCut(),
                        SinglePoint.belowLength(), GeneWise.of(0.5, 0.5)))
                .axis("pm", "mutationRate", List.of(0.05, 0.1, 0.2, 0.3, 0.5))
                .seeds(0, 30);
    }

    @Test
    void theSpecFileForTheClusterIsTheBenchmarksGrid() {
        var fromFile = ExperimentSpec.read(GRID).experiment();
        var fromCode = grid().experiment();
        assertEquals(2_400, fromFile.plannedRuns());
        assertEquals(fromCode.settings().stream().map(s -> s.label() + s.engine()).toList(),
                fromFile.settings().stream().map(s -> s.label() + s.engine()).toList());
    }

    @Test
    void fourShardProcessesMergeIntoTheOneProcessTable(@TempDir Path dir) throws Exception {
        Path one = dir.resolve("one");
        assertEquals(0, cli("sweep", GRID.toString(), "--out", one.toString()).status);
        assertEquals(0, cli("merge", one.toString(), "--out", dir.resolve("one.csv").toString()).status);

        Path shards = dir.resolve("shards");
        List<Process> processes = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            processes.add(java("sweep", GRID.toString(), "--shard", i + "/4", "--out", shards.toString(),
                    "--threads", "1").start());
        }
        for (int i = 0; i < 4; i++) {
            Process p = processes.get(i);
            assertTrue(p.waitFor(5, TimeUnit.MINUTES), "shard " + i + " finished");
            String printed = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertEquals(0, p.exitValue(), printed + new String(p.getErrorStream().readAllBytes()));
            assertTrue(printed.startsWith("shard " + i + "/4 of " + GRID + ": 600 of 600 runs done (0 loaded from "
                    + shards + ", 600 run now)"), printed);
        }
        Result merged = cli("merge", shards.toString(), "--out", dir.resolve("merged.csv").toString());
        assertEquals(0, merged.status, merged.err);
        assertTrue(merged.out.startsWith("merged 2400 of 2400 runs from 1 folder(s) into "), merged.out);
        List<String> expected = withoutWallTime(dir.resolve("one.csv"));
        assertEquals(2_401, expected.size());
        assertSameTable(expected, withoutWallTime(dir.resolve("merged.csv")));
        assertEquals(Files.readString(one.resolve("spec.json")), Files.readString(shards.resolve("spec.json")));
    }

    @Test
    void aKilledSweepProcessResumesWithOnlyTheMissingRuns(@TempDir Path dir) throws Exception {
        Path folder = dir.resolve("killed");
        Process p = java("sweep", GRID.toString(), "--out", folder.toString(), "--threads", "1").start();
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
        while (runFiles(folder) < 300 && p.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertTrue(p.isAlive(), "the sweep was still running when killed");
        p.destroyForcibly(); // SIGKILL: no shutdown hook, runs in flight lost
        assertTrue(p.waitFor(1, TimeUnit.MINUTES));
        long saved = runFiles(folder);
        assertTrue(saved >= 300 && saved < 2_400, "runs saved before the kill: " + saved);

        Result resumed = cli("sweep", GRID.toString(), "--out", folder.toString());
        assertEquals(0, resumed.status, resumed.err);
        assertTrue(resumed.out.startsWith("shard 0/1 of " + GRID + ": 2400 of 2400 runs done (" + saved
                + " loaded from " + folder + ", " + (2_400 - saved) + " run now)"), resumed.out);
        assertEquals(0, cli("merge", folder.toString(), "--out", dir.resolve("resumed.csv").toString()).status);
        Path one = dir.resolve("one");
        assertEquals(0, cli("sweep", GRID.toString(), "--out", one.toString()).status);
        assertEquals(0, cli("merge", one.toString(), "--out", dir.resolve("one.csv").toString()).status);
        assertSameTable(withoutWallTime(dir.resolve("one.csv")), withoutWallTime(dir.resolve("resumed.csv")));
    }

    /** The CSV's lines without the wall_ms column (the only one that differs between runs). */
    static List<String> withoutWallTime(Path csv) throws IOException {
        List<String> lines = Files.readAllLines(csv);
        int wall = cells(lines.get(0)).indexOf("wall_ms");
        assertTrue(wall > 0, "the table has a wall_ms column: " + lines.get(0));
        List<String> out = new ArrayList<>();
        for (String line : lines) {
            List<String> cells = cells(line);
            cells.remove(wall);
            out.add(String.join(",", cells));
        }
        return out;
    }

    /** A CSV line's cells; a quoted cell (a label holding commas) stays one cell, quotes kept. */
    static List<String> cells(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean quoted = false;
        for (char c : line.toCharArray()) {
            if (c == '"') {
                quoted = !quoted;
            }
            if (c == ',' && !quoted) {
                out.add(cell.toString());
                cell.setLength(0);
            } else {
                cell.append(c);
            }
        }
        out.add(cell.toString());
        return out;
    }

    /** Equal tables, or the first line that differs (not 2,400 lines of diff). */
    static void assertSameTable(List<String> expected, List<String> actual) {
        assertEquals(expected.size(), actual.size(), "rows");
        for (int i = 0; i < expected.size(); i++) {
            assertEquals(expected.get(i), actual.get(i), "line " + i);
        }
    }

    static long runFiles(Path folder) throws IOException {
        Path runs = folder.resolve("runs");
        if (!Files.isDirectory(runs)) {
            return 0;
        }
        try (Stream<Path> files = Files.list(runs)) {
            return files.filter(f -> f.getFileName().toString().matches("run-\\d{8}\\.json")).count();
        }
    }

    /** A separate JVM running the command line on the test's class path (the kit's classes and libraries). */
    static ProcessBuilder java(String... args) {
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-Xmx256m", "-cp", classPath, Main.class.getName()));
        command.addAll(List.of(args));
        return new ProcessBuilder(command);
    }

    record Result(int status, String out, String err) {}

    static Result cli(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Result(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
