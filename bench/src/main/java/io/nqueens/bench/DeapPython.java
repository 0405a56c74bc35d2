package io.nqueens.bench;

import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Section 2's DEAP contender: the same GA in DEAP itself (Debian's python3-deap), run by
 * {@code bench/python/deap_queens.py} under {@code /usr/bin/python3} in its own process, after the
 * Java contenders, on the same seeds (1..n) and after one untimed warm-up run. It prints the kit's
 * median time per generation over each other contender's: kit/hand-loop (and over the loop keeping
 * the kit's records), kit/Jenetics, kit/DEAP.
 * Skipped, with the reason printed, when the script, Python or DEAP is missing or the run fails.
 * The script's path is {@code bench/python/deap_queens.py} under the working directory (the
 * repository root, where {@code ./kit bench} runs), or the system property {@code nqk.deap.script}.
 */
final class DeapPython {
    static final Path PYTHON = Path.of("/usr/bin/python3");
    static final String LABEL = "deap (python3-deap)";
    /** Seconds a run may take before the process is stopped: DEAP needs about 1 s per run here. */
    private static final int SECONDS_PER_RUN = 30;

    private DeapPython() {}

    /** One timed run, as the script printed it. */
    record Run(double msPerGeneration, double cpuMsPerGeneration, boolean solved, int firstSolvedGeneration,
            long evaluations) {}

    /** The kit's figures the ratios are taken against (medians of ms per generation). */
    record KitMedians(double kitMs, double kitCpuMs, double jeneticsMs, double loopMs, double recordsLoopMs) {}

    static Path script() {
        return Path.of(System.getProperty("nqk.deap.script", "bench/python/deap_queens.py"));
    }

    /** Runs DEAP and prints its line and the three ratios; prints why when it cannot. */
    static void compare(DeapQueens deap, int seeds, KitMedians kit, Results results, PrintStream out) {
        String why = unavailable();
        if (why != null) {
            out.printf("DEAP: skipped (%s)%n", why);
            results.add("deap", "skipped", LABEL, why, 1, "bool");
            return;
        }
        List<Run> runs;
        try {
            runs = run(deap, seeds);
        } catch (IOException | IllegalStateException e) {
            out.printf("DEAP: skipped (%s)%n", e.getMessage());
            results.add("deap", "skipped", LABEL, String.valueOf(e.getMessage()), 1, "bool");
            return;
        }
        report(deap, runs, kit, results, out);
    }

    /** Null when Python can import DEAP and the script is there, else the reason. */
    static String unavailable() {
        return unavailable(new File(System.getProperty("java.io.tmpdir")));
    }

    /** As {@link #unavailable()}, probing DEAP from the folder {@code probeDir}. */
    static String unavailable(File probeDir) {
        if (!Files.isExecutable(PYTHON)) {
            return PYTHON + " not found";
        }
        if (!Files.isRegularFile(script())) {
            return "script " + script() + " not found (run from the repository root, or set -Dnqk.deap.script)";
        }
        try {
            // The script's own import, from a neutral folder: a folder named deap/ in the working
            // directory would otherwise pass as a namespace package and answer yes.
            Process p = new ProcessBuilder(PYTHON.toString(), "-c", "from deap import algorithms, base, creator, tools")
                    .directory(probeDir)
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!p.waitFor(30, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return PYTHON + " -c 'import deap' did not finish within 30 s";
            }
            return p.exitValue() == 0 ? null : PYTHON + " cannot import deap (Debian: apt-get install python3-deap)";
        } catch (IOException e) {
            return "cannot start " + PYTHON + ": " + e.getMessage();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted";
        }
    }

    /** Runs the script for seeds 1..{@code seeds}; output goes through files, so no pipe can fill up. */
    static List<Run> run(DeapQueens deap, int seeds) throws IOException {
        Path stdout = Files.createTempFile("deap-queens", ".jsonl");
        Path stderr = Files.createTempFile("deap-queens", ".err");
        try {
            Process p = new ProcessBuilder(PYTHON.toString(), script().toString(), "--n", String.valueOf(deap.n),
                    "--population", String.valueOf(deap.populationSize), "--generations",
                    String.valueOf(deap.generations), "--seeds", String.valueOf(seeds), "--first-seed", "1",
                    "--warmup", "1").redirectOutput(stdout.toFile()).redirectError(stderr.toFile()).start();
            long budget = (long) SECONDS_PER_RUN * (seeds + 1);
            if (!waitFor(p, budget)) {
                throw new IllegalStateException(script() + " did not finish within " + budget + " s");
            }
            if (p.exitValue() != 0) {
                throw new IllegalStateException(script() + " exited " + p.exitValue() + ": "
                        + String.join(" / ", Files.readAllLines(stderr)));
            }
            List<Run> runs = parse(Files.readAllLines(stdout));
            if (runs.size() != seeds) {
                throw new IllegalStateException(script() + " printed " + runs.size() + " runs, not " + seeds);
            }
            return runs;
        } finally {
            Files.deleteIfExists(stdout);
            Files.deleteIfExists(stderr);
        }
    }

