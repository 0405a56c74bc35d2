package io.nqueens.spec;

import io.nqueens.board.Encoding;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.mutation.Mutation;
import io.nqueens.operators.selection.ScoredPopulation;
import io.nqueens.operators.selection.Selector;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.random.RandomGenerator;

import static io.nqueens.spec.CatalogueEntry.Kind.CROSSOVER;
import static io.nqueens.spec.CatalogueEntry.Kind.LOCAL_SEARCH;
import static io.nqueens.spec.CatalogueEntry.Kind.SELECTOR;
import static io.nqueens.spec.OperatorCatalogue.entry;
import static io.nqueens.spec.OperatorCatalogue.values;
import static io.nqueens.spec.Parameter.real;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A new operator added by one catalogue line gets its spec form, its documentation row and the
 * contract tests of its kind; and those tests fail an operator that breaks its kind's contracts.
 */
class CatalogueExtensionTest {

    /** Each gene of child 1 from parent 1 with probability bias, else from parent 2; child 2 the mirror. */
    static final class BiasedCoin implements Crossover {
        private final double bias;
        private final boolean sloppy; // changes parent 2: a broken operator the contracts must catch

        private BiasedCoin(double bias, boolean sloppy) {
            if (!(bias >= 0 && bias <= 1)) {
                throw new IllegalArgumentException("bias must be in [0, 1], was " + bias);
            }
            this.bias = bias;
            this.sloppy = sloppy;
        }

        static BiasedCoin of(double bias) {
            return new BiasedCoin(bias, false);
        }

        double bias() {
            return bias;
        }

        @Override
        public void cross(int[] parent1, int[] parent2, int[] child1, int[] child2, RandomGenerator rng) {
            if (child1.length != parent1.length || child2 != null && child2.length != parent1.length) {
                throw new IllegalArgumentException("crossover " + this + ": children must have the parents' length "
                        + parent1.length + ", had " + child1.length);
            }
            for (int i = 0; i < parent1.length; i++) {
                boolean first = rng.nextDouble() < bias;
                child1[i] = first ? parent1[i] : parent2[i];
                if (child2 != null) {
                    child2[i] = first ? parent2[i] : parent1[i];
                }
            }
            if (sloppy && parent2.length > 1) {
                parent2[0] = parent2[1];
            }
        }

        @Override
        public boolean accepts(Encoding encoding) {
            return encoding == Encoding.INTEGER;
        }

        @Override
        public String toString() {
            return (sloppy ? "sloppyCoin(" : "biasedCoin(") + bias + ")";
        }
    }

    /** Every pick is the worst individual: a selector that breaks "does not favour the worse". */
    static final class WorstOnly implements Selector {
        @Override
        public void select(ScoredPopulation population, int count, int[] into, RandomGenerator rng) {
            if (count > into.length) {
                throw new IllegalArgumentException("selector " + this + ": count must be at most " + into.length);
            }
            int[] order = population.order();
            for (int i = 0; i < count; i++) {
                into[i] = order[order.length - 1];
            }
        }

        @Override
        public String toString() {
            return "worstOnly";
        }
    }

    /** A local search that searches nothing: it breaks "lowers the conflicts" alone. */
    static final class Idle implements Mutation {
        @Override
        public void mutate(int[] genes, RandomGenerator rng) {
            if (genes == null || genes.length == 0 || rng == null) {
                throw new IllegalArgumentException("mutation " + this + ": genes and rng must be given");
            }
        }

        @Override
        public boolean accepts(Encoding encoding) {
            return encoding == Encoding.PERMUTATION;
        }

        @Override
        public String toString() {
            return "idle";
        }
    }

    /** The one line that adds the new crossover. */
    private static final OperatorCatalogue PLUS = OperatorCatalogue.KIT.with(entry(CROSSOVER, "biasedCoin",
            BiasedCoin.class, EnumSet.of(Encoding.INTEGER), "each gene from parent 1 with probability bias",
            a -> BiasedCoin.of(a.doubleValue("bias")), c -> values(c.bias()), real("bias", 0, 1, 0.7, 0, 1)));

    @Test
    void theNewOperatorGetsItsSpecForm() {
        Map<String, Object> written = PLUS.crossovers().write(BiasedCoin.of(0.25));
        assertEquals(Map.of("op", "biasedCoin", "bias", 0.25), written);
        Crossover back = PLUS.crossovers().read(Node.root("crossover", new LinkedHashMap<>(Map.of("op", "biasedCoin",
                "bias", 0.4))), null);
        assertEquals("biasedCoin(0.4)", back.toString());
        assertEquals(0.4, ((BiasedCoin) back).bias());
        assertEquals("crossover.bias must be a number, was the string \"high\"", assertThrows(
                IllegalArgumentException.class, () -> PLUS.crossovers().read(Node.root("crossover",
                        Map.of("op", "biasedCoin", "bias", "high")), null)).getMessage());
        assertEquals("crossover: bias must be in [0, 1], was 1.5", assertThrows(IllegalArgumentException.class,
                () -> PLUS.crossovers().read(Node.root("crossover", Map.of("op", "biasedCoin", "bias", 1.5)), null))
                .getMessage());
        // The kit's own catalogue does not know it: it is not one of its forms, nor a registered plug-in.
        assertTrue(assertThrows(IllegalArgumentException.class, () -> OperatorCatalogue.KIT.crossovers().write(
                BiasedCoin.of(0.25))).getMessage().contains("cannot be written as a spec"));
        assertTrue(OperatorCatalogue.KIT.crossovers().ops().size() + 1 == PLUS.crossovers().ops().size()
                && PLUS.crossovers().ops().get(8).equals("biasedCoin"), PLUS.crossovers().ops().toString());
    }

