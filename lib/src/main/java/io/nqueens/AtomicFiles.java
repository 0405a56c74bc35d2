package io.nqueens;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Writes files so that they are never half-written: the content goes to a temporary file in the
 * same folder (named {@code .name.<random>.tmp}), which is then moved over the target in one
 * atomic rename. A failure at any point (a full disk, an encoder that throws, an interrupt)
 * deletes the temporary file and leaves an existing target as it was. Every file the kit writes
 * goes through here. Costs the content's own writing plus one rename; the new file gets the
 * default permissions of a new file.
 */
public final class AtomicFiles {
    private AtomicFiles() {}

    /** What writes a file's content. */
    @FunctionalInterface
    public interface Content {
        /**
         * Writes the whole content to {@code out}, which the caller closes.
         *
         * @param out a buffered stream into the temporary file
         * @throws IOException when writing fails
         */
        void writeTo(OutputStream out) throws IOException;
    }

    /**
     * Writes {@code content} to {@code path} atomically: either the whole new file is in place
     * afterwards, or (after an exception) the file is as it was before the call.
     *
     * @param path the file to create or replace; its folder must exist
     * @param content what writes the bytes, not null
     * @throws IllegalArgumentException when {@code path} or {@code content} is null
     * @throws UncheckedIOException naming the path when the folder is missing, the path is a
     *     folder, or writing or moving fails, also when {@code content} throws an unchecked
     *     exception caused by an {@link IOException} (as CSV writers do on a full disk)
     */
    public static void write(Path path, Content content) {
        Checks.notNull("path", path);
        Checks.notNull("content", content);
        Path target = path.toAbsolutePath();
        Path folder = target.getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            throw failed(path, new NoSuchFileException(String.valueOf(folder), null, "the folder does not exist"));
        }
        if (Files.isDirectory(target)) {
            throw failed(path, new FileAlreadyExistsException(target.toString(), null, "it is a folder"));
        }
        Path temp = null;
        boolean moved = false;
        try {
            temp = createTemp(folder, target.getFileName().toString());
            try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(temp))) {
                content.writeTo(out);
            }
            move(temp, target);
            moved = true;
        } catch (IOException e) {
            throw failed(path, e);
        } catch (RuntimeException e) {
            IOException cause = ioCause(e);
            if (cause == null) {
                throw e;
            }
            UncheckedIOException wrapped = failed(path, cause);
            wrapped.addSuppressed(e);
            throw wrapped;
        } finally {
            if (!moved && temp != null) {
                deleteQuietly(temp);
            }
        }
    }

    /**
     * Writes a text to {@code path} atomically, in UTF-8 (see {@link #write(Path, Content)}).
     *
     * @param path the file to create or replace; its folder must exist
     * @param text the whole content, not null
     * @throws UncheckedIOException naming the path when writing or moving fails
     */
    public static void write(Path path, String text) {
        Checks.notNull("text", text);
        write(path, out -> out.write(text.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
    }

    /**
     * {@return whether a file name is that of a temporary file this class writes} (a leftover of
     * a write that was killed, to be ignored by readers): {@code .NAME.HEX.tmp}.
     *
     * @param name a file name
     */
    public static boolean isTemporary(String name) {
        return name.startsWith(".") && name.endsWith(".tmp");
    }

    /** A new, empty file beside the target; created (not just named) so two writers never share it. */
    private static Path createTemp(Path folder, String name) throws IOException {
        String base = name.length() > 100 ? name.substring(0, 100) : name; // names are limited to 255 bytes
        for (int attempt = 0; ; attempt++) {
            // Not Files.createTempFile: it makes the file private (0600), and the move would keep that.
            Path temp = folder.resolve("." + base + "." + Long.toHexString(ThreadLocalRandom.current().nextLong())
                    + ".tmp");
            try {
                Files.newOutputStream(temp, StandardOpenOption.CREATE_NEW).close();
                return temp;
            } catch (FileAlreadyExistsException taken) {
                if (attempt == 9) {
                    throw taken;
                }
            }
        }
    }

    private static void move(Path temp, Path target) throws IOException {
        try {
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            // Same folder, so this only happens on file systems without atomic rename.
            Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private static IOException ioCause(Throwable e) {
        Throwable t = e.getCause();
        for (int depth = 0; t != null && depth < 20; depth++, t = t.getCause()) { // a cycle ends too
            if (t instanceof IOException io) {
                return io;
            }
        }
        return null;
    }

    private static UncheckedIOException failed(Path path, IOException cause) {
        String why = cause.getMessage();
        if (why == null || cause instanceof FileSystemException f && f.getReason() == null) {
            why = cause.getClass().getSimpleName() + (why == null ? "" : ": " + why); // "NoSuchFileException: /a"
        }
        return new UncheckedIOException("could not write " + path + ": " + why, cause);
    }

    private static void deleteQuietly(Path temp) {
        try {
            Files.deleteIfExists(temp);
        } catch (IOException ignored) {
            // Nothing more to do: the target is untouched either way.
        }
    }
}
