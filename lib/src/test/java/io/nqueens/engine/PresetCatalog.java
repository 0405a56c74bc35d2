package io.nqueens.engine;

import io.nqueens.presets.Presets;

import java.util.List;

/** Every preset builder, for tests that go over all of them. */
public final class PresetCatalog {
    private PresetCatalog() {}

    public static List<Engine.Builder> all(int n) {
        return List.of(
                Presets.doc000(n), Presets.doc000Fixed(n),
                Presets.doc001(n), Presets.doc001Fixed(n),
                Presets.doc002(n), Presets.doc002Fixed(n),
                Presets.doc003(n), Presets.doc003Tuned(n), Presets.doc003Fixed(n),
                Presets.doc004(n), Presets.doc004Fixed(n));
    }
}
