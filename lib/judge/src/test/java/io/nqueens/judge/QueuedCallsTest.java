package io.nqueens.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.nqueens.assignments.ThrownElsewhere;
import io.nqueens.grading.wire.Wire;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Queued calls against a kernel that is not the kit's serve code: one that answers with a genome
 * of the wrong length, and one that never answers. Either ends the link, and the call under way
 * and every later one come back lost; nothing the kernel sent becomes a score.
 */
class QueuedCallsTest {
    @TempDir
    Path tmp;

    /** Evaluations of 8-gene genomes, queued; what came back, by call ("lost: why" or the score). */
    private static String[] queued(Link link, int count) {
        String[] got = new String[count];
        int[] genes = {0, 1, 2, 3, 4, 5, 6, 7};
        link.queue(count, i -> new CallWindow.Queued<>(0, Wire.EVALUATE, out -> {
            link.arrays().write(out, genes);
            out.writeInt(8);
        }, in -> {
            double v = in.readDouble();
            Remote.into(genes, in, "the genome");
            return v;
        }), new CallWindow.Answered<Double>() {
            @Override
            public void value(int i, Double value) {
                got[i] = String.valueOf(value);
            }

            @Override
            public void thrown(int i, RuntimeException e) {
                got[i] = e instanceof ThrownElsewhere t && t.lost() ? "lost: " + link.broken() : e.toString();
            }
        });
        return got;
    }

    /** A link to a kernel that {@code kernel} plays, on its own thread. */
    private Link linked(Duration limit, Kernel kernel) throws IOException {
        Path channel = tmp.resolve("k.sock");
        ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
        server.bind(UnixDomainSocketAddress.of(channel));
        Thread t = new Thread(() -> {
            try (SocketChannel s = server.accept()) {
                kernel.play(new DataInputStream(Channels.newInputStream(s)),
                        new DataOutputStream(Channels.newOutputStream(s)));
            } catch (IOException | InterruptedException e) {
                // the judge closed the link
            }
        });
        t.setDaemon(true);
        t.start();
        SocketChannel judgeSide = SocketChannel.open(StandardProtocolFamily.UNIX);
        judgeSide.connect(UnixDomainSocketAddress.of(channel));
        return new Link(judgeSide, limit, List.of());
    }

    @FunctionalInterface
    private interface Kernel {
        void play(DataInputStream in, DataOutputStream out) throws IOException, InterruptedException;
    }

    @Test
    void aGenomeThatComesBackWithTheWrongLengthEndsTheLinkAndEveryLaterCallIsLost() throws IOException {
        try (Link link = linked(Duration.ofSeconds(30), (in, out) -> {
            out.writeByte(Wire.VALUE); // the first answer: a score, and the genome with 1 element of 8
            out.writeDouble(0);
            Wire.ints(out, new int[] {0});
            out.flush();
            in.readAllBytes();
        })) {
            String[] got = queued(link, 5);
            for (String g : got) {
                assertEquals("lost: BadFrame: the genome came back with 1 elements, sent with 8", g,
                        String.join("; ", got));
            }
        }
    }

    @Test
    void aKernelThatNeverAnswersEndsTheLinkAtTheCallLimit() throws IOException {
        long t0 = System.nanoTime();
        try (Link link = linked(Duration.ofSeconds(1), (in, out) -> in.readAllBytes())) {
            String[] got = queued(link, 300); // more than one window: the judge must not block writing
            assertEquals("lost: a call took longer than 1 s", got[0]);
            assertEquals(got[0], got[299]);
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        assertTrue(seconds >= 1 && seconds < 30, seconds + " s");
    }
}
