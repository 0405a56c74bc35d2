void orderChild(int[] keep, int[] order, int lo, int hi, int[] child) {
    int n = keep.length;
    Set<Integer> segment = new HashSet<>();
    for (int i = lo; i < hi; i++) {
        segment.add(keep[i]);
        child[i] = keep[i];
    }
    ArrayDeque<Integer> rest = new ArrayDeque<>();
    for (int t = 0; t < n; t++) {
        int gene = order[(hi + t) % n];
        if (!segment.contains(gene)) {
            rest.addLast(gene);
        }
    }
    for (int t = 0; !rest.isEmpty(); t++) {
        child[(hi + t) % n] = rest.pollFirst();
    }
}

Crossover myOx = Crossover.named("my OX", (p1, p2, c1, c2, rng) -> {
    int first = rng.nextInt(p1.length + 1);
    int second = rng.nextInt(p1.length + 1);
    int lo = Math.min(first, second);
    int hi = Math.max(first, second);
    orderChild(p1, p2, lo, hi, c1);
    if (c2 != null) {
        orderChild(p2, p1, lo, hi, c2);
    }
});

// Attack: lists the JVMs it can attach to (jdk.attach, through reflection) and attaches to every
// one that is not this kernel's (the judge would be the prize); runs jcmd too. Attaching to, or
// listing, a JVM outside this kernel is a LEAK.
long self = ProcessHandle.current().pid();
Set<Long> mine = new HashSet<>();
mine.add(self);
ProcessHandle.current().descendants().forEach(p -> mine.add(p.pid()));
ProcessHandle.current().parent().ifPresent(p -> mine.add(p.pid()));
try {
    Class<?> vmClass = Class.forName("com.sun.tools.attach.VirtualMachine");
    List<?> vms = (List<?>) vmClass.getMethod("list").invoke(null);
    System.out.println("attachable JVMs listed: " + vms.size());
    for (Object d : vms) {
        String id = (String) d.getClass().getMethod("id").invoke(d);
        String name = (String) d.getClass().getMethod("displayName").invoke(d);
        if (mine.contains(Long.parseLong(id))) continue;
        System.out.println("LEAK: sees JVM " + id + " " + name);
        try {
            Object vm = vmClass.getMethod("attach", String.class).invoke(null, id);
            System.out.println("LEAK: attached to JVM " + id + " " + name);
            vmClass.getMethod("detach").invoke(vm);
        } catch (Exception e) {
            System.out.println("refused: attach " + id);
        }
    }
} catch (Exception e) {
    System.out.println("refused: jdk.attach " + e);
}
try {
    String jcmd = java.nio.file.Path.of(System.getProperty("java.home"), "bin", "jcmd").toString();
    Process p = new ProcessBuilder(jcmd, "-l").redirectErrorStream(true).start();
    for (String line : new String(p.getInputStream().readAllBytes()).split("\n")) {
        String[] f = line.trim().split(" ", 2);
        if (f[0].matches("\\d+") && !mine.contains(Long.parseLong(f[0])) && !line.contains("JCmd")) {
            System.out.println("LEAK: jcmd lists " + line);
        }
    }
    p.waitFor();
} catch (Exception e) {
    System.out.println("refused: jcmd " + e);
}
System.out.println("ATTACK DONE");
