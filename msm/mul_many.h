/*
 * Many variable-time G1 scalar multiplications at once (msm/mul_many.c):
 * r[k] = [*s[k]] p[k] for k < n, points in G1 (projective, infinity
 * allowed), r and p not overlapping; the twiddle products of a G1 FFT round.
 */
#ifndef BLS381_MSM_MUL_MANY_H
#define BLS381_MSM_MUL_MANY_H

#include "msm/batch_add.h"

/* odd multiples P, 3P, ..., (2 ODD - 1) P per point (a width-5 NAF) */
#define BLS381_G1_MUL_MANY_ODD 8
/* scratch bytes for n products: the tables, the doubles, the jobs and the
 * adder's scratch (a constant expression: callers size stack arrays by it) */
#define BLS381_G1_MUL_MANY_SCRATCH(n)                                                              \
    ((size_t)(n) * ((BLS381_G1_MUL_MANY_ODD + 1) * sizeof(bls381_g1_affine) + sizeof(bls381_g1_add_job)) + \
     BLS381_G1_BATCH_SCRATCH(n))

/* the same as a function, saturating at SIZE_MAX for a huge n */
size_t bls381_g1_mul_many_scratch_size(size_t n);

/* scratch: bls381_g1_mul_many_scratch_size(n) bytes, 8-byte aligned */
void bls381_g1_mul_many_vartime(bls381_g1 *r, const bls381_g1 *p, const bls381_fr *const *s, size_t n,
                                void *scratch);
/* the same contract and scratch, eight products at a time on the lane
 * engine (field/fp_x8.h) when it is on (msm/mul_many_x8.c); the same
 * points as bls381_g1_mul_many_vartime's, not always the same coordinates */
void bls381_g1_mul_many_x8_vartime(bls381_g1 *r, const bls381_g1 *p, const bls381_fr *const *s, size_t n,
                                   void *scratch);

#endif
