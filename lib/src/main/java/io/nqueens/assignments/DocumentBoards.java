package io.nqueens.assignments;

import io.nqueens.board.Board;
import io.nqueens.board.Encoding;

import java.util.ArrayList;
import java.util.List;

/**
 * The eight-queen boards the source documents show (and two boards the kit's notebooks use to
 * explain them), which every fitness check scores first: a student who gets these wrong reads
 * a board from the document in the message.
 */
final class DocumentBoards {
    private DocumentBoards() {}

    /**
     * A labelled board.
     *
     * @param label where it comes from, e.g. "document 001's board b1"
     * @param board the board, one queen per column
     */
    record Example(String label, Board board) {}

    /** The boards, in the documents' order. */
    static List<Example> all() {
        return List.of(
                new Example("document 001's board b1", Board.ofOneBased(3, 2, 7, 4, 8, 5, 5, 2)),
                new Example("document 001's board b2", Board.ofOneBased(3, 2, 7, 5, 2, 1, 2, 4)),
                new Example("document 001's board b3", Board.ofOneBased(2, 4, 7, 5, 2, 4, 1, 1)),
                new Example("document 001's opening solution", Board.ofOneBased(3, 1, 7, 5, 8, 2, 4, 6)),
                new Example("document 001's solution at iteration 33", Board.ofOneBased(4, 8, 5, 3, 1, 7, 2, 6)),
                new Example("document 002's score-0 board (notebook 03)", Board.of(0, 6, 2, 5, 1, 4, 7, 3)),
                new Example("document 004's example chromosome", Board.of(2, 7, 3, 0, 5, 1, 4, 6)),
                new Example("all eight queens on row 0", Board.of(0, 0, 0, 0, 0, 0, 0, 0)));
    }

    /**
     * The boards that are genomes of {@code encoding} (a permutation or one-hot-rows genome needs
     * one queen per row), as genomes.
     */
    static List<Labelled> genomes(Encoding encoding) {
        List<Labelled> out = new ArrayList<>();
        for (Example e : all()) {
            int[] rows = e.board().toArray();
            if ((encoding == Encoding.PERMUTATION || encoding == Encoding.ONE_HOT_ROWS)
                    && Encoding.PERMUTATION.invalidReason(rows, rows.length) != null) {
                continue;
            }
            out.add(new Labelled(e.label(), rows.length, encoding.fromBoard(e.board())));
        }
        return out;
    }

    /**
     * A genome with its label.
     *
     * @param label where the board comes from
     * @param n the board size
     * @param genes the genome
     */
    record Labelled(String label, int n, int[] genes) {}
}
