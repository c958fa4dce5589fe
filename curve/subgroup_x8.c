/*
 * The G1 subgroup check of eight public points at once on the eight-lane
 * engine (field/fp_x8.h): the criterion and chain of
 * curve/subgroup_vartime.c (M. Scott, "A note on group membership tests
 * for G1, G2 and GT on BLS pairing-friendly curves", 2021, section 4:
 * P is in G1 iff [|x|]([|x|]P) = [x^2]P = -phi(P) = (beta x, -y)), with
 * the Jacobian formulas of curve/g1_jacobian.c (dbl-2009-l, madd-2007-bl,
 * add-2007-bl) written over the lanes. Every lane runs the same fixed
 * chain of |x|; the formulas have no branch, so a lane that meets an
 * exceptional case (a doubling or a sum with its own negative inside an
 * addition, infinity) is caught instead: its Z becomes zero there and stays
 * zero (Z3 = 2 Y Z, 2 Z1 H, 2 Z1 Z2 H), so a lane whose Z is zero at any
 * addition or at the end is answered by the scalar check. Points of G1
 * (order r, a 255-bit prime) never meet those cases: the multiples [k]P
 * with k < 2^128 < r are never infinity and never equal to each other's
 * negatives or themselves across one step of the chain.
 */
#include "curve/curve.h"
#include "field/fp_x8.h"

typedef struct { bls381_fp_x8 x, y, z; } jac_x8;

static void dbl(const bls381_fp_x8_engine *e, jac_x8 *r)
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
static void finish_add(const bls381_fp_x8_engine *e, jac_x8 *r, const bls381_fp_x8 *x1,
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
static void add_affine(const bls381_fp_x8_engine *e, jac_x8 *r, const bls381_fp_x8 *qx,
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
static void add(const bls381_fp_x8_engine *e, jac_x8 *r, const jac_x8 *q)
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

/* r = [|x|]r by the bits of |x| from the top (63 doublings, 5 additions:
 * the chain of bls381_g1_mul_by_x_abs), adding (px, py) when q is NULL,
 * else q; returns the lanes whose Z was zero before an addition or at
 * the end */
static unsigned mul_x_abs(const bls381_fp_x8_engine *e, jac_x8 *r, const bls381_fp_x8 *px,
                          const bls381_fp_x8 *py, const jac_x8 *q)
{
    unsigned zero = 0;
    for (int bit = 62; bit >= 0; bit--) {
        dbl(e, r);
        if (!((BLS381_X_ABS >> bit) & 1)) continue;
        zero |= e->fp_is_zero(&r->z);
        if (q) add(e, r, q);
        else add_affine(e, r, px, py);
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
    jac_x8 q, acc;
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
