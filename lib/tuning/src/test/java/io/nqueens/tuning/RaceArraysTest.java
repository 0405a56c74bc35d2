package io.nqueens.tuning;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A race whose runs are made by job arrays ({@link Race#inArrays}), here arrays whose tasks run in
 * this JVM one after another, as a Slurm array's would on nodes: the race is the race of one
 * process; a task that never ran stops it naming the job, and the race run again resumes,
 * submitting only the job that lacks runs, whose tasks do only the missing runs.
 */
class RaceArraysTest {
    /** What each task did: job folder name, task index, runs done now. */
    private record Task(String job, int index, int done) {}

    private static TaskArray array(List<Task> log, String skipJob, int skipTask) {
        return (job, tasks) -> {
            for (int i = 0; i < tasks; i++) {
                if (job.getFileName().toString().equals(skipJob) && i == skipTask) {
                    continue; // killed before it saved anything
                }
                log.add(new Task(job.getFileName().toString(), i, RaceTask.run(job, i, tasks, 1)));
            }
        };
    }

    private static void assertSameRace(RaceResult whole, RaceResult r) {
        assertEquals(whole.pick(), r.pick());
        assertEquals(whole.eliminations(), r.eliminations());
        assertEquals(whole.survivors(), r.survivors());
        assertEquals(whole.configurations(), r.configurations());
        assertEquals(whole.runsUsed(), r.runsUsed());
        assertEquals(whole.heldOut(), r.heldOut());
        assertEquals(whole.log().printAll(), r.log().printAll());
    }

    @Test
    void aRaceInArraysIsTheRaceOfOneProcessAndResumesAfterAKilledTask(@TempDir Path dir) {
        RaceResult whole = RaceKillTest.race().threads(1).run();
        assertTrue(!whole.eliminations().isEmpty(), whole.toString());

        List<Task> first = new ArrayList<>();
        Path folder = dir.resolve("arrays");
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> RaceKillTest.race().threads(1)
                .saveTo(folder).inArrays(array(first, "job-00001", 1), 3).run());
        assertTrue(e.getMessage().startsWith(folder.resolve("arrays/job-00001") + ": "), e.getMessage());
        assertTrue(e.getMessage().contains(" runs were not saved by the array's tasks"), e.getMessage());
        assertEquals(List.of("job-00000", "job-00000", "job-00000", "job-00001", "job-00001"),
                first.stream().map(Task::job).toList());

        List<Task> again = new ArrayList<>();
        RaceResult resumed = RaceKillTest.race().threads(1).saveTo(folder).inArrays(array(again, "", -1), 3).run();
        assertSameRace(whole, resumed);
        // The killed job comes first, and its tasks do only the runs the killed task left.
        assertEquals("job-00001", again.get(0).job());
        int missing = Integer.parseInt(e.getMessage().replaceAll(".*: (\\d+) of \\d+ runs.*", "$1"));
        assertEquals(missing, again.subList(0, 3).stream().mapToInt(Task::done).sum());
        assertEquals(List.of(0, 0), List.of(again.get(0).done(), again.get(2).done()), "tasks 0 and 2 had saved theirs");
        assertTrue(resumed.loadedRuns() > 0 && resumed.loadedRuns() < resumed.runsUsed(), resumed.loadedRuns() + "");

        // Run once more: every run is saved, nothing is submitted.
        List<Task> third = new ArrayList<>();
        RaceResult done = RaceKillTest.race().threads(1).saveTo(folder).inArrays(array(third, "", -1), 3).run();
        assertSameRace(whole, done);
        assertEquals(List.of(), third);
    }

    @Test
    void aRaceInArraysNeedsAFolder() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> RaceKillTest.race().inArrays((job, tasks) -> { }, 2).run());
        assertEquals("a race in job arrays needs a folder for its runs: call saveTo first", e.getMessage());
    }
}
