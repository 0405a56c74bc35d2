package io.nqueens.grading.wire;

import io.nqueens.fitness.Direction;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * The frames that cross between the judge and the kernel it drives, and how their parts are
 * written: big-endian numbers, arrays as a length then their elements, texts as UTF-8 bytes with
 * a length. Every length read is bounded before anything is allocated, so a kernel that sends
 * garbage gets a {@link BadFrame}, never an allocation of its choosing. O(size of the frame).
 */
public final class Wire {
    private Wire() {}

    /** The name under which a built engine's plug-in of the student's own is registered: PREFIX + handle. */
    public static final String REMOTE_PREFIX = "remote-";

    /** Judge to kernel: call a plug-in's method (handle, method, arguments). */
    public static final byte CALL = 'C';
    /** Judge to kernel: the number a draw asked for. */
    public static final byte NUMBER = 'N';
    /** Judge to kernel: the check is over; the serve call returns. */
    public static final byte DONE = 'D';
    /** Kernel to judge: the variables served, by name and kind. */
    public static final byte HELLO = 'H';
    /** Kernel to judge: what a call returned. */
    public static final byte VALUE = 'V';
    /** Kernel to judge: what a call threw. */
    public static final byte THROWN = 'T';
    /** Kernel to judge: the student's code draws a number from the generator it was handed. */
    public static final byte DRAW = 'R';
    /** Kernel to judge, after a call's value: the draws made on the kernel's copy of the generator. */
    public static final byte LOG = 'L';

    /** How a call's generator is handed over: none, each draw asked of the judge, or a copy. */
    public static final byte NO_RANDOM = 0;
    public static final byte FORWARDED = 1;
    public static final byte FRESH_COPY = 2;
    public static final byte SAME_COPY = 3;
    /** A copy of an engine's generator for this call only: {@code new SplittableRandom(state)}. */
    public static final byte MIRROR = 4;

    /** Methods a call names. */
    public static final byte NAME = 1;
    public static final byte ACCEPTS = 2;
    public static final byte EVALUATE = 3;
    public static final byte DIRECTION = 4;
    public static final byte OPTIMUM = 5;
    public static final byte CROSS = 6;
    public static final byte MUTATE = 7;
    public static final byte SELECT = 8;
    public static final byte CHECK_FITS = 9;
    public static final byte GET = 10;

    /** Kinds of value a variable, or a supplier's result, is. */
    public static final byte FITNESS = 1;
    public static final byte CROSSOVER = 2;
    public static final byte MUTATION = 3;
    public static final byte SELECTOR = 4;
    public static final byte SUPPLIER = 5;
    public static final byte INT_ARRAY = 6;
    public static final byte ENGINE = 7;
    public static final byte OTHER = 8;

    /** Draws a generator can be asked for (RandomGenerator's methods). */
    public static final byte NEXT_LONG = 1;
    public static final byte NEXT_LONG_BOUND = 2;
    public static final byte NEXT_LONG_RANGE = 3;
    public static final byte NEXT_INT = 4;
    public static final byte NEXT_INT_BOUND = 5;
    public static final byte NEXT_INT_RANGE = 6;
    public static final byte NEXT_DOUBLE = 7;
    public static final byte NEXT_DOUBLE_BOUND = 8;
    public static final byte NEXT_DOUBLE_RANGE = 9;
    public static final byte NEXT_BOOLEAN = 10;
    public static final byte NEXT_FLOAT = 11;
    public static final byte NEXT_GAUSSIAN = 12;

    /** The longest array a frame may carry (a population of 10,000 boards of 1,000 queens). */
    public static final int MAX_ARRAY = 10_000_000;
    /** The longest text a frame may carry, in bytes (an engine's spec, a message). */
    public static final int MAX_TEXT = 1 << 20;

    /** A frame that breaks the protocol: the kernel's side is not the kit's serve code, or broke. */
    public static final class BadFrame extends IOException {
        private static final long serialVersionUID = 1L;

        /** @param message what broke the protocol */
        public BadFrame(String message) {
            super(message);
        }
    }

    /** Writes an int array, or null as length -1. */
    public static void ints(DataOutputStream out, int[] a) throws IOException {
        if (a == null) {
            out.writeInt(-1);
            return;
        }
        out.writeInt(a.length);
        for (int v : a) {
            out.writeInt(v);
        }
    }

    /** An int array, or null (length -1). */
    public static int[] ints(DataInputStream in) throws IOException {
        int n = length(in, MAX_ARRAY, "an int array");
        if (n < 0) {
            return null;
        }
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = in.readInt();
        }
        return a;
    }

    /** Writes a number array. */
    public static void doubles(DataOutputStream out, double[] a) throws IOException {
        out.writeInt(a.length);
        for (double v : a) {
            out.writeDouble(v);
        }
    }

    /** A number array. */
    public static double[] doubles(DataInputStream in) throws IOException {
        int n = length(in, MAX_ARRAY, "a number array");
        if (n < 0) {
            throw new BadFrame("a number array of length " + n);
        }
        double[] a = new double[n];
        for (int i = 0; i < n; i++) {
            a[i] = in.readDouble();
        }
        return a;
    }

    /** Writes a text (null as empty), cut to {@link #MAX_TEXT} bytes. */
    public static void text(DataOutputStream out, String s) throws IOException {
        byte[] b = (s == null ? "" : s).getBytes(StandardCharsets.UTF_8);
        if (b.length > MAX_TEXT) {
            b = java.util.Arrays.copyOf(b, MAX_TEXT); // a message cut short; the reader accepts it
        }
        out.writeInt(b.length);
        out.write(b);
    }

    /** A text. */
    public static String text(DataInputStream in) throws IOException {
        int n = length(in, MAX_TEXT, "a text");
        if (n < 0) {
            throw new BadFrame("a text of length " + n);
        }
        byte[] b = in.readNBytes(n);
        if (b.length != n) {
            throw new BadFrame("a text cut short");
        }
        return new String(b, StandardCharsets.UTF_8);
    }

    /** The direction a byte names (1 minimize, 2 maximize); moved here from Serve so that the judge's side reads it too. */
    public static Direction direction(byte b) throws BadFrame {
        if (b != 1 && b != 2) {
            throw new BadFrame("no direction " + b);
        }
        return b == 1 ? Direction.MINIMIZE : Direction.MAXIMIZE;
    }

    private static int length(DataInputStream in, int max, String what) throws IOException {
        int n = in.readInt();
        if (n < -1 || n > max) {
            throw new BadFrame(what + " of length " + n + " (at most " + max + ")");
        }
        return n;
    }
}
