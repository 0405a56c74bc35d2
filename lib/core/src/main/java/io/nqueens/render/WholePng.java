package io.nqueens.render;

import io.nqueens.Checks;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.awt.image.RenderedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;

/**
 * Makes a picture arrive whole when a Java kernel shows it. IJava, JJava and the rapaio kernel turn
 * a {@code BufferedImage} into a PNG with {@code ImageIO.write(image, "png", ...)} through a
 * {@code Base64.getEncoder().wrap(...)} stream that they never close, so the last base64 group is
 * lost, and the PNG arrives one or two bytes short, whenever its length is not a multiple of 3.
 * {@link #fit(BufferedImage)} encodes the picture the same way first and, while the length is not a
 * multiple of 3, flips the lowest bit of the blue channel of one more pixel, starting at the
 * bottom-right corner and moving left along the bottom row (then the row above), and encodes
 * again. A change of 1 in 255 in a few pixels of a margin cannot be seen; the same picture always
 * gets the same change, since the encoder is deterministic. Each try costs one PNG encoding,
 * O(pixels): a chart or board needs about three tries (each length is a multiple of 3 about one
 * time in three); a picture of noise, where one bit seldom changes the compressed length, may need
 * dozens.
 */
public final class WholePng {
    /** Pixels changed at most before giving up (a picture of noise has needed 60 in tests). */
    static final int MAX_TRIES = 1_024;

    private WholePng() {}

    /**
     * Adjusts {@code image} in place, invisibly, so that ImageIO's PNG encoding of it is a multiple
     * of 3 bytes long, and returns it. A picture already of such a length is left as it is.
     *
     * @param image the picture, not null; the lowest bit of blue changes in a few of its pixels
     * @return {@code image}
     * @throws IllegalStateException when {@link #MAX_TRIES} changed pixels do not give such a length
     *     (not seen in practice); the picture is then restored as it was
     */
    public static BufferedImage fit(BufferedImage image) {
        Checks.notNull("image", image);
        if (pngLength(image) % 3 == 0) {
            return image;
        }
        int w = image.getWidth();
        int h = image.getHeight();
        int tries = (int) Math.min(MAX_TRIES, (long) w * h);
        for (int k = 0; k < tries; k++) {
            flip(image, k);
            if (pngLength(image) % 3 == 0) {
                return image;
            }
        }
        for (int k = 0; k < tries; k++) {
            flip(image, k); // flipped back: a failure leaves the picture as it came
        }
        throw new IllegalStateException("changing " + tries + " pixels of a " + w + " × " + h
                + " picture gave no PNG length that is a multiple of 3");
    }

    /** Flips the lowest bit of blue in the k-th pixel from the bottom-right corner, row by row. */
    private static void flip(BufferedImage image, int k) {
        int w = image.getWidth();
        int x = w - 1 - k % w;
        int y = image.getHeight() - 1 - k / w;
        image.setRGB(x, y, image.getRGB(x, y) ^ 1);
    }

    /**
     * The length of ImageIO's PNG encoding of the picture, as the kernels produce it. O(pixels).
     *
     * @param image the picture, not null
     * @return the number of bytes
     */
    public static int pngLength(RenderedImage image) {
        Checks.notNull("image", image);
        CountingStream count = new CountingStream();
        try {
            if (!ImageIO.write(image, "png", count)) {
                throw new IllegalStateException("ImageIO has no PNG writer for this picture: " + image);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("encoding a picture as PNG in memory failed", e);
        }
        return count.count;
    }

    /**
     * The PNG bytes of the picture as a kernel sends them: encoded by ImageIO through a base64 stream
     * that is never closed, then decoded. Equal to the whole encoding exactly when its length is a
     * multiple of 3. For tests and checks. O(pixels).
     *
     * @param image the picture, not null
     * @return the bytes a notebook receives
     */
    public static byte[] asKernelsSendIt(RenderedImage image) {
        Checks.notNull("image", image);
        ByteArrayOutputStream base64 = new ByteArrayOutputStream();
        try {
            OutputStream unclosed = java.util.Base64.getEncoder().wrap(base64);
            ImageIO.write(image, "png", unclosed);
        } catch (IOException e) {
            throw new UncheckedIOException("encoding a picture as PNG in memory failed", e);
        }
        return java.util.Base64.getDecoder().decode(base64.toByteArray());
    }

    /** Counts bytes without keeping them. */
    private static final class CountingStream extends OutputStream {
        int count;

        @Override
        public void write(int b) {
            count++;
        }

        @Override
        public void write(byte[] b, int off, int len) {
            count += len;
        }
    }
}
