/**
 * The grader's judge ({@code io.nqueens.judge}): the JVM, outside the sandbox, that computes every
 * graded check's verdict against stand-ins of the student's plug-ins. Not on the student's class
 * path; {@code tools/nqkit/grade_judge.py} starts it with the student's class path beside it.
 */
module io.nqueens.judge {
    requires io.nqueens.course;
    requires jdk.jshell;

    exports io.nqueens.judge;
}
