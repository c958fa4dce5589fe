/*
 * Affine G1 additions in batches (the FK20 MSMs and the fixed-base tables):
 * the denominators of many independent additions are inverted together
 * with Montgomery's trick, so one addition costs 6 multiplications plus a
 * share of one inversion, against 10-12 in projective coordinates.
 * Variable time (public data only). Points are affine, (0, 0) standing for
 * infinity; every case is handled: infinity on either side, P + P
 * (a doubling, denominator 2y, never 0 in G1), P + (-P) = infinity.
 */
#ifndef BLS381_KZG_G1_BATCH_H
#define BLS381_KZG_G1_BATCH_H

#include "bls381_curve.h"

/* (0, 0)? A limb test, variable time (the library's test is constant time
 * and an external call). */
static inline bool bls381_kzg_g1_is_inf(const bls381_g1_affine *p)
{
    uint64_t acc = 0;
    for (int i = 0; i < 6; i++) acc |= p->x.l[i] | p->y.l[i];
    return acc == 0;
}

/* one addition of a batch: *r = *a + *b */
typedef struct {
    bls381_g1_affine *r;
    const bls381_g1_affine *a, *b;
} bls381_kzg_g1_add_job;

/* Scratch bytes for batches of up to n jobs. */
size_t bls381_kzg_g1_batch_scratch_size(size_t n);

/*
 * Runs jobs[0..n) with one field inversion. A first pass reads every input;
 * a second pass completes the jobs from the last to the first, each reading
 * its inputs again and then writing its output. So r may alias a or b of
 * its own job, and a job may read the output of an EARLIER job of the array
 * (it sees the value from before the batch), never of a later one.
 */
void bls381_kzg_g1_batch_add(const bls381_kzg_g1_add_job *jobs, size_t n, void *scratch);

/* r[k] = 2 p[k] for k < n (r may equal p), one inversion. */
void bls381_kzg_g1_batch_dbl(bls381_g1_affine *r, const bls381_g1_affine *p, size_t n, void *scratch);

#endif
