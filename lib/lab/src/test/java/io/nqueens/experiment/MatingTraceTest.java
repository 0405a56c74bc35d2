package io.nqueens.experiment;

import io.nqueens.board.Board;
import io.nqueens.engine.Engine;
import io.nqueens.engine.Population;
import io.nqueens.operators.mutation.RandomReset;
import io.nqueens.presets.Presets;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MatingTraceTest {
    @Test
    void cutsAreReadBackFromTheChild() {
        int[] zeros = {0, 0, 0, 0};
        int[] sevens = {7, 7, 7, 7};
        assertArrayEquals(new int[] {2, 2}, MatingTrace.cuts(zeros, sevens, new int[] {0, 0, 7, 7}));
        assertArrayEquals(new int[] {0, 0}, MatingTrace.cuts(zeros, sevens, sevens));
        assertArrayEquals(new int[] {4, 4}, MatingTrace.cuts(zeros, sevens, zeros));
        // Parents that agree on genes 1..2 leave cuts 1, 2 and 3 all possible.
        assertArrayEquals(new int[] {1, 3},
                MatingTrace.cuts(new int[] {0, 5, 5, 0}, new int[] {7, 5, 5, 7}, new int[] {0, 5, 5, 7}));
        assertArrayEquals(new int[] {-1, -1}, MatingTrace.cuts(zeros, sevens, new int[] {7, 0, 0, 0}));
    }

    @Test
    void everyChildIsItsParentsSplicedAtThePrintedCut() {
        Engine engine = Presets.doc000().build();
        Population start = engine.run(0).population();
        MatingTrace trace = MatingTrace.of(engine.settings(), start, 4, 200);
        assertEquals(200, trace.matings().size());
        Set<Board> members = new HashSet<>();
        for (int i = 0; i < start.size(); i++) {
            members.add(Board.of(start.genes(i)));
        }
        int mutated = 0;
        for (MatingTrace.Mating m : trace.matings()) {
            assertTrue(members.contains(m.parent1()));
            assertTrue(members.contains(m.parent2()));
            assertTrue(0 <= m.firstCut() && m.firstCut() <= m.lastCut() && m.lastCut() <= 8, m.cut());
            int[] spliced = m.parent1().toArray().clone();
            System.arraycopy(m.parent2().toArray(), m.firstCut(), spliced, m.firstCut(), 8 - m.firstCut());
            assertEquals(m.child(), Board.of(spliced));
            if (m.mutated() != null) {
                mutated++;
                int differing = 0;
                for (int c = 0; c < 8; c++) {
                    differing += m.child().row(c) != m.mutated().row(c) ? 1 : 0;
                }
                assertTrue(differing <= 1, "a random reset moves at most one queen");
            }
        }
        // Document 000 mutates 3% of the children: 6 expected of 200, far fewer than 30.
        assertTrue(mutated < 30, "mutated " + mutated);
    }

    @Test
    void linesFollowTheDocumentsLogAndTheSeed() {
        Engine engine = Presets.doc000().mutation(RandomReset.toOtherValue(), 1.0).build();
        Population start = engine.run(1).population();
        MatingTrace trace = MatingTrace.of(engine.settings(), start, 9, 3);
        List<String> lines = trace.lines();
        assertEquals(6, lines.size(), String.join("\n", lines));
        MatingTrace.Mating first = trace.matings().get(0);
        assertEquals(first.parent1() + " + " + first.parent2() + " at " + first.cut() + " = " + first.child(),
                lines.get(0));
        assertEquals("    mutated to " + first.mutated(), lines.get(1));
        assertNotEquals(first.child(), first.mutated());
        assertEquals(lines, MatingTrace.of(engine.settings(), start, 9, 3).lines());
        assertNotEquals(lines, MatingTrace.of(engine.settings(), start, 10, 3).lines());
    }

    @Test
    void noMutationWithoutAMutation() {
        Engine engine = Presets.doc000().mutation(null, 0.0).build();
        MatingTrace trace = MatingTrace.of(engine.settings(), engine.run(0).population(), 1, 20);
        trace.matings().forEach(m -> assertNull(m.mutated()));
        assertEquals(20, trace.lines().size());
    }

    @Test
    void rejectsWhatItCannotTrace() {
        Engine engine = Presets.doc000().build();
        Population start = engine.run(0).population();
        var count = assertThrows(IllegalArgumentException.class,
                () -> MatingTrace.of(engine.settings(), start, 0, 0));
        assertTrue(count.getMessage().contains("count (matings to trace)"), count.getMessage());
        var share = assertThrows(IllegalArgumentException.class,
                () -> MatingTrace.of(Presets.doc001().build().settings(), start, 0, 3));
        assertTrue(share.getMessage().startsWith("settings: mutation by fitness share"), share.getMessage());
        Population small = Presets.doc000(6).build().run(0).population();
        var length = assertThrows(IllegalArgumentException.class,
                () -> MatingTrace.of(engine.settings(), small, 0, 3));
        assertEquals("population: genomes of length 6, expected 8 for the settings' board", length.getMessage());
        Engine grid = Presets.doc002().build();
        var encoding = assertThrows(IllegalArgumentException.class,
                () -> MatingTrace.of(grid.settings(), grid.run(0).population(), 0, 3));
        assertTrue(encoding.getMessage().startsWith("settings: encoding "), encoding.getMessage());
    }
}