    private static boolean waitFor(Process p, long seconds) {
        try {
            if (p.waitFor(seconds, TimeUnit.SECONDS)) {
                return true;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        p.destroyForcibly();
        return false;
    }

    /** The run lines (those with a "seed") of the script's JSON lines; the summary line is left out. */
    static List<Run> parse(List<String> lines) {
        List<Run> runs = new ArrayList<>();
        for (String line : lines) {
            if (!line.contains("\"seed\":")) {
                continue;
            }
            String first = field(line, "first_solved_generation");
            runs.add(new Run(Double.parseDouble(field(line, "ms_per_generation")),
                    Double.parseDouble(field(line, "cpu_ms_per_generation")),
                    Boolean.parseBoolean(field(line, "solved")), first.equals("null") ? -1 : Integer.parseInt(first),
                    Long.parseLong(field(line, "evaluations"))));
        }
        return runs;
    }

    private static String field(String line, String key) {
        Matcher m = Pattern.compile("\"" + key + "\": ([^,}]+)").matcher(line);
        if (!m.find()) {
            throw new IllegalStateException("no \"" + key + "\" in the line " + line);
        }
        return m.group(1).trim();
    }

    private static void report(DeapQueens deap, List<Run> runs, KitMedians kit, Results results, PrintStream out) {
        int seeds = runs.size();
        double[] ms = runs.stream().mapToDouble(Run::msPerGeneration).toArray();
        double[] cpu = runs.stream().mapToDouble(Run::cpuMsPerGeneration).toArray();
        double[] evals = runs.stream().mapToDouble(r -> (double) r.evaluations() / deap.generations).toArray();
        List<Double> firsts = runs.stream().filter(Run::solved).map(r -> (double) r.firstSolvedGeneration()).toList();
        double medianMs = Stats.median(ms);
        double medianCpu = Stats.median(cpu);
        double firstMedian = Stats.median(firsts);
        out.printf("%-30s %10.4f %8.4f %8.4f %10.4f %5d/%-3d %9s %10.1f   (own process, after the others)%n",
                LABEL, medianMs, Stats.min(ms), Stats.max(ms), medianCpu, firsts.size(), seeds,
                Double.isNaN(firstMedian) ? "-" : String.format("%.0f", firstMedian), Stats.median(evals));
        out.printf("kit's median time per generation over each contender's: kit/hand-loop %.3f (over the loop"
                + " keeping the kit's records %.3f), kit/Jenetics %.3f, kit/DEAP %.4f (wall; kit/DEAP on CPU time"
                + " %.4f)%n", kit.kitMs() / kit.loopMs(), kit.kitMs() / kit.recordsLoopMs(),
                kit.kitMs() / kit.jeneticsMs(), kit.kitMs() / medianMs, kit.kitCpuMs() / medianCpu);
        String param = "N=" + deap.n + ";pop=" + deap.populationSize + ";gens=" + deap.generations + ";seeds=" + seeds;
        results.add("deap", "ms_per_generation", LABEL, param, medianMs, "ms");
        results.add("deap", "cpu_ms_per_generation", LABEL, param, medianCpu, "ms");
        results.add("deap", "success_rate", LABEL, param, (double) firsts.size() / seeds, "share");
        results.add("deap", "median_first_solved_generation", LABEL, param, firstMedian, "generation");
        results.add("deap", "evaluations_per_generation", LABEL, param, Stats.median(evals), "evaluations");
        results.add("deap", "ratio", "kit / hand-written loop", "wall", kit.kitMs() / kit.loopMs(), "x");
        results.add("deap", "ratio", "kit / jenetics", "wall", kit.kitMs() / kit.jeneticsMs(), "x");
        results.add("deap", "ratio", "kit / deap", "wall", kit.kitMs() / medianMs, "x");
        results.add("deap", "ratio", "kit / deap", "cpu", kit.kitCpuMs() / medianCpu, "x");
    }
}
