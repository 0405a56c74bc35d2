package io.nqueens.experiment;

import io.nqueens.Checks;
import io.nqueens.engine.Engine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * A grid of settings: every combination of the values of its {@link Axis axes}, each applied in
 * axis order to a copy of a base configuration, for example
 *
 * <pre>{@code
 * import io.nqueens.engine.Engine; import io.nqueens.experiment.Sweep; import io.nqueens.presets.Presets;
 * import io.nqueens.operators.selection.*;
 *
 * Sweep grid = Sweep.over(Presets.doc001Fixed())
 *         .axis("pop", List.of(50, 100, 200), Engine.Builder::populationSize)
 *         .axis("pm", List.of(0.1, 0.5), Engine.Builder::mutationRate)
 *         .axis("selector", List.of(Tournament.of(2), RouletteWheel.of()), Engine.Builder::selector);
 * }</pre>
 *
 * The first axis varies slowest. Immutable: {@link #axis} returns a new sweep. Building the
 * settings costs one builder and one engine per combination.
 */
public final class Sweep {
    /** Most settings a grid may have: each is an engine built and kept, and a line of a saved manifest. */
    public static final int MAX_SETTINGS = 100_000;

    private final Engine base; // each setting starts from base.toBuilder()
    private final List<Axis<?>> axes;

    private Sweep(Engine base, List<Axis<?>> axes) {
        this.base = base;
        this.axes = axes;
    }

    /**
     * A sweep with no axes yet around a base configuration, e.g. a preset:
     * {@code Sweep.over(Presets.doc001Fixed())}. The base is built (and so checked) now; each
     * setting starts from a copy of it, so changing the builder afterwards changes nothing here.
     *
     * @param base the base configuration, not null; it must build on its own
     * @return the sweep
     */
    public static Sweep over(Engine.Builder base) {
        return new Sweep(Checks.notNull("base builder", base).build(), List.of());
    }

    /**
     * This sweep with one more axis; rejects an axis whose name another axis or a column of the
     * runs table ({@link Experiment#RUN_COLUMNS}) already has.
     *
     * @param axis the axis, not null
     * @return a new sweep; this one is unchanged
     */
    public Sweep axis(Axis<?> axis) {
        Checks.notNull("axis", axis);
        for (Axis<?> a : axes) {
            if (a.name().equals(axis.name())) {
                throw new IllegalArgumentException("the sweep already has an axis named \"" + axis.name() + "\"");
            }
        }
        if (Experiment.RUN_COLUMNS.contains(axis.name())) {
            throw new IllegalArgumentException("axis name \"" + axis.name()
                    + "\" is taken by a column of the experiment table " + Experiment.RUN_COLUMNS);
        }
        List<Axis<?>> more = new ArrayList<>(axes);
        more.add(axis);
        return new Sweep(base, List.copyOf(more));
    }

    /**
     * This sweep with one more axis, see {@link Axis#of}.
     *
     * @param <V> the type of the values
     * @param name the axis name
     * @param values the values, in order
     * @param apply how a value changes a builder
     * @return a new sweep; this one is unchanged
     */
    public <V> Sweep axis(String name, List<V> values, BiFunction<Engine.Builder, ? super V, Engine.Builder> apply) {
        return axis(Axis.of(name, values, apply));
    }

    /** {@return the axes, in order} */
    public List<Axis<?>> axes() {
        return axes;
    }

    /**
     * Number of combinations (the product of the axis sizes); 0 while there are no axes.
     *
     * @return the number of settings
     * @throws IllegalArgumentException for a grid of more than {@code Integer.MAX_VALUE} settings
     */
    public int size() {
        if (axes.isEmpty()) {
            return 0;
        }
        long size = 1;
        for (Axis<?> a : axes) {
            size *= a.values().size();
            if (size > Integer.MAX_VALUE) {
                throw new IllegalArgumentException("the sweep grid has more than " + Integer.MAX_VALUE
                        + " settings, more than the " + MAX_SETTINGS + " an experiment may compare");
            }
        }
        return (int) size;
    }

    /**
     * Builds every setting's engine. Fails when the grid has no axis, or when a combination is not a
     * valid engine (naming the combination and the reason).
     *
     * @return one setting per combination, the first axis varying slowest
     */
    public List<Setting> settings() {
        if (axes.isEmpty()) {
            throw new IllegalArgumentException("the sweep grid is empty: it has no axis; give it at least one with"
                    + " axis(name, values, apply)");
        }
        int size = size();
        checkSize(size); // before any engine is built: 20 axes of 2 values would be a million
        List<Setting> out = new ArrayList<>(size);
        int[] at = new int[axes.size()];
        for (int s = 0; s < size; s++) {
            Map<String, Object> parameters = new LinkedHashMap<>();
            StringBuilder label = new StringBuilder();
            Engine.Builder b = base.toBuilder();
            for (int a = 0; a < axes.size(); a++) {
                Axis<?> axis = axes.get(a);
                Object value = axis.values().get(at[a]);
                parameters.put(axis.name(), value);
                label.append(a == 0 ? "" : ", ").append(axis.name()).append('=').append(value);
            }
            Engine engine;
            try {
                // A value the builder rejects (pop=1) fails here as well as a bad combination.
                for (int a = 0; a < axes.size(); a++) {
                    b = axes.get(a).apply(b, at[a]);
                }
                engine = b.build();
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("setting " + label + " is not a valid engine: "
                        + e.getMessage(), e);
            }
            out.add(new Setting(s, label.toString(), parameters, engine));
            for (int a = axes.size() - 1; a >= 0; a--) {
                if (++at[a] < axes.get(a).values().size()) {
                    break;
                }
                at[a] = 0;
            }
        }
        return out;
    }

    private void checkSize(int size) {
        if (size > MAX_SETTINGS) {
            StringBuilder factors = new StringBuilder();
            axes.forEach(a -> factors.append(factors.length() == 0 ? "" : " × ").append(a.values().size()));
            throw new IllegalArgumentException("the sweep grid has " + size + " settings (" + factors + "), more than"
                    + " the " + MAX_SETTINGS + " an experiment may compare; use fewer axes or fewer values");
        }
    }

    @Override
    public String toString() {
        return "sweep " + axes;
    }
}
