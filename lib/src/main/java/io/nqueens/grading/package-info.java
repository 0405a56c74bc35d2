/**
 * The grader's trust boundary: the verdict of a graded check cell is computed in a JVM the
 * student's code cannot reach. {@link io.nqueens.grading.Judge} (started by {@code
 * tools/nqkit/grade_judge.py}, one per graded notebook, outside the sandbox) evaluates the instructor's
 * check in its own JShell against stand-ins of the student's plug-ins; {@link
 * io.nqueens.grading.Serve}, which the grader runs in the kernel in place of the check cell,
 * answers the stand-ins' calls over a UNIX socket. Only data crosses: arguments, the arrays the
 * student's code wrote, scores, genomes, an engine's settings as an {@code EngineSpec}, the log of
 * the draws made on the kernel's copy of the check's generator; the judge checks every length and
 * kind it reads. The package sits at the top of the kit: nothing imports it.
 */
package io.nqueens.grading;
