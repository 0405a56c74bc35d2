/**
 * Settings as data: an engine ({@link io.nqueens.spec.EngineSpec}) or a whole experiment, sweep
 * or comparison ({@link io.nqueens.spec.ExperimentSpec}) written as a small JSON text and read
 * back to one that runs identically, seed for seed. Every part is an object naming its kind under
 * {@code "op"} with its factory's parameters beside it, or {@code {"plugin": NAME}} for a plug-in
 * of one's own registered with {@link io.nqueens.spec.Plugins}:
 *
 * <table class="striped">
 * <caption>The kit's parts and their spec forms (a flag in brackets is left out when false)</caption>
 * <tr><th>part</th><th>forms</th></tr>
 * <tr><td>selector</td><td>{@code tournament {k, [distinct]}}, {@code roulette}, {@code sus},
 *     {@code linearRank {pressure}}, {@code truncation {share}}, {@code bestTies}</td></tr>
 * <tr><td>crossover</td><td>{@code singlePoint {cuts: "interior" | "any" | "belowLength"}},
 *     {@code uniform {indpb}}, {@code geneWise {fromFirst, fromSecond}}, {@code pmx {[distinctCuts]}},
 *     {@code ox}, {@code cx}, {@code cutAndCrossfill}, {@code rowBoundary {[document003]}}, or null
 *     for none</td></tr>
 * <tr><td>mutation</td><td>{@code randomReset {[anyValue]}}, {@code swap {[pyevolveRate]}},
 *     {@code inversion}, {@code shuffleIndexes {indpb}}, {@code inRowMove {[document003]}},
 *     {@code repair {stepsPerQueen, minSteps, partnerTries}},
 *     {@code conflictDirectedSwap {partners, attempts, moves}}, or null for none</td></tr>
 * <tr><td>fitness</td><td>{@code attackingPairs {encoding}}, {@code nonAttackingPairs {encoding}},
 *     {@code halvedCost}, {@code threats {[lineOfSight]}}, {@code adjacentRowScore}</td></tr>
 * <tr><td>replacement</td><td>{@code generational}, {@code elitism {count} or {share}},
 *     {@code elitismIfBetter {count}}, {@code steadyState {count}}, {@code muPlusLambda {lambda}}</td></tr>
 * <tr><td>limits (a list)</td><td>{@code generations {max}}, {@code minGenerations {min}},
 *     {@code solved}, {@code fitnessTarget {target}}, {@code stagnation {generations}},
 *     {@code time {budget: "PT60S"}}, {@code allSolutions}, {@code restartOnSolution},
 *     {@code restartAfterStagnation {generations}}</td></tr>
 * <tr><td>rates</td><td>a probability, or {@code {initial, dropPerGeneration}}</td></tr>
 * </table>
 *
 * <pre>{@code
 * String json = EngineSpec.of(Presets.doc003Tuned()).toJson();
 * Engine same = EngineSpec.parse(json).build();
 * ExperimentSpec sweep = ExperimentSpec.sweep(EngineSpec.of(Presets.doc001Fixed()))
 *         .axis("selection", "selector", List.of(Tournament.of(3), LinearRank.of(2.0)))
 *         .seeds(0, 30);
 * ExperimentResult r = sweep.experiment().saveTo(Path.of("runs/selection")).run();
 * }</pre>
 */
package io.nqueens.spec;
