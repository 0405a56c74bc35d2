/**
 * The kit's core, on every class path: boards, fitness functions, the genetic operators, the
 * engine, the memetic and exact solvers, the presets, the drawing of boards, and the JSON reader
 * and writer the layers above share. It reads nothing of the kit above it: the compiler refuses an
 * import of the lab's, the tuning module's, the course's, the judge's or the command line's
 * packages here.
 */
// Lint: a qualified export names a module compiled after this one, and Tablesaw, XChart and
// Commons Math are automatic modules (no module-info of their own): neither is a fault here.
@SuppressWarnings({"module", "requires-automatic", "requires-transitive-automatic"})
module io.nqueens.core {
    requires transitive tablesaw.core;
    requires transitive java.desktop;
    requires com.fasterxml.jackson.databind;
    requires jdk.management;

    exports io.nqueens;
    exports io.nqueens.board;
    exports io.nqueens.engine;
    exports io.nqueens.fitness;
    exports io.nqueens.memetic;
    exports io.nqueens.operators;
    exports io.nqueens.operators.crossover;
    exports io.nqueens.operators.mutation;
    exports io.nqueens.operators.selection;
    exports io.nqueens.presets;
    exports io.nqueens.render;
    exports io.nqueens.solver;
    // The kit's JSON (specs, run files, reports): for the kit's own layers, not the notebooks' API.
    exports io.nqueens.json to io.nqueens.lab, io.nqueens.tuning, io.nqueens.course, io.nqueens.judge, io.nqueens.cli;
}
