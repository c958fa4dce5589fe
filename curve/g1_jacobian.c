/* G1 Jacobian arithmetic, variable time, see g1_jacobian.h. */
#include "curve/g1_jacobian.h"
#include "field/field.h"

void bls381_g1_jac_set_inf(bls381_g1_jac *r)
{
    bls381_fp_set_one(&r->x);
    bls381_fp_set_one(&r->y);
    bls381_fp_set_zero(&r->z);
}

bool bls381_g1_jac_is_inf(const bls381_g1_jac *p) { return bls381_fp_is_zero(&p->z); }

void bls381_g1_jac_from_affine(bls381_g1_jac *r, const bls381_g1_affine *a)
{
    if (bls381_fp_is_zero(&a->x) && bls381_fp_is_zero(&a->y)) {
        bls381_g1_jac_set_inf(r);
        return;
    }
    r->x = a->x;
    r->y = a->y;
    bls381_fp_set_one(&r->z);
}

/* dbl-2009-l with B2 = 2Y^2: D = 4XY^2 = 2 X B2 and 8Y^4 = 2 B2^2 save
 * three additions. Infinity (Z = 0) stays infinity (Z3 = 2YZ); no point of
 * the curve has y = 0. */
void bls381_g1_jac_dbl_vartime(bls381_g1_jac *r, const bls381_g1_jac *a)
{
    bls381_fp A, B2, C8, D, E, t;
    bls381_fp_sqr(&A, &a->x);
    bls381_fp_sqr(&B2, &a->y);
    bls381_fp_dbl(&B2, &B2);          /* 2 Y^2 */
    bls381_fp_sqr(&C8, &B2);
    bls381_fp_dbl(&C8, &C8);          /* 8 Y^4 */
    bls381_fp_mul(&D, &a->x, &B2);
    bls381_fp_dbl(&D, &D);            /* 4 X Y^2 */
    bls381_fp_dbl(&E, &A);
    bls381_fp_add(&E, &E, &A);        /* 3 X^2 */
    bls381_fp_mul(&r->z, &a->y, &a->z);
    bls381_fp_dbl(&r->z, &r->z);      /* 2 Y Z */
    bls381_fp_sqr(&t, &E);
    bls381_fp_sub(&t, &t, &D);
    bls381_fp_sub(&r->x, &t, &D);     /* E^2 - 2D */
    bls381_fp_sub(&t, &D, &r->x);
    bls381_fp_mul(&t, &E, &t);
    bls381_fp_sub(&r->y, &t, &C8);    /* E (D - X3) - 8 Y^4 */
}

/* The common end of both additions, r = (X1, Y1) + q where q is given in
 * r's scale by h = U2 - X1 and rr = S2 - Y1, and z3 is the new Z (add-2007-bl
 * style): I = (2H)^2, J = H I, V = X1 I, X3 = (2 rr)^2 - J - 2V,
 * Y3 = 2 rr (V - X3) - 2 Y1 J. */
static void finish_add(bls381_g1_jac *r, const bls381_fp *x1, const bls381_fp *y1, const bls381_fp *h,
                       const bls381_fp *rr, const bls381_fp *z3)
{
    bls381_fp I, J, V, R2, t;
    bls381_fp_dbl(&I, h);
    bls381_fp_sqr(&I, &I);
    bls381_fp_mul(&J, h, &I);
    bls381_fp_mul(&V, x1, &I);
    bls381_fp_dbl(&R2, rr);
    bls381_fp_sqr(&t, &R2);
    bls381_fp_sub(&t, &t, &J);
    bls381_fp_sub(&t, &t, &V);
    bls381_fp_sub(&t, &t, &V);        /* X3 */
    bls381_fp_mul(&J, &J, y1);
    bls381_fp_dbl(&J, &J);            /* 2 Y1 J */
    bls381_fp_sub(&V, &V, &t);
    bls381_fp_mul(&V, &V, &R2);
    bls381_fp_sub(&r->y, &V, &J);
    r->x = t;
    r->z = *z3;
}

/* madd: U2 = x Z1^2, S2 = y Z1^3, Z3 = Z1 (2H); *zr = 2H = Z3 / Z1 when
 * the sum is generic (then true) */
