// Counts the pairs that do not attack directly, without myPairs.
Fitness myNonAttacking = Fitness.of("my non-attacking pairs", Direction.MAXIMIZE, n -> n * (n - 1) / 2.0, (genes, n) -> {
    int calm = 0;
    for (int b = 1; b < n; b++) {
        for (int a = 0; a < b; a++) {
            int dr = genes[b] - genes[a];
            if (dr != 0 && dr != b - a && dr != a - b) {
                calm++;
            }
        }
    }
    return calm;
});
