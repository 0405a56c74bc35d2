package io.nqueens;

import java.net.URL;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Lets a course check see whether the kit's own implementation of what an exercise asks for ran
 * while the student's answer was being called, so that an answer that only delegates to it (or
 * to a GA that copies a known solution) can be scored 0 with the call named. The kit's reference
 * implementations report themselves at entry ({@link #ran(Call)}); a check opens a {@link Watch}
 * of the calls it forbids around each call into student code. Detection happens at run time, so
 * it cannot be dodged by spelling the call differently (an alias, a method reference, a helper
 * class, another thread): what counts is that the code ran.
 *
 * <p>Calls that hand over a solution ({@link Call#SOLUTIONS}) report with {@link
 * #ranFromOutside(Call)} instead: the call is remembered for the life of the JVM when its
 * nearest caller outside the JDK is not the kit's own code, so a solution computed in a cell
 * before the check starts is seen too, while the kit's engine (which writes a solution down to
 * test a fitness) is not. The package imports nothing from the kit, so every package may report
 * to it.
 *
 * <p>Cost: {@link #ran(Call)} is one volatile read when nothing is watched (the kit's hot paths
 * call it); opening and closing a window is a copy of a short array; {@link
 * #ranFromOutside(Call)} walks the stack (called only by cold code). It refuses nothing.
 */
public final class KitCalls {
    private KitCalls() {}

    /** A kit implementation an exercise may forbid, with how a message names it. */
    public enum Call {
        /** io.nqueens.operators.crossover.OrderCrossover. */
        ORDER_CROSSOVER("the kit's OrderCrossover"),
        /** io.nqueens.operators.crossover.Pmx. */
        PMX("the kit's Pmx"),
        /** io.nqueens.operators.crossover.SinglePoint. */
        SINGLE_POINT("the kit's SinglePoint"),
        /** io.nqueens.operators.mutation.RandomReset. */
        RANDOM_RESET("the kit's RandomReset"),
        /** io.nqueens.operators.selection.Tournament. */
        TOURNAMENT("the kit's Tournament"),
        /** RouletteWheel, StochasticUniversalSampling and their wheel. */
        ROULETTE_WHEEL("the kit's RouletteWheel (or StochasticUniversalSampling)"),
        /** Conflicts, LineCounts, DiagonalCounters, and what calls them (Encoding, Board, fitnesses). */
        ATTACKING_PAIRS("the kit's attacking-pairs count (Encoding.attackingPairs, Board.attackingPairs,"
                + " AttackingPairs, NonAttackingPairs, Conflicts, ...)"),
        /** Solutions, ExplicitSolution, SolutionCatalog. */
        SOLUTIONS("the kit's solutions (Solutions, ExplicitSolution, SolutionCatalog)");

        private final String shown;

        Call(String shown) {
            this.shown = shown;
        }

        /** {@return how a message names the call, e.g. "the kit's OrderCrossover"} */
        public String shown() {
            return shown;
        }
    }

    private static final Watch[] NONE = {};
    // The watches with an open window; replaced whole (copy on write), read without a lock.
    private static volatile Watch[] open = NONE;
    private static final Object LOCK = new Object();
    // Solution calls made from outside the kit since the JVM started: the first caller of each.
    private static final Map<Call, String> OUTSIDE = new EnumMap<>(Call.class);

    /**
     * Reports that the kit's implementation {@code call} is running. O(1) when no window is open.
     *
     * @param call what is running
     */
    public static void ran(Call call) {
        Watch[] watches = open;
        if (watches.length != 0) {
            for (Watch w : watches) {
                w.saw(call);
            }
        }
    }

    /**
     * Reports a call that hands over a solution, remembered for good when the nearest caller
     * outside the JDK is not the kit's own code (windows do not see it: the kit's engine writes a
     * solution down when it is built). O(stack depth).
     *
     * @param call what is running
     */
    public static void ranFromOutside(Call call) {
        String caller = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE).walk(frames -> frames
                .skip(2) // this method and the reporting kit method
                .filter(f -> !isJdk(f.getDeclaringClass()))
                .findFirst()
                .filter(f -> !isKit(f.getDeclaringClass()))
                .map(f -> f.getClassName() + "." + f.getMethodName())
                .orElse(null));
        if (caller != null) {
            synchronized (LOCK) {
                OUTSIDE.putIfAbsent(call, caller);
            }
        }
    }

    /**
     * {@return where code outside the kit first made {@code call} in this JVM, as "Class.method",
     * or null when it never did}
     *
     * @param call a call reported with {@link #ranFromOutside(Call)}
     */
    public static String calledFromOutside(Call call) {
        synchronized (LOCK) {
            return OUTSIDE.get(Checks.notNull("call", call));
        }
    }

    /**
     * Forgets the solution calls made from outside the kit: for the kit's own tests, which share
     * one JVM, never for student code (which cannot reach it without reflection).
     */
    static void forgetCallsFromOutside() {
        synchronized (LOCK) {
            OUTSIDE.clear();
        }
    }

    private static final ClassValue<Boolean> KIT = new ClassValue<>() {
        @Override
        protected Boolean computeValue(Class<?> type) {
            return sameLocation(type, KitCalls.class);
        }
    };

    private static boolean isKit(Class<?> type) {
        return KIT.get(type);
    }

    private static boolean isJdk(Class<?> type) {
        ClassLoader loader = type.getClassLoader();
        return loader == null || loader == ClassLoader.getPlatformClassLoader();
    }

    private static boolean sameLocation(Class<?> a, Class<?> b) {
        URL la = location(a);
        return la != null && la.equals(location(b));
    }

    private static URL location(Class<?> type) {
        CodeSource source = type.getProtectionDomain().getCodeSource();
        return source == null ? null : source.getLocation();
    }

    /**
     * {@return a watch of the calls in {@code forbidden}, no window open yet}
     *
     * @param forbidden the calls to look for, not null
     */
    public static Watch watch(Set<Call> forbidden) {
        Checks.notNull("forbidden", forbidden);
        return new Watch(forbidden.isEmpty() ? EnumSet.noneOf(Call.class) : EnumSet.copyOf(forbidden));
    }

    /**
     * The forbidden calls one check looks for, and the first one seen while one of its windows
     * was open. Only the holder of a watch can open or close its windows.
     */
    public static final class Watch {
        private final EnumSet<Call> forbidden;
        private volatile Call seen;

        private Watch(EnumSet<Call> forbidden) {
            this.forbidden = forbidden;
        }

        /** {@return the calls this watch looks for} */
        public Set<Call> forbidden() {
            return EnumSet.copyOf(forbidden); // a copy: the holder's set stays as it was made
        }

        /** {@return the first forbidden call seen in a window, or null} */
        public Call seen() {
            return seen;
        }

        void saw(Call call) {
            if (seen == null && forbidden.contains(call)) {
                seen = call;
            }
        }

        /** Opens a window: forbidden calls from now on, on any thread, are seen. O(open windows). */
        public void open() {
            if (forbidden.isEmpty()) {
                return;
            }
            synchronized (LOCK) {
                Watch[] now = Arrays.copyOf(open, open.length + 1);
                now[now.length - 1] = this;
                open = now;
            }
        }

        /** Closes the window this watch opened last. O(open windows). */
        public void close() {
            if (forbidden.isEmpty()) {
                return;
            }
            synchronized (LOCK) {
                List<Watch> now = new ArrayList<>(Arrays.asList(open));
                now.remove(this);
                open = now.toArray(NONE);
            }
        }
    }
}
