package io.nqueens.live.frames;

import io.nqueens.TerminalText;

import java.util.Locale;

/**
 * The text of the live views' lines: each fits {@link #MAX_LINE} columns, cut between words, and
 * gives times as seconds or minutes and seconds. Pure formatting, no state.
 */
public final class ProgressText {
    /** Longest progress line, in characters: notebook outputs stay under 100 columns. */
    public static final int MAX_LINE = 99;

    private ProgressText() {}

    /**
     * {@return the time, with one decimal below a minute ("2.5 s"), in minutes and seconds above ("1 min 05 s")}
     *
     * @param nanos the time, in nanoseconds
     */
    public static String seconds(long nanos) {
        double s = nanos / 1e9;
        if (s < 60) {
            return String.format(Locale.ROOT, "%.1f s", s);
        }
        long whole = Math.round(s);
        return String.format(Locale.ROOT, "%d min %02d s", whole / 60, whole % 60);
    }

    /**
     * The line, or as much of it as fits {@link #MAX_LINE} columns with " ..." after it, cut after
     * a whole word (before a space; a trailing comma or bar dropped), never inside one; a single
     * word longer than the line is cut where it must be. Control characters (from a label) are
     * escaped first ({@link TerminalText#safe}), so a line never moves the cursor or clears a page.
     *
     * @param line the line
     * @return the line as shown
     */
    public static String fit(String line) {
        return cut(TerminalText.safe(line), MAX_LINE);
    }

    /**
     * {@link #fit} to {@code max} columns, without the escaping.
     *
     * @param line the text
     * @param max the most columns it may take
     * @return the text, cut when longer
     */
    public static String cut(String line, int max) {
        if (line.length() <= max) {
            return line;
        }
        String more = " ...";
        int at = line.lastIndexOf(' ', max - more.length());
        String kept = at < max / 2 ? line.substring(0, max - more.length())
                : line.substring(0, at).replaceAll("[\\s,;|=]+$", "");
        return kept + more;
    }
}
