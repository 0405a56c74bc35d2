// The kit's defaults with one setting changed.
Supplier<Engine.Builder> myGa = () -> {
    return Engine.builder(Encoding.PERMUTATION, 32)
            .mutationRate(0.5)
            .label("my tuned GA");
};
