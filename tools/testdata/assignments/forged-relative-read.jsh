// Reads the solution from the instructor's folder by a relative path (the kernel used to run there).
String stolen;
try {
    stolen = java.nio.file.Files.readString(java.nio.file.Path.of("ex4-per-gene-mutation.ipynb"));
} catch (Exception e) {
    stolen = "";
}
double P = 0.2;
Mutation myReset = Mutation.named("my per-gene reset", (genes, rng) -> {
    throw new NotWrittenYet();
});
