package io.nqueens.tuning;

import io.nqueens.AtomicFiles;
import io.nqueens.Checks;
import io.nqueens.json.Json;
import io.nqueens.spec.EngineSpec;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A race as data (JSON), written from a {@link Race} and read back to the same race, for
 * {@code tune SPEC} on the command line:
 *
 * <pre>
 * {
 *   "base": {"encoding": "INTEGER", "boardSize": 8, "populationSize": 50},
 *   "parameters": [
 *     {"name": "selection", "key": "selector", "type": "categorical",
 *      "values": {"tournament": {"op": "tournament", "k": 2}, "roulette": {"op": "roulette"}}},
 *     {"name": "k", "key": "selector.k", "type": "integer", "low": 2, "high": 8, "log": false,
 *      "parent": "selection", "when": ["tournament"]},
 *     {"name": "pm", "key": "mutationRate", "type": "real", "low": 0.01, "high": 0.9, "log": true}
 *   ],
 *   "boardSizes": [8], "trainingSeeds": {"first": 1000, "count": 1000},
 *   "heldOutSeeds": {"first": 0, "count": 30}, "budget": 600, "maxEvaluations": 10000,
 *   "seed": 1, "firstTest": 5, "eachTest": 1, "alpha": 0.05
 * }</pre>
 *
 * Members other than base and parameters may be left out (the race's defaults apply); an unknown
 * member is refused by name. O(size of the spec).
 */
public final class RaceSpec {
    /** The members of a race spec. */
    public static final List<String> KEYS = List.of("description", "base", "parameters", "boardSizes",
            "trainingSeeds", "heldOutSeeds", "budget", "maxEvaluations", "seed", "firstTest", "eachTest", "alpha");

    /** Largest race spec read: a race spec is a few KB. */
    private static final long MAX_BYTES = 16L * 1024 * 1024;

    private RaceSpec() {}

    @SuppressWarnings("unchecked")
    private static Map<String, Object> base(Map<String, Object> t) {
        return (Map<String, Object>) member(t, "base", Map.class);
    }

    /**
     * {"first": .., "count": ..} in that order in every JVM (Map.of's order changes from one JVM
     * to the next, and a race resumed in another process compares this text with its race.json).
     */
    private static Map<String, Object> seeds(long first, int count) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("first", first);
        m.put("count", count);
        return m;
    }

    /**
     * {@return the race as JSON}
     *
     * @param race the race, not null (its folder and threads are not part of it)
     */
    public static String write(Race race) {
        Checks.notNull("race", race);
        Map<String, Object> t = new LinkedHashMap<>();
        t.put("base", race.space.base().toTree());
        t.put("parameters", race.space.parameters().stream().map(Parameter::toTree).toList());
        t.put("boardSizes", race.boardSizes);
        t.put("trainingSeeds", seeds(race.trainingFirst, race.trainingCount));
        t.put("heldOutSeeds", seeds(race.heldOutFirst, race.heldOutCount));
        t.put("budget", race.budget);
        t.put("maxEvaluations", race.maxEvaluations);
        t.put("seed", race.seed);
        t.put("firstTest", race.firstTest);
        t.put("eachTest", race.eachTest);
        t.put("alpha", race.alpha);
        return Json.write(t);
    }

    /**
     * Writes the race's spec to a file, atomically.
     *
     * @param race the race
     * @param file the file
     */
    public static void write(Race race, Path file) {
        AtomicFiles.write(Checks.notNull("file", file), write(race) + "\n");
    }

    /**
     * Reads a race spec file.
     *
     * @param file the file
     * @return the race
     * @throws IllegalArgumentException naming the file and the member at fault
     */
    public static Race read(Path file) {
        // Bounded, UTF-8 (a byte-order mark is skipped by the JSON reader), a regular file.
        String text = AtomicFiles.readString(Checks.notNull("file", file), MAX_BYTES, "race spec");
        try {
            return parse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
        }
    }

    /**
     * Reads a race spec.
     *
     * @param json the JSON text
     * @return the race
     * @throws IllegalArgumentException naming the member at fault
     */
    public static Race parse(String json) {
        Map<String, Object> t = Json.parseObject(Checks.notNull("json", json), "race spec");
        for (String k : t.keySet()) {
            if (!KEYS.contains(k)) {
                throw new IllegalArgumentException(Json.member("race", k) + " is not a member of a race spec; the members are "
                        + KEYS);
            }
        }
        EngineSpec base = EngineSpec.fromTree(base(t));
        List<Parameter> parameters = new ArrayList<>();
        List<?> list = member(t, "parameters", List.class);
        for (int i = 0; i < list.size(); i++) {
            parameters.add(parameter(list.get(i), "race.parameters[" + i + "]"));
        }
        Race r = Race.over(Space.of(base, parameters));
        return options(r, t);
    }

    /** Seeds {@code {"first": F, "count": C}}, bound by Jackson (both required, integers). */
    private record SeedRange(long first, int count) {}

    private static Race options(Race r, Map<String, Object> t) {
        if (t.containsKey("boardSizes")) {
            List<?> sizes = member(t, "boardSizes", List.class);
            Integer[] n = new Integer[sizes.size()];
            for (int i = 0; i < n.length; i++) {
                n[i] = integer(sizes.get(i), "race.boardSizes[" + i + "]");
            }
            r = r.boardSizes(n);
        }
        if (t.containsKey("trainingSeeds")) {
            SeedRange s = Json.bind(t.get("trainingSeeds"), SeedRange.class, "race.trainingSeeds");
            r = seeds(r, s, "race.trainingSeeds");
        }
        if (t.containsKey("heldOutSeeds")) {
            SeedRange s = Json.bind(t.get("heldOutSeeds"), SeedRange.class, "race.heldOutSeeds");
            r = seeds(r, s, "race.heldOutSeeds");
        }
        r = t.containsKey("budget") ? r.budget(integer(t.get("budget"), "race.budget")) : r;
        r = t.containsKey("maxEvaluations") ? r.maxEvaluations(number(t.get("maxEvaluations"), "race.maxEvaluations"))
                : r;
        r = t.containsKey("seed") ? r.seed(number(t.get("seed"), "race.seed")) : r;
        if (t.containsKey("firstTest") || t.containsKey("eachTest")) {
            r = r.tests(t.containsKey("firstTest") ? integer(t.get("firstTest"), "race.firstTest") : r.firstTest,
                    t.containsKey("eachTest") ? integer(t.get("eachTest"), "race.eachTest") : r.eachTest);
        }
        if (t.containsKey("alpha")) {
            Object a = t.get("alpha");
            if (!(a instanceof Number n)) {
                throw new IllegalArgumentException("race.alpha must be a number, was " + Json.describe(a));
            }
            r = r.alpha(n.doubleValue());
        }
        return r;
    }

    /** The seed range of a member, a refusal naming the member. */
    private static Race seeds(Race r, SeedRange s, String member) {
        try {
            return member.endsWith("trainingSeeds") ? r.trainingSeeds(s.first(), s.count())
                    : r.heldOutSeeds(s.first(), s.count());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(member + ": " + e.getMessage(), e);
        }
    }

    /**
     * One parameter of a race spec, bound by Jackson: an unknown member (a misspelt {@code "lgo"})
     * is refused, naming it, instead of being ignored.
     */
    private record ParameterForm(String type, String name, String key, Map<String, Object> values, Object low,
            Object high, Boolean log, String parent, List<Object> when) {}

    private static Parameter parameter(Object o, String path) {
        ParameterForm m = Json.bind(o, ParameterForm.class, path);
        String type = text(m.type(), path + ".type");
        String name = text(m.name(), path + ".name");
        String key = text(m.key(), path + ".key");
        boolean log = Boolean.TRUE.equals(m.log());
        Parameter p = switch (type) {
            case "categorical" -> {
                if (m.values() == null) {
                    throw new IllegalArgumentException(path + ".values must be an object of label: form, was null");
                }
                yield Parameter.categorical(name, key, new LinkedHashMap<>(m.values()));
            }
            case "integer" -> Parameter.integer(name, key, integer(m.low(), path + ".low"),
                    integer(m.high(), path + ".high"), log);
            case "real" -> Parameter.real(name, key, real(m.low(), path + ".low"), real(m.high(), path + ".high"),
                    log);
            default -> throw new IllegalArgumentException(path + ".type must be categorical, integer or real, was "
                    + Json.quoted(type));
        };
        if (m.parent() != null) {
            List<?> when = m.when() == null ? List.of() : m.when();
            p = p.when(m.parent(), when.stream().map(String::valueOf).toArray(String[]::new));
        }
        return p;
    }

    private static <T> T member(Map<String, Object> t, String key, Class<T> type) {
        Object v = t.get(key);
        if (!type.isInstance(v)) {
            throw new IllegalArgumentException("race." + key + " must be " + (type == Map.class ? "an object"
                    : "a list") + ", was " + Json.describe(v));
        }
        return type.cast(v);
    }

    private static String text(Object v, String path) {
        if (!(v instanceof String s)) {
            throw new IllegalArgumentException(path + " must be a string, was " + Json.describe(v));
        }
        return s;
    }

    private static long number(Object v, String path) {
        if (!(v instanceof Long || v instanceof Integer)) {
            throw new IllegalArgumentException(path + " must be an integer, was " + Json.describe(v));
        }
        return ((Number) v).longValue();
    }

    private static int integer(Object v, String path) {
        long l = number(v, path);
        if (l != (int) l) {
            throw new IllegalArgumentException(path + " must be an integer of at most 10 digits, was " + l);
        }
        return (int) l;
    }

    private static double real(Object v, String path) {
        if (!(v instanceof Number n)) {
            throw new IllegalArgumentException(path + " must be a number, was " + Json.describe(v));
        }
        return n.doubleValue();
    }
}
