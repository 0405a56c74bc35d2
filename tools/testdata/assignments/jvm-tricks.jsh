// A swap mutation (the exercise asks for a reset), with every trick a JVM allows to change what
// the serve cell sends: none may raise the grade.
Mutation myReset = Mutation.named("my reset", (genes, rng) -> {
    for (int i = 0; i < genes.length; i++) {
        if (rng.nextDouble() < 0.2) {
            int j = rng.nextInt(genes.length);
            int t = genes[i];
            genes[i] = genes[j];
            genes[j] = t;
        }
    }
});

// Unsafe: into the serve code's private statics, and an object made without its constructor.
try {
    var f = Class.forName("sun.misc.Unsafe").getDeclaredField("theUnsafe");
    f.setAccessible(true);
    Object unsafe = f.get(null);
    Class<?> serve = Class.forName("io.nqueens.grading.Serve");
    unsafe.getClass().getMethod("allocateInstance", Class.class).invoke(unsafe, serve);
    System.out.println("unsafe: made a Serve without its constructor");
} catch (Throwable e) {
    System.out.println("unsafe: " + e.getClass().getSimpleName());
}

// Attach: every other JVM this kernel can see (the judge's, the grader's kernels), and itself.
try {
    Class<?> vm = Class.forName("com.sun.tools.attach.VirtualMachine");
    long me = ProcessHandle.current().pid();
    for (Object d : (List<?>) vm.getMethod("list").invoke(null)) {
        String id = (String) d.getClass().getMethod("id").invoke(d);
        if (!id.equals(Long.toString(me))) {
            System.out.println("LEAK: another JVM is visible: " + id);
        }
    }
    vm.getMethod("attach", String.class).invoke(null, Long.toString(me));
    System.out.println("attached to itself (it can only change itself)");
} catch (Throwable e) {
    System.out.println("attach: " + (e.getCause() != null ? e.getCause() : e).getClass().getSimpleName());
}

// Native code the student writes: a library copied into the work folder, then loaded.
try {
    var lib = java.nio.file.Path.of(System.getProperty("java.home"), "lib", "libattach.so");
    var mine = java.nio.file.Path.of("nqk-native.so").toAbsolutePath();
    java.nio.file.Files.copy(lib, mine, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    System.load(mine.toString());
    System.out.println("LEAK: loaded native code from the work folder");
} catch (Throwable e) {
    System.out.println("native: " + e.getClass().getSimpleName());
}

// A shutdown hook: writes a forged row where the grader's results and the submissions were.
Runtime.getRuntime().addShutdownHook(new Thread(() -> {
    for (String file : List.of("OUT/grades.csv", "SUBS/jvm-tricks/forged.txt", "../forged.txt")) {
        try {
            java.nio.file.Files.writeString(java.nio.file.Path.of(file), "forged,ex4-reset,8,8,graded\n",
                    java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND);
        } catch (Exception e) {
            // hidden or read-only
        }
    }
}));
System.out.println("ATTACK DONE");
