package io.nqueens.tuning;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A race saved to a folder and killed part way (its later batches gone, one batch half written)
 * resumes with only the missing runs and gives the uninterrupted race's result; its spec reads
 * back to the same race.
 */
class RaceResumeTest {

    @Test
    void aKilledRaceResumesWithoutRedoingRunsAndEndsAsAnUninterruptedOne(@TempDir Path dir) throws IOException {
        Race race = RaceTest.small(Spaces.conditional());
        RaceResult whole = race.saveTo(dir.resolve("a")).run();
        copy(dir.resolve("a"), dir.resolve("b"));
        List<Path> batches = list(dir.resolve("b"));
        int total = countRuns(dir.resolve("b"));
        // The kill: the batches after the first 6 of the race never started, and the sixth was
        // cut half way (its runs/ folder keeps every other finished run). Held-out batches go too.
        List<Path> raced = batches.stream().filter(b -> b.getFileName().toString().startsWith("race-")).toList();
        for (Path gone : batches) {
            if (!raced.subList(0, 6).contains(gone)) {
                delete(gone);
            }
        }
        List<Path> cut = list(raced.get(5).resolve("runs"));
        assertTrue(cut.size() >= 2, "the sixth batch holds " + cut.size() + " runs");
        for (int i = 1; i < cut.size(); i += 2) {
            Files.delete(cut.get(i));
        }
        int left = countRuns(dir.resolve("b"));
        assertTrue(left < total && left > 0, left + " of " + total);

        RaceResult resumed = race.saveTo(dir.resolve("b")).run();
        assertEquals(left, resumed.loadedRuns(), "every run that was saved is read back, none redone");
        assertEquals(total, countRuns(dir.resolve("b")), "and only the missing ones are run");
        assertEquals(whole.log().printAll(), resumed.log().printAll());
        assertEquals(whole.configurationTable().printAll(), resumed.configurationTable().printAll());
        assertEquals(whole.heldOutTable().printAll(), resumed.heldOutTable().printAll());
        assertEquals(whole.runsUsed(), resumed.runsUsed());

        RaceResult again = race.saveTo(dir.resolve("b")).run();
        assertEquals(total, again.loadedRuns(), "a finished race runs nothing again");
        IllegalArgumentException other = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> race.seed(99).saveTo(dir.resolve("b")).run());
        assertEquals(dir.resolve("b") + " holds the runs of another race (its race.json differs from this race's"
                + " spec); save to another folder, or delete this one to start again", other.getMessage());
    }

    @Test
    void aRaceSpecReadsBackToTheSameRace() {
        Race race = RaceTest.small(Spaces.conditional()).tests(4, 2).alpha(0.1).boardSizes(8, 10);
        String json = RaceSpec.write(race);
        Race back = RaceSpec.parse(json);
        assertEquals(json, RaceSpec.write(back));
        assertEquals(race.minimumBudget(), back.minimumBudget());
        assertEquals(race.trainingInstances(), back.trainingInstances());
        assertTrue(json.contains("\"when\": [\"tournament\"]") || json.contains("\"when\":[\"tournament\"]"), json);
    }

    @Test
    void aBadRaceSpecIsRefusedNamingTheMember() {
        String base = "{\"base\": {\"encoding\": \"PERMUTATION\", \"boardSize\": 8}, \"parameters\": [";
        assertEquals("race.parameters[0].type must be categorical, integer or real, was \"ordinal\"",
                refused(base + "{\"name\": \"pop\", \"key\": \"populationSize\", \"type\": \"ordinal\"}]}"));
        assertEquals("race.budget must be an integer, was the string \"lots\"", refused(base
                + "{\"name\": \"pop\", \"key\": \"populationSize\", \"type\": \"integer\", \"low\": 10, \"high\": 50}],"
                + " \"budget\": \"lots\"}"));
        assertEquals("race.seeds is not a member of a race spec; the members are " + RaceSpec.KEYS, refused(base
                + "], \"seeds\": 3}"));
        assertEquals("race.parameters[0] has an unknown member \"lgo\"; its members are [type, name, key, values, low,"
                + " high, log, parent, when]", refused(base + "{\"name\": \"pm\", \"key\": \"mutationRate\","
                + " \"type\": \"real\", \"low\": 0.02, \"high\": 0.5, \"lgo\": true}]}"));
        assertEquals("race.parameters[0].log must be true or false, was the string \"yes\"", refused(base
                + "{\"name\": \"pm\", \"key\": \"mutationRate\", \"type\": \"real\", \"low\": 0.02, \"high\": 0.5,"
                + " \"log\": \"yes\"}]}"));
        assertEquals("race.trainingSeeds needs \"first\"; its members are [first, count]", refused(base
                + "{\"name\": \"pop\", \"key\": \"populationSize\", \"type\": \"integer\", \"low\": 10, \"high\": 50}],"
                + " \"trainingSeeds\": {\"count\": 10}}"));
        assertTrue(refused(base + "{\"name\": \"pop\", \"key\": \"popSize\", \"type\": \"integer\", \"low\": 10,"
                + " \"high\": 50}]}").startsWith("parameter pop (key popSize): its value 10 (in [10, 50]) is refused by the engine, with pop=10: "));
    }

    private static String refused(String json) {
        try {
            RaceSpec.parse(json);
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        throw new AssertionError("accepted " + json);
    }

    private static List<Path> list(Path folder) throws IOException {
        try (Stream<Path> s = Files.list(folder)) {
            return s.sorted().toList();
        }
    }

    static int countRuns(Path folder) throws IOException {
        try (Stream<Path> s = Files.walk(folder)) {
            return (int) s.filter(p -> p.getFileName().toString().matches("run-\\d{8}\\.json")).count();
        }
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : s.toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
    }

    private static void delete(Path folder) throws IOException {
        try (Stream<Path> s = Files.walk(folder)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
