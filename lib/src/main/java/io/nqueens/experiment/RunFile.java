package io.nqueens.experiment;

import io.nqueens.json.Json;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.zip.CRC32;

/**
 * One saved run: its row as one line of JSON, then a line {@code crc32 XXXXXXXX} holding the
 * CRC-32 of the first line's UTF-8 bytes, so that a file damaged after it was written (truncated,
 * edited, torn by a crash) is detected and its run done again rather than trusted. O(1).
 */
final class RunFile {
    private RunFile() {}

    /** The file's text for run {@code task} of setting {@code label}. */
    static String write(int task, String label, RunRow r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("run", task);
        m.put("setting", label);
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
     * Reads a run file's text, checking its checksum and that it is run {@code task} of setting
     * {@code label} with seed {@code seed} (setting number {@code setting}).
     *
     * @throws IllegalArgumentException saying why the file is not trusted
     */
    static RunRow read(String text, int task, int setting, String label, long seed) {
        String[] lines = text.split("\n", -1);
        if (lines.length != 3 || !lines[2].isEmpty() || !lines[1].startsWith("crc32 ")) {
            throw new IllegalArgumentException("not two lines ending in a crc32 line (a torn or foreign file)");
        }
        if (!lines[1].equals("crc32 " + crc(lines[0]))) {
            throw new IllegalArgumentException("its checksum does not match its content");
        }
        Map<String, Object> m = Json.parseObject(lines[0], "a run");
        if (number(m, "run") != task || !label.equals(m.get("setting")) || number(m, "seed") != seed) {
            throw new IllegalArgumentException("it holds run " + m.get("run") + " of setting " + m.get("setting")
                    + " with seed " + m.get("seed") + ", not run " + task + " of setting " + label + " with seed " + seed);
        }
        if (!(m.get("solved") instanceof Boolean solved) || !(m.get("stop_reason") instanceof String stop)) {
            throw new IllegalArgumentException("its solved or stop_reason field is missing");
        }
        return new RunRow(setting, seed, solved, (int) number(m, "first_solution_generation"),
                (int) number(m, "generations"), number(m, "evaluations"), real(m, "wall_ms"), real(m, "best_fitness"),
                stop, (int) number(m, "distinct_solutions"), (int) number(m, "restarts"));
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
