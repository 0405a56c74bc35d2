package io.nqueens.engine;

import io.nqueens.Checks;
import io.nqueens.board.Encoding;
import io.nqueens.fitness.Fitness;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.mutation.Mutation;
import io.nqueens.operators.selection.Selector;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Everything an {@link Engine} is configured with, as one immutable value; {@link Engine.Builder}
 * collects it and {@link Engine#toBuilder()} starts from it. The constructor checks that the parts
 * fit together (see {@link Engine.Builder#build()}); {@link #toString()} prints every setting, a
 * few short lines, so two engines that differ print differently.
 *
 * @param encoding the genome encoding
 * @param boardSize the board size N
 * @param fitness the fitness function
 * @param populationSize the population size μ
 * @param selector the parent selection
 * @param distinctParents whether the two parents of a mating must be different individuals
 * @param crossover the crossover, or null to copy the parents
 * @param crossoverRate the crossover probability per mating, by generation
 * @param childrenPerMating children kept per mating, 1 or 2
 * @param mutation the mutation, or null for none
 * @param mutationRate the mutation probability per child, by generation (unused under the
 *     fitness-share rule)
 * @param mutationShareThreshold document 001's rule: mutate the children whose share of the
 *     children's total fitness is below this; NaN when the rule is off
 * @param replacement how the survivors of each generation are chosen
 * @param limits the stopping and restarting rules, in the order the run asks them
 * @param trackDiversity whether each generation counts its distinct genomes
 * @param label a short name for tables and legends
 * @param pluginIds the {@link PluginId} of each part that is a user's plug-in (not the kit's own),
 *     by the part's name ({@code "fitness"}, {@code "selector"}, {@code "crossover"},
 *     {@code "mutation"}, {@code "replacement"}), taken by {@link Engine.Builder#build()} from the
 *     {@link PluginRegistry} when the setting is built; what {@link #identity()} names them by
 */
public record Settings(
        Encoding encoding,
        int boardSize,
        Fitness fitness,
        int populationSize,
        Selector selector,
        boolean distinctParents,
        Crossover crossover,
        Rate crossoverRate,
        int childrenPerMating,
        Mutation mutation,
        Rate mutationRate,
        double mutationShareThreshold,
        Replacement replacement,
        List<Limit> limits,
        boolean trackDiversity,
        String label,
        java.util.Map<String, PluginId> pluginIds) {

    /**
     * Checks that the parts fit together and puts the limits in the order the run asks them.
     *
     * @param encoding the genome encoding
     * @param boardSize the board size N
     * @param fitness the fitness function
     * @param populationSize the population size μ
     * @param selector the parent selection
     * @param distinctParents whether the two parents of a mating must be different individuals
     * @param crossover the crossover, or null to copy the parents
     * @param crossoverRate the crossover probability per mating, by generation
     * @param childrenPerMating children kept per mating, 1 or 2
     * @param mutation the mutation, or null for none
     * @param mutationRate the mutation probability per child, by generation (unused under the
     *     fitness-share rule)
     * @param mutationShareThreshold document 001's rule: mutate the children whose share of the
     *     children's total fitness is below this; NaN when the rule is off
     * @param replacement how the survivors of each generation are chosen
     * @param limits the stopping and restarting rules, in the order the run asks them
     * @param trackDiversity whether each generation counts its distinct genomes
     * @param label a short name for tables and legends
     * @param pluginIds the id of each part that is a plug-in, by the part's name
     * @throws IllegalArgumentException naming the setting or plug-in at fault (see
     *     {@link Engine.Builder#build()}), or when {@code pluginIds} does not hold an id for
     *     exactly the parts that are plug-ins
     */
    public Settings {
        Checks.notNull("encoding", encoding);
        encoding.checkBoardSize(boardSize);
        Checks.notNull("fitness", fitness);
        Checks.inRange("population size", populationSize, 2, 10_000_000);
        Checks.notNull("selector", selector);
        Checks.notNull("crossover rate", crossoverRate);
        Checks.inRange("children per mating", childrenPerMating, 1, 2);
        Checks.notNull("mutation rate", mutationRate);
        Checks.notNull("replacement", replacement);
        Checks.notNull("label", label);
        limits = ordered(Checks.notNull("limits", limits));
        pluginIds = PluginRegistry.checked(pluginIds, fitness, selector, crossover, mutation, replacement);
        PluginFit.check(encoding, boardSize, fitness, crossover, mutation, mutationShareThreshold);
        selector.checkFits(populationSize);
        replacement.checkFits(populationSize);
        checkOffspringCount(replacement, populationSize);
        checkLimits(limits, encoding, boardSize);
        checkEvaluationBudget(limits, populationSize);
    }

    private static List<Limit> ordered(List<Limit> limits) {
        List<Limit> sorted = new ArrayList<>(limits.size());
        for (Limit l : limits) {
            sorted.add(Checks.notNull("a limit", l));
        }
        sorted.sort(Comparator.comparingInt(Limit::order));
        return List.copyOf(sorted);
    }

    private static void checkOffspringCount(Replacement replacement, int mu) {
        int lambda = replacement.offspringCount(mu);
        if (lambda < 1 || lambda > 10_000_000) {
            throw new IllegalArgumentException("replacement " + replacement + ": offspringCount(" + mu
                    + ") must be in [1, 10000000], was " + lambda);
        }
    }

    private static void checkLimits(List<Limit> limits, Encoding encoding, int n) {
        int generations = 0;
        int kinds = 0;
        for (int i = 0; i < limits.size(); i++) {
            Limit l = limits.get(i);
            if (i > 0 && limits.get(i - 1).getClass() == l.getClass()) {
                throw new IllegalArgumentException("limits: " + limits.get(i - 1) + " and " + l
                        + " are of one kind; give each kind at most once");
            }
            l.checkFits(encoding, n);
            if (l instanceof Limit.Generations g) {
                generations = g.max();
            }
            kinds |= l instanceof Limit.Solved ? 1 : l instanceof Limit.AllSolutions ? 2 : 0;
        }
        if (generations == 0) {
            throw new IllegalArgumentException("limits " + limits + " hold no generation budget; every run needs one,"
                    + " e.g. Limits.generations(1000)");
        }
        if (kinds == 3) {
            throw new IllegalArgumentException("limits: stop when solved and all solutions exclude each other;"
                    + " give one of them");
        }
        int min = minGenerations(limits);
        if (min > generations) {
            throw new IllegalArgumentException("minGenerations must be in [0, maxGenerations = " + generations
                    + "], was " + min);
        }
    }

    /** The initial population alone costs μ evaluations: a smaller budget could not be kept. */
    private static void checkEvaluationBudget(List<Limit> limits, int mu) {
        for (Limit l : limits) {
            if (l instanceof Limit.Evaluations e && e.max() < mu) {
                throw new IllegalArgumentException("maxEvaluations must be at least the population size " + mu
                        + " (the initial population's evaluations), was " + e.max());
            }
        }
    }

    private static int minGenerations(List<Limit> limits) {
        for (Limit l : limits) {
            if (l instanceof Limit.MinGenerations m) {
                return m.min();
            }
        }
        return 0;
    }

    /** {@return the generation budget} */
    public int maxGenerations() {
        for (Limit l : limits) {
            if (l instanceof Limit.Generations g) {
                return g.max();
            }
        }
        throw new IllegalStateException("no generation budget"); // the constructor refuses that
    }

    /** {@return the generations to run before a success may stop the run (0 when any may)} */
    public int minGenerations() {
        return minGenerations(limits);
    }

    /** {@return whether the run goes on until every distinct solution has been seen} */
    public boolean findsAllSolutions() {
        return limits.stream().anyMatch(l -> l instanceof Limit.AllSolutions);
    }

    /** {@return whether document 001's fitness-share rule decides which children mutate} */
    public boolean usesShareRule() {
        return !Double.isNaN(mutationShareThreshold);
    }

    /**
     * The setting's identity: the canonical JSON of everything that decides how its runs go, every
     * parameter of every part (operators, rates, replacement, limits, encoding, fitness), the label
     * left out, written by the same writer as specs ({@link io.nqueens.json.Json#writeLine}). Two
     * settings whose identities are equal run identically seed for seed; two that run differently
     * never have equal identities (unless a plug-in's code changed while its registered name and
     * version stayed the same: see {@link PluginId}). A plug-in appears as the {@link PluginId}
     * it had when the setting was built ({@link #pluginIds()}): registering it again later, under
     * another version say, changes the identity of the settings built afterwards, never of this
     * one, so an identity computed twice is the same. This is what a saved
     * experiment compares, and what code that must tell settings apart (a tuner, a cache) should
     * compare; never {@link #toString()}, which is written for people. Kit parts appear as their
     * class and fields, e.g.
     * {@code "mutation":{"class":"ConflictDirectedSwap","attempts":8,"moves":1,"partners":64}}.
     * O(size of the parts).
     *
     * @return one line, {@code {"encoding":"INTEGER","boardSize":8,"fitness":{...},...,"trackDiversity":true}}
     */
    public String identity() {
        return SettingsIdentity.text(this);
    }

    /**
     * {@link #identity()} by part, to say which part two settings differ in.
     *
     * @return part name (as in {@code EngineSpec.KEYS}) to its canonical JSON, in a fixed order
     */
    public java.util.Map<String, String> identityParts() {
        return java.util.Collections.unmodifiableMap(SettingsIdentity.parts(this));
    }

    /**
     * The identity of one part (an operator, fitness, replacement, limit or rate) as it appears in
     * {@link #identity()}: its class and every field, or a plug-in's registered name and version
     * as a setting built now would hold them ({@link PluginRegistry#idOf}). What tells two parts
     * apart, never their {@code toString}. O(size of the part).
     *
     * @param part the part, or null (none)
     * @param kind what it is, e.g. {@code "crossover"}, for a plug-in's name
     * @return one line of canonical JSON
     */
    public static String identityOf(Object part, String kind) {
        return SettingsIdentity.part(part, kind);
    }

    /** {@return the SHA-256 of {@link #identity()}, 64 hex digits: what a saved run file records} */
    public String fingerprint() {
        return SettingsIdentity.fingerprint(identity());
    }

    /**
     * {@return every setting in a few lines of at most 100 columns} e.g.
     * <pre>
     * 001 faithful: INTEGER N=8, population 1000, fitness NonAttackingPairs (maximise)
     *   selection roulette, distinct parents; crossover single point p=1.0, 1 child per mating
     *   mutation random reset when fitness share &lt; 1.0E-5; replacement generational
     *   limits: stop when solved, at most 100 generations; diversity tracked
     * </pre>
     */
    @Override
    public String toString() {
        String mutated = mutation == null ? "none" : mutation.name() + (usesShareRule()
                ? " when fitness share < " + mutationShareThreshold : " p=" + mutationRate);
        return label + ": " + encoding + " N=" + boardSize + ", population " + populationSize + ", fitness "
                + fitness.name() + " (" + fitness.direction().toString().toLowerCase() + ")\n"
                + "  selection " + selector.name() + (distinctParents ? ", distinct parents" : "")
                + "; crossover " + (crossover == null ? "none" : crossover.name() + " p=" + crossoverRate)
                + ", " + childrenPerMating + (childrenPerMating == 1 ? " child" : " children") + " per mating\n"
                + "  mutation " + mutated + "; replacement " + replacement + "\n"
                + "  limits: " + String.join(", ", limits.stream().map(Limit::toString).toList())
                + "; diversity " + (trackDiversity ? "tracked" : "not tracked");
    }
}
