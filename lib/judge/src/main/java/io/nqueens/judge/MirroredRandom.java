package io.nqueens.judge;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.OptionalLong;
import java.util.SplittableRandom;

/**
 * The state of an engine's {@link SplittableRandom}, so that the kernel can draw from a copy of it
 * ({@code new SplittableRandom(state)}) and send the draws back logged, instead of asking the
 * judge for every number: the engine's generator is then advanced by replaying the log, and the
 * student's code sees the numbers it would see in one JVM. A generator made by {@code new
 * SplittableRandom(seed)} (the engine's) has the default gamma, so its state is one long; a split
 * one has another gamma and is not mirrored. Reading the state needs {@code java.util} open to the
 * judge ({@code --add-opens java.base/java.util=ALL-UNNAMED}, as the grader starts it); without
 * that, no generator is mirrored and draws go one by one, as before. Nothing is learnt from the
 * state that one draw would not tell: a draw is a bijection of it.
 */
final class MirroredRandom {
    private static final VarHandle SEED;
    private static final VarHandle GAMMA;
    private static final long DEFAULT_GAMMA;

    static {
        VarHandle seed = null;
        VarHandle gamma = null;
        long golden = 0;
        try {
            MethodHandles.Lookup lookup = MethodHandles.privateLookupIn(SplittableRandom.class, MethodHandles.lookup());
            seed = lookup.findVarHandle(SplittableRandom.class, "seed", long.class);
            gamma = lookup.findVarHandle(SplittableRandom.class, "gamma", long.class);
            golden = (long) gamma.get(new SplittableRandom(0));
        } catch (ReflectiveOperationException | RuntimeException e) {
            seed = null; // java.util is not open here: no mirrors
        }
        SEED = seed;
        GAMMA = gamma;
        DEFAULT_GAMMA = golden;
    }

    private MirroredRandom() {}

    /** {@return the state {@code new SplittableRandom(state)} continues from, or empty when it cannot be mirrored} */
    static OptionalLong state(SplittableRandom rng) {
        if (SEED == null || (long) GAMMA.get(rng) != DEFAULT_GAMMA) {
            return OptionalLong.empty();
        }
        return OptionalLong.of((long) SEED.get(rng));
    }
}
