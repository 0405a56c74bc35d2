package io.nqueens.testing;

import io.nqueens.engine.Population;
import io.nqueens.engine.Replacement;
import io.nqueens.fitness.Direction;
import io.nqueens.fitness.Fitness;

/** Plug-ins that break their contract in one way each, for the tests of the engine's checks. */
public final class BrokenPlugins {
    private BrokenPlugins() {}

    /** {@return a fitness whose direction() is null, named {@code name} (null: unnamed)} */
    public static Fitness withoutDirection(String name) {
        return new Fitness() {
            @Override
            public double evaluate(int[] genes, int n) {
                return 0;
            }

            @Override
            public Direction direction() {
                return null;
            }

            @Override
            public double optimum(int n) {
                return 0;
            }

            @Override
            public String name() {
                return name != null ? name : Fitness.super.name();
            }
        };
    }

    /** {@return a replacement that asks for -1 offspring, printed as {@code name}} */
    public static Replacement negativeOffspring(String name) {
        return new Replacement() {
            @Override
            public int offspringCount(int mu) {
                return -1;
            }

            @Override
            public void replace(Population parents, Population offspring, Population next) {
            }

            @Override
            public String toString() {
                return name;
            }
        };
    }
}
