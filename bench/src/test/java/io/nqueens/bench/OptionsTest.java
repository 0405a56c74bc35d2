package io.nqueens.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

/** The benchmark's options as picocli parses them; nothing is benchmarked here. */
class OptionsTest {
    private record Outcome(int status, String out, String err, List<Options> ran) {}

    private static Outcome run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        List<Options> ran = new ArrayList<>();
        int status = Options.run(args, ran::add, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Outcome(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8), ran);
    }

    @Test
    void defaultsAndGivenValues() {
        assertEquals(new Options(false, Path.of("build", "bench"), Set.of(1, 2, 3, 4, 5), 3), Options.parse());
        Options o = Options.parse("--quick", "--out", "x/y", "--sections", "6,2");
        assertEquals(new Options(true, Path.of("x/y"), Set.of(2, 6), 2), o);
        assertEquals(List.of(2, 6), List.copyOf(o.sections()), "sections run in order");
        assertEquals(3, o.pick(10, 3));
        assertEquals("quick", o.mode());
        Outcome r = run("--sections", "3", "--out=z");
        assertEquals(0, r.status(), r.err());
        assertEquals(List.of(new Options(false, Path.of("z"), Set.of(3), 3)), r.ran());
    }

    @Test
    void mistakesAreNamedAndNothingRuns() {
        String hint = "run `" + Options.NAME + " --help` for the usage\n";
        Outcome r = run("--sections", "2,9");
        assertEquals(new Outcome(2, "", "bench: Invalid value for option '--sections' (N): expected section numbers"
                + " 1 to 7 separated by commas, e.g. 2,3, was 9\n" + hint, List.of()), r);
        assertEquals(new Outcome(2, "", "bench: Unknown option: '--fast'\n" + hint, List.of()), run("--fast"));
        assertEquals("bench: Missing required parameter for option '--out' (DIR)\n" + hint, run("--out").err());
        for (String bad : List.of("0", "21", "-1", "2.5", "three", "99999999999")) {
            assertEquals(new Outcome(2, "", "bench: Invalid value for option '--tuner-seeds': expected a whole"
                    + " number of seeds from 1 to 20, was " + bad + "\n" + hint, List.of()), run("--tuner-seeds", bad));
        }
    }

    @Test
    void tunerSeedsGivenOverrideTheQuickDefault() {
        assertEquals(5, Options.parse("--quick", "--tuner-seeds", "5").tunerSeeds());
        assertEquals(1, Options.parse("--tuner-seeds=1").tunerSeeds());
        assertEquals(20, Options.parse("--tuner-seeds", "20").tunerSeeds());
    }

    @Test
    void helpListsEveryOptionAndRunsNothing() {
        Outcome r = run("--help");
        assertEquals(0, r.status());
        assertEquals(List.of(), r.ran());
        assertTrue(r.out().startsWith("Usage: " + Options.NAME + " [-h] [--quick] [--out=DIR] [--tuner-seeds=K]"
                + " [--sections=N\n"), r.out());
        for (String option : new String[] {"--quick", "--out=DIR", "--sections=N[,N...]", "--tuner-seeds=K",
                "-h, --help"}) {
            assertTrue(r.out().contains("\n      " + option) || r.out().contains("\n  " + option), option);
        }
    }
}
