package io.nqueens.spec;

import io.nqueens.PluginNames;
import io.nqueens.board.Encoding;
import io.nqueens.engine.KitOwn;
import io.nqueens.engine.Settings;
import io.nqueens.json.Json;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The spec forms of one kind of part (selectors, say): how each of the kit's own is written as
 * {@code {"op": NAME, PARAMETER: VALUE, ...}} and read back, plus registered plug-ins as
 * {@code {"plugin": NAME}}. O(forms) per part.
 *
 * @param <T> the part's type
 */
final class Forms<T> {
    /** Reads a part from its spec node; the engine's encoding is given where known (else null). */
    @FunctionalInterface
    interface Reader<T> {
        T read(Node node, Encoding encoding);
    }

    /** Writes the parameters of a part of this form, or returns null when the part is of another form. */
    @FunctionalInterface
    interface Writer<T> {
        Map<String, Object> write(T part);
    }

    /** One form: its op name, its parameter names, how to read it and how to write it. */
    record Form<T>(String op, List<String> parameters, Reader<T> reader, Writer<T> writer) {}

    private final Plugins.Kind kind;
    private final List<Form<T>> forms = new ArrayList<>();
    private boolean exactClasses;

    Forms(Plugins.Kind kind) {
        this.kind = kind;
    }

    /**
     * Declares that every writer matches only instances of exactly its class (as the
     * {@link OperatorCatalogue}'s do), so that any part may be offered to them, not only the kit's
     * own classes: an operator a test adds to a catalogue is then written in its form too.
     */
    Forms<T> writingExactClasses() {
        exactClasses = true;
        return this;
    }

    /** Adds a form; the writer returns null for parts of other forms. */
    Forms<T> add(String op, List<String> parameters, Reader<T> reader, Writer<T> writer) {
        forms.add(new Form<>(op, List.copyOf(parameters), reader, writer));
        return this;
    }

    /** The op names, in the order they were added. */
    List<String> ops() {
        return forms.stream().map(Form::op).toList();
    }

    /**
     * The spec of a part: its form, or its registered name for a plug-in.
     *
     * @throws IllegalArgumentException for a plug-in that is not registered, naming it
     */
    Map<String, Object> write(T part) {
        if (exactClasses || KitOwn.is(part)) {
            for (Form<T> f : forms) {
                Map<String, Object> parameters = f.writer().write(part);
                if (parameters != null) {
                    Map<String, Object> out = new LinkedHashMap<>();
                    out.put("op", f.op());
                    out.putAll(parameters);
                    return checkedBack(part, out);
                }
            }
        }
        String name = Plugins.nameOf(kind, part);
        if (name == null) {
            String shown = PluginNames.of(part, kind.word);
            throw new IllegalArgumentException(kind.word + " " + shown + " cannot be written as a spec: it is not one"
                    + " of the kit's own, so register it first, e.g. Plugins.register(\"" + shown + "\", " + kind.word
                    + ")");
        }
        return Map.of("plugin", name);
    }

    /**
     * The written form, once reading it back has given a part with the same identity (its class
     * and every field, {@link Settings#identityOf}): a form that loses a parameter is caught here.
     */
    private Map<String, Object> checkedBack(T part, Map<String, Object> written) {
        T back = read(Node.root(kind.word, written), null);
        String before = Settings.identityOf(part, kind.word);
        String after = Settings.identityOf(back, kind.word);
        if (!after.equals(before)) {
            throw new IllegalStateException(kind.word + " " + before + " was written as " + Json.writeLine(written)
                    + ", which reads back as " + after);
        }
        return written;
    }

    /**
     * Reads a part from {@code {"op": ...}} or {@code {"plugin": ...}}.
     *
     * @throws IllegalArgumentException naming the path, for an unknown op or plug-in (listing the
     *     known ones), an unknown or missing parameter, or a value the factory refuses
     */
    T read(Node node, Encoding encoding) {
        node.object();
        if (node.has("plugin")) {
            node.allowOnly(List.of("plugin"));
            return plugin(node.get("plugin"));
        }
        if (!node.has("op")) {
            throw node.bad("{\"op\": NAME, ...} with NAME one of " + ops() + ", or {\"plugin\": NAME}");
        }
        Node op = node.get("op");
        for (Form<T> f : forms) {
            if (f.op().equals(op.string())) {
                List<String> allowed = new ArrayList<>(f.parameters());
                allowed.add(0, "op");
                node.allowOnly(allowed);
                try {
                    return f.reader().read(node, encoding);
                } catch (IllegalArgumentException e) {
                    throw node.wrap(e);
                }
            }
        }
        throw op.bad("one of the kit's " + kind.word + " ops " + ops() + " (a plug-in of your own is written"
                + " {\"plugin\": NAME}; registered: " + Plugins.names(kind) + ")");
    }

    @SuppressWarnings("unchecked")
    private T plugin(Node name) {
        Object found = Plugins.lookup(kind, name.string());
        if (found == null) {
            throw name.bad("the name of a registered " + kind.word + " plug-in (registered: " + Plugins.names(kind)
                    + "; register one with Plugins.register(name, " + kind.word + "))");
        }
        return (T) found;
    }
}
