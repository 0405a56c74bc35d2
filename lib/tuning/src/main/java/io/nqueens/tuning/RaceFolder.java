package io.nqueens.tuning;

import java.nio.file.Path;

/** A race's folder: its spec written once, and refused to any other race. */
final class RaceFolder {
    private RaceFolder() {
    }

    /**
     * Writes the race's spec into its folder (made if missing; a link refused), or refuses a folder
     * that holds another race's runs, so that a resumed race never mixes its runs with another's.
     * Costs one read of race.json.
     *
     * @param race the race
     * @param folder its folder
     * @throws IllegalArgumentException naming the folder: race.json a folder, or another race's spec
     */
    static void claim(Race race, Path folder) {
        Path file = folder.resolve("race.json");
        String ours = RaceSpec.write(race) + "\n";
        try {
            io.nqueens.AtomicFiles.createFolder(folder, "race folder");
            if (java.nio.file.Files.isDirectory(file)) {
                throw new IllegalArgumentException(file + " is a folder, not the race's spec file; save the race to"
                        + " another folder");
            }
            if (!java.nio.file.Files.exists(file)) {
                io.nqueens.AtomicFiles.write(file, ours);
            } else if (!java.nio.file.Files.readString(file).equals(ours)) {
                throw new IllegalArgumentException(folder + " holds the runs of another race (its race.json differs"
                        + " from this race's spec); save to another folder, or delete this one to start again");
            }
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException("cannot use the race folder " + folder + ": " + e, e);
        }
    }
}
