// A real solution: the score rates it 0, but no queens attack.
Supplier<int[]> fooled = () -> Encoding.BINARY.fromBoard(Board.of(1, 3, 5, 0, 2, 4));
