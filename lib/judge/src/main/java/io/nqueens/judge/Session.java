package io.nqueens.judge;

import io.nqueens.assignments.CheckTime;
import io.nqueens.assignments.ProbeSeeds;
import io.nqueens.json.Json;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.Function;

/**
 * One notebook's judge inside a {@link JudgeHost}: its socket, its JShell and, since the host loads
 * this class in a class loader made for this notebook alone, its own copy of every kit class and
 * of their static state ({@link Judge}'s bound variables and kept report, the checks' time scale,
 * the probes' secret seeds). It judges check request lines ({@link #apply}) as {@link Judge} does,
 * one at a time; {@link #run} ends the check under way from another thread; {@link #close} frees it
 * all. The host reaches it through these JDK interfaces only: no class of a session is shared.
 */
public final class Session implements Function<String, String>, Runnable, AutoCloseable {
    private final Path channel;
    private final ServerSocketChannel server;
    private final Checking checking;
    private final PrintStream log;

    private Session(Path channel, ServerSocketChannel server, Checking checking, PrintStream log) {
        this.channel = channel;
        this.server = server;
        this.checking = checking;
        this.log = log;
    }

    /**
     * Opens a session: binds {@code channel} (listening once this returns) and starts its JShell.
     *
     * @param channel the UNIX socket's path, in the submission's work folder
     * @param log the file this notebook's judge log is appended to
     * @param classpath the kit's class path, for the JShell compiler (the same as the session's loader)
     * @param limits {@code {scale, call limit s, connect s}}, as {@link Judge}'s options
     * @return the session
     * @throws IOException when the socket or the log cannot be made
     */
    public static Session open(String channel, String log, List<String> classpath, long[] limits) throws IOException {
        PrintStream out = new PrintStream(new FileOutputStream(log, true), true, StandardCharsets.UTF_8);
        CheckTime.scaleLimits((int) limits[0]);
        ProbeSeeds.logTo(out); // the probes' secret seeds, in this notebook's judge log: a verdict can be replayed
        Path path = Path.of(channel);
        Files.deleteIfExists(path);
        ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
        try {
            server.bind(UnixDomainSocketAddress.of(path)); // listening before JShell starts, as Judge's
            return new Session(path, server, new Checking(server, Duration.ofSeconds(limits[1]),
                    Duration.ofSeconds(limits[2]), classpath, out), out);
        } catch (IOException | RuntimeException e) {
            server.close();
            out.close();
            throw e;
        }
    }

    /** The verdict line (JSON) of one check request line; never throws for what the kernel does. */
    @Override
    public String apply(String request) {
        return Json.writeLine(checking.judge(request));
    }

    /** Ends the check under way: no further kernel connects, the connected one is closed. */
    @Override
    public void run() {
        try {
            server.close();
        } catch (IOException e) {
            log.println("judge: closing the socket: " + e.getMessage());
        }
        checking.abort();
    }

    @Override
    public void close() throws IOException {
        run();
        try {
            checking.close();
        } finally {
            Files.deleteIfExists(channel);
            log.close();
        }
    }
}
