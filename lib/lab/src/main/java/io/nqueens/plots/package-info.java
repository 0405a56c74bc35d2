/**
 * XChart charts and Java2D pictures of runs and experiments. Chart helpers are small builders
 * whose {@code chart()} returns the XChart object, to style further; {@link io.nqueens.plots.Charts}
 * turns a chart into a {@code BufferedImage} or a PNG/SVG/PDF file. Everything renders headlessly.
 *
 * <pre>{@code
 * XYChart fit = FitnessChart.of(r).best(true).chart();
 * XYChart spread = FitnessBandChart.of(baseBand, tunedBand).chart(); // 30 seeds as median + quartiles
 * BufferedImage three = RunPanels.of(r).image();      // document 003's board, best and mean panels
 * Charts.save(SuccessChart.of(e.summary()).by("pop").chart(), Path.of("success.svg"));
 * BoardAnimation.of(r).every(5).write(Path.of("run.gif"));
 * BufferedImage speed = Charts.image(BenchmarkCharts.timePerGeneration(bench)); // ./kit bench's results
 * }</pre>
 */
package io.nqueens.plots;
