package io.nqueens.live;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Shorter setting labels for a live chart's axis, where 18 labels such as {@code
 * selection=tournament(2), pop=1000, pm=0.05} stood on end took 190 of a chart's 500 pixels: each
 * word value is cut to its shortest prefix of at least {@link #MIN} characters that no other value
 * of the same key starts with ({@code roulette} and {@code tournament(2)} become {@code rou} and
 * {@code tou}); numbers and the keys stay whole, so the axis still reads "selection, pop, pm".
 * Labels not all of the form {@code key=value, key=value} with the same keys, and labels the cut
 * would make equal, are kept as they are. O(labels × values of a key).
 */
final class CompactLabels {
    /** The shortest prefix a value is cut to, in characters: "rou" still reads as roulette. */
    static final int MIN = 3;

    private CompactLabels() {}

    /** {@return the labels, shortened as the class says, in the same order} */
    static List<String> of(List<String> labels) {
        List<String[][]> parsed = new ArrayList<>();
        Map<String, Set<String>> values = new LinkedHashMap<>();
        for (String label : labels) {
            String[] parts = label.split(", ");
            String[][] pairs = new String[parts.length][];
            for (int i = 0; i < parts.length; i++) {
                pairs[i] = parts[i].split("=", -1);
                if (pairs[i].length != 2 || pairs[i][0].isEmpty() || pairs[i][1].isEmpty()) {
                    return labels;
                }
                values.computeIfAbsent(pairs[i][0], k -> new LinkedHashSet<>()).add(pairs[i][1]);
            }
            parsed.add(pairs);
        }
        List<String> out = new ArrayList<>();
        for (String[][] pairs : parsed) {
            StringBuilder s = new StringBuilder();
            for (String[] kv : pairs) {
                s.append(s.length() == 0 ? "" : ", ").append(kv[0]).append('=')
                        .append(prefix(kv[1], values.get(kv[0])));
            }
            out.add(s.toString());
        }
        return new LinkedHashSet<>(out).size() == new LinkedHashSet<>(labels).size() ? out : labels;
    }

    /** The shortest prefix of a word value, at least {@link #MIN} long, that no other value starts with. */
    private static String prefix(String value, Set<String> all) {
        if (isNumber(value)) {
            return value;
        }
        for (int n = MIN; n < value.length() - 1; n++) { // a cut of one character saves nothing
            String p = value.substring(0, n);
            if (all.stream().noneMatch(v -> !v.equals(value) && v.startsWith(p))) {
                return p;
            }
        }
        return value;
    }

    private static boolean isNumber(String s) {
        try {
            Double.parseDouble(s);
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }
}
