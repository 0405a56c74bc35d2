package io.nqueens.bench;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategorySeries;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BenchmarkChartsTest {

    private static BenchmarkResults results(Path dir, String... rows) throws IOException {
        Path csv = dir.resolve("results.csv");
        Files.writeString(csv, "section,metric,contender,param,value,unit\n" + String.join("\n", rows) + "\n");
        return BenchmarkResults.read(csv);
    }

    @Test
    void throughputGroupsBarsByBoardSizeWithOneSeriesPerCounter(@TempDir Path dir) throws IOException {
        CategoryChart chart = BenchmarkCharts.throughput(results(dir,
                "fitness,boards_per_second,pairs O(N),N=8,4.0e7,boards/s",
                "fitness,boards_per_second,pairwise O(N^2),N=8,1.2e7,boards/s",
                "fitness,boards_per_second,pairs O(N),N=100,5.0e6,boards/s",
                "fitness,boards_per_second,pairwise O(N^2),N=100,2.4e5,boards/s",
                "fitness,ns_per_queen,pairs O(N),N=100,2.0,ns"));
        assertEquals(List.of("pairs O(N)", "pairwise O(N^2)"), List.copyOf(chart.getSeriesMap().keySet()));
        CategorySeries linear = chart.getSeriesMap().get("pairs O(N)");
        assertEquals(List.of("N=8", "N=100"), List.copyOf(linear.getXData()));
        assertEquals(List.of(4.0e7, 5.0e6), List.copyOf(linear.getYData()));
        assertTrue(chart.getStyler().isYAxisLogarithmic());
        java.awt.image.BufferedImage image = io.nqueens.plots.Charts.image(chart);
        assertEquals(640, image.getWidth());
        assertEquals(400, image.getHeight());
    }

    @Test
    void timePerGenerationIsInMicrosecondsInFileOrder(@TempDir Path dir) throws IOException {
        CategoryChart chart = BenchmarkCharts.timePerGeneration(results(dir,
                "jenetics,ms_per_generation,kit,N=20,0.025,ms",
                "jenetics,ms_per_generation,jenetics,N=20,0.18,ms",
                "jenetics,success_rate,kit,N=20,0.6,share"));
        CategorySeries bars = chart.getSeriesMap().values().iterator().next();
        assertEquals(List.of("kit", "jenetics"), List.copyOf(bars.getXData()));
        assertEquals(25.0, bars.getYData().iterator().next().doubleValue(), 1e-9);
        assertEquals(1, chart.getSeriesMap().size());
    }

    @Test
    void aSectionThatWasNotRunIsNamed(@TempDir Path dir) throws IOException {
        BenchmarkResults onlyGrid = results(dir, "grid,wall_ms,parallel,runs=800,250,ms");
        var e = assertThrows(IllegalArgumentException.class, () -> BenchmarkCharts.throughput(onlyGrid));
        assertTrue(e.getMessage().contains("--sections 1"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> BenchmarkCharts.timePerGeneration(onlyGrid));
        assertTrue(e.getMessage().contains("--sections 2"), e.getMessage());
    }
}
