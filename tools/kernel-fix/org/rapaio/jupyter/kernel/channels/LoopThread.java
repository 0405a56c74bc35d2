package org.rapaio.jupyter.kernel.channels;

/**
 * A replacement for rapaio-jupyter-kernel 3.0.1's own {@code LoopThread} (the same name and public
 * API), put before the kernel's jar on the class path by ./kit. It cures the kernel's start-up
 * hang, which the release has three causes of (3.0.4, the newest, has the same code):
 *
 * <ul>
 *   <li>its {@code start()} sets the {@code running} flag only after {@code Thread.start()}, and
 *       {@code run()} loops {@code while (running)}: a thread that gets the CPU before its parent
 *       sets the flag ends at once, without a word. When that thread is the shell channel's, the
 *       kernel never answers kernel_info on shell (Jupyter: "Timeout waiting for kernel_info
 *       reply", "Nudge: attempt 100") while the control channel, its own thread, answers;
 *   <li>the channels' threads poll their sockets from the moment they are bound, before
 *       {@code Channels.connect} has made the kernel's message handlers. A request that arrives
 *       before the handler map exists throws a NullPointerException out of the loop body, which
 *       ends the thread ("Exception in thread \"Shell-0\"" in the kernel's log);
 *   <li>one that arrives when the map exists but not yet its entry is dropped ("Unhandled
 *       message: kernel_info_request"), and Jupyter Notebook waits 60 s for that reply before it
 *       asks again.
 * </ul>
 *
 * <p>Here the thread runs until {@link #shutdown()} is called, whenever it started. A thread made
 * while its starter is inside {@code Channels.connect} (the kernel's main thread binding the
 * channels) polls nothing until that thread has left {@code connect}, that is until every handler
 * is in place (read from the starter's stack; at most {@link #CONNECT_WAIT_MILLIS} ms); requests
 * that arrive meanwhile wait in the socket. An exception thrown by one pass of the loop body is
 * reported on stderr (the kernel's log) and the loop goes on.
 */
public final class LoopThread extends Thread {

    /** The longest wait for the kernel's main thread to finish connecting its channels. */
    public static final long CONNECT_WAIT_MILLIS = 30_000;
    private static final String CHANNELS = "org.rapaio.jupyter.kernel.channels.Channels";

    private final long pauseMillis;
    private final Runnable body;
    private final Thread starter;
    private final boolean madeInConnect;
    private volatile boolean stopped;

    /**
     * A thread named {@code name} that runs {@code loopBody} again and again, pausing
     * {@code sleep} milliseconds after each pass, until {@link #shutdown()}.
     *
     * @param name the thread's name
     * @param sleep milliseconds to pause after each pass
     * @param loopBody one pass of the loop
     */
    public LoopThread(String name, long sleep, Runnable loopBody) {
        super(name);
        this.pauseMillis = sleep;
        this.body = loopBody;
        this.starter = Thread.currentThread();
        this.madeInConnect = inConnect(starter.getStackTrace());
    }

    @Override
    public void run() {
        if (madeInConnect) {
            awaitConnected();
        }
        while (!stopped) {
            try {
                body.run();
            } catch (RuntimeException e) {
                if (stopped) {
                    return; // the channel's socket was closed under a pass that was reading it
                }
                System.err.println("kit's LoopThread " + getName() + ": a pass of the loop threw "
                        + e + "; the loop goes on");
            }
            try {
                Thread.sleep(pauseMillis);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    /** Waits until the starter has left {@code Channels.connect} (or died, or the wait is over). */
    private void awaitConnected() {
        long deadline = System.nanoTime() + CONNECT_WAIT_MILLIS * 1_000_000;
        while (!stopped && System.nanoTime() < deadline && inConnect(starter.getStackTrace())) {
            try {
                Thread.sleep(2);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private static boolean inConnect(StackTraceElement[] stack) {
        for (StackTraceElement frame : stack) {
            if (frame.getClassName().equals(CHANNELS) && frame.getMethodName().equals("connect")) {
                return true;
            }
        }
        return false;
    }

    /** Ends the loop after the pass that is running, if any. */
    public void shutdown() {
        stopped = true;
    }
}
