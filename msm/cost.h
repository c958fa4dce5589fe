/*
 * The cost model of the G1 MSM (msm/cost.c, msm/MSM.md section 9): every
 * engine decision of msm/ (the variant and window of one MSM, whether a
 * fixed-base table pays) is made here, from estimated field
 * multiplications; callers above msm/ ask, they do not choose.
 */
#ifndef BLS381_MSM_COST_H
#define BLS381_MSM_COST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "bls381_msm.h"

#define BLS381_MSM_MAX_C 16

/* a resolved variant: the four axes with nothing left auto */
typedef struct {
    bls381_msm_buckets buckets; /* not AUTO */
    bool glv, hybrid;           /* the split; crowded windows in XYZZ */
    unsigned c;                 /* the window, 2..16 (0 for NAIVE) */
} bls381_msm_choice;

/* Buckets a window of `bits`-bit scalars can use (all 2^(c-1) but the top
 * window's); whether a window of `terms` terms over `buckets` buckets is
 * crowded (the hybrid runs it in XYZZ); the estimated multiplications of a
 * variant at window c; its cheapest window; and the variant for a config
 * (false for a config out of range). */
size_t bls381_msm_window_buckets(unsigned bits, unsigned c, unsigned w);
bool bls381_msm_window_crowded(size_t buckets, size_t terms);
/* whether the hybrid runs such a window of batch-affine buckets in XYZZ:
 * when crowded, and with the lane engine on (lanes) only when it also has
 * fewer than 2^(c-2) buckets */
bool bls381_msm_window_in_xyzz(size_t buckets, size_t terms, unsigned c, bool lanes);
double bls381_msm_cost(size_t n, const bls381_msm_choice *ch, unsigned c);
unsigned bls381_msm_best_window(size_t n, const bls381_msm_choice *ch);
/* the sorted engine's window for MSMs of n terms (many.h's callers) */
unsigned bls381_msm_sorted_window(size_t n);
bool bls381_msm_choose(bls381_msm_choice *out, size_t n, size_t threads, const bls381_msm_config *cfg);
/* the threads (1..threads) that pay for a job of `cost` multiplications in
 * `pieces` equal pieces: 1 when the split would cost more than it saves */
size_t bls381_msm_split_threads(double cost, size_t pieces, size_t threads);

/* G2 (msm/g2.c): XYZZ or sorted buckets (msm/g2_sorted.h) and the window
 * for n terms of up to 255 bits, by the model in cost.c; XYZZ below 32
 * terms and for scalars below 2^64 (narrow). The choice does not depend on
 * the lane engine (the scratch size cannot). */
void bls381_msm_g2_choose(bls381_msm_choice *out, size_t n, bool narrow);

/* k MSMs at once (msm/batch.h): one after another, each on the pool;
 * side by side, one task each, the pool's threads shared among them
 * (`threads` each in the model); or packed into one many-MSM call on the
 * caller (the shorter padded with zero scalars, so that every batch of
 * affine additions serves all k), at window c. The plan for MSMs of n[i]
 * terms on `threads` threads whose modes take bytes[mode] of scratch
 * (msm/batch.c computes them): the cheapest by the model's time plus the
 * scratch counted as time (cost.c). */
typedef enum {
    BLS381_MSM_BATCH_SEQUENTIAL = 0,
    BLS381_MSM_BATCH_SIDE_BY_SIDE,
    BLS381_MSM_BATCH_PACKED
} bls381_msm_batch_mode;
typedef struct {
    bls381_msm_batch_mode mode;
    size_t threads; /* the threads each MSM is chosen for (side by side: the pool's share) */
    unsigned c;     /* packed: the sorted engine's window */
} bls381_msm_batch_plan;
#define BLS381_MSM_BATCH_AT_ONCE 8 /* more MSMs than this run one after another */
void bls381_msm_batch_choose(bls381_msm_batch_plan *out, const size_t *n, size_t k, size_t threads,
                             const size_t bytes[3]);
/* side by side, the threads each of k MSMs is chosen for */
size_t bls381_msm_batch_share(size_t k, size_t threads);

/* The window of a fixed-base table for the many-MSM (msm/many.h) when the
 * caller asks for `requested` bits (c-kzg's precompute for FK20): the
 * request itself from 6 bits to 16, else 0, no table (narrower tables
 * measured slower than none). */
unsigned bls381_msm_many_table_window(uint64_t requested);

#endif
