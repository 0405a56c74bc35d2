package io.nqueens.experiment;

import io.nqueens.Checks;
import io.nqueens.engine.Generation;
import io.nqueens.engine.RunResult;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Progress lines in document 000's style, {@code Generation 12, avg fit 24.4}, for every k-th
 * generation. Immutable; use it live as a {@code Consumer<Generation>}, e.g.
 * {@code engine.run(7).stream().peek(GenerationLog.every(50)).count()}, or over a finished history
 * with {@link #lines(List)}. O(1) per generation plus the formatting.
 *
 * <p>A pattern is a {@link String#format} pattern (root locale) whose arguments are, in order:
 * 1 index (int), 2 mean, 3 best, 4 worst, 5 std (doubles), 6 diversity (int, -1 if not tracked),
 * 7 evaluations (long), 8 distinct solutions (int), 9 elapsed milliseconds (double). For example
 * {@code "gen %1$d: best %3$.0f, mean %2$.2f"}.
 */
public final class GenerationLog implements Consumer<Generation> {
    /** Document 000's line: {@code Generation 12, avg fit 24.4}. */
    public static final String DOCUMENT_000 = "Generation %1$d, avg fit %2$.1f";

    private final int every;
    private final Function<Generation, String> format;
    private final Consumer<String> sink;

    private GenerationLog(int every, Function<Generation, String> format, Consumer<String> sink) {
        this.every = every;
        this.format = format;
        this.sink = sink;
    }

    /**
     * Logs generations 0, k, 2k, ... in document 000's style to standard output.
     *
     * @param k the spacing, at least 1
     * @return the log
     */
    public static GenerationLog every(int k) {
        Checks.atLeast("k (log every k generations)", k, 1);
        return new GenerationLog(k, pattern(DOCUMENT_000), System.out::println);
    }

    /**
     * The same log with lines made from a pattern (see the class comment for its arguments).
     *
     * @param pattern the pattern
     * @return a new log; this one is unchanged
     * @throws IllegalArgumentException when the pattern does not fit the arguments
     */
    public GenerationLog format(String pattern) {
        return new GenerationLog(every, pattern(pattern), sink);
    }

    /**
     * The same log with lines made by a function.
     *
     * @param formatter makes the line of a generation, not null
     * @return a new log; this one is unchanged
     */
    public GenerationLog format(Function<Generation, String> formatter) {
        return new GenerationLog(every, Checks.notNull("formatter", formatter), sink);
    }

    /**
     * The same log writing its lines to {@code sink} instead of standard output.
     *
     * @param sink receives the lines, not null
     * @return a new log; this one is unchanged
     */
    public GenerationLog to(Consumer<String> sink) {
        return new GenerationLog(every, format, Checks.notNull("sink", sink));
    }

    /**
     * Whether a generation gets a line: its index is a multiple of k.
     *
     * @param g a generation
     * @return true when it gets a line
     */
    public boolean logs(Generation g) {
        return g.index() % every == 0;
    }

    /**
     * The line for one generation (whether or not it is logged).
     *
     * @param g a generation, not null
     * @return its line
     */
    public String line(Generation g) {
        return format.apply(Checks.notNull("generation", g));
    }

    /** Writes the generation's line to the sink when its index is a multiple of k. */
    @Override
    public void accept(Generation g) {
        if (logs(Checks.notNull("generation", g))) {
            sink.accept(format.apply(g));
        }
    }

    /**
     * The lines for a finished (or partial) history.
     *
     * @param history generation records, in order
     * @return the lines of the generations that get one, in order
     */
    public List<String> lines(List<Generation> history) {
        Checks.notNull("history", history);
        List<String> out = new ArrayList<>();
        for (Generation g : history) {
            if (logs(g)) {
                out.add(format.apply(g));
            }
        }
        return out;
    }

    /**
     * Writes the lines of a finished run to the sink.
     *
     * @param result the run's summary, not null
     */
    public void print(RunResult result) {
        Checks.notNull("result", result);
        lines(result.history()).forEach(sink);
    }

    private static Function<Generation, String> pattern(String pattern) {
        Checks.notNull("pattern", pattern);
        Function<Generation, String> f = g -> String.format(Locale.ROOT, pattern, g.index(), g.mean(),
                g.best(), g.worst(), g.std(), g.diversity(), g.evaluations(), g.distinctSolutions(),
                g.elapsedMillis());
        try {
            f.apply(new Generation(0, 0, 0, 0, 0, 0, 0, 0, null, 0, 0, false));
        } catch (java.util.IllegalFormatException e) {
            throw new IllegalArgumentException("pattern must be a String.format pattern over (index, mean,"
                    + " best, worst, std, diversity, evaluations, distinctSolutions, elapsedMillis), was \""
                    + pattern + "\": " + e.getMessage(), e);
        }
        return f;
    }
}
