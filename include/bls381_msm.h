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

/* Variants, for study and benchmarks (msm/MSM.md), on four orthogonal
 * axes; any combination is valid, and 0 in a field is "auto". The bench
 * names a variant by these axes (g1_msm_N@B+S+P_cK, bench/bench_msm.c),
 * and its published names are points of them: @naive (buckets naive),
 * @xyzz (xyzz + none + pure), @jacobian (jacobian + none + pure),
 * @batch_affine (batch_affine + none + hybrid), @glv (batch_affine + glv
 * + hybrid); the plain g1_msm_N is all auto. */
typedef enum {
    BLS381_MSM_BUCKETS_AUTO = 0,     /* the cost model's pick (msm/cost.c), the sorted engine included */
    BLS381_MSM_BUCKETS_JACOBIAN,     /* Jacobian buckets, mixed additions (the textbook baseline) */
    BLS381_MSM_BUCKETS_XYZZ,         /* XYZZ buckets, mixed additions 8M + 2S */
    BLS381_MSM_BUCKETS_BATCH_AFFINE, /* affine buckets, batched inversions, a collision queue */
    BLS381_MSM_BUCKETS_SORTED,       /* terms sorted into per-bucket lists, reduced in batched affine
                                      * rounds with every window at once (the many-MSM engine) */
    BLS381_MSM_BUCKETS_NAIVE         /* no buckets: the sum of double-and-add products, the reference;
                                      * the other axes do not apply (any valid value), and it uses no
                                      * scratch (NULL allowed) */
} bls381_msm_buckets;
typedef enum {
    BLS381_MSM_SPLIT_AUTO = 0, /* the cost model's pick (always GLV for the sorted engine) */
    BLS381_MSM_SPLIT_NONE,     /* n terms of 255 bits */
    BLS381_MSM_SPLIT_GLV       /* 2n terms of 128 bits (k = k1 + k2 x^2, the endomorphism) */
} bls381_msm_split;
/* A window whose terms crowd a few buckets (the top window, whose digits
 * reach only the scalar's last bits, when they are far more than its
 * buckets) gains nothing from batched inversions: */
typedef enum {
    BLS381_MSM_CROWDED_HYBRID = 0, /* the default: such windows of batch-affine buckets run in XYZZ
                                    * (with the lane engine on, only those with fewer than
                                    * 2^(c-2) buckets, too few to fill batches) */
    BLS381_MSM_CROWDED_PURE        /* every window in the chosen buckets */
} bls381_msm_crowded;
typedef struct {
    bls381_msm_buckets buckets;
    bls381_msm_split split;
    unsigned window_bits; /* 0: the cost model's window, else 2..16 */
    bls381_msm_crowded crowded;
} bls381_msm_config;

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

/* Any variant: scratch bytes for n terms of config cfg (NULL: all auto)
 * on `threads` threads (0 as 1); 0 for a config out of range (an unknown
 * enum value, a window outside 2..16, the sorted engine without GLV),
 * SIZE_MAX past the address space. Then the MSM itself: the contract of
 * bls381_g1_msm_vartime, BLS381_ERR_BADARGS also for a bad config. */
BLS381_API size_t bls381_g1_msm_config_scratch_size(size_t n, size_t threads, const bls381_msm_config *cfg);
BLS381_API BLS381_MUST_CHECK bls381_status
bls381_g1_msm_vartime_config(bls381_g1_affine *out, const bls381_g1_affine *points, const bls381_fr *scalars,
                             size_t n, void *scratch, size_t scratch_size, bls381_pool *pool,
                             const bls381_msm_config *cfg);

/* Fixed bases: tables precomputed once for a set of points that many MSMs
 * share (the KZG setup). The table (msm/table.h) holds, per point, the
 * shifted copies 2^(c k) P for every c-bit window k and their GLV images, so an MSM is one window
 * of buckets with no doublings. window_bits 0 picks the measured default
 * (then the table takes 2 n ceil(129/c) 96 bytes and a header: 8.65 MB for
 * n = 4096; tests/test_doc_figures.c keeps the figure true).
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

/* G2: the same contract over G2 (no configuration: XYZZ buckets below 32
 * terms or when every scalar is below 2^64, sorted affine buckets with
 * batched inversions otherwise, by the cost model; msm/MSM.md section 13). */
BLS381_API size_t bls381_g2_msm_scratch_size(size_t n, size_t threads);
BLS381_API BLS381_MUST_CHECK bls381_status
bls381_g2_msm_vartime(bls381_g2_affine *out, const bls381_g2_affine *points, const bls381_fr *scalars,
                      size_t n, void *scratch, size_t scratch_size, bls381_pool *pool);

#ifdef __cplusplus
}
#endif
#endif
