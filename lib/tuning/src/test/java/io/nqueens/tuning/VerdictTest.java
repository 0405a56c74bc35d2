package io.nqueens.tuning;

import io.nqueens.spec.EngineSpec;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The verdict on how sure a race is, and the report ./kit tune prints. */
class VerdictTest {
    /** tools/irace/race-small.json: 0 of 13 dropped in 100 runs, 7 survivors. */
    static RaceResult small() {
        return RaceSpec.read(Path.of("../../tools/irace/race-small.json")).threads(2).run();
    }

    @Test
    void aBudgetTooSmallIsSaidWithHowMuchMoreWouldHelp() {
        RaceResult r = small();
        Verdict v = r.verdict();
        assertEquals(13, v.tried());
        assertEquals(0, v.dropped());
        assertEquals(7, v.survivors());
        assertEquals(8, v.lastBlocks());
        assertEquals(7, r.heldOut().size()); // every survivor re-tested
        assertEquals(6, v.comparisons().size());
        assertEquals("verdict: the tests dropped 0 of 13 configurations; 7 survivors after 8 blocks; they do not"
                + " differ on held-out seeds (Holm-adjusted p ≥ 0.05): the budget was too small to separate them. The"
                + " clearest held-out difference (c11 cheaper than the pick, effect size 0.38) needs about 58 blocks"
                + " to show at 80% power; the last race ran 8, so about 350 runs more (a budget near 450 runs instead"
                + " of 100).", v.text());
        assertEquals(58, v.neededBlocks());
        assertEquals(7 * (58 - 8), v.moreRuns());
        assertEquals(v, small().verdict()); // the same seed, the same verdict
    }

    @Test
    void enoughBlocksWithoutADifferenceIsLuckNeverATooSmallBudget() {
        String text = Verdict.undecidedText("they", 0.05, "c3", -0.9, 12, 14, 0, 300);
        assertEquals("they do not differ on held-out seeds (Holm-adjusted p ≥ 0.05), although the last race ran 14"
                + " blocks, as many as the clearest held-out difference (c3 cheaper than the pick, effect size 0.90)"
                + " needs to show at 80% power (about 12): that difference is more likely luck than real, and a"
                + " larger budget would not separate them.", text);
        assertTrue(!text.contains("too small"), text);
        String small = Verdict.undecidedText("they", 0.05, "c3", 0.4, 58, 8, 350, 100);
        assertTrue(small.contains("the budget was too small") && !small.contains("luck"), small);
    }

    @Test
    void configurationsThatRunAlikeAreSaidToNeedNoMoreBudget() {
        // 20 queens and 10 evaluations a run: no configuration ever solves, so every run costs the
        // same and no test can separate anything, whatever the budget.
        String spec = """
                {"base": {"encoding": "PERMUTATION", "boardSize": 20, "populationSize": 10},
                 "parameters": [{"name": "pm", "key": "mutationRate", "type": "real", "low": 0.02, "high": 0.5}],
                 "boardSizes": [20], "trainingSeeds": {"first": 100, "count": 50},
                 "heldOutSeeds": {"first": 0, "count": 6}, "budget": 60, "maxEvaluations": 10, "seed": 4}""";
        RaceResult r = RaceSpec.parse(spec).threads(2).run();
        Verdict v = r.verdict();
        assertEquals(0, v.dropped());
        assertEquals(r.survivors().size(), r.heldOut().size());
        assertTrue(v.survivors() > 1, v.text());
        assertEquals("verdict: the tests dropped 0 of " + v.tried() + " configurations; " + v.survivors()
                + " survivors after " + v.lastBlocks() + " blocks; they ran alike on every held-out seed: no budget"
                + " would separate them, and any of them does as well as the pick.", v.text());
        assertEquals(0, v.moreRuns());
        for (Verdict.Comparison c : v.comparisons()) {
            assertEquals(1.0, c.costP());
            assertEquals(0.0, c.effect());
        }
    }

