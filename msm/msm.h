/*
 * Internals of the Pippenger MSM (see include/bls381_msm.h).
 *
 * A "plan" is the MSM after scalar preparation: N terms (point index, scalar
 * of at most `bits` bits), cut into `windows` signed digits of c bits each.
 * Digit d of window w means: add +-P to bucket |d| - 1 of that window; the
 * window's sum is sum_b (b+1) * bucket_b, and the result is
 * sum_w 2^(c*w) * window_sum_w (Horner, c doublings per window).
 *
 * Signed digits (Booth-like recoding): each c-bit chunk plus the incoming
 * carry, v, becomes v - 2^c with carry 1 when v > 2^(c-1), so |d| <= 2^(c-1)
 * and only 2^(c-1) buckets are needed; the top window keeps v as it is,
 * which stays <= 2^(c-1) because windows = ceil((bits + 1) / c).
 */
#ifndef BLS381_MSM_MSM_H
#define BLS381_MSM_MSM_H

#include "bls381_msm.h"
#include "curve/curve.h"
#include "curve/g1_xyzz.h"
#include "field/fp_x8.h"
#include "field/field.h"
#include "msm/cost.h"

typedef struct {
    size_t n_terms;               /* N */
    unsigned c, windows, bits;
    const bls381_g1_affine *pts;  /* N points (for GLV: the points, then the endomorphism images) */
    const int32_t *digits;        /* windows * N, window-major */
} bls381_msm_plan;

/* number of windows for `bits`-bit scalars and c-bit windows */
unsigned bls381_msm_windows(unsigned bits, unsigned c);

/* The scratch of bls381_g2_msm_vartime for n scalars all below 2^64
 * (batch verification's randomisers): those take the XYZZ buckets
 * (bls381_msm_g2_choose), which need at most what
 * bls381_g2_msm_scratch_size asks and at 64 terms an eighth of it; the
 * MSM accepts this size for such scalars. */
size_t bls381_g2_msm_scratch_size_u64(size_t n, size_t threads);

/* digits[w * stride + i] for scalar i < n (limbs little-endian, 4 per
 * scalar): recodes a range of terms straight into the window-major table */
void bls381_msm_recode(int32_t *digits, size_t stride, const uint64_t (*scalars)[4], size_t n, unsigned bits,
                       unsigned c);

/* The one infinity predicate of msm/: affine (0, 0), a variable-time limb
 * test (the library's bls381_g1_affine_is_infinity is constant time and an
 * external call). */
static inline bool bls381_msm_g1_is_inf(const bls381_g1_affine *p)
{
    uint64_t acc = 0;
    for (int i = 0; i < 6; i++) acc |= p->x.l[i] | p->y.l[i];
    return acc == 0;
}
static inline bool bls381_msm_g2_is_inf(const bls381_g2_affine *p)
{
    uint64_t acc = 0;
    for (int i = 0; i < 6; i++) acc |= p->x.c0.l[i] | p->x.c1.l[i] | p->y.c0.l[i] | p->y.c1.l[i];
    return acc == 0;
}

/* k (canonical, < r) -> the two 128-bit GLV halves as 4-limb scalars:
 * k = lo + hi x^2, so [k]P = [lo]P + [hi](beta x, -y) (curve's
 * bls381_scalar_split_glv and bls381_g1_beta, scalar.c and endo.c) */
void bls381_msm_glv_split(uint64_t lo[4], uint64_t hi[4], const uint64_t k[4]);
/* (beta x, -y) = -phi(P) = [x^2] P, the point of a second half */
void bls381_msm_glv_image(bls381_g1_affine *r, const bls381_g1_affine *p);
/* the one formula of that image: r = +-P (image false) or +-(beta x, -y)
 * (image true), negated when neg; r may be p */
static inline void bls381_msm_glv_term(bls381_g1_affine *r, const bls381_g1_affine *p, bool image, bool neg)
{
    if (image) bls381_fp_mul(&r->x, &p->x, &bls381_g1_beta);
    else r->x = p->x;
    if (image ^ neg) bls381_fp_neg(&r->y, &p->y);
    else r->y = p->y;
}

/* a term t of a window: its point index, with BLS381_MSM_NEG_BIT set for
 * a negative digit; the point, negated for such a digit */
#define BLS381_MSM_NEG_BIT 0x80000000u
static inline void bls381_msm_term_point(bls381_g1_affine *q, const bls381_msm_plan *plan, uint32_t t)
{
    *q = plan->pts[t & ~BLS381_MSM_NEG_BIT];
    if (t & BLS381_MSM_NEG_BIT) bls381_fp_neg(&q->y, &q->y);
}

/* bytes of workspace one thread needs to run a window of the plan */
size_t bls381_msm_g1_workspace_size(unsigned c);

/* window sum with buckets in affine form and batched inversions (buckets_batch_affine.c) */
void bls381_msm_g1_window_batch_affine(bls381_g1_xyzz *out, const bls381_msm_plan *plan, unsigned w,
                                       void *workspace);
/* (running_sums_x8.c) *out = sum_b (b + 1) buckets[b] over the b < nb whose
 * state[b] has a bit of `set` (the others are absent, their memory not
 * read), on the lane engine e; nb a power of two, at least 16 */
void bls381_msm_g1_running_sums_x8(bls381_g1_xyzz *out, const bls381_fp_x8_engine *e,
                                   const bls381_g1_affine *buckets, const uint8_t *state, uint8_t set, size_t nb);
/* window sum with buckets in XYZZ coordinates (buckets_xyzz.c) */
void bls381_msm_g1_window_xyzz(bls381_g1_xyzz *out, const bls381_msm_plan *plan, unsigned w,
                               void *workspace);
/* window sum with buckets in Jacobian coordinates, the study baseline (buckets_jacobian.c) */
void bls381_msm_g1_window_jacobian(bls381_g1_xyzz *out, const bls381_msm_plan *plan, unsigned w,
                                   void *workspace);

#endif
