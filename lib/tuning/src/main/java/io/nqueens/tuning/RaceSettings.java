package io.nqueens.tuning;

import java.util.List;

/**
 * What an export of a race reads beyond the race's builder: its run budget, its tests' schedule
 * (the first test after {@code firstTest} blocks, then one every {@code eachTest}), its level
 * {@code alpha}, its seed, its space and its training instances in the race's order. The irace
 * export ({@code io.nqueens.tuning.irace}, in the command line's module) writes its scenario
 * from it.
 *
 * @param budget the number of runs the race may spend
 * @param firstTest the blocks before the first test
 * @param eachTest the blocks between two tests
 * @param alpha the level of the tests
 * @param seed the race's seed
 * @param space the settings the race chooses among
 * @param trainingInstances the training instances, in the order the race runs them
 */
public record RaceSettings(int budget, int firstTest, int eachTest, double alpha, long seed, Space space,
        List<Instance> trainingInstances) {
    /**
     * {@return the settings of {@code race}}
     *
     * @param race a race
     */
    public static RaceSettings of(Race race) {
        return new RaceSettings(race.budget, race.firstTest, race.eachTest, race.alpha, race.seed, race.space,
                race.trainingInstances());
    }
}
