/*
 * Eight Fp6 and Fp12 elements over the eight-lane engine (field/fp2_x8.h),
 * one element per lane, in the tower of bls381_field.h (Fp6 = Fp2[v]/(v^3 -
 * xi), Fp12 = Fp6[w]/(w^2 - v), xi = u + 1): the forms of field/fp6.c and
 * field/fp12.c's plain arithmetic written over Fp2 lanes, for the lane
 * Miller loop's accumulators (pairing/miller.c). Variable time, public data
 * only, as the engine.
 *
 * Bounds: those of field/fp2_x8.h, coordinate by coordinate (every step is
 * one engine operation); a stored result is the scalar tower's value bit
 * for bit (store reduces).
 *
 * Operations (r may alias inputs unless said; the products' outputs may
 * not, so they need no lane temporaries for the result: each lane Fp6 is
 * 3 KB, and the lane Miller loop's stack is the sum of its callers'):
 *   fp6: add, sub, mul_by_nonresidue (r = v a), mul (Karatsuba, 6 Fp2
 *        products), mul_by_01 (b = b0 + b1 v, 5 products);
 *   fp12: sqr in place (2 Fp6 products: t = a0 a1,
 *        c0 = (a0 + a1)(a0 + v a1) - t - v t, c1 = 2t), store of eight.
 * The small operations are static inline here; the products are in
 * field/fp12_x8.c.
 */
#ifndef BLS381_FIELD_FP12_X8_H
#define BLS381_FIELD_FP12_X8_H

#include "field/fp2_x8.h"

typedef struct { bls381_fp2_x8 c0, c1, c2; } bls381_fp6_x8;
typedef struct { bls381_fp6_x8 c0, c1; } bls381_fp12_x8;

static inline void bls381_fp6_x8_add(const bls381_fp_x8_engine *e, bls381_fp6_x8 *r, const bls381_fp6_x8 *a,
                                     const bls381_fp6_x8 *b)
{
    bls381_fp2_x8_add(e, &r->c0, &a->c0, &b->c0);
    bls381_fp2_x8_add(e, &r->c1, &a->c1, &b->c1);
    bls381_fp2_x8_add(e, &r->c2, &a->c2, &b->c2);
}

static inline void bls381_fp6_x8_sub(const bls381_fp_x8_engine *e, bls381_fp6_x8 *r, const bls381_fp6_x8 *a,
                                     const bls381_fp6_x8 *b)
{
    bls381_fp2_x8_sub(e, &r->c0, &a->c0, &b->c0);
    bls381_fp2_x8_sub(e, &r->c1, &a->c1, &b->c1);
    bls381_fp2_x8_sub(e, &r->c2, &a->c2, &b->c2);
}

/* r = v a = xi a2 + a0 v + a1 v^2 */
static inline void bls381_fp6_x8_mul_by_nonresidue(const bls381_fp_x8_engine *e, bls381_fp6_x8 *r,
                                                   const bls381_fp6_x8 *a)
{
    bls381_fp2_x8 t;
    bls381_fp2_x8_mul_by_nonresidue(e, &t, &a->c2);
    r->c2 = a->c1;
    r->c1 = a->c0;
    r->c0 = t;
}

/* r = a b (Karatsuba, 6 Fp2 products); r must be neither a nor b */
void bls381_fp6_x8_mul(const bls381_fp_x8_engine *e, bls381_fp6_x8 *r, const bls381_fp6_x8 *a,
                       const bls381_fp6_x8 *b);
/* r = a (b0 + b1 v) (5 products); r must not be a */
void bls381_fp6_x8_mul_by_01(const bls381_fp_x8_engine *e, bls381_fp6_x8 *r, const bls381_fp6_x8 *a,
                             const bls381_fp2_x8 *b0, const bls381_fp2_x8 *b1);
/* a = a^2 in place (2 Fp6 products) */
void bls381_fp12_x8_sqr(const bls381_fp_x8_engine *e, bls381_fp12_x8 *a);

/* dst[k] = lane k of a */
static inline void bls381_fp12_x8_store(const bls381_fp_x8_engine *e, bls381_fp12 *const dst[8],
                                        const bls381_fp12_x8 *a)
{
    bls381_fp2 *d[6][8];
    for (int k = 0; k < 8; k++) {
        d[0][k] = &dst[k]->c0.c0, d[1][k] = &dst[k]->c0.c1, d[2][k] = &dst[k]->c0.c2;
        d[3][k] = &dst[k]->c1.c0, d[4][k] = &dst[k]->c1.c1, d[5][k] = &dst[k]->c1.c2;
    }
    bls381_fp2_x8_store(e, d[0], &a->c0.c0);
    bls381_fp2_x8_store(e, d[1], &a->c0.c1);
    bls381_fp2_x8_store(e, d[2], &a->c0.c2);
    bls381_fp2_x8_store(e, d[3], &a->c1.c0);
    bls381_fp2_x8_store(e, d[4], &a->c1.c1);
    bls381_fp2_x8_store(e, d[5], &a->c1.c2);
}

#endif
