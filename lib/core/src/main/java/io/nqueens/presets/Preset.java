package io.nqueens.presets;

import io.nqueens.Checks;
import io.nqueens.engine.Engine;

import java.util.List;
import java.util.function.IntFunction;

/**
 * A named configuration of the kit, and the one catalogue of them that the tests, the benchmark
 * and the notebooks read: every document's preset and its variants ({@link Presets}), the large
 * board ones ({@link LargeBoards}) and other libraries' ({@link Comparisons}).
 *
 * @param name the name it is listed under, e.g. {@code "doc001Fixed"}
 * @param source what it follows: a document number, "large boards" or a library
 * @param defaultSize the board size it is usually run on
 * @param factory makes a fresh builder for a board size
 */
public record Preset(String name, String source, int defaultSize, IntFunction<Engine.Builder> factory) {

    private static final List<Preset> DOCUMENTS = List.of(
            new Preset("doc000", "000", 8, Presets::doc000),
            new Preset("doc000Fixed", "000", 8, Presets::doc000Fixed),
            new Preset("doc001", "001", 8, Presets::doc001),
            new Preset("doc001Fixed", "001", 8, Presets::doc001Fixed),
            new Preset("doc002", "002", 8, Presets::doc002),
            new Preset("doc002Fixed", "002", 8, Presets::doc002Fixed),
            new Preset("doc003", "003", 8, Presets::doc003),
            new Preset("doc003Tuned", "003", 8, Presets::doc003Tuned),
            new Preset("doc003Fixed", "003", 8, Presets::doc003Fixed),
            new Preset("doc004", "004", 8, Presets::doc004),
            new Preset("doc004Fixed", "004", 8, Presets::doc004Fixed));

    private static final List<Preset> OTHERS = List.of(
            new Preset("memetic", "large boards", 1_000, LargeBoards::memetic),
            new Preset("plainGa", "large boards", 50, LargeBoards::plainGa),
            new Preset("deap", "DEAP", 20, Comparisons::deap));

    /** {@return a fresh builder for the preset's usual board size} */
    public Engine.Builder builder() {
        return factory.apply(defaultSize);
    }

    /**
     * {@return a fresh builder for boards of size {@code n}}
     *
     * @param n the board size
     */
    public Engine.Builder builder(int n) {
        return factory.apply(n);
    }

    /** {@return the source documents' presets and their variants, in document order} */
    public static List<Preset> documents() {
        return DOCUMENTS;
    }

    /** {@return every preset: the documents' ones, then the large-board and other libraries' ones} */
    public static List<Preset> all() {
        return java.util.stream.Stream.concat(DOCUMENTS.stream(), OTHERS.stream()).toList();
    }

    /**
     * The preset listed under a name.
     *
     * @param name a name from {@link #all()}
     * @return the preset
     * @throws IllegalArgumentException naming the known presets when there is none by that name
     */
    public static Preset named(String name) {
        Checks.notNull("preset name", name);
        for (Preset p : all()) {
            if (p.name().equals(name)) {
                return p;
            }
        }
        throw new IllegalArgumentException("no preset is named \"" + name + "\"; the presets are "
                + all().stream().map(Preset::name).toList());
    }
}
