package org.rapaio.jupyter.kernel.channels;

/**
 * A replacement for rapaio-jupyter-kernel 3.0.1's own {@code LoopThread} (the same name and public
 * API), put before the kernel's jar on the class path by ./kit. It cures the kernel's start-up
 * hang, which the release's class has two causes of (3.0.4, the newest, is unchanged):
 *
 * <ul>
 *   <li>its {@code start()} sets the {@code running} flag only after {@code Thread.start()}, and
 *       {@code run()} loops {@code while (running)}: a thread that gets the CPU before its parent
 *       sets the flag ends at once, without a word. When that thread is the shell channel's, the
 *       kernel never answers kernel_info on shell (Jupyter: "Timeout waiting for kernel_info
 *       reply", "Nudge: attempt 100") while the control channel, its own thread, answers;
 *   <li>the shell thread polls its socket before the kernel has made its message handlers, and a
 *       request that arrives then throws a NullPointerException out of the loop body, which ends
 *       the thread ("Exception in thread \"Shell-0\"" in the kernel's log).
 * </ul>
 *
 * <p>Here the thread runs until {@link #shutdown()} is called, whenever it started, and an
 * exception thrown by one pass of the loop body is reported on stderr (the kernel's log) and the
 * loop goes on: the request that met the missing handlers is lost, and the client's next one
 * (Jupyter asks again until it is answered) is served.
 */
public final class LoopThread extends Thread {

    private final long pauseMillis;
    private final Runnable body;
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
    }

    @Override
    public void run() {
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

    /** Ends the loop after the pass that is running, if any. */
    public void shutdown() {
        stopped = true;
    }
}
