package io.nqueens.judge;

import java.io.BufferedReader;
import java.io.File;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinWorkerThread;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * The grader's judge JVM for a whole grading run: started once, it holds one {@link Session} per
 * notebook being graded, each in a class loader of its own over the kit's class path (child of a
 * loader that holds this class alone: the host refuses to start if its own class path holds the kit)
 * and a thread group of its own, so no kit class, static field, JShell or thread is shared between
 * two notebooks' checks. What JVM start-up, JShell's compiler and the JIT cost is paid once per run
 * instead of once per notebook. Student code never runs here (the kernels only answer calls with
 * data, {@link Judge}); a session ends with its notebook, and a session that leaves a thread running
 * makes the host retire: it takes no new session and ends when the grader closes its input.
 *
 * <p>Standard input, one request a line, fields separated by tabs: {@code open SID CHANNEL LOG},
 * {@code check SID REQUEST_JSON} (as {@link Judge}'s), {@code close SID}. Standard output, which
 * only the grader reads: {@code SID listening}, {@code SID failed WHY}, {@code SID verdict JSON},
 * {@code SID closed clean} or {@code SID closed leftover N}, and {@code - retiring}. Run as
 * {@code java -cp HOST_JAR io.nqueens.judge.JudgeHost --classpath KIT_CLASSPATH [--scale N]
 * [--call-limit S] [--connect S]} (the options as {@link Judge}'s).
 */
public final class JudgeHost {
    private static final String SESSION = "io.nqueens.judge.Session";
    private final URL[] urls;
    private final List<String> classpath;
    private final long[] limits;
    private final PrintStream replies;
    private final Map<String, Slot> slots = new ConcurrentHashMap<>();
    private volatile boolean retiring;

    /** One session's loader, thread group and worker, and the session once open. */
    private static final class Slot {
        final ThreadGroup group;
        final ExecutorService worker;
        volatile Object session;
        volatile URLClassLoader loader;

        Slot(String sid) {
            group = new ThreadGroup("judge-session-" + sid);
            worker = Executors.newSingleThreadExecutor(r -> new Thread(group, r, "judge-session-" + sid));
        }
    }

    private JudgeHost(List<String> classpath, long[] limits, PrintStream replies) throws IOException {
        this.classpath = classpath;
        this.limits = limits;
        this.replies = replies;
        List<URL> out = new ArrayList<>();
        for (String entry : classpath) {
            out.add(Path.of(entry).toUri().toURL());
        }
        this.urls = out.toArray(new URL[0]);
    }

    /**
     * Runs the host (see the class comment).
     *
     * @param args {@code --classpath KIT_CLASSPATH} and the options above
     * @throws IOException when standard input breaks
     */
    public static void main(String[] args) throws IOException {
        Map<String, String> options = options(args);
        if (JudgeHost.class.getClassLoader().getResource(SESSION.replace('.', '/') + ".class") != null) {
            throw new IllegalStateException("JudgeHost: its class path holds the kit (" + System.getProperty(
                    "java.class.path") + "); it must hold the host alone, so that each session loads its own kit");
        }
        PrintStream replies = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        System.setOut(System.err); // nothing a check prints may reach the replies
        long[] limits = {Long.parseLong(options.getOrDefault("--scale", "10")),
            Long.parseLong(options.getOrDefault("--call-limit", "60")),
            Long.parseLong(options.getOrDefault("--connect", "60"))};
        JudgeHost host = new JudgeHost(List.of(options.get("--classpath").split(File.pathSeparator)), limits, replies);
        warmUp();
        BufferedReader requests = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String line;
        while ((line = requests.readLine()) != null) {
            if (!line.isBlank()) {
                host.handle(line.split("\t", 3));
            }
        }
        host.slots.values().forEach(JudgeHost::abort);
        System.exit(0); // the grader is done with this host: whatever a session left running ends here
    }

    /**
     * Starts JShell once in the host's own thread group, with no kit class: the compiler's classes
     * are loaded and the threads JShell keeps for the whole JVM (its source analysis' indexer) are
     * made here, not in the first session's group, where they would count as that session's.
     */
    private static void warmUp() {
        try (jdk.jshell.JShell shell = jdk.jshell.JShell.builder().executionEngine("local").build()) {
            shell.sourceCodeAnalysis().analyzeCompletion("int $hostReady = 1;");
            shell.eval("int $hostReady = 1;");
        }
    }

    private void handle(String[] f) {
        String sid = f.length > 1 ? f[1] : "-";
        switch (f[0]) {
            case "open" -> open(sid, f);
            case "check" -> check(sid, f);
            case "close" -> close(sid);
            default -> reply(sid, "failed", "unknown request " + f[0]);
        }
    }

    private void open(String sid, String[] f) {
        if (retiring || f.length < 3 || slots.containsKey(sid)) {
            reply(sid, "failed", retiring ? "this judge host is retiring" : "bad or repeated open");
            return;
        }
        String[] where = f[2].split("\t", 2);
        if (where.length < 2) {
            reply(sid, "failed", "open needs a channel and a log");
            return;
        }
        Slot slot = new Slot(sid);
        slots.put(sid, slot);
        slot.worker.execute(() -> {
            try {
                slot.loader = new URLClassLoader("judge-session-" + sid, urls, JudgeHost.class.getClassLoader());
                Thread.currentThread().setContextClassLoader(slot.loader);
                slot.session = slot.loader.loadClass(SESSION).getMethod("open", String.class, String.class,
                        List.class, long[].class).invoke(null, where[0], where[1], classpath, limits);
                reply(sid, "listening", "");
            } catch (InvocationTargetException e) {
                reply(sid, "failed", String.valueOf(e.getCause()));
            } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
                reply(sid, "failed", String.valueOf(e));
            }
        });
    }

    @SuppressWarnings("unchecked")
    private void check(String sid, String[] f) {
        Slot slot = slots.get(sid);
        if (slot == null || f.length < 3) {
            reply(sid, "failed", "no open session " + sid);
            return;
        }
        slot.worker.execute(() -> {
            try {
                if (slot.session == null) {
                    reply(sid, "failed", "the session did not open");
                } else {
                    reply(sid, "verdict", ((Function<String, String>) slot.session).apply(f[2]));
                }
            } catch (RuntimeException | LinkageError e) {
                reply(sid, "failed", String.valueOf(e));
            }
        });
    }

    /** Ends the session's check under way now, frees the session, then says whether it left threads. */
    private void close(String sid) {
        Slot slot = slots.remove(sid);
        if (slot == null) {
            reply(sid, "failed", "no open session " + sid);
            return;
        }
        abort(slot);
        slot.worker.execute(() -> {
            try {
                if (slot.session != null) {
                    ((AutoCloseable) slot.session).close();
                }
                if (slot.loader != null) {
                    slot.loader.close();
                }
            } catch (Exception e) {
                System.err.println("judge host: closing session " + sid + ": " + e);
            }
        });
        slot.worker.shutdown();
        Thread closer = new Thread(() -> finish(sid, slot), "judge-close-" + sid);
        closer.setDaemon(true);
        closer.start();
    }

    /** Waits for the session's worker and threads to end (a few seconds at most) and replies. */
    private void finish(String sid, Slot slot) {
        int left;
        try {
            slot.worker.awaitTermination(30, TimeUnit.SECONDS);
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            while ((left = running(slot.group).size()) > 0 && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            left = running(slot.group).size();
        }
        if (left > 0) {
            System.err.println("judge host: session " + sid + " left " + running(slot.group));
            retiring = true; // a thread of that session still runs: no further session shares the JVM with it
            reply("-", "retiring", sid + " left " + left + " thread(s): " + running(slot.group));
        }
        reply(sid, "closed", left > 0 ? "leftover " + left : "clean");
    }

    /**
     * The session's threads still alive, but for the JVM's common fork-join pool's workers: a
     * parallel stream started by a check makes them, in the thread group of the thread that first
     * needed one, and they idle there until their keep-alive ends. They hold no session's state and
     * run no session's task once its check has returned (the check joins its tasks).
     */
    private static List<Thread> running(ThreadGroup group) {
        Thread[] all = new Thread[group.activeCount() + 16];
        int n = group.enumerate(all, true);
        List<Thread> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            boolean common = all[i] instanceof ForkJoinWorkerThread w && w.getPool() == ForkJoinPool.commonPool();
            if (all[i].isAlive() && !common) {
                out.add(all[i]);
            }
        }
        return out;
    }

    private static void abort(Slot slot) {
        Object s = slot.session;
        if (s != null) {
            ((Runnable) s).run();
        }
    }

    private synchronized void reply(String sid, String kind, String payload) {
        // A payload is one line: JSON escapes its own; a message's line breaks and tabs are flattened.
        replies.println(sid + "\t" + kind + "\t" + payload.replace('\n', ' ').replace('\r', ' ').replace('\t', ' '));
    }

    // Judge.options' twin on purpose: this JVM's class path holds JudgeHost's classes alone (the kit
    // loads per session, in its own class loader), so it cannot call into Judge.
    private static Map<String, String> options(String[] args) {
        Map<String, String> out = new LinkedHashMap<>();
        for (int i = 0; i + 1 < args.length; i += 2) {
            if (!args[i].startsWith("--")) {
                throw new IllegalArgumentException("expected an option --NAME VALUE, got " + args[i]);
            }
            out.put(args[i], args[i + 1]);
        }
        if (!out.containsKey("--classpath")) {
            throw new IllegalArgumentException("usage: JudgeHost --classpath KIT_CLASSPATH [--scale N] "
                    + "[--call-limit S] [--connect S]");
        }
        return out;
    }
}
