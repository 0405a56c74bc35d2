package io.nqueens.spec;

import io.nqueens.board.Encoding;
import io.nqueens.fitness.Direction;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.mutation.Mutation;
import io.nqueens.operators.selection.ScoredPopulation;
import io.nqueens.operators.selection.Selector;
import org.junit.jupiter.api.function.Executable;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The contracts of each kind of operator, through the public API students use ({@code select},
 * {@code cross}, {@code mutate}, {@code accepts}): selectors draw {@code count} indices of the
 * population and no more, and do not favour the worse; crossovers write valid children over
 * every gene and leave their parents alone; mutations keep genomes valid; local searches also
 * leave a solution as it is. Every operator is deterministic given its generator, and refuses a
 * wrong argument naming itself.
 */
final class KindContracts {
    private KindContracts() {}

    /** Board sizes tried: the smallest, the two without a solution, small and medium ones. */
    private static final int[] SIZES = {1, 2, 3, 5, 8, 13};
    private static final int SEEDS = 6;
    /** Population sizes a selector is tried on. */
    private static final int[] MUS = {1, 2, 7, 30};
    /** Solutions of 1, 5 and 8 queens, as permutations. */
    private static final int[][] SOLUTIONS = {{0}, {0, 2, 4, 1, 3}, {0, 4, 7, 5, 2, 6, 1, 3}};

    static void add(CatalogueEntry<?> e, Map<String, Executable> contracts) {
        List<Object> ops = OperatorContracts.examples(e);
        switch (e.kind()) {
            case SELECTOR -> {
                contracts.put("it draws count indices of the population, deterministically", () -> ops.forEach(
                        op -> drawsIndices((Selector) op)));
                contracts.put("it does not favour the worse", () -> ops.forEach(op -> doesNotFavourTheWorse(
                        (Selector) op)));
            }
            case CROSSOVER -> {
                contracts.put("it accepts exactly its declared encodings", () -> ops.forEach(op -> acceptsExactly(e,
                        ((Crossover) op)::accepts)));
                contracts.put("its children are valid, its parents untouched, its draws repeatable", () -> ops.forEach(
                        op -> validChildren(e, (Crossover) op)));
            }
            case MUTATION, LOCAL_SEARCH -> {
                contracts.put("it accepts exactly its declared encodings", () -> ops.forEach(op -> acceptsExactly(e,
                        ((Mutation) op)::accepts)));
                contracts.put("it keeps genomes valid, its draws repeatable", () -> ops.forEach(
                        op -> validMutants(e, (Mutation) op)));
            }
        }
        if (e.kind() == CatalogueEntry.Kind.LOCAL_SEARCH) {
            contracts.put("it leaves a solution as it is", () -> ops.forEach(op -> keepsSolutions((Mutation) op)));
            // Only at its usual settings: one sampled partner, say, is a legal setting that does not
            // improve on average (measured: 181 attacking pairs before and after on 40 boards of 8).
            contracts.put("at its usual settings it lowers the conflicts of random boards",
                    () -> improves((Mutation) ops.get(0)));
        }
    }

    /** What an operator does on a few seeded inputs, to compare two operators' behaviour. */
    static String behaviour(CatalogueEntry<?> e, Object op) {
        StringBuilder b = new StringBuilder();
        for (long seed = 0; seed < SEEDS; seed++) {
            SplittableRandom rng = new SplittableRandom(seed);
            switch (e.kind()) {
                case SELECTOR -> {
                    int[] into = new int[40];
                    ((Selector) op).select(population(30, Direction.MAXIMIZE, rng), 40, into, rng);
                    b.append(Arrays.toString(into));
                }
                case CROSSOVER, MUTATION, LOCAL_SEARCH -> {
                    Encoding enc = Encoding.values()[firstEncoding(e)];
                    int[] a = enc.randomGenome(8, rng);
                    int[] c = enc.randomGenome(8, rng);
                    if (op instanceof Crossover x) {
                        int[] c1 = new int[a.length];
                        int[] c2 = new int[a.length];
                        x.cross(a, c, c1, c2, rng);
                        b.append(Arrays.toString(c1)).append(Arrays.toString(c2));
                    } else {
                        ((Mutation) op).mutate(a, rng);
                        b.append(Arrays.toString(a));
                    }
                }
            }
            b.append(rng.nextLong()).append(';');
        }
        return b.toString();
    }

