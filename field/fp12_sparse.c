/*
 * The product of a dense Fp12 element by a sparse one with three nonzero
 * Fp2 coefficients at 0, 1, 4: the line values of the Miller loop on
 * BLS12-381's M-type twist. Indices count the six
 * Fp2 coefficients in storage order (c0.c0, c0.c1, c0.c2, c1.c0, c1.c1,
 * c1.c2 = 0..5), the naming of the pairing literature; include/
 * bls381_field.h gives the same positions as powers of w.
 *
 * Karatsuba over Fp6, f l = (f0 + f1 w)(l0 + l1 w) with
 * t0 = f0 l0, t1 = f1 l1, c0 = t0 + v t1, c1 = (f0 + f1)(l0 + l1) - t0 - t1,
 * where the sparse l0, l1 make every Fp6 product cheaper:
 * 13 Fp2 products instead of 18.
 */
#include "field/tower.h"

void bls381_fp12_mul_by_014(bls381_fp12 *r, const bls381_fp12 *a, const bls381_fp2 *o0,
                            const bls381_fp2 *o1, const bls381_fp2 *o4)
{
    /* l0 = o0 + o1 v, l1 = o4 v, l0 + l1 = o0 + (o1 + o4) v */
    bls381_fp6 t0, t1, x;
    bls381_fp2 s;
    bls381_fp6_mul_by_01(&t0, &a->c0, o0, o1);   /* 5 products */
    bls381_fp6_mul_by_1(&t1, &a->c1, o4);        /* 3 */
    bls381_fp2_add(&s, o1, o4);
    bls381_fp6_add(&x, &a->c0, &a->c1);
    bls381_fp6_mul_by_01(&x, &x, o0, &s);        /* 5 */
    bls381_fp6_sub(&x, &x, &t0);
    bls381_fp6_sub(&r->c1, &x, &t1);
    bls381_fp6_mul_by_nonresidue(&t1, &t1);
    bls381_fp6_add(&r->c0, &t0, &t1);
}
