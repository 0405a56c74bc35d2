package io.nqueens.bench;

import io.nqueens.AtomicFiles;
import io.nqueens.tuning.Configuration;
import io.nqueens.tuning.Instance;
import io.nqueens.tuning.Race;
import io.nqueens.tuning.Space;
import io.nqueens.tuning.irace.IraceExport;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * irace (R's irace package, Debian's {@code r-cran-irace}) as a contender of section 6: the
 * race's scenario exported by {@link IraceExport} (parameters, instances in the race's order,
 * maxExperiments = the race's budget, first and each test, the race's seed), run by irace itself.
 * Its runs are done here, in this JVM, on one thread per core: irace's {@code
 * targetRunnerParallel} sends each batch over a local socket ({@code irace-socket.R}), since the
 * exported target runner starts a JVM per run (about half a second each on 2 cores, more than
 * the runs). A run is {@link Race#runOne} and its cost {@link IraceExport#cost}, exactly what the
 * exported target runner prints. Costs O(irace's runs) plus R's own time.
 */
final class IraceContender {
    /** What irace found, or why it did not run. */
    record Outcome(Configuration best, int runs, double wallSeconds, String failure) {
        boolean ran() {
            return failure == null;
        }
    }

    private IraceContender() {}

    /** {@return null when Rscript and the irace package are there, else the one line saying why not} */
    static String missing() {
        try {
            Process p = new ProcessBuilder("Rscript", "-e", "library(irace)").redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0) {
                return null;
            }
            p.destroyForcibly();
        } catch (IOException e) {
            // no Rscript on the PATH: the same line as a missing package
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return "skipped: irace not installed (apt-get install r-cran-irace)";
    }

    /**
     * Runs irace on the race's scenario in a fresh folder under {@code work}.
     *
     * @param race the race whose space, instances, budget, tests and seed irace gets
     * @param space the race's space (to read irace's best configuration)
     * @param work a folder for the scenario and irace's log
     * @param threads runs at once
     * @return irace's best configuration, the runs it asked for and its wall time
     */
    static Outcome run(Race race, Space space, Path work, int threads) {
        long t0 = System.nanoTime();
        try {
            Files.createDirectories(work);
            IraceExport.write(race, work, System.getProperty("java.class.path"), threads);
            Path script = work.resolve("irace-socket.R");
            try (InputStream in = IraceContender.class.getResourceAsStream("irace-socket.R")) {
                AtomicFiles.write(script, new String(in.readAllBytes(), StandardCharsets.UTF_8));
            }
            Served served = serve(race, work, threads);
            double wall = (System.nanoTime() - t0) / 1e9;
            if (served.failure != null) {
                return new Outcome(null, served.runs, wall, served.failure);
            }
            return new Outcome(space.configuration(words(served.best)), served.runs, wall, null);
        } catch (IOException e) {
            throw new UncheckedIOException("irace in " + work + ": " + e, e);
        }
    }

    /** What the socket saw: runs done, irace's best (its "name=value" words), or a failure. */
    private record Served(int runs, String best, String failure) {}

    private static Served serve(Race race, Path work, int threads) throws IOException {
        Path log = work.resolve("irace.log");
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            server.setSoTimeout(1_000);
            Process r = new ProcessBuilder("Rscript", "--vanilla", "irace-socket.R",
                    String.valueOf(server.getLocalPort())).directory(work.toFile()).redirectErrorStream(true)
                    .redirectOutput(log.toFile()).start();
            Socket socket = accept(server, r);
            int runs = 0;
            String best = null;
            if (socket != null) {
                socket.setSoTimeout(600_000); // irace thinks between batches, but not for ten minutes
                try (socket; BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(),
                        StandardCharsets.UTF_8)); PrintWriter out = new PrintWriter(socket.getOutputStream(), false,
                        StandardCharsets.UTF_8)) {
                    for (String line = in.readLine(); line != null; line = in.readLine()) {
                        if (line.startsWith("RUN ")) {
                            runs += batch(race, in, out, Integer.parseInt(line.substring(4).trim()), pool);
                        } else if (line.startsWith("BEST")) {
                            best = line.substring(4).trim();
                        }
                    }
                } catch (IOException | RuntimeException e) {
                    r.destroyForcibly(); // R would wait for costs that never come
                    throw e;
                }
            }
            int rc = waitFor(r);
            if (rc != 0 || best == null) {
                return new Served(runs, null, "irace failed (exit " + rc + ") after " + runs + " runs; its log "
                        + log + " ends: " + tail(log));
            }
            return new Served(runs, best, null);
        } finally {
            pool.shutdownNow();
        }
    }

    /** Waits for R to connect, or returns null when it exits first (a failure its log names). */
    private static Socket accept(ServerSocket server, Process r) throws IOException {
        while (true) {
            try {
                return server.accept();
            } catch (SocketTimeoutException e) {
                if (!r.isAlive()) {
                    return null;
                }
            }
        }
    }

    /** Runs one batch of irace's experiments in parallel and answers their costs in order. */
    private static int batch(Race race, BufferedReader in, PrintWriter out, int count, ExecutorService pool)
            throws IOException {
        List<Future<Long>> costs = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            String line = in.readLine();
            if (line == null) {
                throw new IOException("irace announced " + count + " runs and sent " + i);
            }
            String[] parts = line.trim().split("\\s+", 2);
            Instance instance = Instance.parse(parts[0]);
            Map<String, String> values = words(parts.length > 1 ? parts[1] : "");
            costs.add(pool.submit(() -> IraceExport.cost(race.runOne(values, instance), race.maxEvaluations())));
        }
        for (Future<Long> f : costs) {
            try {
                out.println(f.get());
            } catch (ExecutionException e) {
                throw new IllegalStateException("a run irace asked for failed: " + e.getCause(), e.getCause());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while irace's runs ran", e);
            }
        }
        out.flush();
        return count;
    }

    /** Reads "a=1 b=x" into a map, in order. */
    static Map<String, String> words(String text) {
        Map<String, String> values = new LinkedHashMap<>();
        for (String w : text.trim().split("\\s+")) {
            int eq = w.indexOf('=');
            if (eq > 0) {
                values.put(w.substring(0, eq), w.substring(eq + 1));
            }
        }
        return values;
    }

    private static int waitFor(Process r) {
        try {
            if (!r.waitFor(10, TimeUnit.MINUTES)) {
                r.destroyForcibly();
                return -1;
            }
            return r.exitValue();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            r.destroyForcibly();
            return -1;
        }
    }

    private static String tail(Path log) {
        try {
            List<String> lines = Files.readAllLines(log);
            return String.join(" | ", lines.subList(Math.max(0, lines.size() - 8), lines.size()));
        } catch (IOException e) {
            return "(unreadable: " + e + ")";
        }
    }
}
