// Three distinct contestants (a partial shuffle): a correct tournament, but ex2 asks for replacement.
Selector myTournament = Selector.named("my tournament", (population, count, into, rng) -> {
    int mu = population.size();
    for (int k = 0; k < count; k++) {
        int[] order = new int[mu];
        for (int i = 0; i < mu; i++) {
            order[i] = i;
        }
        for (int c = 0; c < 3; c++) {
            int j = c + rng.nextInt(mu - c);
            int t = order[c];
            order[c] = order[j];
            order[j] = t;
        }
        int winner = order[0];
        for (int c = 1; c < 3; c++) {
            if (population.direction().isBetter(population.fitness(order[c]), population.fitness(winner))) {
                winner = order[c];
            }
        }
        into[k] = winner;
    }
});
