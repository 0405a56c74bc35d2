package io.nqueens.plots;

import io.nqueens.Checks;
import io.nqueens.engine.Generation;
import io.nqueens.engine.RunResult;
import io.nqueens.render.BoardImage;
import io.nqueens.render.WholePng;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;

import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.function.ToDoubleFunction;

/**
 * Document 003's three panels for one run, side by side: the best board found, the best fitness
 * by generation and the average fitness by generation. A builder; {@link #image()} composes one
 * picture, {@link #bestChart()} and {@link #meanChart()} give the two charts alone to restyle.
 * O(generations + panel pixels).
 */
public final class RunPanels {
    private final RunResult result;
    private int width = 300;
    private int height = 300;

    private RunPanels(RunResult result) {
        this.result = result;
    }

    /**
     * The panels of a finished run.
     *
     * @param result the run, not null
     * @return the builder
     */
    public static RunPanels of(RunResult result) {
        return new RunPanels(Checks.notNull("result", result));
    }

    /**
     * Size of each panel in pixels (default 300 × 300, so that the three fit a notebook column of
     * 900 pixels); the picture is three panels wide.
     *
     * @param width the width, in [50, 8,192]
     * @param height the height, in [50, 8,192]
     * @return this builder
     */
    public RunPanels panelSize(int width, int height) {
        Style.checkChartSize(width, height);
        this.width = width;
        this.height = height;
        return this;
    }

    /**
     * The best board, drawn as large as fits under a title.
     *
     * @return a new picture of the panel's size
     */
    public BufferedImage boardPanel() {
        BufferedImage img = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, width, height);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 14));
        FontMetrics fm = g.getFontMetrics();
        String title = (result.solved() ? "Solution" : "Best board") + ", fitness " + number(result.bestFitness());
        g.setColor(Color.BLACK);
        g.drawString(title, (width - fm.stringWidth(title)) / 2, 8 + fm.getAscent());
        int top = 16 + fm.getHeight();
        int side = Math.max(8, Math.min(width - 20, height - top - 10));
        BoardImage.draw(g, result.engine().encoding(), result.bestGenes(), result.engine().boardSize(),
                (width - side) / 2, top, side, true);
        g.dispose();
        return WholePng.fit(img);
    }

    /** {@return a new chart of the best fitness by generation} */
    public XYChart bestChart() {
        return chart("Best fitness by generation", "best fitness", Generation::best);
    }

    /** {@return a new chart of the average fitness by generation} */
    public XYChart meanChart() {
        return chart("Average fitness by generation", "average fitness", Generation::mean);
    }

    /**
     * The three panels in one picture, {@code 3 × width} by {@code height}.
     *
     * @return a new picture
     */
    public BufferedImage image() {
        return Charts.sideBySide(boardPanel(), Charts.image(bestChart()), Charts.image(meanChart()));
    }

    private XYChart chart(String title, String yTitle, ToDoubleFunction<Generation> value) {
        XYChart chart = new XYChartBuilder().width(width).height(height).title(title)
                .xAxisTitle("generation").yAxisTitle(yTitle).build();
        Style.lines(chart);
        Curve c = new Curve("run", result.history());
        Style.line(chart, yTitle, c.x(), c.y(value));
        return chart;
    }

    private static String number(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : String.format(java.util.Locale.ROOT, "%.3f", v);
    }
}
