/**
 * Course assignments: checks that grade a student's fitness, operators or whole GA and explain
 * what is wrong with the smallest counterexample found. Each check returns a {@link
 * io.nqueens.assignments.Report}, which prints as a short checklist in a notebook cell and which
 * the grader ({@code ./kit grade}) parses; code reads its points and messages directly.
 *
 * <pre>{@code
 * Crossover myOx = Crossover.named("my OX", (p1, p2, c1, c2, rng) -> { ... });
 * System.out.println(CrossoverCheck.of(Encoding.PERMUTATION).check(myOx));
 * // Check crossover "my OX" (PERMUTATION): 4/6 points
 * //   PASS  1/1  no exception on valid parents
 * //   FAIL  0/2  children are permutations
 * //              child 2 holds row 1 twice (genes 0 and 1): parents [0, 1, 2] and [2, 1, 0] gave ...
 *
 * FitnessCheck.attackingPairs().check(myFitness);          // against the kit's reference
 * MutationCheck.of(Encoding.INTEGER).changesEachGeneWithProbability(0.2).check(myReset);
 * SelectionCheck.tournament(3).check(myTournament);       // frequencies within a 1-in-10,000 bound
 * GaCheck.of(32, 27, 20_000).check(() -> myBuilder);      // 27 of 30 seeds within the budget
 * }</pre>
 *
 * Every check is seeded (same code, same report), bounded in time (student code that loops is
 * stopped at the check's time limit) and catches what student code throws, naming the plug-in
 * by its {@code name()}. An exercise stub throws {@link io.nqueens.assignments.NotWrittenYet};
 * every check reports it as "not written yet". The package sits above the rest of the kit and
 * nothing in the kit imports it.
 */
package io.nqueens.assignments;
