package io.nqueens.plugins;

import io.nqueens.board.Encoding;
import io.nqueens.engine.KitOwn;
import io.nqueens.engine.Limits;
import io.nqueens.engine.Rate;
import io.nqueens.engine.Replacement;
import io.nqueens.fitness.AttackingPairs;
import io.nqueens.fitness.Direction;
import io.nqueens.fitness.Fitness;
import io.nqueens.memetic.Repair;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.crossover.Pmx;
import io.nqueens.operators.mutation.Mutation;
import io.nqueens.operators.mutation.Swap;
import io.nqueens.operators.selection.Selector;
import io.nqueens.operators.selection.Tournament;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.random.RandomGenerator;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What a student implements stays one method, the kit's own operators implement the same
 * interfaces with no second entry, and they are told apart by their exact classes ({@link KitOwn}),
 * not by where their class comes from.
 */
class StudentInterfacesTest {

    /** The abstract methods of an interface, by name (Object's methods redeclared do not count). */
    private static Set<String> abstractMethods(Class<?> type) {
        return Arrays.stream(type.getMethods())
                .filter(m -> Modifier.isAbstract(m.getModifiers()) && !isObjectMethod(m))
                .map(Method::getName)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    private static boolean isObjectMethod(Method m) {
        try {
            Object.class.getMethod(m.getName(), m.getParameterTypes());
            return true;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }

    @Test
    void eachStudentFacingInterfaceHasExactlyOneAbstractMethod() {
        assertEquals(Set.of("cross"), abstractMethods(Crossover.class), "Crossover");
        assertEquals(Set.of("mutate"), abstractMethods(Mutation.class), "Mutation");
        assertEquals(Set.of("select"), abstractMethods(Selector.class), "Selector");
        assertEquals(Set.of("score"), abstractMethods(Fitness.Score.class), "Fitness.Score");
        // A fitness also says its direction and optimum, which have no safe default (a made-up
        // optimum would have the engine miss or invent solutions); students write one method,
        // Fitness.Score, through Fitness.of. No fourth may join them.
        assertEquals(Set.of("evaluate", "direction", "optimum"), abstractMethods(Fitness.class), "Fitness");
        // One operator path: the kit's operators have no public method a student's lacks, but
        // their factories, accessors and toString (the engine calls theirs as it calls anyone's).
        for (Class<?> kit : List.<Class<?>>of(Pmx.class, Tournament.class, Swap.class)) {
            Set<String> extra = Arrays.stream(kit.getDeclaredMethods())
                    .filter(m -> Modifier.isPublic(m.getModifiers()) && !Modifier.isStatic(m.getModifiers()))
                    .filter(m -> Arrays.stream(kit.getInterfaces()).noneMatch(i -> declares(i, m)) && !isObjectMethod(m)
                            && m.getParameterCount() > 0)
                    .map(Method::getName).collect(Collectors.toCollection(TreeSet::new));
            assertEquals(Set.of(), extra, kit.getSimpleName());
        }
    }

    private static boolean declares(Class<?> type, Method m) {
        try {
            type.getMethod(m.getName(), m.getParameterTypes());
            return true;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }

    @Test
    void theKitsOperatorsAreKitOwnAndPlugInsAreNot() {
        assertTrue(KitOwn.is(Pmx.of()));
        assertTrue(KitOwn.is(Tournament.of(3)));
        assertTrue(KitOwn.is(Swap.of()));
        assertTrue(KitOwn.is(Repair.of(1.0)));
        assertTrue(KitOwn.is(AttackingPairs.of(Encoding.PERMUTATION)));
        assertTrue(KitOwn.is(Replacement.elitism(2)));
        assertTrue(KitOwn.is(Limits.solved()));
        assertTrue(KitOwn.is(Rate.decaying(0.5, 0.01)));
        assertFalse(KitOwn.is(Crossover.named("mine", (p1, p2, c1, c2, rng) -> { })));
        assertFalse(KitOwn.is(Crossover.named("the kit's PMX, renamed", Pmx.of())));
        assertFalse(KitOwn.is((Mutation) (genes, rng) -> { }));
        assertFalse(KitOwn.is(Fitness.of("f", Direction.MINIMIZE, 0, (g, n) -> 0)));
        assertFalse(KitOwn.is(new LooksLikeTheKits()));
        assertFalse(KitOwn.is(null));
    }

    /** A named class of an io.nqueens package, as a plug-in in the kit's own test folder is. */
    static final class LooksLikeTheKits implements Crossover {
        @Override
        public void cross(int[] parent1, int[] parent2, int[] child1, int[] child2, RandomGenerator rng) {
            System.arraycopy(parent1, 0, child1, 0, parent1.length);
        }
    }

    /**
     * Every named class of the library that implements a plug-in interface is either the kit's own
     * ({@link KitOwn} lists it, so the engine may skip its measured checks and a setting's identity
     * uses its spec form) or one of the four wrappers of user code; a new operator that forgot to
     * join the list shows here.
     */
    @Test
    void everyPlugInClassOfTheLibraryIsKitOwnOrAUserWrapper() throws IOException {
        List<Class<?>> kinds = List.of(Crossover.class, Mutation.class, Selector.class, Fitness.class,
                Replacement.class);
        TreeMap<String, Boolean> kitOwn = new TreeMap<>();
        // the kit's modules, beside lib/
        for (String module : List.of("core", "lab", "tuning", "course", "judge", "cli")) {
            Path classes = Path.of(module, "target", "classes");
            try (Stream<Path> files = Files.walk(classes)) {
                for (Path f : files.filter(p -> p.toString().endsWith(".class")
                        && !p.endsWith("module-info.class")).toList()) {
                    String name = classes.relativize(f).toString().replace('/', '.').replaceAll("\\.class$", "");
                    Class<?> c = load(name);
                    if (c.isInterface() || c.isAnonymousClass() || c.isSynthetic()
                            || kinds.stream().noneMatch(k -> k.isAssignableFrom(c))) {
                        continue;
                    }
                    kitOwn.put(c.getSimpleName(), kitOwn(c));
                }
            }
        }
        Set<String> wrappers = kitOwn.entrySet().stream().filter(e -> !e.getValue()).map(e -> e.getKey())
                .collect(Collectors.toCollection(TreeSet::new));
        // The Named* wrap a user's lambda; the Remote* are the grader's judge's stand-ins for a
        // student's plug-in in the student's kernel (io.nqueens.judge): user code, by proxy.
        assertEquals(new TreeSet<>(Set.of("NamedCrossover", "NamedFitness", "NamedMutation", "NamedSelector",
                "RemoteCrossover", "RemoteFitness", "RemoteMutation", "RemoteSelector")), wrappers);
        assertEquals(31, kitOwn.size() - wrappers.size(), () -> "kit-own classes: " + kitOwn);
    }

    /** Whether a class is on the kit's list, and final, so that no subclass can pass for it. */
    private static boolean kitOwn(Class<?> c) {
        boolean listed = KitOwn.isKitClass(c);
        if (listed) {
            assertTrue(Modifier.isFinal(c.getModifiers()), c::getName);
        }
        return listed;
    }

    private static Class<?> load(String name) {
        try {
            return Class.forName(name, false, StudentInterfacesTest.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new AssertionError(name, e);
        }
    }
}
