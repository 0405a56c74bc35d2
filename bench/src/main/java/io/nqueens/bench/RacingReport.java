package io.nqueens.bench;

import io.nqueens.tuning.HeldOut;
import io.nqueens.tuning.RaceResult;

import java.io.PrintStream;
import java.util.List;

/**
 * Section 6's printout and result rows: one line per contender (runs, wall time, held-out
 * success with its Wilson interval, ERT with its bootstrap interval), the picks, and the two
 * targets as the paired tests on the held-out instances decide them. Rows go to section
 * {@code racing} with param {@code space=06} or {@code space=conditional}.
 */
final class RacingReport {
    private RacingReport() {}

    static void table(String space, List<RacingComparison.Contender> all, List<HeldOutRetest.Figures> figures,
            Results results, PrintStream out) {
        String param = "space=" + space;
        out.printf("%-12s %6s %8s %9s %13s %8s %17s%n", "contender", "runs", "wall s", "held-out", "Wilson 95%",
                "ERT", "ERT 95%");
        for (RacingComparison.Contender c : all) {
            if (c.skipped() != null) {
                out.printf("%-12s %s%n", c.name(), c.skipped());
                continue;
            }
            HeldOutRetest.Figures f = of(figures, c.name());
            out.print(RacingComparison.format("%-12s %6d %8.1f %4d/%-4d %6.3f-%-6.3f %8.0f %8.0f-%-8.0f%n", c.name(),
                    c.runs(), c.wallSeconds(), f.successes(), f.success().trials(), f.success().low(),
                    f.success().high(), f.ert().estimate(), f.ert().low(), f.ert().high()));
            results.add(RacingComparison.SECTION, "runs", c.name(), param, c.runs(), "runs");
            results.add(RacingComparison.SECTION, "wall", c.name(), param, c.wallSeconds(), "s");
            results.add(RacingComparison.SECTION, "held_out_success_rate", c.name(), param, f.success().rate(), "");
            results.add(RacingComparison.SECTION, "held_out_success_low", c.name(), param, f.success().low(), "");
            results.add(RacingComparison.SECTION, "held_out_success_high", c.name(), param, f.success().high(), "");
            results.add(RacingComparison.SECTION, "held_out_ert", c.name(), param, f.ert().estimate(), "evaluations");
            results.add(RacingComparison.SECTION, "held_out_ert_low", c.name(), param, f.ert().low(), "evaluations");
            results.add(RacingComparison.SECTION, "held_out_ert_high", c.name(), param, f.ert().high(), "evaluations");
        }
        for (RacingComparison.Contender c : all) {
            if (c.skipped() == null) {
                out.printf("  %s's pick: %s%n", c.name(), c.pick());
            }
        }
    }

    /** The race's own re-test of its pick ran the same engines on the same seeds: it must agree. */
    static void raceConsistency(RaceResult r, HeldOutRetest.Figures race, PrintStream out) {
        HeldOut own = r.heldOut().get(0);
        boolean same = own.successes() == race.successes() && own.runs() == race.success().trials();
        out.printf("  the race's own re-test of its pick (%d survivors, %d re-tested): %d/%d solved, %s;"
                + " its other re-tested survivors solved %s%n", r.survivors().size(), r.heldOut().size(),
                own.successes(), own.runs(), same ? "the same as above" : "NOT the same as above (a bug: same"
                + " engines, same seeds)", r.heldOut().subList(1, r.heldOut().size()).stream()
                .map(h -> String.valueOf(h.successes())).collect(java.util.stream.Collectors.joining(", ")));
    }

    static void targets(String space, List<RacingComparison.Contender> all, List<HeldOutRetest.Figures> figures,
            double alpha, Results results, PrintStream out) {
        RacingComparison.Contender grid = all.get(0);
        RacingComparison.Contender race = all.get(1);
        RacingComparison.Contender irace = all.get(2);
        HeldOutRetest.Duel vsGrid = HeldOutRetest.duel(of(figures, "race"), of(figures, grid.name()), alpha);
        boolean quarter = 4L * race.runs() <= grid.runs();
        boolean met = quarter && !vsGrid.firstWorse();
        out.printf("  race vs %s: %s%n", grid.name(), vsGrid.verdict());
        out.printf("  target (race's pick indistinguishable from the %s's best, with at most a quarter of its"
                + " runs): %s: %d runs %s %d / 4 = %d, and %s%n", grid.name(), met ? "met" : "NOT met", race.runs(),
                quarter ? "<=" : ">", grid.runs(), grid.runs() / 4, vsGrid.firstWorse() ? "the race's pick is worse"
                : vsGrid.firstBetter() ? "the race's pick is better" : "no paired test separates the two picks");
        String param = "space=" + space;
        results.add(RacingComparison.SECTION, "p_mcnemar", "race vs " + grid.name(), param, vsGrid.success().p(), "");
        results.add(RacingComparison.SECTION, "p_wilcoxon", "race vs " + grid.name(), param, vsGrid.cost().p(), "");
        results.add(RacingComparison.SECTION, "target_met_race_quarter_budget_indistinguishable", "race", param,
                met ? 1 : 0, "bool");
        if (irace.skipped() != null) {
            out.printf("  target (race's pick no worse than irace's at the same budget): not tested, irace %s%n",
                    irace.skipped().startsWith("skipped") ? "was skipped" : "failed");
            return;
        }
        HeldOutRetest.Duel vsIrace = HeldOutRetest.duel(of(figures, "race"), of(figures, "irace"), alpha);
        out.printf("  race vs irace: %s%n", vsIrace.verdict());
        out.printf("  target (race's pick no worse than irace's at the same budget, %d vs %d runs): %s%n",
                race.runs(), irace.runs(), vsIrace.firstWorse() ? "NOT met: irace's pick is better"
                : "met: " + (vsIrace.firstBetter() ? "the race's pick is better" : "no paired test separates them"));
        results.add(RacingComparison.SECTION, "p_mcnemar", "race vs irace", param, vsIrace.success().p(), "");
        results.add(RacingComparison.SECTION, "p_wilcoxon", "race vs irace", param, vsIrace.cost().p(), "");
        results.add(RacingComparison.SECTION, "target_met_race_no_worse_than_irace", "race", param,
                vsIrace.firstWorse() ? 0 : 1, "bool");
        out.print(wallLine(race, irace));
        results.add(RacingComparison.SECTION, "wall_ratio", "irace / race", param,
                irace.wallSeconds() / race.wallSeconds(), "x");
    }

    /**
     * The race's wall time against irace's on the same scenario and budget, in this run: both make
     * their runs in this JVM on every core, so the difference is what each spends around them
     * (irace: R, its sampling and tests, one socket round trip per batch; the race: its tests).
     */
    static String wallLine(RacingComparison.Contender race, RacingComparison.Contender irace) {
        return RacingComparison.format("  wall time at the same budget (%d vs %d runs): race %.1f s, irace %.1f s,"
                + " irace / race = %.2f%n", race.runs(), irace.runs(), race.wallSeconds(), irace.wallSeconds(),
                irace.wallSeconds() / race.wallSeconds());
    }

    private static HeldOutRetest.Figures of(List<HeldOutRetest.Figures> figures, String name) {
        return figures.stream().filter(f -> f.name().equals(name)).findFirst().orElseThrow();
    }
}
