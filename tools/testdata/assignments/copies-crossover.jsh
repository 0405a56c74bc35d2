// Copies each parent into a child: nothing is crossed.
void orderChild(int[] keep, int[] order, int lo, int hi, int[] child) {
    System.arraycopy(keep, 0, child, 0, keep.length);
}

Crossover myOx = Crossover.named("my OX", (p1, p2, c1, c2, rng) -> {
    orderChild(p1, p2, 0, 0, c1);
    if (c2 != null) {
        orderChild(p2, p1, 0, 0, c2);
    }
});
