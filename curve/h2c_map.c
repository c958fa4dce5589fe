/*
 * map_to_curve for G1 and G2 (RFC 9380 section 6.6.3): SWU onto E', then
 * the isogeny onto E, in projective coordinates; the affine versions add
 * one inversion. A point in the isogeny's kernel gives Z = 0; it is replaced
 * by (0 : 1 : 0), and to_affine writes that as (0, 0), the affine encoding
 * of infinity.
 */
#include "curve/h2c.h"

void bls381_h2c_map_to_g1(bls381_g1 *r, const bls381_fp *u)
{
    bls381_fp xn, xd, y;
    bls381_g1 inf;
    bls381_h2c_sswu_g1(&xn, &xd, &y, u);
    bls381_h2c_iso_g1(&r->x, &r->y, &r->z, &xn, &xd, &y);
    bls381_g1_set_infinity(&inf);
    bls381_g1_cmov(r, &inf, bls381_fp_is_zero(&r->z));
}

void bls381_h2c_map_to_g2(bls381_g2 *r, const bls381_fp2 *u)
{
    bls381_fp2 xn, xd, y;
    bls381_g2 inf;
    bls381_h2c_sswu_g2(&xn, &xd, &y, u);
    bls381_h2c_iso_g2(&r->x, &r->y, &r->z, &xn, &xd, &y);
    bls381_g2_set_infinity(&inf);
    bls381_g2_cmov(r, &inf, bls381_fp2_is_zero(&r->z));
}

void bls381_map_to_curve_g1(bls381_g1_affine *r, const bls381_fp *u)
{
    bls381_g1 p;
    bls381_h2c_map_to_g1(&p, u);
    bls381_g1_to_affine(r, &p);
}

void bls381_map_to_curve_g2(bls381_g2_affine *r, const bls381_fp2 *u)
{
    bls381_g2 p;
    bls381_h2c_map_to_g2(&p, u);
    bls381_g2_to_affine(r, &p);
}