    @Test
    void aSecondLineForAnOpNameOrClassIsRefused() {
        assertEquals("the catalogue already has crossover pmx (Pmx), so it cannot add crossover pmx (BiasedCoin)",
                assertThrows(IllegalArgumentException.class, () -> OperatorCatalogue.KIT.with(entry(CROSSOVER, "pmx",
                        BiasedCoin.class, Set.of(Encoding.INTEGER), "a second pmx", a -> BiasedCoin.of(0.5))))
                        .getMessage());
        assertEquals("the catalogue already has crossover biasedCoin (BiasedCoin), so it cannot add crossover"
                + " otherCoin (BiasedCoin)", assertThrows(IllegalArgumentException.class, () -> PLUS.with(entry(
                        CROSSOVER, "otherCoin", BiasedCoin.class, Set.of(Encoding.INTEGER), "again",
                        a -> BiasedCoin.of(0.5)))).getMessage());
    }

    @Test
    void theNewOperatorGetsItsDocumentationRow() {
        List<String> kit = OperatorCatalogue.KIT.table();
        List<String> expected = new ArrayList<>(kit.subList(0, kit.size() - 1));
        expected.addAll(List.of("<tr><td>crossover</td>", "    <td>{@code biasedCoin {bias: number in [0, 1]}}</td>"
                + "<td>INTEGER</td>", "    <td>each gene from parent 1 with probability bias</td></tr>", "</table>"));
        assertEquals(expected, PLUS.table());
        List<String> file = List.of("/**", " * <!-- The operators' table is made from OperatorCatalogue.table() -->",
                " * <!-- end of the operators' table -->", " */");
        assertEquals(expected.size() + 4, OperatorTableTest.withTable(file, PLUS.table()).size());
    }

    @Test
    void theNewOperatorGetsTheContractTestsOfItsKindAndPassesThem() throws Throwable {
        List<DynamicNode> all = OperatorContracts.of(PLUS);
        assertEquals(OperatorContracts.of(OperatorCatalogue.KIT).size() + 1, all.size());
        DynamicContainer mine = (DynamicContainer) all.get(all.size() - 1);
        assertEquals("crossover biasedCoin", mine.getDisplayName());
        List<String> names = new ArrayList<>();
        for (DynamicNode n : mine.getChildren().toList()) {
            ((DynamicTest) n).getExecutable().execute();
            names.add(n.getDisplayName());
        }
        assertEquals(List.of("its spec form reads back to the same operator",
                "its spec form holds the values it was made from",
                "its factory refuses the values just outside the declared ranges",
                "its examples have names of their own", "it accepts exactly its declared encodings",
                "its children are valid, its parents untouched, its draws repeatable"), names);
    }

    @Test
    void theContractTestsFailOperatorsThatBreakTheirKindsContracts() {
        // A crossover that changes its second parent and whose line reads its bias back wrong (the
        // spec writer's own read-back check throws at the first; the values differ at the second).
        OperatorCatalogue sloppy = OperatorCatalogue.KIT.with(entry(CROSSOVER, "sloppyCoin", BiasedCoin.class,
                Set.of(Encoding.INTEGER), "changes a parent", a -> new BiasedCoin(a.doubleValue("bias"), true),
                c -> values(1 - c.bias()), real("bias", 0, 1, 0.7, 0, 1)));
        assertEquals(List.of("its spec form reads back to the same operator",
                "its spec form holds the values it was made from",
                "its children are valid, its parents untouched, its draws repeatable"), failing(sloppy));
        // A selector that always picks the worst (and a line for it that claims an encoding, refused).
        assertThrows(IllegalArgumentException.class, () -> entry(SELECTOR, "worstOnly", WorstOnly.class,
                Set.of(Encoding.INTEGER), "the worst", a -> new WorstOnly()));
        OperatorCatalogue worst = OperatorCatalogue.KIT.with(entry(SELECTOR, "worstOnly", WorstOnly.class, Set.of(),
                "the worst", a -> new WorstOnly()));
        assertEquals(List.of("it does not favour the worse"), failing(worst));
        OperatorCatalogue idle = OperatorCatalogue.KIT.with(entry(LOCAL_SEARCH, "idle", Idle.class,
                Set.of(Encoding.PERMUTATION), "does nothing", a -> new Idle()));
        assertEquals(List.of("at its usual settings it lowers the conflicts of random boards"), failing(idle));
    }

    /** The names of the failing contract tests of a catalogue's last entry. */
    private static List<String> failing(OperatorCatalogue catalogue) {
        List<String> failed = new ArrayList<>();
        CatalogueEntry<?> last = catalogue.entries().get(catalogue.entries().size() - 1);
        for (DynamicTest t : OperatorContracts.tests(catalogue, last)) {
            try {
                t.getExecutable().execute();
            } catch (Throwable e) { // an assertion, or the spec writer's own check of what it wrote
                failed.add(t.getDisplayName());
            }
        }
        return failed;
    }
}
