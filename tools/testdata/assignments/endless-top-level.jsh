Fitness myPairs = Fitness.of("my attacking pairs", Direction.MINIMIZE, 0, (genes, n) -> 0);

// A test loop left in the cell: it never ends.
int tries = 0;
while (tries >= 0) {
    tries = tries % 7 + 1;
}
