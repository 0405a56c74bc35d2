/**
 * Course assignments: checks that grade a student's fitness, operators or whole GA and explain
 * what is wrong with the smallest counterexample found. Each check returns a {@link
 * io.nqueens.assignments.Report}, which prints as a short checklist in a notebook cell; code reads
 * its points and messages directly, and the grader ({@code ./kit grade}) computes it in a judge
 * JVM of its own ({@code io.nqueens.judge}) and reads its machine-readable record ({@link io.nqueens.assignments.Report#toJson()}), never the checklist.
 *
 * <pre>{@code
 * Crossover myOx = Crossover.named("my OX", (p1, p2, c1, c2, rng) -> { ... });
 * System.out.println(CrossoverCheck.orderCrossover().check(myOx));
 * // Check crossover "my OX" (OX, PERMUTATION): 7/11 points
 * //   PASS  1/1  makes new children
 * //   ...
 * //   FAIL  0/2  children follow the OX rule
 * //              child 1 [0, 2, 1] is no OX child of [0, 1, 2] and [2, 0, 1] for any cuts; ...
 *
 * FitnessCheck.attackingPairs().check(myFitness);          // against the kit's reference
 * MutationCheck.perGeneReset(0.2).check(myReset);         // share, independence, uniform moves
 * SelectionCheck.tournament(3).check(myTournament);       // frequencies within a 1-in-10,000 bound
 * GaCheck.of(32, 27, 8_000).check(() -> myBuilder);       // 27 of 30 seeds within the budget
 * }</pre>
 *
 * <p>Nothing for nothing: each check has a gate, the rule that the answer does the asked thing at
 * all (makes new children, changes genomes, selects by fitness, tells solutions from attacked
 * boards, builds an engine); when it fails the whole check scores 0 and says why. The checks that
 * name what an exercise asks for end with a line of no points saying that calling the kit's own
 * implementation of it scores 0 when graded: the grader leaves those classes out of the class path
 * of the student's kernel, so a call fails to compile or link ({@code allowingTheKitsOwn()} leaves
 * the line out, to check the kit itself).
 *
 * Every check is seeded (same code, same report), bounded in time (student code that loops is
 * stopped at the check's time limit) and catches what student code throws, naming the plug-in
 * by its {@code name()}. An exercise stub throws {@link io.nqueens.assignments.NotWrittenYet};
 * every check reports it as "not written yet". The package sits above the rest of the kit and
 * nothing in the kit imports it.
 */
package io.nqueens.assignments;
