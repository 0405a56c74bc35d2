package io.nqueens.tuning;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The race on notebook 06's grid space with a small budget, and its refusals. */
class RaceTest {

    static Race small(Space space) {
        return Race.over(space).budget(150).maxEvaluations(2_000).trainingSeeds(1_000, 200).heldOutSeeds(0, 10)
                .seed(7).threads(2);
    }

    @Test
    void theRaceKeepsItsBudgetLogsEveryBlockAndNamesItsTests() {
        RaceResult r = small(Spaces.grid()).run();
        assertTrue(r.runsUsed() <= 150 && r.runsUsed() > 100, "runs used " + r.runsUsed());
        int total = r.configurations().stream().mapToInt(c -> r.runsOf(c.id())).sum();
        assertEquals(r.runsUsed(), total, "each run counted once, elites' results reused");
        assertEquals(r.log().rowCount() - reusedRows(r), r.runsUsed());
        assertFalse(r.survivors().isEmpty());
        for (RaceResult.Elimination e : r.eliminations()) {
            assertTrue(List.of("friedman", "wilcoxon").contains(e.test()), e.toString());
            assertTrue(e.p() < 0.05, e.toString());
            assertTrue(e.block() >= 5, "no test before the fifth block: " + e);
            assertFalse(r.survivors().stream().anyMatch(c -> c.id() == e.configuration()));
        }
        assertEquals(r.survivors().size(), r.heldOut().size()); // every survivor re-tested
        assertEquals(10, r.heldOut().get(0).runs());
        assertEquals(r.pick().id(), r.heldOut().get(0).configuration());
    }

    @Test
    void survivorsComeByTheirErtOnTheLastRacesBlocksAndNoRaceEndsBeforeNewcomersCatchUp() {
        RaceResult r = small(Spaces.grid()).run();
        tech.tablesaw.api.Table log = r.log();
        int last = (int) log.intColumn("iteration").max();
        double previous = -1;
        for (Configuration c : r.survivors()) {
            tech.tablesaw.api.Table rows = log.where(log.intColumn("iteration").isEqualTo(last)
                    .and(log.stringColumn("configuration").isEqualTo("c" + c.id())));
            double evaluations = rows.longColumn("evaluations").sum();
            int solved = rows.booleanColumn("solved").countTrue();
            double ert = solved == 0 ? Double.POSITIVE_INFINITY : evaluations / solved;
            assertTrue(ert >= previous, "survivor c" + c.id() + " ERT " + ert + " after " + previous);
            previous = ert;
        }
        // Every iteration but the last (which the budget may cut) runs until its newcomers have
        // caught up with the blocks its elites had seen.
        for (int j = 2; j < last; j++) {
            tech.tablesaw.api.Table race = log.where(log.intColumn("iteration").isEqualTo(j));
            double blocks = race.intColumn("block").max();
            for (String conf : race.stringColumn("configuration").unique()) {
                tech.tablesaw.api.Table before = log.where(log.intColumn("iteration").isLessThan(j)
                        .and(log.stringColumn("configuration").isEqualTo(conf)));
                double seen = before.isEmpty() ? 0 : before.intColumn("block").max();
                assertTrue(blocks >= seen, "iteration " + j + " ended after block " + blocks + ", " + conf
                        + " had seen " + seen);
            }
        }
    }

    /** Log rows of elites on blocks they had run in an earlier iteration (no new run). */
    private static int reusedRows(RaceResult r) {
        tech.tablesaw.api.Table log = r.log();
        java.util.Set<String> seen = new java.util.HashSet<>();
        int reused = 0;
        for (int i = 0; i < log.rowCount(); i++) {
            String key = log.stringColumn("configuration").get(i) + "@" + log.longColumn("seed").get(i);
            reused += seen.add(key) ? 0 : 1;
        }
        return reused;
    }

