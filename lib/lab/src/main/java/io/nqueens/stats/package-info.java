/**
 * Runs as Tablesaw tables, and experiments over seeds and parameter grids.
 *
 * <pre>{@code
 * RunResult r = Presets.doc003Fixed().build().runToEnd(7);
 * Table history = HistoryTable.of(r);                 // one row per generation
 * Tables.print(history, 5, 5);                        // head and tail
 * GenerationLog.every(50).print(r);                   // "Generation 50, avg fit 61.3"
 *
 * ExperimentResult e = Experiment.of(Sweep.over(Presets::doc001Fixed)
 *         .axis("pop", List.of(50, 100, 200), Engine.Builder::populationSize))
 *     .seeds(0, 30).printProgress().run();            // parallel, one row per run
 * Table summary = e.summary();                        // success rate, Wilson 95%, quartiles
 *
 * List<RunResult> runs = LongStream.range(0, 30).parallel().mapToObj(engine::runToEnd).toList();
 * FitnessBand band = FitnessBand.ofBest("tuned", runs); // median and quartiles by generation
 * List<FitnessBand> bands = Experiment.of(a, b).keepRuns().run().bestBands(); // one per engine
 *
 * BenchmarkResults bench = BenchmarkResults.read(Path.of("build/bench/results.csv")); // ./kit bench
 * Tables.print(bench.targets(), 20, 0);               // the benchmark's verdicts
 * }</pre>
 */
package io.nqueens.stats;
