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
        out.printf("%-12s %6s %8s %9s %13s %8s %17s%n", "contender", "runs", "wall s", "held-out", "Wilson 95%",
                "ERT", "ERT 95%");
        for (RacingComparison.Contender c : all) {
            if (c.skipped() != null) {
                out.printf("%-12s %s%n", c.label(), c.skipped());
                continue;
            }
            String param = param(space, c.seed());
            HeldOutRetest.Figures f = of(figures, c.label());
            out.print(RacingComparison.format("%-12s %6d %8.1f %4d/%-4d %6.3f-%-6.3f %8.0f %8.0f-%-8.0f%n", c.label(),
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
                out.printf("  %s's pick: %s%n", c.label(), c.pick());
            }
        }
    }

    /** The race's own re-test of its pick ran the same engines on the same seeds: it must agree. */
    static void raceConsistency(RaceResult r, HeldOutRetest.Figures race, PrintStream out) {
        HeldOut own = r.heldOut().get(0);
        boolean same = own.successes() == race.successes() && own.runs() == race.success().trials();
        out.printf("  %s: the race's own re-test of its pick (%d survivors, %d re-tested): %d/%d solved, %s;"
                + " its other re-tested survivors solved %s%n", race.name(), r.survivors().size(), r.heldOut().size(),
                own.successes(), own.runs(), same ? "the same as above" : "NOT the same as above (a bug: same"
                + " engines, same seeds)", r.heldOut().subList(1, r.heldOut().size()).stream()
                .map(h -> String.valueOf(h.successes())).collect(java.util.stream.Collectors.joining(", ")));
    }

    /** {@return the result rows' param: the space, and the tuner's seed when it has one} */
    static String param(String space, long seed) {
        return "space=" + space + (seed == 0 ? "" : ";seed=" + seed);
    }

    /**
     * The grid's target, for each race seed: the race's pick indistinguishable from the grid's best
     * (or better) with at most a quarter of the grid's runs.
     */
    static void gridTargets(String space, RacingComparison.Contender grid, List<RacingComparison.Contender> races,
            List<HeldOutRetest.Figures> figures, double alpha, Results results, PrintStream out) {
        for (RacingComparison.Contender race : races) {
            HeldOutRetest.Duel vsGrid = HeldOutRetest.duel(of(figures, race.label()), of(figures, grid.name()), alpha);
            boolean quarter = 4L * race.runs() <= grid.runs();
            boolean met = quarter && !vsGrid.firstWorse();
            out.printf("  %s vs %s: %s%n", race.label(), grid.name(), vsGrid.verdict());
            out.printf("  target (%s's pick indistinguishable from the %s's best, with at most a quarter of its"
                    + " runs): %s: %d runs %s %d / 4 = %d, and %s%n", race.label(), grid.name(), met ? "met" : "NOT met",
                    race.runs(), quarter ? "<=" : ">", grid.runs(), grid.runs() / 4, vsGrid.firstWorse()
                    ? "the race's pick is worse" : vsGrid.firstBetter() ? "the race's pick is better"
                    : "no paired test separates the two picks");
            String param = param(space, race.seed());
            results.add(RacingComparison.SECTION, "p_mcnemar", "race vs " + grid.name(), param, vsGrid.success().p(), "");
            results.add(RacingComparison.SECTION, "p_wilcoxon", "race vs " + grid.name(), param, vsGrid.cost().p(), "");
            results.add(RacingComparison.SECTION, "target_met_race_quarter_budget_indistinguishable", "race", param,
                    met ? 1 : 0, "bool");
        }
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

    static HeldOutRetest.Figures of(List<HeldOutRetest.Figures> figures, String name) {
        return figures.stream().filter(f -> f.name().equals(name)).findFirst().orElseThrow();
    }
}
