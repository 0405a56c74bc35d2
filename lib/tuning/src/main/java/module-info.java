/**
 * Tuning by racing ({@code io.nqueens.tuning}), for tuners and the kit's command line: a {@code
 * Space} of settings, a {@code Race} that finds good ones in it as irace does, the held-out
 * re-test, {@code Ablation}, {@code RaceReport} and {@code Verdict}, {@code RaceSpec} (a race as
 * JSON), the Slurm task arrays a race's runs can be made by ({@code TaskArray}), and the race's
 * live view in a notebook ({@code LiveRace}). It reads the lab; the command line ({@code
 * io.nqueens.cli}) reads it. Not on the student's class path ({@code lib/target/classpath}): a
 * tuner's notebook adds {@code lib/tuning/target/classpath} in its setup cell (notebook 09 does),
 * and the full jar ({@code lib/target/nqueens-kit-all.jar}) carries it.
 */
// Lint: Tablesaw, XChart and Commons Math are automatic modules (no module-info of their own), and
// Jackson, which binds the race specs' records, is read by the core (not by this module).
@SuppressWarnings({"module", "requires-automatic"})
module io.nqueens.tuning {
    requires transitive io.nqueens.lab;
    requires commons.math3;

    exports io.nqueens.tuning;

    // Jackson binds JSON to the race specs' private records.
    opens io.nqueens.tuning to com.fasterxml.jackson.databind;
}
