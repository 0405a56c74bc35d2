package io.nqueens.plots;

import io.nqueens.Checks;
import io.nqueens.engine.Generation;
import io.nqueens.engine.RunResult;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;

/** A labelled history: one run's generations, to draw as one or more lines. */
record Curve(String label, List<Generation> history) {

    Curve {
        Checks.notNull("label", label);
        Checks.notNull("history", history);
        if (history.isEmpty()) {
            throw new IllegalArgumentException("history of \"" + label + "\" must not be empty");
        }
    }

    /** Curves for runs, labelled "seed 3", or "003 fixed, seed 3" when the engines differ. */
    static List<Curve> of(List<RunResult> runs) {
        Checks.notNull("runs", runs);
        if (runs.isEmpty()) {
            throw new IllegalArgumentException("runs must not be empty (give at least one run)");
        }
        runs.forEach(r -> Checks.notNull("a run", r));
        boolean oneLabel = runs.stream().map(r -> r.engine().label()).distinct().count() == 1;
        List<Curve> out = new ArrayList<>();
        for (RunResult r : runs) {
            String label = (oneLabel ? "" : r.engine().label() + ", ") + "seed " + r.seed();
            out.add(new Curve(label, r.history()));
        }
        return out;
    }

    double[] x() {
        double[] x = new double[history.size()];
        for (int i = 0; i < x.length; i++) {
            x[i] = history.get(i).index();
        }
        return x;
    }

    double[] y(ToDoubleFunction<Generation> value) {
        double[] y = new double[history.size()];
        for (int i = 0; i < y.length; i++) {
            y[i] = value.applyAsDouble(history.get(i));
        }
        return y;
    }
}