    private static int firstEncoding(CatalogueEntry<?> e) {
        return IntStream.range(0, Encoding.values().length).filter(i -> e.encodings().contains(Encoding.values()[i]))
                .findFirst().orElseThrow();
    }

    /** Scores 0..mu-1 in a seeded order. */
    private static ScoredPopulation population(int mu, Direction direction, SplittableRandom rng) {
        double[] scores = IntStream.range(0, mu).asDoubleStream().toArray();
        for (int i = mu - 1; i > 0; i--) {
            int j = rng.nextInt(i + 1);
            double t = scores[i];
            scores[i] = scores[j];
            scores[j] = t;
        }
        return ScoredPopulation.of(direction, scores);
    }

    private static void drawsIndices(Selector s) {
        for (int mu : MUS) {
            if (!fits(s, mu)) {
                continue;
            }
            for (long seed = 0; seed < SEEDS; seed++) {
                ScoredPopulation p = population(mu, seed % 2 == 0 ? Direction.MAXIMIZE : Direction.MINIMIZE,
                        new SplittableRandom(seed));
                for (int count : new int[] {0, 1, mu, 2 * mu + 1}) {
                    int[] into = filled(count + 3, -5);
                    int[] again = filled(count + 3, -5);
                    SplittableRandom a = new SplittableRandom(seed);
                    SplittableRandom b = new SplittableRandom(seed);
                    s.select(p, count, into, a);
                    s.select(p, count, again, b);
                    String where = s + ", mu=" + mu + ", count=" + count + ", seed=" + seed;
                    for (int i = 0; i < count; i++) {
                        assertTrue(into[i] >= 0 && into[i] < mu, where + ": index " + into[i] + " at " + i);
                    }
                    assertArrayEquals(new int[] {-5, -5, -5}, Arrays.copyOfRange(into, count, count + 3),
                            where + ": wrote past count");
                    assertArrayEquals(into, again, where + ": the same seed drew other indices");
                    assertEquals(a.nextLong(), b.nextLong(), where + ": the same seed made other draws");
                }
                IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                        () -> s.select(p, 4, new int[3], new SplittableRandom(1)));
                assertTrue(refused.getMessage().startsWith("selector " + s.name() + ": "), refused.getMessage());
            }
        }
    }

    /** Whether the selector takes a population of mu; a refusal must be an IllegalArgumentException. */
    private static boolean fits(Selector s, int mu) {
        try {
            s.checkFits(mu);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /**
     * On scores 0..29 the picks' mean score is no worse than the population's (14.5) by more than
     * three standard errors of a uniform draw (about 0.13 over 4,000 picks), under both directions.
     */
    private static void doesNotFavourTheWorse(Selector s) {
        if (!fits(s, 30)) {
            return;
        }
        for (Direction d : Direction.values()) {
            SplittableRandom rng = new SplittableRandom(7);
            ScoredPopulation p = population(30, d, rng);
            int[] into = new int[4000];
            s.select(p, into.length, into, rng);
            double mean = Arrays.stream(into).mapToDouble(p::fitness).average().orElseThrow();
            double slack = 3 * Math.sqrt((30 * 30 - 1) / 12.0 / into.length);
            boolean fair = d == Direction.MAXIMIZE ? mean >= 14.5 - slack : mean <= 14.5 + slack;
            assertTrue(fair, s + " under " + d + ": mean score of the picks " + mean);
        }
    }

    private static void acceptsExactly(CatalogueEntry<?> e, java.util.function.Predicate<Encoding> accepts) {
        for (Encoding enc : Encoding.values()) {
            assertEquals(e.encodings().contains(enc), accepts.test(enc), e + " accepts " + enc);
        }
    }

    /** The encodings an entry must keep valid: its declared ones but its documented quirks. */
    private static List<Encoding> keptValid(CatalogueEntry<?> e) {
        List<Encoding> out = new ArrayList<>();
        for (Encoding enc : Encoding.values()) {
            if (e.encodings().contains(enc) && !OperatorContracts.QUIRKS.getOrDefault(e.type(), java.util.Set.of())
                    .contains(enc)) {
                out.add(enc);
            }
        }
        return out;
    }

    private static void validChildren(CatalogueEntry<?> e, Crossover x) {
        for (Encoding enc : keptValid(e)) {
            for (int n : SIZES) {
                for (long seed = 0; seed < SEEDS; seed++) {
                    String where = x + " on " + enc + ", n=" + n + ", seed=" + seed;
                    SplittableRandom parents = new SplittableRandom(seed);
                    int[] p1 = enc.randomGenome(n, parents);
                    int[] p2 = enc.randomGenome(n, parents);
                    int[] p1Before = p1.clone();
                    int[] p2Before = p2.clone();
                    int[] c1 = filled(p1.length, -7); // garbage: every gene must be written
                    int[] c2 = filled(p1.length, -7);
                    int[] again1 = filled(p1.length, -7);
                    int[] again2 = filled(p1.length, -7);
                    SplittableRandom a = new SplittableRandom(seed + 1);
                    SplittableRandom b = new SplittableRandom(seed + 1);
                    x.cross(p1, p2, c1, c2, a);
                    x.cross(p1, p2, again1, again2, b);
                    assertNull(enc.invalidReason(c1, n), where + ": first child " + Arrays.toString(c1));
                    assertNull(enc.invalidReason(c2, n), where + ": second child " + Arrays.toString(c2));
                    assertArrayEquals(c1, again1, where + ": the same seed gave another first child");
                    assertArrayEquals(c2, again2, where + ": the same seed gave another second child");
                    assertEquals(a.nextLong(), b.nextLong(), where + ": the same seed made other draws");
                    int[] only = filled(p1.length, -7);
                    x.cross(p1, p2, only, null, a);
                    assertNull(enc.invalidReason(only, n), where + ": only child " + Arrays.toString(only));
                    assertArrayEquals(p1Before, p1, where + ": parent 1 changed");
                    assertArrayEquals(p2Before, p2, where + ": parent 2 changed");
                    IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                            () -> x.cross(p1, p2, new int[p1.length + 1], null, new SplittableRandom(1)), where);
                    assertTrue(refused.getMessage().startsWith("crossover " + x.name() + ": "), refused.getMessage());
                }
            }
        }
    }

    private static void validMutants(CatalogueEntry<?> e, Mutation m) {
        for (Encoding enc : keptValid(e)) {
            for (int n : SIZES) {
                for (long seed = 0; seed < SEEDS; seed++) {
                    String where = m + " on " + enc + ", n=" + n + ", seed=" + seed;
                    SplittableRandom a = new SplittableRandom(seed);
                    SplittableRandom b = new SplittableRandom(seed);
                    int[] genes = enc.randomGenome(n, a);
                    int[] again = enc.randomGenome(n, b);
                    for (int k = 0; k < 5; k++) {
                        m.mutate(genes, a);
                        m.mutate(again, b);
                        assertNull(enc.invalidReason(genes, n), where + ": " + Arrays.toString(genes));
                    }
                    assertArrayEquals(genes, again, where + ": the same seed mutated otherwise");
                    assertEquals(a.nextLong(), b.nextLong(), where + ": the same seed made other draws");
                    IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                            () -> m.mutate(genes, null), where);
                    assertTrue(refused.getMessage().startsWith("mutation " + m.name() + ": "), refused.getMessage());
                }
            }
        }
    }

    private static void keepsSolutions(Mutation m) {
        for (int[] solution : SOLUTIONS) {
            for (long seed = 0; seed < SEEDS; seed++) {
                int[] genes = solution.clone();
                m.mutate(genes, new SplittableRandom(seed));
                assertArrayEquals(solution, genes, m + " changed a solution, seed " + seed);
            }
        }
    }

    /** Over 40 random permutations of 8 and of 13 queens, one call leaves fewer attacking pairs in all. */
    private static void improves(Mutation m) {
        for (int n : new int[] {8, 13}) {
            SplittableRandom rng = new SplittableRandom(n);
            long before = 0;
            long after = 0;
            for (int k = 0; k < 40; k++) {
                int[] genes = Encoding.PERMUTATION.randomGenome(n, rng);
                before += Encoding.PERMUTATION.attackingPairs(genes, n);
                m.mutate(genes, rng);
                after += Encoding.PERMUTATION.attackingPairs(genes, n);
            }
            assertTrue(after < before, m + " on " + n + " queens: attacking pairs " + before + " before, " + after
                    + " after");
        }
    }

    private static int[] filled(int length, int value) {
        int[] a = new int[length];
        Arrays.fill(a, value);
        return a;
    }
}
