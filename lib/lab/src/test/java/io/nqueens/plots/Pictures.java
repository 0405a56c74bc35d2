package io.nqueens.plots;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Checks shared by the chart tests: size, and that a picture is not one flat colour. */
final class Pictures {
    private Pictures() {}

    static void assertPicture(BufferedImage img, int width, int height) {
        assertNotNull(img);
        assertEquals(width, img.getWidth(), "width");
        assertEquals(height, img.getHeight(), "height");
        assertTrue(colours(img) > 1, "the picture is a single colour");
    }

    static void assertPngFile(Path file, int width, int height) throws IOException {
        assertTrue(Files.size(file) > 0, "empty file " + file);
        byte[] head = Files.readAllBytes(file);
        assertEquals((byte) 0x89, head[0]);
        assertEquals('P', head[1]);
        assertPicture(ImageIO.read(file.toFile()), width, height);
    }

    static int colours(BufferedImage img) {
        java.util.Set<Integer> seen = new java.util.HashSet<>();
        for (int y = 0; y < img.getHeight(); y += 1) {
            for (int x = 0; x < img.getWidth(); x += 1) {
                seen.add(img.getRGB(x, y));
                if (seen.size() > 2) {
                    return seen.size();
                }
            }
        }
        return seen.size();
    }

    static int count(BufferedImage img, java.awt.Color colour) {
        int n = 0;
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                if ((img.getRGB(x, y) & 0xFFFFFF) == (colour.getRGB() & 0xFFFFFF)) {
                    n++;
                }
            }
        }
        return n;
    }
}
