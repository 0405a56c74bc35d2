package io.nqueens.judge;

import io.nqueens.assignments.ThrownElsewhere;
import io.nqueens.fitness.Fitness;
import io.nqueens.grading.wire.Wire;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.mutation.Mutation;
import io.nqueens.operators.selection.Selector;
import io.nqueens.spec.EngineSpec;
import io.nqueens.spec.Plugins;

import java.io.DataInputStream;
import java.io.IOException;

/**
 * A student's supplier as the judge sees it: {@link #get()} asks the kernel and gives a genome
 * (data), or an {@link io.nqueens.engine.Engine.Builder} rebuilt here from the settings the
 * kernel described: the kit's own parts by their catalogue spec, the student's own plug-ins as
 * {@link Remote} stand-ins registered under {@link Judge#REMOTE_PREFIX}. The engine then runs in
 * the judge: whether a run solved the board is the judge's own count of attacking pairs.
 */
final class RemoteSupplier {
    private static final int MAX_PARTS = 8;

    private final Link link;
    private final int handle;

    RemoteSupplier(Link link, int handle) {
        this.link = link;
        this.handle = handle;
    }

    Object get() {
        return link.call(handle, Wire.GET, out -> { }, null, this::read);
    }

    private Object read(DataInputStream in) throws IOException {
        byte kind = in.readByte();
        if (kind == Wire.INT_ARRAY) {
            return Wire.ints(in);
        }
        if (kind == Wire.OTHER) {
            String type = Wire.text(in);
            if (type.equals("null")) {
                return null;
            }
            throw new ThrownElsewhere("ClassCastException", "the supplier gave a " + type
                    + ", not a genome, an Engine or an Engine.Builder");
        }
        if (kind != Wire.ENGINE) {
            throw new Wire.BadFrame("a supplier's result of kind " + kind);
        }
        String spec = Wire.text(in);
        int parts = in.readInt();
        if (parts < 0 || parts > MAX_PARTS) {
            throw new Wire.BadFrame(parts + " plug-ins of an engine");
        }
        for (int i = 0; i < parts; i++) {
            int h = in.readInt();
            byte k = in.readByte();
            String name = Judge.REMOTE_PREFIX + h;
            switch (k) {
                case Wire.FITNESS -> Plugins.register(name, (Fitness) new Remote.RemoteFitness(link, h));
                case Wire.SELECTOR -> Plugins.register(name, (Selector) new Remote.RemoteSelector(link, h));
                case Wire.CROSSOVER -> Plugins.register(name, (Crossover) new Remote.RemoteCrossover(link, h));
                case Wire.MUTATION -> Plugins.register(name, (Mutation) new Remote.RemoteMutation(link, h));
                default -> throw new Wire.BadFrame("a plug-in of kind " + k);
            }
        }
        try {
            return EngineSpec.parse(spec).toBuilder();
        } catch (IllegalArgumentException e) {
            throw new ThrownElsewhere("IllegalArgumentException", "the engine's settings were refused: "
                    + e.getMessage());
        }
    }
}
