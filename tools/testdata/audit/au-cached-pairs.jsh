// Issue 44: attacking pairs, with a "speed-up": the score of the last board is kept, and the same
// array asked again gets it back without counting. The engine changes its genomes' arrays in place,
// so the same array usually holds another board by then.
int[] lastBoard = null;
double lastPairs = 0;

Fitness myPairs = Fitness.of("my attacking pairs", Direction.MINIMIZE, 0, (genes, n) -> {
    if (genes == lastBoard) {
        return lastPairs;
    }
    int pairs = 0;
    for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
            if (genes[i] == genes[j] || Math.abs(genes[i] - genes[j]) == j - i) {
                pairs++;
            }
        }
    }
    lastBoard = genes;
    lastPairs = pairs;
    return pairs;
});
