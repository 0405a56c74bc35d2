package io.nqueens.live;

import io.nqueens.plots.AxisCharts;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The live chart's shorter axis labels: notebook 02's grid of 18 settings. */
class CompactLabelsTest {
    static List<String> grid() {
        List<String> labels = new ArrayList<>();
        for (String sel : List.of("roulette", "tournament(2)")) {
            for (int pop : new int[] {100, 300, 1000}) {
                for (String pm : List.of("0.0", "0.05", "0.2")) {
                    labels.add("selection=" + sel + ", pop=" + pop + ", pm=" + pm);
                }
            }
        }
        return labels;
    }

    @Test
    void wordValuesAreCutToTheirShortestDistinctPrefixNumbersAndKeysStay() {
        List<String> compact = CompactLabels.of(grid());
        assertEquals(18, compact.size());
        assertEquals("selection=rou, pop=100, pm=0.0", compact.get(0));
        assertEquals("selection=tou, pop=1000, pm=0.2", compact.get(17));
        assertEquals(List.of("selection=tournament(2), pm=0.1", "selection=tournament(3), pm=0.1"),
                CompactLabels.of(List.of("selection=tournament(2), pm=0.1", "selection=tournament(3), pm=0.1")),
                "a cut of the last character saves nothing");
        assertEquals(List.of("sel=tourna", "sel=tourney"), CompactLabels.of(List.of("sel=tournament", "sel=tourney")));
        List<String> plain = List.of("000 faithful", "000 fixed");
        assertSame(plain, CompactLabels.of(plain), "not key=value: kept");
        List<String> odd = List.of("a=b=c", "a=d");
        assertSame(odd, CompactLabels.of(odd));
    }

    @Test
    void theChartsLabelsTakeLessThanHalfTheirFormerHeight() {
        int full = height(grid());
        int compact = height(CompactLabels.of(grid()));
        int plot = height(List.of("selection=a, pop=1, pm=0")); // labels that fit flat
        assertTrue(compact - plot < (full - plot) / 2, "full " + full + ", compact " + compact + ", plot " + plot);
    }

    private static int height(List<String> labels) {
        DoubleColumn rate = DoubleColumn.create("success_rate");
        DoubleColumn low = DoubleColumn.create("ci_low");
        DoubleColumn high = DoubleColumn.create("ci_high");
        for (int i = 0; i < labels.size(); i++) {
            rate.append(0.5);
            low.append(0.3);
            high.append(0.7);
        }
        Table t = Table.create("s", StringColumn.create("setting", labels), rate, low, high);
        return AxisCharts.success(t, "setting", "18 of 18 settings done", Live.CHART_WIDTH).getHeight();
    }
}
