package io.nqueens.assignments;

import io.nqueens.board.Encoding;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A crossover an exercise names (OX, PMX, single point), defined by its cut points: which cuts
 * it may draw and how likely each is, and the child each cut makes. From that the checks know
 * every child a correct operator can give two parents, with its exact probability, so they can
 * recover the operator's defining property and its cut law from the children alone, whatever
 * draws the student made to get there. Written here from the exercise texts, not taken from the
 * kit's operators, so the checks do not trust what they may be asked to replace.
 *
 * @param name how the rules name it, e.g. "OX"
 * @param encoding the genomes it crosses
 * @param kit the kit's own implementation, which an exercise forbids (left out of the student build when graded)
 * @param law how the exercise draws the cuts, as the messages say it
 * @param cuts every cut of a genome of a length, with its probability
 * @param child the child a cut makes
 * @param rule what the child must be, as the messages say it
 */
record CutCrossover(String name, Encoding encoding, String kit, String law, CutLaw cuts, ChildRule child,
        String rule) {

    /** The cuts of a genome of length L: segment [lo, hi) (for a single point, lo = hi = the cut). */
    @FunctionalInterface
    interface CutLaw {
        List<Cut> of(int length);
    }

    /** One cut and its probability. */
    record Cut(int lo, int hi, double p) {}

    /** The child made from {@code keep} (whose segment stays) and {@code other} with one cut. */
    @FunctionalInterface
    interface ChildRule {
        void make(int[] keep, int[] other, int lo, int hi, int[] child);
    }

    /** Ex3's OX: lo, hi from two nextInt(N + 1), sorted; the rest in the other parent's order from hi. */
    static CutCrossover orderCrossover() {
        return new CutCrossover("OX", Encoding.PERMUTATION, "OrderCrossover",
                "two cuts, each rng.nextInt(N + 1), sorted into lo <= hi", CutCrossover::twoUniformCuts,
                CutCrossover::ox, "parent 1's genes at positions lo to hi - 1 in place; the other places, from"
                        + " position hi on and wrapping round, parent 2's remaining genes in the order they come in"
                        + " parent 2 read from position hi");
    }

    /** PMX with two uniform cuts, or two distinct ones (never an empty segment). */
    static CutCrossover pmx(boolean distinct) {
        return new CutCrossover("PMX", Encoding.PERMUTATION, "Pmx", distinct
                ? "two distinct cuts, every segment [lo, hi) with lo < hi equally likely"
                : "two cuts, each rng.nextInt(N + 1), sorted into lo <= hi",
                distinct ? CutCrossover::twoDistinctCuts : CutCrossover::twoUniformCuts, CutCrossover::pmx,
                "parent 1's genes at positions lo to hi - 1 in place; elsewhere parent 2's gene, or, where that"
                        + " gene is already in the segment, the gene reached by following the segment's mapping");
    }

    /** Single-point crossover with the cut uniform in [low, L - highOffset]. */
    static CutCrossover singlePoint(int low, int highOffset) {
        String top = highOffset == 0 ? "N" : "N - " + highOffset;
        return new CutCrossover("single point", Encoding.INTEGER, "SinglePoint",
                "one cut, uniform in " + low + ".." + top, length -> {
                    int high = Math.max(low, length - highOffset);
                    List<Cut> out = new ArrayList<>();
                    for (int c = low; c <= high; c++) {
                        out.add(new Cut(c, c, 1.0 / (high - low + 1)));
                    }
                    return out;
                }, (keep, other, lo, hi, child) -> {
                    for (int i = 0; i < keep.length; i++) {
                        child[i] = i < lo ? keep[i] : other[i];
                    }
                }, "parent 1's genes before the cut, parent 2's from the cut on");
    }

    private static List<Cut> twoUniformCuts(int length) {
        List<Cut> out = new ArrayList<>();
        double pairs = (length + 1.0) * (length + 1.0);
        for (int lo = 0; lo <= length; lo++) {
            for (int hi = lo; hi <= length; hi++) {
                out.add(new Cut(lo, hi, (lo == hi ? 1 : 2) / pairs));
            }
        }
        return out;
    }

    private static List<Cut> twoDistinctCuts(int length) {
        List<Cut> out = new ArrayList<>();
        double segments = (length + 1.0) * length / 2;
        for (int lo = 0; lo < length; lo++) {
            for (int hi = lo + 1; hi <= length; hi++) {
                out.add(new Cut(lo, hi, 1 / segments));
            }
        }
        return out;
    }

    /** OX child: keep[lo..hi) in place, the rest in other's order read from hi, wrapping. */
    static void ox(int[] keep, int[] other, int lo, int hi, int[] child) {
        int n = keep.length;
        boolean[] kept = new boolean[n];
        for (int i = lo; i < hi; i++) {
            child[i] = keep[i];
            kept[keep[i]] = true;
        }
        int place = hi % n;
        for (int t = 0; t < n; t++) {
            int v = other[(hi + t) % n];
            if (!kept[v]) {
                child[place] = v;
                place = (place + 1) % n;
            }
        }
    }

    /** PMX child by the mapping chains: keep[lo..hi) in place, other's genes elsewhere, mapped. */
    static void pmx(int[] keep, int[] other, int lo, int hi, int[] child) {
        int n = keep.length;
        int[] inSegmentAt = new int[n]; // position + 1 of a value in keep's segment, 0 if outside
        for (int i = lo; i < hi; i++) {
            child[i] = keep[i];
            inSegmentAt[keep[i]] = i + 1;
        }
        for (int i = 0; i < n; i++) {
            if (i < lo || i >= hi) {
                int v = other[i];
                for (int steps = 0; inSegmentAt[v] != 0 && steps <= n; steps++) {
                    v = other[inSegmentAt[v] - 1];
                }
                child[i] = v;
            }
        }
    }

    /**
     * Every child 1 the operator can make from {@code p1} and {@code p2}, keyed by its genes, with
     * its probability and the cuts that make it, in the order of the cuts. O(cuts × L).
     */
    Map<String, Outcome> outcomes(int[] p1, int[] p2) {
        Map<String, Outcome> out = new LinkedHashMap<>();
        for (Cut c : cuts.of(p1.length)) {
            int[] made = new int[p1.length];
            child.make(p1, p2, c.lo(), c.hi(), made);
            out.computeIfAbsent(Arrays.toString(made), k -> new Outcome(made, new ArrayList<>())).cuts().add(c);
        }
        return out;
    }

    /** One child and the cuts that make it. */
    record Outcome(int[] child, List<Cut> cuts) {
        double p() {
            return cuts.stream().mapToDouble(Cut::p).sum();
        }

        /** "lo = 1, hi = 3" or "cut 3", and how many other cuts give the same child. */
        String shownCuts(boolean single) {
            Cut c = cuts.get(0);
            String first = single ? "cut " + c.lo() : "cuts lo = " + c.lo() + ", hi = " + c.hi();
            int more = cuts.size() - 1;
            return first + (more == 0 ? "" : " (or " + more + " other cut" + (more == 1 ? "" : "s") + ")");
        }
    }

    boolean single() {
        return name.equals("single point");
    }

    /**
     * Why {@code got}, child {@code k} of parents {@code keep} and {@code other}, is no child of
     * this operator, naming the closest cut and the part of the rule it breaks; null when it is
     * one. O(cuts × L).
     */
    String notAChild(int k, int[] keep, int[] other, int[] got) {
        int[] closest = null;
        Cut at = null;
        int fewest = Integer.MAX_VALUE;
        for (Cut c : cuts.of(keep.length)) {
            int[] want = new int[keep.length];
            child.make(keep, other, c.lo(), c.hi(), want);
            int wrong = 0;
            for (int i = 0; i < want.length; i++) {
                wrong += want[i] != got[i] ? 1 : 0;
            }
            if (wrong == 0) {
                return null;
            }
            if (wrong < fewest) {
                fewest = wrong;
                closest = want;
                at = c;
            }
        }
        String cut = single() ? "cut " + at.lo() : "cuts lo = " + at.lo() + ", hi = " + at.hi();
        return "child " + k + " " + Text.genes(got) + " is no " + name + " child of " + Text.genes(keep) + " and "
                + Text.genes(other) + " for any cuts; the closest, " + cut + ", gives " + Text.genes(closest)
                + " (" + name + " child " + k + ": " + rule + (k == 2 ? ", with the parents' roles swapped" : "")
                + ")";
    }
}