static bool madd(bls381_g1_jac *r, const bls381_g1_jac *p, const bls381_g1_affine *q, bls381_fp *zr)
{
    if (bls381_fp_is_zero(&q->x) && bls381_fp_is_zero(&q->y)) { *r = *p; return false; }
    if (bls381_g1_jac_is_inf(p)) {
        bls381_g1_jac_from_affine(r, q);
        return false;
    }
    bls381_fp zz, u2, s2, h, h2, rr, z3;
    bls381_fp_sqr(&zz, &p->z);
    bls381_fp_mul(&u2, &q->x, &zz);
    bls381_fp_mul(&s2, &q->y, &zz);
    bls381_fp_mul(&s2, &s2, &p->z);
    bls381_fp_sub(&h, &u2, &p->x);
    bls381_fp_sub(&rr, &s2, &p->y);
    if (bls381_fp_is_zero(&h)) {
        if (bls381_fp_is_zero(&rr)) bls381_g1_jac_dbl_vartime(r, p);   /* p = q */
        else bls381_g1_jac_set_inf(r);                                  /* p = -q */
        return false;
    }
    bls381_fp_dbl(&h2, &h);
    bls381_fp_mul(&z3, &p->z, &h2);
    if (zr) *zr = h2;
    finish_add(r, &p->x, &p->y, &h, &rr, &z3); /* reads p before writing r */
    return true;
}

void bls381_g1_jac_add_affine_vartime(bls381_g1_jac *r, const bls381_g1_jac *p, const bls381_g1_affine *q)
{
    madd(r, p, q, NULL);
}

bool bls381_g1_jac_add_affine_zr_vartime(bls381_g1_jac *r, const bls381_g1_jac *p, const bls381_g1_affine *q,
                                         bls381_fp *zr)
{
    return madd(r, p, q, zr);
}

/* add: U1 = X1 Z2^2, S1 = Y1 Z2^3 bring p to the scale Z1^2 Z2^2, then the
 * madd end with Z3 = 2 Z1 Z2 H */
void bls381_g1_jac_add_vartime(bls381_g1_jac *r, const bls381_g1_jac *p, const bls381_g1_jac *q)
{
    if (bls381_g1_jac_is_inf(q)) { *r = *p; return; }
    if (bls381_g1_jac_is_inf(p)) { *r = *q; return; }
    bls381_fp z1z1, z2z2, u1, u2, s1, s2, h, rr, z3;
    bls381_fp_sqr(&z1z1, &p->z);
    bls381_fp_sqr(&z2z2, &q->z);
    bls381_fp_mul(&u1, &p->x, &z2z2);
    bls381_fp_mul(&u2, &q->x, &z1z1);
    bls381_fp_mul(&s1, &p->y, &q->z);
    bls381_fp_mul(&s1, &s1, &z2z2);
    bls381_fp_mul(&s2, &q->y, &p->z);
    bls381_fp_mul(&s2, &s2, &z1z1);
    bls381_fp_sub(&h, &u2, &u1);
    bls381_fp_sub(&rr, &s2, &s1);
    if (bls381_fp_is_zero(&h)) {
        if (bls381_fp_is_zero(&rr)) bls381_g1_jac_dbl_vartime(r, p);
        else bls381_g1_jac_set_inf(r);
        return;
    }
    bls381_fp_mul(&z3, &p->z, &q->z);
    bls381_fp_mul(&z3, &z3, &h);
    bls381_fp_dbl(&z3, &z3);
    finish_add(r, &u1, &s1, &h, &rr, &z3);
}

void bls381_g1_jac_to_xyzz(bls381_g1_xyzz *r, const bls381_g1_jac *p)
{
    if (bls381_g1_jac_is_inf(p)) { bls381_g1_xyzz_set_inf(r); return; }
    r->x = p->x;
    r->y = p->y;
    bls381_fp_sqr(&r->zz, &p->z);
    bls381_fp_mul(&r->zzz, &r->zz, &p->z);
}

void bls381_g1_jac_to_projective(bls381_g1 *r, const bls381_g1_jac *p)
{
    if (bls381_g1_jac_is_inf(p)) { bls381_g1_set_infinity(r); return; }
    bls381_fp z2;
    bls381_fp_mul(&r->x, &p->x, &p->z);
    r->y = p->y;
    bls381_fp_sqr(&z2, &p->z);
    bls381_fp_mul(&r->z, &z2, &p->z);
}
