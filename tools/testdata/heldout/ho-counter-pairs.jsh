// Counts the queens on each row and each diagonal; a line holding k queens adds k(k-1)/2 pairs.
Fitness myPairs = Fitness.of("my attacking pairs", Direction.MINIMIZE, 0, (genes, n) -> {
    int[] rows = new int[n];
    int[] downs = new int[2 * n];
    int[] ups = new int[2 * n];
    for (int c = 0; c < n; c++) {
        rows[genes[c]]++;
        downs[genes[c] - c + n]++;
        ups[genes[c] + c]++;
    }
    int pairs = 0;
    for (int i = 0; i < 2 * n; i++) {
        if (i < n) {
            pairs += rows[i] * (rows[i] - 1) / 2;
        }
        pairs += downs[i] * (downs[i] - 1) / 2 + ups[i] * (ups[i] - 1) / 2;
    }
    return pairs;
});
