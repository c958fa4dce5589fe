/*
 * The G1 Jacobian formulas over the eight lanes (curve/g1_jac_x8.h), as
 * curve/g1_jacobian.c writes them for one point.
 */
#include "curve/g1_jac_x8.h"

void bls381_g1_jac_x8_dbl(const bls381_fp_x8_engine *e, bls381_g1_jac_x8 *r)
{
    bls381_fp_x8 A, B2, C8, D, E, t;
    e->fp_sqr(&A, &r->x);
    e->fp_sqr(&B2, &r->y);
    e->fp_add(&B2, &B2, &B2);              /* 2 Y^2 */
    e->fp_sqr(&C8, &B2);
    e->fp_add(&C8, &C8, &C8);              /* 8 Y^4 */
    e->fp_mul(&D, &r->x, &B2);
    e->fp_add(&D, &D, &D);                 /* 4 X Y^2 */
    e->fp_add(&E, &A, &A);
    e->fp_add(&E, &E, &A);                 /* 3 X^2 */
    e->fp_mul(&r->z, &r->y, &r->z);
    e->fp_add(&r->z, &r->z, &r->z);        /* 2 Y Z */
    e->fp_sqr(&t, &E);
    e->fp_sub(&t, &t, &D);
    e->fp_sub(&r->x, &t, &D);              /* E^2 - 2D */
    e->fp_sub(&t, &D, &r->x);
    e->fp_mul(&t, &E, &t);
    e->fp_sub(&r->y, &t, &C8);             /* E (D - X3) - 8 Y^4 */
}

/* r = (x1, y1) + q, q given in r's scale by h and rr (g1_jacobian.c's
 * finish_add): I = (2H)^2, J = H I, V = X1 I, X3 = (2 rr)^2 - J - 2V,
 * Y3 = 2 rr (V - X3) - 2 Y1 J; Z3 set by the caller */
static void finish_add(const bls381_fp_x8_engine *e, bls381_g1_jac_x8 *r, const bls381_fp_x8 *x1,
                       const bls381_fp_x8 *y1, const bls381_fp_x8 *h, const bls381_fp_x8 *rr)
{
    bls381_fp_x8 I, J, V, R2, t;
    e->fp_add(&I, h, h);
    e->fp_sqr(&I, &I);
    e->fp_mul(&J, h, &I);
    e->fp_mul(&V, x1, &I);
    e->fp_add(&R2, rr, rr);
    e->fp_sqr(&t, &R2);
    e->fp_sub(&t, &t, &J);
    e->fp_sub(&t, &t, &V);
    e->fp_sub(&t, &t, &V);                 /* X3 */
    e->fp_mul(&J, &J, y1);
    e->fp_add(&J, &J, &J);                 /* 2 Y1 J */
    e->fp_sub(&V, &V, &t);
    e->fp_mul(&V, &V, &R2);
    e->fp_sub(&r->y, &V, &J);
    r->x = t;
}

/* r += (qx, qy) affine: U2 = x Z1^2, S2 = y Z1^3, Z3 = 2 Z1 H */
void bls381_g1_jac_x8_add_affine(const bls381_fp_x8_engine *e, bls381_g1_jac_x8 *r, const bls381_fp_x8 *qx,
                                 const bls381_fp_x8 *qy)
{
    bls381_fp_x8 zz, u2, s2, h, rr, x1 = r->x, y1 = r->y;
    e->fp_sqr(&zz, &r->z);
    e->fp_mul(&u2, qx, &zz);
    e->fp_mul(&s2, qy, &zz);
    e->fp_mul(&s2, &s2, &r->z);
    e->fp_sub(&h, &u2, &r->x);
    e->fp_sub(&rr, &s2, &r->y);
    e->fp_mul(&r->z, &r->z, &h);
    e->fp_add(&r->z, &r->z, &r->z);
    finish_add(e, r, &x1, &y1, &h, &rr);
}

/* r += q: U1 = X1 Z2^2, S1 = Y1 Z2^3, then the madd end with Z3 = 2 Z1 Z2 H */
void bls381_g1_jac_x8_add(const bls381_fp_x8_engine *e, bls381_g1_jac_x8 *r, const bls381_g1_jac_x8 *q)
{
    bls381_fp_x8 z1z1, z2z2, u1, u2, s1, s2, h, rr;
    e->fp_sqr(&z1z1, &r->z);
    e->fp_sqr(&z2z2, &q->z);
    e->fp_mul(&u1, &r->x, &z2z2);
    e->fp_mul(&u2, &q->x, &z1z1);
    e->fp_mul(&s1, &r->y, &q->z);
    e->fp_mul(&s1, &s1, &z2z2);
    e->fp_mul(&s2, &q->y, &r->z);
    e->fp_mul(&s2, &s2, &z1z1);
    e->fp_sub(&h, &u2, &u1);
    e->fp_sub(&rr, &s2, &s1);
    e->fp_mul(&r->z, &r->z, &q->z);
    e->fp_mul(&r->z, &r->z, &h);
    e->fp_add(&r->z, &r->z, &r->z);
    finish_add(e, r, &u1, &s1, &h, &rr);
}
