package io.nqueens.spec;

import io.nqueens.board.Encoding;
import io.nqueens.memetic.ConflictDirectedSwap;
import io.nqueens.memetic.Repair;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.crossover.CutAndCrossfill;
import io.nqueens.operators.crossover.CycleCrossover;
import io.nqueens.operators.crossover.GeneWise;
import io.nqueens.operators.crossover.OrderCrossover;
import io.nqueens.operators.crossover.Pmx;
import io.nqueens.operators.crossover.RowBoundary;
import io.nqueens.operators.crossover.SinglePoint;
import io.nqueens.operators.crossover.UniformCrossover;
import io.nqueens.operators.mutation.InRowMove;
import io.nqueens.operators.mutation.Inversion;
import io.nqueens.operators.mutation.Mutation;
import io.nqueens.operators.mutation.RandomReset;
import io.nqueens.operators.mutation.ShuffleIndexes;
import io.nqueens.operators.mutation.Swap;
import io.nqueens.operators.selection.BestTies;
import io.nqueens.operators.selection.LinearRank;
import io.nqueens.operators.selection.RouletteWheel;
import io.nqueens.operators.selection.Selector;
import io.nqueens.operators.selection.StochasticUniversalSampling;
import io.nqueens.operators.selection.Tournament;
import io.nqueens.operators.selection.Truncation;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

import static io.nqueens.spec.CatalogueEntry.Kind.CROSSOVER;
import static io.nqueens.spec.CatalogueEntry.Kind.LOCAL_SEARCH;
import static io.nqueens.spec.CatalogueEntry.Kind.MUTATION;
import static io.nqueens.spec.CatalogueEntry.Kind.SELECTOR;
import static io.nqueens.spec.Parameter.choice;
import static io.nqueens.spec.Parameter.flag;
import static io.nqueens.spec.Parameter.integer;
import static io.nqueens.spec.Parameter.real;

/**
 * The kit's selectors, crossovers and mutations (the memetic local searches included), one entry
 * each: the one place an operator is added. From it come the spec forms that read and write them
 * (e.g. {@code {"op": "tournament", "k": 3}}), the table of them in the {@code io.nqueens.spec}
 * package documentation ({@link #table()}, checked against the file by a test), and the contract
 * tests every operator of a kind gets. A new operator is its class plus one entry below. O(entries)
 * to find an operator's form.
 */
public final class OperatorCatalogue {
    private static final Set<Encoding> INTEGER = EnumSet.of(Encoding.INTEGER);
    private static final Set<Encoding> PERMUTATION = EnumSet.of(Encoding.PERMUTATION);
    private static final Set<Encoding> ONE_HOT_ROWS = EnumSet.of(Encoding.ONE_HOT_ROWS);
    private static final Set<Encoding> VECTORS = EnumSet.of(Encoding.INTEGER, Encoding.PERMUTATION, Encoding.BINARY);
    private static final Set<Encoding> NONE = Set.of();

