package io.nqueens.live;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.List;

/**
 * The display-update support of the Java kernel the code runs in, found by reflection so that the
 * library and the notebooks name no kernel. Each of the three kernels the kit supports has a class
 * with static {@code String display(Object)} and {@code void updateDisplay(String, Object)}: the
 * first sends a {@code display_data} message with a fresh display id and returns the id, the second
 * an {@code update_display_data} message that replaces that output in place.
 */
final class KernelDisplay implements Display {
    /** The kernels' classes, tried in order: JJava, IJava, the bundled rapaio kernel. */
    static final List<String> CLASSES = List.of(
            "org.dflib.jjava.jupyter.kernel.BaseNotebookStatics",
            "io.github.spencerpark.ijava.runtime.Display",
            "org.rapaio.jupyter.kernel.global.Global");

    private final String kernel;
    private final Method display;
    private final Method update;

    private KernelDisplay(String kernel, Method display, Method update) {
        this.kernel = kernel;
        this.display = display;
        this.update = update;
    }

    /**
     * The kernel's display, or null outside a Java kernel (JShell, the command line, tests).
     * O(1) after the first class lookups.
     *
     * @return the display, or null
     */
    static KernelDisplay find() {
        for (String name : CLASSES) {
            for (ClassLoader loader : loaders()) {
                try {
                    Class<?> c = Class.forName(name, true, loader);
                    return new KernelDisplay(name, c.getMethod("display", Object.class),
                            c.getMethod("updateDisplay", String.class, Object.class));
                } catch (ClassNotFoundException | NoSuchMethodException | LinkageError notThisOne) {
                    // not this kernel, or not through this loader
                }
            }
        }
        return null;
    }

    private static List<ClassLoader> loaders() {
        ClassLoader context = Thread.currentThread().getContextClassLoader();
        ClassLoader own = KernelDisplay.class.getClassLoader();
        return context == null || context == own ? List.of(own) : List.of(context, own);
    }

    @Override
    public String show(Object content) {
        Object id = call(display, content);
        if (!(id instanceof String s)) {
            throw new IllegalStateException(kernel + ".display returned " + id + ", not a display id");
        }
        return s;
    }

    @Override
    public void update(String id, Object content) {
        call(update, id, content);
    }

    private Object call(Method m, Object... args) {
        try {
            return m.invoke(null, args);
        } catch (InvocationTargetException e) {
            throw new IllegalStateException(kernel + "." + m.getName() + " failed: " + e.getCause(), e.getCause());
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(kernel + "." + m.getName() + " is not accessible", e);
        }
    }

    @Override
    public String toString() {
        return kernel;
    }
}
