package io.nqueens.cli;

import io.nqueens.tuning.Race;
import io.nqueens.tuning.RaceResult;
import io.nqueens.tuning.RaceSpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code tune --slurm}'s array without a cluster: stand-ins for sbatch (runs every task of the
 * array at once, in the background, as Slurm would set SLURM_ARRAY_TASK_ID, and prints a job id)
 * and squeue (lists nothing) drive the real array script, which starts real {@code tune-task}
 * JVMs with the class path it got in the environment. The race folder's name holds shell code,
 * which runs nowhere; the race is the race of one process.
 */
class SlurmArrayTest {
    private static final String SBATCH = """
            #!/bin/sh
            # sbatch --parsable --array=0-K --output=PATTERN [options] SCRIPT JOB COUNT
            shift
            last=${1#--array=0-}
            out=${2#--output=}
            shift 2
            while [ "${1#--}" != "$1" ]; do echo "$1" >> "$(dirname "$0")/options"; shift; done
            i=0
            while [ "$i" -le "$last" ]; do
                SLURM_ARRAY_TASK_ID=$i sh "$1" "$2" "$3" > "$(dirname "$out")/task-$i.out" 2>&1 &
                i=$((i + 1))
            done
            wait
            echo "4242;local"
            """;

    @Test
    void theArrayScriptRunsTheTasksWithTheirArgumentsAndEnvironmentOnly(@TempDir Path dir) throws IOException {
        Path sbatch = script(dir.resolve("sbatch"), SBATCH);
        Path squeue = script(dir.resolve("squeue"), "#!/bin/sh\nexit 0\n");
        Race race = RaceSpec.parse(TuneCommandTest.SPEC).threads(1);
        RaceResult whole = race.run();
        Path folder = dir.resolve("race $(touch " + dir.resolve("pwned") + ") 'x\"");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        SlurmArray array = new SlurmArray(List.of("--partition=short"), new PrintStream(out, true,
                StandardCharsets.UTF_8), sbatch.toString(), squeue.toString(), SlurmArray.Patience.DEFAULT);
        RaceResult r = race.saveTo(folder).inArrays(array, 2).run();
        String printed = out.toString(StandardCharsets.UTF_8);
        assertEquals(whole.pick(), r.pick());
        assertEquals(whole.eliminations(), r.eliminations());
        assertEquals(whole.heldOut(), r.heldOut());
        assertEquals(whole.log().printAll(), r.log().printAll());
        assertFalse(Files.exists(dir.resolve("pwned")));
        assertTrue(printed.startsWith("job-00000: Slurm job 4242, 2 tasks\n"), printed);
        assertTrue(Files.readString(folder.resolve("arrays/job-00000/task-1.out"))
                .startsWith("job-00000 task 1/2: "), "the task's own line");
        assertTrue(Files.readAllLines(dir.resolve("options")).stream().allMatch("--partition=short"::equals));
        assertFalse(Files.readString(folder.resolve("arrays/" + SlurmArray.SCRIPT)).contains(folder.toString()),
                "the script's text is constant");
    }

    /** Quick patience: retries from 20 ms, failures for 400 ms, stuck for 300 ms, a status line every 100 ms. */
    private static final SlurmArray.Patience QUICK = new SlurmArray.Patience(20, 80, 400, 300, 100);

    /** Runs an array of 2 tasks with stand-ins that do not run them; what it printed and threw. */
    private static String[] drive(Path dir, String sbatchText, String squeueText) throws IOException {
        return drive(dir, sbatchText, squeueText, QUICK);
    }

    private static String[] drive(Path dir, String sbatchText, String squeueText, SlurmArray.Patience patience)
            throws IOException {
        Path sbatch = script(dir.resolve("sbatch"), sbatchText);
        Path squeue = script(dir.resolve("squeue"), squeueText);
        Path job = dir.resolve("arrays/job-00000");
        Files.createDirectories(job);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        SlurmArray array = new SlurmArray(List.of(), new PrintStream(out, true, StandardCharsets.UTF_8),
                sbatch.toString(), squeue.toString(), patience);
        String error = "";
        try {
            array.run(job, 2);
        } catch (IllegalStateException e) {
            error = e.getMessage();
        }
        return new String[] {out.toString(StandardCharsets.UTF_8), error};
    }

