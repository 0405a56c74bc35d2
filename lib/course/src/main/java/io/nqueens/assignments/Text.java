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

    /** The most characters of a plug-in's name a report shows ({@link #shortName}). */
    static final int MAX_NAME = 60;

    /**
     * {@code text} as it must read on a terminal or in a notebook's output: every character that
     * is not shown as itself (C0 and C1 controls such as ESC, which starts an ANSI sequence, and
     * carriage return and newline, which overwrite or add checklist lines; Unicode format
     * characters such as the bidirectional overrides and zero-width spaces; line and paragraph
     * separators; lone surrogates) is written as its Java escape ({@code \n}, {@code \r}, {@code
     * \t}, else {@code \}{@code uXXXX}). Markup ({@code <b>}, {@code **}) is kept as the characters
     * it is: the checklist is plain text, shown as text. O(length).
     */
    static String literal(String text) {
        StringBuilder out = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (shownAsItself(text, i)) {
                if (out != null) {
                    out.append(c);
                }
                continue;
            }
            if (out == null) {
                out = new StringBuilder(text.length() + 16).append(text, 0, i);
            }
            out.append(switch (c) {
                case '\n' -> "\\n";
                case '\r' -> "\\r";
                case '\t' -> "\\t";
                default -> String.format("\\u%04x", (int) c);
            });
        }
        return out == null ? text : out.toString();
    }

    private static boolean shownAsItself(String text, int i) {
        char c = text.charAt(i);
        if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
            return printable(text.codePointAt(i));
        }
        if (Character.isLowSurrogate(c) && i > 0 && Character.isHighSurrogate(text.charAt(i - 1))) {
            return printable(text.codePointAt(i - 1));
        }
        return printable(c);
    }

    private static boolean printable(int codePoint) {
        return switch (Character.getType(codePoint)) {
            case Character.CONTROL, Character.FORMAT, Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR,
                    Character.SURROGATE, Character.PRIVATE_USE, Character.UNASSIGNED -> false;
            default -> true;
        };
    }

    /**
     * A plug-in's name as a report shows it: {@link #literal} and, past {@value #MAX_NAME}
     * characters, cut with its length said, so that a name cannot fill or forge a checklist.
     */
    static String shortName(String name) {
        int length = name.codePointCount(0, name.length());
        if (length <= MAX_NAME) {
            return literal(name);
        }
        String head = name.substring(0, name.offsetByCodePoints(0, MAX_NAME));
        return literal(head) + "... (" + length + " characters)";
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
