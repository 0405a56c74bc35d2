package io.nqueens.judge;

import io.nqueens.grading.wire.Wire;

import java.util.random.RandomGenerator;

/**
 * One draw the student's code asked for, made from the check's own generator: the method and its
 * arguments as they came over the wire, the number as 64 bits (a double's raw bits). A method
 * the wire does not know breaks the protocol.
 */
final class Draw {
    private Draw() {}

    static long answer(RandomGenerator rng, byte method, long a, long b) throws Wire.BadFrame {
        double x = Double.longBitsToDouble(a);
        double y = Double.longBitsToDouble(b);
        return switch (method) {
            case Wire.NEXT_LONG -> rng.nextLong();
            case Wire.NEXT_LONG_BOUND -> rng.nextLong(a);
            case Wire.NEXT_LONG_RANGE -> rng.nextLong(a, b);
            case Wire.NEXT_INT -> rng.nextInt();
            case Wire.NEXT_INT_BOUND -> rng.nextInt(narrow(a));
            case Wire.NEXT_INT_RANGE -> rng.nextInt(narrow(a), narrow(b));
            case Wire.NEXT_DOUBLE -> Double.doubleToRawLongBits(rng.nextDouble());
            case Wire.NEXT_DOUBLE_BOUND -> Double.doubleToRawLongBits(rng.nextDouble(x));
            case Wire.NEXT_DOUBLE_RANGE -> Double.doubleToRawLongBits(rng.nextDouble(x, y));
            case Wire.NEXT_BOOLEAN -> rng.nextBoolean() ? 1 : 0;
            case Wire.NEXT_FLOAT -> Double.doubleToRawLongBits(rng.nextFloat());
            case Wire.NEXT_GAUSSIAN -> Double.doubleToRawLongBits(rng.nextGaussian());
            default -> throw new Wire.BadFrame("no draw method " + method);
        };
    }

    private static int narrow(long v) throws Wire.BadFrame {
        if (v != (int) v) {
            throw new Wire.BadFrame("an int argument out of range: " + v);
        }
        return (int) v;
    }
}
