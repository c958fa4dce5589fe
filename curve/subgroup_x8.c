/*
 * The G1 subgroup check of eight public points at once on the eight-lane
 * engine (field/fp_x8.h): the criterion and chain of
 * curve/subgroup_vartime.c (M. Scott, "A note on group membership tests
 * for G1, G2 and GT on BLS pairing-friendly curves", 2021, section 4:
 * P is in G1 iff [|x|]([|x|]P) = [x^2]P = -phi(P) = (beta x, -y)), with
 * the Jacobian formulas of curve/g1_jacobian.c (dbl-2009-l, madd-2007-bl,
 * add-2007-bl) written over the lanes (curve/g1_jac_x8.c). Every lane
 * runs the same fixed chain of |x|; the formulas have no branch, so a
 * lane that meets an exceptional case (a doubling or a sum with its own
 * negative inside an addition, infinity) is caught instead: its Z becomes
 * zero there and stays zero (Z3 = 2 Y Z, 2 Z1 H, 2 Z1 Z2 H), so a lane
 * whose Z is zero at any addition or at the end is answered by the scalar
 * check. Points of G1 (order r, a 255-bit prime) never meet those cases:
 * the multiples [k]P with k < 2^128 < r are never infinity and never equal
 * to each other's negatives or themselves across one step of the chain.
 */
#include "curve/curve.h"
#include "curve/g1_jac_x8.h"

/* r = [|x|]r by the bits of |x| from the top (63 doublings, 5 additions:
 * the chain of bls381_g1_mul_by_x_abs), adding (px, py) when q is NULL,
 * else q; returns the lanes whose Z was zero before an addition or at
 * the end */
static unsigned mul_x_abs(const bls381_fp_x8_engine *e, bls381_g1_jac_x8 *r, const bls381_fp_x8 *px,
                          const bls381_fp_x8 *py, const bls381_g1_jac_x8 *q)
{
    unsigned zero = 0;
    for (int bit = 62; bit >= 0; bit--) {
        bls381_g1_jac_x8_dbl(e, r);
        if (!((BLS381_X_ABS >> bit) & 1)) continue;
        zero |= e->fp_is_zero(&r->z);
        if (q) bls381_g1_jac_x8_add(e, r, q);
        else bls381_g1_jac_x8_add_affine(e, r, px, py);
    }
    return zero | e->fp_is_zero(&r->z);
}

unsigned bls381_g1_in_subgroup_x8_vartime(const bls381_fp_x8_engine *e, const bls381_g1_affine *const p[8])
{
    const bls381_fp *px[8], *py[8], *one[8], *beta[8];
    unsigned exceptional = 0;
    for (int k = 0; k < 8; k++) {
        /* infinity (in G1) goes to the scalar check: (0, 0) is not a
         * Jacobian point with Z = 1 */
        if (bls381_g1_affine_is_infinity(p[k])) exceptional |= 1u << k;
        px[k] = &p[k]->x, py[k] = &p[k]->y;
        one[k] = &bls381_fp_one_mont, beta[k] = &bls381_g1_beta;
    }
    bls381_g1_jac_x8 q, acc;
    bls381_fp_x8 x, y, t, zz;
    e->fp_load(&x, px);
    e->fp_load(&y, py);
    q.x = x, q.y = y;
    e->fp_load(&q.z, one);
    /* q = [|x|]P from q = P (the top bit of |x|), then acc = [|x|]q */
    exceptional |= mul_x_abs(e, &q, &x, &y, NULL);
    acc = q;
    exceptional |= mul_x_abs(e, &acc, NULL, NULL, &q);
    /* (X, Y, Z) == (beta x, -y): X = beta x Z^2 and Y = -y Z^3 */
    e->fp_load(&t, beta);
    e->fp_sqr(&zz, &acc.z);
    e->fp_mul(&t, &t, &x);
    e->fp_mul(&t, &t, &zz);
    unsigned in = e->fp_eq(&t, &acc.x);
    e->fp_mul(&zz, &zz, &acc.z);
    e->fp_mul(&t, &y, &zz);
    e->fp_add(&t, &t, &acc.y);
    in &= e->fp_is_zero(&t);
    for (int k = 0; k < 8; k++) {
        if (!((exceptional >> k) & 1)) continue;
        in &= ~(1u << k);
        in |= (unsigned)bls381_g1_affine_in_subgroup_vartime(p[k]) << k;
    }
    return in & 0xff;
}
