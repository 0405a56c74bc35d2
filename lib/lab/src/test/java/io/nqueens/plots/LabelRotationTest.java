package io.nqueens.plots;

import org.junit.jupiter.api.Test;
import org.knowm.xchart.CategoryChartBuilder;

import java.awt.Font;
import java.util.List;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LabelRotationTest {
    private static final Font FONT = new CategoryChartBuilder().build().getStyler().getAxisTickLabelsFont();

    private static List<String> numbered(String stem, int count) {
        return IntStream.range(0, count).mapToObj(i -> stem + i).toList();
    }

    @Test
    void shortLabelsWithRoomStayLevel() {
        assertEquals(0, LabelRotation.of(List.of("pmx 30/30", "ox 10/30", "cx 29/30"), 600, FONT));
        assertEquals(0, LabelRotation.of(List.of("25", "50", "100", "200", "400"), 600, FONT));
    }

    @Test
    void notebook06sTenLongSettingNamesStandUprightSoTheFirstStaysOnTheChart() {
        // Apart at 45 degrees, but the first, hung from its tick by its end, would reach 130 pixels
        // left, past the chart's edge (XChart would leave it out).
        List<String> settings = numbered("mutation=inversion, rate=0.", 10);
        assertEquals(90, LabelRotation.of(settings, 600, FONT));
        assertEquals(45, LabelRotation.of(numbered("rate=0.", 10), 600, FONT), "shorter ones tilt");
    }

    @Test
    void labelsTooWideToLieLevelButWithRoomTiltOnly20Degrees() {
        // 6 labels on 490 px of plot: slots of 82 px; "tournament(3)" is wider than that
        assertEquals(20, LabelRotation.of(numbered("tournament(", 6), 600, FONT));
        assertEquals(45, LabelRotation.of(numbered("rank(", 12), 600, FONT), "twelve tilt further");
    }

    @Test
    void theDropBelowTheAxisGrowsWithTheTilt() {
        List<String> one = List.of("mutation=inversion, rate=0.8");
        double level = LabelRotation.drop(one, 0, FONT);
        double upright = LabelRotation.drop(one, 90, FONT);
        assertTrue(level > 10 && level < 20, "one text height level: " + level);
        assertTrue(upright > 150, "the label's width upright: " + upright);
        assertTrue(LabelRotation.drop(one, 20, FONT) < LabelRotation.drop(one, 45, FONT));
    }

    @Test
    void aCrowdStandsUpright() {
        assertEquals(90, LabelRotation.of(numbered("setting ", 40), 600, FONT));
        assertEquals(90, LabelRotation.of(numbered("s", 400), 600, FONT), "90 even when nothing fits");
    }
}
