package io.nqueens.json;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class JsonTest {

    @Test
    void readsEveryKindOfValue() {
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
        assertEquals("{\n  \"selector\": {\"op\": \"tournament\", \"k\": 3},\n  \"rate\": 0.8\n}", Json.write(outer));
        assertEquals("{\"selector\":{\"op\":\"tournament\",\"k\":3},\"rate\":0.8}", Json.writeLine(outer));
        assertEquals(Json.write(outer), Json.write(Json.parse(Json.write(outer))));
    }

    @Test
    void errorsNameTheLineColumnAndWhatWasExpected() {
        assertEquals("JSON at line 2, column 8: expected ',' or '}', found '\"b\": 2}'",
                message("{\"a\": 1\n       \"b\": 2}"));
        assertEquals("JSON at line 1, column 10: expected a new member name; \"a\" appears twice in this object,"
                + " found '\"a\": 2}'", message("{\"a\": 1, \"a\": 2}"));
        assertEquals("JSON at line 1, column 2: expected a number without leading zeros, found '01]'",
                message("[01]"));
        assertEquals("JSON at line 1, column 2: expected a number within the range of a double, found '1e999]'",
                message("[1e999]"));
        assertEquals("JSON at line 1, column 4: expected the end of the text after the value, found 'x'",
                message("{} x"));
        assertEquals("JSON at line 1, column 1: expected a value, found the end of the text", message(""));
        assertEquals("JSON at line 1, column 2: expected a value (object, array, string, number, true, false or"
                + " null), found 'NaN]'", message("[NaN]"));
        assertTrue(message("[".repeat(100)).contains("expected at most 64 levels of nesting"));
    }

    @Test
    void refusesToWriteWhatJsonCannotHold() {
        assertEquals("JSON numbers must be finite, was NaN",
                assertThrows(IllegalArgumentException.class, () -> Json.write(List.of(Double.NaN))).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Json.write(List.of(new Object())))
                .getMessage().startsWith("a JSON value must be a map, list, string, boolean, number or null"));
        assertEquals("JSON object keys must be strings, was 1 (Integer)",
                assertThrows(IllegalArgumentException.class, () -> Json.write(Map.of(1, 2))).getMessage());
        assertEquals("engine spec must be a JSON object {...}, was an array",
                assertThrows(IllegalArgumentException.class, () -> Json.parseObject("[]", "engine spec"))
                        .getMessage());
    }

    private static String message(String text) {
        return assertThrows(IllegalArgumentException.class, () -> Json.parse(text)).getMessage();
    }
}
