package io.nqueens.plots;

import org.junit.jupiter.api.Test;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import tech.tablesaw.api.BooleanColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

import java.util.List;

import static io.nqueens.plots.Pictures.assertPicture;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

class RaceChartTest {

    /**
     * Iteration 1: c0, c1, c2 race 6 blocks; Friedman drops c2 after block 5. Iteration 2: elite
     * c0 and newcomer c3 race 7 blocks; Wilcoxon drops c3 after block 7; c0 survives.
     */
    static Table log() {
        IntColumn it = IntColumn.create("iteration");
        IntColumn block = IntColumn.create("block");
        StringColumn conf = StringColumn.create("configuration");
        for (int b = 1; b <= 6; b++) {
            for (String c : b <= 5 ? List.of("c0", "c1", "c2") : List.of("c0", "c1")) {
                it.append(1);
                block.append(b);
                conf.append(c);
            }
        }
        for (int b = 1; b <= 7; b++) {
            for (String c : List.of("c0", "c3")) {
                it.append(2);
                block.append(b);
                conf.append(c);
            }
        }
        return Table.create("log", it, block, conf);
    }

    static Table configurations() {
        return Table.create("configurations", StringColumn.create("configuration", "c0", "c1", "c2", "c3"),
                IntColumn.create("dropped_iteration", -1, -1, 1, 2), IntColumn.create("dropped_block", -1, -1, 5, 7),
                StringColumn.create("test", "", "", "friedman", "wilcoxon"),
                BooleanColumn.create("survivor", true, false, false, false));
    }

    @Test
    void eachConfigurationIsALineOverItsBlocksEndingWhereItWasDroppedAndByWhichTest() {
        XYChart c = RaceChart.of(log(), configurations(), "race", 600, 400);
        XYSeries c0second = c.getSeriesMap().get("2/c0");
        assertArrayEquals(new double[] {7, 13}, c0second.getXData()); // iteration 2 starts after 6 blocks
        assertArrayEquals(new double[] {0, 0}, c0second.getYData());
        assertArrayEquals(new double[] {1, 5}, c.getSeriesMap().get("1/c2").getXData());
        assertFalse(c.getSeriesMap().get("1/c2").isShowInLegend());
        XYSeries friedman = c.getSeriesMap().get("dropped by Friedman + post-hoc");
        assertArrayEquals(new double[] {5}, friedman.getXData());
        assertArrayEquals(new double[] {2}, friedman.getYData());
        XYSeries wilcoxon = c.getSeriesMap().get("dropped by Wilcoxon (two left)");
        assertArrayEquals(new double[] {13}, wilcoxon.getXData());
        assertArrayEquals(new double[] {3}, wilcoxon.getYData());
        XYSeries survivor = c.getSeriesMap().get("survivor");
        assertArrayEquals(new double[] {13}, survivor.getXData());
        assertArrayEquals(new double[] {0}, survivor.getYData());
        assertEquals(XYSeries.XYSeriesRenderStyle.Scatter, survivor.getXYSeriesRenderStyle());
        XYSeries left = c.getSeriesMap().get("left when its iteration ended"); // c1: iteration 1 only
        assertArrayEquals(new double[] {6}, left.getXData());
        assertArrayEquals(new double[] {1}, left.getYData());
        assertPicture(Charts.image(c), 600, 400);
    }

    @Test
    void missingColumnsAndAnEmptyLogAreRefused() {
        assertEquals("log must have a column \"block\"; it has [iteration, configuration]",
                assertThrows(IllegalArgumentException.class, () -> RaceChart.of(log().removeColumns("block"),
                        configurations(), "t", 600, 400)).getMessage());
        assertEquals("log must have at least one row", assertThrows(IllegalArgumentException.class,
                () -> RaceChart.of(log().emptyCopy(), configurations(), "t", 600, 400)).getMessage());
    }
}
