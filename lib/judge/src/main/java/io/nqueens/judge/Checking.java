package io.nqueens.judge;

import io.nqueens.assignments.Report;
import io.nqueens.assignments.RuleResult;
import io.nqueens.json.Json;

import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import jdk.jshell.JShell;
import jdk.jshell.Snippet;
import jdk.jshell.SnippetEvent;

/**
 * The judge's work on one request: wait for the kernel, bind its variables to stand-ins, evaluate
 * the check in JShell, and make the verdict. One JShell for the judge's life, or for one
 * notebook's {@link Session} (its start costs about a second in a cold JVM, a tenth of that in a
 * warm {@link JudgeHost}; each check's snippets a few hundred milliseconds).
 */
final class Checking implements AutoCloseable {
    private static final Pattern SCORE = Pattern.compile("\\.score\\(\\)\\s*;?\\s*$");
    private static final Pattern NAME = Pattern.compile("[A-Za-z_$][A-Za-z0-9_$]{0,63}");
    private static final int MAX_VARIABLES = 16;

    private final ServerSocketChannel server;
    private final Duration callLimit;
    private final Duration connect;
    private final JShell shell;
    private final PrintStream log;
    private volatile SocketChannel current;

    Checking(ServerSocketChannel server, Duration callLimit, Duration connect) {
        this(server, callLimit, connect, List.of(System.getProperty("java.class.path").split(File.pathSeparator)),
                System.err);
    }

    /**
     * A JShell whose snippets' classes are loaded by a child of this class's own loader (so a
     * {@link Session}'s snippets see its own copies of the kit's classes), compiling against
     * {@code classpath}; what it and the links say goes to {@code log}.
     */
    Checking(ServerSocketChannel server, Duration callLimit, Duration connect, List<String> classpath,
            PrintStream log) {
        this.server = server;
        this.callLimit = callLimit;
        this.connect = connect;
        this.log = log;
        this.shell = JShell.builder().executionEngine(new SnippetLoader.Provider(Checking.class.getClassLoader()),
                Map.of()).out(log).err(log).build();
        for (String entry : classpath) {
            if (!entry.isBlank()) {
                shell.addToClasspath(entry);
            }
        }
        shell.eval("int $judgeReady = 1;"); // the compiler's start, paid once
    }

    /** The verdict of one request line (never throws for anything the kernel does). */
    @SuppressWarnings("unchecked")
    Map<String, Object> judge(String line) {
        Map<String, Object> request = Json.parseObject(line, "check request");
        Map<String, Object> verdict = new LinkedHashMap<>();
        verdict.put("id", request.get("id"));
        String source = String.valueOf(request.get("source"));
        if (!SCORE.matcher(source).find()) {
            return error(verdict, "the check cell does not end in .score()");
        }
        List<String> wanted = (List<String>) request.getOrDefault("variables", List.of());
        List<String> absent = (List<String>) request.getOrDefault("absent", List.of());
        SocketChannel socket = accept();
        if (socket == null) {
            return error(verdict, "your notebook's code did not reach the check within " + connect.toSeconds() + " s");
        }
        current = socket;
        try (Link link = new Link(socket, callLimit, absent)) {
            log.println("judge " + request.get("id") + ": connected");
            String why = link.hello(wanted);
            if (why != null) {
                return error(verdict, why);
            }
            String expression = SCORE.matcher(source).replaceFirst("").strip();
            String failed = eval(Hello.declarations(wanted) + "io.nqueens.judge.Judge.keep(" + expression + ");");
            Report report = Judge.takeKept();
            link.done();
            log.println("judge " + request.get("id") + ": " + link.counts()
                    + (link.broken() != null ? " (link: " + link.broken() + ")" : ""));
            if (report == null) {
                return error(verdict, failed != null ? failed : "the check gave no report");
            }
            return recorded(verdict, reached(report, link.forbidden()), link.forbidden());
        } catch (IOException e) {
            return error(verdict, "the connection to your notebook's code broke: " + e.getMessage());
        } finally {
            current = null;
        }
    }

    /**
     * Ends the check under way, if any, from another thread: its connection is closed, so its
     * next call fails and the check ends with an error verdict (nobody waits for it).
     */
    void abort() {
        SocketChannel s = current;
        if (s != null) {
            try {
                s.close();
            } catch (IOException e) {
                log.println("judge: closing the connection: " + e.getMessage());
            }
        }
    }

    /**
     * The report with its "when graded, calling ... scores 0" line failed, saying which class the
     * student's code reached, when it reached one the exercise leaves out ({@code forbidden} not
     * null): that line must not read PASS on an answer scored 0 for it (its other rules failed
     * only because the code threw).
     */
    static Report reached(Report report, String forbidden) {
        if (forbidden == null) {
            return report;
        }
        List<RuleResult> rules = new ArrayList<>();
        for (RuleResult r : report.rules()) {
            rules.add(r.maxPoints() == 0 && r.rule().startsWith(WHEN_GRADED) ? new RuleResult(r.rule(), false, 0,
                    "your code called " + forbidden + ", which is left out when graded (it threw"
                    + " NoClassDefFoundError): the answer scores 0 and the rules it met when it threw failed") : r);
        }
        return new Report(report.title(), rules, report.note());
    }

    /** How the checks name the line about the kit's classes an exercise forbids (CheckRunner.whenGraded). */
    private static final String WHEN_GRADED = "when graded, calling ";

    private static Map<String, Object> recorded(Map<String, Object> verdict, Report report, String forbidden) {
        verdict.put("record", report.toJson());
        verdict.put("checklist", report.toString());
        verdict.put("forbidden", forbidden);
        verdict.put("error", null);
        return verdict;
    }

    private static Map<String, Object> error(Map<String, Object> verdict, String why) {
        verdict.put("error", why);
        return verdict;
    }

    /** The kernel's connection, or null when none came within the connect time. */
    private SocketChannel accept() {
        long deadline = System.nanoTime() + connect.toNanos();
        try {
            server.configureBlocking(false);
            while (System.nanoTime() < deadline) {
                SocketChannel s = server.accept();
                if (s != null) {
                    s.configureBlocking(true);
                    return s;
                }
                Thread.sleep(10);
            }
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return null;
    }

    /** Evaluates the snippets of {@code code}; null when all ran, else what JShell said. */
    private String eval(String code) {
        String rest = code;
        List<String> problems = new ArrayList<>();
        while (!rest.isBlank()) {
            var info = shell.sourceCodeAnalysis().analyzeCompletion(rest);
            for (SnippetEvent e : shell.eval(info.source())) {
                if (e.status() == Snippet.Status.REJECTED) {
                    problems.add("the check could not be compiled against your variables: " + shell.diagnostics(
                            e.snippet()).map(d -> d.getMessage(null)).toList());
                } else if (e.exception() != null) {
                    problems.add("the check failed: " + e.exception());
                }
            }
            rest = info.remaining();
        }
        return problems.isEmpty() ? null : String.join("; ", problems);
    }

    /** True for a Java identifier the judge accepts as a variable name. */
    static boolean identifier(String s) {
        return NAME.matcher(s).matches() && !s.contains("$");
    }

    static int maxVariables() {
        return MAX_VARIABLES;
    }

    @Override
    public void close() {
        shell.close();
    }
}
