package io.nqueens.tuning;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Draws configurations: uniformly in the first iteration, then around the elites as irace does
 * (López-Ibáñez et al. 2016, section 3.2), in its spirit rather than its code. Each configuration
 * carries a sampling model: a probability per label of each categorical parameter and a
 * standard deviation per numeric one. A newcomer picks an elite as parent (the better its rank,
 * the likelier), inherits its model, moves each categorical probability toward the parent's
 * value by (iteration - 1) / iterations (no probability above 0.2^(1/d), irace's elitist cap,
 * so that no label is ever left unsampled), and shrinks each deviation by (1 / newcomers)^(1 / d)
 * for d parameters; numbers are drawn from a normal around the parent's value, truncated to the
 * range (on the log scale where asked). A parameter the parent left inactive is drawn uniformly.
 * Every draw comes from the race's one random generator. O(d) per configuration.
 */
final class Sampler {
    private final Space space;
    private final Map<Integer, Map<String, double[]>> models = new HashMap<>();

    Sampler(Space space) {
        this.space = space;
    }

    /** A configuration drawn uniformly; its model starts flat (uniform labels, half-range deviations). */
    Configuration uniform(int id, int iteration, SplittableRandom rng) {
        Map<String, Object> values = new LinkedHashMap<>();
        Map<String, double[]> model = new HashMap<>();
        for (Parameter p : space.parameters()) {
            if (Space.active(p, values)) {
                values.put(p.name(), uniformValue(p, rng));
            }
            model.put(p.name(), flat(p));
        }
        models.put(id, model);
        return new Configuration(id, iteration, -1, values);
    }

    private static double[] flat(Parameter p) {
        if (p.type() == Parameter.Type.CATEGORICAL) {
            double[] probs = new double[p.labels().size()];
            java.util.Arrays.fill(probs, 1.0 / probs.length);
            return probs;
        }
        return new double[] {(scaled(p, p.high()) - scaled(p, p.low())) / 2};
    }

    private static Object uniformValue(Parameter p, SplittableRandom rng) {
        if (p.type() == Parameter.Type.CATEGORICAL) {
            return p.labels().get(rng.nextInt(p.labels().size()));
        }
        double lo = scaled(p, p.low());
        double hi = scaled(p, p.high());
        // Linear integers get half a step beyond each end, so the end values are as likely as the others.
        return number(p, p.type() == Parameter.Type.INTEGER && !p.log() ? lo - 0.5 + rng.nextDouble() * (hi - lo + 1)
                : lo + rng.nextDouble() * (hi - lo));
    }

    /**
     * A configuration sampled around one of the elites.
     *
     * @param elites the elites, best first
     * @param iteration this iteration, from 2
     * @param iterations the planned number of iterations
     * @param newcomers how many configurations this iteration samples
     */
    Configuration around(int id, List<Configuration> elites, int iteration, int iterations, int newcomers,
            SplittableRandom rng) {
        Configuration parent = pickParent(elites, rng);
        Map<String, double[]> parentModel = models.get(parent.id());
        Map<String, double[]> model = new HashMap<>();
        Map<String, Object> values = new LinkedHashMap<>();
        double shrink = Math.pow(1.0 / Math.max(1, newcomers), 1.0 / space.parameters().size());
        double pull = (iteration - 1.0) / iterations;
        double cap = Math.pow(0.2, 1.0 / space.parameters().size());
        for (Parameter p : space.parameters()) {
            double[] m = parentModel.get(p.name()).clone();
            Object pv = parent.values().get(p.name());
            if (p.type() == Parameter.Type.CATEGORICAL) {
                if (pv != null) {
                    int at = p.labels().indexOf((String) pv);
                    for (int i = 0; i < m.length; i++) {
                        m[i] = m[i] * (1 - pull) + (i == at ? pull : 0);
                    }
                    capped(m, cap);
                }
            } else {
                m[0] *= shrink;
            }
            model.put(p.name(), m);
            if (Space.active(p, values)) {
                values.put(p.name(), pv == null ? uniformValue(p, rng) : near(p, pv, m, rng));
            }
        }
        models.put(id, model);
        return new Configuration(id, iteration, parent.id(), values);
    }

    /**
     * Caps each probability at {@code cap} and renormalises (irace's elitist rule, 0.2^(1/d)):
     * without it the pulls of a few iterations drive one label's probability to nearly 1, and a
     * value the first race favoured by chance is never left again.
     */
    private static void capped(double[] m, double cap) {
        normalise(m);
        for (int i = 0; i < m.length; i++) {
            m[i] = Math.min(m[i], cap);
        }
        normalise(m);
    }

    private static void normalise(double[] m) {
        double sum = 0;
        for (double x : m) {
            sum += x;
        }
        for (int i = 0; i < m.length; i++) {
            m[i] /= sum;
        }
    }

    private static Configuration pickParent(List<Configuration> elites, SplittableRandom rng) {
        int n = elites.size();
        // Weights n, n-1, ..., 1 for ranks 1..n: total n(n+1)/2.
        int draw = rng.nextInt(n * (n + 1) / 2);
        for (int r = 0; r < n; r++) {
            draw -= n - r;
            if (draw < 0) {
                return elites.get(r);
            }
        }
        return elites.get(n - 1);
    }

    private static Object near(Parameter p, Object parentValue, double[] m, SplittableRandom rng) {
        if (p.type() == Parameter.Type.CATEGORICAL) {
            double u = rng.nextDouble();
            for (int i = 0; i < m.length; i++) {
                u -= m[i];
                if (u < 0) {
                    return p.labels().get(i);
                }
            }
            return p.labels().get(m.length - 1);
        }
        double lo = scaled(p, p.low());
        double hi = scaled(p, p.high());
        double centre = scaled(p, ((Number) parentValue).doubleValue());
        double x = centre;
        for (int tries = 0; tries < 20; tries++) {
            x = centre + m[0] * normal(rng);
            if (x >= lo && x <= hi) {
                break;
            }
        }
        return number(p, Math.min(hi, Math.max(lo, x)));
    }

    /** A standard normal draw (Box-Muller), from the race's generator. */
    private static double normal(SplittableRandom rng) {
        double u = 1 - rng.nextDouble();
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.nextDouble());
    }

    private static double scaled(Parameter p, double v) {
        return p.log() ? Math.log(v) : v;
    }

    /** Back from the sampling scale to a value: rounded for integers, 4 digits for reals, in range. */
    private static Object number(Parameter p, double x) {
        double v = p.log() ? Math.exp(x) : x;
        v = Math.min(p.high(), Math.max(p.low(), v));
        return p.type() == Parameter.Type.INTEGER ? (Object) Math.round(v)
                : (Object) Math.min(p.high(), Math.max(p.low(), Parameter.round4(v)));
    }
}
