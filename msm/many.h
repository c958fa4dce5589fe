/*
 * Many MSMs at once with sorted buckets (msm/many.c): FK20's 128 MSMs of
 * 64 points, the batch entry's packed MSMs (msm/batch.h), and the general
 * G1 MSM at small n where its cost model picks this engine (msm/cost.c).
 *
 * m MSMs of n terms: out[i] = sum_{j<n} [scalars[i n + j]] bases[i n + j].
 * table NULL: GLV-split scalars, c-bit windows (2..16), then Horner.
 * table given: a fixed-base table of the m n bases (msm/table.h, with or
 * without images; c is then the table's, bases unused), so the windows of
 * an MSM share one bucket set and no doubling is left. Points in G1 (the
 * GLV split needs it), infinity (0, 0) allowed. Variable time.
 */
#ifndef BLS381_MSM_MANY_H
#define BLS381_MSM_MANY_H

#include "msm/table.h"

typedef struct {
    size_t m, n;
    const bls381_g1_affine *bases;
    const void *table;
    unsigned c;
} bls381_msm_many;

/* Scratch bytes for mm run by `threads` threads (0 is taken as 1); 0 for
 * a bad shape (m = 0, c out of range, a table not of m n bases), SIZE_MAX past the address space. */
size_t bls381_msm_many_scratch_size(const bls381_msm_many *mm, size_t threads);

/* out[0..m): the m sums (projective). BLS381_ERR_BADARGS for a NULL
 * pointer, a bad shape or too small a scratch; pool NULL: the caller alone. */
bls381_status bls381_msm_many_vartime(bls381_g1 *out, const bls381_msm_many *mm, const bls381_fr *scalars,
                                      void *scratch, size_t scratch_size, bls381_pool *pool);

#endif
