/*
 * The G2 Jacobian formulas over the eight lanes (curve/g2_jac_x8.h): those
 * of curve/g1_jac_x8.c (after curve/g1_jacobian.c) over Fp2.
 */
#include "curve/g2_jac_x8.h"

void bls381_g2_jac_x8_dbl(const bls381_fp_x8_engine *e, bls381_g2_jac_x8 *r)
{
    bls381_fp2_x8 A, B2, C8, D, E, t;
    bls381_fp2_x8_sqr(e, &A, &r->x);
    bls381_fp2_x8_sqr(e, &B2, &r->y);
    bls381_fp2_x8_add(e, &B2, &B2, &B2); /* 2 Y^2 */
    bls381_fp2_x8_sqr(e, &C8, &B2);
    bls381_fp2_x8_add(e, &C8, &C8, &C8); /* 8 Y^4 */
    bls381_fp2_x8_mul(e, &D, &r->x, &B2);
    bls381_fp2_x8_add(e, &D, &D, &D); /* 4 X Y^2 */
    bls381_fp2_x8_add(e, &E, &A, &A);
    bls381_fp2_x8_add(e, &E, &E, &A); /* 3 X^2 */
    bls381_fp2_x8_mul(e, &r->z, &r->y, &r->z);
    bls381_fp2_x8_add(e, &r->z, &r->z, &r->z); /* 2 Y Z */
    bls381_fp2_x8_sqr(e, &t, &E);
    bls381_fp2_x8_sub(e, &t, &t, &D);
    bls381_fp2_x8_sub(e, &r->x, &t, &D); /* E^2 - 2D */
    bls381_fp2_x8_sub(e, &t, &D, &r->x);
    bls381_fp2_x8_mul(e, &t, &E, &t);
    bls381_fp2_x8_sub(e, &r->y, &t, &C8); /* E (D - X3) - 8 Y^4 */
}

/* r = (x1, y1) + q, q given in r's scale by h and rr (g1_jacobian.c's
 * finish_add): I = (2H)^2, J = H I, V = X1 I, X3 = (2 rr)^2 - J - 2V,
 * Y3 = 2 rr (V - X3) - 2 Y1 J; Z3 set by the caller */
static void finish_add(const bls381_fp_x8_engine *e, bls381_g2_jac_x8 *r, const bls381_fp2_x8 *x1,
                       const bls381_fp2_x8 *y1, const bls381_fp2_x8 *h, const bls381_fp2_x8 *rr)
{
    bls381_fp2_x8 I, J, V, R2, t;
    bls381_fp2_x8_add(e, &I, h, h);
    bls381_fp2_x8_sqr(e, &I, &I);
    bls381_fp2_x8_mul(e, &J, h, &I);
    bls381_fp2_x8_mul(e, &V, x1, &I);
    bls381_fp2_x8_add(e, &R2, rr, rr);
    bls381_fp2_x8_sqr(e, &t, &R2);
    bls381_fp2_x8_sub(e, &t, &t, &J);
    bls381_fp2_x8_sub(e, &t, &t, &V);
    bls381_fp2_x8_sub(e, &t, &t, &V); /* X3 */
    bls381_fp2_x8_mul(e, &J, &J, y1);
    bls381_fp2_x8_add(e, &J, &J, &J); /* 2 Y1 J */
    bls381_fp2_x8_sub(e, &V, &V, &t);
    bls381_fp2_x8_mul(e, &V, &V, &R2);
    bls381_fp2_x8_sub(e, &r->y, &V, &J);
    r->x = t;
}

/* r += (qx, qy) affine: U2 = x Z1^2, S2 = y Z1^3, Z3 = 2 Z1 H */
void bls381_g2_jac_x8_add_affine(const bls381_fp_x8_engine *e, bls381_g2_jac_x8 *r, const bls381_fp2_x8 *qx,
                                 const bls381_fp2_x8 *qy)
{
    bls381_fp2_x8 zz, u2, s2, h, rr, x1 = r->x, y1 = r->y;
    bls381_fp2_x8_sqr(e, &zz, &r->z);
    bls381_fp2_x8_mul(e, &u2, qx, &zz);
    bls381_fp2_x8_mul(e, &s2, qy, &zz);
    bls381_fp2_x8_mul(e, &s2, &s2, &r->z);
    bls381_fp2_x8_sub(e, &h, &u2, &r->x);
    bls381_fp2_x8_sub(e, &rr, &s2, &r->y);
    bls381_fp2_x8_mul(e, &r->z, &r->z, &h);
    bls381_fp2_x8_add(e, &r->z, &r->z, &r->z);
    finish_add(e, r, &x1, &y1, &h, &rr);
}

/* r += q: U1 = X1 Z2^2, S1 = Y1 Z2^3, then the madd end with Z3 = 2 Z1 Z2 H */
void bls381_g2_jac_x8_add(const bls381_fp_x8_engine *e, bls381_g2_jac_x8 *r, const bls381_g2_jac_x8 *q)
{
    bls381_fp2_x8 z1z1, z2z2, u1, u2, s1, s2, h, rr;
    bls381_fp2_x8_sqr(e, &z1z1, &r->z);
    bls381_fp2_x8_sqr(e, &z2z2, &q->z);
    bls381_fp2_x8_mul(e, &u1, &r->x, &z2z2);
    bls381_fp2_x8_mul(e, &u2, &q->x, &z1z1);
    bls381_fp2_x8_mul(e, &s1, &r->y, &q->z);
    bls381_fp2_x8_mul(e, &s1, &s1, &z2z2);
    bls381_fp2_x8_mul(e, &s2, &q->y, &r->z);
    bls381_fp2_x8_mul(e, &s2, &s2, &z1z1);
    bls381_fp2_x8_sub(e, &h, &u2, &u1);
    bls381_fp2_x8_sub(e, &rr, &s2, &s1);
    bls381_fp2_x8_mul(e, &r->z, &r->z, &q->z);
    bls381_fp2_x8_mul(e, &r->z, &r->z, &h);
    bls381_fp2_x8_add(e, &r->z, &r->z, &r->z);
    finish_add(e, r, &u1, &s1, &h, &rr);
}
