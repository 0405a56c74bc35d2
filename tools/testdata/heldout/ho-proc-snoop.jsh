Selector myRoulette = Selector.named("my roulette", (population, count, into, rng) -> {
    int mu = population.size();
    double[] upTo = new double[mu];
    double sum = 0;
    for (int i = 0; i < mu; i++) {
        sum += population.fitness(i);
        upTo[i] = sum;
    }
    for (int k = 0; k < count; k++) {
        double spin = rng.nextDouble() * sum;
        int i = 0;
        while (i < mu - 1 && upTo[i] <= spin) {
            i++;
        }
        into[k] = i;
    }
});

// Attack: reads the command line and environment of every process it can see, looking for the
// grader, the judge, other students and the kit's folders; runs a shell to look at the kit. Any
// such find is a LEAK (the kit's folder must not appear even in this kernel's own).
List<String> secrets = List.of("KIT", "SUBS", "OUT", "SRC");
int seen = 0;
for (java.io.File proc : new java.io.File("/proc").listFiles()) {
    if (!proc.getName().matches("\\d+")) continue;
    seen++;
    for (String part : List.of("cmdline", "environ")) {
        try {
            String text = new String(java.nio.file.Files.readAllBytes(new java.io.File(proc, part).toPath())).replace('\0', ' ');
            for (String s : secrets) {
                if (text.contains(s)) System.out.println("LEAK: /proc/" + proc.getName() + "/" + part + " names " + s);
            }
            for (String tell : List.of("grading.Judge", "assignments.py", "unittest", "test_heldout", "ho-abstract", "ho-tcp")) {
                if (text.contains(tell)) System.out.println("LEAK: /proc/" + proc.getName() + "/" + part + " shows " + tell);
            }
        } catch (Exception e) { }
    }
}
System.out.println("processes visible: " + seen);
for (String cmd : List.of("ls -A KIT", "ls -A SUBS", "ls -A OUT", "cat /proc/1/environ")) {
    try {
        Process sh = new ProcessBuilder("sh", "-c", cmd + " 2>/dev/null").start();
        String shown = new String(sh.getInputStream().readAllBytes());
        sh.waitFor();
        boolean found = cmd.startsWith("ls") ? !shown.isBlank() : secrets.stream().anyMatch(shown::contains);
        System.out.println((found ? "LEAK: " : "refused: ") + cmd);
    } catch (Exception e) {
        System.out.println("refused: " + cmd + " " + e);
    }
}
System.out.println("ATTACK DONE");
