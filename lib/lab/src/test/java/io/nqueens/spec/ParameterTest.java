package io.nqueens.spec;

import io.nqueens.operators.crossover.SinglePoint;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** How a catalogue parameter is declared, shown in the table, checked and read from a spec. */
class ParameterTest {

    @Test
    void eachTypeIsShownWithItsRange() {
        assertEquals("k: integer ≥ 1", Parameter.integer("k", 1, Integer.MAX_VALUE, 3).shown());
        assertEquals("moves: integer in [1, 1e6]", Parameter.integer("moves", 1, 1_000_000, 1).shown());
        assertEquals("share: number in (0, 1]", Parameter.real("share", 0, 1, 0.5).aboveLow().shown());
        assertEquals("[rate: number in [0, 0.5]]", Parameter.real("rate", 0, 0.5, 0.1).orLeftOut().shown());
        assertEquals("[distinct]", Parameter.flag("distinct").shown());
        assertEquals("cuts: \"interior\" | \"any\" | \"belowLength\"",
                Parameter.choice("cuts", SinglePoint.Cuts.class).shown());
    }

    @Test
    void anExampleOutsideTheRangeIsRefused() {
        assertEquals("parameter share: example 0.0 is outside its range (0, 1]", assertThrows(
                IllegalArgumentException.class, () -> Parameter.real("share", 0, 1, 0.5, 0).aboveLow()).getMessage());
        assertEquals("parameter k: example 0 is outside its range [1, 2147483647]", assertThrows(
                IllegalArgumentException.class, () -> Parameter.integer("k", 1, Integer.MAX_VALUE, 0)).getMessage());
        assertThrows(IllegalArgumentException.class, () -> Parameter.integer("k", 1, 5));
    }

    @Test
    void argumentsAreReadByTypeAndRefusedNamingThePath() {
        List<Parameter> ps = List.of(Parameter.integer("k", 1, 9, 3), Parameter.flag("distinct"),
                Parameter.choice("cuts", SinglePoint.Cuts.class), Parameter.real("rate", 0, 1, 0.5).orLeftOut());
        OperatorArgs a = OperatorArgs.read(Node.root("x", Map.of("k", 4L, "cuts", "belowLength")), ps);
        assertEquals(Map.of("k", 4, "distinct", false, "cuts", SinglePoint.Cuts.BELOW_LENGTH), a.values());
        assertEquals(SinglePoint.Cuts.BELOW_LENGTH, a.choice("cuts", SinglePoint.Cuts.class));
        assertEquals(false, a.has("rate"));
        assertEquals("x.cuts must be one of [interior, any, belowLength], was the string \"below\"", assertThrows(
                IllegalArgumentException.class, () -> OperatorArgs.read(Node.root("x", Map.of("k", 4L, "cuts",
                        "below")), ps)).getMessage());
        assertEquals("x needs \"k\"; it has [cuts]", assertThrows(IllegalArgumentException.class,
                () -> OperatorArgs.read(Node.root("x", Map.of("cuts", "any")), ps)).getMessage());
        assertEquals("operator parameter \"rate\" was not given; given: [k, distinct, cuts]", assertThrows(
                IllegalStateException.class, () -> a.doubleValue("rate")).getMessage());
    }
}
