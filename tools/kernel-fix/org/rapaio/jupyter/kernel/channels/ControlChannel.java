package org.rapaio.jupyter.kernel.channels;

import java.lang.reflect.Field;
import java.util.concurrent.atomic.AtomicInteger;

import org.rapaio.jupyter.kernel.core.ConnectionProperties;
import org.rapaio.jupyter.kernel.message.HMACDigest;
import org.rapaio.jupyter.kernel.message.Message;
import org.rapaio.jupyter.kernel.message.MessageType;
import org.rapaio.jupyter.kernel.message.messages.ControlInterruptReply;
import org.rapaio.org.zeromq.SocketType;
import org.rapaio.org.zeromq.ZMQ;

/**
 * A replacement for rapaio-jupyter-kernel 3.0.1's {@code ControlChannel} (the same name and public
 * API), put before the kernel's jar on the class path by ./kit, so that Kernel &gt; Interrupt ends
 * the running cell cleanly. The release answers an interrupt_request with its shell's handling
 * state: {@code Channels} keeps one "current request" for both the shell and the control thread,
 * so the interrupt overwrites the running cell's, and the cell's outputs, its execute_reply and
 * its idle status go out as replies to the interrupt (measured: the cell then stays "running" in
 * Jupyter for ever, its last progress frozen). Its interrupt also cancels the cell's future at
 * once, so the cell ends before the code has stopped, and the code's last words go nowhere.
 *
 * <p>Here an interrupt_request never touches that state. It is answered on this channel, then the
 * threads running the cell's code (rapaio's "Engine-thread-N" with a JShell snippet on their stack)
 * are interrupted ({@link Thread#interrupt()}), and the cell gets {@link #GRACE_MILLIS} ms to end
 * on its own (the kit's long calls answer within about a second, with their last output in the
 * cell); only a cell still running then gets the kernel's own interrupt (its future cancelled, its
 * engine stopped). Other control requests (shutdown) are handled as the release handles them.
 */
public final class ControlChannel extends AbstractChannel {
    /** How long a cell gets to end on its own after its thread is interrupted. */
    public static final long GRACE_MILLIS = 3_000;
    private static final AtomicInteger ID = new AtomicInteger();
    private static final String ENGINE_THREAD = "Engine-thread-";
    private static final String SNIPPET_PACKAGE = "REPL.";

    private final Channels channels;
    private volatile LoopThread loopThread;

    /**
     * The control channel of {@code channels}.
     *
     * @param channels the kernel's channels
     * @param ctx the ZeroMQ context
     * @param hmacGenerator signs the messages
     */
    public ControlChannel(Channels channels, ZMQ.Context ctx, HMACDigest hmacGenerator) {
        super(channels, "ControlChannel", ctx, SocketType.ROUTER, hmacGenerator);
        this.channels = channels;
    }

    @Override
    public void bind(ConnectionProperties connProps) {
        if (loopThread != null) {
            throw new IllegalStateException("Channel already bound.");
        }
        String name = "Control-" + ID.getAndIncrement();
        socket.bind(connProps.formatAddress(connProps.controlPort()));
        ZMQ.Poller poller = ctx.poller(1);
        poller.register(socket, ZMQ.Poller.POLLIN);
        loopThread = new LoopThread(name, 50, () -> pass(poller));
        loopThread.start();
    }

    private void pass(ZMQ.Poller poller) {
        if (poller.poll(0) <= 0) {
            return;
        }
        Message<?> message = readMessage();
        MessageType<?> type = message.header().type();
        if (type.equals(MessageType.CONTROL_INTERRUPT_REQUEST)) {
            interrupt(message);
            return;
        }
        MessageHandler handler = channels.getHandler(type);
        if (handler == null) {
            System.err.println(logPrefix + "unhandled message: " + type.name());
            return;
        }
        channels.setMsgId(message.getId());
        try {
            handler.handle(message);
        } catch (Exception e) {
            System.err.println(logPrefix + type.name() + " failed: " + e);
        } finally {
            channels.runAfterActions();
        }
        if (channels.isMarkedForShutdown()) {
            channels.close();
        }
    }

    /** Answers the request here, then stops the cell: its threads first, the kernel's way after the grace. */
    private void interrupt(Message<?> request) {
        ControlInterruptReply reply = new ControlInterruptReply();
        sendMessage(new Message<>(request.getId(), reply.type(), reply));
        if (interruptCellThreads() == 0) {
            return;
        }
        long end = System.nanoTime() + GRACE_MILLIS * 1_000_000;
        while (System.nanoTime() < end && cellRunning()) {
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        if (cellRunning()) {
            kernelInterrupt(request);
        }
    }

    private static int interruptCellThreads() {
        int n = 0;
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (runsSnippet(t)) {
                t.interrupt();
                n++;
            }
        }
        return n;
    }

    private static boolean cellRunning() {
        return Thread.getAllStackTraces().keySet().stream().anyMatch(ControlChannel::runsSnippet);
    }

    private static boolean runsSnippet(Thread t) {
        if (!t.getName().startsWith(ENGINE_THREAD)) {
            return false;
        }
        for (StackTraceElement e : t.getStackTrace()) {
            if (e.getClassName().startsWith(SNIPPET_PACKAGE)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The kernel's own interrupt (cancels the cell's future, stops its engine), reached through the
     * handler {@code Channels.connect} made for the request, which holds the kernel; failing that,
     * the release's way, request state and all.
     */
    private void kernelInterrupt(Message<?> request) {
        MessageHandler handler = channels.getHandler(MessageType.CONTROL_INTERRUPT_REQUEST);
        Object kernel = null;
        if (handler != null) {
            for (Field f : handler.getClass().getDeclaredFields()) {
                try {
                    f.setAccessible(true);
                    Object v = f.get(handler);
                    if (v != null && v.getClass().getName().equals("org.rapaio.jupyter.kernel.core.RapaioKernel")) {
                        kernel = v;
                    }
                } catch (ReflectiveOperationException | RuntimeException e) {
                    // not the kernel: go on looking
                }
            }
        }
        try {
            if (kernel != null) {
                kernel.getClass().getMethod("interrupt").invoke(kernel);
                return;
            }
        } catch (ReflectiveOperationException e) {
            System.err.println(logPrefix + "the kernel's interrupt failed: " + e);
        }
        if (handler != null) {
            channels.setMsgId(request.getId());
            try {
                handler.handle(request);
            } catch (Exception e) {
                System.err.println(logPrefix + "interrupt_request failed: " + e);
            } finally {
                channels.runAfterActions();
            }
        }
    }

    @Override
    public void close() {
        if (loopThread != null) {
            loopThread.shutdown();
        }
        super.close();
    }

    @Override
    public void joinUntilClose() {
        if (loopThread != null) {
            try {
                loopThread.join();
            } catch (InterruptedException ignored) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
