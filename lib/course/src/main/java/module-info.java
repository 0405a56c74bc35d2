/**
 * The course, on the exercise notebooks' class path: the exercises' checks ({@code
 * io.nqueens.assignments}) and the kernel's side of the grader ({@code io.nqueens.grading}: the
 * serve call that answers the judge). The frames both sides exchange ({@code
 * io.nqueens.grading.wire}) are exported to the judge's module alone; the judge itself is not in
 * this module and not on the student's class path.
 */
// Lint: a qualified export names a module compiled after this one, and Tablesaw, XChart and
// Commons Math are automatic modules (no module-info of their own): neither is a fault here.
@SuppressWarnings({"module", "requires-automatic", "requires-transitive-automatic"})
module io.nqueens.course {
    requires transitive io.nqueens.lab;

    exports io.nqueens.assignments;
    exports io.nqueens.grading;
    exports io.nqueens.grading.wire to io.nqueens.judge;
}
