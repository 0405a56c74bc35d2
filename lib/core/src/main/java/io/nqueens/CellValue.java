package io.nqueens;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.List;

/**
 * A value for a notebook cell to end in, shown alike on the Java kernels the kit supports. A
 * kernel shows a cell's value by rendering it, and they differ: IJava and JJava send any object
 * as {@code text/plain}, the bundled rapaio kernel as {@code text/html} only, which nbgrader
 * cannot read a grade from. Each of the three passes its own display-data class through
 * unchanged, so a value made of that class is shown exactly as made: {@link #text} gives
 * {@code text/plain} everywhere, {@link #textAndHtml} adds {@code text/html} for a kernel to show
 * (a table as an HTML table). The class is found by reflection at run time (as the live view finds
 * display support), so the library and the notebooks name no kernel; outside a kernel (JShell, the
 * command line, tests) the value itself, or its text, is given back. O(1) after the first lookup.
 */
public final class CellValue {
    /** The kernels' display-data classes, tried in order: JJava, IJava, the bundled rapaio kernel. */
    static final List<String> CLASSES = List.of(
            "org.dflib.jjava.jupyter.kernel.display.DisplayData",
            "io.github.spencerpark.jupyter.kernel.display.DisplayData",
            "org.rapaio.jupyter.kernel.display.DisplayData");

    private static volatile Class<?> found; // the kernel's class, or CellValue.class for none
    private CellValue() {}

    /**
     * A value shown as {@code text/plain} on every kernel: {@code String.valueOf(value)}.
     *
     * @param value the value, e.g. a check's points
     * @return the kernel's display data, or {@code value} itself outside a kernel
     */
    public static Object text(Object value) {
        Class<?> c = kernelClass();
        return c == null ? value : make(c, String.valueOf(value), null);
    }

    /**
     * A value shown as {@code html} where the kernel shows HTML (the three above do), with
     * {@code text} beside it for what shows only text (nbconvert's text output, a terminal).
     *
     * @param text the plain form, not null
     * @param html the HTML form, not null
     * @return the kernel's display data, or {@code text} outside a kernel
     */
    public static Object textAndHtml(String text, String html) {
        Checks.notNull("text", text);
        Checks.notNull("html", html);
        Class<?> c = kernelClass();
        return c == null ? text : make(c, text, html);
    }

    /** {@return whether the code runs in a Java kernel whose display data this class can make} */
    public static boolean inKernel() {
        return kernelClass() != null;
    }

    private static Class<?> kernelClass() {
        Class<?> c = found;
        if (c == null) {
            c = lookUp();
            found = c;
        }
        return c == CellValue.class ? null : c;
    }

    private static Class<?> lookUp() {
        ClassLoader own = CellValue.class.getClassLoader();
        ClassLoader context = Thread.currentThread().getContextClassLoader();
        List<ClassLoader> loaders = context == null || context == own ? List.of(own) : List.of(context, own);
        for (String name : CLASSES) {
            for (ClassLoader loader : loaders) {
                try {
                    Class<?> c = Class.forName(name, true, loader);
                    make(c, "", "");  // usable: it has the methods this class calls
                    return c;
                } catch (ClassNotFoundException | LinkageError | IllegalStateException notThisOne) {
                    // not this kernel, or not through this loader
                }
            }
        }
        return CellValue.class;
    }

    /**
     * An instance of a display-data class holding {@code text} as text/plain and, unless null,
     * {@code html} as text/html: made by its public no-argument constructor or its static
     * {@code fromText(String)} (rapaio's constructor is protected), filled by its public
     * {@code putText(String)} and {@code putHTML(String)}, which all three kernels' classes have.
     *
     * @throws IllegalStateException when the class lacks those members
     */
    static Object make(Class<?> c, String text, String html) {
        try {
            Object data;
            Constructor<?> plain = publicNoArgs(c);
            if (plain != null) {
                data = plain.newInstance();
            } else {
                data = c.getMethod("fromText", String.class).invoke(null, text);
            }
            c.getMethod("putText", String.class).invoke(data, text);
            if (html != null) {
                Method putHtml = c.getMethod("putHTML", String.class);
                putHtml.invoke(data, html);
            }
            return data;
        } catch (NoSuchMethodException | IllegalAccessException | InstantiationException e) {
            throw new IllegalStateException(c.getName() + " is not a display-data class this kit knows: " + e, e);
        } catch (InvocationTargetException e) {
            throw new IllegalStateException(c.getName() + " refused the value: " + e.getCause(), e.getCause());
        }
    }

    private static Constructor<?> publicNoArgs(Class<?> c) {
        try {
            return c.getConstructor();
        } catch (NoSuchMethodException e) {
            return null;
        }
    }
}
