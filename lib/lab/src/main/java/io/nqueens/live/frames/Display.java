package io.nqueens.live.frames;

/**
 * Where a live view's frames go: a notebook output that can be shown once and then replaced in
 * place. {@link KernelDisplay} is the Java kernel's own; tests give their own.
 */
public interface Display {
    /**
     * Shows {@code content} (a {@code String} or a {@code BufferedImage}) as a new output.
     *
     * @param content what to show
     * @return the output's id, for {@link #update}
     */
    String show(Object content);

    /**
     * Replaces the output {@code id} by {@code content}.
     *
     * @param id an id {@link #show} returned
     * @param content what to show instead
     */
    void update(String id, Object content);
}
