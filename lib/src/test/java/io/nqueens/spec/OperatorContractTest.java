package io.nqueens.spec;

import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Every operator of the kit's catalogue meets the contracts of its kind (see {@link OperatorContracts}). */
class OperatorContractTest {

    @TestFactory
    List<DynamicNode> everyOperatorInTheCatalogueMeetsItsContracts() {
        List<DynamicNode> all = OperatorContracts.of(OperatorCatalogue.KIT);
        // 6 selectors, 8 crossovers, 5 mutations and 2 local searches, each a container of its
        // contracts: 4 shared, 2 per kind, one more for a local search.
        assertEquals(21, all.size());
        assertEquals(List.of(6, 6, 6, 7), List.of(0, 6, 14, 19).stream().map(i -> OperatorContracts.tests(
                OperatorCatalogue.KIT, OperatorCatalogue.KIT.entries().get(i)).size()).toList());
        assertEquals("crossover pmx", ((DynamicContainer) all.get(9)).getDisplayName());
        return all;
    }
}
