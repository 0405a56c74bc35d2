package io.nqueens.engine;

import io.nqueens.Checks;
import io.nqueens.board.Encoding;

import java.time.Duration;

/**
 * A stopping or restarting rule of a run, as a value: the engine holds a list of them (see
 * {@link Limits} for the ones there are, {@link Engine.Builder#limits} to set them) and asks each
 * after every generation. Limits are immutable records, so two engines with the same limits
 * compare and print alike. Every check is O(1).
 *
 * <p>When several stopping limits fire at once, the run reports the first in this order:
 * all solutions found, solved, fitness target, generation budget, evaluation budget, stagnation,
 * time budget.
 */
public sealed interface Limit {

    /**
     * {@return why the run stops after this generation, or null to go on} Restart rules never stop.
     *
     * @param run the run after its latest generation
     */
    default StopReason stop(RunStatus run) {
        return null;
    }

    /**
     * {@return true when the run should draw a fresh random population after this generation}
     *
     * @param run the run after its latest generation
     */
    default boolean restart(RunStatus run) {
        return false;
    }

    /**
     * Throws, naming the limit, when it cannot work on boards of size {@code n}; called when the
     * engine is built. The default accepts every size.
     *
     * @param encoding the genome encoding
     * @param n the board size
     */
    default void checkFits(Encoding encoding, int n) {}

    /** {@return the position of this kind of limit in the order the run asks them (see above)} */
    int order();

    /** Stop after this generation: every run has one. */
    record Generations(int max) implements Limit {
        /**
         * @param max the largest generation number a run reaches, 1 to 100 million
         */
        public Generations {
            Checks.inRange("maxGenerations", max, 1, 100_000_000);
        }

        @Override
        public StopReason stop(RunStatus run) {
            return run.generation() >= max ? StopReason.MAX_GENERATIONS : null;
        }

        @Override
        public int order() {
            return 4;
        }

        @Override
        public String toString() {
            return "at most " + max + " generations";
        }
    }

    /**
     * Stop before a generation that could take the run past {@code max} fitness evaluations, so a
     * run never spends more than {@code max}. A generation scores at most its offspring count λ
     * (twice that under document 001's share rule, which scores mutated children again), plus μ
     * when a restart rule may draw a fresh population after it; the rule stops when the
     * evaluations so far plus that bound would pass {@code max}. The bound is exact for
     * generational replacement with crossover, so runs with different population sizes get the
     * same budget, and conservative otherwise (a copied child costs nothing). The engine refuses a
     * budget below μ, the cost of the initial population.
     */
    record Evaluations(long max) implements Limit {
        /**
         * @param max the most fitness evaluations a run may spend, 1 to 10^15
         */
        public Evaluations {
            Checks.inRange("maxEvaluations", max, 1L, 1_000_000_000_000_000L);
        }

        @Override
        public StopReason stop(RunStatus run) {
            return run.latest().evaluations() + perGeneration(run.settings()) > max
                    ? StopReason.MAX_EVALUATIONS : null;
        }

        /** {@return the most evaluations one generation (and a restart after it) can spend} */
        static long perGeneration(Settings s) {
            long lambda = s.replacement().offspringCount(s.populationSize());
            long scored = s.usesShareRule() ? 2 * lambda : lambda;
            boolean restarts = s.limits().stream().anyMatch(l -> l instanceof RestartOnSolution
                    || l instanceof RestartAfterStagnation);
            return scored + (restarts ? s.populationSize() : 0);
        }

        @Override
        public int order() {
            return 5;
        }

        @Override
        public String toString() {
            return "at most " + max + " evaluations";
        }
    }

    /** No success stops the run before this generation (document 003's min_iter). */
    record MinGenerations(int min) implements Limit {
        /**
         * @param min generations to run before a success may stop the run, 0 to 100 million
         */
        public MinGenerations {
            Checks.inRange("minGenerations", min, 0, 100_000_000);
        }

        @Override
        public int order() {
            return 0;
        }

        @Override
        public String toString() {
            return "no success stop before generation " + min;
        }
    }

