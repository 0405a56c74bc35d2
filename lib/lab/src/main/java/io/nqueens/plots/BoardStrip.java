package io.nqueens.plots;

import io.nqueens.Checks;
import io.nqueens.InterruptedCallException;
import io.nqueens.engine.RunResult;
import io.nqueens.render.WholePng;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;

/**
 * The best board of every k-th generation of a run (and of its last generation) as small pictures
 * in one image, left to right, wrapping after a number of columns, each captioned with its
 * generation and best fitness. A builder; {@link #image()} draws it. O(pictures × (N² + side²)).
 */
public final class BoardStrip {
    private final RunResult result;
    private int every;
    private int side = 120;
    private int columns = 10;

    private BoardStrip(RunResult result) {
        this.result = result;
        this.every = BoardFrames.spacing(result, 10);
    }

    /**
     * A strip for a run; by default about ten boards, evenly spaced.
     *
     * @param result the run, not null; only generations that kept their best genome (boards of at
     *     most {@link io.nqueens.engine.Engine#KEEP_GENES_UP_TO} genes) get a picture
     * @return the builder
     */
    public static BoardStrip of(RunResult result) {
        return new BoardStrip(Checks.notNull("result", result));
    }

    /**
     * One board every {@code k} generations (generation 0, k, 2k, ..., and the last).
     *
     * @param k the spacing, at least 1
     * @return this builder
     */
    public BoardStrip every(int k) {
        this.every = Checks.atLeast("k (one board every k generations)", k, 1);
        return this;
    }

    /**
     * Side of each board picture in pixels (default 120).
     *
     * @param side the side, in [16, 2,048]
     * @return this builder
     */
    public BoardStrip boardSize(int side) {
        this.side = Checks.inRange("board picture side", side, 16, 2_048);
        return this;
    }

    /**
     * Pictures per row before wrapping (default 10).
     *
     * @param columns the pictures per row, in [1, 1,000]
     * @return this builder
     */
    public BoardStrip columns(int columns) {
        this.columns = Checks.inRange("columns", columns, 1, 1_000);
        return this;
    }

    /** {@return the numbers of the generations that get a picture, in order} */
    public int[] generations() {
        return BoardFrames.of(result, every).generations.stream().mapToInt(g -> g.index()).toArray();
    }

    /**
     * A new picture of all the boards.
     *
     * @return the picture
     * @throws IllegalArgumentException when no generation kept its best genome, or when the picture
     *     would exceed 100 million pixels
     * @throws InterruptedCallException when the thread is interrupted (checked before each board);
     *     its flag stays set
     */
    public BufferedImage image() {
        BoardFrames frames = BoardFrames.of(result, every);
        int count = frames.generations.size();
        int cols = Math.min(columns, count);
        int rows = (count + cols - 1) / cols;
        int gap = Math.max(4, side / 16);
        int caption = BoardFrames.captionHeight(side);
        long w = (long) cols * (side + gap) + gap;
        long h = (long) rows * (side + caption + gap) + gap;
        if (w * h > 100_000_000L) {
            throw new IllegalArgumentException("the strip would be " + w + " × " + h
                    + " pixels; choose a larger every(k) or a smaller boardSize(side)");
        }
        BufferedImage img = new BufferedImage((int) w, (int) h, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, (int) w, (int) h);
        for (int i = 0; i < count; i++) {
            InterruptedCallException.check("BoardStrip.image()");
            int x = gap + (i % cols) * (side + gap);
            int y = gap + (i / cols) * (side + caption + gap);
            frames.draw(g, i, x, y, side, caption);
        }
        g.dispose();
        return WholePng.fit(img);
    }
}
