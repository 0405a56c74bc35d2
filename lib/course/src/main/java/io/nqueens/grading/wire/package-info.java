/**
 * The frames that cross between the judge ({@code io.nqueens.judge}) and the kernel's {@link
 * io.nqueens.grading.Serve}: their kinds, the encoding of their parts, and the identity of arrays
 * sent more than once. Exported to the judge's module only.
 */
package io.nqueens.grading.wire;
