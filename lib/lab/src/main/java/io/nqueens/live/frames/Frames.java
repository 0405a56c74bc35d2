package io.nqueens.live.frames;

import java.awt.image.BufferedImage;
import java.io.PrintStream;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * One live view's outputs and how often they change. In a kernel with display updates: a text
 * line, replaced at most every {@link #LINE_NANOS}, and optionally a chart, first drawn after a
 * second (a shorter run shows only its final chart), then redrawn at most once a second; each is
 * updated no more often than {@link #COST_FACTOR} times (or a view's {@link #costFactor}) what its last update cost
 * (drawing, and the kernel's encoding and sending), so that the view takes at most about 5% of the
 * thread that calls it however slow the kernel or the machine. Without one: the line printed at most every
 * {@link #PRINT_NANOS}, and at the end. {@link #last} always shows the final state, whatever the
 * throttle skipped. Called from one thread, the one that runs the cell, so every message belongs to
 * the cell and none is sent after it ends. Not thread-safe.
 */
public final class Frames {
    /** Shortest time between two text updates: 4 a second. */
    static final long LINE_NANOS = 250_000_000L;
    /** Shortest time between two chart updates: 1 a second. */
    static final long CHART_NANOS = 1_000_000_000L;
    /** Updates of an output are at least this many times their cost apart (2.5% each). */
    static final int COST_FACTOR = 40;
    /** Shortest time between two printed lines when there is no display: 5 seconds. */
    static final long PRINT_NANOS = 5_000_000_000L;

    private Display display; // null: print lines (also once the kernel's display has failed)
    private final PrintStream out; // null: print nothing
    private final LongSupplier clock;
    private String lineId;
    private String chartId;
    private long lastLine = Long.MIN_VALUE;
    private long lastChart; // the first chart waits a second: a short run shows only its last
    private long lineGap = LINE_NANOS;
    private long chartGap = CHART_NANOS;
    private String lastPrinted;
    private long spent; // nanoseconds spent writing, drawing and sending frames
    private int costFactor = COST_FACTOR;

    /**
     * Frames sent to a display of one's own (tests, measurements) rather than the kernel's.
     *
     * @param display where the frames go, or null to print lines
     * @param out where lines are printed without a display, or null to print nothing
     * @param clock the time, in nanoseconds
     */
    public Frames(Display display, PrintStream out, LongSupplier clock) {
        this.display = display;
        this.out = out;
        this.clock = clock;
        this.lastChart = clock.getAsLong();
    }

    /** {@return the view of this kernel, or of plain lines on System.out outside one} */
    public static Frames here() {
        return new Frames(KernelDisplay.find(), System.out, System::nanoTime);
    }

    /**
     * Lets updates come as often as {@code factor} times their cost instead of {@link
     * #COST_FACTOR}: for a view whose calling thread does nothing else while the work runs on other
     * threads (a race), so that a chart costing up to a tenth of a second is still redrawn once a
     * second.
     *
     * @param factor at least 1
     * @return this
     */
    public Frames costFactor(int factor) {
        this.costFactor = Math.max(1, factor);
        return this;
    }

    /** {@return whether the frames go to a notebook output updated in place} */
    public boolean inPlace() {
        return display != null;
    }

    /**
     * A new state: shown if the throttle allows. The line is written and the chart drawn only when
     * they will be shown, so a call that shows nothing costs one clock reading.
     *
     * @param line writes the progress line
     * @param chart draws the chart, or null for none
     */
    public void next(Supplier<String> line, Supplier<BufferedImage> chart) {
        long now = clock.getAsLong();
        if (display == null) {
            if (lastLine == Long.MIN_VALUE || now - lastLine >= PRINT_NANOS) {
                print(line.get());
                lastLine = now;
            }
            return;
        }
        if (lineId == null || now - lastLine >= lineGap) {
            showLine(line.get());
            lastLine = clock.getAsLong();
            lineGap = Math.max(LINE_NANOS, costFactor * (lastLine - now));
            spent += lastLine - now;
        }
        if (chart != null && display != null && now - lastChart >= chartGap) {
            long before = clock.getAsLong();
            showChart(chart, before);
            spent += lastChart - before;
        }
    }

    /**
     * The final state, shown whatever the throttle says: this is the frame the saved notebook keeps.
     *
     * @param line the progress line
     * @param chart draws the chart, or null for none
     */
    public void last(String line, Supplier<BufferedImage> chart) {
        long before = clock.getAsLong();
        if (display == null) {
            print(line);
            return;
        }
        showLine(line);
        if (chart != null && display != null) {
            showChart(chart, clock.getAsLong());
        }
        spent += clock.getAsLong() - before;
    }

    /**
     * A line shown at once, whatever the throttle says, and only in place (printed lines would
     * show it twice): for the moment a cell is interrupted. JJava and IJava answer an interrupt
     * without waiting for the cell's thread and drop what it sends after that answer, so the line
     * that says where the work stood goes out before the work is stopped and its last frame drawn.
     *
     * @param line the line
     */
    public void now(String line) {
        if (display != null) {
            long before = clock.getAsLong();
            showLine(line);
            lastLine = clock.getAsLong();
            spent += lastLine - before;
        }
    }

    /** {@return the nanoseconds spent showing frames so far (not the clock readings that showed none)} */
    public long spentNanos() {
        return spent;
    }

    private void print(String line) {
        if (out != null && !line.equals(lastPrinted)) {
            out.println(line);
            lastPrinted = line;
        }
    }

    private void showLine(String line) {
        try {
            sendLine(line);
        } catch (RuntimeException e) {
            if (!Thread.interrupted()) {
                fallBack(e, line);
                return;
            }
            // Interrupted in the send (Kernel > Interrupt; rapaio: "ZMQException: Errno 4"): once more
            // with the flag clear, so the line that says so reaches the cell; the flag is set again.
            try {
                sendLine(line);
            } catch (RuntimeException again) {
                fallBack(again, line);
            } finally {
                Thread.currentThread().interrupt();
            }
        }
    }

    private void sendLine(String line) {
        if (lineId == null) {
            lineId = display.show(line);
        } else {
            display.update(lineId, line);
        }
    }

    /**
     * The kernel's display failed: the work goes on (its result matters more than its view), and
     * the progress is printed as lines from now on, after one line that says why.
     */
    private void fallBack(RuntimeException e, String line) {
        display = null;
        print("live view: the kernel's display failed (" + e.getMessage() + "); progress as lines");
        if (!line.isEmpty()) {
            print(line);
        }
    }

    private void showChart(Supplier<BufferedImage> chart, long now) {
        boolean first = chartId == null;
        BufferedImage image = chart.get();
        try {
            if (chartId == null) {
                chartId = display.show(image);
            } else {
                display.update(chartId, image);
            }
        } catch (RuntimeException e) {
            fallBack(e, "");
        }
        lastChart = clock.getAsLong();
        // The first chart a JVM draws also loads fonts and classes: its cost says nothing of the next.
        chartGap = first ? CHART_NANOS : Math.max(CHART_NANOS, costFactor * (lastChart - now));
    }
}
