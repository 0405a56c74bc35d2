package io.nqueens.assignments;

import io.nqueens.Checks;
import io.nqueens.engine.Engine;
import io.nqueens.engine.Generation;
import io.nqueens.engine.RunResult;
import io.nqueens.stats.WilsonInterval;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Checks a whole GA for a "tune it" exercise, e.g. {@code GaCheck.of(32, 27, 20_000).check(myGa)}:
 * <ul>
 * <li><b>an engine for N queens</b> (0), the gate: the builder builds (the engine's own checks
 *     pass) and its board size is N;</li>
 * <li><b>solves at least half of x of 30 seeds within the budget</b> (1) and <b>solves at least
 *     x</b> (3): runs seeds 0 to 29 and counts the runs whose first real solution came within
 *     the evaluation budget (fitness evaluations up to and including the generation that held
 *     it); the report gives the success rate with its 95% Wilson interval and the seeds that
 *     failed.</li>
 * </ul>
 * A GA must find its solutions by its own search ({@link OwnSearch}): a plug-in that returns full
 * solutions from random boards far more often than chance is a solver, and seeds that end on the
 * same solution of a large board had it planted; either scores 0 (two gates of 0 points). Every
 * call of the GA's own plug-ins in the runs is audited too ({@link RunAudit}): a call that makes
 * a full solution with more gene changes than the operator's move makes (a solver, or a plant,
 * however it behaves when probed) scores 0. A run
 * counts as solved only when its solution passes the kit's own conflict count. And when code
 * outside the kit has taken one from the kit's solvers
 * ({@code Solutions}, {@code ExplicitSolution}, {@code SolutionCatalog}) at any time in this JVM,
 * for example to copy it into a genome from a mutation, the check scores 0 and names the call
 * (absent from the student's class path when graded; the checklist's last line says so).
 * The runs are the engine's, so the check costs what 30 runs cost; it stops at its time limit
 * (120 s unless set), interrupting the run in progress. Same engine, same seeds: same report.
 */
public final class GaCheck {
    /** The time a GA check gets unless it says otherwise. */
    static final Duration DEFAULT_LIMIT = Duration.ofSeconds(120);
    /** The most failed seeds a report lists. */
    private static final int SEEDS_SHOWN = 10;

    private final int n;
    private final int minSolved;
    private final long maxEvaluations;
    private final long firstSeed;
    private final int seeds;
    private final Duration timeLimit;

    private GaCheck(int n, int minSolved, long maxEvaluations, long firstSeed, int seeds, Duration timeLimit) {
        this.n = Checks.atLeast("board size n", n, 1);
        this.seeds = Checks.atLeast("seeds", seeds, 1);
        this.minSolved = Checks.inRange("minSolved", minSolved, 0, seeds);
        this.maxEvaluations = Checks.atLeast("maxEvaluations", maxEvaluations, 1);
        this.firstSeed = firstSeed;
        this.timeLimit = Checks.positive("time limit", timeLimit);
    }

    /**
     * A check that a GA solves N queens in at least {@code minSolved} of 30 seeds (0 to 29),
     * each within {@code maxEvaluations} fitness evaluations.
     *
     * @param n the board size N, at least 1
     * @param minSolved the runs that must succeed, in [0, 30]
     * @param maxEvaluations the evaluation budget of one run, at least 1
     * @return the check
     * @throws IllegalArgumentException naming the parameter at fault
     */
    public static GaCheck of(int n, int minSolved, long maxEvaluations) {
        return new GaCheck(n, minSolved, maxEvaluations, 0, 30, DEFAULT_LIMIT);
    }

    /**
     * The same check over other seeds.
     *
     * @param first the first seed
     * @param count how many seeds, at least 1 and at least the runs that must succeed
     * @return a new check
     */
    public GaCheck seeds(long first, int count) {
        Checks.atLeast("seeds", count, 1);
        if (minSolved > count) {
            throw new IllegalArgumentException("seeds must be at least minSolved = " + minSolved + ", was " + count);
        }
        return new GaCheck(n, minSolved, maxEvaluations, first, count, timeLimit);
    }

