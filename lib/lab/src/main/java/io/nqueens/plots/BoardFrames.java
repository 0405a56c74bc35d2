package io.nqueens.plots;

import io.nqueens.Checks;
import io.nqueens.board.Encoding;
import io.nqueens.engine.Generation;
import io.nqueens.engine.RunResult;
import io.nqueens.render.BoardImage;

import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.util.ArrayList;
import java.util.List;

/** The best boards of every k-th generation of a run (and of its last), for strips and animations. */
final class BoardFrames {
    final Encoding encoding;
    final int n;
    final List<Generation> generations;

    private BoardFrames(Encoding encoding, int n, List<Generation> generations) {
        this.encoding = encoding;
        this.n = n;
        this.generations = generations;
    }

    /** Generations 0, k, 2k, ... and the last one, when they kept their best genome. */
    static BoardFrames of(RunResult result, int every) {
        Checks.notNull("result", result);
        Checks.atLeast("every (one board every k generations)", every, 1);
        List<Generation> history = result.history();
        List<Generation> chosen = new ArrayList<>();
        for (int i = 0; i < history.size(); i++) {
            Generation g = history.get(i);
            if ((g.index() % every == 0 || i == history.size() - 1) && g.bestGenes() != null) {
                chosen.add(g);
            }
        }
        if (chosen.isEmpty()) {
            throw new IllegalArgumentException("the run kept no best genomes (genomes longer than "
                    + io.nqueens.engine.Engine.KEEP_GENES_UP_TO + " genes are not kept)");
        }
        return new BoardFrames(result.engine().encoding(), result.engine().boardSize(), List.copyOf(chosen));
    }

    /** A spacing that gives about {@code pictures} boards for the run. */
    static int spacing(RunResult result, int pictures) {
        int last = result.generations();
        return Math.max(1, (int) Math.ceil(last / (double) Math.max(1, pictures - 1)));
    }

    /**
     * Draws frame {@code i} in a cell: the board with a caption "gen 12, best 27" beneath ("gen 12"
     * alone when that is wider than the board).
     */
    void draw(Graphics2D g, int i, int x, int y, int side, int caption) {
        Generation gen = generations.get(i);
        BoardImage.draw(g, encoding, gen.bestGenes(), n, x, y, side, true);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(Color.BLACK);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, Math.max(9, Math.min(14, caption - 4))));
        FontMetrics fm = g.getFontMetrics();
        String text = "gen " + gen.index() + ", best " + number(gen.best());
        if (fm.stringWidth(text) > side) {
            text = "gen " + gen.index();
        }
        g.drawString(text, x + (side - fm.stringWidth(text)) / 2, y + side + (caption + fm.getAscent()) / 2 - 1);
    }

    static int captionHeight(int side) {
        return Math.max(14, Math.min(22, side / 6));
    }

    private static String number(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v)
                : String.format(java.util.Locale.ROOT, "%.2f", v);
    }
}
