package io.nqueens.experiment;

import java.nio.file.Path;
import java.time.Duration;
import java.util.function.Consumer;

/**
 * How an {@link Experiment} runs, apart from what it runs: threads, time budget, listener, whether
 * it keeps whole runs, the folder it saves to (or null) and which shard of the runs it does.
 */
record Options(int threads, Duration timeBudget, Consumer<Progress> onSettingDone, boolean keepRuns, Path folder,
        int shardIndex, int shardCount) {

    static Options defaults() {
        return new Options(Runtime.getRuntime().availableProcessors(), null, null, false, null, 0, 1);
    }

    Options threads(int t) {
        return new Options(t, timeBudget, onSettingDone, keepRuns, folder, shardIndex, shardCount);
    }

    Options timeBudget(Duration d) {
        return new Options(threads, d, onSettingDone, keepRuns, folder, shardIndex, shardCount);
    }

    Options onSettingDone(Consumer<Progress> l) {
        return new Options(threads, timeBudget, l, keepRuns, folder, shardIndex, shardCount);
    }

    Options keepingRuns() {
        return new Options(threads, timeBudget, onSettingDone, true, folder, shardIndex, shardCount);
    }

    Options folder(Path f) {
        return new Options(threads, timeBudget, onSettingDone, keepRuns, f, shardIndex, shardCount);
    }

    Options shard(int index, int count) {
        return new Options(threads, timeBudget, onSettingDone, keepRuns, folder, index, count);
    }

    /** Whether run number {@code task} (in table order) belongs to this shard: task mod count = index. */
    boolean inShard(int task) {
        return task % shardCount == shardIndex;
    }
}
