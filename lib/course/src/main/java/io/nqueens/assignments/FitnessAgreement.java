package io.nqueens.assignments;

/**
 * How the student's fitness agreed with the reference on the documents' boards and the cases.
 *
 * @param right the boards it scored as the reference does
 * @param boards the boards scored
 * @param failure the message of the counting rules (the smallest disagreement), or null when none
 */
record FitnessAgreement(long right, long boards, String failure) {
    Rule.Verdict atLeast(double share, String shown) {
        String measured = String.format("right on %,d of %,d boards (%.1f%%)", right, boards, 100.0 * right / boards);
        return right >= share * boards ? Rule.Verdict.pass(failure == null ? "" : measured)
                : Rule.Verdict.fail(measured + "; these points need " + shown + " of them right (the boards it"
                        + " gets wrong: see \"on every board\")");
    }

    Rule.Verdict every() {
        return Rule.Verdict.failIf(failure);
    }
}

