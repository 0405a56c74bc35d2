/**
 * The kernel's side of the grader's trust boundary: the verdict of a graded check cell is
 * computed in a JVM the student's code cannot reach ({@code io.nqueens.judge}, started by {@code
 * tools/nqkit/grade_judge.py}, one per grading run, outside the sandbox, and absent from the student's
 * class path). {@link io.nqueens.grading.Serve}, which the grader runs in the kernel in place of the
 * check cell, answers the judge's stand-ins' calls over a UNIX socket. Only data crosses:
 * arguments, the arrays the student's code wrote, scores, genomes, an engine's settings as an
 * {@code EngineSpec}, the log of the draws made on the kernel's copy of the check's generator; the
 * judge checks every length and kind it reads. The frames and their encoding are in {@code
 * io.nqueens.grading.wire}, shared by both sides.
 */
package io.nqueens.grading;
