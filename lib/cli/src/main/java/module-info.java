/**
 * The kit's command line ({@code io.nqueens.cli}: sweeps, merges, races, their Slurm job arrays)
 * and the irace export ({@code io.nqueens.tuning.irace}). It reads the lab and the tuning module
 * ({@code io.nqueens.tuning}). Not on the student's class path; the full jar ({@code
 * lib/target/nqueens-kit-all.jar}) carries it.
 */
module io.nqueens.cli {
    requires io.nqueens.lab;
    requires io.nqueens.tuning;
    requires info.picocli;

    exports io.nqueens.cli;
    exports io.nqueens.tuning.irace;

    // picocli reads the commands' annotated fields and methods.
    opens io.nqueens.cli to info.picocli;
}
