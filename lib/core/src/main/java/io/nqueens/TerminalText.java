package io.nqueens;

/**
 * Text from a spec or a user's code made safe to print on a terminal: a control character could
 * otherwise move the cursor, rewrite lines already printed, change the window's title or the
 * colours, or hide text ({@code ESC [ 2 J} clears the screen). {@link #safe} writes every C0
 * control (U+0000..U+001F, tab and line feed included), DEL and every C1 control
 * (U+0080..U+009F) as {@code \xNN}, and the bidirectional overrides and isolates
 * (U+202A..U+202E, U+2066..U+2069) and the line and paragraph separators (U+2028, U+2029) as
 * {@code \u2028}-style escapes, so nothing reorders or breaks a line; {@link #safeLines} keeps the
 * line feeds. Everything else, backslashes included, is left as it is. O(length). Callers: the
 * command line's rankings and error messages; a live view's status line must call it too.
 */
public final class TerminalText {
    private TerminalText() {}

    /**
     * {@return the text with every control character escaped, so that it prints on one line and
     * moves nothing}
     *
     * @param text the text, not null
     */
    public static String safe(String text) {
        return escape(Checks.notNull("text", text), false);
    }

    /**
     * {@return the text with every control character but the line feed escaped}
     *
     * @param text the text, not null
     */
    public static String safeLines(String text) {
        return escape(Checks.notNull("text", text), true);
    }

    private static String escape(String text, boolean keepLineFeeds) {
        if (text.codePoints().noneMatch(c -> unsafe(c) && !(keepLineFeeds && c == '\n'))) {
            return text;
        }
        StringBuilder s = new StringBuilder(text.length() + 16);
        text.codePoints().forEach(c -> {
            if (!unsafe(c) || (keepLineFeeds && c == '\n')) {
                s.appendCodePoint(c);
            } else if (c <= 0xFF) {
                s.append(String.format(java.util.Locale.ROOT, "\\x%02x", c));
            } else {
                s.append(String.format(java.util.Locale.ROOT, "\\u%04x", c));
            }
        });
        return s.toString();
    }

    private static boolean unsafe(int c) {
        return c < 0x20 || (c >= 0x7F && c <= 0x9F) || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069)
                || c == 0x2028 || c == 0x2029;
    }
}
