/*
 * Fp12 product and squaring with lazy reduction: the Karatsuba and complex
 * squaring formulas of fp12.c on wide Fp6 products (field/wide.h), reduced
 * once per output Fp coefficient: 12 Montgomery reductions per Fp12 product
 * instead of 18 (lazy Fp6 alone) or 54 (plain). Aranha et al., EUROCRYPT
 * 2011, section 3. The sums fed to the wide Fp6 products are reduced, as
 * bls381_fp6_mul_wide requires.
 */
#include "field/wide.h"

void bls381_fp12_mul_lazy(bls381_fp12 *r, const bls381_fp12 *a, const bls381_fp12 *b)
{
    /* t0 = a0 b0, t1 = a1 b1; c0 = t0 + v t1, c1 = (a0+a1)(b0+b1) - t0 - t1 */
    bls381_fp6w t0, t1, c1;
    bls381_fp6 x, y;
    bls381_fp6_mul_wide(&t0, &a->c0, &b->c0);
    bls381_fp6_mul_wide(&t1, &a->c1, &b->c1);
    bls381_fp6_add(&x, &a->c0, &a->c1);
    bls381_fp6_add(&y, &b->c0, &b->c1);
    bls381_fp6_mul_wide(&c1, &x, &y);
    bls381_fp6w_sub(&c1, &c1, &t0);
    bls381_fp6w_sub(&c1, &c1, &t1);
    bls381_fp6w_mul_by_nonresidue(&t1, &t1);
    bls381_fp6w_add(&t0, &t0, &t1);
    bls381_fp6w_redc(&r->c0, &t0);
    bls381_fp6w_redc(&r->c1, &c1);
}

void bls381_fp12_sqr_lazy(bls381_fp12 *r, const bls381_fp12 *a)
{
    /* t = a0 a1; c0 = (a0 + a1)(a0 + v a1) - t - v t, c1 = 2t */
    bls381_fp6w t, c0, vt;
    bls381_fp6 x, y;
    bls381_fp6_mul_wide(&t, &a->c0, &a->c1);
    bls381_fp6_add(&x, &a->c0, &a->c1);
    bls381_fp6_mul_by_nonresidue(&y, &a->c1);
    bls381_fp6_add(&y, &y, &a->c0);
    bls381_fp6_mul_wide(&c0, &x, &y);
    bls381_fp6w_sub(&c0, &c0, &t);
    bls381_fp6w_mul_by_nonresidue(&vt, &t);
    bls381_fp6w_sub(&c0, &c0, &vt);
    bls381_fp6w_add(&t, &t, &t);
    bls381_fp6w_redc(&r->c0, &c0);
    bls381_fp6w_redc(&r->c1, &t);
}
