// Tries every board of six queens (one per column) until the score says 0 but queens attack.
Supplier<int[]> fooled = () -> {
    AdjacentRowScore score = AdjacentRowScore.of();
    int[] rows = new int[6];
    for (int code = 0; code < 46_656; code++) {
        int rest = code;
        for (int c = 0; c < 6; c++) {
            rows[c] = rest % 6;
            rest /= 6;
        }
        Board b = Board.of(rows);
        int[] genome = Encoding.BINARY.fromBoard(b);
        if (score.evaluate(genome, 6) == 0 && b.attackingPairs() > 0) {
            return genome;
        }
    }
    throw new IllegalStateException("no board fools the score");
};
