package io.nqueens.stats;

import io.nqueens.Checks;
import tech.tablesaw.api.BooleanColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;
import tech.tablesaw.api.NumericColumn;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Two settings of an experiment compared on the seeds both ran (the runs table pairs them by
 * seed): success by McNemar's exact test, which looks only at the seeds one solved and the other
 * missed, and cost by Wilcoxon's signed-rank test on the evaluations each spent on each seed
 * (every run counts, solved or not: a failed run spent its whole budget). Pairing removes the
 * seeds' own luck from the comparison, so it can tell apart settings whose separate intervals
 * overlap. O(runs).
 *
 * <pre>{@code
 * PairedComparison c = PairedComparison.of(result.runs(), "selection=tournament(3)", "selection=linearRank(2.0)");
 * System.out.println(c);   // tournament(3) vs linearRank(2.0) on 30 common seeds: solved 29 vs 30 ...
 * }</pre>
 *
 * @param first the first setting's label
 * @param second the second setting's label
 * @param seeds the number of seeds both ran
 * @param success McNemar's exact test on solved (first vs second)
 * @param cost Wilcoxon's signed-rank test on evaluations (first minus second)
 * @param firstCheaper seeds on which the first spent fewer evaluations than the second
 * @param secondCheaper seeds on which the second spent fewer evaluations than the first
 */
public record PairedComparison(String first, String second, int seeds, McNemar success, WilcoxonSignedRank cost,
        int firstCheaper, int secondCheaper) {

    /**
     * Compares two settings of a runs table on their common seeds.
     *
     * @param runs a runs table with the columns {@code setting}, {@code seed}, {@code solved} and
     *     {@code evaluations}
     * @param first a setting's label
     * @param second another setting's label
     * @return the comparison
     * @throws IllegalArgumentException for a missing column, a label that is no setting's (listing
     *     the labels), the same label twice, or two settings without a common seed
     */
    public static PairedComparison of(Table runs, String first, String second) {
        Checks.notNull("runs", runs);
        SettingGroups.of(runs, List.of("setting", "seed", "solved", "evaluations"));
        Checks.notNull("first", first);
        Checks.notNull("second", second);
        if (first.equals(second)) {
            throw new IllegalArgumentException("first and second must be two settings, were both \"" + first + "\"");
        }
        List<int[]> pairs = commonSeeds(bySeed(runs, first), bySeed(runs, second));
        if (pairs.isEmpty()) {
            throw new IllegalArgumentException("settings \"" + first + "\" and \"" + second + "\" ran no seed in common");
        }
        BooleanColumn solved = runs.booleanColumn("solved");
        NumericColumn<?> evaluations = runs.numberColumn("evaluations");
        boolean[] sa = new boolean[pairs.size()];
        boolean[] sb = new boolean[pairs.size()];
        double[] ea = new double[pairs.size()];
        double[] eb = new double[pairs.size()];
        int aCheaper = 0;
        int bCheaper = 0;
        for (int i = 0; i < pairs.size(); i++) {
            int ra = pairs.get(i)[0];
            int rb = pairs.get(i)[1];
            sa[i] = Boolean.TRUE.equals(solved.get(ra));
            sb[i] = Boolean.TRUE.equals(solved.get(rb));
            ea[i] = evaluations.getDouble(ra);
            eb[i] = evaluations.getDouble(rb);
            aCheaper += ea[i] < eb[i] ? 1 : 0;
            bCheaper += eb[i] < ea[i] ? 1 : 0;
        }
        return new PairedComparison(first, second, pairs.size(), McNemar.of(sa, sb), WilcoxonSignedRank.of(ea, eb),
                aCheaper, bCheaper);
    }

    /** The row pairs (first's, second's) of the seeds both ran, in the first's order. */
    private static List<int[]> commonSeeds(Map<Long, Integer> a, Map<Long, Integer> b) {
        List<int[]> pairs = new ArrayList<>();
        a.forEach((seed, row) -> {
            if (b.containsKey(seed)) {
                pairs.add(new int[] {row, b.get(seed)});
            }
        });
        return pairs;
    }

    private static Map<Long, Integer> bySeed(Table runs, String label) {
        Column<?> settings = runs.column("setting");
        NumericColumn<?> seeds = runs.numberColumn("seed");
        Map<Long, Integer> out = new LinkedHashMap<>();
        for (int r = 0; r < runs.rowCount(); r++) {
            if (label.equals(settings.getString(r))) {
                if (seeds.isMissing(r)) { // Tablesaw reads Long.MIN_VALUE as missing too
                    throw new IllegalArgumentException("row " + r + " of setting \"" + label + "\" has no seed (a"
                            + " missing value); runs are paired by seed, so every run needs one");
                }
                long seed = seeds instanceof tech.tablesaw.api.LongColumn l ? l.getLong(r) : (long) seeds.getDouble(r);
                Integer before = out.put(seed, r);
                if (before != null) {
                    throw new IllegalArgumentException("setting \"" + label + "\" lists seed " + seed + " twice (rows "
                            + before + " and " + r + "); a runs table holds one run per setting and seed");
                }
            }
        }
        if (out.isEmpty()) {
            throw new IllegalArgumentException("setting must be one of "
                    + new java.util.LinkedHashSet<>(runs.column("setting").asList()) + ", was \"" + label + "\"");
        }
        return out;
    }

    /**
     * {@return the comparison in two lines} e.g.
     * <pre>
     * A vs B on 30 common seeds: solved 29 vs 30 (only A 0, only B 1), McNemar exact p = 1.000
     *   evaluations: A cheaper on 26 seeds, B on 4; Wilcoxon signed-rank p = 0.0000 (normal approximation)
     * </pre>
     */
    @Override
    public String toString() {
        int solvedFirst = success.bothSolved() + success.onlyFirst();
        int solvedSecond = success.bothSolved() + success.onlySecond();
        return String.format(Locale.ROOT, "%s vs %s on %d common seeds: solved %d vs %d (only first %d, only second"
                + " %d), McNemar exact p = %.3f%n  evaluations: first cheaper on %d seeds, second on %d;"
                + " Wilcoxon signed-rank p = %.4f (%s)", first, second, seeds, solvedFirst, solvedSecond,
                success.onlyFirst(), success.onlySecond(), success.p(), firstCheaper, secondCheaper, cost.p(),
                cost.exact() ? "exact" : "normal approximation");
    }
}
