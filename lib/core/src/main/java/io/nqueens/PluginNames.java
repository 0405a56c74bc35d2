package io.nqueens;

/**
 * How the kit names a plug-in (a fitness or an operator) in messages, {@code toString}s, tables
 * and legends. A class that says what it is keeps its own {@code toString}; a lambda or an
 * anonymous class, whose {@code toString} is a JVM-made name such as
 * {@code REPL.$JShell$15$$Lambda$20/0x…@9807454}, is called "unnamed lambda crossover" instead, so
 * that no output changes from one run to the next. O(1).
 */
public final class PluginNames {
    /** Registered plug-ins: the name and version each was registered under (the latest registration). */
    private static final java.util.Map<Object, String[]> REGISTERED = new java.util.IdentityHashMap<>();

    private PluginNames() {}

    /**
     * Records the name and version a plug-in is registered under, for {@link #identity}; called by
     * {@code io.nqueens.spec.Plugins}. O(1).
     *
     * @param plugin the plug-in, not null
     * @param name its registered name, or null to forget it
     * @param version the version its user gave ("" when none)
     */
    public static synchronized void remember(Object plugin, String name, String version) {
        Checks.notNull("plugin", plugin);
        if (name == null) {
            REGISTERED.remove(plugin);
        } else {
            REGISTERED.put(plugin, new String[] {name, Checks.notNull("version", version)});
        }
    }

    /**
     * What identifies a plug-in in a setting's identity ({@code io.nqueens.engine.Settings#identity}):
     * {@code {"plugin": NAME, "version": V}} for a registered one, {@code {"unregistered": NAME}}
     * (the name {@link #of} shows) for another. Its code is not part of it, since a class compiled
     * in a notebook gets another name each time: a plug-in whose code changes must get a new
     * version (or name), or saved runs of the old code are taken as its own. O(1).
     *
     * @param plugin the plug-in, not null
     * @param kind what it is, e.g. {@code "crossover"}
     * @return the identifying members, in that order
     */
    public static synchronized java.util.Map<String, Object> identity(Object plugin, String kind) {
        String[] registered = REGISTERED.get(Checks.notNull("plugin", plugin));
        java.util.Map<String, Object> m = new java.util.LinkedHashMap<>();
        if (registered != null) {
            m.put("plugin", registered[0]);
            m.put("version", registered[1]);
        } else {
            m.put("unregistered", of(plugin, kind));
        }
        return m;
    }

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
