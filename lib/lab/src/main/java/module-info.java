/**
 * The lab, on the student's class path: experiments and their specs, statistics, plots and live
 * views. It reads the core only. Tuning by racing is the module {@code io.nqueens.tuning}, which
 * reads this one and is not on the student's class path; the parts of the live views ({@code
 * io.nqueens.live.frames}) are exported to it alone, for the race's live view. The command line,
 * its Slurm arrays and the irace export are in the module {@code io.nqueens.cli}.
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
    // The live views' parts: for the race's live view (io.nqueens.tuning.LiveRace), not the notebooks' API.
    exports io.nqueens.live.frames to io.nqueens.tuning;

    // Jackson binds JSON to the specs' private records.
    opens io.nqueens.spec to com.fasterxml.jackson.databind;
}
