/**
 * The grader's judge, the trusted side of its trust boundary: the verdict of a graded check cell is
 * computed in a JVM the student's code cannot reach. {@link io.nqueens.judge.JudgeHost} (started by
 * {@code tools/nqkit/grade_judge.py}, one per grading run, outside the sandbox) holds a {@link
 * io.nqueens.judge.Session} per graded notebook; {@link io.nqueens.judge.Judge} evaluates the
 * instructor's check in its own JShell against stand-ins of the student's plug-ins, which call the
 * kernel's {@link io.nqueens.grading.Serve} over a UNIX socket. The package sits at the top of the
 * kit, in a module of its own that is not on the student's class path: nothing imports it.
 */
package io.nqueens.judge;
