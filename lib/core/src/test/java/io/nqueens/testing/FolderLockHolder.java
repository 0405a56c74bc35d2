package io.nqueens.testing;

import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Run as a separate process by a test: locks the file given (as an experiment folder's lock is
 * locked), prints "locked", and keeps the lock until a line (or the end) arrives on standard input.
 */
public final class FolderLockHolder {
    private FolderLockHolder() {}

    public static void main(String[] args) throws Exception {
        try (FileChannel c = FileChannel.open(Path.of(args[0]), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                FileLock lock = c.lock()) {
            System.out.println("locked");
            System.out.flush();
            System.in.read();
        }
    }
}