    /** The kit's operators. */
    public static final OperatorCatalogue KIT = new OperatorCatalogue(List.of(
            entry(SELECTOR, "tournament", Tournament.class, NONE, "the best of k contestants drawn uniformly,"
                    + " with replacement unless distinct", a -> a.flag("distinct") ? Tournament.withoutReplacement(
                    a.intValue("k")) : Tournament.of(a.intValue("k")), t -> values(t.size(), t.distinct()),
                    integer("k", 1, Integer.MAX_VALUE, 3, 1, 2), flag("distinct")),
            entry(SELECTOR, "roulette", RouletteWheel.class, NONE, "fitness-proportionate (1 / (1 + f) when"
                    + " minimised)", a -> RouletteWheel.of()),
            entry(SELECTOR, "sus", StochasticUniversalSampling.class, NONE, "stochastic universal sampling: the"
                    + " roulette's weights, one spin of evenly spaced pointers", a -> StochasticUniversalSampling.of()),
            entry(SELECTOR, "linearRank", LinearRank.class, NONE, "linear ranking; the best gets pressure picks"
                    + " per μ", a -> LinearRank.of(a.doubleValue("pressure")), r -> values(r.pressure()),
                    real("pressure", 1, 2, 1.5, 1, 2)),
            entry(SELECTOR, "truncation", Truncation.class, NONE, "uniform among the best share of the population",
                    a -> Truncation.of(a.doubleValue("share")), t -> values(t.share()),
                    real("share", 0, 1, 0.5, 0.05, 1).aboveLow()),
            entry(SELECTOR, "bestTies", BestTies.class, NONE, "uniform among those tied with the best (pyevolve's"
                    + " rank selector, document 002)", a -> BestTies.of()),
            entry(CROSSOVER, "singlePoint", SinglePoint.class, INTEGER, "one cut; documents 000 and 001 differ in"
                    + " where it may fall", a -> SinglePoint.of(a.choice("cuts", SinglePoint.Cuts.class)),
                    s -> values(s.cuts()), choice("cuts", SinglePoint.Cuts.class)),
            entry(CROSSOVER, "uniform", UniformCrossover.class, INTEGER, "each gene exchanged with probability"
                    + " indpb (DEAP's cxUniform)", a -> UniformCrossover.of(a.doubleValue("indpb")),
                    u -> values(u.indpb()), real("indpb", 0, 1, 0.5, 0, 1)),
            entry(CROSSOVER, "geneWise", GeneWise.class, INTEGER, "each gene from parent 1, parent 2 or random"
                    + " (document 004: 45% / 45% / 10%)", a -> GeneWise.of(a.doubleValue("fromFirst"),
                    a.doubleValue("fromSecond")), g -> values(g.fromFirst(), g.fromSecond()),
                    real("fromFirst", 0, 1, 0.45, 0, 0.55), real("fromSecond", 0, 1, 0.45, 0, 0.55)),
            entry(CROSSOVER, "pmx", Pmx.class, PERMUTATION, "partially mapped crossover; distinctCuts as DEAP's",
                    a -> a.flag("distinctCuts") ? Pmx.withDistinctCuts() : Pmx.of(), p -> values(p.distinctCuts()),
                    flag("distinctCuts")),
            entry(CROSSOVER, "ox", OrderCrossover.class, PERMUTATION, "order crossover (Davis)",
                    a -> OrderCrossover.of()),
            entry(CROSSOVER, "cx", CycleCrossover.class, PERMUTATION, "cycle crossover (Oliver et al.); draws"
                    + " nothing", a -> CycleCrossover.of()),
            entry(CROSSOVER, "cutAndCrossfill", CutAndCrossfill.class, EnumSet.of(Encoding.PERMUTATION,
                    Encoding.BINARY), "pyevolve's, document 002's (on BINARY its quirk: queens come and go)",
                    a -> CutAndCrossfill.of()),
            entry(CROSSOVER, "rowBoundary", RowBoundary.class, ONE_HOT_ROWS, "one cut between rows; document003:"
                    + " that document's shifted second child", a -> a.flag("document003") ? RowBoundary.asDocument003()
                    : RowBoundary.of(), r -> values(r.document003()), flag("document003")),
            entry(MUTATION, "randomReset", RandomReset.class, INTEGER, "one queen to another row (anyValue: any row,"
                    + " as documents 000 and 001)", a -> a.flag("anyValue") ? RandomReset.anyValue()
                    : RandomReset.toOtherValue(), r -> values(r.drawsAnyValue()), flag("anyValue")),
            entry(MUTATION, "swap", Swap.class, VECTORS, "two genes exchanged; pyevolveRate: pyevolve's swap"
                    + " mutator (document 002)", a -> a.has("pyevolveRate") ? Swap.pyevolve(a.doubleValue(
                    "pyevolveRate")) : Swap.of(), s -> values(Double.isNaN(s.pyevolveRate()) ? null
                    : s.pyevolveRate()), real("pyevolveRate", 0, 1, 0.02, 0.5, 0).orLeftOut()),
            entry(MUTATION, "inversion", Inversion.class, VECTORS, "the genes between two positions reversed",
                    a -> Inversion.of()),
            entry(MUTATION, "shuffleIndexes", ShuffleIndexes.class, VECTORS, "each gene exchanged with probability"
                    + " indpb (DEAP's mutShuffleIndexes)", a -> ShuffleIndexes.of(a.doubleValue("indpb")),
                    s -> values(s.indpb()), real("indpb", 0, 1, 0.05, 0, 1)),
            entry(MUTATION, "inRowMove", InRowMove.class, ONE_HOT_ROWS, "one queen moved within its row;"
                    + " document003: only if a random cell holds one", a -> a.flag("document003")
                    ? InRowMove.asDocument003() : InRowMove.of(), m -> values(m.document003()), flag("document003")),
            entry(LOCAL_SEARCH, "repair", Repair.class, PERMUTATION, "min-conflicts repair within a budget of"
                    + " swap evaluations (stepsPerQueen 0: minSteps alone)", OperatorCatalogue::repair,
                    r -> values(r.stepsPerQueen(), r.minSteps(), r.partnerTries()),
                    real("stepsPerQueen", 0, Repair.MAX_STEPS_PER_QUEEN, 2.5, 0),
                    integer("minSteps", 0, Repair.MAX_STEPS, 300, 0), integer("partnerTries", 1, 1_000_000, 2, 1)),
            entry(LOCAL_SEARCH, "conflictDirectedSwap", ConflictDirectedSwap.class, PERMUTATION, "an attacked"
                    + " queen swapped with the best of sampled partners", a -> ConflictDirectedSwap.of(
                    a.intValue("partners")).attempts(a.intValue("attempts")).moves(a.intValue("moves")),
                    c -> values(c.partners(), c.attempts(), c.moves()), integer("partners", 1, 1_000_000, 64, 1),
                    integer("attempts", 1, 1_000_000, 64, 1), integer("moves", 1, 1_000_000, 1, 3))));

