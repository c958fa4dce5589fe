/*
 * k G1 MSMs over one scratch block: out[i] = sum_{j < n_i} [scalars_i[j]]
 * points_i[j]. msm/cost.c decides how (bls381_msm_batch_choose: one after
 * another, side by side on the pool, or packed into one many-MSM call)
 * and each MSM's engine and window; callers (the KZG batch verifiers) only
 * state the sums. Points in G1 (the GLV split needs it), infinity (0, 0)
 * allowed; public data, variable time.
 */
#ifndef BLS381_MSM_BATCH_H
#define BLS381_MSM_BATCH_H

#include "bls381_msm.h"
#include "msm/cost.h"

typedef struct {
    const bls381_g1_affine *points;
    const bls381_fr *scalars;
    size_t n;
} bls381_msm_batch_item;

/* Scratch bytes for k MSMs on `threads` threads (0 as 1) whose term counts
 * are known before the call only within lo[i] <= n_i <= hi[i] (lo = hi
 * when known): enough for every such count (batch.c says how it bounds
 * them).
 * At least 64; SIZE_MAX past the address space; 0 for k = 0 or lo > hi. */
size_t bls381_msm_batch_scratch_size(const size_t *lo, const size_t *hi, size_t k, size_t threads);

/* The plan of msm/cost.c for k MSMs of n[i] terms on `threads` threads,
 * the scratch of each mode computed here (what the call runs). */
void bls381_msm_batch_plan_for(bls381_msm_batch_plan *plan, const size_t *n, size_t k, size_t threads);

/* out[0..k): the k sums. BLS381_ERR_BADARGS for a NULL pointer (an item's
 * with n > 0) or too small a scratch (8-byte aligned). pool: NULL runs on
 * the caller alone. */
bls381_status bls381_msm_batch_vartime(bls381_g1_affine *out, const bls381_msm_batch_item *items, size_t k,
                                       void *scratch, size_t scratch_size, bls381_pool *pool);

#endif
