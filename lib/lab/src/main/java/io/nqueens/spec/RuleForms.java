package io.nqueens.spec;

import io.nqueens.board.Encoding;
import io.nqueens.engine.Limit;
import io.nqueens.engine.Limits;
import io.nqueens.engine.Rate;
import io.nqueens.engine.Replacement;
import io.nqueens.fitness.AdjacentRowScore;
import io.nqueens.fitness.AttackingPairs;
import io.nqueens.fitness.Fitness;
import io.nqueens.fitness.HalvedCostFitness;
import io.nqueens.fitness.NonAttackingPairs;
import io.nqueens.fitness.ThreatFitness;

import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static io.nqueens.spec.Params.flag;
import static io.nqueens.spec.Params.none;
import static io.nqueens.spec.Params.of;

/**
 * The spec forms of the kit's fitness functions, replacement strategies, stopping and restarting
 * rules, and rates: e.g. {@code {"op": "attackingPairs", "encoding": "PERMUTATION"}},
 * {@code {"op": "elitism", "count": 1}}, {@code {"op": "generations", "max": 100}}, a rate as a
 * number or {@code {"initial": 0.5, "dropPerGeneration": 0.009}}.
 */
final class RuleForms {
    private RuleForms() {}

    static final Forms<Fitness> FITNESSES = new Forms<Fitness>(Plugins.Kind.FITNESS)
            .add("attackingPairs", List.of("encoding"), (n, e) -> AttackingPairs.of(encoding(n, e)),
                    f -> f instanceof AttackingPairs ? of("encoding", accepted(f).name()) : null)
            .add("nonAttackingPairs", List.of("encoding"), (n, e) -> NonAttackingPairs.of(encoding(n, e)),
                    f -> f instanceof NonAttackingPairs ? of("encoding", accepted(f).name()) : null)
            .add("halvedCost", List.of(), (n, e) -> HalvedCostFitness.of(), f -> none(f, HalvedCostFitness.class))
            .add("threats", List.of("lineOfSight"), (n, e) -> Params.isSet(n, "lineOfSight")
                    ? ThreatFitness.lineOfSight() : ThreatFitness.countingEveryQueen(), f -> f instanceof ThreatFitness
                    ? of("lineOfSight", flag(f.name().equals(ThreatFitness.lineOfSight().name()))) : null)
            .add("adjacentRowScore", List.of(), (n, e) -> AdjacentRowScore.of(), f -> none(f, AdjacentRowScore.class));

    /**
     * The kit's replacements are package-private classes of the engine whose printed form,
     * {@code name(parameter)}, is all they hold; it is read here and checked by reading back.
     */
    private static final Pattern PRINTED = Pattern.compile("([A-Za-z]+)(?:\\((.*)\\))?");

    static final Forms<Replacement> REPLACEMENTS = new Forms<Replacement>(Plugins.Kind.REPLACEMENT)
            .add("generational", List.of(), (n, e) -> Replacement.generational(),
                    r -> printed(r, "generational", p -> Map.of()))
            .add("elitism", List.of("count", "share"), (n, e) -> elitism(n),
                    r -> printed(r, "elitism", p -> p.contains(".") || p.contains("E")
                            ? of("share", Double.parseDouble(p)) : of("count", Integer.parseInt(p))))
            .add("elitismIfBetter", List.of("count"), (n, e) -> Replacement.elitismIfBetter(n.get("count").intValue()),
                    r -> printed(r, "elitismIfBetter", p -> of("count", Integer.parseInt(p))))
            .add("steadyState", List.of("count"), (n, e) -> Replacement.steadyState(n.get("count").intValue()),
                    r -> printed(r, "steadyState", p -> of("count", Integer.parseInt(p))))
            .add("muPlusLambda", List.of("lambda"), (n, e) -> Replacement.muPlusLambda(n.get("lambda").intValue()),
                    r -> printed(r, "muPlusLambda", p -> of("lambda", Integer.parseInt(p))));

