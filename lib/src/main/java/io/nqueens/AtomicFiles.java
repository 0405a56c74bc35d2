package io.nqueens;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Writes files so that no reader ever sees one half-written: the text goes to a temporary file in
 * the same folder (named {@code NAME.tmp-PID-K}), which is then renamed over the target in one
 * atomic step. A process killed meanwhile leaves at most a temporary file, never a torn target;
 * readers of the kit's folders ignore names containing {@value #TEMP_MARK}. Cost: one file write
 * and one rename.
 */
public final class AtomicFiles {
    /** The part of a temporary file's name that marks it as one. */
    public static final String TEMP_MARK = ".tmp-";

    private static final AtomicLong COUNTER = new AtomicLong();

    private AtomicFiles() {}

    /**
     * Writes {@code text} (UTF-8) to {@code target}, replacing it if it exists.
     *
     * @param target the file to write, in an existing folder
     * @param text the whole content, not null
     * @throws UncheckedIOException naming the file when it cannot be written, or when the file
     *     system cannot rename atomically
     */
    public static void write(Path target, String text) {
        Checks.notNull("target", target);
        Checks.notNull("text", text);
        Path temp = target.resolveSibling(target.getFileName() + TEMP_MARK + ProcessHandle.current().pid() + "-"
                + COUNTER.incrementAndGet());
        try {
            Files.writeString(temp, text, StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW,
                    StandardOpenOption.WRITE);
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            deleteQuietly(temp);
            throw new UncheckedIOException("cannot write " + target + " safely: its file system cannot rename a file"
                    + " atomically", e);
        } catch (IOException e) {
            deleteQuietly(temp);
            throw new UncheckedIOException("could not write " + target + ": " + e, e);
        }
    }

    /**
     * {@return whether a file name is that of a temporary file this class writes}
     *
     * @param name a file name
     */
    public static boolean isTemporary(String name) {
        return name.contains(TEMP_MARK);
    }

    private static void deleteQuietly(Path temp) {
        try {
            Files.deleteIfExists(temp);
        } catch (IOException ignored) {
            // the failure being reported matters more; a leftover temporary file is ignored by readers
        }
    }
}
