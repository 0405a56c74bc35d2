package io.nqueens.plots;

import io.nqueens.AtomicFiles;
import io.nqueens.Checks;
import io.nqueens.InterruptedCallException;
import io.nqueens.engine.RunResult;
import io.nqueens.render.WholePng;

import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageTypeSpecifier;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.metadata.IIOInvalidTreeException;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageOutputStream;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * An animated GIF of a run's best board over the generations (every k-th, and the last), each frame
 * captioned with its generation and best fitness, looping forever by default. Written with
 * {@code javax.imageio}'s GIF writer and the NETSCAPE2.0 loop extension. A builder. O(frames × side²),
 * at most {@link #MAX_PIXELS} pixels in all; an interrupt of the thread ends a call within a frame.
 */
public final class BoardAnimation {
    /**
     * Most pixels the frames of one animation may hold together: 100 million, about 400 MB as
     * pictures, as much as one {@link BoardStrip}. Fifty frames of 1,024 pixels fit; fifty of
     * 2,048 do not.
     */
    public static final long MAX_PIXELS = 100_000_000L;

    private final RunResult result;
    private int every;
    private int side = 240;
    private int delayMillis = 200;
    private int lastFrameMillis = 1_500;
    private boolean loop = true;

    private BoardAnimation(RunResult result) {
        this.result = result;
        this.every = BoardFrames.spacing(result, 50);
    }

    /**
     * An animation of a run; by default about fifty frames.
     *
     * @param result the run, not null; only generations that kept their best genome (boards of at
     *     most {@link io.nqueens.engine.Engine#KEEP_GENES_UP_TO} genes) become frames
     * @return the builder
     */
    public static BoardAnimation of(RunResult result) {
        return new BoardAnimation(Checks.notNull("result", result));
    }

    /**
     * One frame every {@code k} generations (generation 0, k, 2k, ..., and the last).
     *
     * @param k the spacing, at least 1
     * @return this builder
     */
    public BoardAnimation every(int k) {
        this.every = Checks.atLeast("k (one frame every k generations)", k, 1);
        return this;
    }

    /**
     * Side of the board in pixels (default 240); a caption line is added below.
     *
     * @param side the side, in [16, 2,048]
     * @return this builder
     */
    public BoardAnimation boardSize(int side) {
        this.side = Checks.inRange("board picture side", side, 16, 2_048);
        return this;
    }

    /**
     * How long each frame shows, in milliseconds (default 200; GIF counts hundredths of a second).
     *
     * @param millis the delay, in [10, 655,350]; rounded down to hundredths of a second
     * @return this builder
     */
    public BoardAnimation delayMillis(int millis) {
        this.delayMillis = Checks.inRange("delayMillis", millis, 10, 655_350);
        return this;
    }

    /**
     * How long the last frame shows before the loop starts again (default 1,500 ms).
     *
     * @param millis the delay, in [10, 655,350]; rounded down to hundredths of a second
     * @return this builder
     */
    public BoardAnimation lastFrameMillis(int millis) {
        this.lastFrameMillis = Checks.inRange("lastFrameMillis", millis, 10, 655_350);
        return this;
    }

    /**
     * Whether the animation repeats forever (default true) or plays once.
     *
     * @param loop false to play once
     * @return this builder
     */
    public BoardAnimation loop(boolean loop) {
        this.loop = loop;
        return this;
    }

    /**
     * The frames as pictures, in order. Checks the size first: all frames together hold at most
     * {@link #MAX_PIXELS} pixels. An interrupt of the thread ends the call after the frame under
     * way.
     *
     * @return new pictures, each {@code side} wide and {@code side} plus the caption high
     * @throws IllegalArgumentException when no generation kept its best genome, or when the
     *     frames would hold more than {@link #MAX_PIXELS} pixels
     * @throws InterruptedCallException when the thread is interrupted; its flag stays set
     */
    public List<BufferedImage> frames() {
        BoardFrames frames = plan();
        List<BufferedImage> out = new ArrayList<>();
        for (int i = 0; i < frames.generations.size(); i++) {
            InterruptedCallException.check("BoardAnimation.frames()");
            out.add(WholePng.fit(frame(frames, i)));
        }
        return out;
    }

    /** The frames to draw, once their pixels are known to fit under {@link #MAX_PIXELS}. */
    private BoardFrames plan() {
        BoardFrames frames = BoardFrames.of(result, every);
        int count = frames.generations.size();
        int height = side + BoardFrames.captionHeight(side);
        long pixels = (long) count * side * height;
        if (pixels > MAX_PIXELS) {
            throw new IllegalArgumentException("the animation would hold " + count + " frames of " + side + " × "
                    + height + " pixels = " + pixels + " pixels, more than the " + MAX_PIXELS
                    + " allowed (BoardAnimation.MAX_PIXELS); choose a larger every(k) (now " + every
                    + ") or a smaller boardSize(side) (now " + side + ")");
        }
        return frames;
    }

    private BufferedImage frame(BoardFrames frames, int i) {
        int caption = BoardFrames.captionHeight(side);
        BufferedImage img = new BufferedImage(side, side + caption, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, side, side + caption);
        frames.draw(g, i, 0, 0, side, caption);
        g.dispose();
        return img;
    }

    /**
     * Writes the GIF to a file: under a temporary name in the same folder, then moved into place,
     * so a failure (no frames, too many pixels, an interrupt, a full disk) leaves an existing file
     * as it was.
     *
     * @param path the file to create or replace; its folder must exist
     * @throws IllegalArgumentException as {@link #frames()} does, before anything is written
     * @throws InterruptedCallException when the thread is interrupted; its flag stays set
     * @throws java.io.UncheckedIOException naming the path when the file cannot be written
     */
    public void write(Path path) {
        Checks.notNull("path", path);
        BoardFrames frames = plan(); // fails before a temporary file is made
        AtomicFiles.write(path, out -> write(frames, out));
    }

    /**
     * Writes the GIF to a stream, which stays the caller's to close. Draws and encodes one frame at
     * a time, so only one frame is held in memory; an interrupt ends the call after the frame under
     * way.
     *
     * @param out the stream, not null
     * @throws IllegalArgumentException as {@link #frames()} does, before anything is written
     * @throws InterruptedCallException when the thread is interrupted; its flag stays set
     * @throws java.io.UncheckedIOException when the stream fails
     */
    public void write(OutputStream out) {
        Checks.notNull("out", out);
        BoardFrames frames = plan();
        try {
            write(frames, out);
        } catch (IOException e) {
            throw new UncheckedIOException("could not write the GIF: " + e.getMessage(), e);
        }
    }

    private void write(BoardFrames frames, OutputStream out) throws IOException {
        ImageWriter writer = ImageIO.getImageWritersByFormatName("gif").next();
        try (ImageOutputStream ios = ImageIO.createImageOutputStream(out)) {
            writer.setOutput(ios);
            writer.prepareWriteSequence(null);
            int count = frames.generations.size();
            for (int i = 0; i < count; i++) {
                InterruptedCallException.check("BoardAnimation.write, at frame " + i + " of " + count);
                BufferedImage frame = frame(frames, i);
                int millis = i == count - 1 ? lastFrameMillis : delayMillis;
                IIOMetadata meta = metadata(writer, frame, millis, i == 0);
                writer.writeToSequence(new IIOImage(frame, null, meta), null);
            }
            writer.endWriteSequence();
        } finally {
            writer.dispose();
        }
    }

    private IIOMetadata metadata(ImageWriter writer, BufferedImage frame, int millis, boolean first)
            throws IIOInvalidTreeException {
        ImageWriteParam param = writer.getDefaultWriteParam();
        IIOMetadata meta = writer.getDefaultImageMetadata(ImageTypeSpecifier.createFromRenderedImage(frame), param);
        String format = meta.getNativeMetadataFormatName();
        IIOMetadataNode root = (IIOMetadataNode) meta.getAsTree(format);
        IIOMetadataNode control = child(root, "GraphicControlExtension");
        control.setAttribute("disposalMethod", "none");
        control.setAttribute("userInputFlag", "FALSE");
        control.setAttribute("transparentColorFlag", "FALSE");
        control.setAttribute("delayTime", Integer.toString(Math.max(1, millis / 10)));
        control.setAttribute("transparentColorIndex", "0");
        if (first && loop) {
            IIOMetadataNode extensions = child(root, "ApplicationExtensions");
            IIOMetadataNode netscape = new IIOMetadataNode("ApplicationExtension");
            netscape.setAttribute("applicationID", "NETSCAPE");
            netscape.setAttribute("authenticationCode", "2.0");
            netscape.setUserObject(new byte[] {1, 0, 0}); // sub-block 1, loop count 0 = forever
            extensions.appendChild(netscape);
        }
        meta.setFromTree(format, root);
        return meta;
    }

    private static IIOMetadataNode child(IIOMetadataNode root, String name) {
        for (int i = 0; i < root.getLength(); i++) {
            if (root.item(i).getNodeName().equalsIgnoreCase(name)) {
                return (IIOMetadataNode) root.item(i);
            }
        }
        IIOMetadataNode node = new IIOMetadataNode(name);
        root.appendChild(node);
        return node;
    }
}
