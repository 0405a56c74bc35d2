/**
 * Settings as data: an engine ({@link io.nqueens.spec.EngineSpec}) or a whole experiment, sweep
 * or comparison ({@link io.nqueens.spec.ExperimentSpec}) written as a small JSON text and read
 * back to one that runs identically, seed for seed. Every part is an object naming its kind under
 * {@code "op"} with its factory's parameters beside it, or {@code {"plugin": NAME}} for a plug-in
 * of one's own registered with {@link io.nqueens.spec.Plugins}. The operators (their one list is
 * {@link io.nqueens.spec.OperatorCatalogue}):
 *
 * <!-- The operators' table is made from OperatorCatalogue.table(); OperatorTableTest checks it, and
 *      mvn -pl lib test -Dtest=OperatorTableTest -Dnqueens.writeTable=true rewrites it. -->
 * <table class="striped">
 * <caption>The kit's operators and their spec forms (a member in brackets may be left out;
 *     a flag left out is false)</caption>
 * <tr><th>part</th><th>spec form</th><th>encodings</th><th>what it does</th></tr>
 * <tr><td>selector</td>
 *     <td>{@code tournament {k: integer ≥ 1, [distinct]}}</td><td>any</td>
 *     <td>the best of k contestants drawn uniformly, with replacement unless distinct</td></tr>
 * <tr><td>selector</td>
 *     <td>{@code roulette}</td><td>any</td>
 *     <td>fitness-proportionate (1 / (1 + f) when minimised)</td></tr>
 * <tr><td>selector</td>
 *     <td>{@code sus}</td><td>any</td>
 *     <td>stochastic universal sampling: the roulette's weights, one spin of evenly spaced pointers</td></tr>
 * <tr><td>selector</td>
 *     <td>{@code linearRank {pressure: number in [1, 2]}}</td><td>any</td>
 *     <td>linear ranking; the best gets pressure picks per μ</td></tr>
 * <tr><td>selector</td>
 *     <td>{@code truncation {share: number in (0, 1]}}</td><td>any</td>
 *     <td>uniform among the best share of the population</td></tr>
 * <tr><td>selector</td>
 *     <td>{@code bestTies}</td><td>any</td>
 *     <td>uniform among those tied with the best (pyevolve's rank selector, document 002)</td></tr>
 * <tr><td>crossover</td>
 *     <td>{@code singlePoint {cuts: "interior" | "any" | "belowLength"}}</td><td>INTEGER</td>
 *     <td>one cut; documents 000 and 001 differ in where it may fall</td></tr>
 * <tr><td>crossover</td>
 *     <td>{@code uniform {indpb: number in [0, 1]}}</td><td>INTEGER</td>
 *     <td>each gene exchanged with probability indpb (DEAP's cxUniform)</td></tr>
 * <tr><td>crossover</td>
 *     <td>{@code geneWise {fromFirst: number in [0, 1], fromSecond: number in [0, 1]}}</td><td>INTEGER</td>
 *     <td>each gene from parent 1, parent 2 or random (document 004: 45% / 45% / 10%)</td></tr>
 * <tr><td>crossover</td>
 *     <td>{@code pmx {[distinctCuts]}}</td><td>PERMUTATION</td>
 *     <td>partially mapped crossover; distinctCuts as DEAP's</td></tr>
 * <tr><td>crossover</td>
 *     <td>{@code ox}</td><td>PERMUTATION</td>
 *     <td>order crossover (Davis)</td></tr>
 * <tr><td>crossover</td>
 *     <td>{@code cx}</td><td>PERMUTATION</td>
 *     <td>cycle crossover (Oliver et al.); draws nothing</td></tr>
 * <tr><td>crossover</td>
 *     <td>{@code cutAndCrossfill}</td><td>PERMUTATION, BINARY</td>
 *     <td>pyevolve's, document 002's (on BINARY its quirk: queens come and go)</td></tr>
 * <tr><td>crossover</td>
 *     <td>{@code rowBoundary {[document003]}}</td><td>ONE_HOT_ROWS</td>
 *     <td>one cut between rows; document003: that document's shifted second child</td></tr>
 * <tr><td>mutation</td>
 *     <td>{@code randomReset {[anyValue]}}</td><td>INTEGER</td>
 *     <td>one queen to another row (anyValue: any row, as documents 000 and 001)</td></tr>
 * <tr><td>mutation</td>
 *     <td>{@code swap {[pyevolveRate: number in [0, 1]]}}</td><td>INTEGER, PERMUTATION, BINARY</td>
 *     <td>two genes exchanged; pyevolveRate: pyevolve's swap mutator (document 002)</td></tr>
 * <tr><td>mutation</td>
 *     <td>{@code inversion}</td><td>INTEGER, PERMUTATION, BINARY</td>
 *     <td>the genes between two positions reversed</td></tr>
 * <tr><td>mutation</td>
 *     <td>{@code shuffleIndexes {indpb: number in [0, 1]}}</td><td>INTEGER, PERMUTATION, BINARY</td>
 *     <td>each gene exchanged with probability indpb (DEAP's mutShuffleIndexes)</td></tr>
 * <tr><td>mutation</td>
 *     <td>{@code inRowMove {[document003]}}</td><td>ONE_HOT_ROWS</td>
 *     <td>one queen moved within its row; document003: only if a random cell holds one</td></tr>
 * <tr><td>mutation (local search)</td>
 *     <td>{@code repair {stepsPerQueen: number in [0, 1e6], minSteps: integer in [0, 1e12], partnerTries: integer in [1, 1e6]}}</td><td>PERMUTATION</td>
 *     <td>min-conflicts repair within a budget of swap evaluations (stepsPerQueen 0: minSteps alone)</td></tr>
 * <tr><td>mutation (local search)</td>
 *     <td>{@code conflictDirectedSwap {partners: integer in [1, 1e6], attempts: integer in [1, 1e6], moves: integer in [1, 1e6]}}</td><td>PERMUTATION</td>
 *     <td>an attacked queen swapped with the best of sampled partners</td></tr>
 * </table>
 * <!-- end of the operators' table -->
 *
 * <p>A crossover or a mutation may also be {@code null}, for none. The other parts:
 *
 * <table class="striped">
 * <caption>The kit's other parts and their spec forms (a flag in brackets is left out when false)</caption>
 * <tr><th>part</th><th>forms</th></tr>
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