    private final List<CatalogueEntry<?>> entries;
    private final Forms<Selector> selectors;
    private final Forms<Crossover> crossovers;
    private final Forms<Mutation> mutations;

    private OperatorCatalogue(List<CatalogueEntry<?>> entries) {
        this.entries = List.copyOf(entries);
        this.selectors = forms(Plugins.Kind.SELECTOR);
        this.crossovers = forms(Plugins.Kind.CROSSOVER);
        this.mutations = forms(Plugins.Kind.MUTATION);
    }

    /**
     * One catalogue entry: what a new operator adds. The values function reads the parameters
     * back from an instance, in the parameters' order.
     *
     * @param kind what it is
     * @param op its spec name
     * @param type its class
     * @param encodings the encodings it accepts (none for a selector)
     * @param description one line for the documentation table
     * @param factory makes it from its parameter values
     * @param values its parameter values, read through its accessors
     * @param parameters its parameters
     * @param <T> the operator interface
     * @param <C> its class
     * @return the entry
     */
    public static <T, C extends T> CatalogueEntry<T> entry(CatalogueEntry.Kind kind, String op, Class<C> type,
            Set<Encoding> encodings, String description, Function<OperatorArgs, C> factory,
            Function<C, List<Object>> values, Parameter... parameters) {
        return new CatalogueEntry<>(kind, op, type, encodings, description, List.of(parameters), factory,
                part -> values.apply(type.cast(part)));
    }

    /**
     * An entry for an operator without parameters.
     *
     * @param kind what it is
     * @param op its spec name
     * @param type its class
     * @param encodings the encodings it accepts (none for a selector)
     * @param description one line for the documentation table
     * @param factory makes it
     * @param <T> the operator interface
     * @param <C> its class
     * @return the entry
     */
    public static <T, C extends T> CatalogueEntry<T> entry(CatalogueEntry.Kind kind, String op, Class<C> type,
            Set<Encoding> encodings, String description, Function<OperatorArgs, C> factory) {
        return entry(kind, op, type, encodings, description, factory, part -> List.of());
    }

    /**
     * {@return the values, in order; null for a parameter left out}
     *
     * @param values the values
     */
    public static List<Object> values(Object... values) {
        return Arrays.asList(values);
    }

