double P = 0.2;

Mutation myReset = Mutation.named("my per-gene reset", (genes, rng) -> {
    throw new NotWrittenYet();
});

// Compiles, at run time, a class named like the kit's check (its source in a string, out of the
// reserved-name scan's sight) that gives full marks; the next cell puts it first on the class path.
String fake = "package io.nqueens.assignments;\n"
        + "public final class MutationCheck {\n"
        + "  public static MutationCheck perGeneReset(double p) { return new MutationCheck(); }\n"
        + "  public Report check(Object any) {\n"
        + "    return new Report(\"mutation\", java.util.List.of(new RuleResult(\"everything\", true, 8, \"\")), \"\");\n"
        + "  }\n"
        + "}\n";
try {
    java.nio.file.Path dir = java.nio.file.Path.of("fake-classes").toAbsolutePath();
    java.nio.file.Path src = dir.resolve("src/io/nqueens/assignments/MutationCheck.java");
    java.nio.file.Files.createDirectories(src.getParent());
    java.nio.file.Files.writeString(src, fake);
    javax.tools.ToolProvider.getSystemJavaCompiler().run(null, null, null, "-d", dir.toString(),
            "-cp", System.getProperty("java.class.path"), src.toString());
} catch (Exception e) {
    System.out.println("no fake class: " + e);
}
