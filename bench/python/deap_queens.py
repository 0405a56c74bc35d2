#!/usr/bin/env python3
"""DEAP's N-Queens GA as the kit's benchmark configures it (bench/.../DeapQueens.java), in DEAP.

Permutation genomes (queen i in column i, row genome[i]); attacking pairs minimised, counted with
diagonal tallies in O(N) as the kit counts them; tournament of 3; partially matched crossover
(cxPartialyMatched) with probability 0.5 per pair; shuffle-indexes mutation with probability 0.2
per child and 2/N per gene; DEAP's eaSimple loop (generational, no elitism); a fixed number of
generations, all run even after a solution appears.

Prints one JSON object per line: one per timed run, then a summary line ("summary": true) with
the medians. A run's time covers building the initial population and every generation, as the
kit's does; "first_solved_generation" is 0 for the initial population and null when no
generation held a solution; "evaluations" counts the individuals DEAP scored (every child that
crossover or mutation touched). Python's global random generator, seeded per run, drives DEAP.

    /usr/bin/python3 bench/python/deap_queens.py --seeds 30          # seeds 1..30, as the kit
    /usr/bin/python3 bench/python/deap_queens.py --seeds 3 --generations 20 --n 8

Exit codes: 0 done; 2 bad arguments; 3 DEAP is not installed (Debian: apt-get install python3-deap).
"""
import argparse
import json
import random
import statistics
import sys
import time

try:
    from deap import algorithms, base, creator, tools
except ImportError as missing:
    print(f"deap_queens: cannot import DEAP ({missing}); Debian: apt-get install python3-deap",
          file=sys.stderr)
    sys.exit(3)


def attacking_pairs(genome):
    """Pairs of queens on a shared diagonal (a permutation shares no row), as a DEAP fitness tuple."""
    n = len(genome)
    falling = [0] * (2 * n - 1)
    rising = [0] * (2 * n - 1)
    for column, row in enumerate(genome):
        falling[row - column + n - 1] += 1
        rising[row + column] += 1
    pairs = sum(k * (k - 1) // 2 for k in falling) + sum(k * (k - 1) // 2 for k in rising)
    return (pairs,)


def make_toolbox(n, tournament):
    # creator classes are module-wide; create them once even if this is called again.
    if not hasattr(creator, "QueensFitness"):
        creator.create("QueensFitness", base.Fitness, weights=(-1.0,))
        creator.create("QueensBoard", list, fitness=creator.QueensFitness)
    toolbox = base.Toolbox()
    toolbox.register("rows", random.sample, range(n), n)
    toolbox.register("individual", tools.initIterate, creator.QueensBoard, toolbox.rows)
    toolbox.register("population", tools.initRepeat, list, toolbox.individual)
    toolbox.register("evaluate", attacking_pairs)
    toolbox.register("mate", tools.cxPartialyMatched)
    toolbox.register("mutate", tools.mutShuffleIndexes, indpb=2.0 / n)
    toolbox.register("select", tools.selTournament, tournsize=tournament)
    return toolbox


def one_run(toolbox, args, seed):
    random.seed(seed)
    recorder = tools.Statistics(key=lambda board: board.fitness.values[0])
    recorder.register("best", min)
    cpu0 = time.thread_time()
    wall0 = time.perf_counter()
    population = toolbox.population(n=args.population)
    population, logbook = algorithms.eaSimple(population, toolbox, cxpb=args.cxpb, mutpb=args.mutpb,
                                              ngen=args.generations, stats=recorder, verbose=False)
    wall = time.perf_counter() - wall0
    cpu = time.thread_time() - cpu0
    best = logbook.select("best")
    first = next((g for g, b in zip(logbook.select("gen"), best) if b == 0), None)
    return {
        "seed": seed,
        "ms_per_generation": 1000 * wall / args.generations,
        "cpu_ms_per_generation": 1000 * cpu / args.generations,
        "solved": first is not None,
        "first_solved_generation": first,
        "evaluations": sum(logbook.select("nevals")),
        "best": min(best),
    }


def summary(args, runs):
    solved = [r["first_solved_generation"] for r in runs if r["solved"]]
    return {
        "summary": True,
        "deap_version": getattr(sys.modules["deap"], "__version__", "?"),
        "python": sys.version.split()[0],
        "n": args.n, "population": args.population, "generations": args.generations,
        "cxpb": args.cxpb, "mutpb": args.mutpb, "indpb": 2.0 / args.n, "tournament": args.tournament,
        "seeds": len(runs),
        "median_ms_per_generation": statistics.median(r["ms_per_generation"] for r in runs),
        "median_cpu_ms_per_generation": statistics.median(r["cpu_ms_per_generation"] for r in runs),
        "solved": len(solved),
        "median_first_solved_generation": statistics.median(solved) if solved else None,
        "median_evaluations_per_generation": statistics.median(r["evaluations"] / args.generations
                                                                for r in runs),
    }


def arguments(argv):
    p = argparse.ArgumentParser(description="DEAP's N-Queens GA, timed per run (JSON lines).")
    p.add_argument("--n", type=int, default=20, help="board size (default 20)")
    p.add_argument("--population", type=int, default=300, help="individuals (default 300)")
    p.add_argument("--generations", type=int, default=100, help="generations per run (default 100)")
    p.add_argument("--cxpb", type=float, default=0.5, help="crossover probability per pair (0.5)")
    p.add_argument("--mutpb", type=float, default=0.2, help="mutation probability per child (0.2)")
    p.add_argument("--tournament", type=int, default=3, help="tournament size (3)")
    p.add_argument("--seeds", type=int, default=30, help="timed runs, seeds first..first+seeds-1 (30)")
    p.add_argument("--first-seed", type=int, default=1, help="first seed (1, as the kit's benchmark)")
    p.add_argument("--warmup", type=int, default=1, help="untimed runs first, on seeds -1, -2, ... (1)")
    args = p.parse_args(argv)
    checks = [("n", args.n >= 4), ("population", args.population >= 2),
              ("generations", args.generations >= 1), ("seeds", args.seeds >= 1),
              ("warmup", args.warmup >= 0), ("tournament", args.tournament >= 1),
              ("cxpb", 0 <= args.cxpb <= 1), ("mutpb", 0 <= args.mutpb <= 1)]
    for name, ok in checks:
        if not ok:
            p.error(f"--{name} out of range: {getattr(args, name)}")
    return args


def main(argv):
    args = arguments(argv)
    toolbox = make_toolbox(args.n, args.tournament)
    for w in range(1, args.warmup + 1):
        one_run(toolbox, args, -w)
    runs = []
    for seed in range(args.first_seed, args.first_seed + args.seeds):
        runs.append(one_run(toolbox, args, seed))
        print(json.dumps(runs[-1]), flush=True)
    print(json.dumps(summary(args, runs)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
