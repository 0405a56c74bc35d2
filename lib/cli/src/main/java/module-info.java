/**
 * The kit's command line ({@code io.nqueens.cli}: sweeps, merges, races, their Slurm job arrays)
 * and the irace export ({@code io.nqueens.tuning.irace}). Not on the student's class path; the
 * full jar ({@code lib/target/nqueens-kit-all.jar}) carries it.
 */
module io.nqueens.cli {
    requires io.nqueens.lab;
    requires info.picocli;

    exports io.nqueens.cli;
    exports io.nqueens.tuning.irace;

    // picocli reads the commands' annotated fields and methods.
    opens io.nqueens.cli to info.picocli;
}
