// Mistake: both loops run over every queen, so each attacking pair is counted twice (a-b and b-a).
Fitness myPairs = Fitness.of("my attacking pairs", Direction.MINIMIZE, 0, (genes, n) -> {
    int pairs = 0;
    for (int a = 0; a < n; a++) {
        for (int b = 0; b < n; b++) {
            if (a != b && (genes[a] == genes[b] || Math.abs(genes[a] - genes[b]) == Math.abs(a - b))) {
                pairs++;
            }
        }
    }
    return pairs;
});
