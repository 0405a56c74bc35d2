package io.nqueens.bench;

import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;

/**
 * Command-line settings: {@code --quick} for a smoke run (fewer repetitions and seeds),
 * {@code --out DIR} for the results folder (default {@code build/bench}), {@code --sections 1,3}
 * to run only some sections (default: 1 to 5; 6, the race against the grid, only when asked).
 */
record Options(boolean quick, Path outDir, Set<Integer> sections) {

    static Options parse(String[] args) {
        boolean quick = false;
        Path out = Path.of("build", "bench");
        Set<Integer> sections = new TreeSet<>(Set.of(1, 2, 3, 4, 5));
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--quick" -> quick = true;
                case "--out" -> out = Path.of(value(args, ++i, "--out"));
                case "--sections" -> {
                    sections.clear();
                    for (String s : value(args, ++i, "--sections").split(",")) {
                        sections.add(Integer.parseInt(s.trim()));
                    }
                }
                case "-h", "--help" -> {
                    System.out.println("usage: Benchmark [--quick] [--out DIR] [--sections 1,2,3,4,5,6]");
                    System.exit(0);
                }
                default -> throw new IllegalArgumentException("unknown argument " + args[i]
                        + " (usage: Benchmark [--quick] [--out DIR] [--sections 1,2,3,4,5,6])");
            }
        }
        return new Options(quick, out, sections);
    }

    private static String value(String[] args, int i, String name) {
        if (i >= args.length) {
            throw new IllegalArgumentException(name + " needs a value");
        }
        return args[i];
    }

    /** Picks the full-run or the quick-run value. */
    int pick(int full, int quickValue) {
        return quick ? quickValue : full;
    }

    String mode() {
        return quick ? "quick" : "full";
    }
}
