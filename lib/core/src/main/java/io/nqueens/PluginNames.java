package io.nqueens;

/**
 * How the kit names a plug-in (a fitness or an operator) in messages, {@code toString}s, tables
 * and legends. A class that says what it is keeps its own {@code toString}; a lambda or an
 * anonymous class, whose {@code toString} is a JVM-made name such as
 * {@code REPL.$JShell$15$$Lambda$20/0x…@9807454}, is called "unnamed lambda crossover" instead, so
 * that no output changes from one run to the next. O(1). It holds no state: which plug-in is
 * registered under which name and version is {@code io.nqueens.engine.PluginRegistry}'s alone.
 */
public final class PluginNames {
    private PluginNames() {}

    /**
     * The name to show for a plug-in.
     *
     * @param plugin the fitness or operator, not null
     * @param kind what it is, e.g. {@code "crossover"}
     * @return its {@code toString()}, or "unnamed lambda KIND" / "unnamed KIND (anonymous class)"
     *     when the class has no name of its own
     */
    public static String of(Object plugin, String kind) {
        Class<?> c = plugin.getClass();
        if (c.isSynthetic() || c.isHidden()) {
            return "unnamed lambda " + kind;
        }
        if (c.isAnonymousClass()) {
            String shown = plugin.toString();
            // An anonymous class that overrides toString has chosen its name.
            return shown.startsWith(c.getName() + "@") ? "unnamed " + kind + " (anonymous class)" : shown;
        }
        String shown = plugin.toString();
        return shown.startsWith(c.getName() + "@") ? c.getSimpleName() : shown;
    }
}
