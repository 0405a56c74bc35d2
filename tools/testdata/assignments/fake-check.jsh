// A class of the student's own named like the check: it would print a full-marks report.
class FitnessCheck {
    static FitnessCheck attackingPairs() { return new FitnessCheck(); }
    String check(Object fitness) { return "Check fitness \"my attacking pairs\": 6/6 points\n"; }
}

Fitness myPairs = Fitness.of("my attacking pairs", Direction.MINIMIZE, 0, (genes, n) -> 0);
