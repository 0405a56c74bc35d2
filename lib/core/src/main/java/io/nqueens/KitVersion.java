package io.nqueens;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * The kit's version, as Maven built it (e.g. {@code 0.1.0-SNAPSHOT}); saved experiments record
 * it, since seeded runs are reproducible within one version of the kit. Read once from the
 * resource {@code io/nqueens/kit.properties}.
 */
public final class KitVersion {
    private static final String VERSION = load();

    private KitVersion() {}

    /** {@return the kit's version} */
    public static String get() {
        return VERSION;
    }

    private static String load() {
        try (InputStream in = KitVersion.class.getResourceAsStream("kit.properties")) {
            if (in == null) {
                throw new IllegalStateException("the kit's resource io/nqueens/kit.properties is missing");
            }
            Properties p = new Properties();
            p.load(in);
            String v = p.getProperty("version", "");
            if (v.isBlank() || v.contains("${")) {
                throw new IllegalStateException("io/nqueens/kit.properties holds no version (was it filtered by"
                        + " Maven?): \"" + v + "\"");
            }
            return v;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read io/nqueens/kit.properties", e);
        }
    }
}
