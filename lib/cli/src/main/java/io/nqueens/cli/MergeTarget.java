package io.nqueens.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;

/**
 * Refuses a {@code merge --out} that would overwrite what the merge reads: a saved folder's
 * {@code experiment.json}, {@code spec.json}, lock file or anything under its {@code runs/}
 * (found through symbolic links and {@code ..}, so {@code DIR/runs/../experiment.json} is caught),
 * or a folder itself. Other files beside them (a CSV in the folder) are allowed. O(folders).
 */
final class MergeTarget {
    private static final List<String> KEPT = List.of("experiment.json", "spec.json", ".lock");

    private MergeTarget() {}

    static void check(Path target, List<Path> folders) {
        Path real = realTarget(target);
        for (Path folder : folders) {
            if (!Files.isDirectory(folder)) {
                continue; // the load reports it
            }
            Path f = real(folder);
            boolean input = real.equals(f) || real.startsWith(f.resolve("runs"))
                    || real.getParent() != null && real.getParent().equals(f)
                    && KEPT.contains(real.getFileName().toString());
            if (input) {
                throw new IllegalArgumentException("--out " + target + " is " + (real.equals(f) ? "the folder " + folder
                        : "a file the merge reads from " + folder) + "; give an output outside the saved folders'"
                        + " experiment.json, spec.json and runs/");
            }
        }
    }

    /** The target with its folder's links resolved (the target itself need not exist). */
    private static Path realTarget(Path target) {
        Path absolute = target.toAbsolutePath().normalize();
        if (Files.exists(absolute, LinkOption.NOFOLLOW_LINKS)) {
            return Files.isSymbolicLink(absolute) ? absolute : real(absolute);
        }
        Path parent = absolute.getParent();
        return parent != null && Files.isDirectory(parent) ? real(parent).resolve(absolute.getFileName()) : absolute;
    }

    private static Path real(Path p) {
        try {
            return p.toRealPath();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot resolve " + p + ": " + e, e);
        }
    }
}
