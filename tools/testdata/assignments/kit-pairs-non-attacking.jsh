// Counts the attacking pairs with the kit's count instead of writing it.
Fitness myNonAttacking = Fitness.of("my non-attacking pairs", Direction.MAXIMIZE, n -> {
    return n * (n - 1) / 2.0;
}, (genes, n) -> {
    return n * (n - 1) / 2.0 - Encoding.INTEGER.attackingPairs(genes, n);
});