    /**
     * The same check with another time limit.
     *
     * @param limit the time the whole check may take, positive
     * @return a new check
     */
    public GaCheck timeLimit(Duration limit) {
        return new GaCheck(n, minSolved, maxEvaluations, firstSeed, seeds, limit);
    }

    /**
     * Checks an engine.
     *
     * @param engine the student's engine, not null
     * @return the report (4 points)
     */
    public Report check(Engine engine) {
        Checks.notNull("engine", engine);
        return check(() -> engine);
    }

    /**
     * Checks the engine a builder builds.
     *
     * @param builder the student's builder, not null
     * @return the report (4 points)
     */
    public Report check(Engine.Builder builder) {
        Checks.notNull("builder", builder);
        return check(() -> builder);
    }

    /**
     * Checks the engine made by a supplier of an {@link Engine} or an {@link Engine.Builder}
     * (the form an exercise cell uses, so that its stub can throw {@link NotWrittenYet}).
     *
     * @param ga supplies the engine or its builder, not null
     * @return the report (4 points)
     */
    public Report check(Supplier<?> ga) {
        Checks.notNull("ga", ga);
        Engine[] engine = new Engine[1];
        String[] label = {"GA"};
        Runs[] runs = new Runs[1]; // the first success rule runs the seeds, the second reads them
        int half = (minSolved + 1) / 2;
        List<Rule> rules = new ArrayList<>();
        rules.add(Rule.gate("an engine for N = " + n, 0, () -> build(ga, engine, label)));
        rules.add(Rule.gate("its plug-ins are no solvers", 0, () -> OwnSearch.noSolver(engine[0])));
        if (half < minSolved) { // half the target earns a point of four
            rules.add(new Rule(solvesRule(half), 1, () -> {
                runs[0] = run(engine[0]);
                return runs[0].judge(half);
            }));
        }
        rules.add(new Rule(solvesRule(minSolved), half < minSolved ? 3 : 4, () -> {
            runs[0] = runs[0] != null ? runs[0] : run(engine[0]);
            return runs[0].judge(minSolved);
        }));
        rules.add(Rule.gate("its solutions bred by its own search", 0, () -> runs[0] == null
                ? Rule.Verdict.notChecked("the runs did not finish") : runs[0].bred(n)));
        return CheckRunner.run("GA", () -> label[0], "N = " + n, timeLimit,
                CheckRunner.whenGraded("the kit's solutions (Solutions, SolutionCatalog)", rules));
    }

    private String solvesRule(int atLeast) {
        return String.format("solves at least %d of %d seeds within %,d evaluations", atLeast, seeds, maxEvaluations);
    }

    private Rule.Verdict build(Supplier<?> ga, Engine[] engine, String[] label) {
        Object[] made = new Object[1];
        Throwable error = Calls.attempt(() -> {
            Object o = ga.get();
            made[0] = o instanceof Engine.Builder b ? b.build() : o;
        });
        if (error != null) {
            return Rule.Verdict.fail("building the engine " + Text.thrown(error));
        }
        if (!(made[0] instanceof Engine e)) {
            return Rule.Verdict.fail("expected an Engine or an Engine.Builder, got "
                    + (made[0] == null ? "null" : made[0].getClass().getSimpleName()));
        }
        label[0] = e.label();
        if (e.boardSize() != n) {
            return Rule.Verdict.fail("the engine is for N = " + e.boardSize() + "; this exercise asks for N = " + n);
        }
        engine[0] = e;
        return Rule.Verdict.pass();
    }

