package io.nqueens.tuning;

import io.nqueens.stats.McNemar;
import io.nqueens.stats.WilcoxonSignedRank;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The ablation path from a reference to a race's pick on the conditional space. */
class AblationTest {
    static RaceResult race;

    @BeforeAll
    static void race() {
        race = Race.over(Spaces.conditional()).boardSizes(8).trainingSeeds(1_000, 100).heldOutSeeds(0, 10)
                .budget(150).maxEvaluations(2_000).seed(2).threads(2).run();
    }

    static Map<String, String> roulette() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("selection", "roulette");
        m.put("pop", "20");
        m.put("pm", "0.05");
        return m;
    }

    @Test
    void progressTellsEveryStepItsCandidatesAndItsRuns() {
        List<String> lines = new java.util.ArrayList<>();
        Ablation a = Ablation.of(race, lines::add);
        assertEquals(Ablation.of(race).text(), a.text(), "told or not, the same path");
        assertEquals("ablation step 0 (the reference): 1 candidate, 0 of 10 runs", lines.get(0));
        assertTrue(lines.contains("ablation step 0 (the reference): 1 candidate, 10 of 10 runs"), lines.toString());
        int told = 2;
        for (Ablation.Step s : a.steps().subList(1, a.steps().size())) {
            int c = s.candidates();
            String head = "ablation step " + s.step() + " of at most " + (s.step() - 1 + c) + ": " + c
                    + (c == 1 ? " candidate, " : " candidates, ");
            assertTrue(lines.contains(head + "0 of " + c * 10 + " runs"), lines.toString());
            assertTrue(lines.contains(head + c * 10 + " of " + c * 10 + " runs"), lines.toString());
            long mine = lines.stream().filter(l -> l.startsWith(head)).count();
            assertTrue(mine >= 2 && mine <= c + 1, lines.toString()); // one per candidate's end, and the start
            told += (int) mine;
        }
        assertEquals(told, lines.size(), "no line but the steps': " + lines);
        assertTrue(a.steps().size() > 2, "a path of more than one change: " + a.text());
    }

    @Test
    void thePathGoesOneChangeAtATimeFromTheReferenceToThePick() {
        Ablation a = Ablation.of(race, roulette());
        List<Ablation.Step> steps = a.steps();
        assertEquals("reference", steps.get(0).change());
        assertEquals(Map.of("selection", "roulette", "pop", 20L, "pm", 0.05), steps.get(0).configuration().values());
        assertEquals(race.pick().values(), steps.get(steps.size() - 1).configuration().values());
        for (int k = 1; k < steps.size(); k++) {
            Map<String, Object> before = steps.get(k - 1).configuration().values();
            Map<String, Object> after = steps.get(k).configuration().values();
            String name = steps.get(k).change().split("=", 2)[0];
            assertEquals(race.pick().values().get(name), after.get(name), steps.get(k).change());
            for (String other : List.of("pop", "pm")) { // unconditional: only its own step changes it
                if (!other.equals(name)) {
                    assertEquals(before.get(other), after.get(other), other + " at step " + k);
                }
            }
            HeldOut h0 = steps.get(k - 1).figures();
            HeldOut h1 = steps.get(k).figures();
            assertEquals(McNemar.of(h0.solvedFlags(), h1.solvedFlags()), steps.get(k).success());
            assertEquals(WilcoxonSignedRank.of(h0.evaluationCounts(), h1.evaluationCounts()), steps.get(k).cost());
            assertEquals(10, h1.runs());
        }
        assertNull(steps.get(0).success());
        assertEquals(List.of(3, 2, 1), steps.subList(1, steps.size()).stream().map(Ablation.Step::candidates).toList());
        // c8 = selection=tournament k=7 pop=32 pm=0.319; each step the lowest held-out ERT of its candidates
        assertEquals(List.of("reference", "pop=32", "pm=0.319", "selection=tournament (+k=7)"),
                steps.stream().map(Ablation.Step::change).toList());
        assertEquals(List.of(9, 9, 10, 9), steps.stream().map(s -> s.figures().successes()).toList());
        assertEquals(a.text(), Ablation.of(race, roulette()).text()); // the same seed, the same path
        assertTrue(a.text().lines().allMatch(l -> l.length() <= 100), a.text());
    }

    @Test
    void theSummarySaysWhichChangesHelpedHurtOrDidNothingAsTheirTestsSay() {
        Ablation a = Ablation.of(race);
        String summary = a.summary();
        assertTrue(a.text().replace("\n", " ").contains(summary.substring(0, 40)), a.text());
        double alpha = race.race().alpha;
        List<Ablation.Step> steps = a.steps();
        for (int k = 1; k < steps.size(); k++) {
            Ablation.Step st = steps.get(k);
            double p = Math.min(st.success().p(), st.cost().p());
            double before = steps.get(k - 1).figures().ert().estimate();
            double after = st.figures().ert().estimate();
            String change = java.util.regex.Pattern.quote(st.change());
            boolean helped = p < alpha && after < before;
            boolean hurt = p < alpha && after > before;
            assertEquals(helped, summary.matches(".*" + change + " \\(ERT [^;]*for the gain.*"), summary);
            assertEquals(hurt, summary.matches(".*" + change + " \\([^;]*made held-out results worse.*"), summary);
        }
        assertTrue(summary.startsWith("summary: ") && summary.endsWith("."), summary);
        assertTrue(!(summary.contains("alone accounts") && summary.contains("no change made")), summary);
    }

    @Test
    void aChangeThatActivatesAParameterSetsItToo() {
        Ablation a = Ablation.of(race, roulette());
        String k = Configuration.text(race.pick().values().get("k"));
        assertEquals("tournament", race.pick().values().get("selection"), race.pick().toString());
        assertTrue(a.steps().stream().anyMatch(s -> s.change().equals("selection=tournament (+k=" + k + ")")),
                a.text());
        assertTrue(a.steps().stream().noneMatch(s -> s.change().startsWith("k=")), a.text());
    }

    @Test
    void fromTheBaseSpecTheConditionalParameterComesWithItsParent() {
        Ablation a = Ablation.of(race);
        assertEquals("the base spec (the kit's defaults)", a.reference());
        assertEquals(Map.of(), a.steps().get(0).configuration().values());
        assertEquals(4, a.steps().size()); // selection (+k), pop, pm
        assertEquals(race.pick().values(), a.steps().get(3).configuration().values());
        assertEquals(List.of(3, 2, 1), a.steps().subList(1, 4).stream().map(Ablation.Step::candidates).toList());
        assertEquals(4, a.table().rowCount());
        assertEquals(List.of("step", "change", "values", "runs", "successes", "success_rate", "ert", "ert_low",
                "ert_high", "mcnemar_p", "wilcoxon_p", "candidates"), a.table().columnNames());
    }

    @Test
    void aBadReferenceIsRefusedByName() {
        Map<String, String> unknown = roulette();
        unknown.put("pc", "0.5");
        assertEquals("unknown parameters [pc]; the space has [selection, k, pop, pm]",
                assertThrows(IllegalArgumentException.class, () -> Ablation.of(race, unknown)).getMessage());
        Map<String, String> inactive = roulette();
        inactive.put("k", "3");
        assertEquals("parameter k is inactive unless selection is one of [tournament], but was given 3",
                assertThrows(IllegalArgumentException.class, () -> Ablation.of(race, inactive)).getMessage());
        Map<String, String> range = roulette();
        range.put("pm", "2");
        assertEquals("parameter pm must be a number in [0.01, 0.9], was 2",
                assertThrows(IllegalArgumentException.class, () -> Ablation.of(race, range)).getMessage());
    }

}
