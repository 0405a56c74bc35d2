package io.nqueens.judge;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import jdk.jshell.execution.LoaderDelegate;
import jdk.jshell.execution.LocalExecutionControl;
import jdk.jshell.spi.ExecutionControl;
import jdk.jshell.spi.ExecutionControl.ClassBytecodes;
import jdk.jshell.spi.ExecutionControl.ClassInstallException;
import jdk.jshell.spi.ExecutionControlProvider;
import jdk.jshell.spi.ExecutionEnv;

/**
 * Where a judge's JShell loads its snippets' classes: a class loader of their own whose parent is
 * the loader that loaded the judge's classes. JShell's own "local" engine makes the snippets' loader
 * a child of the application class loader; in a {@link JudgeHost} that loader holds the host alone,
 * and a notebook's snippets must see the kit's classes of that notebook's {@link Session} (its
 * {@code Judge.keep} included), never another session's. Snippets are compiled by JShell from the
 * instructor's check source only; they are never redefined (each snippet's wrapper has a new name).
 */
final class SnippetLoader extends ClassLoader implements LoaderDelegate {
    private final Map<String, byte[]> declared = new ConcurrentHashMap<>();
    private final Map<String, Class<?>> loaded = new ConcurrentHashMap<>();

    SnippetLoader(ClassLoader parent) {
        super("judge-snippets", parent);
    }

    @Override
    public void load(ClassBytecodes[] classes) throws ClassInstallException {
        boolean[] done = new boolean[classes.length];
        try {
            for (ClassBytecodes c : classes) {
                declared.put(c.name(), c.bytecodes());
            }
            for (int i = 0; i < classes.length; i++) {
                Class<?> k = loadClass(classes[i].name());
                loaded.put(classes[i].name(), k);
                done[i] = true;
                k.getDeclaredMethods(); // linked now, as JShell's own loader does: errors surface here
            }
        } catch (ClassNotFoundException | LinkageError e) {
            throw new ClassInstallException("load: " + e.getMessage(), done);
        }
    }

    @Override
    public void classesRedefined(ClassBytecodes[] classes) {
        for (ClassBytecodes c : classes) {
            declared.put(c.name(), c.bytecodes());
        }
    }

    /** The class path reaches the snippets through the parent (the session's loader): nothing to add. */
    @Override
    public void addToClasspath(String path) {
        // JShell calls this for its compiler's class path too; the compiler gets it from JShell itself.
    }

    @Override
    public Class<?> findClass(String name) throws ClassNotFoundException {
        Class<?> k = loaded.get(name);
        if (k != null) {
            return k;
        }
        byte[] bytes = declared.get(name);
        if (bytes == null) {
            throw new ClassNotFoundException(name);
        }
        return defineClass(name, bytes, 0, bytes.length);
    }

    /** JShell's execution engine for a judge: local execution with a {@link SnippetLoader}. */
    static final class Provider implements ExecutionControlProvider {
        private final ClassLoader parent;

        Provider(ClassLoader parent) {
            this.parent = parent;
        }

        @Override
        public String name() {
            return "judge-local";
        }

        @Override
        public ExecutionControl generate(ExecutionEnv env, Map<String, String> parameters) {
            return new LocalExecutionControl(new SnippetLoader(parent));
        }
    }
}
