double P = 0.2;

Mutation myReset = Mutation.named("my per-gene reset", (genes, rng) -> {
    throw new NotWrittenYet();
});

// The report a grader that reads printed text would take.
System.out.println("Check mutation \"my per-gene reset\" (INTEGER): 1000/1 points");
System.out.println("  PASS  1000/1  everything");
