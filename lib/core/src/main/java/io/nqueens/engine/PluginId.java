package io.nqueens.engine;

import io.nqueens.Checks;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What a user's plug-in (a fitness, selector, crossover, mutation or replacement that is not the
 * kit's own) is in a setting's identity: the name and version it was registered under
 * ({@link PluginRegistry}), or, for one that was not registered, the name the kit shows for it
 * ({@link io.nqueens.PluginNames#of}). Its code is not part of it, since a class compiled in a
 * notebook gets another name each time: a plug-in whose code changes must get a new version (or
 * name). A {@link Settings} takes each of its plug-ins' ids when it is built and keeps them, so
 * registering something later does not change the identity of a setting built before. O(1).
 *
 * @param name the registered name, or the shown name of an unregistered plug-in; not null
 * @param version the registered version ("" when none was given), or null for an unregistered
 *     plug-in
 */
public record PluginId(String name, String version) {

    /**
     * Checks the components.
     *
     * @param name the registered or shown name, not null
     * @param version the version, or null for an unregistered plug-in
     * @throws IllegalArgumentException when {@code name} is null, or blank for a registered plug-in
     */
    public PluginId {
        Checks.notNull("plug-in name", name);
        if (version != null) {
            Checks.notBlank("plug-in name", name); // a registration refuses a blank name
        }
    }

    /**
     * The id of a registered plug-in.
     *
     * @param name the name it was registered under, not blank
     * @param version the version it was registered with, not null ("" when none)
     * @return the id
     * @throws IllegalArgumentException naming the parameter at fault
     */
    public static PluginId registered(String name, String version) {
        return new PluginId(name, Checks.notNull("version", version));
    }

    /**
     * The id of a plug-in nobody registered: only the name shown for it tells it from another.
     *
     * @param shown the name the kit shows for it, e.g. "unnamed lambda crossover", not null
     * @return the id
     */
    public static PluginId unregistered(String shown) {
        return new PluginId(shown, null);
    }

    /** {@return whether the plug-in was registered (it then has a version)} */
    public boolean isRegistered() {
        return version != null;
    }

    /**
     * The members the id has in a setting's identity, unchanged since identities were first saved
     * (saved runs are matched by them): {@code {"plugin": NAME, "version": V}} for a registered
     * plug-in, {@code {"unregistered": NAME}} for another.
     *
     * @return a new map of those members, in that order
     */
    public Map<String, Object> members() {
        Map<String, Object> m = new LinkedHashMap<>();
        if (isRegistered()) {
            m.put("plugin", name);
            m.put("version", version);
        } else {
            m.put("unregistered", name);
        }
        return m;
    }
}
