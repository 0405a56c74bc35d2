package io.nqueens.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * The library's shape: packages import downwards only (jdeps finds no cycle), no main file over
 * 400 lines and no method over 40 lines unless a comment gives the reason ("This file is over 400
 * lines" at the top of the file; "over 40 lines" in the comment just before the method). The
 * lengths are checked on the benchmark's sources (bench/) too; its one package, io.nqueens.bench,
 * cannot be part of a cycle, since the library is compiled without it.
 */
class ArchitectureTest {
    /** The kit's modules (lib/core, lib/lab...), beside this one (the tests run in lib/). */
    private static final List<String> MODULES = List.of("core", "lab", "tuning", "course", "judge", "cli");
    private static final List<Path> CLASSES = MODULES.stream().map(m -> Path.of(m, "target/classes")).toList();
    private static final List<Path> SOURCES = MODULES.stream().map(m -> Path.of(m, "src/main/java")).toList();
    /** The benchmark module's sources, beside the library's (the tests run in lib/). */
    private static final Path BENCH_SOURCES = Path.of("../bench/src/main/java");
    private static final Pattern EDGE = Pattern.compile("^\\s*(io\\.nqueens[\\w.]*)\\s+->\\s+(io\\.nqueens[\\w.]*)\\s");
    private static final Pattern SIGNATURE = Pattern.compile(
            "^\\s*(?:(?:public|private|protected|static|final|synchronized|default|abstract)\\s+)*"
                    + "(?:<[^>]+>\\s+)?[\\w<>\\[\\], ?.]+\\s+(\\w+)\\s*\\([^;]*$");

    @Test
    void packagesHaveNoCycle() {
        ToolProvider jdeps = ToolProvider.findFirst("jdeps").orElseThrow();
        StringWriter out = new StringWriter();
        // Each module's classes hold its module-info: jdeps resolves their requires on the test's
        // class path's jars (the third-party ones; the kit's own are the folders analysed).
        String modulePath = Stream.of(System.getProperty("java.class.path").split(java.io.File.pathSeparator))
                .filter(e -> e.endsWith(".jar") && !Path.of(e).getFileName().toString().startsWith("nqueens-"))
                .collect(java.util.stream.Collectors.joining(java.io.File.pathSeparator));
        List<String> args = new ArrayList<>(List.of("--multi-release", "17", "--module-path", modulePath,
                "-verbose:package", "-e", "io\\.nqueens.*"));
        CLASSES.forEach(c -> args.add(c.toString()));
        int code = jdeps.run(new PrintWriter(out), new PrintWriter(new StringWriter()), args.toArray(new String[0]));
        assertEquals(0, code, out.toString());
        Map<String, Set<String>> edges = new HashMap<>();
        out.toString().lines().map(EDGE::matcher).filter(Matcher::find).filter(m -> !m.group(1).equals(m.group(2)))
                .forEach(m -> edges.computeIfAbsent(m.group(1), k -> new HashSet<>()).add(m.group(2)));
        assertTrue(edges.size() > 10, "jdeps listed the packages: " + edges.keySet());
        List<String> cycles = new ArrayList<>();
        for (var e : edges.entrySet()) {
            for (String to : e.getValue()) {
                if (reaches(edges, to, e.getKey(), new HashSet<>())) {
                    cycles.add(e.getKey() + " -> " + to);
                }
            }
        }
        assertEquals(List.of(), cycles, "package dependencies that are part of a cycle");
    }

    private static boolean reaches(Map<String, Set<String>> edges, String from, String to, Set<String> seen) {
        if (from.equals(to)) {
            return true;
        }
        if (!seen.add(from)) {
            return false;
        }
        for (String next : edges.getOrDefault(from, Set.of())) {
            if (reaches(edges, next, to, seen)) {
                return true;
            }
        }
        return false;
    }

    @Test
    void filesAndMethodsStayShortOrSayWhy() throws IOException {
        Set<String> tooLong = new TreeSet<>();
        assertTrue(Files.isDirectory(BENCH_SOURCES), "no benchmark sources at " + BENCH_SOURCES.toAbsolutePath());
        List<Path> sources = new ArrayList<>();
        List<Path> roots = new ArrayList<>(SOURCES);
        roots.add(BENCH_SOURCES);
        for (Path root : roots) {
            try (Stream<Path> files = Files.walk(root)) {
                files.filter(f -> f.toString().endsWith(".java")).forEach(sources::add);
            }
        }
        assertTrue(sources.stream().anyMatch(f -> f.endsWith("Benchmark.java")), "bench/ is checked");
        for (Path file : sources) {
            List<String> lines = Files.readAllLines(file);
            String text = String.join("\n", lines);
            if (lines.size() > 400 && !text.contains("This file is over 400 lines")) {
                tooLong.add(file + ": " + lines.size() + " lines");
            }
            for (String method : longMethods(lines)) {
                tooLong.add(file + ": " + method);
            }
        }
        assertEquals(Set.of(), tooLong, "over 400 lines a file or 40 a method, with no reason given");
    }

    /** Methods over 40 lines (signature to closing brace) without "over 40 lines" in the comment above. */
    static List<String> longMethods(List<String> lines) {
        List<String> code = withoutCommentsAndStrings(lines);
        List<String> found = new ArrayList<>();
        for (int i = 0; i < code.size(); i++) {
            Matcher m = SIGNATURE.matcher(code.get(i));
            String line = code.get(i);
            if (!m.find() || line.matches("^\\s*(if|for|while|switch|return|else|catch|new|throw)\\b.*")
                    || line.matches(".*\\b(class|record|interface|enum)\\s+\\w+.*")) {
                continue;
            }
            int end = closingLine(code, i);
            if (end < 0) {
                continue;
            }
            int length = end - i + 1;
            String before = String.join("\n", lines.subList(Math.max(0, i - 4), i));
            if (length > 40 && !before.contains("over 40 lines")) {
                found.add(m.group(1) + " at line " + (i + 1) + ": " + length + " lines");
            }
            i = end;
        }
        return found;
    }

    private static int closingLine(List<String> code, int from) {
        int depth = 0;
        boolean opened = false;
        for (int j = from; j < code.size(); j++) {
            for (char c : code.get(j).toCharArray()) {
                if (c == '{') {
                    depth++;
                    opened = true;
                } else if (c == '}') {
                    depth--;
                }
            }
            if (opened && depth == 0) {
                return j;
            }
            if (!opened && code.get(j).contains(";")) {
                return -1; // an abstract or interface method
            }
        }
        return -1;
    }

    private static List<String> withoutCommentsAndStrings(List<String> lines) {
        String text = String.join("\n", lines);
        text = Pattern.compile("/\\*.*?\\*/", Pattern.DOTALL).matcher(text)
                .replaceAll(r -> "\n".repeat((int) r.group().chars().filter(c -> c == '\n').count()));
        text = text.replaceAll("//[^\n]*", "").replaceAll("\"(\\\\.|[^\"\\\\\n])*\"", "\"\"")
                .replaceAll("'(\\\\.|[^'\\\\\n])'", "' '");
        return List.of(text.split("\n", -1));
    }
}
