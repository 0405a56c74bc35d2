package io.nqueens.plots;

import org.junit.jupiter.api.Test;
import org.knowm.xchart.HeatMapChart;
import org.knowm.xchart.HeatMapSeries;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;

import static io.nqueens.plots.Pictures.assertPicture;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GridHeatMapTest {
    private static final List<String> SELECTIONS = List.of("tournament(3)", "linearRank(2.0)", "roulette");
    private static final List<String> CROSSOVERS = List.of("pmx", "ox");
    private static final double[][] RATES = {{0.97, 0.83}, {1.0, 0.9}, {0.4, Double.NaN}};

    @Test
    void buildsOneSeriesHoldingEveryCellWithRowZeroOnTop() {
        HeatMapChart c = GridHeatMap.of(SELECTIONS, CROSSOVERS, RATES).title("Success rate")
                .xAxisTitle("crossover").yAxisTitle("selection").range(0, 1).size(480, 360).chart();
        assertEquals("Success rate", c.getTitle());
        assertEquals("crossover", c.getXAxisTitle());
        assertEquals("selection", c.getYAxisTitle());
        HeatMapSeries s = c.getHeatMapSeries();
        assertEquals(CROSSOVERS, s.getXData());
        assertEquals(List.of("roulette", "linearRank(2.0)", "tournament(3)"), s.getYData());
        List<List<Number>> cells = new ArrayList<>();
        for (Number[] cell : s.getHeatData()) {
            cells.add(List.of(cell));
        }
        // {column, y index from the bottom, value}; the NaN cell (roulette × ox) is left out.
        assertEquals(List.of(List.of(0, 2, 0.97), List.of(1, 2, 0.83), List.of(0, 1, 1.0), List.of(1, 1, 0.9),
                List.of(0, 0, 0.4)), cells);
        assertEquals(0.0, s.getMin());
        assertEquals(1.0, s.getMax());
        assertEquals("0.00", c.getStyler().getHeatMapValueDecimalPattern());
        assertPicture(Charts.image(c), 480, 360);
    }

    @Test
    void theRangeDefaultsToTheValuesAndTheCopyIsKept() {
        double[][] counts = {{4_770, 1_975}};
        GridHeatMap map = GridHeatMap.of(List.of("evaluations"), CROSSOVERS, counts).decimals(0);
        counts[0][0] = -1; // the builder copied the grid
        HeatMapChart c = map.chart();
        assertEquals(1_975.0, c.getHeatMapSeries().getMin());
        assertEquals(4_770.0, c.getHeatMapSeries().getMax());
        Number[] first = c.getHeatMapSeries().getHeatData().get(0);
        assertEquals(4_770.0, first[2]);
        assertEquals("0", c.getStyler().getHeatMapValueDecimalPattern());
        assertPicture(map.image(), 640, 400);
    }

    @Test
    void theHighCellIsPaintedWhereItsRowAndColumnAre() {
        // Only row 0, column 0 is high: its colour must fill the top left of the plot, not the bottom.
        double[][] corner = {{1, 0}, {0, 0}};
        BufferedImage img = GridHeatMap.of(List.of("top", "bottom"), List.of("left", "right"), corner)
                .range(0, 1).size(400, 400).image();
        Color high = new Color(65, 182, 196);
        int w = img.getWidth();
        int h = img.getHeight();
        int topLeft = count(img, high, 0, w / 2, 0, h / 2);
        int bottomLeft = count(img, high, 0, w / 2, h / 2, h);
        int topRight = count(img, high, w / 2, w * 3 / 4, 0, h / 2); // left of the legend
        assertTrue(topLeft > 5_000, "top left holds " + topLeft + " pixels of the high colour");
        assertEquals(0, bottomLeft);
        assertEquals(0, topRight);
        // A NaN cell shows the plot's grey background where the cell would be.
        double[][] hole = {{1, Double.NaN}, {0, 0}};
        BufferedImage blank = GridHeatMap.of(List.of("top", "bottom"), List.of("left", "right"), hole)
                .range(0, 1).size(400, 400).image();
        int greyFilled = count(img, GridHeatMap.BLANK, w / 2, w * 3 / 4, 0, h / 2);
        int greyBlank = count(blank, GridHeatMap.BLANK, w / 2, w * 3 / 4, 0, h / 2);
        assertTrue(greyBlank > greyFilled + 5_000, "grey pixels where the NaN cell is: " + greyBlank
                + ", where a value is: " + greyFilled);
    }

    @Test
    void badInputIsNamed() {
        assertMessage("values[1] must have one value per column label (2), had 1",
                () -> GridHeatMap.of(List.of("a", "b"), CROSSOVERS, new double[][] {{1, 2}, {3}}));
        assertMessage("values must have one row per row label (3), had 1",
                () -> GridHeatMap.of(SELECTIONS, CROSSOVERS, new double[][] {{1, 2}}));
        assertMessage("values[0][1] must be finite or NaN (a blank cell), was Infinity",
                () -> GridHeatMap.of(List.of("a"), CROSSOVERS, new double[][] {{1, Double.POSITIVE_INFINITY}}));
        assertMessage("values must hold at least one number; all were NaN",
                () -> GridHeatMap.of(List.of("a"), List.of("x"), new double[][] {{Double.NaN}}));
        assertMessage("columns must be distinct; \"pmx\" is repeated",
                () -> GridHeatMap.of(List.of("a"), List.of("pmx", "pmx"), new double[][] {{1, 2}}));
        assertMessage("rows must hold at least one label",
                () -> GridHeatMap.of(List.of(), CROSSOVERS, new double[0][]));
        assertMessage("range [0.0, 0.98] must contain every value; values[1][0] is 1.0",
                () -> GridHeatMap.of(SELECTIONS, CROSSOVERS, RATES).range(0, 0.98));
        assertMessage("range must be finite with min < max, was [1.0, 1.0]",
                () -> GridHeatMap.of(SELECTIONS, CROSSOVERS, RATES).range(1, 1));
        assertMessage("decimals must be in [0, 6], was 7", () -> GridHeatMap.of(SELECTIONS, CROSSOVERS, RATES).decimals(7));
    }

    private static int count(BufferedImage img, Color colour, int x0, int x1, int y0, int y1) {
        int n = 0;
        for (int y = y0; y < y1; y++) {
            for (int x = x0; x < x1; x++) {
                n += (img.getRGB(x, y) & 0xFFFFFF) == (colour.getRGB() & 0xFFFFFF) ? 1 : 0;
            }
        }
        return n;
    }

    private static void assertMessage(String expected, Runnable call) {
        var e = assertThrows(IllegalArgumentException.class, call::run);
        assertEquals(expected, e.getMessage());
    }
}
