// Streams: for each queen, the later queens on its row or on one of its diagonals.
Fitness myPairs = Fitness.of("my attacking pairs", Direction.MINIMIZE, 0, (genes, n) ->
        java.util.stream.IntStream.range(0, n)
                .mapToLong(i -> java.util.stream.IntStream.range(i + 1, n)
                        .filter(j -> genes[i] == genes[j] || Math.abs(genes[i] - genes[j]) == j - i)
                        .count())
                .sum());