    @Test
    void aControllerThatDoesNotAnswerForAWhileIsAskedAgainAndEachTryIsSaid(@TempDir Path dir) throws IOException {
        // squeue fails twice (a controller restarting), then the job has left the queue.
        String squeue = "#!/bin/sh\nn=$(cat \"$(dirname \"$0\")/n\" 2>/dev/null || echo 0)\n"
                + "echo $((n + 1)) > \"$(dirname \"$0\")/n\"\n"
                + "[ \"$n\" -ge 2 ] && exit 0\n"
                + "echo 'squeue: error: slurm_load_jobs error: Unable to contact slurm controller (connect failure)'\n"
                + "exit 1\n";
        // Failures may go on for a minute here: on a loaded machine one squeue call can take seconds.
        String[] r = drive(dir, "#!/bin/sh\necho '77;c'\n", squeue, new SlurmArray.Patience(20, 80, 60_000, 300, 100));
        assertEquals("", r[1]);
        assertEquals(2, r[0].lines().filter(l -> l.startsWith("waiting for Slurm job 77: " + dir.resolve("squeue")
                + " failed (exit 1): squeue: error: slurm_load_jobs error: Unable to contact slurm controller"
                + " (connect failure); asking again in ")).count(), r[0]);
        assertTrue(r[0].contains("job-00000: Slurm job 77 left the queue after "), r[0]);
    }

    @Test
    void aSlurmThatNeverAnswersStopsTheRaceSayingWhatToDo(@TempDir Path dir) throws IOException {
        String[] r = drive(dir, "#!/bin/sh\necho 'sbatch: error: Socket timed out on send/recv operation'\nexit 1\n",
                "#!/bin/sh\nexit 0\n");
        assertTrue(r[1].startsWith("submitting job-00000: Slurm did not answer for "), r[1]);
        assertTrue(r[1].contains("last: " + dir.resolve("sbatch") + " failed (exit 1): sbatch: error: Socket timed out"
                + " on send/recv operation. Check the controller (scontrol ping, sinfo), then run the same command"
                + " again: the race resumes from the runs saved so far."), r[1] + "\n" + r[0]);
        // At least one more try was said (how many fit in 400 ms depends on the machine's load).
        assertTrue(r[0].lines().anyMatch(l -> l.contains("asking again in")), r[0] + "\n" + r[1]);
    }

    @Test
    void aMistakeInTheSubmissionIsNotAskedAgain(@TempDir Path dir) throws IOException {
        String[] r = drive(dir, "#!/bin/sh\necho 'sbatch: error: Batch job submission failed: Invalid partition name"
                + " specified'\nexit 1\n", "#!/bin/sh\nexit 0\n");
        assertEquals("submitting job-00000: " + dir.resolve("sbatch") + " failed (exit 1): sbatch: error: Batch job"
                + " submission failed: Invalid partition name specified", r[1]);
        assertEquals("", r[0]);
    }

    @Test
    void tasksPendingOnADrainedNodeStopTheRaceWithStatusLinesBefore(@TempDir Path dir) throws IOException {
        String pending = "#!/bin/sh\necho '88_0 PENDING ReqNodeNotAvail, UnavailableNodes:node1'\n"
                + "echo '88_1 PENDING ReqNodeNotAvail, UnavailableNodes:node1'\n";
        String[] r = drive(dir, "#!/bin/sh\necho 88\n", pending);
        assertTrue(r[1].startsWith("Slurm job 88: its tasks have been pending for "), r[1]);
        assertTrue(r[1].contains(" s because of \"ReqNodeNotAvail, UnavailableNodes:node1\", which waiting does not"
                + " cure (a drained or down node, a held job, a partition down). See sinfo -R and scontrol show job 88;"
                + " fix the cause, or scancel 88, then run the same command again"), r[1]);
        assertTrue(r[0].lines().anyMatch(l -> l.matches("job-00000: Slurm job 88 after \\d+ s: 2 pending"
                + " \\(ReqNodeNotAvail, UnavailableNodes:node1\\)")), r[0]);
    }

    @Test
    void tasksWaitingTheirTurnAreWaitedForWithStatusLines(@TempDir Path dir) throws IOException {
        // Pending for priority three times, then running, then gone: no time-out, a line a state.
        String squeue = "#!/bin/sh\nn=$(cat \"$(dirname \"$0\")/n\" 2>/dev/null || echo 0)\n"
                + "echo $((n + 1)) > \"$(dirname \"$0\")/n\"\n"
                + "if [ \"$n\" -lt 6 ]; then echo '5_0 PENDING Priority'; echo '5_1 PENDING Priority';\n"
                + "elif [ \"$n\" -lt 9 ]; then echo '5_0 RUNNING None'; echo '5_1 PENDING Resources'; fi\n";
        String[] r = drive(dir, "#!/bin/sh\necho 5\n", squeue);
        assertEquals("", r[1]);
        assertTrue(r[0].lines().anyMatch(l -> l.matches("job-00000: Slurm job 5 after \\d+ s: 2 pending \\(Priority\\)")),
                r[0]);
    }

    private static Path script(Path file, String text) throws IOException {
        Files.writeString(file, text);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwx------"));
        return file;
    }
}
