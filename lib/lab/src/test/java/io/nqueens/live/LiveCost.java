package io.nqueens.live;

import io.nqueens.engine.Engine;
import io.nqueens.engine.RunResult;
import io.nqueens.live.frames.Display;
import io.nqueens.live.frames.Frames;
import io.nqueens.presets.Presets;

import java.util.Arrays;

/**
 * What a live view costs a run, measured rather than asserted (speed is never asserted in a test):
 * document 004's all-92 run of seed 0 (7,919 generations), plainly and through {@link Live#toEnd}
 * with a display that takes every frame and sends nothing (the library's side of the cost: the
 * lines and charts it draws; a kernel adds its own encoding, see tools/nqkit/live_view_check.py), in
 * alternation, five times each, in one JVM. Prints the medians and the time spent in the view.
 *
 * <pre>
 * cd lib && java -Djava.awt.headless=true -cp target/test-classes:target/classpath io.nqueens.live.LiveCost
 * </pre>
 */
final class LiveCost {
    private LiveCost() {}

    public static void main(String[] args) {
        Engine engine = Presets.doc004().build();
        int reps = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        double[] plain = new double[reps];
        double[] live = new double[reps];
        double[] inView = new double[reps];
        for (int r = 0; r < reps; r++) {
            long t0 = System.nanoTime();
            RunResult a = engine.runToEnd(0);
            long t1 = System.nanoTime();
            Frames frames = new Frames(new Display() {
                private int next;

                @Override
                public String show(Object content) {
                    return "d" + next++;
                }

                @Override
                public void update(String id, Object content) {
                    // taken; nothing is sent
                }
            }, null, System::nanoTime);
            RunResult b = Live.toEnd(engine.run(0), frames);
            long t2 = System.nanoTime();
            if (a.evaluations() != b.evaluations()) {
                throw new IllegalStateException("the live run differs: " + a + " / " + b);
            }
            plain[r] = (t1 - t0) / 1e9;
            live[r] = (t2 - t1) / 1e9;
            inView[r] = frames.spentNanos() / 1e9;
        }
        System.out.printf("document 004, seed 0, %d generations; medians of %d: plain %.2f s, live %.2f s"
                + " (x%.3f), of which in the view %.3f s%n", engine.run(0).toEnd().generations(), reps,
                median(plain), median(live), median(live) / median(plain), median(inView));
    }

    private static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    }
}
