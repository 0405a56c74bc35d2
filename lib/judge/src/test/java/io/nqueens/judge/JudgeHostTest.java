package io.nqueens.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.nqueens.assignments.FitnessCheck;
import io.nqueens.assignments.Report;
import io.nqueens.fitness.Fitness;
import io.nqueens.json.Json;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The grading run's judge JVM ({@link JudgeHost}) as an adversary sees it: each notebook's session
 * has its own copy of the kit's classes and their static state, a kernel that stops answering holds
 * up its own session only, closing that session ends its check at once without retiring the host,
 * and a host whose class path holds the kit refuses to start. The kernels are {@link ServeChild}
 * JVMs, as in {@link JudgeTest}.
 */
class JudgeHostTest {
    private static final String JAVA = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    private static final String PAIRS = "io.nqueens.assignments.FitnessCheck.attackingPairs().check(myPairs).score()";

    @TempDir
    Path tmp;
    private Process host;
    private PrintStream requests;
    private final BlockingQueue<String> replies = new LinkedBlockingQueue<>();

    @BeforeEach
    void start() throws Exception {
        // The judge module's classes: a folder, or its jar when the build packaged it before testing.
        Path location = Path.of(JudgeHost.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Path alone = tmp.resolve("host/io/nqueens/judge");
        Files.createDirectories(alone);
        try (FileSystem jar = Files.isDirectory(location) ? null : FileSystems.newFileSystem(location);
                var found = Files.list((jar == null ? location : jar.getPath("/")).resolve("io/nqueens/judge"))) {
            for (Path f : found.filter(p -> p.getFileName().toString().startsWith("JudgeHost")).toList()) {
                Files.copy(f, alone.resolve(f.getFileName().toString()));
            }
        }
        host = new ProcessBuilder(JAVA, "-Xmx512m", "-cp", tmp.resolve("host").toString(), JudgeHost.class.getName(),
                "--classpath", System.getProperty("java.class.path"), "--connect", "60", "--scale", "100",
                "--call-limit", "600") // long limits: a stuck check still runs when its session is closed
                .redirectError(tmp.resolve("host.log").toFile()).start();
        requests = new PrintStream(host.getOutputStream(), true, StandardCharsets.UTF_8);
        Thread reader = new Thread(() -> {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(host.getInputStream(),
                    StandardCharsets.UTF_8))) {
                in.lines().forEach(replies::add);
            } catch (java.io.IOException e) {
                replies.add("- ended " + e);
            }
        });
        reader.setDaemon(true);
        reader.start();
    }

    @AfterEach
    void stop() throws Exception {
        requests.close();
        if (!host.waitFor(30, TimeUnit.SECONDS)) {
            host.destroyForcibly();
        }
    }

    private String reply(String sid, String kind) throws InterruptedException {
        String line = replies.poll(120, TimeUnit.SECONDS);
        assertTrue(line != null && line.startsWith(sid + "\t" + kind), "expected " + sid + " " + kind + ", got " + line
                + " (" + replies + ")");
        return line.substring(sid.length() + kind.length() + 2);
    }

    private Path open(String sid) throws InterruptedException {
        Path channel = tmp.resolve(sid + ".sock");
        requests.println("open\t" + sid + "\t" + channel + "\t" + tmp.resolve(sid + ".log"));
        reply(sid, "listening");
        return channel;
    }

    private void check(String sid, String source, String variable) {
        requests.println("check\t" + sid + "\t" + Json.writeLine(Map.of("id", "ex1-pairs", "source", source,
                "points", 6, "variables", List.of(variable), "absent", List.of())));
    }

    private Process kernel(Path channel, String variable, String answer) throws Exception {
        return new ProcessBuilder(JAVA, "-Xmx256m", "-XX:TieredStopAtLevel=1", "-cp",
                System.getProperty("java.class.path"), ServeChild.class.getName(), channel.toString(), "ex1-pairs",
                variable, answer).redirectErrorStream(true).redirectOutput(tmp.resolve("kernel.out").toFile()).start();
    }

    private Map<String, Object> verdict(String sid) throws InterruptedException {
        return Json.parseObject(reply(sid, "verdict"), "verdict");
    }

    private static Object title(Map<String, Object> verdict) {
        return Json.parseObject(String.valueOf(verdict.get("record")), "record").get("title");
    }

    @Test
    void eachSessionHasItsOwnKitClassesAndStaticState() throws Exception {
        Path a = open("a");
        Path b = open("b");
        String probe = "io.nqueens.judge.SessionProbe.count(myPairs).score()";
        for (String title : List.of("calls=1 loader=judge-session-a", "calls=2 loader=judge-session-a")) {
            Process k = kernel(a, "myPairs", "pairs");
            check("a", probe, "myPairs");
            assertEquals(title, title(verdict("a")));
            k.waitFor(30, TimeUnit.SECONDS);
        }
        Process k = kernel(b, "myPairs", "pairs");
        check("b", probe, "myPairs");
        // Session a's counter went to 2; b's copy of the class starts from its own 0.
        assertEquals("calls=1 loader=judge-session-b", title(verdict("b")));
        k.waitFor(30, TimeUnit.SECONDS);
        requests.println("close\ta");
        assertEquals("clean", reply("a", "closed"));
        requests.println("close\tb");
        assertEquals("clean", reply("b", "closed"));
        assertTrue(!Files.exists(a) && !Files.exists(b), "a closed session's socket is removed");
    }

    @Test
    void aKernelThatStopsAnsweringHoldsUpOnlyItsOwnSessionAndClosingItEndsItsCheck() throws Exception {
        Path stuck = open("stuck");
        Path honest = open("honest");
        Process looping = kernel(stuck, "myReset", "looping-reset");
        check("stuck", "io.nqueens.assignments.MutationCheck.perGeneReset(0.2).check(myReset).score()", "myReset");
        Process k = kernel(honest, "myPairs", "pairs");
        check("honest", PAIRS, "myPairs");
        Report local = FitnessCheck.attackingPairs().check((Fitness) ServeChild.answer("pairs"));
        Map<String, Object> v = verdict("honest");
        assertEquals(local.toJson(), v.get("record"), String.valueOf(v));
        k.waitFor(30, TimeUnit.SECONDS);
        long t0 = System.nanoTime();
        requests.println("close\tstuck");
        // The stuck check's verdict (its connection was closed under it) may come first; nobody waits for it.
        String line = replies.poll(60, TimeUnit.SECONDS);
        if (line != null && line.startsWith("stuck\tverdict")) {
            line = replies.poll(60, TimeUnit.SECONDS);
        }
        assertEquals("stuck\tclosed\tclean", line, "the aborted check leaves no thread behind");
        assertTrue(System.nanoTime() - t0 < TimeUnit.SECONDS.toNanos(30), "closed at once, not at a time limit");
        looping.destroyForcibly();
        open("after"); // the host still takes sessions: it did not retire
        requests.println("close\tafter");
        assertEquals("clean", reply("after", "closed"));
    }

    @Test
    void aHostWhoseClassPathHoldsTheKitRefusesToStart() throws Exception {
        Process wrong = new ProcessBuilder(JAVA, "-cp", System.getProperty("java.class.path"), JudgeHost.class.getName(),
                "--classpath", System.getProperty("java.class.path")).redirectErrorStream(true).start();
        String out = new String(wrong.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(wrong.waitFor(60, TimeUnit.SECONDS));
        assertNotEquals(0, wrong.exitValue());
        assertTrue(out.contains("it must hold the host alone"), out);
    }
}
