package io.nqueens.experiment;

import io.nqueens.Checks;
import io.nqueens.engine.StopReason;
import io.nqueens.json.Json;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.zip.CRC32;

/**
 * One saved run: its row as one line of JSON, then a line {@code crc32 XXXXXXXX} holding the
 * CRC-32 of the first line's UTF-8 bytes, so that a file damaged after it was written (truncated,
 * edited, torn by a crash) is detected and its run done again rather than trusted. The row names
 * its run, its setting's label and fingerprint ({@link io.nqueens.engine.Settings#fingerprint()})
 * and its seed, so a run of another setting (after the manifest was deleted, say) is never taken;
 * and since a checksum is no proof (anyone can recompute it after an edit), every value is checked
 * against its range and the others: solved with a first solution within the generations, the
 * generations within the engine's budget, a stop reason the engine gives, counts not negative,
 * times and fitness finite. O(1).
 */
final class RunFile {
    /** The stop reasons a saved run may give: every one but INTERRUPTED, which is never saved. */
    private static final Set<String> STOP_REASONS = Arrays.stream(StopReason.values())
            .filter(r -> r != StopReason.INTERRUPTED).map(String::valueOf)
            .collect(Collectors.toCollection(LinkedHashSet::new));

    /** What the file of one run must say: its number, setting, fingerprint and seed, and the budget. */
    record Expected(int task, int setting, String label, String fingerprint, long seed, int maxGenerations) {}

    private RunFile() {}

    /** The file's text for run {@code task} of setting {@code label} whose engine has this fingerprint. */
    static String write(int task, String label, String fingerprint, RunRow r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("run", task);
        m.put("setting", label);
        m.put("fingerprint", fingerprint);
        m.put("seed", r.seed());
        m.put("solved", r.solved());
        m.put("first_solution_generation", r.firstSolvedGeneration());
        m.put("generations", r.generations());
        m.put("evaluations", r.evaluations());
        m.put("wall_ms", r.wallMillis());
        m.put("best_fitness", r.bestFitness());
        m.put("stop_reason", r.stopReason());
        m.put("distinct_solutions", r.distinctSolutions());
        m.put("restarts", r.restarts());
        String line = Json.writeLine(m);
        return line + "\ncrc32 " + crc(line) + "\n";
    }

    /**
     * Reads a run file's text, checking its checksum, that it is the expected run, and that its
     * values are in range and consistent.
     *
     * @throws IllegalArgumentException saying why the file is not trusted
     */
    static RunRow read(String text, Expected x) {
        String[] lines = text.split("\n", -1);
        if (lines.length != 3 || !lines[2].isEmpty() || !lines[1].startsWith("crc32 ")) {
            throw new IllegalArgumentException("not two lines ending in a crc32 line (a torn or foreign file)");
        }
        if (!lines[1].equals("crc32 " + crc(lines[0]))) {
            throw new IllegalArgumentException("its checksum does not match its content");
        }
        Map<String, Object> m = Json.parseObject(lines[0], "a run");
        if (number(m, "run") != x.task() || !x.label().equals(m.get("setting")) || number(m, "seed") != x.seed()
                || !x.fingerprint().equals(m.get("fingerprint"))) {
            throw new IllegalArgumentException("it holds run " + m.get("run") + " of setting "
                    + Checks.shorten(String.valueOf(m.get("setting")), 100) + " (fingerprint "
                    + Checks.shorten(String.valueOf(m.get("fingerprint")), 64) + ") with seed " + m.get("seed")
                    + ", not run " + x.task() + " of setting " + x.label() + " (fingerprint " + x.fingerprint()
                    + ") with seed " + x.seed());
        }
        if (!(m.get("solved") instanceof Boolean solved) || !(m.get("stop_reason") instanceof String stop)) {
            throw new IllegalArgumentException("its solved or stop_reason field is missing");
        }
        int generations = count(m, "generations", 0, x.maxGenerations());
        int first = count(m, "first_solution_generation", -1, generations);
        if (solved != first >= 0) {
            throw new IllegalArgumentException("it says solved " + solved + " with first_solution_generation " + first
                    + "; a solved run has its first solution at generation 0 or later, an unsolved one -1");
        }
        if (!STOP_REASONS.contains(stop)) {
            throw new IllegalArgumentException("its stop_reason must be one of " + STOP_REASONS + ", was "
                    + Checks.shorten(stop, 100));
        }
        long evaluations = number(m, "evaluations");
        if (evaluations < 0) {
            throw new IllegalArgumentException("its evaluations must be at least 0, was " + evaluations);
        }
        return new RunRow(x.setting(), x.seed(), solved, first, generations, evaluations, finite(m, "wall_ms", 0),
                finite(m, "best_fitness", Double.NEGATIVE_INFINITY), stop,
                count(m, "distinct_solutions", 0, Integer.MAX_VALUE), count(m, "restarts", 0, Integer.MAX_VALUE));
    }

    /** An integer field in [min, max], read as a long and checked before it is narrowed. */
    private static int count(Map<String, Object> m, String key, int min, int max) {
        long v = number(m, key);
        if (v < min || v > max) {
            throw new IllegalArgumentException("its " + key + " must be in [" + min + ", " + max + "], was " + v);
        }
        return (int) v;
    }

    private static double finite(Map<String, Object> m, String key, double min) {
        double v = real(m, key);
        if (!Double.isFinite(v) || v < min) {
            throw new IllegalArgumentException("its " + key + " must be a finite number"
                    + (min == 0 ? " at least 0" : "") + ", was " + v);
        }
        return v;
    }

    private static long number(Map<String, Object> m, String key) {
        if (!(m.get(key) instanceof Long l)) {
            throw new IllegalArgumentException("its field " + key + " is not an integer");
        }
        return l;
    }

    private static double real(Map<String, Object> m, String key) {
        if (!(m.get(key) instanceof Number n)) {
            throw new IllegalArgumentException("its field " + key + " is not a number");
        }
        return n.doubleValue();
    }

    private static String crc(String line) {
        CRC32 c = new CRC32();
        c.update(line.getBytes(StandardCharsets.UTF_8));
        return String.format("%08x", c.getValue());
    }
}
