// Issue 44: stochastic universal sampling for the roulette: one spin, count equally spaced
// pointers, each individual picked floor or ceil of its expected count. The picks come out in
// wheel order (never shuffled), so the first pick of a call never lands on the last individuals.
Selector myRoulette = Selector.named("my roulette", (population, count, into, rng) -> {
    int mu = population.size();
    double total = 0;
    for (int i = 0; i < mu; i++) {
        total += population.fitness(i);
    }
    if (total <= 0) {
        for (int k = 0; k < count; k++) into[k] = rng.nextInt(mu);
        return;
    }
    double step = total / count;
    double pointer = rng.nextDouble() * step;
    double reached = population.fitness(0);
    int i = 0;
    for (int k = 0; k < count; k++, pointer += step) {
        while (reached <= pointer && i < mu - 1) {
            reached += population.fitness(++i);
        }
        into[k] = i;
    }
});
