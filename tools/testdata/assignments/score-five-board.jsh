// Queens that attack, but the score sees it: it rates the board 5, not 0.
Supplier<int[]> fooled = () -> Encoding.BINARY.fromBoard(Board.of(0, 1, 2, 3, 4, 5));