    @Test
    void progressTellsEachIterationEachDropAndTheReTest() {
        List<String> lines = new java.util.ArrayList<>();
        RaceResult r = small(Spaces.grid()).onProgress(lines::add).run();
        assertTrue(lines.get(0).startsWith("iteration 1: "), lines.get(0));
        int reTest = lines.indexOf("held-out re-test of all " + r.survivors().size() + " survivors after "
                + r.runsUsed() + " runs");
        assertTrue(reTest > 0, lines.toString());
        // The re-test's own lines: its runs done of those planned, from 0 to all, each survivor's
        // runs ending telling one (fewer when two end at once).
        List<String> phase = lines.subList(reTest + 1, lines.size());
        int survivors = r.survivors().size();
        String of = " of " + survivors * 10 + " runs (" + survivors + " survivors × 10 instances)";
        assertEquals("held-out re-test: 0" + of, phase.get(0), phase.toString());
        assertEquals("held-out re-test: " + survivors * 10 + of, phase.get(phase.size() - 1), phase.toString());
        assertTrue(phase.size() >= 2 && phase.size() <= survivors + 1, phase.toString());
        int last = -1;
        for (String l : phase) {
            int runs = Integer.parseInt(l.substring("held-out re-test: ".length(), l.indexOf(" of ")));
            assertTrue(runs > last && l.endsWith(of), phase.toString());
            last = runs;
        }
        int dropped = 0;
        for (String l : lines) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("dropped (\\d+), ").matcher(l);
            dropped += m.find() ? Integer.parseInt(m.group(1)) : 0;
        }
        assertEquals(r.eliminations().size(), dropped, lines.toString());
    }

    @Test
    void configurationsTheEngineRefusesAreNeverRaced() {
        // Tournaments of up to 40 in populations from 10: a tournament larger than its population
        // is refused by the engine, so the race must draw others.
        io.nqueens.spec.EngineSpec base = io.nqueens.spec.EngineSpec.parse("{\"encoding\": \"PERMUTATION\","
                + " \"boardSize\": 8, \"selector\": {\"op\": \"tournament\", \"k\": 2}}");
        Space s = Space.of(base, Parameter.integer("k", "selector.k", 2, 40, false),
                Parameter.integer("pop", "populationSize", 10, 60, false));
        RaceResult r = small(s).run();
        assertTrue(r.configurations().size() > 10);
        for (Configuration c : r.configurations()) {
            assertTrue((Long) c.values().get("k") <= (Long) c.values().get("pop"), c.toString());
        }
    }

    @Test
    void tooFewTrainingInstancesAreRefused() {
        assertEquals("the race has 5 training instances (1 board sizes × 5 seeds), fewer than the 6 blocks of a"
                + " first and a second test", assertThrows(IllegalArgumentException.class,
                        () -> small(Spaces.grid()).trainingSeeds(1_000, 5).run()).getMessage());
    }

    @Test
    void theSameSeedGivesTheSameRaceAndAnotherSeedAnotherOne() {
        RaceResult a = small(Spaces.conditional()).run();
        RaceResult b = small(Spaces.conditional()).threads(1).run();
        assertEquals(a.log().printAll(), b.log().printAll());
        assertEquals(a.configurationTable().printAll(), b.configurationTable().printAll());
        assertEquals(a.heldOutTable().printAll(), b.heldOutTable().printAll());
        RaceResult c = small(Spaces.conditional()).seed(8).run();
        assertFalse(a.configurationTable().printAll().equals(c.configurationTable().printAll()));
    }

    @Test
    void conditionalParametersAppearOnlyWithTheirParentValue() {
        RaceResult r = small(Spaces.conditional()).run();
        for (Configuration c : r.configurations()) {
            assertEquals(c.values().get("selection").equals("tournament"), c.values().containsKey("k"), c.toString());
            long pop = (Long) c.values().get("pop");
            double pm = (Double) c.values().get("pm");
            assertTrue(pop >= 10 && pop <= 200 && pm >= 0.01 && pm <= 0.9, c.toString());
        }
    }

    @Test
    void aSweepSpecBecomesASpaceOfItsGridWithReadableLabels() {
        Space s = Space.of(io.nqueens.spec.ExperimentSpec.read(java.nio.file.Path.of("../../tools/slurm/grid-2400.json")));
        assertEquals(List.of("selection", "crossover", "pm"), s.parameters().stream().map(Parameter::name).toList());
        assertEquals(List.of("tournament-2", "tournament-3", "roulette", "truncation-0.5"), s.parameters().get(0).labels());
        assertEquals(List.of("singlePoint-interior", "singlePoint-any", "singlePoint-belowLength", "geneWise-0.5-0.5"),
                s.parameters().get(1).labels());
        assertEquals(List.of("0.05", "0.1", "0.2", "0.3", "0.5"), s.parameters().get(2).labels());
        Configuration c = s.configuration(Map.of("selection", "roulette", "crossover", "geneWise-0.5-0.5", "pm", "0.3"));
        List<Object> limits = List.of(Map.of("op", "generations", "max", 200), Map.of("op", "solved"));
        assertEquals(Spaces.grid().engineSpec(Spaces.grid().configuration(Map.of("selection", "roulette",
                "crossover", "geneWise", "pm", "0.3")), 8, limits).build().toString(),
                s.engineSpec(c, 8, limits).build().toString());
    }

    @Test
    void aBudgetBelowTheMinimumIsRefusedWithTheFigure() {
        Race race = small(Spaces.grid()).budget(71);
        assertEquals(72, race.minimumBudget());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, race::run);
        assertEquals("budget 71 runs is below this race's minimum of 72: 3 iterations × 4 configurations"
                + " (3 survivors + 1) × 6 blocks (first test after 5, then every 1)", e.getMessage());
        assertEquals(72 * 2, small(Spaces.grid()).tests(10, 2).minimumBudget());
    }

    @Test
    void heldOutSeedsMustNotMeetTheTrainingSeeds() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> small(Spaces.grid()).heldOutSeeds(1_150, 100).run());
        assertEquals("held-out seeds 1150..1249 meet the training seeds 1000..1199; a re-test must use seeds the"
                + " race never saw", e.getMessage());
    }

    @Test
    void aConfigurationReadsBackFromTextAndRefusesWhatDoesNotFit() {
        Space s = Spaces.conditional();
        Configuration c = s.configuration(Map.of("selection", "tournament", "k", "4", "pop", "50", "pm", "0.2"));
        assertEquals("selection=tournament k=4 pop=50 pm=0.2", c.describe());
        assertEquals("parameter k is inactive unless selection is one of [tournament], but was given 4",
                assertThrows(IllegalArgumentException.class, () -> s.configuration(
                        Map.of("selection", "roulette", "k", "4", "pop", "50", "pm", "0.2"))).getMessage());
        assertEquals("parameter pop must be an integer in [10, 200], was 5", assertThrows(
                IllegalArgumentException.class, () -> s.configuration(
                        Map.of("selection", "roulette", "pop", "5", "pm", "0.2"))).getMessage());
        assertEquals("parameter pm is missing", assertThrows(IllegalArgumentException.class,
                () -> s.configuration(Map.of("selection", "roulette", "pop", "50"))).getMessage());
    }
}
