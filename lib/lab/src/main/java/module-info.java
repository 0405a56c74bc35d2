/**
 * The lab, on the student's class path: experiments and their specs, statistics, plots, live
 * views, and tuning by racing ({@code io.nqueens.tuning}: races, ablations and their reports). It
 * reads the core only; the command line, its Slurm arrays and the irace export are in the module
 * {@code io.nqueens.cli}, which reads this one.
 */
// Lint: a qualified export names a module compiled after this one, and Tablesaw, XChart and
// Commons Math are automatic modules (no module-info of their own): neither is a fault here.
@SuppressWarnings({"module", "requires-automatic", "requires-transitive-automatic"})
module io.nqueens.lab {
    requires transitive io.nqueens.core;
    requires transitive org.knowm.xchart;
    requires commons.math3;

    exports io.nqueens.experiment;
    exports io.nqueens.live;
    exports io.nqueens.plots;
    exports io.nqueens.spec;
    exports io.nqueens.stats;
    exports io.nqueens.tuning;

    // Jackson binds JSON to the specs' private records.
    opens io.nqueens.spec to com.fasterxml.jackson.databind;
    opens io.nqueens.tuning to com.fasterxml.jackson.databind;
}
