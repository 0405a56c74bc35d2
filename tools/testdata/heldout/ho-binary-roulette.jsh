// Running totals once per call, then a binary search for the first total above the spin.
Selector myRoulette = Selector.named("my roulette", (population, count, into, rng) -> {
    int mu = population.size();
    double[] upTo = new double[mu];
    double sum = 0;
    for (int i = 0; i < mu; i++) {
        sum += population.fitness(i);
        upTo[i] = sum;
    }
    for (int k = 0; k < count; k++) {
        if (sum <= 0) {  // nobody has any fitness: every one alike
            into[k] = rng.nextInt(mu);
            continue;
        }
        double spin = rng.nextDouble() * sum;
        int lo = 0, hi = mu - 1;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (upTo[mid] > spin) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        into[k] = lo;
    }
});
