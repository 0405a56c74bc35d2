package io.nqueens.assignments;

/**
 * What student code threw in another JVM (the kernel a judge drives), carried over by its class
 * name and message: the checks show it as they show an exception thrown here ("threw
 * ArrayIndexOutOfBoundsException: ..."). A {@linkplain #lost() lost} one says the other JVM
 * stopped answering; a check that meets it stops as at its time limit.
 */
public final class ThrownElsewhere extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The thrown class's name, as the other JVM gave it. */
    private final String className;
    /** Whether the other JVM stopped answering. */
    private final boolean lost;

    /**
     * An exception the student's code threw elsewhere.
     *
     * @param className its class's name, e.g. {@code java.lang.ArrayIndexOutOfBoundsException}
     * @param message its message, or null
     */
    public ThrownElsewhere(String className, String message) {
        this(className, message, false);
    }

    private ThrownElsewhere(String className, String message, boolean lost) {
        super(message, null, false, false);
        this.className = className == null || className.isBlank() ? "Throwable" : className;
        this.lost = lost;
    }

    /**
     * The student's code stopped answering (the kernel died, looped past the call's time limit,
     * or broke the connection).
     *
     * @param why what happened, for the log
     * @return the exception
     */
    public static ThrownElsewhere lost(String why) {
        return new ThrownElsewhere("KernelStopped", why, true);
    }

    /** {@return the thrown class's name, as the other JVM gave it} */
    public String className() {
        return className;
    }

    /** {@return the thrown class's simple name: what follows the last '.' or '$'} */
    public String simpleName() {
        return className.substring(Math.max(className.lastIndexOf('.'), className.lastIndexOf('$')) + 1);
    }

    /** {@return whether the other JVM stopped answering} */
    public boolean lost() {
        return lost;
    }
}
