/**
 * Live views of long work in a notebook: {@link io.nqueens.live.Live} runs a run, an experiment or
 * a scaling study as the usual call does, with the same result, and meanwhile shows a progress
 * line and a chart that the Java kernel updates in place (its display support is found by
 * reflection, so notebooks name no kernel); outside a kernel it prints a line now and then. The
 * package sits above {@code engine}, {@code experiment}, {@code plots}, {@code stats} and the
 * views' parts ({@code io.nqueens.live.frames}), and nothing in the kit imports it.
 */
package io.nqueens.live;
