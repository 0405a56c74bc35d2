package io.nqueens.judge;

import io.nqueens.assignments.Report;
import io.nqueens.assignments.RuleResult;

import java.util.List;

/**
 * A check for {@link JudgeHostTest} that shows a session's static state: each call counts in a
 * static field and reports the count and the class loader that loaded this class, so two sessions
 * of one JVM that shared a kit class would show one counter going on.
 */
public final class SessionProbe {
    private static int calls;

    private SessionProbe() {}

    /**
     * Counts one call.
     *
     * @param variable the kernel's variable (unused: the probe needs a kernel connected)
     * @return a report titled {@code calls=N loader=NAME}
     */
    public static synchronized Report count(Object variable) {
        calls++;
        return new Report("calls=" + calls + " loader=" + SessionProbe.class.getClassLoader().getName(),
                List.of(new RuleResult("counted", true, 1, "")), "");
    }
}
