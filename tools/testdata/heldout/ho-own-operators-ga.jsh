// My own binary tournament and swap (two different places), with the kit's cycle crossover.
Selector pairTournament = Selector.named("my binary tournament", (population, count, into, rng) -> {
    for (int k = 0; k < count; k++) {
        int x = rng.nextInt(population.size());
        int y = rng.nextInt(population.size());
        into[k] = population.direction().isBetter(population.fitness(y), population.fitness(x)) ? y : x;
    }
});

Mutation twoPlaceSwap = Mutation.named("my swap", (genes, rng) -> {
    int i = rng.nextInt(genes.length);
    int j = rng.nextInt(genes.length - 1);
    if (j >= i) {
        j++;
    }
    int t = genes[i];
    genes[i] = genes[j];
    genes[j] = t;
});

Supplier<Engine.Builder> myGa = () -> Engine.builder(Encoding.PERMUTATION, 32)
        .populationSize(30)
        .selector(pairTournament)
        .crossover(CycleCrossover.of(), 0.6)
        .mutation(twoPlaceSwap, 1.0)
        .replacement(Replacement.muPlusLambda(30))
        .maxGenerations(300)
        .label("own tournament and swap");
