package io.nqueens.judge;

import io.nqueens.assignments.CheckTime;
import io.nqueens.assignments.ProbeSeeds;
import io.nqueens.assignments.Report;
import io.nqueens.grading.Serve;
import io.nqueens.grading.wire.Wire;
import io.nqueens.json.Json;

import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The judge: a JVM of its own, started by the grader outside the sandbox, one per graded
 * notebook, that computes each check's verdict. It reads check requests from its standard input,
 * one JSON object a line:
 *
 * <pre>{"id": "ex3-ox", "source": "io.nqueens.assignments.CrossoverCheck.orderCrossover().check(myOx).score()",
 *  "points": 11, "variables": ["myOx"], "absent": ["io.nqueens.operators.crossover.OrderCrossover"]}</pre>
 *
 * and for each writes one verdict line to its standard output, which only the grader reads:
 * {@code {"id": ..., "record": REPORT_JSON, "checklist": TEXT, "forbidden": CLASS_OR_NULL,
 * "error": null}} (or an {@code error} saying why there is no record). For a request it waits for
 * the kernel's {@link Serve} call on its UNIX socket ({@code --channel PATH}), declares each
 * student variable in its own JShell (local execution: the check runs in this JVM) as a {@link
 * Remote} stand-in of the interface the kernel named, and evaluates the instructor's check cell
 * with its final {@code .score()} replaced by taking the {@link Report}. The check's generators,
 * rules and points are all here; from the kernel come only the data its calls return.
 *
 * <p>Run as {@code java -cp KIT_CLASSPATH io.nqueens.judge.Judge --channel PATH [--scale N]
 * [--call-limit S] [--connect S]}: {@code --scale} multiplies every check's time limit (default
 * 10: each call and draw is a round trip), {@code --call-limit} bounds one call (default 60 s),
 * {@code --connect} the wait for the kernel (default 60 s).
 */
public final class Judge {
    /** The name under which a built engine's plug-in of the student's own is registered: PREFIX + handle. */
    public static final String REMOTE_PREFIX = Wire.REMOTE_PREFIX;
    private static final Map<String, Object> BOUND = new ConcurrentHashMap<>();
    private static volatile Report kept;

    private Judge() {}

    /**
     * The stand-in bound to a student variable, for the JShell snippet that declares it.
     *
     * @param name the variable's name
     * @return the stand-in (or the data) the kernel's value became
     */
    public static Object bound(String name) {
        return BOUND.get(name);
    }

    /**
     * Takes the report of the check cell being judged (what its {@code .score()} would print).
     *
     * @param report the check's report
     */
    public static void keep(Report report) {
        kept = report;
    }

    static Report takeKept() {
        Report r = kept;
        kept = null;
        return r;
    }

    static void bind(String name, Object value) {
        BOUND.put(name, value);
    }

    /**
     * Runs the judge (see the class comment).
     *
     * @param args {@code --channel PATH} and the options above
     * @throws IOException when the socket cannot be made or standard input breaks
     */
    public static void main(String[] args) throws IOException {
        Map<String, String> options = options(args);
        PrintStream verdicts = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        System.setOut(System.err); // nothing a check prints may reach the verdicts
        CheckTime.scaleLimits(Integer.parseInt(options.getOrDefault("--scale", "10")));
        ProbeSeeds.logTo(System.err); // the probes' secret seeds, in the judge's own log: a verdict can be replayed
        Path channel = Path.of(options.get("--channel"));
        Files.deleteIfExists(channel);
        try (ServerSocketChannel server = bound(channel);
                Checking checking = new Checking(server,
                        Duration.ofSeconds(Long.parseLong(options.getOrDefault("--call-limit", "60"))),
                        Duration.ofSeconds(Long.parseLong(options.getOrDefault("--connect", "60"))))) {
            BufferedReader requests = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            String line;
            while ((line = requests.readLine()) != null) {
                if (!line.isBlank()) {
                    verdicts.println(Json.writeLine(checking.judge(line)));
                }
            }
        } finally {
            Files.deleteIfExists(channel);
        }
    }

    /** The socket, listening before JShell starts: a kernel may connect while the judge warms up. */
    private static ServerSocketChannel bound(Path channel) throws IOException {
        ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
        server.bind(UnixDomainSocketAddress.of(channel));
        return server;
    }

    private static Map<String, String> options(String[] args) {
        Map<String, String> out = new LinkedHashMap<>();
        for (int i = 0; i + 1 < args.length; i += 2) {
            if (!args[i].startsWith("--")) {
                throw new IllegalArgumentException("expected an option --NAME VALUE, got " + args[i]);
            }
            out.put(args[i], args[i + 1]);
        }
        if (!out.containsKey("--channel")) {
            throw new IllegalArgumentException("usage: Judge --channel PATH [--scale N] [--call-limit S] [--connect S]");
        }
        return out;
    }
}
