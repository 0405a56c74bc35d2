package io.nqueens.assignments;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Small text helpers for the reports: word wrapping and short genome printing. */
final class Text {
    private Text() {}

    /** The most genes a message prints of one genome before it elides the rest. */
    static final int MAX_GENES_SHOWN = 24;

    /**
     * Breaks {@code text} at spaces (but not around an {@code =}) into lines of at most {@code
     * width} columns; continuation lines start with {@code indent}. A word longer than a line is
     * cut. O(length).
     */
    static List<String> wrap(String text, int width, String indent) {
        List<String> lines = new ArrayList<>();
        String rest = text;
        while (rest.length() > width) {
            int cut = rest.lastIndexOf(' ', width);
            while (cut > indent.length() && (rest.charAt(cut - 1) == '=' || rest.charAt(cut + 1) == '=')) {
                cut = rest.lastIndexOf(' ', cut - 1); // keep "N = 2" on one line
            }
            if (cut <= indent.length()) {
                cut = width; // one long word: cut it
            }
            lines.add(rest.substring(0, cut).stripTrailing());
            rest = indent + rest.substring(cut).strip();
        }
        lines.add(rest);
        return lines;
    }

    /** A genome as {@code [0, 1, 2]}, its middle elided when it has many genes. */
    static String genes(int[] genes) {
        if (genes == null) {
            return "null";
        }
        if (genes.length <= MAX_GENES_SHOWN) {
            return Arrays.toString(genes);
        }
        int[] head = Arrays.copyOf(genes, MAX_GENES_SHOWN - 4);
        int[] tail = Arrays.copyOfRange(genes, genes.length - 3, genes.length);
        String h = Arrays.toString(head);
        String t = Arrays.toString(tail);
        return h.substring(0, h.length() - 1) + ", ... (" + genes.length + " genes) ..., " + t.substring(1);
    }

    /** A number as the kit prints scores: an integer value without ".0". */
    static String number(double value) {
        boolean whole = value == Math.rint(value) && Math.abs(value) < 1e15;
        return whole ? Long.toString((long) value) : Double.toString(value);
    }

    /** A time limit as "30 s" or "500 ms". */
    static String duration(java.time.Duration d) {
        long ms = d.toMillis();
        return ms % 1000 == 0 ? ms / 1000 + " s" : ms + " ms";
    }

    /**
     * The end of every "same seed" failure: how many numbers the plug-in drew from the generator
     * it was given, and where the rest of its randomness must not come from.
     */
    static String otherSource(String name, long draws) {
        return "\"" + name + "\" drew " + draws + (draws == 1 ? " number" : " numbers") + " from the generator it"
                + " was given and must draw from nothing else (not Math.random, not a Random of its own)";
    }

    /** What a call threw, for a message: class name and message. */
    static String thrown(Throwable t) {
        String message = t.getMessage();
        String type = t instanceof ThrownElsewhere e ? e.simpleName() : t.getClass().getSimpleName();
        return "threw " + type + (message == null || message.isBlank() ? "" : ": " + message);
    }
}
