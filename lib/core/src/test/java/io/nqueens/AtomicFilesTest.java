package io.nqueens;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Files are written whole or not at all, and every failure names the path. */
class AtomicFilesTest {

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    private static AtomicFiles.Content text(String s) {
        return out -> out.write(s.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void writesANewFileAndReplacesAnOldOneLeavingNoTemporaryFile(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("a.txt");
        AtomicFiles.write(file, text("first"));
        assertEquals("first", Files.readString(file));
        AtomicFiles.write(file, text("second, longer"));
        assertEquals("second, longer", Files.readString(file));
        assertEquals(List.of("a.txt"), names(dir));
    }

    @Test
    void aFailureHalfWayKeepsTheOldFileAndNamesThePath(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("runs.csv");
        Files.writeString(file, "the old content");
        UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> AtomicFiles.write(file, out -> {
            out.write(new byte[100_000]);
            throw new IOException("No space left on device");
        }));
        assertEquals("could not write " + file + ": No space left on device", e.getMessage());
        assertEquals("the old content", Files.readString(file));
        assertEquals(List.of("runs.csv"), names(dir), "the temporary file is deleted");
    }

    @Test
    void anUncheckedExceptionCausedByAnIOExceptionIsReportedAsOneWithThePath(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("t.csv");
        RuntimeException library = new IllegalStateException("Error writing row",
                new IOException("Disk quota exceeded"));
        UncheckedIOException e = assertThrows(UncheckedIOException.class,
                () -> AtomicFiles.write(file, out -> { throw library; }));
        assertEquals("could not write " + file + ": Disk quota exceeded", e.getMessage());
        assertSame(library, e.getSuppressed()[0]);
        assertEquals(List.of(), names(dir));
    }

    @Test
    void anyOtherExceptionPassesUnchangedAndKeepsTheOldFile(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("x.gif");
        Files.writeString(file, "old");
        IllegalArgumentException bad = new IllegalArgumentException("the run kept no best genomes");
        assertSame(bad, assertThrows(IllegalArgumentException.class,
                () -> AtomicFiles.write(file, out -> { out.write(1); throw bad; })));
        assertEquals("old", Files.readString(file));
        assertEquals(List.of("x.gif"), names(dir));
    }

    @Test
    void aMissingFolderOrAFolderAsTargetIsNamed(@TempDir Path dir) throws IOException {
        Path missing = dir.resolve("no such folder").resolve("chart.png");
        UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> AtomicFiles.write(missing, text("x")));
        assertEquals("could not write " + missing + ": " + missing.getParent().toAbsolutePath()
                + ": the folder does not exist", e.getMessage());
        Files.createDirectory(dir.resolve("sub"));
        Path folder = dir.resolve("sub");
        e = assertThrows(UncheckedIOException.class, () -> AtomicFiles.write(folder, text("x")));
        assertEquals("could not write " + folder + ": " + folder.toAbsolutePath() + ": it is a folder, which is never"
                + " replaced; give the path of a regular file", e.getMessage());
        assertEquals(List.of("sub"), names(dir));
        assertEquals(List.of(), names(folder));
    }

    @Test
    void aFileSystemErrorWithoutAReasonGetsItsKindNamed(@TempDir Path dir) {
        Path file = dir.resolve("f");
        UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> AtomicFiles.write(file,
                out -> { throw new java.nio.file.AccessDeniedException("/some/where"); }));
        assertEquals("could not write " + file + ": AccessDeniedException: /some/where", e.getMessage());
        assertInstanceOf(java.nio.file.AccessDeniedException.class, e.getCause());
    }

    @Test
    void aNameNearTheLengthLimitStillGetsATemporaryFile(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("r".repeat(240) + ".csv"); // 244 characters: the temporary name is shortened
        AtomicFiles.write(file, text("ok"));
        assertEquals("ok", Files.readString(file));
        assertEquals(List.of(file.getFileName().toString()), names(dir));
    }

    @Test
    void nullArgumentsAreRefusedByName(@TempDir Path dir) {
        assertEquals("path must not be null",
                assertThrows(IllegalArgumentException.class, () -> AtomicFiles.write(null, text(""))).getMessage());
        assertEquals("content must not be null", assertThrows(IllegalArgumentException.class,
                () -> AtomicFiles.write(dir.resolve("f"), (AtomicFiles.Content) null)).getMessage());
    }

    @Test
    void theNewFileIsNotMadePrivate(@TempDir Path dir) throws IOException {
        // Files.createTempFile would make it readable by its owner only (rw-------).
        Path file = dir.resolve("shared.csv");
        AtomicFiles.write(file, text("a,b"));
        Path plain = Files.writeString(dir.resolve("plain.csv"), "a,b");
        if (Files.getFileStore(file).supportsFileAttributeView("posix")) {
            assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(file));
        }
        assertTrue(Files.isReadable(file));
    }
}
