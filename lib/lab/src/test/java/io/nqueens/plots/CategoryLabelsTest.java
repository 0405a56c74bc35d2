package io.nqueens.plots;

import io.nqueens.board.Encoding;
import io.nqueens.engine.Engine;
import io.nqueens.experiment.Experiment;
import io.nqueens.experiment.ExperimentResult;
import io.nqueens.experiment.Sweep;
import io.nqueens.operators.crossover.Pmx;
import io.nqueens.operators.mutation.Inversion;
import io.nqueens.operators.mutation.Mutation;
import io.nqueens.operators.mutation.Swap;
import io.nqueens.operators.selection.LinearRank;
import io.nqueens.operators.selection.RouletteWheel;
import io.nqueens.operators.selection.Selector;
import io.nqueens.operators.selection.StochasticUniversalSampling;
import io.nqueens.operators.selection.Tournament;
import io.nqueens.operators.selection.Truncation;
import org.junit.jupiter.api.Test;
import org.knowm.xchart.internal.chartpart.Chart;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Notebook 06's axis charts (cells 19, 28 and 29) draw every category label: XChart leaves out a
 * label whose box would reach past the chart's edge, which lost the last one, and centred tilted
 * labels on their ticks, so they read as one bar to the right. The settings are the notebook's
 * (same labels), on a small quick board.
 */
class CategoryLabelsTest {
    private static Engine.Builder base() {
        return Engine.builder(Encoding.PERMUTATION, 6).populationSize(20).selector(Tournament.of(3))
                .crossover(Pmx.of(), 0.8).mutation(Swap.of(), 0.1).maxGenerations(40);
    }

    private static ExperimentResult selections(Selector... extra) {
        List<Selector> s = new ArrayList<>(List.of(RouletteWheel.of(), StochasticUniversalSampling.of(),
                Tournament.of(2), Tournament.of(3), Tournament.of(5)));
        s.addAll(List.of(extra));
        return Experiment.of(Sweep.over(base()).axis("selection", s, Engine.Builder::selector)).seeds(0, 3).run();
    }

    /** Paints the chart and checks every label in {@code expected} was drawn whole where it belongs. */
    private static void assertAllDrawn(Chart<?, ?> chart, List<String> expected) throws Exception {
        BufferedImage img = Charts.image(chart);
        List<DrawnLabels.Label> drawn = DrawnLabels.x(chart);
        assertEquals(expected, drawn.stream().map(DrawnLabels.Label::text).toList(), "the x labels");
        int angle = ((org.knowm.xchart.style.AxesChartStyler) chart.getStyler()).getXAxisLabelRotation();
        for (DrawnLabels.Label l : drawn) {
            assertTrue(l.painted(), "label \"" + l.text() + "\" left out: its box " + l.box()
                    + " reaches past the chart's width " + chart.getWidth());
            if (angle > 0 && angle < 90) {
                assertEquals(l.tickX(), l.box().getMaxX(), 1.0, "tilted \"" + l.text() + "\" ends at its tick");
            } else {
                assertEquals(l.tickX(), l.box().getCenterX(), 1.0, "\"" + l.text() + "\" is centred on its tick");
            }
            assertTrue(ink(img, l), "no ink where \"" + l.text() + "\" should be: " + l.box());
        }
    }

    /** Whether some dark pixel lies in the label's columns of the x axis's band (it was painted there). */
    private static boolean ink(BufferedImage img, DrawnLabels.Label l) {
        var b = l.box();
        for (int y = (int) b.getMinY(); y < Math.min(img.getHeight(), b.getMinY() + l.band()); y++) {
            for (int x = (int) Math.max(0, b.getMinX()); x < Math.min(img.getWidth(), b.getMaxX()); x++) {
                if ((img.getRGB(x, y) & 0xFF) < 100) {
                    return true;
                }
            }
        }
        return false;
    }

    private static List<String> withCounts(ExperimentResult r, String by, List<String> labels) {
        List<String> out = new ArrayList<>();
        for (String label : labels) {
            var rows = r.runs().where(r.runs().column(by).asStringColumn().isEqualTo(label));
            out.add(label + " " + rows.booleanColumn("solved").countTrue() + "/" + rows.rowCount());
        }
        return out;
    }

    @Test
    void cell19sEightSelectionsAllLabelled() throws Exception {
        ExperimentResult r = selections(LinearRank.of(1.5), LinearRank.of(2.0), Truncation.of(0.5));
        List<String> names = List.of("roulette", "sus", "tournament(2)", "tournament(3)", "tournament(5)",
                "linearRank(1.5)", "linearRank(2.0)", "truncation(0.5)");
        assertAllDrawn(AxisCharts.successChart(r.summary(), "selection", "Selection", 600), names);
        assertAllDrawn(AxisCharts.boxChart(r.runs(), "first_solution_generation", "selection",
                "generations to solution", "Selection", false, 600), withCounts(r, "selection", names));
    }

    @Test
    void cell28sTenMutationSettingsAllLabelled() throws Exception {
        ExperimentResult r = Experiment.of(Sweep.over(base())
                .axis("mutation", List.<Mutation>of(Swap.of(), Inversion.of()), (b, m) -> b.mutation(m))
                .axis("rate", List.of(0.1, 0.2, 0.5, 0.8, 1.0), Engine.Builder::mutationRate)).seeds(0, 3).run();
        List<String> names = new ArrayList<>();
        List<String> shown = new ArrayList<>(); // the keys go to the axis title: "mutation, rate"
        for (String m : List.of("swap", "inversion")) {
            for (String rate : List.of("0.1", "0.2", "0.5", "0.8", "1.0")) {
                names.add("mutation=" + m + ", rate=" + rate);
                shown.add(m + ", " + rate);
            }
        }
        assertAllDrawn(AxisCharts.successChart(r.summary(), "setting", "N = 16, mutation", 600), shown);
        List<String> counted = withCounts(r, "setting", names);
        for (int i = 0; i < counted.size(); i++) {
            counted.set(i, counted.get(i).replace(names.get(i), shown.get(i)));
        }
        assertAllDrawn(AxisCharts.boxChart(r.runs(), "first_solution_generation", "setting",
                "generations to solution", "N = 16, mutation", false, 600), counted);
    }

    @Test
    void cell29sEightSelectionsWithTournament7AllLabelled() throws Exception {
        ExperimentResult r = selections(Tournament.of(7), LinearRank.of(2.0), Truncation.of(0.5));
        List<String> names = List.of("roulette", "sus", "tournament(2)", "tournament(3)", "tournament(5)",
                "tournament(7)", "linearRank(2.0)", "truncation(0.5)");
        assertAllDrawn(AxisCharts.successChart(r.summary(), "selection", "N = 16, selection", 600), names);
        assertAllDrawn(AxisCharts.boxChart(r.runs(), "first_solution_generation", "selection",
                "generations to solution", "N = 16, selection", false, 600), withCounts(r, "selection", names));
    }

    @Test
    void levelLabelsStayLevelAndCentred() throws Exception {
        ExperimentResult r = Experiment.of(Sweep.over(base())
                .axis("pop", List.of(20, 40, 80), Engine.Builder::populationSize)).seeds(0, 3).run();
        var c = AxisCharts.successChart(r.summary(), "pop", "Population", 600);
        assertAllDrawn(c, List.of("20", "40", "80"));
        assertEquals(0, c.getStyler().getXAxisLabelRotation());
    }
}
