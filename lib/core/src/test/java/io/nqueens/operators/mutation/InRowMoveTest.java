package io.nqueens.operators.mutation;

import io.nqueens.board.Encoding;
import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** In-row move: document 003's version acts only when the drawn cell holds a queen. */
class InRowMoveTest {

    /** Rows in which the genomes differ; asserts that each such row differs in exactly two cells. */
    private static int changedRows(int[] before, int[] after, int n) {
        int rows = 0;
        for (int r = 0; r < n; r++) {
            int d = 0;
            for (int c = 0; c < n; c++) {
                d += before[r * n + c] != after[r * n + c] ? 1 : 0;
            }
            assertTrue(d == 0 || d == 2, "a move changes two cells of one row");
            rows += d > 0 ? 1 : 0;
        }
        return rows;
    }

    @Test
    void document003ChangesTheGenomeAboutOneCallInN() {
        for (int n : new int[] {4, 8, 12}) {
            SplittableRandom rng = new SplittableRandom(n);
            int calls = 8_000;
            int changedCalls = 0;
            for (int t = 0; t < calls; t++) {
                int[] genes = Encoding.ONE_HOT_ROWS.randomGenome(n, rng);
                int[] before = genes.clone();
                InRowMove.asDocument003().mutate(genes, rng);
                assertNull(Encoding.ONE_HOT_ROWS.invalidReason(genes, n));
                int rows = changedRows(before, genes, n);
                assertTrue(rows <= 1);
                changedCalls += rows;
            }
            double rate = changedCalls / (double) calls;
            System.out.printf("InRowMove.asDocument003() on N=%d: changed %.4f of the calls (1/N = %.4f)%n",
                    n, rate, 1.0 / n);
            assertEquals(1.0 / n, rate, 0.25 / n);
        }
    }

    @Test
    void theUsualMoveAlwaysMovesOneQueenWithinItsRow() {
        SplittableRandom rng = new SplittableRandom(8);
        for (int t = 0; t < 2_000; t++) {
            int n = 2 + t % 15;
            int[] genes = Encoding.ONE_HOT_ROWS.randomGenome(n, rng);
            int[] before = genes.clone();
            InRowMove.of().mutate(genes, rng);
            assertEquals(1, changedRows(before, genes, n));
        }
    }
}
