// Streams again, counting the pairs that are safe.
Fitness myNonAttacking = Fitness.of("my non-attacking pairs", Direction.MAXIMIZE, n -> n * (n - 1) / 2.0, (genes, n) ->
        java.util.stream.IntStream.range(0, n)
                .mapToLong(i -> java.util.stream.IntStream.range(i + 1, n)
                        .filter(j -> genes[i] != genes[j] && Math.abs(genes[i] - genes[j]) != j - i)
                        .count())
                .sum());
