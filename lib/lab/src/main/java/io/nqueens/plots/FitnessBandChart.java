package io.nqueens.plots;

import io.nqueens.Checks;
import io.nqueens.stats.FitnessBand;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.lines.SeriesLines;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * {@link FitnessBand}s by generation, one per setting: the median as a solid line named after the
 * setting, the first and third quartiles as dashed lines of the same colour (left out of the
 * legend). A builder: set the options, then {@link #chart()} returns a new XChart {@link XYChart}.
 * O(generations × settings).
 *
 * <pre>{@code
 * XYChart c = FitnessBandChart.of(FitnessBand.ofBest("base", baseRuns), FitnessBand.ofBest("tuned", tunedRuns))
 *         .title("Best attacking pairs, 30 seeds").chart();
 * }</pre>
 */
public final class FitnessBandChart {
    private final List<FitnessBand> bands;
    private int width = 640;
    private int height = 400;
    private String title;

    private FitnessBandChart(List<FitnessBand> bands) {
        this.bands = bands;
    }

    /**
     * A chart of these bands (at least one).
     *
     * @param bands the bands, at least one, none null
     * @return the builder
     */
    public static FitnessBandChart of(FitnessBand... bands) {
        Checks.notNull("bands", bands);
        return of(Arrays.asList(bands));
    }

    /**
     * See {@link #of(FitnessBand...)}.
     *
     * @param bands the bands, at least one, none null
     * @return the builder
     */
    public static FitnessBandChart of(List<FitnessBand> bands) {
        Checks.notNull("bands", bands);
        if (bands.isEmpty()) {
            throw new IllegalArgumentException("bands must not be empty (give at least one band)");
        }
        bands.forEach(b -> Checks.notNull("a band", b));
        return new FitnessBandChart(List.copyOf(bands));
    }

    /**
     * Chart size in pixels (default 640 × 400).
     *
     * @param width the width, in [50, 8,192]
     * @param height the height, in [50, 8,192]
     * @return this builder
     */
    public FitnessBandChart size(int width, int height) {
        Style.checkChartSize(width, height);
        this.width = width;
        this.height = height;
        return this;
    }

    /**
     * Chart title (default: "Median and quartiles over runs, by generation").
     *
     * @param title the title, not null
     * @return this builder
     */
    public FitnessBandChart title(String title) {
        this.title = Checks.notNull("title", title);
        return this;
    }

    /**
     * A new chart: per band a solid median and dashed quartiles in one colour.
     *
     * @return a new chart
     */
    public XYChart chart() {
        String statistic = bands.get(0).statistic();
        boolean oneStatistic = bands.stream().allMatch(b -> b.statistic().equals(statistic));
        XYChart chart = new XYChartBuilder().width(width).height(height)
                .title(title != null ? title : "Median and quartiles over runs, by generation")
                .xAxisTitle("generation").yAxisTitle(oneStatistic ? statistic + " fitness" : "fitness").build();
        Style.lines(chart);
        Color[] palette = chart.getStyler().getSeriesColors();
        Set<String> names = new HashSet<>();
        for (int b = 0; b < bands.size(); b++) {
            FitnessBand band = bands.get(b);
            Color color = palette[b % palette.length];
            double[][] curves = band.curves();
            double[] x = new double[curves[1].length];
            Arrays.setAll(x, g -> g);
            String name = Style.unique(band.label() + (oneStatistic ? "" : " " + band.statistic()), names);
            for (int k : new int[] {0, 2, 1}) { // the median last, so it is drawn on top
                String seriesName = k == 1 ? name : Style.unique(name + (k == 0 ? " q1" : " q3"), names);
                XYSeries s = Style.line(chart, seriesName, x, curves[k]);
                s.setLineColor(color);
                if (k != 1) {
                    s.setLineStyle(SeriesLines.DASH_DASH);
                    s.setShowInLegend(false);
                }
            }
        }
        // Style.line shows a legend from two series on; one band needs none.
        chart.getStyler().setLegendVisible(bands.size() > 1);
        LegendPlacement.apply(chart);
        return chart;
    }

    /** {@return the chart as a picture} */
    public BufferedImage image() {
        return Charts.image(chart());
    }
}
