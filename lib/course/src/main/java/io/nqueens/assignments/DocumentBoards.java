package io.nqueens.assignments;

import io.nqueens.board.Board;
import io.nqueens.board.Encoding;

import java.util.ArrayList;
import java.util.Arrays;
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
                doc001("board b1", 3, 2, 7, 4, 8, 5, 5, 2),
                doc001("board b2", 3, 2, 7, 5, 2, 1, 2, 4),
                doc001("board b3", 2, 4, 7, 5, 2, 4, 1, 1),
                doc001("opening solution", 3, 1, 7, 5, 8, 2, 4, 6),
                doc001("solution at iteration 33", 4, 8, 5, 3, 1, 7, 2, 6),
                new Example("document 002's score-0 board (notebook 03)", Board.of(0, 6, 2, 5, 1, 4, 7, 3)),
                new Example("document 004's example chromosome", Board.of(2, 7, 3, 0, 5, 1, 4, 6)),
                new Example("all eight queens on row 0", Board.of(0, 0, 0, 0, 0, 0, 0, 0)));
    }

    /**
     * One of document 001's boards, labelled as the feedback names it: the document writes rows 1
     * to 8, the genome the student's code is handed (shown after the label) rows 0 to 7, so the
     * label quotes the document's form, as the exercise's text does, to tie the two together.
     */
    private static Example doc001(String what, int... oneBasedRows) {
        return new Example("document 001's " + what + " (rows 1 to 8 there: " + Arrays.toString(oneBasedRows) + ")",
                Board.ofOneBased(oneBasedRows));
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
