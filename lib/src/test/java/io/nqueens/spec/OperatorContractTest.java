package io.nqueens.spec;

import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.mutation.Mutation;
import io.nqueens.operators.selection.Selector;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Every operator of the kit's catalogue meets the contracts of its kind (see {@link OperatorContracts}). */
class OperatorContractTest {

    @TestFactory
    List<DynamicNode> everyOperatorInTheCatalogueMeetsItsContracts() {
        List<DynamicNode> all = OperatorContracts.of(OperatorCatalogue.KIT);
        // 6 selectors, 8 crossovers, 5 mutations and 2 local searches, each a container of its
        // contracts: 4 shared, 2 per kind, two more for a local search.
        assertEquals(21, all.size());
        assertEquals(List.of(6, 6, 6, 8), List.of(0, 6, 14, 19).stream().map(i -> OperatorContracts.tests(
                OperatorCatalogue.KIT, OperatorCatalogue.KIT.entries().get(i)).size()).toList());
        assertEquals("crossover pmx", ((DynamicContainer) all.get(9)).getDisplayName());
        return all;
    }

    /**
     * Every public operator class of the library is in the catalogue, so none misses its spec
     * form, its documentation row or its contract tests.
     */
    @Test
    void everyPublicOperatorClassOfTheLibraryIsInTheCatalogue() throws IOException, ClassNotFoundException {
        Set<String> found = new TreeSet<>();
        // the kit's modules, beside lib/
        for (String module : List.of("core", "lab", "tuning", "course", "judge", "cli")) {
            Path classes = Path.of(module, "target/classes");
            try (Stream<Path> files = Files.walk(classes.resolve("io/nqueens"))) {
                for (Path f : files.filter(p -> p.toString().endsWith(".class")).toList()) {
                    String name = classes.relativize(f).toString().replace('/', '.').replaceAll("\\.class$", "");
                    Class<?> c = Class.forName(name, false, getClass().getClassLoader());
                    boolean operator = Selector.class.isAssignableFrom(c) || Crossover.class.isAssignableFrom(c)
                            || Mutation.class.isAssignableFrom(c);
                    if (operator && Modifier.isPublic(c.getModifiers()) && !c.isInterface()
                            && !Modifier.isAbstract(c.getModifiers())) {
                        found.add(c.getName());
                    }
                }
            }
        }
        Set<String> catalogued = new TreeSet<>();
        OperatorCatalogue.KIT.entries().forEach(e -> catalogued.add(e.type().getName()));
        assertEquals(21, found.size(), found.toString());
        assertEquals(catalogued, found);
    }
}
