package io.nqueens.bench;

import io.nqueens.tuning.Race;
import io.nqueens.tuning.RaceSpec;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * tools/irace/race-conditional.json is section 6's race on its conditional space, setting for
 * setting (space, board sizes, seeds, budget, evaluation cap, race seed; the held-out seeds of a
 * full run), so that `./kit tune` on it races as the benchmark does.
 */
class RaceConditionalSpecTest {

    @Test
    void theCommittedSpecIsSection6sRaceOnTheConditionalSpace() {
        Race bench = Race.over(RacingSpaces.large()).boardSizes(RacingSpaces.LARGE_SIZES.toArray(Integer[]::new))
                .trainingSeeds(1_000, 1_000).heldOutSeeds(5_000, 40).budget(2_880 / 4)
                .maxEvaluations(RacingSpaces.LARGE_MAX_EVALUATIONS).seed(1);
        Race committed = RaceSpec.read(Path.of("..", "tools", "irace", "race-conditional.json"));
        assertEquals(RaceSpec.write(bench), RaceSpec.write(committed));
    }
}
