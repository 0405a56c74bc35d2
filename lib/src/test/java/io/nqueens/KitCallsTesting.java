package io.nqueens;

/** Test access to {@link KitCalls}' JVM-wide memory of solution calls, which the tests share. */
public final class KitCallsTesting {
    private KitCallsTesting() {}

    /** Forgets every solution call made from outside the kit so far. */
    public static void forget() {
        KitCalls.forgetCallsFromOutside();
    }
}
