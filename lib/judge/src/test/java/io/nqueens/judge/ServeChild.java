package io.nqueens.judge;

import io.nqueens.assignments.NotWrittenYet;
import io.nqueens.board.Encoding;
import io.nqueens.engine.Engine;
import io.nqueens.engine.Replacement;
import io.nqueens.fitness.Direction;
import io.nqueens.fitness.Fitness;
import io.nqueens.grading.Serve;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.mutation.Mutation;
import io.nqueens.operators.selection.Selector;

import java.util.function.Supplier;

/**
 * The kernel's side for {@link JudgeTest}, in a JVM of its own: serves one of the answers below
 * (the exercise solutions, and wrong, stub, looping and forbidden ones) to the judge.
 * Arguments: the channel, the grade id, the variable's name, the answer's name.
 */
public final class ServeChild {
    private ServeChild() {}

    public static void main(String[] args) throws Exception {
        System.out.println(Serve.serve(args[0], args[1], args[2], answer(args[3])));
    }

    public static Object answer(String which) {
        return switch (which) {
            case "ox" -> Crossover.named("my OX", (p1, p2, c1, c2, rng) -> {
                int n = p1.length;
                int a = rng.nextInt(n + 1);
                int b = rng.nextInt(n + 1);
                orderChild(p1, p2, Math.min(a, b), Math.max(a, b), c1);
                if (c2 != null) {
                    orderChild(p2, p1, Math.min(a, b), Math.max(a, b), c2);
                }
            });
            case "repeated-gene-ox" -> Crossover.named("my OX", (p1, p2, c1, c2, rng) -> {
                int n = p1.length;
                int cut = rng.nextInt(n + 1);
                for (int i = 0; i < n; i++) {
                    c1[i] = i < cut ? p1[i] : p2[i];
                    if (c2 != null) {
                        c2[i] = i < cut ? p2[i] : p1[i];
                    }
                }
            });
            case "absent-ox" -> Crossover.named("my OX", (p1, p2, c1, c2, rng) -> {
                throw new NoClassDefFoundError("io/nqueens/operators/crossover/OrderCrossover");
            });
            case "stub-reset" -> Mutation.named("my per-gene reset", (genes, rng) -> {
                throw new NotWrittenYet();
            });
            case "looping-reset" -> Mutation.named("my per-gene reset", (genes, rng) -> {
                while (genes.length >= 0) {
                    Thread.onSpinWait();
                }
            });
            case "reset" -> Mutation.named("my per-gene reset", (genes, rng) -> {
                int n = genes.length;
                for (int c = 0; c < n; c++) {
                    if (rng.nextDouble() < 0.2) {
                        int other = rng.nextInt(n - 1);
                        genes[c] = other >= genes[c] ? other + 1 : other;
                    }
                }
            });
            case "tournament" -> Selector.named("my tournament", (population, count, into, rng) -> {
                for (int k = 0; k < count; k++) {
                    int winner = rng.nextInt(population.size());
                    for (int round = 1; round < 3; round++) {
                        int challenger = rng.nextInt(population.size());
                        if (population.direction().isBetter(population.fitness(challenger),
                                population.fitness(winner))) {
                            winner = challenger;
                        }
                    }
                    into[k] = winner;
                }
            });
            case "pairs" -> Fitness.of("my attacking pairs", Direction.MINIMIZE, 0, (genes, n) -> {
                int pairs = 0;
                for (int i = 0; i < n; i++) {
                    for (int j = i + 1; j < n; j++) {
                        int rise = genes[j] - genes[i];
                        if (rise == 0 || rise == j - i || rise == i - j) {
                            pairs++;
                        }
                    }
                }
                return pairs;
            });
            case "throwing-pairs" -> { // right up to 12 queens, then throws: some boards of each queue throw
                Fitness counted = (Fitness) answer("pairs");
                yield Fitness.of("my attacking pairs", Direction.MINIMIZE, 0, (genes, n) -> {
                    if (n > 12 && genes[0] % 3 == 0) {
                        throw new IllegalStateException("row " + genes[0] + " not handled");
                    }
                    return counted.evaluate(genes, n);
                });
            }
            case "partly-written-pairs" -> { // calls a stub from board 3,000 on: the check stops there
                Fitness counted = (Fitness) answer("pairs");
                int[] calls = {0};
                yield Fitness.of("my attacking pairs", Direction.MINIMIZE, 0, (genes, n) -> {
                    if (++calls[0] > 3_000) {
                        throw new NotWrittenYet();
                    }
                    return counted.evaluate(genes, n);
                });
            }
            case "throwing-reset" -> { // draws, then throws on one genome in eight: logs of thrown calls
                Mutation reset = (Mutation) answer("reset");
                yield Mutation.named("my per-gene reset", (genes, rng) -> {
                    reset.mutate(genes, rng);
                    if (genes[0] == 0) {
                        throw new IllegalArgumentException("gene 0 became 0");
                    }
                });
            }
            case "cached-pairs" -> { // issue 44: remembers the last board by reference, and its count
                Fitness counted = (Fitness) answer("pairs");
                Object[] last = {null, 0.0};
                yield Fitness.of("my attacking pairs", Direction.MINIMIZE, 0, (genes, n) -> {
                    if (genes != last[0]) {
                        last[0] = genes;
                        last[1] = counted.evaluate(genes, n);
                    }
                    return (double) last[1];
                });
            }
            case "ga" -> (Supplier<Engine.Builder>) () -> Engine.builder(Encoding.PERMUTATION, 32).mutationRate(0.6)
                    .replacement(Replacement.elitism(2)).restartAfterStagnation(100).label("my tuned GA");
            case "ga-own-mutation" -> (Supplier<Engine.Builder>) () -> Engine.builder(Encoding.PERMUTATION, 8)
                    .mutation(Mutation.named("my swap", (genes, rng) -> {
                        int i = rng.nextInt(genes.length);
                        int j = rng.nextInt(genes.length);
                        int t = genes[i];
                        genes[i] = genes[j];
                        genes[j] = t;
                    }), 0.5).populationSize(20).label("own swap");
            case "board" -> (Supplier<int[]>) () -> Encoding.BINARY.fromBoard(io.nqueens.board.Board.of(0, 2, 4, 1, 3, 5));
            default -> throw new IllegalArgumentException("no answer " + which);
        };
    }

    private static void orderChild(int[] keep, int[] order, int lo, int hi, int[] child) {
        int n = keep.length;
        boolean[] kept = new boolean[n];
        for (int i = lo; i < hi; i++) {
            child[i] = keep[i];
            kept[keep[i]] = true;
        }
        int place = hi % n;
        for (int t = 0; t < n; t++) {
            int gene = order[(hi + t) % n];
            if (!kept[gene]) {
                child[place] = gene;
                place = (place + 1) % n;
            }
        }
    }
}
