package io.nqueens.json;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The parser behind {@link Json#parse}: recursive descent over the text, one pass. */
final class JsonReader {
    private final String text;
    private int at;
    private int depth;

    JsonReader(String text) {
        this.text = text;
    }

    Object document() {
        Object value = value();
        space();
        if (at < text.length()) {
            throw error("the end of the text after the value");
        }
        return value;
    }

    private Object value() {
        space();
        if (at >= text.length()) {
            throw error("a value");
        }
        char c = text.charAt(at);
        return switch (c) {
            case '{' -> object();
            case '[' -> array();
            case '"' -> string();
            case 't' -> word("true", Boolean.TRUE);
            case 'f' -> word("false", Boolean.FALSE);
            case 'n' -> word("null", null);
            default -> {
                if (c == '-' || (c >= '0' && c <= '9')) {
                    yield number();
                }
                throw error("a value (object, array, string, number, true, false or null)");
            }
        };
    }

    private Map<String, Object> object() {
        enter();
        at++; // {
        Map<String, Object> members = new LinkedHashMap<>();
        space();
        if (peek('}')) {
            at++;
            depth--;
            return Collections.unmodifiableMap(members);
        }
        while (true) {
            space();
            if (!peek('"')) {
                throw error("a member name in double quotes");
            }
            int keyAt = at;
            String key = string();
            if (members.containsKey(key)) {
                at = keyAt;
                throw error("a new member name; \"" + key + "\" appears twice in this object");
            }
            expect(':');
            members.put(key, value());
            if (!separator('}')) {
                depth--;
                return Collections.unmodifiableMap(members);
            }
        }
    }

    private List<Object> array() {
        enter();
        at++; // [
        List<Object> items = new ArrayList<>();
        space();
        if (peek(']')) {
            at++;
            depth--;
            return Collections.unmodifiableList(items);
        }
        while (true) {
            items.add(value());
            if (!separator(']')) {
                depth--;
                return Collections.unmodifiableList(items);
            }
        }
    }

    /** After a member or item: true after a comma (another follows), false after the closing mark. */
    private boolean separator(char close) {
        space();
        if (peek(',')) {
            at++;
            return true;
        }
        if (peek(close)) {
            at++;
            return false;
        }
        throw error("',' or '" + close + "'");
    }

    private void enter() {
        if (++depth > Json.MAX_DEPTH) {
            throw error("at most " + Json.MAX_DEPTH + " levels of nesting");
        }
    }

    private String string() {
        at++; // opening quote
        StringBuilder out = new StringBuilder();
        while (true) {
            if (at >= text.length()) {
                throw error("a closing '\"'");
            }
            char c = text.charAt(at++);
            if (c == '"') {
                return out.toString();
            }
            if (c < 0x20) {
                at--;
                throw error("no control character inside a string (write it as \\n, \\t or \\u00XX)");
            }
            out.append(c == '\\' ? escape() : c);
        }
    }

    private char escape() {
        if (at >= text.length()) {
            throw error("an escape after '\\'");
        }
        char c = text.charAt(at++);
        return switch (c) {
            case '"', '\\', '/' -> c;
            case 'b' -> '\b';
            case 'f' -> '\f';
            case 'n' -> '\n';
            case 'r' -> '\r';
            case 't' -> '\t';
            case 'u' -> unicode();
            default -> {
                at--;
                throw error("an escape: one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX");
            }
        };
    }

    private char unicode() {
        if (at + 4 > text.length()) {
            throw error("four hexadecimal digits after \\u");
        }
        int code = 0;
        for (int i = 0; i < 4; i++) {
            int digit = Character.digit(text.charAt(at), 16);
            if (digit < 0) {
                throw error("a hexadecimal digit after \\u");
            }
            code = code * 16 + digit;
            at++;
        }
        return (char) code;
    }

    private Object number() {
        int start = at;
        boolean integer = true;
        if (peek('-')) {
            at++;
        }
        digits(true);
        if (peek('.')) {
            integer = false;
            at++;
            digits(false);
        }
        if (peek('e') || peek('E')) {
            integer = false;
            at++;
            if (peek('+') || peek('-')) {
                at++;
            }
            digits(false);
        }
        String literal = text.substring(start, at);
        try {
            if (integer) {
                return Long.parseLong(literal);
            }
        } catch (NumberFormatException tooLarge) {
            at = start;
            throw error("an integer within [" + Long.MIN_VALUE + ", " + Long.MAX_VALUE + "]");
        }
        double d = Double.parseDouble(literal);
        if (Double.isInfinite(d)) {
            at = start;
            throw error("a number within the range of a double");
        }
        return d;
    }

    /** One or more digits; for the integer part, a leading 0 must stand alone. */
    private void digits(boolean integerPart) {
        int start = at;
        while (at < text.length() && Character.isDigit(text.charAt(at)) && text.charAt(at) < 128) {
            at++;
        }
        if (at == start) {
            throw error("a digit");
        }
        if (integerPart && at - start > 1 && text.charAt(start) == '0') {
            at = start;
            throw error("a number without leading zeros");
        }
    }

    private Object word(String word, Object value) {
        if (!text.startsWith(word, at)) {
            throw error("a value (object, array, string, number, true, false or null)");
        }
        at += word.length();
        return value;
    }

    private void expect(char c) {
        space();
        if (!peek(c)) {
            throw error("'" + c + "'");
        }
        at++;
    }

    private boolean peek(char c) {
        return at < text.length() && text.charAt(at) == c;
    }

    private void space() {
        while (at < text.length()) {
            char c = text.charAt(at);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                return;
            }
            at++;
        }
    }

    /** "JSON at line L, column C: expected X, found Y". */
    private IllegalArgumentException error(String expected) {
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < at && i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        String found = at >= text.length() ? "the end of the text"
                : "'" + text.substring(at, Math.min(text.length(), at + 12)).replace("\n", "\\n") + "'";
        return new IllegalArgumentException("JSON at line " + line + ", column " + (at - lineStart + 1)
                + ": expected " + expected + ", found " + found);
    }
}
