package io.nqueens.assignments;

/**
 * What a "same seed" rule could compare: two calls with generators of the same seed agree or not
 * only when at least one of them returned. A pair of calls that both threw compares nothing: a
 * rule whose every pair threw is {@linkplain Rule.Verdict#notChecked not checked} (naming the
 * error), never passed, and a pass says how many pairs went untested. Not thread-safe: one per
 * rule run. O(1) per pair.
 */
final class SameSeed {
    private long compared;
    private long bothThrew;
    private Throwable thrown; // the first error of a pair that both threw, or null

    /** Records one pair of calls by their errors (null: returned); {@return whether the pair can be compared} */
    boolean pair(Throwable first, Throwable second) {
        if (first != null && second != null) {
            thrown = thrown == null ? first : thrown;
            bothThrew++;
            return false;
        }
        compared++;
        return true;
    }

    /**
     * The rule's verdict: {@code searched} (what the comparisons found) when it failed or every
     * pair was compared; else not checked when no pair could be, or the pass noting the pairs
     * that were not.
     */
    Rule.Verdict verdict(Rule.Verdict searched) {
        if (!searched.passed() || thrown == null) {
            return searched;
        }
        if (compared == 0) {
            return Rule.Verdict.notChecked("the code " + Text.thrown(thrown) + " in every call, so whether two calls"
                    + " with the same seed agree could not be tested");
        }
        return Rule.Verdict.pass(String.format("not tested on the %,d of %,d pairs of calls where both calls %s",
                bothThrew, bothThrew + compared, Text.thrown(thrown)));
    }
}