    /**
     * This catalogue with one more operator, e.g. a test's or a course's own.
     *
     * @param entry the operator's entry
     * @return a new catalogue; this one is unchanged
     * @throws IllegalArgumentException when an operator of the same spec kind has its op name, or
     *     an entry has its class
     */
    public OperatorCatalogue with(CatalogueEntry<?> entry) {
        for (CatalogueEntry<?> e : entries) {
            if ((e.kind().forms == entry.kind().forms && e.op().equals(entry.op())) || e.type() == entry.type()) {
                throw new IllegalArgumentException("the catalogue already has " + e + " (" + e.type().getSimpleName()
                        + "), so it cannot add " + entry + " (" + entry.type().getSimpleName() + ")");
            }
        }
        List<CatalogueEntry<?>> more = new ArrayList<>(entries);
        more.add(entry);
        return new OperatorCatalogue(more);
    }

    /** {@return every entry, in order} */
    public List<CatalogueEntry<?>> entries() {
        return entries;
    }

    /**
     * {@return the entries of one kind, in order}
     *
     * @param kind the kind
     */
    public List<CatalogueEntry<?>> entries(CatalogueEntry.Kind kind) {
        return entries.stream().filter(e -> e.kind() == kind).toList();
    }

    Forms<Selector> selectors() {
        return selectors;
    }

    Forms<Crossover> crossovers() {
        return crossovers;
    }

    Forms<Mutation> mutations() {
        return mutations;
    }

    /** The spec forms of the entries written under one plug-in kind; they write exactly their classes. */
    private <T> Forms<T> forms(Plugins.Kind kind) {
        Forms<T> forms = new Forms<T>(kind).writingExactClasses();
        for (CatalogueEntry<?> e : entries) {
            if (e.kind().forms == kind) {
                @SuppressWarnings("unchecked")
                CatalogueEntry<T> typed = (CatalogueEntry<T>) e;
                forms.add(typed.op(), typed.parameterNames(), (n, enc) -> typed.make(OperatorArgs.read(n,
                        typed.parameters())), typed::write);
            }
        }
        return forms;
    }

    /**
     * The documentation table of the operators' spec forms, one row per operator, as HTML lines
     * for a javadoc comment (the {@code io.nqueens.spec} package documentation holds it).
     *
     * @return the lines, without the comment's leading {@code " * "}
     */
    public List<String> table() {
        List<String> out = new ArrayList<>();
        out.add("<table class=\"striped\">");
        out.add("<caption>The kit's operators and their spec forms (a member in brackets may be left out;");
        out.add("    a flag left out is false)</caption>");
        out.add("<tr><th>part</th><th>spec form</th><th>encodings</th><th>what it does</th></tr>");
        for (CatalogueEntry<?> e : entries) {
            String form = e.parameters().isEmpty() ? e.op() : e.op() + " {" + String.join(", ",
                    e.parameters().stream().map(Parameter::shown).toList()) + "}";
            String encodings = e.encodings().isEmpty() ? "any" : String.join(", ", Arrays.stream(Encoding.values())
                    .filter(e.encodings()::contains).map(Enum::name).toList());
            out.add("<tr><td>" + e.kind().word + "</td>");
            out.add("    <td>{@code " + form + "}</td><td>" + encodings + "</td>");
            out.add("    <td>" + html(e.description()) + "</td></tr>");
        }
        out.add("</table>");
        return out;
    }

    private static String html(String text) {
        if (text.contains("*/") || text.contains("{@")) {
            throw new IllegalArgumentException("an operator's description cannot hold \"*/\" or \"{@\" (it goes"
                    + " into a javadoc comment), was " + text);
        }
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    /** Repair.of(stepsPerQueen) or, with stepsPerQueen 0, Repair.ofSteps(minSteps); then the rest. */
    private static Repair repair(OperatorArgs a) {
        double perQueen = a.doubleValue("stepsPerQueen");
        long minSteps = a.longValue("minSteps");
        Repair r = perQueen == 0 ? Repair.ofSteps(minSteps) : Repair.of(perQueen);
        if (perQueen != 0 && minSteps != 0) {
            r = r.minSteps(minSteps);
        }
        return r.partnerTries(a.intValue("partnerTries"));
    }
}
