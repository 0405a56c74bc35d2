package io.nqueens.assignments;

import io.nqueens.Checks;
import io.nqueens.board.Encoding;
import io.nqueens.fitness.Fitness;

import java.util.List;
import java.util.function.Supplier;

/**
 * Checks a counterexample to a flawed score: a board the score rates perfect although queens
 * attack each other, e.g. {@code FlawCheck.of("document 002's score", AdjacentRowScore.of(),
 * Encoding.BINARY, 6).check(myBoard)}. Four rules (3 points): the genome is one of the encoding
 * for N queens (0, the gate: without a genome nothing else is checked); the score gives it its
 * optimum (1); at least one pair of queens attacks (1); and both at once, the asked thing (1), a
 * gate too: a board that is only half a counterexample (a real solution, or a board the score sees
 * through, such as the notebook's demonstration boards) earns nothing. O(N²); the check stops at
 * its time limit (20 s).
 */
public final class FlawCheck {
    private final String scoreName;
    private final Fitness score;
    private final Encoding encoding;
    private final int n;

    private FlawCheck(String scoreName, Fitness score, Encoding encoding, int n) {
        this.scoreName = Checks.notBlank("score name", scoreName);
        this.score = Checks.notNull("score", score);
        this.encoding = Checks.notNull("encoding", encoding);
        this.n = encoding.checkBoardSize(n);
    }

    /**
     * A check of counterexamples to {@code score} on N-queen genomes of {@code encoding}.
     *
     * @param scoreName how the report names the score, not blank
     * @param score the flawed score, not null
     * @param encoding the genome's encoding, not null
     * @param n the board size asked for, in the encoding's range
     * @return the check
     * @throws IllegalArgumentException naming the parameter at fault
     */
    public static FlawCheck of(String scoreName, Fitness score, Encoding encoding, int n) {
        return new FlawCheck(scoreName, score, encoding, n);
    }

    /**
     * Checks the genome a supplier gives (the form an exercise cell uses, so that its stub can
     * throw {@link NotWrittenYet}).
     *
     * @param genome supplies the counterexample, not null
     * @return the report (3 points)
     */
    public Report check(Supplier<int[]> genome) {
        Checks.notNull("genome", genome);
        int[][] given = new int[1][];
        String optimum = Text.number(score.optimum(n));
        return CheckRunner.run("counterexample to", () -> scoreName, encoding + ", N = " + n, CheckRunner.DEFAULT_LIMIT,
                List.of(Rule.gate("a genome of " + n + " queens", 0, () -> genome(genome, given)),
                        new Rule("the score rates it " + optimum, 1, () -> rated(given[0], optimum)),
                        new Rule("queens attack each other", 1, () -> attacked(given[0])),
                        Rule.gate("it fools the score", 1, () -> fools(given[0], optimum))));
    }

    private Rule.Verdict fools(int[] genes, String optimum) {
        boolean rated = rated(genes, optimum).passed();
        boolean attacked = attacked(genes).passed();
        return rated && attacked ? Rule.Verdict.pass() : Rule.Verdict.fail("a counterexample needs both: a score of "
                + optimum + " and queens that attack each other; this board " + (rated ? "has no attack"
                        : attacked ? "does not score " + optimum : "has neither")
                + ", and half a counterexample scores 0");
    }

    private Rule.Verdict genome(Supplier<int[]> genome, int[][] given) {
        int[][] made = new int[1][];
        Throwable error = Calls.attempt(() -> made[0] = genome.get());
        if (error != null) {
            return Rule.Verdict.fail("making the genome " + Text.thrown(error));
        }
        String violation = Genomes.violation(encoding, made[0], n);
        if (violation != null) {
            return Rule.Verdict.fail("the genome " + Text.genes(made[0]) + " " + violation);
        }
        given[0] = made[0].clone();
        return Rule.Verdict.pass();
    }

    private Rule.Verdict rated(int[] genes, String optimum) {
        if (genes == null) {
            return Rule.Verdict.notChecked("there is no genome");
        }
        double value = score.evaluate(genes.clone(), n);
        return value == score.optimum(n) ? Rule.Verdict.pass()
                : Rule.Verdict.fail(scoreName + " rates it " + Text.number(value) + ", not " + optimum);
    }

    private Rule.Verdict attacked(int[] genes) {
        if (genes == null) {
            return Rule.Verdict.notChecked("there is no genome");
        }
        long pairs = encoding.attackingPairs(genes, n);
        return pairs > 0 ? Rule.Verdict.pass(pairs + " attacking pair" + (pairs == 1 ? "" : "s"))
                : Rule.Verdict.fail("no two queens attack each other: it is a real solution, which every score rates"
                        + " perfect");
    }
}
