package io.nqueens.json;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The kit's JSON through Jackson: canonical values, one writer, and the messages of its refusals. */
class JsonTest {

    @Test
    void readsEveryKindOfValueInCanonicalForm() {
        Object v = Json.parse(" {\"a\": [1, -2.5, 1.0E-5, true, false, null], \"b\": \"x\\n\\u00e9\\\"\", \"c\": {}} ");
        Map<?, ?> m = (Map<?, ?>) v;
        assertEquals(List.of("a", "b", "c"), new ArrayList<>(m.keySet()));
        List<?> a = (List<?>) m.get("a");
        assertEquals(1L, a.get(0));
        assertEquals(-2.5, a.get(1));
        assertEquals(1.0E-5, a.get(2));
        assertEquals(true, a.get(3));
        assertEquals(false, a.get(4));
        assertNull(a.get(5));
        assertEquals("x\né\"", m.get("b"));
        assertEquals(Map.of(), m.get("c"));
        assertThrows(UnsupportedOperationException.class, () -> ((Map<String, Object>) m).put("d", 1));
    }

    @Test
    void canonicalFormOfValuesBuiltInCodeEqualsWhatIsRead() {
        Map<String, Object> built = new LinkedHashMap<>();
        built.put("k", 3); // an Integer
        built.put("share", 0.1f); // a float means the decimal it prints
        built.put("seeds", List.of((short) 1, (byte) 2, 3L));
        Object read = Json.parse("{\"k\": 3, \"share\": 0.1, \"seeds\": [1, 2, 3]}");
        assertEquals(read, Json.canonical(built));
        assertEquals(Json.writeLine(read), Json.writeLine(built));
        assertNotEquals(read, Json.canonical(Map.of("k", 3.0, "share", 0.1, "seeds", List.of(1, 2, 3))),
                "3 and 3.0 are different JSON");
    }

    @Test
    void doublesSurviveARoundTripExactly() {
        double[] values = {0.1, 1.0 / 3, 2.0 / 20, 1e-5, 123456789.123, Double.MIN_VALUE, Double.MAX_VALUE, -0.0};
        for (double d : values) {
            Object back = Json.parse(Json.write(List.of(d)));
            assertEquals(Double.doubleToLongBits(d), Double.doubleToLongBits((Double) ((List<?>) back).get(0)),
                    "value " + d);
        }
        assertEquals(Long.MAX_VALUE, Json.parse(Long.toString(Long.MAX_VALUE)));
    }

    @Test
    void writesSmallObjectsOnOneLineAndNestedOnesIndented() {
        Map<String, Object> op = new LinkedHashMap<>();
        op.put("op", "tournament");
        op.put("k", 3);
        assertEquals("{\"op\": \"tournament\", \"k\": 3}", Json.write(op));
        Map<String, Object> outer = new LinkedHashMap<>();
        outer.put("selector", op);
        outer.put("rate", 0.8);
        outer.put("none", List.of());
        assertEquals("{\n  \"selector\": {\"op\": \"tournament\", \"k\": 3},\n  \"rate\": 0.8,\n  \"none\": []\n}",
                Json.write(outer));
        assertEquals("{\"selector\":{\"op\":\"tournament\",\"k\":3},\"rate\":0.8,\"none\":[]}", Json.writeLine(outer));
        assertEquals(Json.write(outer), Json.write(Json.parse(Json.write(outer))));
        assertEquals("[\"tab\\there\"]", Json.writeLine(List.of("tab\there")));
    }

    @Test
    void aByteOrderMarkBeforeValidTextIsAccepted() {
        assertEquals(Map.of("a", 1L), Json.parse("\uFEFF{\"a\": 1}"));
        assertEquals(Map.of("a", 1L), Json.parseObject("\uFEFF {\"a\": 1}\n", "engine spec"));
    }

    @Test
    void aDuplicateMemberIsRefusedNamingItsPathLineAndColumn() {
        assertEquals("JSON at line 1, column 13 ($.a): \"a\" appears twice in this object (member names must be"
                + " unique)", message("{\"a\": 1, \"a\": 2}"));
        assertEquals("JSON at line 3, column 16 ($.axes[1].values[0].k): \"k\" appears twice in this object (member"
                + " names must be unique)",
                message("{\"axes\": [{},\n  {\"values\": [\n   {\"k\": 1, \"k\": 2}]}]}"));
    }

