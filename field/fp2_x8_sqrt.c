/*
 * Eight Fp2 square roots at once on the lane engine
 * (bls381_fp2_x8_sqrt_vartime, field/fp2_x8.h): the algorithm of
 * field/fp2_sqrt.c step for step (see there for the math: the norm's root
 * alpha, delta = (a0 + alpha)/2 or a0 when that is zero, one
 * exponentiation t = delta^((p-3)/4), the branch on t^2 delta = -1, the
 * final squaring), the constant-time selections made by blends, the
 * halvings products by 1/2. Every step is an exact operation in Fp, so each
 * lane holds the very root bls381_fp2_sqrt gives, and the stored result is
 * bit-identical with it. Variable time (the engine): public data only.
 */
#include "field/fp2_x8.h"
#include "field/field.h"

unsigned bls381_fp2_x8_sqrt_vartime(const bls381_fp_x8_engine *e, bls381_fp2_x8 *r, const bls381_fp2_x8 *a)
{
    bls381_fp one, half_s, minus_one_s;
    bls381_fp_set_one(&one);
    bls381_fp_half(&half_s, &one);
    bls381_fp_neg(&minus_one_s, &one);
    const bls381_fp *ph[8], *pm[8];
    for (int k = 0; k < 8; k++) ph[k] = &half_s, pm[k] = &minus_one_s;
    bls381_fp_x8 half, minus_one, n, t, alpha, delta, chi, half_a1;
    e->fp_load(&half, ph);
    e->fp_load(&minus_one, pm);

    /* alpha = n^((p+1)/4), a root of n when n = a0^2 + a1^2 is a square */
    e->fp_sqr(&n, &a->c0);
    e->fp_sqr(&t, &a->c1);
    e->fp_add(&n, &n, &t);
    bls381_fp_x8_pow_vartime(e, &alpha, &n, bls381_fp2_sqrt_exponent);
    e->fp_mul(&alpha, &alpha, &n);

    e->fp_add(&delta, &a->c0, &alpha);
    e->fp_mul(&delta, &delta, &half);
    e->fp_blend(&delta, e->fp_is_zero(&delta), &delta, &a->c0);

    bls381_fp_x8_pow_vartime(e, &t, &delta, bls381_fp2_sqrt_exponent);
    e->fp_sqr(&chi, &t);
    e->fp_mul(&chi, &chi, &delta);                  /* Legendre symbol of delta */
    e->fp_mul(&half_a1, &a->c1, &half);

    bls381_fp2_x8 x, xb, check;
    e->fp_mul(&x.c0, &t, &delta);                   /* delta a square */
    e->fp_mul(&x.c1, &half_a1, &t);
    xb.c0 = x.c1;                                   /* delta not a square */
    e->fp_neg(&xb.c1, &x.c0);
    unsigned non_square = e->fp_eq(&chi, &minus_one);
    e->fp_blend(&x.c0, non_square, &x.c0, &xb.c0);
    e->fp_blend(&x.c1, non_square, &x.c1, &xb.c1);

    bls381_fp2_x8_sqr(e, &check, &x);
    unsigned ok = bls381_fp2_x8_eq(e, &check, a);
    *r = x;
    return ok;
}
