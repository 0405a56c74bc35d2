package io.nqueens.spec;

import io.nqueens.board.Encoding;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.crossover.CutAndCrossfill;
import io.nqueens.operators.mutation.Mutation;
import io.nqueens.operators.selection.Selector;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.function.Executable;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The contract tests every operator gets by being in an {@link OperatorCatalogue}, in the spirit
 * of Jenetics' AltererTester and SelectorTester: one container per entry, one test per contract,
 * run on each of the entry's example operators. The contracts every kind shares are here; what a
 * selector, a crossover, a mutation and a local search must do is in {@link KindContracts}.
 */
public final class OperatorContracts {
    private OperatorContracts() {}

    /** Encodings an operator accepts without keeping its genomes valid, each documented as a quirk. */
    static final Map<Class<?>, Set<Encoding>> QUIRKS = Map.of(
            CutAndCrossfill.class, Set.of(Encoding.BINARY)); // document 002's, see CutAndCrossfillQuirkTest

    /**
     * {@return the contract tests of every entry of the catalogue, one container per entry}
     *
     * @param catalogue the catalogue
     */
    public static List<DynamicNode> of(OperatorCatalogue catalogue) {
        List<DynamicNode> out = new ArrayList<>();
        for (CatalogueEntry<?> e : catalogue.entries()) {
            out.add(DynamicContainer.dynamicContainer(e.toString(), tests(catalogue, e)));
        }
        return out;
    }

    /** The contract tests of one entry: the shared ones, then its kind's. */
    static List<DynamicTest> tests(OperatorCatalogue catalogue, CatalogueEntry<?> e) {
        Map<String, Executable> contracts = new LinkedHashMap<>();
        contracts.put("its spec form reads back to the same operator", () -> specFormsRoundTrip(catalogue, e));
        contracts.put("its spec form holds the values it was made from", () -> specFormsHoldTheirValues(catalogue, e));
        contracts.put("its factory refuses the values just outside the declared ranges", () -> rangesHold(e));
        contracts.put("its examples have names of their own", () -> namesAreDistinct(e));
        KindContracts.add(e, contracts);
        List<DynamicTest> tests = new ArrayList<>();
        contracts.forEach((name, test) -> tests.add(DynamicTest.dynamicTest(name, test)));
        return tests;
    }

    /** The example operators of an entry. */
    static List<Object> examples(CatalogueEntry<?> e) {
        return e.examples().stream().map(a -> (Object) e.make(a)).toList();
    }

    @SuppressWarnings("unchecked")
    static Forms<Object> forms(OperatorCatalogue catalogue, CatalogueEntry<?> e) {
        return (Forms<Object>) (Forms<?>) switch (e.kind()) {
            case SELECTOR -> catalogue.selectors();
            case CROSSOVER -> catalogue.crossovers();
            case MUTATION, LOCAL_SEARCH -> catalogue.mutations();
        };
    }

    /**
     * Written and read back, an example is of the same class, prints the same, writes the same
     * spec again and behaves the same, seed for seed.
     */
    static void specFormsRoundTrip(OperatorCatalogue catalogue, CatalogueEntry<?> e) {
        Forms<Object> forms = forms(catalogue, e);
        for (Object op : examples(e)) {
            Map<String, Object> written = forms.write(op);
            assertEquals(e.op(), written.get("op"), () -> op + " was written as " + written);
            Object back = forms.read(Node.root(e.kind().word, written), null);
            assertEquals(op.getClass(), back.getClass(), () -> op + " read back from " + written);
            assertEquals(op.toString(), back.toString(), () -> "read back from " + written);
            assertEquals(written, forms.write(back), () -> op + " read back and written again");
            assertEquals(KindContracts.behaviour(e, op), KindContracts.behaviour(e, back),
                    () -> op + " read back from " + written + " behaves otherwise");
        }
    }

    /**
     * The spec written from an example holds exactly the values the example was made from: the
     * entry's reverse reads what its factory was given (a false flag and a left-out value are
     * not written).
     */
    static void specFormsHoldTheirValues(OperatorCatalogue catalogue, CatalogueEntry<?> e) {
        Forms<Object> forms = forms(catalogue, e);
        for (OperatorArgs args : e.examples()) {
            Object op = e.make(args);
            Map<String, Object> written = new LinkedHashMap<>(forms.write(op));
            written.remove("op");
            assertEquals(comparable(args.values()), comparable(written), () -> op + " made from " + args);
        }
    }

    /** Values as the spec compares them: numbers as doubles, choices by their spec names, false flags dropped. */
    private static Map<String, Object> comparable(Map<String, Object> values) {
        Map<String, Object> out = new LinkedHashMap<>();
        values.forEach((k, v) -> {
            if (!Boolean.FALSE.equals(v)) {
                out.put(k, v instanceof Number n ? (Object) n.doubleValue()
                        : v instanceof Enum<?> c ? Parameter.specName(c) : v);
            }
        });
        return out;
    }

    /**
     * For every number parameter, with the others at their usual values, the factory refuses the
     * values just below and just above the declared range with a message that shows the value:
     * the documented range is no wider than the factory's.
     */
    static void rangesHold(CatalogueEntry<?> e) {
        Map<String, Object> usual = e.examples().get(0).values();
        for (Parameter p : e.parameters()) {
            if (p.type() != Parameter.Type.INTEGER && p.type() != Parameter.Type.REAL) {
                continue;
            }
            for (Object outside : outside(p)) {
                Map<String, Object> args = new LinkedHashMap<>(usual);
                args.put(p.name(), outside);
                IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                        () -> e.make(OperatorArgs.of(args)), () -> e + " made with " + p.name() + " = " + outside);
                assertTrue(refused.getMessage().contains(String.valueOf(outside)), () -> e + ": the refusal of "
                        + p.name() + " = " + outside + " does not show the value: " + refused.getMessage());
            }
        }
    }

    /** The values just outside a number parameter's range (none above a range open to the type's largest). */
    private static List<Object> outside(Parameter p) {
        List<Object> out = new ArrayList<>();
        if (p.type() == Parameter.Type.INTEGER) {
            out.add((long) p.low() - (p.lowOpen() ? 0 : 1));
            if (p.high() < Integer.MAX_VALUE || p.high() > Integer.MAX_VALUE && p.high() < Long.MAX_VALUE) {
                out.add((long) p.high() + 1);
            }
        } else {
            out.add(p.lowOpen() ? p.low() : Math.nextDown(p.low()));
            out.add(Math.nextUp(p.high()));
        }
        return out;
    }

    /** Distinct examples print differently, so that tables and legends tell them apart. */
    static void namesAreDistinct(CatalogueEntry<?> e) {
        Set<String> names = new HashSet<>();
        for (Object op : examples(e)) {
            String name = switch (e.kind()) {
                case SELECTOR -> ((Selector) op).name();
                case CROSSOVER -> ((Crossover) op).name();
                case MUTATION, LOCAL_SEARCH -> ((Mutation) op).name();
            };
            assertNotNull(name);
            assertEquals(op.toString(), name, () -> e + ": name() and toString() differ");
            assertTrue(names.add(name), () -> e + ": two examples are both named " + name + "; examples "
                    + e.examples());
        }
    }
}
