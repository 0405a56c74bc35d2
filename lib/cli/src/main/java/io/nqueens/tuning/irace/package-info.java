/**
 * A race ({@link io.nqueens.tuning.Race}) exported as an irace scenario ({@link
 * io.nqueens.tuning.irace.IraceExport}): parameters, instances, budget and the target runner that
 * calls the kit's command line. Part of the command line's module, not of the student's class path.
 */
package io.nqueens.tuning.irace;
