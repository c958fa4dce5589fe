/*
 * bls381 — multi-scalar multiplication: sum_i [s_i] P_i for public inputs
 * (variable time; KZG commitments and proofs, batch verification).
 *
 * Memory: the functions never allocate. The caller passes scratch memory of
 * bls381_g1_msm_scratch_size(n, threads) bytes (any alignment suitable for
 * uint64_t, e.g. from malloc). Threads: with a pool (bls381_pool.h) the
 * windows are shared among its threads and the caller; NULL runs on the
 * caller alone, as does `threads` = 1 in the scratch size.
 *
 * Inputs: affine points, (0,0) standing for infinity (skipped); scalars as Fr
 * elements (so every scalar is reduced mod r; zero scalars are skipped). The
 * points must be on the curve and in the subgroup (the GLV method relies on
 * it); the caller validated them when it decoded them.
 */
#ifndef BLS381_MSM_H
#define BLS381_MSM_H

#include "bls381_curve.h"
#include "bls381_pool.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Algorithms, for study and benchmarks; BLS381_MSM_AUTO picks the fastest
 * measured one for n (BENCHMARKS.md has the table). */
typedef enum {
    BLS381_MSM_AUTO = 0,
    BLS381_MSM_NAIVE,        /* sum of double-and-add products */
    BLS381_MSM_XYZZ,         /* Pippenger, signed digits, buckets in XYZZ coordinates */
    BLS381_MSM_BATCH_AFFINE, /* Pippenger, buckets in affine form, batched inversions */
    BLS381_MSM_GLV,          /* batch affine on GLV-split scalars (2n terms of 128 bits) */
    BLS381_MSM_JACOBIAN      /* Pippenger, buckets in Jacobian coordinates (the textbook baseline) */
} bls381_msm_algo;

/* Scratch bytes for n terms run by `threads` threads (bls381_pool_threads
 * of the pool to be used; 0 is taken as 1). SIZE_MAX when the need exceeds
 * what size_t can count (a call with such n returns BLS381_ERR_BADARGS). */
BLS381_API size_t bls381_g1_msm_scratch_size(size_t n, size_t threads);

/* out = sum_{i<n} [scalars[i]] points[i]; n = 0 gives infinity (0,0).
 * pool: NULL to run on the caller only. BLS381_ERR_BADARGS when a pointer is
 * NULL (with n > 0) or the scratch is too small for the pool's threads. */
BLS381_API BLS381_MUST_CHECK bls381_status
bls381_g1_msm_vartime(bls381_g1_affine *out, const bls381_g1_affine *points, const bls381_fr *scalars,
                      size_t n, void *scratch, size_t scratch_size, bls381_pool *pool);

/* The same with a chosen algorithm and window size (window_bits 0 =
 * automatic, else 2..16); a non-default window may need more scratch than
 * bls381_g1_msm_scratch_size gives (BADARGS tells). */
BLS381_API BLS381_MUST_CHECK bls381_status
bls381_g1_msm_vartime_with(bls381_g1_affine *out, const bls381_g1_affine *points, const bls381_fr *scalars,
                           size_t n, void *scratch, size_t scratch_size, bls381_pool *pool,
                           bls381_msm_algo algo, unsigned window_bits);

/* Fixed bases: tables precomputed once for a set of points that many MSMs
 * share (the KZG setup). The table holds, per point, its GLV image and the
 * shifted copies 2^(c k) P for every c-bit window k, so an MSM is one window
 * of buckets with no doublings. window_bits 0 picks the measured default
 * (then the table takes about 2 n (129/c) 96 bytes: 8.6 MB for n = 4096).
 * The table is plain memory the caller owns (8-byte aligned); it may be
 * shared by any number of threads. */
BLS381_API size_t bls381_g1_fixed_table_size(size_t n, unsigned window_bits);
BLS381_API BLS381_MUST_CHECK bls381_status
bls381_g1_fixed_table_build(void *table, size_t table_size, const bls381_g1_affine *points, size_t n,
                            unsigned window_bits, bls381_pool *pool);
/* Scratch for an MSM over a built table on `threads` threads (0 for a
 * table that is not one). */
BLS381_API size_t bls381_g1_msm_fixed_scratch_size(const void *table, size_t threads);
/* out = sum [scalars[i]] points[i] over the table's points; n must be the
 * table's. BLS381_ERR_BADARGS for a bad table, n or scratch. */
BLS381_API BLS381_MUST_CHECK bls381_status
bls381_g1_msm_fixed_vartime(bls381_g1_affine *out, const void *table, const bls381_fr *scalars, size_t n,
                            void *scratch, size_t scratch_size, bls381_pool *pool);

/* G2: the same contract over G2 (XYZZ buckets; no algorithm choice). */
BLS381_API size_t bls381_g2_msm_scratch_size(size_t n, size_t threads);
BLS381_API BLS381_MUST_CHECK bls381_status
bls381_g2_msm_vartime(bls381_g2_affine *out, const bls381_g2_affine *points, const bls381_fr *scalars,
                      size_t n, void *scratch, size_t scratch_size, bls381_pool *pool);

#ifdef __cplusplus
}
#endif
#endif