    /** Runs every seed; the error of the first run that threw ends the runs. */
    private Runs run(Engine engine) {
        Runs r = new Runs();
        RunAudit.Audited[] audited = new RunAudit.Audited[1];
        Throwable built = Calls.attempt(() -> audited[0] = RunAudit.of(engine));
        if (built != null) {
            r.error = "the engine with its plug-ins audited " + Text.thrown(built);
            return r;
        }
        r.audit = audited[0].audit();
        for (long seed = firstSeed; seed < firstSeed + seeds; seed++) {
            long s = seed;
            RunResult[] result = new RunResult[1];
            r.audit.seed(s);
            Throwable error = Calls.attempt(() -> result[0] = audited[0].engine().runToEnd(s));
            CheckRunner.checkpoint();
            if (error != null) {
                r.error = "the run from seed " + seed + " " + Text.thrown(error);
                return r;
            }
            if (r.solver == null) {
                String solvers = OwnSearch.solvers(engine, OwnSearch.PROBES_BETWEEN, seed - firstSeed + 1);
                r.solver = solvers == null ? null : "after the run from seed " + seed + ", " + solvers;
            }
            io.nqueens.board.Board first = OwnSearch.firstSolution(result[0], n);
            long used = first == null ? -1 : evaluationsToSolve(result[0]);
            if (first != null) {
                r.firsts.add(first, seed);
            }
            if (used < 0 || used > maxEvaluations) {
                r.failed.add(seed + (used < 0 ? "" : String.format(" (%,d)", used)));
            } else {
                r.slowest = Math.max(r.slowest, used);
            }
        }
        return r;
    }

    /** What the runs of every seed gave. */
    private final class Runs {
        final List<String> failed = new ArrayList<>();
        final OwnSearch.Firsts firsts = new OwnSearch.Firsts();
        long slowest;
        String error;
        String solver; // what the probes after a run found, or null
        RunAudit audit; // what the plug-ins did in the runs' own calls

        /**
         * The gate after the runs: no call of a plug-in in the runs made a solution its move
         * cannot make, no plug-in turned solver, and no solution was planted.
         */
        Rule.Verdict bred(int n) {
            String broke = audit == null ? null : audit.verdict();
            if (broke != null) {
                return Rule.Verdict.fail("in the graded runs, " + broke + "; a GA must find its solutions by its own"
                        + " search, so the answer scores 0");
            }
            if (solver != null) {
                return Rule.Verdict.fail(solver + ": a plug-in that turns solver during the runs is a solver, not"
                        + " an operator, and a GA must find its solutions by its own search, so the answer scores 0");
            }
            return firsts.distinct(n);
        }

        Rule.Verdict judge(int atLeast) {
            if (error != null) {
                return Rule.Verdict.fail(error);
            }
            int solved = seeds - failed.size();
            WilsonInterval w = WilsonInterval.of(solved, seeds);
            String rate = String.format("solved %d of %d seeds (%.0f%%; 95%% Wilson interval %.0f%% to %.0f%%)",
                    solved, seeds, 100 * w.rate(), 100 * w.low(), 100 * w.high());
            if (solved >= atLeast) {
                return Rule.Verdict.pass(rate + String.format("; the slowest needed %,d evaluations", slowest));
            }
            boolean late = failed.stream().anyMatch(f -> f.contains("("));
            String shown = String.join(", ", failed.subList(0, Math.min(failed.size(), SEEDS_SHOWN)))
                    + (failed.size() > SEEDS_SHOWN ? " and " + (failed.size() - SEEDS_SHOWN) + " more" : "");
            return Rule.Verdict.fail(rate + ", needs " + atLeast + "; unsolved within the budget: seeds " + shown
                    + (late ? " (in brackets: the evaluations of a solution found too late)" : ""));
        }
    }

    /** Evaluations up to the first generation that held a real solution, or -1. */
    private static long evaluationsToSolve(RunResult r) {
        if (!r.solved()) {
            return -1;
        }
        for (Generation g : r.history()) {
            if (g.solved()) {
                return g.evaluations();
            }
        }
        return -1;
    }
}
