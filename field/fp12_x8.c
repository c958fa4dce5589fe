/*
 * The Fp6 and Fp12 lane products of field/fp12_x8.h (out of line: each
 * holds several kilobytes of lane temporaries, and the lane Miller loop's
 * stack is their sum).
 */
#include "field/fp12_x8.h"

/* t_i = a_i b_i; c0 = t0 + xi((a1+a2)(b1+b2) - t1 - t2),
 * c1 = (a0+a1)(b0+b1) - t0 - t1 + xi t2, c2 = (a0+a2)(b0+b2) - t0 - t2 + t1 */
void bls381_fp6_x8_mul(const bls381_fp_x8_engine *e, bls381_fp6_x8 *r, const bls381_fp6_x8 *a,
                       const bls381_fp6_x8 *b)
{
    bls381_fp2_x8 t0, t1, t2, x, y;
    bls381_fp2_x8_mul(e, &t0, &a->c0, &b->c0);
    bls381_fp2_x8_mul(e, &t1, &a->c1, &b->c1);
    bls381_fp2_x8_mul(e, &t2, &a->c2, &b->c2);
    bls381_fp2_x8_add(e, &x, &a->c1, &a->c2);
    bls381_fp2_x8_add(e, &y, &b->c1, &b->c2);
    bls381_fp2_x8_mul(e, &x, &x, &y);
    bls381_fp2_x8_sub(e, &x, &x, &t1);
    bls381_fp2_x8_sub(e, &x, &x, &t2);
    bls381_fp2_x8_mul_by_nonresidue(e, &r->c0, &x);
    bls381_fp2_x8_add(e, &r->c0, &r->c0, &t0);
    bls381_fp2_x8_add(e, &x, &a->c0, &a->c1);
    bls381_fp2_x8_add(e, &y, &b->c0, &b->c1);
    bls381_fp2_x8_mul(e, &r->c1, &x, &y);
    bls381_fp2_x8_sub(e, &r->c1, &r->c1, &t0);
    bls381_fp2_x8_sub(e, &r->c1, &r->c1, &t1);
    bls381_fp2_x8_mul_by_nonresidue(e, &x, &t2);
    bls381_fp2_x8_add(e, &r->c1, &r->c1, &x);
    bls381_fp2_x8_add(e, &x, &a->c0, &a->c2);
    bls381_fp2_x8_add(e, &y, &b->c0, &b->c2);
    bls381_fp2_x8_mul(e, &r->c2, &x, &y);
    bls381_fp2_x8_sub(e, &r->c2, &r->c2, &t0);
    bls381_fp2_x8_sub(e, &r->c2, &r->c2, &t2);
    bls381_fp2_x8_add(e, &r->c2, &r->c2, &t1);
}

/* b = b0 + b1 v (b2 = 0): c0 = t0 + xi((a1+a2) b1 - t1),
 * c1 = (a0+a1)(b0+b1) - t0 - t1, c2 = (a0+a2) b0 - t0 + t1 */
void bls381_fp6_x8_mul_by_01(const bls381_fp_x8_engine *e, bls381_fp6_x8 *r, const bls381_fp6_x8 *a,
                             const bls381_fp2_x8 *b0, const bls381_fp2_x8 *b1)
{
    bls381_fp2_x8 t0, t1, x, y;
    bls381_fp2_x8_mul(e, &t0, &a->c0, b0);
    bls381_fp2_x8_mul(e, &t1, &a->c1, b1);
    bls381_fp2_x8_add(e, &x, &a->c1, &a->c2);
    bls381_fp2_x8_mul(e, &x, &x, b1);
    bls381_fp2_x8_sub(e, &x, &x, &t1);
    bls381_fp2_x8_mul_by_nonresidue(e, &r->c0, &x);
    bls381_fp2_x8_add(e, &r->c0, &r->c0, &t0);
    bls381_fp2_x8_add(e, &x, &a->c0, &a->c1);
    bls381_fp2_x8_add(e, &y, b0, b1);
    bls381_fp2_x8_mul(e, &r->c1, &x, &y);
    bls381_fp2_x8_sub(e, &r->c1, &r->c1, &t0);
    bls381_fp2_x8_sub(e, &r->c1, &r->c1, &t1);
    bls381_fp2_x8_add(e, &x, &a->c0, &a->c2);
    bls381_fp2_x8_mul(e, &r->c2, &x, b0);
    bls381_fp2_x8_sub(e, &r->c2, &r->c2, &t0);
    bls381_fp2_x8_add(e, &r->c2, &r->c2, &t1);
}

/* a = a^2 in place: t = a0 a1, y = a0 + v a1, a1 = a0 + a1,
 * a0 = a1 y - t - v t, a1 = 2t (two lane Fp6 temporaries) */
void bls381_fp12_x8_sqr(const bls381_fp_x8_engine *e, bls381_fp12_x8 *a)
{
    bls381_fp6_x8 t, y;
    bls381_fp6_x8_mul(e, &t, &a->c0, &a->c1);
    bls381_fp6_x8_mul_by_nonresidue(e, &y, &a->c1);
    bls381_fp6_x8_add(e, &y, &y, &a->c0);
    bls381_fp6_x8_add(e, &a->c1, &a->c0, &a->c1);
    bls381_fp6_x8_mul(e, &a->c0, &a->c1, &y);
    bls381_fp6_x8_sub(e, &a->c0, &a->c0, &t);
    bls381_fp6_x8_mul_by_nonresidue(e, &y, &t);
    bls381_fp6_x8_sub(e, &a->c0, &a->c0, &y);
    bls381_fp6_x8_add(e, &a->c1, &t, &t);
}
