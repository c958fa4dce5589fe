/*
 * Variable-time G1 membership of an affine point, for public points (the
 * KZG layer's proofs and commitments). Same criterion as curve/subgroup.c
 * (M. Scott, "A note on group membership tests for G1, G2 and GT on BLS
 * pairing-friendly curves", 2021, section 4): P is in G1 iff
 * [|x|]([|x|]P) = [x^2]P = -phi(P) = (beta x, -y).
 *
 * Cheaper than the constant-time path by staying in Jacobian coordinates
 * (x = X/Z^2, y = Y/Z^3) from the affine input to the final comparison:
 * doublings at 3M + 4S with few additions, the first chain adding the
 * affine P (7M + 4S), the comparison with -phi(P) without an inversion.
 * Exceptional cases (a sum meeting its own summand or its negative, which
 * points of small order reach) are branched on, so the answer is exact for
 * every point of the curve.
 */
#include "curve/curve.h"

typedef struct {
    bls381_fp x, y, z; /* z = 0: the point at infinity */
} jac;

/* the runs of doublings between the additions of |x|'s chain (63
 * doublings, 5 additions; the same chain as bls381_g1_mul_by_x_abs) */
static const unsigned X_ABS_RUNS[6] = { 1, 2, 3, 9, 32, 16 };

/* EFD dbl-2009-l for a = 0, with B2 = 2Y^2: D = 4XY^2 = 2 X B2 and
 * 8Y^4 = 2 B2^2 save three additions. Infinity (Z = 0) stays infinity;
 * no point of the curve has y = 0. */
static void jac_dbl(jac *r, const jac *a)
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

static void jac_from_affine(jac *r, const bls381_g1_affine *p)
{
    r->x = p->x;
    r->y = p->y;
    bls381_fp_set_one(&r->z);
}

/* r += q given as (U2, S2) = (x_q Z1^2, y_q Z1^3) in r's scale, h = U2 - X1
 * and rr = S2 - Y1; z_h = Z1 * H (the new Z, up to the factor chosen by
 * the caller). EFD add-2007-bl style: I = (2H)^2, J = H I, V = X1 I,
 * X3 = (2 rr)^2 - J - 2V, Y3 = 2 rr (V - X3) - 2 Y1 J. */
static void jac_finish_add(jac *r, const bls381_fp *h, const bls381_fp *rr, const bls381_fp *z3)
{
    bls381_fp I, J, V, R2, t;
    bls381_fp_dbl(&I, h);
    bls381_fp_sqr(&I, &I);
    bls381_fp_mul(&J, h, &I);
    bls381_fp_mul(&V, &r->x, &I);
    bls381_fp_dbl(&R2, rr);
    bls381_fp_sqr(&t, &R2);
    bls381_fp_sub(&t, &t, &J);
    bls381_fp_sub(&t, &t, &V);
    bls381_fp_sub(&t, &t, &V);        /* X3 */
    bls381_fp_mul(&J, &J, &r->y);
    bls381_fp_dbl(&J, &J);            /* 2 Y1 J */
    bls381_fp_sub(&V, &V, &t);
    bls381_fp_mul(&V, &V, &R2);
    bls381_fp_sub(&r->y, &V, &J);
    r->x = t;
    r->z = *z3;
}

/* r += q, q affine and not infinity (madd: 7M + 4S) */
static void jac_add_affine(jac *r, const bls381_g1_affine *q)
{
    if (bls381_fp_is_zero(&r->z)) {
        jac_from_affine(r, q);
        return;
    }
    bls381_fp zz, u2, s2, h, rr, z3;
    bls381_fp_sqr(&zz, &r->z);
    bls381_fp_mul(&u2, &q->x, &zz);
    bls381_fp_mul(&s2, &q->y, &zz);
    bls381_fp_mul(&s2, &s2, &r->z);
    bls381_fp_sub(&h, &u2, &r->x);
    bls381_fp_sub(&rr, &s2, &r->y);
    if (bls381_fp_is_zero(&h)) {
        if (bls381_fp_is_zero(&rr)) jac_dbl(r, r);   /* r = q */
        else bls381_fp_set_zero(&r->z);              /* r = -q */
        return;
    }
    bls381_fp_mul(&z3, &r->z, &h);
    bls381_fp_dbl(&z3, &z3);          /* 2 Z1 H */
    jac_finish_add(r, &h, &rr, &z3);
}

/* r += q, both Jacobian (add-2007-bl: 11M + 5S), r != q as objects */
static void jac_add(jac *r, const jac *q)
{
    if (bls381_fp_is_zero(&q->z)) return;
    if (bls381_fp_is_zero(&r->z)) {
        *r = *q;
        return;
    }
    bls381_fp z1z1, z2z2, u1, u2, s1, s2, h, rr, z3;
    bls381_fp_sqr(&z1z1, &r->z);
    bls381_fp_sqr(&z2z2, &q->z);
    bls381_fp_mul(&u1, &r->x, &z2z2);
    bls381_fp_mul(&u2, &q->x, &z1z1);
    bls381_fp_mul(&s1, &r->y, &q->z);
    bls381_fp_mul(&s1, &s1, &z2z2);
    bls381_fp_mul(&s2, &q->y, &r->z);
    bls381_fp_mul(&s2, &s2, &z1z1);
    bls381_fp_sub(&h, &u2, &u1);
    bls381_fp_sub(&rr, &s2, &s1);
    if (bls381_fp_is_zero(&h)) {
        if (bls381_fp_is_zero(&rr)) jac_dbl(r, r);
        else bls381_fp_set_zero(&r->z);
        return;
    }
    /* bring r to the scale Z1^2 Z2^2 by (U1, S1), so the madd finish applies
     * with Z3 = 2 Z1 Z2 H */
    r->x = u1;
    r->y = s1;
    bls381_fp_mul(&z3, &r->z, &q->z);
    bls381_fp_mul(&z3, &z3, &h);
    bls381_fp_dbl(&z3, &z3);
    jac_finish_add(r, &h, &rr, &z3);
}

bool bls381_g1_affine_in_subgroup_vartime(const bls381_g1_affine *p)
{
    if (bls381_g1_affine_is_infinity(p)) return true;
    jac q, acc;
    /* q = [|x|]P, adding the affine P */
    jac_from_affine(&q, p);
    for (int i = 0; i < 6; i++) {
        for (unsigned k = 0; k < X_ABS_RUNS[i]; k++) jac_dbl(&q, &q);
        if (i < 5) jac_add_affine(&q, p);
    }
    /* acc = [|x|]q = [x^2]P */
    acc = q;
    for (int i = 0; i < 6; i++) {
        for (unsigned k = 0; k < X_ABS_RUNS[i]; k++) jac_dbl(&acc, &acc);
        if (i < 5) jac_add(&acc, &q);
    }
    if (bls381_fp_is_zero(&acc.z)) return false; /* -phi(P) is not infinity */
    /* (X, Y, Z) == (beta x, -y): X = beta x Z^2 and Y = -y Z^3 */
    bls381_fp zz, t;
    bls381_fp_sqr(&zz, &acc.z);
    bls381_fp_mul(&t, &p->x, &bls381_g1_beta);
    bls381_fp_mul(&t, &t, &zz);
    if (!bls381_fp_eq(&t, &acc.x)) return false;
    bls381_fp_mul(&zz, &zz, &acc.z);
    bls381_fp_mul(&t, &p->y, &zz);
    bls381_fp_add(&t, &t, &acc.y);
    return bls381_fp_is_zero(&t);
}