    @Test
    void theReportFitsOneHundredColumnsAndNamesThePick() {
        RaceResult r = small();
        String text = RaceReport.text(r);
        for (String line : text.split("\n")) {
            assertTrue(line.length() <= 100, line);
        }
        assertTrue(text.contains("\npick: c4 selection=tournament3 pm=0.2576\n  held-out: 9 of 10 solved (90%,"
                + " Wilson 95% 60% to 98%), ERT 448 evaluations (bootstrap 95% 96 to\n  1,226)\n"), text);
        assertTrue(text.contains("\nc4 *         9/10  [0.60, 0.98]        448  [96, 1,226]                  -"
                + "          -\n"), text);
        assertTrue(text.startsWith("race: 96 of 100 runs, 13 configurations tried: 0 dropped by the tests (0 by"
                + " Friedman, 0 by\nWilcoxon), 6 left when their iteration's budget ran out (alive but not among the 3"
                + " elites kept), 7\nsurvivors\nheld-out re-test of all 7 survivors, lowest training ERT first:\n10 runs"
                + " each, seeds 0..9 on board size 8\n"), text);
    }

    @Test
    void theSummaryAccountsForEveryConfigurationTried() {
        RaceResult r = small();
        tech.tablesaw.api.Table t = r.configurationTable();
        int left = t.where(t.stringColumn("test").isEqualTo("").and(t.booleanColumn("survivor").isFalse()))
                .rowCount();
        assertEquals(6, left);
        assertEquals("13 configurations tried: 0 dropped by the tests (0 by Friedman, 0 by Wilcoxon), 6 left when"
                + " their iteration's budget ran out (alive but not among the 3 elites kept), 7 survivors",
                r.accounting());
        assertTrue(r.toString().startsWith("race: 96 of 100 runs, 13 configurations tried:\n  0 dropped by the"
                + " tests (0 by Friedman, 0 by Wilcoxon),\n  6 left when their iteration's budget ran out (alive but"
                + " not among the 3 elites kept),\n  7 survivors\nsurvivors"), r.toString());
    }

    @Test
    void thePickSpecRunsAsTheHeldOutReTestRanIt() {
        RaceResult r = small();
        EngineSpec spec = EngineSpec.parse(r.spec(r.pick(), 8).toJson());
        HeldOut h = r.heldOut().get(0);
        for (int seed = 0; seed < 10; seed++) {
            io.nqueens.engine.RunResult run = spec.build().runToEnd(seed);
            assertEquals(h.outcomes().get(seed), new Outcome(run.solved(), run.evaluations()), "seed " + seed);
        }
    }

    /** A result whose survivors ran these held-out outcomes (the pick first): solved runs at 100 evaluations. */
    static RaceResult survivorsWhoSolved(int... solved) {
        Race race = Race.over(Spaces.conditional()).maxEvaluations(2_000).heldOutSeeds(0, 10);
        List<Configuration> cs = new java.util.ArrayList<>();
        List<HeldOut> held = new java.util.ArrayList<>();
        for (int k = 0; k < solved.length; k++) {
            cs.add(new Configuration(k, 1, -1, java.util.Map.of("selection", "roulette", "pop", 10L + k, "pm", 0.1)));
            List<Outcome> runs = new java.util.ArrayList<>();
            for (int i = 0; i < 10; i++) {
                runs.add(i < solved[k] ? new Outcome(true, 100) : new Outcome(false, 2_000));
            }
            held.add(HeldOut.of(k, runs, new java.util.SplittableRandom(1)));
        }
        return new RaceResult(race, cs, java.util.Map.of(), cs, List.of(), List.of(), 900, 0, held);
    }

