package io.nqueens.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A command line's words after the command: positional arguments and {@code --name value}
 * options (or {@code --flag} alone, for the names given as flags). Refuses an unknown option, an
 * option given twice, or one without its value, naming it.
 */
final class Args {
    private final List<String> positional = new ArrayList<>();
    private final Map<String, String> options = new LinkedHashMap<>();

    /**
     * @param words the words after the command
     * @param valued the options that take a value, e.g. {@code --out}
     * @param flags the options that take none
     */
    Args(List<String> words, Set<String> valued, Set<String> flags) {
        for (int i = 0; i < words.size(); i++) {
            String w = words.get(i);
            if (!w.startsWith("--")) {
                positional.add(w);
                continue;
            }
            if (!valued.contains(w) && !flags.contains(w)) {
                throw new UsageException("unknown option " + w + "; this command takes " + known(valued, flags));
            }
            if (options.containsKey(w)) {
                throw new UsageException("option " + w + " is given twice");
            }
            if (flags.contains(w)) {
                options.put(w, "");
            } else if (i + 1 >= words.size() || words.get(i + 1).startsWith("--")) {
                throw new UsageException("option " + w + " needs a value");
            } else {
                options.put(w, words.get(++i));
            }
        }
    }

    private static String known(Set<String> valued, Set<String> flags) {
        List<String> all = new ArrayList<>(valued);
        all.addAll(flags);
        return all.isEmpty() ? "no options" : String.join(", ", all.stream().sorted().toList());
    }

    List<String> positional() {
        return positional;
    }

    /** The value of an option, or null when it was not given. */
    String option(String name) {
        return options.get(name);
    }

    boolean flag(String name) {
        return options.containsKey(name);
    }

    /** The value of an option that must be given. */
    String required(String name) {
        String v = options.get(name);
        if (v == null) {
            throw new UsageException("option " + name + " is required");
        }
        return v;
    }

    /** An integer option in [lo, hi], or {@code fallback} when not given. */
    int integer(String name, int fallback, int lo, int hi) {
        String v = options.get(name);
        if (v == null) {
            return fallback;
        }
        try {
            int n = Integer.parseInt(v);
            if (n >= lo && n <= hi) {
                return n;
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw new UsageException("option " + name + " must be an integer in [" + lo + ", " + hi + "], was " + v);
    }

    /** Exactly {@code n} positional arguments, named in the message when missing. */
    List<String> exactly(int n, String what) {
        if (positional.size() != n) {
            throw new UsageException("expected " + what + ", got " + (positional.isEmpty() ? "nothing"
                    : String.join(" ", positional)));
        }
        return positional;
    }

    /** A mistake on the command line: exit status 2 and the usage hint. */
    static final class UsageException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        UsageException(String message) {
            super(message);
        }
    }
}
