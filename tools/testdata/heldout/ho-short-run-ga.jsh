// Mistake: good operators, but it stops after 100 generations of 30 (3,000 evaluations) and
// leaves most of the budget unused: about half the runs end unsolved.
Supplier<Engine.Builder> myGa = () -> Engine.builder(Encoding.PERMUTATION, 32)
        .populationSize(30)
        .selector(Tournament.of(2))
        .crossover(CycleCrossover.of(), 0.6)
        .mutation(Swap.of(), 1.0)
        .replacement(Replacement.muPlusLambda(30))
        .maxGenerations(100)
        .label("stops early");
