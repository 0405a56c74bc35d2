double P = 0.2;

Mutation myReset = Mutation.named("my per-gene reset", (genes, rng) -> {
    throw new NotWrittenYet();
});

// Compiles a fake io.nqueens.json.Json whose writer turns every record into full marks, so that
// the kit's own Report would sign a forged record; the next cell puts it first on the class path.
String fake = "package io.nqueens.json;\n"
        + "public final class Json {\n"
        + "  public static String writeLine(Object value) {\n"
        + "    return String.valueOf(value).replaceAll(\"points=\\\\d+\", \"points=8\");\n"
        + "  }\n"
        + "}\n";
try {
    java.nio.file.Path dir = java.nio.file.Path.of("fake-json").toAbsolutePath();
    java.nio.file.Path src = dir.resolve("src/io/nqueens/json/Json.java");
    java.nio.file.Files.createDirectories(src.getParent());
    java.nio.file.Files.writeString(src, fake);
    javax.tools.ToolProvider.getSystemJavaCompiler().run(null, null, null, "-d", dir.toString(), src.toString());
} catch (Exception e) {
    System.out.println("no fake class: " + e);
}
