// Small population, binary tournaments, cycle crossover, a swap on every child, parents and
// children compete (mu + lambda): 30 boards for up to 300 generations.
Supplier<Engine.Builder> myGa = () -> Engine.builder(Encoding.PERMUTATION, 32)
        .populationSize(30)
        .selector(Tournament.of(2))
        .crossover(CycleCrossover.of(), 0.6)
        .mutation(Swap.of(), 1.0)
        .replacement(Replacement.muPlusLambda(30))
        .maxGenerations(300)
        .label("cx, swap always, mu+lambda");
