/*
 * The batched affine G1 adder: the one copy that every batch-affine method
 * of msm/ runs (the batch-affine buckets, the many-MSM's sorted lists and
 * running sums, the tables of odd multiples and of shifted bases).
 *
 * The denominators of many independent additions are inverted together
 * with Montgomery's trick (prefix products, one inversion, a backward
 * pass; Montgomery 1987, "Speeding the Pollard and elliptic curve methods"),
 * so one addition costs 5M + 1S (2M + 1S in the formulas, 3M in the
 * trick) and a share of one inversion, against 8M + 2S for a mixed XYZZ
 * addition. Variable time (public data
 * only). Points are affine, (0, 0) standing for infinity; every case is
 * handled: infinity on either side, P + P (a doubling, denominator 2y,
 * never 0 in G1, which has no 2-torsion), P + (-P) = infinity.
 */
#ifndef BLS381_MSM_BATCH_ADD_H
#define BLS381_MSM_BATCH_ADD_H

#include "msm/msm.h"

/* one addition of a batch: *r = *a + (neg ? -*b : *b). The negation is
 * folded into the formulas (the slope's numerator changes sign), so a
 * signed digit adds a base in place, without a copy. */
typedef struct {
    bls381_g1_affine *r;
    const bls381_g1_affine *a, *b;
    bool neg;
} bls381_g1_add_job;

/* Scratch bytes for batches of up to n jobs. */
#define BLS381_G1_BATCH_SCRATCH(n) ((size_t)(n) * (2 * sizeof(bls381_fp) + 1))

/*
 * Runs jobs[0..n) with one field inversion. A first pass reads every input;
 * a second pass completes the jobs from the last to the first, each reading
 * its inputs again and then writing its output. So r may alias a or b of
 * its own job, and a job may read the output of an EARLIER job of the array
 * (it sees the value from before the batch), never of a later one.
 * Returns how many results are infinity (P + (-P), or infinity + itself).
 */
size_t bls381_g1_batch_add(const bls381_g1_add_job *jobs, size_t n, void *scratch);
/* The same when no a and no b is infinity (the batch-affine buckets: the
 * tests for it are skipped). */
size_t bls381_g1_batch_add_finite(const bls381_g1_add_job *jobs, size_t n, void *scratch);

/* r[k] = 2 p[k] for k < n (r may equal p), one inversion. */
void bls381_g1_batch_dbl(bls381_g1_affine *r, const bls381_g1_affine *p, size_t n, void *scratch);

#endif
