package io.nqueens.bench;

import io.nqueens.engine.RunResult;
import io.nqueens.spec.ExperimentSpec;
import io.nqueens.stats.Bootstrap;
import io.nqueens.stats.WilsonInterval;
import io.nqueens.tuning.Configuration;
import io.nqueens.tuning.Instance;
import io.nqueens.tuning.Outcome;
import io.nqueens.tuning.Race;
import io.nqueens.tuning.Space;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Section 6's parts: the verdicts, the large space and its coarse grid, and irace through the socket. */
class RacingComparisonTest {

    private static HeldOutRetest.Figures figures(String name, int solved, int of, double cost) {
        boolean[] s = new boolean[of];
        double[] e = new double[of];
        for (int i = 0; i < of; i++) {
            s[i] = i < solved;
            e[i] = i < solved ? cost + i : 1_000;
        }
        return new HeldOutRetest.Figures(name, s, e, WilsonInterval.of(solved, of),
                Bootstrap.ert(e, s, new SplittableRandom(1), 200, 0.95));
    }

    @Test
    void theDuelSaysWhichSideTheTestsFavourOrThatTheyCannotTell() {
        HeldOutRetest.Figures strong = figures("race", 30, 30, 100);
        HeldOutRetest.Figures weak = figures("grid", 10, 30, 100);
        HeldOutRetest.Duel d = HeldOutRetest.duel(strong, weak, 0.05);
        assertTrue(d.firstBetter());
        assertFalse(d.firstWorse());
        assertTrue(d.verdict().startsWith("race is better (McNemar p = 0.000 (only race solved 20, only grid 0)"),
                d.verdict());
        assertTrue(HeldOutRetest.duel(weak, strong, 0.05).firstWorse());
        HeldOutRetest.Duel same = HeldOutRetest.duel(strong, figures("irace", 30, 30, 100), 0.05);
        assertFalse(same.firstBetter() || same.firstWorse());
        assertEquals("no test tells them apart at α = 0.05 (McNemar p = 1.000 (only race solved 0, only irace 0),"
                + " Wilcoxon p = 1.000)", same.verdict());
        // Cheaper on every seed with the same successes: Wilcoxon alone decides.
        HeldOutRetest.Duel cheaper = HeldOutRetest.duel(figures("race", 30, 30, 100), figures("irace", 30, 30, 500),
                0.05);
        assertTrue(cheaper.firstBetter() && !cheaper.firstWorse(), cheaper.verdict());
    }

    @Test
    void theLargeSpaceIsConditionalAndItsCoarseGridCoversItsChoices() {
        Space space = RacingSpaces.large();
        assertEquals(List.of("selection", "k", "crossover", "mutation", "pop", "pc", "pm"),
                space.parameters().stream().map(p -> p.name()).toList());
        List<Configuration> grid = RacingSpaces.coarseGrid(space);
        assertEquals(192, grid.size());
        assertEquals(192, new HashSet<>(grid.stream().map(Configuration::describe).toList()).size());
        assertEquals(48, grid.stream().filter(c -> c.values().containsKey("k")).count());
        assertTrue(grid.stream().allMatch(c -> c.values().containsKey("k")
                == c.values().get("selection").equals("tournament")));
    }

    @Test
    void aPickReRunHereIsTheRunTheRaceMakes() {
        Space space = RacingSpaces.large();
        Race race = Race.over(space).boardSizes(16, 20).maxEvaluations(3_000);
        for (Configuration c : RacingSpaces.coarseGrid(space).subList(0, 12)) {
            Map<String, String> texts = new LinkedHashMap<>();
            c.values().forEach((k, v) -> texts.put(k, String.valueOf(v)));
            for (int n : List.of(16, 20)) {
                Outcome raced = race.runOne(texts, new Instance(n, 7));
                RunResult here = RacingSpaces.engine(space, c, n, 3_000).build().runToEnd(7);
                assertEquals(raced.solved(), here.solved(), c + " at " + n);
                assertEquals(raced.evaluations(), here.evaluations(), c + " at " + n);
                assertTrue(here.evaluations() <= 3_000, "the exact budget holds: " + here.evaluations());
            }
        }
    }

    @Test
    void iraceRunsTheKitsRunsThroughTheSocketAndReturnsAConfigurationOfTheSpace(@TempDir Path dir) throws Exception {
        String missing = IraceContender.missing();
        Assumptions.assumeTrue(missing == null, missing);
        Space space = Space.of(ExperimentSpec.parse(RacingComparison.GRID));
        Race race = Race.over(space).trainingSeeds(1_000, 200).budget(120).maxEvaluations(1_000).seed(3);
        IraceContender.Outcome o = IraceContender.run(race, space, dir, 2);
        assertTrue(o.ran(), o.failure());
        assertTrue(o.runs() > 60 && o.runs() <= 120, "irace's runs: " + o.runs());
        assertEquals(List.of("selection", "crossover", "pm"), List.copyOf(o.best().values().keySet()));
        String log = Files.readString(dir.resolve("irace.log"));
        assertTrue(log.contains("Elite configurations (first number is the configuration ID"), log);
        assertTrue(Files.readString(dir.resolve("scenario.txt")).contains("maxExperiments = 120"));
    }
}
