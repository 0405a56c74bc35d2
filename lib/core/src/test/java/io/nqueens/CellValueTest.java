package io.nqueens;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CellValueTest {
    /** JJava's and IJava's shape: a public constructor, putText and putHTML. */
    public static final class Open {
        public final Map<String, Object> data = new LinkedHashMap<>();

        public Open() {}

        public void putText(String text) {
            data.put("text/plain", text);
        }

        public void putHTML(String html) {
            data.put("text/html", html);
        }
    }

    /** The rapaio kernel's shape: a protected constructor and a static fromText. */
    public static final class Closed {
        public final Map<String, Object> data = new LinkedHashMap<>();

        Closed() {}

        public static Closed fromText(String text) {
            Closed c = new Closed();
            c.putText(text);
            return c;
        }

        public void putText(String text) {
            data.put("text/plain", text);
        }

        public void putHTML(String html) {
            data.put("text/html", html);
        }
    }

    @Test
    void outsideAKernelTheValueItselfIsGiven() {
        assertFalse(CellValue.inKernel()); // the test classpath holds no kernel
        assertEquals(Integer.valueOf(7), CellValue.text(7));
        assertEquals("a | b", CellValue.textAndHtml("a | b", "<table></table>"));
    }

    @Test
    void eachKernelShapeGetsTextAndHtmlAsMade() {
        Open open = (Open) CellValue.make(Open.class, "0", null);
        assertEquals(Map.of("text/plain", "0"), open.data);
        Closed closed = (Closed) CellValue.make(Closed.class, "t", "<b>t</b>");
        assertEquals(Map.of("text/plain", "t", "text/html", "<b>t</b>"), closed.data);
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> CellValue.make(String.class, "x", null));
        assertTrue(e.getMessage().startsWith("java.lang.String is not a display-data class this kit knows"),
                e.getMessage());
    }
}