    @Test
    void nestingDeeperThanTheLimitIsRefused() {
        String deep = "[".repeat(Json.MAX_DEPTH + 1);
        String m = message(deep);
        assertTrue(m.startsWith("JSON at line 1, column 66 ($[0][0][0]"), m);
        assertTrue(m.endsWith("): expected at most 64 levels of nesting"), m);
        assertEquals(Json.MAX_DEPTH, depth(Json.parse("[".repeat(Json.MAX_DEPTH) + "]".repeat(Json.MAX_DEPTH))));
        Object tooDeep = List.of();
        for (int i = 0; i < Json.MAX_DEPTH; i++) {
            tooDeep = List.of(tooDeep);
        }
        Object refused = tooDeep;
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Json.write(refused)).getMessage()
                .startsWith("JSON values must nest at most 64 levels deep ($[0][0]"));
    }

    @Test
    void syntaxErrorsNameTheLineColumnPathAndWhatWasExpected() {
        assertEquals("JSON at line 2, column 8 ($.a): Unexpected character ('\"' (code 34)): was expecting comma to"
                + " separate Object entries", message("{\"a\": 1\n       \"b\": 2}"));
        assertEquals("JSON at line 1, column 3 ($[0]): Invalid numeric value: Leading zeroes not allowed",
                message("[01]"));
        assertEquals("JSON at line 1, column 5 ($[0]): Non-standard token 'NaN' (not allowed in JSON)",
                message("[NaN]"));
        assertEquals("JSON at line 1, column 5 ($): Trailing token (of type VALUE_NUMBER_INT) found after value",
                message("[1] 2"));
        assertEquals("JSON at line 1, column 1: expected a value, found the end of the text", message(""));
        assertEquals("JSON at line 2, column 5 ($.a[1]): Unexpected close marker '}': expected ']' (for Array starting"
                + " at line 1, column 7)", message("{\"a\": [1,\n  2 }"));
        assertEquals("JSON at $.x[1]: expected a number within the range of a double, found Infinity",
                message("{\"x\": [0, 1e999]}"));
        assertTrue(message("[99999999999999999999]").startsWith("JSON at line 1, column 22 ($[0]): Numeric value"
                + " (99999999999999999999) out of range of long"));
    }

    @Test
    void aLongValueIsCutInMessages() {
        String name = "n".repeat(5_000_000);
        String m = message("{\"" + name + "\": 1}");
        assertTrue(m.length() < 300, "message of " + m.length() + " characters");
        assertTrue(m.matches("JSON at line 1, column \\d+ \\(\\$\\): Name length \\(\\d+\\) exceeds the maximum"
                + " allowed \\(50000\\)"), m);
        String twice = message("{\"" + "n".repeat(300) + "\": 1, \"" + "n".repeat(300) + "\": 2}");
        assertTrue(twice.contains("\"" + "n".repeat(Json.SHOWN) + "\"... (300 characters) appears twice"), twice);
        assertTrue(twice.length() < 600, twice);
        Object value = Json.parse("{\"label\": \"" + name + "\"}");
        assertEquals("the string \"" + "n".repeat(Json.SHOWN) + "\"... (5000000 characters)",
                Json.describe(((Map<?, ?>) value).get("label")));
        String token = message("[" + "z".repeat(5_000_000) + "]");
        assertTrue(token.length() < 1000, "message of " + token.length() + " characters");
        assertEquals("the string \"" + "x".repeat(Json.SHOWN) + "\"... (201 characters)",
                Json.describe("x".repeat(Json.SHOWN + 1)));
        assertEquals("$.ok[\"a b\"]", Json.member("$.ok", "a b"));
    }

    @Test
    void refusesToWriteWhatJsonCannotHold() {
        assertEquals("JSON numbers must be finite, was NaN at $[0]",
                assertThrows(IllegalArgumentException.class, () -> Json.write(List.of(Double.NaN))).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Json.write(List.of(new Object())))
                .getMessage().startsWith("a JSON value must be a map, list, string, boolean, number or null"));
        assertEquals("JSON object keys must be strings, was 1 (Integer) at $",
                assertThrows(IllegalArgumentException.class, () -> Json.write(Map.of(1, 2))).getMessage());
        assertEquals("engine spec must be a JSON object {...}, was an array",
                assertThrows(IllegalArgumentException.class, () -> Json.parseObject("[]", "engine spec"))
                        .getMessage());
    }

    /** A record as specs bind them. */
    record Seeds(long first, int count) {}

    @Test
    void bindsARecordAndNamesTheMemberValueAndExpectationOfARefusal() {
        assertEquals(new Seeds(5, 3), Json.bind(Json.parse("{\"first\": 5, \"count\": 3}"), Seeds.class, "x.seeds"));
        assertEquals("x.seeds.count must be an integer, was the number 2.5", bindError("{\"first\": 0, \"count\": 2.5}"));
        assertEquals("x.seeds.count must be an integer, was the string \"3\"", bindError("{\"first\": 0, \"count\": \"3\"}"));
        assertEquals("x.seeds.first must be an integer, was true", bindError("{\"first\": true, \"count\": 3}"));
        assertEquals("x.seeds.count must be an integer within [-2147483648, 2147483647], was the number 10000000000",
                bindError("{\"first\": 0, \"count\": 10000000000}"));
        assertEquals("x.seeds needs \"count\"; its members are [first, count]", bindError("{\"first\": 0}"));
        assertEquals("x.seeds has an unknown member \"firts\"; its members are [first, count]",
                bindError("{\"firts\": 0, \"count\": 3}"));
        assertEquals("x.seeds must be an object [first, count], was an array", bindError("[0, 3]"));
    }

    private static String bindError(String json) {
        return assertThrows(IllegalArgumentException.class, () -> Json.bind(Json.parse(json), Seeds.class, "x.seeds"))
                .getMessage();
    }

    private static int depth(Object v) {
        return v instanceof List<?> l ? 1 + (l.isEmpty() ? 0 : depth(l.get(0))) : 0;
    }

    private static String message(String text) {
        return assertThrows(IllegalArgumentException.class, () -> Json.parse(text)).getMessage();
    }
}
