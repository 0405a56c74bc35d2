package io.nqueens.grading.wire;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * The identity of the int arrays a check hands to student code, kept across the wire: when the
 * check passes the same array object again (changed in place or not), the student's code gets
 * the same object again, its contents overwritten, as in one JVM. Without it every call would
 * reach the student's code as a fresh array, and code that remembers an array by reference (a
 * fitness caching the last board's score) would never show what it does. Each array goes as an id
 * and its contents; the two sides remember the last {@value #WINDOW} ids alike (the oldest
 * forgotten first), so neither keeps more than that many arrays alive. O(length) per array.
 */
public final class SameArrays {
    /** How many of the latest arrays keep their identity. */
    public static final int WINDOW = 256;
    /** The id of a null array. */
    private static final int NONE = -1;

    private SameArrays() {}

    /** The judge's side: an id per array object sent. */
    public static final class Sender {
        private final Map<int[], Integer> ids = new IdentityHashMap<>();
        private final ArrayDeque<int[]> order = new ArrayDeque<>();
        private int next;

        /** Writes {@code a} (or null) as its id and contents. */
        public synchronized void write(DataOutputStream out, int[] a) throws IOException {
            if (a == null) {
                out.writeInt(NONE);
                Wire.ints(out, null);
                return;
            }
            Integer id = ids.get(a);
            if (id == null) {
                id = next++;
                ids.put(a, id);
                order.addLast(a);
                if (order.size() > WINDOW) {
                    ids.remove(order.removeFirst());
                }
            }
            out.writeInt(id);
            Wire.ints(out, a);
        }
    }

    /** The kernel's side: the array object of each id, overwritten when it comes again. */
    public static final class Receiver {
        private final Map<Integer, int[]> arrays = new HashMap<>();
        private final ArrayDeque<Integer> order = new ArrayDeque<>();
        private int next;

        /** Reads an array written by {@link Sender#write}; the same object for the same id. */
        public synchronized int[] read(DataInputStream in) throws IOException {
            int id = in.readInt();
            int[] contents = Wire.ints(in);
            if (id == NONE || contents == null) {
                if (id != NONE || contents != null) {
                    throw new Wire.BadFrame("array " + id + " came " + (contents == null ? "as null" : "with contents"));
                }
                return null;
            }
            int[] kept = arrays.get(id);
            if (kept != null) {
                if (kept.length != contents.length) {
                    throw new Wire.BadFrame("array " + id + " came with " + contents.length + " elements, had "
                            + kept.length);
                }
                System.arraycopy(contents, 0, kept, 0, kept.length);
                return kept;
            }
            if (id != next) {
                throw new Wire.BadFrame("array " + id + " came new, expected id " + next);
            }
            next++;
            arrays.put(id, contents);
            order.addLast(id);
            if (order.size() > WINDOW) {
                arrays.remove(order.removeFirst());
            }
            return contents;
        }
    }
}
