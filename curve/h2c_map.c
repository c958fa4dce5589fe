/*
 * map_to_curve for G1 and G2 (RFC 9380 section 6.6.3): SWU onto E', the
 * isogeny onto E, then one inversion for affine coordinates. A point in the
 * isogeny's kernel gives Z = 0, and inverting 0 gives 0, so it comes out as
 * (0, 0), the affine encoding of infinity, with no branch.
 */
#include "curve/h2c.h"

void bls381_map_to_curve_g1(bls381_g1_affine *r, const bls381_fp *u)
{
    bls381_fp xn, xd, y, X, Y, Z;
    bls381_h2c_sswu_g1(&xn, &xd, &y, u);
    bls381_h2c_iso_g1(&X, &Y, &Z, &xn, &xd, &y);
    bls381_fp_inv(&Z, &Z);
    bls381_fp_mul(&r->x, &X, &Z);
    bls381_fp_mul(&r->y, &Y, &Z);
}

void bls381_map_to_curve_g2(bls381_g2_affine *r, const bls381_fp2 *u)
{
    bls381_fp2 xn, xd, y, X, Y, Z;
    bls381_h2c_sswu_g2(&xn, &xd, &y, u);
    bls381_h2c_iso_g2(&X, &Y, &Z, &xn, &xd, &y);
    bls381_fp2_inv(&Z, &Z);
    bls381_fp2_mul(&r->x, &X, &Z);
    bls381_fp2_mul(&r->y, &Y, &Z);
}
