package io.nqueens.judge;

import io.nqueens.grading.wire.Wire;

import java.io.DataInputStream;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The kernel's first frame: the variables it serves, each bound to a stand-in of its kind in the
 * judge (or, for data such as a board, to the data itself), and the JShell declarations that
 * give the check those names. Only the variables the request names are accepted.
 */
final class Hello {
    private Hello() {}

    private static final Map<Byte, String> TYPES = Map.of(Wire.FITNESS, "io.nqueens.fitness.Fitness",
            Wire.CROSSOVER, "io.nqueens.operators.crossover.Crossover",
            Wire.MUTATION, "io.nqueens.operators.mutation.Mutation",
            Wire.SELECTOR, "io.nqueens.operators.selection.Selector",
            Wire.SUPPLIER, "java.util.function.Supplier", Wire.INT_ARRAY, "int[]");

    // The declared type of each variable bound by the last hello (read by declarations()).
    private static final Map<String, String> DECLARED = new LinkedHashMap<>();

    /** Reads the hello and binds each variable; null when all is well, else why the check cannot run. */
    static String bind(Link link, List<String> wanted) throws IOException {
        DataInputStream in = link.in();
        byte tag = in.readByte();
        if (tag != Wire.HELLO) {
            throw new Wire.BadFrame("expected the kernel's hello, got frame " + tag);
        }
        Wire.text(in); // the grade id the kernel says it serves: the request's is the one that counts
        int count = in.readInt();
        if (count < 0 || count > Checking.maxVariables()) {
            throw new Wire.BadFrame(count + " variables");
        }
        synchronized (DECLARED) {
            DECLARED.clear();
        }
        for (int i = 0; i < count; i++) {
            String name = Wire.text(in);
            byte kind = in.readByte();
            Object value = value(link, kind, in);
            if (!wanted.contains(name) || !Checking.identifier(name)) {
                throw new Wire.BadFrame("a variable the check does not use: " + name);
            }
            if (kind == Wire.OTHER) {
                return "your " + name + " is " + (value.equals("null") ? "null" : "a " + value)
                        + ", not a value the check can take (run the cells above it: does it compile?)";
            }
            Judge.bind(name, value);
            synchronized (DECLARED) {
                DECLARED.put(name, TYPES.get(kind));
            }
        }
        for (String w : wanted) {
            if (!DECLARED.containsKey(w)) {
                return "your code did not serve " + w + " to the check";
            }
        }
        return null;
    }

    private static Object value(Link link, byte kind, DataInputStream in) throws IOException {
        return switch (kind) {
            case Wire.INT_ARRAY -> Wire.ints(in);
            case Wire.OTHER -> Wire.text(in);
            case Wire.FITNESS -> new Remote.RemoteFitness(link, in.readInt());
            case Wire.CROSSOVER -> new Remote.RemoteCrossover(link, in.readInt());
            case Wire.MUTATION -> new Remote.RemoteMutation(link, in.readInt());
            case Wire.SELECTOR -> new Remote.RemoteSelector(link, in.readInt());
            case Wire.SUPPLIER -> (Supplier<Object>) new RemoteSupplier(link, in.readInt())::get;
            default -> throw new Wire.BadFrame("no kind " + kind);
        };
    }

    /** JShell declarations of the bound variables, e.g. {@code Crossover myOx = (Crossover) Judge.bound("myOx");}. */
    static String declarations(List<String> wanted) {
        StringBuilder out = new StringBuilder();
        synchronized (DECLARED) {
            for (String name : wanted) {
                String type = DECLARED.get(name);
                out.append(type).append(' ').append(name).append(" = (").append(type)
                        .append(") io.nqueens.judge.Judge.bound(\"").append(name).append("\");\n");
            }
        }
        return out.toString();
    }
}
