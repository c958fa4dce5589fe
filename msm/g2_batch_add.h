/*
 * The batched affine G2 adder of the sorted G2 buckets (msm/g2_sorted.c):
 * many independent additions r = a + b over Fp2, their denominators
 * inverted together with Montgomery's trick (one Fp2 inversion per batch),
 * 3 Fp2 products each for the trick and 2M + 1S for the formulas. Points
 * are affine, (0, 0) standing for infinity; every case is handled:
 * infinity on either side, P + P (a doubling, denominator 2y, never 0:
 * the twist's group order is odd, no 2-torsion), P + (-P) = infinity.
 * Variable time (public data only).
 *
 * It is not msm/batch_add.c over Fp2: its contract is narrower (jobs are
 * independent, no negation flag), which lets it sort the jobs into plain
 * additions, run eight at a time on the eight-lane engine (field/fp2_x8.h)
 * as consecutive groups, and the rest, in one pass each way.
 */
#ifndef BLS381_MSM_G2_BATCH_ADD_H
#define BLS381_MSM_G2_BATCH_ADD_H

#include <stddef.h>

#include "bls381_curve.h"

/* one addition of a batch: *r = *a + *b */
typedef struct {
    bls381_g2_affine *r;
    const bls381_g2_affine *a, *b;
} bls381_g2_add_job;

/* Scratch bytes for batches of up to n jobs (any alignment). */
size_t bls381_g2_batch_add_scratch_size(size_t n);

/*
 * Runs jobs[0..n) with at most one Fp2 inversion. The jobs are
 * independent: r may alias a or b of its own job, but no job may read
 * (as a or b) the r of another job of the array, and no two jobs share r.
 * Returns how many results are infinity.
 */
size_t bls381_g2_batch_add(const bls381_g2_add_job *jobs, size_t n, void *scratch);

#endif
