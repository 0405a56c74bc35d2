double P = 0.2;

Mutation myReset = Mutation.named("my per-gene reset", (genes, rng) -> {
    int n = genes.length;
    for (int c = 0; c < n; c++) {
        if (rng.nextDouble() < P) {
            int other = rng.nextInt(n - 1);
            genes[c] = other >= genes[c] ? other + 1 : other;
        }
    }
});

// Tries to write outside its work folder where the next run or another student would find it,
// and to read the instructor's side (KIT, GIT, SUBS, OUT and SRC are replaced). Every success
// prints a LEAK line; the grader's test finds none, and none of the files on the host.
for (String place : List.of("/etc", "/opt", "/var/tmp", "/dev/shm", "/run/lock", "/usr/lib/python3/dist-packages",
        "KIT", "KIT/build", "SUBS/solutions", "OUT", "SRC")) {
    try {
        java.nio.file.Files.writeString(java.nio.file.Path.of(place, "nqk_attack.py"), "x = 1\n");
        if (!place.equals("/var/tmp") && !place.equals("/dev/shm") && !place.equals("/run/lock")) {
            System.out.println("LEAK: wrote " + place);
        }
    } catch (Exception e) {
        System.out.println("refused: write " + place);
    }
}
for (String file : List.of("KIT/build/assignments/source/ex4-per-gene-mutation.ipynb",
        "KIT/instructor/exercises/ex4-per-gene-mutation.ipynb", "SRC/ex4-per-gene-mutation.ipynb",
        "SUBS/solutions/ex4-per-gene-mutation.ipynb", "KIT/lib/pom.xml", "GIT/HEAD")) {
    try {
        java.nio.file.Files.readString(java.nio.file.Path.of(file));
        System.out.println("LEAK: read " + file);
    } catch (Exception e) {
        System.out.println("refused: read " + file);
    }
}
for (String repo : List.of("KIT", "GIT/..")) {
    try {
        Process git = new ProcessBuilder("git", "-C", repo, "show", "HEAD:instructor/exercises/ex4-per-gene-mutation.ipynb")
                .redirectErrorStream(true).start();
        String shown = new String(git.getInputStream().readAllBytes());
        if (git.waitFor() == 0 && shown.contains("BEGIN SOLUTION")) {
            System.out.println("LEAK: git show in " + repo);
        } else {
            System.out.println("refused: git show in " + repo);
        }
    } catch (Exception e) {
        System.out.println("refused: git show in " + repo);
    }
}
// A class path or command line naming the kit's folder would tell where to look.
String seen = System.getProperty("java.class.path") + " " + System.getenv() + " "
        + ProcessHandle.current().info().commandLine().orElse("");
if (seen.contains("KIT")) {
    System.out.println("LEAK: the kit's folder is named in the kernel's class path, environment or command");
}
try {
    java.nio.file.Path copy = java.nio.file.Path.of("/tmp/nqk-attack-exec");
    java.nio.file.Files.copy(java.nio.file.Path.of("/bin/true"), copy);
    copy.toFile().setExecutable(true);
    if (new ProcessBuilder(copy.toString()).start().waitFor() == 0) {
        System.out.println("LEAK: ran a program written to /tmp");
    }
} catch (Exception e) {
    System.out.println("refused: exec in /tmp");
}
System.out.println("ATTACK DONE");
