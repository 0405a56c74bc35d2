package io.nqueens.bench;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** The DEAP contender's plumbing: the script's output format, and a tiny real run where DEAP is installed. */
class DeapPythonTest {

    @Test
    void parsesTheRunLinesAndLeavesTheSummaryOut() {
        List<DeapPython.Run> runs = DeapPython.parse(List.of(
                "{\"seed\": 1, \"ms_per_generation\": 10.25, \"cpu_ms_per_generation\": 4.5, \"solved\": true,"
                        + " \"first_solved_generation\": 62, \"evaluations\": 18258, \"best\": 0.0}",
                "{\"seed\": 2, \"ms_per_generation\": 9.0, \"cpu_ms_per_generation\": 4.25, \"solved\": false,"
                        + " \"first_solved_generation\": null, \"evaluations\": 18411, \"best\": 1.0}",
                "{\"summary\": true, \"median_ms_per_generation\": 9.6, \"solved\": 1}"));
        assertEquals(List.of(new DeapPython.Run(10.25, 4.5, true, 62, 18258),
                new DeapPython.Run(9.0, 4.25, false, -1, 18411)), runs);
        var e = assertThrows(IllegalStateException.class, () -> DeapPython.parse(List.of("{\"seed\": 3}")));
        assertEquals("no \"first_solved_generation\" in the line {\"seed\": 3}", e.getMessage());
    }

    @Test
    void aMissingScriptIsAReasonToSkipNotAnError() {
        String before = System.getProperty("nqk.deap.script");
        System.setProperty("nqk.deap.script", "no/such_script.py");
        try {
            assumeTrue(Files.isExecutable(DeapPython.PYTHON), "no " + DeapPython.PYTHON + ": checked first");
            assertEquals("script no/such_script.py not found (run from the repository root, or set"
                    + " -Dnqk.deap.script)", DeapPython.unavailable());
        } finally {
            restore(before);
        }
    }

    @Test
    void aFolderNamedDeapBesideTheProbeDoesNotPassForDeap(@TempDir Path plain, @TempDir Path decoy)
            throws Exception {
        assumeTrue(Files.isExecutable(DeapPython.PYTHON), "no " + DeapPython.PYTHON + ": checked first");
        // Python imports an empty folder named deap/ from its working directory as a namespace package.
        Files.createDirectory(decoy.resolve("deap"));
        assertEquals(DeapPython.unavailable(plain.toFile()), DeapPython.unavailable(decoy.toFile()));
    }

    @Test
    void theScriptRunsDeapFromASeedReproducibly() throws Exception {
        String before = System.getProperty("nqk.deap.script");
        System.setProperty("nqk.deap.script", "python/deap_queens.py"); // tests run in bench/
        try {
            String why = DeapPython.unavailable();
            assumeTrue(why == null, "DEAP not available: " + why);
            DeapQueens small = new DeapQueens(8, 40, 10);
            List<DeapPython.Run> runs = DeapPython.run(small, 2);
            assertEquals(2, runs.size());
            for (DeapPython.Run r : runs) {
                // eaSimple scores the 40 initial boards, then at most every child of each generation.
                assertTrue(r.evaluations() >= 40 && r.evaluations() <= 40 + 10 * 40, r.toString());
                assertTrue(r.msPerGeneration() > 0, r.toString());
                assertEquals(r.solved(), r.firstSolvedGeneration() >= 0, r.toString());
            }
            List<DeapPython.Run> again = DeapPython.run(small, 2);
            for (int i = 0; i < 2; i++) {
                assertEquals(runs.get(i).evaluations(), again.get(i).evaluations(), "seed " + (i + 1));
                assertEquals(runs.get(i).firstSolvedGeneration(), again.get(i).firstSolvedGeneration());
            }
        } finally {
            restore(before);
        }
    }

    private static void restore(String before) {
        if (before == null) {
            System.clearProperty("nqk.deap.script");
        } else {
            System.setProperty("nqk.deap.script", before);
        }
    }
}
