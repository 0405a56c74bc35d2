// One cut, head of one parent and tail of the other: rows repeat in a permutation.
Crossover myOx = Crossover.named("my OX", (p1, p2, c1, c2, rng) -> {
    int cut = rng.nextInt(p1.length + 1);
    for (int i = 0; i < p1.length; i++) {
        c1[i] = i < cut ? p1[i] : p2[i];
        if (c2 != null) {
            c2[i] = i < cut ? p2[i] : p1[i];
        }
    }
});
