/**
 * Fitness functions: the scores that selection compares. {@link io.nqueens.fitness.Fitness} scores
 * a genome of board size N in a {@link io.nqueens.fitness.Direction}, with an optimum that every
 * solution reaches; the implementations are the source documents' formulas,
 * {@link io.nqueens.fitness.AttackingPairs} (004, minimised to 0),
 * {@link io.nqueens.fitness.NonAttackingPairs} (001's {@code 28 - attacking pairs}),
 * {@link io.nqueens.fitness.HalvedCostFitness} (000), {@link io.nqueens.fitness.AdjacentRowScore}
 * (002's flawed score) and {@link io.nqueens.fitness.ThreatFitness} (003's {@code N² - threats}).
 * The counters behind them are {@link io.nqueens.board.Conflicts} (O(N) for one queen per column,
 * with O(N²) references) and {@link io.nqueens.board.LineCounts} (line tallies of a board holding
 * any number of queens). The engine scores each new genome once and, since a flawed score can reach
 * its optimum on a board that is not a solution, confirms every candidate with the encoding's
 * attacking-pair count before calling a run solved; the selectors of
 * {@link io.nqueens.operators.selection} read only the scores and their direction.
 */
package io.nqueens.fitness;
