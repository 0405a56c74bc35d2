package io.nqueens.assignments;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.nqueens.board.Encoding;
import io.nqueens.engine.Engine;
import io.nqueens.operators.crossover.OrderCrossover;
import io.nqueens.operators.mutation.Swap;
import io.nqueens.operators.selection.RouletteWheel;
import io.nqueens.solver.Solutions;

import java.io.File;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

import org.junit.jupiter.api.Test;

/** The solver probe's table of solution counts, and the checks run where the solvers are left out. */
class OwnSearchTest {

    /** The classes exercise 5 leaves out of the student build (its notebook's absent_when_graded). */
    static final Set<String> EX5_ABSENT = Set.of("io.nqueens.solver.Solutions", "io.nqueens.solver.SolutionCatalog",
            "io.nqueens.solver.SolutionIterator");

    @Test
    void theTableOfSolutionCountsIsWhatTheSolverCounts() {
        for (int n = 1; n < OwnSearch.SOLUTION_COUNTS.length; n++) {
            assertEquals(Solutions.count(n), OwnSearch.SOLUTION_COUNTS[n], "N = " + n);
        }
        assertEquals(92.0 / 40_320, OwnSearch.chance(8));
        assertEquals(OwnSearch.chance(12), OwnSearch.chance(32)); // 12 queens bound larger boards
    }

    @Test
    void theLockedDemoOfExercise5RunsOnAStudentBuildWithoutTheSolvers() throws Exception {
        try (URLClassLoader build = without(EX5_ABSENT)) {
            assertThrows(ClassNotFoundException.class, () -> build.loadClass("io.nqueens.solver.Solutions"));
            @SuppressWarnings("unchecked")
            Supplier<String> demo = (Supplier<String>) build.loadClass(Ex5Start.class.getName())
                    .getDeclaredConstructor().newInstance();
            String checklist = demo.get();
            assertFalse(checklist.contains("NoClassDefFoundError"), checklist);
            assertTrue(checklist.contains("  PASS  --   its plug-ins are no solvers (no points)\n"), checklist);
            assertTrue(checklist.startsWith("Check GA \"start\" (N = 32): 0/4 points\n"), checklist);
        }
    }

    /** Exercise 5's locked cell ex5-start: the starting point, checked as the notebook shows it. */
    public static final class Ex5Start implements Supplier<String> {
        @Override
        public String get() {
            Engine.Builder start = Engine.builder(Encoding.PERMUTATION, 32).selector(RouletteWheel.of())
                    .populationSize(100).crossover(OrderCrossover.of(), 0.8).mutation(Swap.of(), 0.05)
                    .maxGenerations(80).label("start");
            return GaCheck.of(32, 27, 8_000).check(start).toString();
        }
    }

    /**
     * A class loader of this JVM's class path (the kit and its libraries) that refuses {@code
     * absent} and their nested classes, as the student build leaves them out; only the platform's
     * classes come from elsewhere.
     */
    static URLClassLoader without(Set<String> absent) throws MalformedURLException {
        List<URL> urls = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            urls.add(Path.of(entry).toUri().toURL());
        }
        return new URLClassLoader(urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader()) {
            @Override
            protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
                int nested = name.indexOf('$');
                if (absent.contains(nested < 0 ? name : name.substring(0, nested))) {
                    throw new ClassNotFoundException(name + " (left out of the student build)");
                }
                return super.loadClass(name, resolve);
            }
        };
    }
}
