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
                StandardCharsets.UTF_8), sbatch.toString(), squeue.toString());
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

    private static Path script(Path file, String text) throws IOException {
        Files.writeString(file, text);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwx------"));
        return file;
    }
}
