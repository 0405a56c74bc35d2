package io.nqueens.assignments;

import io.nqueens.fitness.Direction;
import io.nqueens.fitness.Fitness;
import io.nqueens.grading.wire.FitnessQueue;

import java.util.List;

/**
 * The fitness check's bound rule: no board scores better than the declared optimum, and no score
 * is NaN or infinite. Two calls a board (its size's optimum, then its score of a fresh copy),
 * queued together when the fitness is across a connection.
 */
final class FitnessBound {
    private FitnessBound() {}

    /** No board scores better than the declared optimum, nor a NaN or infinite score. */
    static Rule.Verdict noneBetter(Fitness f, Direction direction, List<FitnessCheck.Case> cases) {
        FitnessScore thrown = null;
        long threw = 0;
        // Per board its optimum, then its score of a fresh copy: one queue of calls.
        FitnessScore.Outcomes got = FitnessScore.each(f, 2 * cases.size(), i -> i % 2 == 0
                ? new FitnessQueue.Ask(null, cases.get(i / 2).n())
                : new FitnessQueue.Ask(cases.get(i / 2).genes().clone(), cases.get(i / 2).n()));
        for (int i = 0; i < cases.size(); i++) {
            FitnessCheck.Case c = cases.get(i);
            double optimum = got.get(2 * i).valueOrThrow(); // optimum(n) was asked of every size before
            FitnessScore s = got.get(2 * i + 1);
            thrown = s.error() == null || thrown != null ? thrown : s;
            threw += s.error() != null ? 1 : 0;
            if (s.error() == null && !Double.isFinite(s.value())) {
                return Rule.Verdict.fail(Text.genes(c.genes()) + " (N = " + c.n() + ") scores "
                        + Text.number(s.value()) + ": a score is a finite number, and no other is better or worse"
                        + " than the optimum " + Text.number(optimum));
            }
            if (s.error() == null && direction.isBetter(s.value(), optimum) && !FitnessScore.same(s.value(), optimum)) {
                return Rule.Verdict.fail(Text.genes(c.genes()) + " (N = " + c.n() + ") scores "
                        + Text.number(s.value()) + ", better than the declared optimum " + Text.number(optimum));
            }
        }
        if (thrown == null) {
            return Rule.Verdict.pass();
        }
        String untested = String.format("whether no board scores better than the optimum on the %,d of %,d boards"
                + " where scoring %s", threw, cases.size(), thrown.shown());
        return threw < cases.size() ? Rule.Verdict.pass("not tested " + untested)
                : Rule.Verdict.notChecked(untested);
    }
}
