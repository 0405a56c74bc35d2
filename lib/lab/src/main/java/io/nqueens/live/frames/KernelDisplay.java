package io.nqueens.live.frames;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.List;

/**
 * The display-update support of the Java kernel the code runs in, found by reflection so that the
 * library and the notebooks name no kernel. Each of the three kernels the kit supports has a class
 * with static {@code String display(Object)} and {@code void updateDisplay(String, Object)}: the
 * first sends a {@code display_data} message with a fresh display id and returns the id, the second
 * an {@code update_display_data} message that replaces that output in place. Text is sent as
 * {@code text/plain} (the rapaio kernel would send a {@code String} as HTML): where the kernel's
 * class also has {@code display(String mime, Object)} and {@code updateDisplay(String id, String
 * mime, Object)}, as rapaio's does, text goes through those.
 */
final class KernelDisplay implements Display {
    /** The kernels' classes, tried in order: JJava, IJava, the bundled rapaio kernel. */
    static final List<String> CLASSES = List.of(
            "org.dflib.jjava.jupyter.kernel.BaseNotebookStatics",
            "io.github.spencerpark.ijava.runtime.Display",
            "org.rapaio.jupyter.kernel.global.Global");

    private static final String TEXT = "text/plain";

    private final String kernel;
    private final Method display;
    private final Method update;
    private final Method displayAs; // display(String mime, Object), or null
    private final Method updateAs; // updateDisplay(String id, String mime, Object), or null

    private KernelDisplay(String kernel, Class<?> c) throws NoSuchMethodException {
        this.kernel = kernel;
        this.display = c.getMethod("display", Object.class);
        this.update = c.getMethod("updateDisplay", String.class, Object.class);
        this.displayAs = optional(c, "display", String.class, Object.class);
        this.updateAs = displayAs == null ? null : optional(c, "updateDisplay", String.class, String.class, Object.class);
    }

    private static Method optional(Class<?> c, String name, Class<?>... parameters) {
        try {
            Method m = c.getMethod(name, parameters);
            return m.getReturnType() == (parameters.length == 2 ? String.class : void.class) ? m : null;
        } catch (NoSuchMethodException e) {
            return null;
        }
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
                    return new KernelDisplay(name, Class.forName(name, true, loader));
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
        boolean text = content instanceof String && updateAs != null;
        Object id = text ? call(displayAs, TEXT, content) : call(display, content);
        if (!(id instanceof String s)) {
            throw new IllegalStateException(kernel + ".display returned " + id + ", not a display id");
        }
        return s;
    }

    @Override
    public void update(String id, Object content) {
        if (content instanceof String && updateAs != null) {
            call(updateAs, id, TEXT, content);
        } else {
            call(update, id, content);
        }
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
