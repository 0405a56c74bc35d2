package io.nqueens.spec;

import io.nqueens.board.Encoding;
import io.nqueens.engine.Engine;
import io.nqueens.experiment.Axis;
import io.nqueens.experiment.Experiment;
import io.nqueens.experiment.Sweep;
import io.nqueens.json.Json;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Reads the members of an experiment spec ({@link ExperimentSpec}) into builders, axes and seeds;
 * O(size of the spec) plus the engines' builders.
 */
record ExperimentReader(Node root) {
    /** The seeds {@code {"first": F, "count": C}}, bound by Jackson (both required, integers). */
    private record SeedRange(long first, int count) {}

    /** Reads every member, which checks it, without building an engine. */
    void check() {
        settings();
        axes();
        seeds();
    }

    Experiment experiment() {
        List<Engine.Builder> settings = settings();
        List<Axis<Object>> axes = axes();
        Experiment e;
        if (axes.isEmpty()) {
            e = Experiment.of(settings);
        } else {
            Sweep sweep = Sweep.over(settings.get(0));
            List<Node> nodes = root.get("axes").list();
            for (int i = 0; i < axes.size(); i++) {
                try {
                    sweep = sweep.axis(axes.get(i));
                } catch (IllegalArgumentException ex) {
                    throw nodes.get(i).wrap(ex);
                }
            }
            e = Experiment.of(sweep);
        }
        Object seeds = seeds();
        if (seeds instanceof long[] range) {
            return e.seeds(range[0], (int) range[1]);
        }
        if (seeds instanceof List<?> list) {
            return e.seeds(list.stream().map(Long.class::cast).toList());
        }
        return e;
    }

    private List<Engine.Builder> settings() {
        root.allowOnly(ExperimentSpec.KEYS);
        if (root.has("base") == root.has("settings")) {
            throw root.bad("an object with either \"base\" (and \"axes\") or \"settings\"");
        }
        if (root.has("base")) {
            return List.of(EngineReader.read(root.get("base")));
        }
        if (root.has("axes")) {
            throw root.get("axes").bad("left out: axes vary a \"base\", not a list of \"settings\"");
        }
        List<Engine.Builder> out = new ArrayList<>();
        for (Node s : root.get("settings").list()) {
            out.add(EngineReader.read(s));
        }
        if (out.isEmpty()) {
            throw root.get("settings").bad("a list of at least one engine spec");
        }
        return out;
    }

    private List<Axis<Object>> axes() {
        Node axes = root.optional("axes");
        if (axes == null) {
            return List.of();
        }
        Encoding encoding = EngineSpec.encodingOf(root.get("base"));
        List<Axis<Object>> out = new ArrayList<>();
        Map<String, String> axisOfKey = new java.util.HashMap<>();
        for (Node a : axes.list()) {
            a.allowOnly(List.of("name", "key", "values"));
            AxisKeys.Key key = AxisKeys.named(a.get("key"));
            // A later axis on a key overrides an earlier one, which would label settings with values that never ran.
            String before = axisOfKey.putIfAbsent(a.get("key").string(), a.get("name").string());
            if (before != null) {
                throw a.get("key").bad("a key no other axis varies (axis \"" + before + "\" varies \""
                        + a.get("key").string() + "\" already; give one axis all its values)");
            }
            List<Object> values = new ArrayList<>();
            for (Node v : a.get("values").list()) {
                values.add(key.reader().apply(v, encoding));
            }
            try {
                out.add(Axis.of(a.get("name").string(), values, key.apply()));
            } catch (IllegalArgumentException e) {
                throw a.wrap(e);
            }
        }
        return out;
    }

    /** A {first, count} pair, a list of seeds, or null for the default. */
    private Object seeds() {
        Node seeds = root.optional("seeds");
        if (seeds == null) {
            return null;
        }
        if (seeds.isObject()) {
            SeedRange range;
            try {
                range = Json.bind(seeds.value(), SeedRange.class, seeds.path());
            } catch (Json.BindException e) {
                throw new Node.SpecError(e.path(), e.path(), e.getMessage(), e);
            }
            if (range.count() < 1) {
                throw seeds.get("count").bad("at least 1");
            }
            return new long[] {range.first(), range.count()};
        }
        List<Long> list = new ArrayList<>();
        java.util.Map<Long, Integer> positions = new java.util.HashMap<>();
        List<Node> nodes = seeds.list();
        for (int i = 0; i < nodes.size(); i++) {
            long seed = nodes.get(i).longValue();
            Integer before = positions.putIfAbsent(seed, i);
            if (before != null) {
                throw nodes.get(i).bad("a seed not given before (seed " + seed + " is also " + seeds.path() + "["
                        + before + "]; the seeds must be distinct)");
            }
            list.add(seed);
        }
        if (list.isEmpty()) {
            throw seeds.bad("{\"first\": F, \"count\": C} or a list of distinct seeds, at least one");
        }
        return list;
    }
}
