package io.nqueens.plots;

import io.nqueens.AtomicFiles;
import io.nqueens.Checks;
import io.nqueens.render.WholePng;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.internal.chartpart.Chart;

import javax.imageio.ImageIO;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * Turning XChart charts into pictures and files, headlessly. Rendering costs about one chart paint
 * (O(points)); saving adds the encoding.
 */
public final class Charts {
    /** The formats {@link #save(Chart, Path, String)} writes. */
    public static final List<String> FORMATS = List.of("png", "jpg", "bmp", "gif", "svg", "pdf", "eps");

    private Charts() {}

    /**
     * The chart painted into an image of the chart's width and height. A line chart's x ticks step
     * by 1, 2 or 5 times a power of ten, spaced so their labels do not touch (see {@link RoundTicks}).
     *
     * @param chart the chart, not null
     * @return a new image
     */
    public static BufferedImage image(Chart<?, ?> chart) {
        Checks.notNull("chart", chart);
        return WholePng.fit(RoundTicks.during(chart, () -> BitmapEncoder.getBufferedImage(chart)));
    }

    /**
     * Saves the chart in the format its file name ends with ({@code .png}, {@code .svg}, ...).
     *
     * @param chart the chart, not null
     * @param path the file to create or overwrite; its extension, one of {@link #FORMATS} in any
     *     case ({@code .jpeg} too), picks the format
     * @throws java.io.UncheckedIOException naming the path when the file cannot be written (see
     *     {@link #save(Chart, Path, String)})
     */
    public static void save(Chart<?, ?> chart, Path path) {
        save(chart, path, extension(path));
    }

    /**
     * Saves the chart to exactly {@code path} (no extension is added) as one of {@link #FORMATS}:
     * bitmaps through XChart's {@code BitmapEncoder}, vectors through its {@code VectorGraphicsEncoder}.
     * The file is written under a temporary name in the same folder and moved into place
     * ({@link AtomicFiles}), so a failure never leaves it half-written or destroys an existing one.
     *
     * @param chart the chart, not null
     * @param path the file to create or replace; its folder must exist
     * @param format one of {@link #FORMATS}, in any case ({@code "jpeg"} too)
     * @throws java.io.UncheckedIOException naming the path when the file cannot be written, its
     *     folder is missing or it is a folder; nothing is printed
     */
    public static void save(Chart<?, ?> chart, Path path, String format) {
        Checks.notNull("chart", chart);
        Checks.notNull("path", path);
        String f = checkFormat(format);
        RoundTicks.during(chart, () -> {
            write(chart, path, f);
            return path;
        });
    }

    private static void write(Chart<?, ?> chart, Path path, String f) {
        AtomicFiles.write(path, out -> {
            switch (f) {
                case "png" -> BitmapEncoder.saveBitmap(chart, out, BitmapEncoder.BitmapFormat.PNG);
                case "jpg" -> BitmapEncoder.saveBitmap(chart, out, BitmapEncoder.BitmapFormat.JPG);
                case "bmp" -> BitmapEncoder.saveBitmap(chart, out, BitmapEncoder.BitmapFormat.BMP);
                case "gif" -> BitmapEncoder.saveBitmap(chart, out, BitmapEncoder.BitmapFormat.GIF);
                case "svg" -> VectorGraphicsEncoder.saveVectorGraphic(chart, out,
                        VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
                case "pdf" -> VectorGraphicsEncoder.saveVectorGraphic(chart, out,
                        VectorGraphicsEncoder.VectorGraphicsFormat.PDF);
                default -> VectorGraphicsEncoder.saveVectorGraphic(chart, out,
                        VectorGraphicsEncoder.VectorGraphicsFormat.EPS);
            }
        });
    }

    /**
     * Saves a picture (a composed panel, a board strip) as PNG, GIF, JPG or BMP by its file name; a
     * picture with transparency is put on white for the formats other than PNG. Written atomically,
     * as {@link #save(Chart, Path, String)} is.
     *
     * @param image the picture, not null
     * @param path the file to create or overwrite, ending with {@code .png}, {@code .gif},
     *     {@code .jpg} ({@code .jpeg}) or {@code .bmp}; its folder must exist
     * @throws java.io.UncheckedIOException naming the path when the file cannot be written
     */
    public static void save(BufferedImage image, Path path) {
        Checks.notNull("image", image);
        Checks.notNull("path", path);
        String f = extension(path);
        if (!List.of("png", "jpg", "bmp", "gif").contains(f)) {
            throw new IllegalArgumentException("path must end with .png, .jpg, .bmp or .gif for a picture, was " + path);
        }
        BufferedImage out = image;
        if (!f.equals("png") && image.getColorModel().hasAlpha()) {
            out = new BufferedImage(image.getWidth(), image.getHeight(), BufferedImage.TYPE_INT_RGB);
            Graphics2D g = out.createGraphics();
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, image.getWidth(), image.getHeight());
            g.drawImage(image, 0, 0, null);
            g.dispose();
        }
        BufferedImage picture = out;
        AtomicFiles.write(path, stream -> {
            // To a stream, not to path.toFile(): ImageIO prints a stack trace when it cannot open a file.
            if (!ImageIO.write(picture, f, stream)) {
                throw new IllegalStateException("no image writer for " + f);
            }
        });
    }

    /**
     * Pictures side by side, left to right, top-aligned on a white background; the result is as
     * wide as their widths together and as high as the highest. O(total pixels).
     *
     * @param images the pictures, at least one, none null
     * @return a new RGB picture
     */
    public static BufferedImage sideBySide(BufferedImage... images) {
        Checks.notNull("images", images);
        if (images.length == 0) {
            throw new IllegalArgumentException("images must not be empty (give at least one picture)");
        }
        int width = 0;
        int height = 0;
        for (BufferedImage i : images) {
            Checks.notNull("an image", i);
            width += i.getWidth();
            height = Math.max(height, i.getHeight());
        }
        BufferedImage out = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = out.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, width, height);
        int x = 0;
        for (BufferedImage i : images) {
            g.drawImage(i, x, 0, null);
            x += i.getWidth();
        }
        g.dispose();
        return WholePng.fit(out);
    }

    private static String extension(Path path) {
        Checks.notNull("path", path);
        String name = path.getFileName() == null ? "" : path.getFileName().toString();
        int dot = name.lastIndexOf('.');
        if (dot < 0) {
            throw new IllegalArgumentException("path must end with a format extension, one of " + FORMATS
                    + ", was " + path);
        }
        return name.substring(dot + 1).toLowerCase(Locale.ROOT).replace("jpeg", "jpg");
    }

    private static String checkFormat(String format) {
        Checks.notNull("format", format);
        String f = format.toLowerCase(Locale.ROOT).replace("jpeg", "jpg");
        if (!FORMATS.contains(f)) {
            throw new IllegalArgumentException("format must be one of " + FORMATS + ", was \"" + format + "\"");
        }
        return f;
    }
}