    static final Forms<Limit> LIMITS = new Forms<Limit>(Plugins.Kind.LIMIT)
            .add("generations", List.of("max"), (n, e) -> Limits.generations(n.get("max").intValue()),
                    l -> l instanceof Limit.Generations g ? of("max", g.max()) : null)
            .add("evaluations", List.of("max"), (n, e) -> Limits.evaluations(n.get("max").longValue()),
                    l -> l instanceof Limit.Evaluations v ? of("max", v.max()) : null)
            .add("minGenerations", List.of("min"), (n, e) -> Limits.minGenerations(n.get("min").intValue()),
                    l -> l instanceof Limit.MinGenerations m ? of("min", m.min()) : null)
            .add("solved", List.of(), (n, e) -> Limits.solved(), l -> none(l, Limit.Solved.class))
            .add("fitnessTarget", List.of("target"), (n, e) -> Limits.fitnessTarget(n.get("target").doubleValue()),
                    l -> l instanceof Limit.FitnessTarget t ? of("target", t.target()) : null)
            .add("stagnation", List.of("generations"), (n, e) -> Limits.stagnation(n.get("generations").intValue()),
                    l -> l instanceof Limit.Stagnation s ? of("generations", s.generations()) : null)
            .add("time", List.of("budget"), (n, e) -> Limits.time(duration(n.get("budget"))),
                    l -> l instanceof Limit.TimeBudget t ? of("budget", t.budget().toString()) : null)
            .add("allSolutions", List.of(), (n, e) -> Limits.allSolutions(), l -> none(l, Limit.AllSolutions.class))
            .add("restartOnSolution", List.of(), (n, e) -> Limits.restartOnSolution(),
                    l -> none(l, Limit.RestartOnSolution.class))
            .add("restartAfterStagnation", List.of("generations"),
                    (n, e) -> Limits.restartAfterStagnation(n.get("generations").intValue()),
                    l -> l instanceof Limit.RestartAfterStagnation r ? of("generations", r.generations()) : null);

    /** A constant rate as its number, a decaying one as {@code {"initial": p0, "dropPerGeneration": d}}. */
    static Object writeRate(Rate rate) {
        return rate.dropPerGeneration() == 0 ? (Object) rate.initial()
                : of("initial", rate.initial(), "dropPerGeneration", rate.dropPerGeneration());
    }

    static Rate readRate(Node node) {
        try {
            if (node.isNumber()) {
                return Rate.of(node.doubleValue());
            }
            if (!node.isObject()) {
                throw node.bad("a probability or {\"initial\": p, \"dropPerGeneration\": d}");
            }
            node.allowOnly(List.of("initial", "dropPerGeneration"));
            return Rate.decaying(node.get("initial").doubleValue(), node.get("dropPerGeneration").doubleValue());
        } catch (IllegalArgumentException e) {
            throw node.wrap(e);
        }
    }

    private static Encoding encoding(Node n, Encoding engine) {
        if (n.has("encoding")) {
            return n.get("encoding").constant(Encoding.class);
        }
        if (engine == null) {
            throw n.bad("an object with its \"encoding\" (the engine's is not known here)");
        }
        return engine;
    }

    /** The one encoding a kit fitness of one encoding accepts. */
    private static Encoding accepted(Fitness f) {
        for (Encoding e : Encoding.values()) {
            if (f.accepts(e)) {
                return e;
            }
        }
        throw new IllegalStateException("fitness " + f.name() + " accepts no encoding");
    }

    private static Replacement elitism(Node n) {
        if (n.has("count") == n.has("share")) {
            throw n.bad("{\"op\": \"elitism\"} with either \"count\" or \"share\"");
        }
        return n.has("count") ? Replacement.elitism(n.get("count").intValue())
                : Replacement.elitismShare(n.get("share").doubleValue());
    }

    private static Map<String, Object> printed(Replacement r, String name, Function<String, Map<String, Object>> parameters) {
        Matcher m = PRINTED.matcher(r.toString());
        if (!m.matches() || !m.group(1).equals(name)) {
            return null;
        }
        return parameters.apply(m.group(2) == null ? "" : m.group(2));
    }

    private static Duration duration(Node n) {
        try {
            return Duration.parse(n.string());
        } catch (DateTimeParseException e) {
            throw n.bad("an ISO-8601 duration such as \"PT60S\" or \"PT1M30S\"");
        }
    }
}
