package io.nqueens.tuning;

import io.nqueens.Checks;
import io.nqueens.stats.BootstrapInterval;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What {@code ./kit tune} prints at the end of a race, every line at most 100 columns: the race
 * in one line, the held-out re-test of every survivor (successes with the 95% Wilson interval,
 * ERT with its bootstrap interval, and the paired tests of the pick against each, Holm-adjusted),
 * a legend of the configurations' values (wrapped between words), the pick with its values and
 * held-out figures, and the {@link Verdict}. For example
 *
 * <pre>
 * System.out.print(RaceReport.text(race.run()));</pre>
 */
public final class RaceReport {
    /** The widest line printed. */
    public static final int WIDTH = 100;

    private RaceReport() {}

    /**
     * {@return the report, lines ending in a newline}
     *
     * @param r a race's result, not null
     */
    public static String text(RaceResult r) {
        Checks.notNull("result", r);
        Race race = r.race();
        StringBuilder s = new StringBuilder();
        wrap(s, "", String.format(Locale.ROOT, "race: %,d of %,d runs, %s", r.runsUsed(), race.budget(),
                r.accounting()));
        List<HeldOut> held = r.heldOut();
        Verdict v = r.verdict();
        if (!held.isEmpty()) {
            s.append(String.format(Locale.ROOT, "held-out re-test of all %d survivors, lowest training ERT first:%n"
                    + "%d runs each, seeds %d..%d on board size%s %s%n", held.size(), held.get(0).runs(),
                    race.heldOutFirst, race.heldOutFirst + race.heldOutCount - 1, race.boardSizes.size() > 1 ? "s" : "",
                    race.boardSizes.toString().replaceAll("[\\[\\]]", "")));
            s.append(table(held, v));
            s.append("* the pick; p: paired tests of the pick against each survivor on the same seeds,"
                    + " Holm-adjusted\n");
        }
        s.append("configurations:\n");
        for (Configuration c : r.survivors()) {
            wrap(s, String.format("  %-6s", c.label()), c.describe());
        }
        Configuration pick = r.pick();
        wrap(s, "pick: " + pick.label() + " ", pick.describe());
        if (!held.isEmpty()) {
            wrap(s, "  ", "held-out: " + figures(held.get(0)));
        }
        wrap(s, "", v.text());
        return s.toString();
    }

    private static String table(List<HeldOut> held, Verdict v) {
        StringBuilder s = new StringBuilder(String.format("%-8s %8s  %-14s %8s  %-20s %9s %10s%n", "config",
                "solved", "Wilson 95%", "ERT", "ERT 95%", "McNemar p", "Wilcoxon p"));
        for (int k = 0; k < held.size(); k++) {
            HeldOut h = held.get(k);
            String mc = k == 0 ? "-" : Verdict.p(v.comparisons().get(k - 1).successP());
            String wc = k == 0 ? "-" : Verdict.p(v.comparisons().get(k - 1).costP());
            s.append(String.format(Locale.ROOT, "%-8s %8s  %-14s %8s  %-20s %9s %10s%n",
                    Configuration.label(h.configuration()) + (k == 0 ? " *" : ""), h.successes() + "/" + h.runs(),
                    String.format(Locale.ROOT, "[%.2f, %.2f]", h.success().low(), h.success().high()),
                    evaluations(h.ert().estimate()), "[" + evaluations(h.ert().low()) + ", "
                    + evaluations(h.ert().high()) + "]", mc, wc));
        }
        return s.toString();
    }

    /** "9 of 10 solved (90%, Wilson 95% 60% to 98%), ERT 1,120 evaluations (bootstrap 95% 700 to 1,800)" */
    static String figures(HeldOut h) {
        BootstrapInterval e = h.ert();
        return String.format(Locale.ROOT, "%d of %d solved (%s, Wilson 95%% %s to %s), ERT %s evaluations"
                + " (bootstrap 95%% %s to %s)", h.successes(), h.runs(), percent(h.success().rate()),
                percent(h.success().low()), percent(h.success().high()), evaluations(e.estimate()),
                evaluations(e.low()), evaluations(e.high()));
    }

    static String percent(double rate) {
        return String.format(Locale.ROOT, "%.0f%%", 100 * rate);
    }

    /** Evaluations as read: whole and grouped ("1,299"), "∞" when nothing was solved. */
    static String evaluations(double v) {
        return Double.isInfinite(v) ? "∞" : Double.isNaN(v) ? "-" : String.format(Locale.ROOT, "%,.0f", v);
    }

    /**
     * Appends {@code head + text} wrapped at {@link #WIDTH} between words, later lines indented
     * by the head's width; a word longer than a line stays whole on its own line.
     */
    static void wrap(StringBuilder out, String head, String text) {
        String indent = " ".repeat(Math.min(head.length(), 40));
        StringBuilder line = new StringBuilder(head);
        boolean empty = true;
        for (String word : text.split(" ")) {
            if (!empty && line.length() + 1 + word.length() > WIDTH) {
                out.append(line).append('\n');
                line = new StringBuilder(indent);
                empty = true;
            }
            line.append(empty ? "" : " ").append(word);
            empty = false;
        }
        out.append(line).append('\n');
    }

    /**
     * {@return a text wrapped between words at {@link #WIDTH} columns, later lines indented by two,
     * each line ending in a newline}
     *
     * @param text the text, not null
     */
    public static String wrapped(String text) {
        StringBuilder s = new StringBuilder();
        wrap(s, "", Checks.notNull("text", text));
        return s.toString().replace("\n", "\n  ").stripTrailing() + "\n";
    }

    /** {@return the lines of {@link #wrap(StringBuilder, String, String)}} */
    static List<String> wrapped(String head, String text) {
        StringBuilder s = new StringBuilder();
        wrap(s, head, text);
        return new ArrayList<>(List.of(s.toString().split("\n")));
    }
}
