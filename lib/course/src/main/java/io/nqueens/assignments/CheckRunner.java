package io.nqueens.assignments;

import io.nqueens.Checks;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Runs the rules of one check in a worker thread with a time limit, so that student code that
 * loops forever costs the check its remaining rules, not the notebook. The worker is a daemon
 * thread: on time-out it is interrupted (the kit's engine stops at an interrupt, and every rule
 * stops at its next call into student code) and abandoned; a student loop that ignores
 * interrupts keeps running in the background until the kernel stops, which the report says
 * ({@link Report#TIME_LIMIT}) so a grader can restart the kernel.
 *
 * <p>A failed {@linkplain Rule#gate gate} overrides the rules: the answer does not do the asked
 * thing, every rule scores 0 and the note says {@link #NOTHING}. Calls of the kit's own
 * implementation of what an exercise asks for are no matter of the checks: when graded, those
 * classes are absent from the student's class path (see {@code io.nqueens.grading}).
 */
final class CheckRunner {
    private CheckRunner() {}

    /**
     * The time a check gets unless it says otherwise: about twenty times what the checks of the
     * kit's own operators take, so that a busy machine does not fail a correct operator.
     */
    static final Duration DEFAULT_LIMIT = Duration.ofSeconds(20);

    /** The note of a check whose gate failed: the answer does not do the asked thing. */
    static final String NOTHING = "scores 0: it does not do what the exercise asks";

    /**
     * The rules followed, when {@code kitOwn} is not empty, by a line of no points saying that
     * calling it scores 0 when graded (the grader leaves it out of the student's class path, so
     * a check run in a notebook cannot see such a call).
     *
     * @param kitOwn how the kit's own implementation of what is asked is named, or empty
     * @param rules the check's rules
     * @return the rules to run
     */
    static List<Rule> whenGraded(String kitOwn, List<Rule> rules) {
        if (kitOwn.isEmpty()) {
            return rules;
        }
        List<Rule> out = new ArrayList<>(rules);
        out.add(new Rule(WHEN_GRADED + kitOwn + " scores 0", 0, Rule.Verdict::pass));
        return out;
    }

    private static final String WHEN_GRADED = "when graded, calling ";

    /** Whether a rule only says something ({@link #whenGraded}): it holds whatever the check found. */
    static boolean said(Rule r) {
        return r.points() == 0 && r.name().startsWith(WHEN_GRADED);
    }

    /** Thrown in the worker once the time limit has passed, to stop the rule it is in. */
    private static final class Cancelled extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Cancelled() {
            super("time limit", null, false, false);
        }
    }

    /** Stops the current rule when the runner has given up on it (its thread is interrupted). */
    static void checkpoint() {
        if (Thread.currentThread().isInterrupted()) {
            throw new Cancelled();
        }
    }

    /**
     * Runs {@code rules} in order and reports them under the title {@code KIND "NAME" (DETAIL)}.
     *
     * @param kind what is checked, e.g. "crossover"
     * @param name the plug-in's name (called in the worker, before and after each rule, so that a
     *     name() that loops is harmless and a name learnt by a rule is shown)
     * @param detail what it is checked as, e.g. "PERMUTATION", or empty
     * @param limit the time the whole check may take
     * @param rules the rules, in order
     */
    static Report run(String kind, Supplier<String> name, String detail, Duration limit, List<Rule> rules) {
        Checks.positive("time limit", limit);
        limit = limit.multipliedBy(CheckTime.scale());
        Progress progress = new Progress();
        Thread worker = new Thread(() -> progress.work(name, rules), "nqueens-check " + kind);
        worker.setDaemon(true);
        worker.start();
        boolean interrupted = false;
        try {
            worker.join(Math.max(1, limit.toMillis()));
        } catch (InterruptedException e) {
            interrupted = true;
        }
        // Decided once (the worker may end while the report is written); a JVM running the
        // student's code that stopped answering counts as student code that never returned.
        boolean late = worker.isAlive() || progress.lost();
        if (late) {
            worker.interrupt();
        }
        Report report = progress.report(kind, detail, rules, late, limit);
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        return report;
    }

    /** What the worker has decided so far; read by the caller once, under the lock. */
    private static final class Progress {
        private final List<RuleResult> results = new ArrayList<>();
        private String name = "unnamed";
        private boolean stub;
        private boolean lost;
        private String gate; // the failed gate's name, or null

        synchronized boolean lost() {
            return lost;
        }

        void work(Supplier<String> nameSupplier, List<Rule> rules) {
            try {
                String n = Calls.name(nameSupplier);
                synchronized (this) {
                    name = n;
                }
                for (Rule rule : rules) {
                    Rule.Verdict v;
                    try {
                        v = rule.body().decide();
                    } catch (NotWrittenYet | Cancelled stop) {
                        throw stop;
                    } catch (ThrownElsewhere e) {
                        Calls.rethrowStub(e); // a lost connection ends the check
                        v = Rule.Verdict.fail("the check could not decide this rule: " + Text.thrown(e));
                    } catch (Throwable t) { // a bug of the check itself, or student code it could not wrap
                        v = Rule.Verdict.fail("the check could not decide this rule: " + Text.thrown(t));
                    }
                    String now = Calls.name(nameSupplier); // a GA's name is known once it is built
                    synchronized (this) {
                        results.add(new RuleResult(rule.name(), v.passed(), rule.points(), v.message()));
                        name = now;
                        if (rule.gate() && !v.passed()) {
                            gate = rule.name();
                            return; // the later rules would score 0 anyway
                        }
                    }
                }
            } catch (NotWrittenYet e) {
                synchronized (this) {
                    stub = true;
                }
            } catch (Cancelled e) {
                // the caller has already written the report
            } catch (ThrownElsewhere e) { // lost: the student's code stopped answering
                synchronized (this) {
                    lost = true;
                }
            }
        }

        /**
         * Every rule at 0: rule {@code at} says why, failed rules keep their message, the others
         * say that they do not count.
         */
        private static List<RuleResult> zeroed(List<Rule> rules, List<RuleResult> decided, int at, String why,
                String rest) {
            List<RuleResult> out = new ArrayList<>();
            for (int i = 0; i < rules.size(); i++) {
                Rule r = rules.get(i);
                RuleResult d = i < decided.size() ? decided.get(i) : null;
                String message = i == at ? why : d != null && !d.passed() ? d.message()
                        : (d != null ? RuleResult.HELD_NOT_COUNTED + ": " : RuleResult.NOT_CHECKED + ": ") + rest;
                // A rule worth nothing that held stays held: zeroing it changes no score, and a
                // failure mark would tell the student their right answer was wrong.
                out.add(said(r) ? new RuleResult(r.name(), true, 0, "")
                        : d != null && d.passed() && r.points() == 0 ? d
                        : new RuleResult(r.name(), false, r.points(), message));
            }
            return out;
        }

        synchronized Report report(String kind, String detail, List<Rule> rules, boolean running, Duration limit) {
            String title = kind + " \"" + name + "\"" + (detail.isEmpty() ? "" : " (" + detail + ")");
            List<RuleResult> out = new ArrayList<>();
            if (stub) {
                for (Rule r : rules) {
                    out.add(said(r) ? new RuleResult(r.name(), true, 0, "") : new RuleResult(r.name(), false, r.points(),
                            out.isEmpty()
                            ? "\"" + name + "\" is " + NotWrittenYet.MESSAGE
                                    + ": replace the stub (throw new NotWrittenYet()) with your code"
                            : RuleResult.NOT_CHECKED));
                }
                return new Report(title, out, NotWrittenYet.MESSAGE);
            }
            if (gate != null) {
                int at = results.size() - 1;
                return new Report(title, zeroed(rules, results, at, results.get(at).message(), "\"" + gate
                        + "\" failed, so the answer scores 0"), NOTHING);
            }
            out.addAll(results);
            if (!running || results.size() == rules.size()) { // done, if only just
                return new Report(title, out, "");
            }
            for (Rule r : rules.subList(out.size(), rules.size())) {
                out.add(said(r) ? new RuleResult(r.name(), true, 0, "") : new RuleResult(r.name(), false, r.points(),
                        out.size() == results.size()
                        ? "did not finish within " + Text.duration(limit) + ": does \"" + name + "\" loop forever?"
                        : RuleResult.NOT_CHECKED + ": the time limit ran out"));
            }
            return new Report(title, out, Report.TIME_LIMIT);
        }
    }
}