    @Test
    void aSurvivorWorseOrBetterThanThePickOnHeldOutSeedsIsNamed() {
        assertEquals("verdict: the tests dropped 0 of 3 configurations; 3 survivors after 0 blocks; on held-out"
                + " seeds 1 of the other 2 is worse than the pick (Holm-adjusted p < 0.05), e.g. c2 (McNemar p = 0.004,"
                + " Wilcoxon p = 0.004); the other 1 ran alike on every held-out seed: no budget would separate them,"
                + " and any of them does as well as the pick.", survivorsWhoSolved(10, 10, 0).verdict().text());
        assertEquals("verdict: the tests dropped 0 of 2 configurations; 2 survivors after 0 blocks; on held-out"
                + " seeds 1 of the other 1 is better than the pick (Holm-adjusted p < 0.05), e.g. c1 (McNemar p = 0.002,"
                + " Wilcoxon p = 0.002): the race's blocks were too few to rank them, and a larger budget would.",
                survivorsWhoSolved(0, 10).verdict().text());
        assertEquals("verdict: the tests dropped 0 of 2 configurations; 2 survivors after 0 blocks; on held-out"
                + " seeds 1 of the other 1 is worse than the pick (Holm-adjusted p < 0.05), e.g. c1 (McNemar p = 0.002,"
                + " Wilcoxon p = 0.002): the pick is the best of them.", survivorsWhoSolved(10, 0).verdict().text());
        assertEquals("verdict: the tests dropped 0 of 1 configurations; one survivor, the pick: the race decided.",
                survivorsWhoSolved(7).verdict().text());
    }

    @Test
    void aPValueBelowAThousandthReadsAsSuch() {
        String text = survivorsWhoSolved(10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10,
                10, 0).verdict().text();
        // McNemar exact 2/1024 × 21 (Holm); Wilcoxon on ten tied differences, by its normal approximation
        assertTrue(text.contains("e.g. c21 (McNemar p = 0.041, Wilcoxon p = 0.040)"), text);
        assertEquals("verdict: the tests dropped 0 of 2 configurations; 2 survivors after 0 blocks; on held-out"
                + " seeds 1 of the other 1 is worse than the pick (Holm-adjusted p < 0.05), e.g. c1 (McNemar p < 0.001,"
                + " Wilcoxon p < 0.001): the pick is the best of them.", wideGap().verdict().text());
    }

    /** The pick solves 20 of 20 held-out runs, the other none. */
    static RaceResult wideGap() {
        Race race = Race.over(Spaces.conditional()).maxEvaluations(2_000).heldOutSeeds(0, 20);
        List<Configuration> cs = new java.util.ArrayList<>();
        List<HeldOut> held = new java.util.ArrayList<>();
        for (int k = 0; k < 2; k++) {
            cs.add(new Configuration(k, 1, -1, java.util.Map.of("selection", "roulette", "pop", 10L + k, "pm", 0.1)));
            List<Outcome> runs = new java.util.ArrayList<>();
            for (int i = 0; i < 20; i++) {
                runs.add(k == 0 ? new Outcome(true, 100) : new Outcome(false, 2_000));
            }
            held.add(HeldOut.of(k, runs, new java.util.SplittableRandom(1)));
        }
        return new RaceResult(race, cs, java.util.Map.of(), cs, List.of(), List.of(), 900, 0, held);
    }

    @Test
    void holmAndTheBlocksNeededFollowTheirFormulas() {
        assertArrayEquals(new double[] {0.03, 0.06, 0.06}, Verdict.holm(new double[] {0.01, 0.04, 0.03}), 1e-12);
        assertEquals(33, Verdict.neededBlocks(0.5, 0.05)); // ((1.95996 + 0.84162) / 0.5)² π/3 = 32.9
        assertEquals(6, Verdict.neededBlocks(Double.POSITIVE_INFINITY, 0.05));
        assertEquals("2,700", Verdict.round(2_714));
        assertEquals("< 0.001", Verdict.p(0.0004));
        String words = "alpha beta gamma ".repeat(10).trim();
        List<String> lines = RaceReport.wrapped("head: ", words);
        // 96 columns, and " beta" would make 101
        assertEquals(List.of("head: " + "alpha beta gamma ".repeat(5) + "alpha", "      beta gamma "
                + "alpha beta gamma ".repeat(3) + "alpha beta gamma"), lines);
    }
}
