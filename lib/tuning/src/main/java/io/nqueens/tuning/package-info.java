/**
 * Automatic tuning by racing: a {@link io.nqueens.tuning.Space} of settings built from the kit's
 * engine-spec forms (categorical choices, integers and reals with ranges and log scales,
 * conditional parameters), and a {@link io.nqueens.tuning.Race} that finds good settings in it
 * the way irace does (iterated racing: paired blocks of (N, seed) instances, Friedman tests with
 * a post-hoc against the best, elites and newcomers sampled around them), spending a fixed run
 * budget, saving its runs through the experiment machinery so a killed race resumes, and
 * re-testing its survivors on held-out seeds. {@link io.nqueens.tuning.RaceSpec} writes a race as
 * JSON for the command line's {@code tune}; {@code io.nqueens.tuning.irace.IraceExport} (in the command line's module) writes it as an
 * irace scenario for users of irace itself. {@link io.nqueens.tuning.LiveRace} shows a race or an
 * ablation in a notebook while it runs. The package is the module {@code io.nqueens.tuning}, which
 * the student's class path does not carry. Sits above {@code experiment}, {@code spec}, {@code
 * stats}, {@code plots} and the live views' parts ({@code io.nqueens.live.frames}); nothing below
 * imports it.
 */
package io.nqueens.tuning;
