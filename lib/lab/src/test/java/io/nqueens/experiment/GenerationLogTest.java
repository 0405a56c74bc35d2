package io.nqueens.experiment;

import io.nqueens.engine.Generation;
import io.nqueens.engine.RunResult;
import io.nqueens.presets.Presets;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GenerationLogTest {
    private static Generation gen(int index, double mean) {
        return new Generation(index, 28, mean, 10, 1.5, 40, 100, 2_000_000, null, 0, 0, false);
    }

    @Test
    void document000Style() {
        assertEquals("Generation 12, avg fit 24.4", GenerationLog.every(1).line(gen(12, 24.44)));
    }

    @Test
    void everyKthGenerationLiveAndAfterwards() {
        var engine = Presets.doc000Fixed().populationSize(20).maxGenerations(25).stopWhenSolved(false).build();
        List<String> live = new ArrayList<>();
        GenerationLog log = GenerationLog.every(10).to(live::add);
        long count = engine.run(5).stream().peek(log).count();
        assertEquals(26, count);
        assertEquals(3, live.size());
        assertTrue(live.get(1).startsWith("Generation 10, avg fit "), live.get(1));
        RunResult r = engine.runToEnd(5);
        assertEquals(live, log.lines(r.history()));
        List<String> printed = new ArrayList<>();
        log.to(printed::add).print(r);
        assertEquals(live, printed);
    }

    @Test
    void customPatternAndFunction() {
        GenerationLog log = GenerationLog.every(1).format("gen %1$d best %3$.0f worst %4$.0f div %6$d evals %7$d ms %9$.1f");
        assertEquals("gen 3 best 28 worst 10 div 40 evals 100 ms 2.0", log.line(gen(3, 20)));
        assertEquals("#3", GenerationLog.every(1).format(g -> "#" + g.index()).line(gen(3, 20)));
    }

    @Test
    void badArgumentsAreNamed() {
        var e = assertThrows(IllegalArgumentException.class, () -> GenerationLog.every(0));
        assertTrue(e.getMessage().contains("k (log every k generations)"), e.getMessage());
        var p = assertThrows(IllegalArgumentException.class, () -> GenerationLog.every(1).format("%1$s %2$d"));
        assertTrue(p.getMessage().contains("pattern"), p.getMessage());
    }
}
