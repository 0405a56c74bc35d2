package io.nqueens;

import io.nqueens.board.Encoding;
import io.nqueens.engine.Engine;
import io.nqueens.experiment.Experiment;
import io.nqueens.experiment.ExperimentResult;
import io.nqueens.stats.Tables;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.Table;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Issue 29's file items: the atomic writer never renames over a device, a FIFO or a link, keeps a
 * replaced file's permissions; reads are of regular files only and bounded, so a FIFO or a 3 GB
 * sparse file where a run file should be is reported, not waited on or loaded. FIFOs and devices
 * are made with mkfifo and mknod in a temporary folder (never in /dev); where that is not possible
 * the test is skipped saying so.
 */
class SafeFilesTest {

    /** Makes a special file with a system command, or skips the test naming what is missing. */
    private static Path special(Path dir, String name, String... command) throws Exception {
        Path p = dir.resolve(name);
        String[] full = new String[command.length + 1];
        System.arraycopy(command, 0, full, 0, command.length);
        full[command.length] = p.toString();
        boolean made;
        try {
            Process proc = new ProcessBuilder(full).redirectErrorStream(true).start();
            made = proc.waitFor(10, TimeUnit.SECONDS) && proc.exitValue() == 0;
        } catch (IOException noCommand) {
            made = false;
        }
        assumeTrue(made, "skipped: cannot make " + name + " with " + String.join(" ", command)
                + " here (mkfifo is in coreutils; mknod needs root)");
        return p;
    }

    private static Path charDevice(Path dir) throws Exception {
        // mknod NAME c MAJOR MINOR; 1,7 is /dev/full's numbers.
        Path p = dir.resolve("full");
        Process proc;
        try {
            proc = new ProcessBuilder("mknod", p.toString(), "c", "1", "7").redirectErrorStream(true).start();
            assumeTrue(proc.waitFor(10, TimeUnit.SECONDS) && proc.exitValue() == 0,
                    "skipped: cannot make a character device with mknod here (it needs root)");
        } catch (IOException noCommand) {
            assumeTrue(false, "skipped: no mknod command here");
        }
        return p;
    }

    @Test
    void aCharacterDeviceIsNeverReplacedByACsv(@TempDir Path dir) throws Exception {
        Path device = charDevice(dir);
        Table t = Table.create("t", IntColumn.create("a", 1, 2));
        UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> Tables.writeCsv(t, device));
        assertEquals("could not write " + device + ": " + device + ": it is not a regular file (a device, a FIFO or a"
                + " socket), which is never replaced; give the path of a regular file", e.getMessage());
        assertTrue(Files.readAttributes(device, java.nio.file.attribute.BasicFileAttributes.class).isOther(),
                "still a device");
        try (var files = Files.list(dir)) {
            assertEquals(1, files.count(), "no temporary file left");
        }
    }

    @Test
    @Timeout(20)
    void aFifoIsNeitherWrittenNorReadAndAFifoRunFileIsReportedNotWaitedOn(@TempDir Path dir) throws Exception {
        Path fifo = special(dir, "pipe", "mkfifo");
        UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> AtomicFiles.write(fifo, "x"));
        assertTrue(e.getMessage().contains("it is not a regular file (a device, a FIFO or a socket)"), e.getMessage());
        IllegalArgumentException r = assertThrows(IllegalArgumentException.class,
                () -> AtomicFiles.readString(fifo, 100, "spec file"));
        assertEquals("spec file " + fifo + " is not a regular file (a device, a FIFO or a socket); expected a file",
                r.getMessage());

        Path folder = dir.resolve("exp");
        Experiment x = Experiment.of(Engine.builder(Encoding.PERMUTATION, 8).label("p").populationSize(10)
                .maxGenerations(5)).seeds(0, 2);
        x.saveTo(folder).run();
        Path run0 = folder.resolve("runs/run-00000000.json");
        Files.delete(run0);
        special(folder.resolve("runs"), "run-00000000.json", "mkfifo");
        ExperimentResult again = x.saveTo(folder).loadFrom(folder);
        assertEquals(1, again.loadedRuns());
        assertEquals("run-00000000.json: run file " + run0 + " is not a regular file (a device, a FIFO or a socket);"
                + " expected a file", again.discardedFiles().get(0).substring(folder.toString().length() + 2));
    }

    @Test
    void aThreeGigabyteSparseRunFileIsRefusedBySizeNotLoaded(@TempDir Path dir) throws IOException {
        Path folder = dir.resolve("exp");
        Experiment x = Experiment.of(Engine.builder(Encoding.PERMUTATION, 8).label("p").populationSize(10)
                .maxGenerations(5)).seeds(0, 2);
        x.saveTo(folder).run();
        Path run1 = folder.resolve("runs/run-00000001.json");
        try (RandomAccessFile f = new RandomAccessFile(run1.toFile(), "rw")) {
            f.setLength(3L << 30); // sparse: no disk taken
        }
        ExperimentResult again = x.saveTo(folder).run();
        assertEquals(1, again.loadedRuns());
        assertEquals(1, again.newRuns(), "the run is done again and its file replaced");
        assertTrue(again.discardedFiles().get(0).endsWith("run-00000001.json: run file " + run1 + " holds "
                + (3L << 30) + " bytes, more than the 65536 such a file may hold"), again.discardedFiles().get(0));
        assertTrue(Files.size(run1) < 1000);
    }

    @Test
    void aLinkIsReplacedOnlyWhenAskedAndPermissionsAreKept(@TempDir Path dir) throws IOException {
        Path real = dir.resolve("real.txt");
        Files.writeString(real, "old");
        Files.setPosixFilePermissions(real, PosixFilePermissions.fromString("rw-------"));
        Path link = Files.createSymbolicLink(dir.resolve("link.txt"), real.getFileName());
        UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> AtomicFiles.write(link, "new"));
        assertTrue(e.getMessage().contains("it is a symbolic link"), e.getMessage());
        assertEquals("old", Files.readString(real));
        AtomicFiles.writeFollowingLinks(link, out -> out.write("new".getBytes()));
        assertTrue(Files.isSymbolicLink(link), "the link stays a link");
        assertEquals("new", Files.readString(real));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(real)));
        AtomicFiles.write(real, "newer");
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(real)));
    }

    @Test
    void writeNewCreatesOnceAndNeverReplaces(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("m.json");
        assertTrue(AtomicFiles.writeNew(f, "first"));
        assertFalse(AtomicFiles.writeNew(f, "second"));
        assertEquals("first", Files.readString(f));
        try (var files = Files.list(dir)) {
            assertEquals(1, files.count(), "no temporary file left");
        }
    }
}
