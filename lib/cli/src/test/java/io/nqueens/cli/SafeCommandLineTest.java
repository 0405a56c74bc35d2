package io.nqueens.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;

import static io.nqueens.cli.ShardProcessesTest.cli;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 29's command-line items: merge never writes over what it reads nor through a link, keeps a
 * replaced file's permissions, prints tables that fit 100 columns; specs with a byte-order mark
 * are read, others that are not UTF-8 text, folders or huge names get exit status 2 and a message
 * naming them; a killed writer's temporary file is removed and never reported.
 */
class SafeCommandLineTest {
    private static final String SPEC = "{\"base\": {\"preset\": \"doc000Fixed\", \"populationSize\": 20,"
            + " \"limits\": [{\"op\": \"solved\"}, {\"op\": \"generations\", \"max\": 30}]},"
            + " \"axes\": [{\"name\": \"pm\", \"key\": \"mutationRate\", \"values\": [0.2, 0.8]}],"
            + " \"seeds\": {\"first\": 0, \"count\": 3}}";

    private static Path sweep(Path dir) throws IOException {
        Path spec = dir.resolve("spec.json");
        Files.writeString(spec, SPEC);
        Path runs = dir.resolve("runs");
        ShardProcessesTest.Result r = cli("sweep", spec.toString(), "--out", runs.toString());
        assertEquals(0, r.status(), r.err());
        return runs;
    }

    @Test
    void mergeRefusesAnOutputInsideItsInputsAndLeavesThemWhole(@TempDir Path dir) throws IOException {
        Path runs = sweep(dir);
        String manifest = Files.readString(runs.resolve("experiment.json"));
        String run0 = Files.readString(runs.resolve("runs/run-00000000.json"));
        for (Path out : List.of(runs.resolve("experiment.json"), runs.resolve("runs/run-00000000.json"),
                runs.resolve("runs/../spec.json"), runs)) {
            ShardProcessesTest.Result r = cli("merge", runs.toString(), "--out", out.toString());
            assertEquals(2, r.status(), out + ": " + r.out());
            assertTrue(r.err().startsWith("nqueens: --out " + out + " is "), r.err());
            assertTrue(r.err().contains("; give an output outside the saved folders' experiment.json, spec.json and"
                    + " runs/"), r.err());
        }
        assertEquals(manifest, Files.readString(runs.resolve("experiment.json")));
        assertEquals(run0, Files.readString(runs.resolve("runs/run-00000000.json")));
        ShardProcessesTest.Result beside = cli("merge", runs.toString(), "--out", runs.resolve("t.csv").toString());
        assertEquals(0, beside.status(), beside.err());
        assertEquals(7, Files.readAllLines(runs.resolve("t.csv")).size());
    }

    @Test
    void mergeNeverReplacesALinkKeepsPermissionsAndPrintsNarrowTables(@TempDir Path dir) throws IOException {
        Path runs = sweep(dir);
        Path real = dir.resolve("real.csv");
        Files.writeString(real, "old");
        Path link = Files.createSymbolicLink(dir.resolve("link.csv"), real);
        ShardProcessesTest.Result r = cli("merge", runs.toString(), "--out", link.toString());
        assertEquals(1, r.status());
        assertTrue(r.err().contains("it is a symbolic link (AtomicFiles.writeFollowingLinks replaces the file it"
                + " names), which is never replaced"), r.err());
        assertTrue(Files.isSymbolicLink(link));
        assertEquals("old", Files.readString(real));

        Files.setPosixFilePermissions(real, PosixFilePermissions.fromString("rw-------"));
        r = cli("merge", runs.toString(), "--out", real.toString());
        assertEquals(0, r.status(), r.err());
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(real)));
        assertTrue(Files.readString(real).startsWith("setting,pm,seed,"));
        int widest = r.out().lines().mapToInt(String::length).max().orElse(0);
        assertTrue(widest <= 100, "widest line " + widest + " columns:\n" + r.out());
    }

    @Test
    void specsWithABomAreReadAndBadOnesAreNamedWithStatusTwo(@TempDir Path dir) throws IOException {
        Path bom = dir.resolve("bom.json");
        byte[] text = SPEC.getBytes(StandardCharsets.UTF_8);
        byte[] withBom = new byte[text.length + 3];
        withBom[0] = (byte) 0xef;
        withBom[1] = (byte) 0xbb;
        withBom[2] = (byte) 0xbf;
        System.arraycopy(text, 0, withBom, 3, text.length);
        Files.write(bom, withBom);
        ShardProcessesTest.Result r = cli("sweep", bom.toString(), "--out", dir.resolve("b").toString());
        assertEquals(0, r.status(), r.err());

        Path latin1 = dir.resolve("latin1.json");
        Files.write(latin1, "{\"label\": \"caf\u00e9\"}".getBytes(StandardCharsets.ISO_8859_1));
        r = cli("run", latin1.toString());
        assertEquals(2, r.status());
        assertEquals("nqueens: spec file " + latin1 + " is not UTF-8 text: the byte at offset 14 (0xe9) is not part"
                + " of a UTF-8 character; save the file as UTF-8\n", r.err());

        r = cli("run", dir.toString());
        assertEquals(2, r.status());
        assertEquals("nqueens: spec file " + dir + " is a folder; expected a file\n", r.err());

        Path huge = dir.resolve("huge.json");
        Files.writeString(huge, "{\"preset\": \"doc000Fixed\", \"selector\": {\"op\": \"" + "x".repeat(5_000_000) + "\"}}");
        r = cli("run", huge.toString());
        assertEquals(2, r.status());
        assertTrue(r.err().length() < 1_000, "the message is short: " + r.err().length() + " characters");
        assertTrue(r.err().contains("was the string \"" + "x".repeat(200) + "\"... (5000000 characters)"), r.err());

        Path file = dir.resolve("a-file");
        Files.writeString(file, "x");
        r = cli("sweep", bom.toString(), "--out", file.toString());
        assertEquals(2, r.status());
        assertEquals("nqueens: the experiment folder " + file + " is a file, not a folder; give a new folder or the"
                + " one it made before\n", r.err());
    }

    @Test
    void aKilledWritersTemporaryFileIsRemovedOnResumeAndNeverReported(@TempDir Path dir) throws IOException {
        Path runs = sweep(dir);
        Path old = runs.resolve("runs/.run-00000002.json.1234abcd.tmp");
        Path young = runs.resolve("runs/.run-00000003.json.5678abcd.tmp");
        Files.writeString(old, "{\"run\":2,");
        Files.writeString(young, "{\"run\":3,");
        Files.setLastModifiedTime(old, FileTime.fromMillis(System.currentTimeMillis() - 3_600_000));
        ShardProcessesTest.Result r = cli("sweep", dir.resolve("spec.json").toString(), "--out", runs.toString());
        assertEquals(0, r.status(), r.err());
        assertFalse(r.out().contains("not trusted"), r.out());
        assertFalse(Files.exists(old), "an hour-old temporary file is a killed writer's");
        assertTrue(Files.exists(young), "a fresh one may be another shard's, still being written");
        r = cli("merge", runs.toString(), "--out", dir.resolve("t.csv").toString());
        assertFalse(r.out().contains("not trusted"), r.out());
        try (Stream<Path> files = Files.list(runs.resolve("runs"))) {
            assertEquals(7, files.count(), "6 runs and the fresh temporary file");
        }
    }
}
