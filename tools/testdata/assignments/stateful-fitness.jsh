// Counts its calls, and every thousandth call counts one pair too many.
int[] calls = {0};
Fitness myPairs = Fitness.of("my attacking pairs", Direction.MINIMIZE, 0, (genes, n) -> {
    int pairs = 0;
    for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
            if (genes[i] == genes[j] || Math.abs(genes[i] - genes[j]) == j - i) {
                pairs++;
            }
        }
    }
    return pairs + (++calls[0] % 1_000 == 0 ? 1 : 0);
});
