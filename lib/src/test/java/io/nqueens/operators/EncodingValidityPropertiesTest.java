package io.nqueens.operators;

import io.nqueens.board.Encoding;
import io.nqueens.operators.OperatorCatalog.Case;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.mutation.Mutation;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * Every crossover and mutation keeps its genomes valid for every encoding it accepts, over
 * generated board sizes, parents and seeds: permutations stay permutations, one-hot rows stay
 * one-hot, integer genes stay in range, BINARY keeps N ones (except cut-and-crossfill on BINARY,
 * see CutAndCrossfillQuirkTest).
 */
class EncodingValidityPropertiesTest {

    @Test
    void eachOperatorAcceptsExactlyTheEncodingsItIsMeantFor() {
        OperatorCatalog.crossovers().forEach((c, encodings) -> {
            for (Encoding e : Encoding.values()) {
                assertEquals(encodings.contains(e), c.accepts(e), c + " accepts " + e);
            }
        });
        OperatorCatalog.mutations().forEach((m, encodings) -> {
            for (Encoding e : Encoding.values()) {
                assertEquals(encodings.contains(e), m.accepts(e), m + " accepts " + e);
            }
        });
    }

    @Provide
    Arbitrary<Case<Crossover>> vectorCrossovers() {
        return Arbitraries.of(OperatorCatalog.validCrossoverCases(false));
    }

    @Provide
    Arbitrary<Case<Crossover>> permutationCrossovers() {
        return Arbitraries.of(OperatorCatalog.validCrossoverCases(false).stream()
                .filter(c -> c.encoding() == Encoding.PERMUTATION).toList());
    }

    @Provide
    Arbitrary<Case<Crossover>> binaryCrossovers() {
        return Arbitraries.of(OperatorCatalog.validCrossoverCases(true));
    }

    @Provide
    Arbitrary<Case<Mutation>> vectorMutations() {
        return Arbitraries.of(OperatorCatalog.mutationCases(false));
    }

    @Provide
    Arbitrary<Case<Mutation>> binaryMutations() {
        return Arbitraries.of(OperatorCatalog.mutationCases(true));
    }

    @Property(tries = 1500)
    void vectorCrossoversKeepGenomesValid(@ForAll("vectorCrossovers") Case<Crossover> c,
            @ForAll @IntRange(min = 1, max = 60) int n, @ForAll long seed) {
        checkCrossover(c, n, seed);
    }

    @Property(tries = 600)
    void binaryCrossoversKeepGenomesValid(@ForAll("binaryCrossovers") Case<Crossover> c,
            @ForAll @IntRange(min = 1, max = 16) int n, @ForAll long seed) {
        checkCrossover(c, n, seed);
    }

    @Property(tries = 1500)
    void vectorMutationsKeepGenomesValid(@ForAll("vectorMutations") Case<Mutation> m,
            @ForAll @IntRange(min = 1, max = 60) int n, @ForAll long seed) {
        checkMutation(m, n, seed);
    }

    @Property(tries = 1000)
    void binaryMutationsKeepGenomesValid(@ForAll("binaryMutations") Case<Mutation> m,
            @ForAll @IntRange(min = 1, max = 16) int n, @ForAll long seed) {
        checkMutation(m, n, seed);
    }

    /**
     * The permutation crossovers give copies of equal parents (PMX, OX and CX take a shortcut for
     * them, common in a converged population), and their draws do not depend on the parents' genes:
     * crossing equal parents leaves the generator where crossing unequal ones does, so a seeded run
     * makes the same draws either way. (Gene-wise crossover draws fresh genes, so equal parents
     * need not give copies in the other encodings.)
     */
    @Property(tries = 1500)
    void equalParentsGiveCopiesAndTheSameDraws(@ForAll("permutationCrossovers") Case<Crossover> c,
            @ForAll @IntRange(min = 1, max = 60) int n, @ForAll long seed, @ForAll boolean twoChildren) {
        Encoding e = c.encoding();
        SplittableRandom parents = new SplittableRandom(seed);
        int[] p1 = e.randomGenome(n, parents);
        int[] p2 = e.randomGenome(n, parents);
        int[] same1 = filled(p1.length, -7);
        int[] same2 = twoChildren ? filled(p1.length, -7) : null;
        SplittableRandom a = new SplittableRandom(seed + 1);
        SplittableRandom b = new SplittableRandom(seed + 1);
        c.operator().cross(p1, p1.clone(), same1, same2, a);
        c.operator().cross(p1, p2, filled(p1.length, -7), twoChildren ? filled(p1.length, -7) : null, b);
        assertArrayEquals(p1, same1, () -> c + ", n=" + n + ": first child of equal parents");
        if (twoChildren) {
            assertArrayEquals(p1, same2, () -> c + ", n=" + n + ": second child of equal parents");
        }
        assertEquals(a.nextLong(), b.nextLong(), () -> c + ", n=" + n + ": the draws differ");
    }

    private static void checkCrossover(Case<Crossover> c, int n, long seed) {
        Encoding e = c.encoding();
        SplittableRandom rng = new SplittableRandom(seed);
        int[] p1 = e.randomGenome(n, rng);
        int[] p2 = e.randomGenome(n, rng);
        int[] p1Before = p1.clone();
        int[] p2Before = p2.clone();
        // Children start as garbage: an operator must overwrite every gene.
        int[] c1 = filled(p1.length, -7);
        int[] c2 = filled(p1.length, -7);
        c.operator().cross(p1, p2, c1, c2, rng);
        assertNull(e.invalidReason(c1, n), () -> c + ", n=" + n + ": first child " + Arrays.toString(c1));
        assertNull(e.invalidReason(c2, n), () -> c + ", n=" + n + ": second child " + Arrays.toString(c2));
        int[] only = filled(p1.length, -7);
        c.operator().cross(p1, p2, only, null, rng);
        assertNull(e.invalidReason(only, n), () -> c + ", n=" + n + ": only child " + Arrays.toString(only));
        assertArrayEquals(p1Before, p1, "parent 1 must not change");
        assertArrayEquals(p2Before, p2, "parent 2 must not change");
    }

    private static void checkMutation(Case<Mutation> m, int n, long seed) {
        Encoding e = m.encoding();
        SplittableRandom rng = new SplittableRandom(seed);
        int[] genes = e.randomGenome(n, rng);
        int[] before = genes.clone();
        for (int k = 0; k < 5; k++) {
            m.operator().mutate(genes, rng);
            assertNull(e.invalidReason(genes, n), () -> m + ", n=" + n + ": " + Arrays.toString(genes));
        }
        if (OperatorCatalog.movesGenesOnly(m.operator())) {
            int[] a = before.clone();
            int[] b = genes.clone();
            Arrays.sort(a);
            Arrays.sort(b);
            assertArrayEquals(a, b, m + " must only move genes");
        }
    }

    private static int[] filled(int length, int value) {
        int[] a = new int[length];
        Arrays.fill(a, value);
        return a;
    }
}