    /** Stop when the population holds a real solution. */
    record Solved() implements Limit {
        @Override
        public StopReason stop(RunStatus run) {
            return run.generation() >= run.settings().minGenerations() && run.latest().solved()
                    ? StopReason.SOLVED : null;
        }

        @Override
        public int order() {
            return 2;
        }

        @Override
        public String toString() {
            return "stop when solved";
        }
    }

    /** Stop when the best fitness is at least as good as a target (it may not be a solution). */
    record FitnessTarget(double target) implements Limit {
        /**
         * @param target a finite score
         */
        public FitnessTarget {
            if (!Double.isFinite(target)) {
                throw new IllegalArgumentException("fitnessTarget must be a finite number, was " + target);
            }
        }

        @Override
        public StopReason stop(RunStatus run) {
            return run.generation() >= run.settings().minGenerations()
                    && !run.settings().fitness().direction().isBetter(target, run.latest().best())
                    ? StopReason.FITNESS_TARGET : null;
        }

        @Override
        public int order() {
            return 3;
        }

        @Override
        public String toString() {
            return "fitness target " + target;
        }
    }

    /** Stop after this many generations without a better best fitness. */
    record Stagnation(int generations) implements Limit {
        /**
         * @param generations 1 to 100 million
         */
        public Stagnation {
            Checks.inRange("stagnationLimit", generations, 1, 100_000_000);
        }

        @Override
        public StopReason stop(RunStatus run) {
            return run.stagnantGenerations() >= generations ? StopReason.STAGNATION : null;
        }

        @Override
        public int order() {
            return 6;
        }

        @Override
        public String toString() {
            return "stagnation " + generations;
        }
    }

    /**
     * Stop when this much wall time has passed (so the run is not reproducible). It is looked at
     * after each generation, so it bounds a run to the budget plus one generation: a fitness or
     * operator call that takes longer is not cut short (see
     * {@code io.nqueens.experiment.RunningExperiment#await()} for what an experiment's budget bounds).
     */
    record TimeBudget(Duration budget) implements Limit {
        /**
         * @param budget a positive duration
         */
        public TimeBudget {
            Checks.positive("timeLimit", budget);
        }

        @Override
        public StopReason stop(RunStatus run) {
            return run.elapsedNanos() >= nanos() ? StopReason.TIME_LIMIT : null;
        }

        long nanos() {
            // Longer than about 292 years counts as 292 years.
            try {
                return budget.toNanos();
            } catch (ArithmeticException tooLong) {
                return Long.MAX_VALUE;
            }
        }

        @Override
        public int order() {
            return 7;
        }

        @Override
        public String toString() {
            return "time " + budget;
        }
    }

    /** Run until every distinct solution has been seen (document 004); N ≤ 14. */
    record AllSolutions() implements Limit {
        @Override
        public StopReason stop(RunStatus run) {
            return run.generation() >= run.settings().minGenerations()
                    && run.distinctSolutions() >= run.solutionCount() ? StopReason.ALL_SOLUTIONS_FOUND : null;
        }

        @Override
        public void checkFits(Encoding encoding, int n) {
            Checks.inRange("board size n (to find all solutions)", n, 1, Engine.MAX_FIND_ALL_SIZE);
        }

        @Override
        public int order() {
            return 1;
        }

        @Override
        public String toString() {
            return "all solutions";
        }
    }

    /** Draw a fresh random population after every generation that holds a real solution. */
    record RestartOnSolution() implements Limit {
        @Override
        public boolean restart(RunStatus run) {
            return run.latest().solved();
        }

        @Override
        public int order() {
            return 8;
        }

        @Override
        public String toString() {
            return "restart after each solution";
        }
    }

    /** Draw a fresh random population after this many generations without progress since the last. */
    record RestartAfterStagnation(int generations) implements Limit {
        /**
         * @param generations 1 to 100 million
         */
        public RestartAfterStagnation {
            Checks.inRange("restartAfterStagnation", generations, 1, 100_000_000);
        }

        @Override
        public boolean restart(RunStatus run) {
            return run.stagnantSinceRestart() >= generations;
        }

        @Override
        public int order() {
            return 9;
        }

        @Override
        public String toString() {
            return "restart after " + generations + " stagnant generations";
        }
    }
}
