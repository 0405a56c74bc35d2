package io.nqueens.tuning.irace;

import io.nqueens.spec.EngineSpec;
import io.nqueens.tuning.Instance;
import io.nqueens.tuning.Outcome;
import io.nqueens.tuning.Parameter;
import io.nqueens.tuning.Race;
import io.nqueens.tuning.Space;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The irace export against the attack strings of issue 39: R code in a label, shell code in the
 * class path or the export's folder, a quote or a line break in a label. Where R's irace package
 * is installed, its own reader reads the export.
 */
class IraceExportTest {
    private static final String ATTACK_R = "a\") | file.create(\"%s\") | c(\"";

    private static Space space(String label) {
        Map<String, Object> selection = new LinkedHashMap<>();
        selection.put(label, Map.of("op", "tournament", "k", 2));
        selection.put("roulette", Map.of("op", "roulette"));
        return Space.of(EngineSpec.parse("{\"encoding\": \"PERMUTATION\", \"boardSize\": 8, \"populationSize\": 20}"),
                Parameter.categorical("selection", "selector", selection),
                Parameter.integer("k", "selector.k", 2, 6, false).when("selection", label),
                Parameter.real("pm", "mutationRate", 0.02, 0.5, true));
    }

    private static Race race(String label) {
        return Race.over(space(label)).trainingSeeds(1_000, 100).heldOutSeeds(0, 5).budget(80).maxEvaluations(1_500)
                .seed(3);
    }

    @Test
    void rStringEscapesQuotesBackslashesAndControls() {
        assertEquals("\"a\\\") | file.create(\\\"x\\\") | c(\\\"\"", IraceExport.rString(String.format(ATTACK_R, "x")));
        assertEquals("\"q\\\"x\"", IraceExport.rString("q\"x"));
        assertEquals("\"nl\\nx\\r\\t\\\\y\"", IraceExport.rString("nl\nx\r\t\\y"));
        assertEquals("\"\\u{1b}[31m\\u{e9}\"", IraceExport.rString("\u001b[31mé"));
    }

    @Test
    void aLabelIraceCannotTakeIsRefusedNamingIt(@TempDir Path dir) {
        for (String label : List.of(String.format(ATTACK_R, dir.resolve("pwned")), "q\"x", "nl\nx", "a b", "$(id)")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> IraceExport.write(race(label), dir.resolve("irace"), "kit.jar", 1));
            assertTrue(e.getMessage().startsWith("parameter selection: the label " + IraceExport.rString(label)
                    + " cannot go to irace"), e.getMessage());
            assertThrows(IllegalArgumentException.class, () -> IraceExport.parameters(space(label)));
        }
        assertFalse(Files.exists(dir.resolve("irace")));
        assertFalse(Files.exists(dir.resolve("pwned")));
    }

    @Test
    void aClassPathThatIsNotOneLineIsRefused(@TempDir Path dir) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> IraceExport.write(race("tournament"), dir, "a\nb", 1));
        assertEquals("classpath must be one line, not empty, was \"a\\nb\"", e.getMessage());
    }

    /** R's irace reads the conditions as R code: the attack label, escaped, stays a string. */
    @Test
    void irace3ReadsTheEscapedAttackAsAStringAndRunsNothing(@TempDir Path dir) throws Exception {
        Assumptions.assumeTrue(hasIrace(), "R's irace package is not installed (apt-get install r-cran-irace)");
        Path pwned = dir.resolve("pwned");
        String attack = String.format(ATTACK_R, pwned);
        String text = IraceExport.parameters(space("tournament")) + "k2 \"k2=\" i (2, 6) | "
                + IraceExport.condition("selection", List.of(attack, "tournament")) + "\n";
        Files.writeString(dir.resolve("parameters.txt"), text);
        // Read the file, then evaluate every condition for every label, as irace's sampler does.
        String out = rscript(dir, """
                p <- irace::readParameters("parameters.txt")
                for (v in p$domain$selection) for (name in names(p$conditions))
                  cat(name, v, eval(p$conditions[[name]], list(selection = v)), "\\n")
                cat(p$domain$selection, sep = "|"); cat("\\n")
                a <- deparse(p$conditions$k2[[1]][[3]][[2]]); cat(a, "\\n")""");
        assertFalse(Files.exists(pwned), out);
        assertTrue(out.contains("k tournament TRUE") && out.contains("k roulette FALSE"), out);
        assertTrue(out.contains("tournament|roulette\n"), out);
        assertTrue(out.contains("k2 tournament TRUE"), out);
        assertTrue(out.contains(IraceExport.rString(attack)), out); // R holds the label itself
    }

    /** The target runner reads the class path from a file: shell code in it, or in the folder's name, runs nothing. */
    @Test
    void theTargetRunnerRunsNoCodeFromTheClassPathOrItsFolder(@TempDir Path dir) throws Exception {
        Path pwned = dir.resolve("pwned");
        Path evil = dir.resolve("dq$(touch " + pwned + ")");
        String cp = System.getProperty("java.class.path");
        IraceExport.write(race("tournament"), evil, cp, 1);
        assertEquals(cp + "\n", Files.readString(evil.resolve("classpath")));
        assertFalse(Files.readString(evil.resolve("target-runner")).contains(cp));
        String cost = run(evil, evil.resolve("target-runner").toString(), "1", "1", "7", "8:1000",
                "selection=roulette", "pm=0.1");
        Outcome o = race("tournament").runOne(Map.of("selection", "roulette", "pm", "0.1"), new Instance(8, 1000));
        assertEquals(IraceExport.cost(o, 1_500) + "\n", cost);
        assertFalse(Files.exists(pwned));

        Path other = dir.resolve("other");
        IraceExport.write(race("tournament"), other, "$(touch " + pwned + ")", 1);
        run(other, other.resolve("target-runner").toString(), "1", "1", "7", "8:1000", "selection=roulette", "pm=0.1");
        assertFalse(Files.exists(pwned));
        assertEquals("$(touch " + pwned + ")\n", Files.readString(other.resolve("classpath")));
        Path quote = dir.resolve("quote");
        IraceExport.write(race("tournament"), quote, "a\"b", 1);
        Process p = new ProcessBuilder("sh", "-n", quote.resolve("target-runner").toString()).start();
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), "the runner is a valid script");
    }

    private static String run(Path dir, String... command) throws IOException, InterruptedException {
        ProcessBuilder b = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true);
        b.environment().remove("NQUEENS_CLASSPATH");
        Process p = b.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), out);
        return out;
    }

    static boolean hasIrace() {
        try {
            Process p = new ProcessBuilder("Rscript", "-e", "library(irace)").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }

    private static String rscript(Path dir, String code) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("Rscript", "-e", code));
        return run(dir, command.toArray(String[]::new));
    }
}
