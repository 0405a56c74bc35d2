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
 * goes through here. Costs the content's own writing plus one rename. A file that is replaced
 * keeps its permissions; a new one gets the default permissions of a new file. Only regular files
 * are written: a folder, a device ({@code /dev/full}), a FIFO or a symbolic link is refused before
 * anything is written (a link is followed only by {@link #writeFollowingLinks}), so the rename
 * never replaces one of them. {@link #readString} is the matching bounded read.
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
     *     folder, a symbolic link, a device, a FIFO or a socket (none is ever replaced), or writing
     *     or moving fails, also when {@code content} throws an unchecked
     *     exception caused by an {@link IOException} (as CSV writers do on a full disk)
     */
    public static void write(Path path, Content content) {
        Checks.notNull("path", path);
        Checks.notNull("content", content);
        writeTo(path, path.toAbsolutePath(), content);
    }

    /**
     * Creates a folder the kit writes into (and its parents), or checks the one there: refused,
     * naming it, when it is a symbolic link (dangling or not: what the kit writes must not land in
     * another folder through it), or a file.
     *
     * @param folder the folder, not null
     * @param what what it is for the message, e.g. "race folder"
     * @return the folder
     * @throws IllegalArgumentException when it is a link or a file
     * @throws UncheckedIOException naming the folder when it cannot be created
     */
    public static Path createFolder(Path folder, String what) {
        Checks.notNull("folder", folder);
        if (Files.isSymbolicLink(folder)) {
            String target;
            try {
                target = String.valueOf(Files.readSymbolicLink(folder));
            } catch (IOException e) {
                target = "?";
            }
            throw new IllegalArgumentException("the " + what + " " + folder + " is a symbolic link (to " + target
                    + (Files.exists(folder) ? "" : ", which does not exist") + "); the kit writes nothing through a"
                    + " link, which could lead into another folder: give a real folder");
        }
        if (Files.exists(folder) && !Files.isDirectory(folder)) {
            throw new IllegalArgumentException("the " + what + " " + folder + " is a file, not a folder; give a new"
                    + " folder or the one it made before");
        }
        try {
            Files.createDirectories(folder);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the " + what + " " + folder + ": " + reason(e), e);
        }
        return folder;
    }

    /**
     * As {@link #write(Path, Content)}, but a symbolic link is followed: the file it names is
     * replaced (atomically), and the link is kept. The file it names must be a regular file or
     * missing (in an existing folder).
     *
     * @param path the file or link to a file to create or replace
     * @param content what writes the bytes, not null
     * @throws UncheckedIOException as {@link #write(Path, Content)}
     */
    public static void writeFollowingLinks(Path path, Content content) {
        Checks.notNull("path", path);
        Checks.notNull("content", content);
        Path target = path.toAbsolutePath();
        try {
            for (int hops = 0; Files.isSymbolicLink(target); hops++) {
                if (hops == 40) {
                    throw new FileSystemException(path.toString(), null, "too many levels of symbolic links");
                }
                target = target.resolveSibling(Files.readSymbolicLink(target)).normalize();
            }
        } catch (IOException e) {
            throw failed(path, e);
        }
        writeTo(path, target, content);
    }

    private static void writeTo(Path path, Path target, Content content) {
        Path folder = target.getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            throw failed(path, new NoSuchFileException(String.valueOf(folder), null, "the folder does not exist"));
        }
        java.util.Set<java.nio.file.attribute.PosixFilePermission> keep = permissionsToKeep(path, target);
        Path temp = null;
        boolean moved = false;
        try {
            temp = createTemp(folder, target.getFileName().toString());
            if (keep != null) {
                Files.setPosixFilePermissions(temp, keep); // before the content: never readable by more than meant
            }
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
     * Writes a text to {@code path} only if no file is there yet, atomically: the complete file
     * appears under its name (a hard link to a finished temporary file), or nothing does. Of two
     * writers racing for one new name, exactly one gets it. O(size).
     *
     * @param path the file to create; its folder must exist
     * @param text the whole content, not null
     * @return true when this call created the file, false when a file (or anything) was there already
     * @throws UncheckedIOException naming the path when writing fails
     */
    public static boolean writeNew(Path path, String text) {
        Checks.notNull("path", path);
        Checks.notNull("text", text);
        Path target = path.toAbsolutePath();
        Path folder = target.getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            throw failed(path, new NoSuchFileException(String.valueOf(folder), null, "the folder does not exist"));
        }
        if (Files.exists(target, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            return false;
        }
        Path temp = null;
        try {
            temp = createTemp(folder, target.getFileName().toString());
            Files.write(temp, text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            try {
                Files.createLink(target, temp); // fails if the name is taken, where a rename would replace
                return true;
            } catch (FileAlreadyExistsException taken) {
                return false;
            } catch (UnsupportedOperationException noLinks) {
                Files.move(temp, target); // no REPLACE_EXISTING: refuses a taken name, though not atomically
                temp = null;
                return true;
            }
        } catch (FileAlreadyExistsException taken) {
            return false;
        } catch (IOException e) {
            throw failed(path, e);
        } finally {
            if (temp != null) {
                deleteQuietly(temp);
            }
        }
    }

    /**
     * Refuses a target that exists and is not a regular file (naming what it is), and returns the
     * permissions of one that is, or null (a new file, or a file system without POSIX permissions).
     */
    private static java.util.Set<java.nio.file.attribute.PosixFilePermission> permissionsToKeep(Path path,
            Path target) {
        java.nio.file.attribute.BasicFileAttributes a;
        try {
            a = Files.readAttributes(target, java.nio.file.attribute.BasicFileAttributes.class,
                    java.nio.file.LinkOption.NOFOLLOW_LINKS);
        } catch (NoSuchFileException absent) {
            return null;
        } catch (IOException e) {
            throw failed(path, e);
        }
        if (!a.isRegularFile()) {
            String what = a.isDirectory() ? "a folder" : a.isSymbolicLink()
                    ? "a symbolic link (AtomicFiles.writeFollowingLinks replaces the file it names)"
                    : "not a regular file (a device, a FIFO or a socket)";
            throw failed(path, new FileAlreadyExistsException(target.toString(), null, "it is " + what
                    + ", which is never replaced; give the path of a regular file"));
        }
        try {
            return Files.getPosixFilePermissions(target, java.nio.file.LinkOption.NOFOLLOW_LINKS);
        } catch (UnsupportedOperationException | IOException noPosix) {
            return null;
        }
    }

    /**
     * Reads a whole text file, in UTF-8 (a byte-order mark at its start is skipped), refusing
     * before reading anything a path that is not a regular file (a FIFO would block for ever, a
     * device never end) or one larger than {@code maxBytes}. O(size).
     *
     * @param path the file, not null
     * @param maxBytes the largest size accepted, at least 0
     * @param what what the file is, for messages, e.g. {@code "spec file"}
     * @return the text
     * @throws IllegalArgumentException naming the path when it is not a regular file, is larger
     *     than {@code maxBytes} (naming both sizes) or is not UTF-8 text (naming the byte offset)
     * @throws UncheckedIOException naming the path when it is missing or cannot be read
     */
    public static String readString(Path path, long maxBytes, String what) {
        Checks.notNull("path", path);
        Checks.atLeast("maxBytes", maxBytes, 0);
        java.nio.file.attribute.BasicFileAttributes a;
        try {
            a = Files.readAttributes(path, java.nio.file.attribute.BasicFileAttributes.class);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + what + " " + path + ": " + reason(e), e);
        }
        if (!a.isRegularFile()) {
            throw new IllegalArgumentException(what + " " + path + " is " + (a.isDirectory() ? "a folder"
                    : "not a regular file (a device, a FIFO or a socket)") + "; expected a file");
        }
        if (a.size() > maxBytes) {
            throw new IllegalArgumentException(what + " " + path + " holds " + a.size() + " bytes, more than the "
                    + maxBytes + " such a file may hold");
        }
        byte[] bytes;
        try (java.io.InputStream in = Files.newInputStream(path)) {
            bytes = in.readNBytes((int) Math.min(maxBytes + 1, Integer.MAX_VALUE - 8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + what + " " + path + ": " + reason(e), e);
        }
        if (bytes.length > maxBytes) { // it grew since its size was read
            throw new IllegalArgumentException(what + " " + path + " holds more than the " + maxBytes
                    + " bytes such a file may hold");
        }
        return utf8(bytes, path, what);
    }

    private static String utf8(byte[] bytes, Path path, String what) {
        int start = bytes.length >= 3 && (bytes[0] & 0xff) == 0xef && (bytes[1] & 0xff) == 0xbb
                && (bytes[2] & 0xff) == 0xbf ? 3 : 0; // a byte-order mark, as some editors write
        java.nio.charset.CharsetDecoder d = java.nio.charset.StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(java.nio.charset.CodingErrorAction.REPORT)
                .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPORT);
        java.nio.ByteBuffer in = java.nio.ByteBuffer.wrap(bytes, start, bytes.length - start);
        try {
            return d.decode(in).toString();
        } catch (java.nio.charset.CharacterCodingException e) {
            int at = Math.min(in.position(), bytes.length - 1);
            throw new IllegalArgumentException(what + " " + path + " is not UTF-8 text: the byte at offset " + at
                    + " (0x" + String.format("%02x", bytes[at] & 0xff) + ") is not part of a UTF-8 character;"
                    + " save the file as UTF-8");
        }
    }

    private static String reason(IOException e) {
        return e instanceof FileSystemException f && f.getReason() == null ? e.getClass().getSimpleName()
                : String.valueOf(e.getMessage());
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
