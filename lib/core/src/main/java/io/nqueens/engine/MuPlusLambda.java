package io.nqueens.engine;

/** (μ+λ) survival: parents and offspring compete, the best μ survive. O((μ+λ) log(μ+λ) + μ·L). */
final class MuPlusLambda implements Replacement {
    private final int lambda;

    MuPlusLambda(int lambda) {
        this.lambda = lambda;
    }

    @Override
    public int offspringCount(int mu) {
        return lambda;
    }

    @Override
    public void replace(Population parents, Population offspring, Population next) {
        int[] po = parents.order();
        int[] oo = offspring.order();
        int i = 0;
        int j = 0;
        // Merge the two best-first orders; parents win ties so the survivors are stable.
        for (int k = 0; k < next.size(); k++) {
            boolean takeChild = j < oo.length && (i >= po.length
                    || parents.direction().isBetter(offspring.fitness(oo[j]), parents.fitness(po[i])));
            if (takeChild) {
                Replacement.move(offspring, oo[j++], next, k);
            } else {
                Replacement.copy(parents, po[i++], next, k);
            }
        }
    }

    @Override
    public String toString() {
        return "muPlusLambda(" + lambda + ")";
    }
}
