// Counts shared rows and one diagonal direction only.
Fitness myPairs = Fitness.of("my attacking pairs", Direction.MINIMIZE, 0, (genes, n) -> {
    int pairs = 0;
    for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
            int rise = genes[j] - genes[i];
            if (rise == 0 || rise == j - i) {
                pairs++;
            }
        }
    }
    return pairs;
});
