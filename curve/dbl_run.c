/*
 * Runs of doublings, r = [2^n]p. A long run goes through Jacobian
 * coordinates (x = X/Z^2, y = Y/Z^3), where a doubling on y^2 = x^3 + b
 * costs 2M + 5S (EFD "dbl-2009-l") against 6M + 2S for the projective one
 * (RCB Algorithm 9), but two more additions; entering and leaving Jacobian
 * costs 4M + 2S, so short runs stay projective. The thresholds are
 * measured (assembly field, fp_mul ~31 ns, fp_add ~10 ns): a run of 5
 * through Jacobian loses about 1% in the G1 multiplication and gains 3% in
 * the G2 one; the long runs of the multiplication by |x| gain 6% (G1) and
 * 16% (G2) on the subgroup checks and cofactor clearing.
 *
 * The Jacobian doubling has no exceptional case on these curves: no point
 * has y = 0, and the point at infinity, entered as (1 : 1 : 0), doubles to
 * itself. So the run is exact for every point of the curve, and constant
 * time (n is public).
 */
#include "curve/curve.h"
#include "sys/ct.h"

/* below this many doublings the conversions cost more than they save */
#define G1_JACOBIAN_MIN_RUN 6
#define G2_JACOBIAN_MIN_RUN 5

/* ------------------------------------------------------------- G1 --- */

static void g1_jac_dbl(bls381_g1 *r, const bls381_g1 *a)
{
    bls381_fp A, B, C, D, E, F, t;
    bls381_fp_sqr(&A, &a->x);
    bls381_fp_sqr(&B, &a->y);
    bls381_fp_sqr(&C, &B);
    bls381_fp_add(&D, &a->x, &B);
    bls381_fp_sqr(&D, &D);
    bls381_fp_sub(&D, &D, &A);
    bls381_fp_sub(&D, &D, &C);
    bls381_fp_dbl(&D, &D);              /* D = 4 X Y^2 */
    bls381_fp_dbl(&E, &A);
    bls381_fp_add(&E, &E, &A);          /* E = 3 X^2 */
    bls381_fp_sqr(&F, &E);
    bls381_fp_mul(&r->z, &a->y, &a->z);
    bls381_fp_dbl(&r->z, &r->z);        /* Z3 = 2 Y Z */
    bls381_fp_dbl(&t, &D);
    bls381_fp_sub(&r->x, &F, &t);       /* X3 = E^2 - 2D */
    bls381_fp_sub(&t, &D, &r->x);
    bls381_fp_mul(&t, &E, &t);
    bls381_fp_dbl(&C, &C);
    bls381_fp_dbl(&C, &C);
    bls381_fp_dbl(&C, &C);
    bls381_fp_sub(&r->y, &t, &C);       /* Y3 = E (D - X3) - 8 Y^4 */
}

void bls381_g1_dbl_n(bls381_g1 *r, const bls381_g1 *p, unsigned n)
{
    if (n < G1_JACOBIAN_MIN_RUN) {         /* n is public */
        *r = *p;
        for (unsigned i = 0; i < n; i++) bls381_g1_dbl(r, r);
        return;
    }
    /* (X : Y : Z) projective -> (X Z, Y Z^2, Z) Jacobian; infinity -> (1, 1, 0) */
    bls381_g1 j, inf;
    bls381_fp zz;
    bool at_inf = bls381_fp_is_zero(&p->z);
    bls381_fp_sqr(&zz, &p->z);
    bls381_fp_mul(&j.x, &p->x, &p->z);
    bls381_fp_mul(&j.y, &p->y, &zz);
    j.z = p->z;
    bls381_fp_set_one(&inf.x);
    bls381_fp_set_one(&inf.y);
    bls381_fp_set_zero(&inf.z);
    bls381_g1_cmov(&j, &inf, at_inf);
    for (unsigned i = 0; i < n; i++) g1_jac_dbl(&j, &j);
    /* Jacobian -> (X Z : Y : Z^3) */
    bls381_fp_sqr(&zz, &j.z);
    bls381_fp_mul(&r->z, &zz, &j.z);
    bls381_fp_mul(&r->x, &j.x, &j.z);
    r->y = j.y;
}

/* ------------------------------------------------------------- G2 --- */

static void g2_jac_dbl(bls381_g2 *r, const bls381_g2 *a)
{
    bls381_fp2 A, B, C, D, E, F, t;
    bls381_fp2_sqr(&A, &a->x);
    bls381_fp2_sqr(&B, &a->y);
    bls381_fp2_sqr(&C, &B);
    bls381_fp2_add(&D, &a->x, &B);
    bls381_fp2_sqr(&D, &D);
    bls381_fp2_sub(&D, &D, &A);
    bls381_fp2_sub(&D, &D, &C);
    bls381_fp2_dbl(&D, &D);
    bls381_fp2_dbl(&E, &A);
    bls381_fp2_add(&E, &E, &A);
    bls381_fp2_sqr(&F, &E);
    bls381_fp2_mul(&r->z, &a->y, &a->z);
    bls381_fp2_dbl(&r->z, &r->z);
    bls381_fp2_dbl(&t, &D);
    bls381_fp2_sub(&r->x, &F, &t);
    bls381_fp2_sub(&t, &D, &r->x);
    bls381_fp2_mul(&t, &E, &t);
    bls381_fp2_dbl(&C, &C);
    bls381_fp2_dbl(&C, &C);
    bls381_fp2_dbl(&C, &C);
    bls381_fp2_sub(&r->y, &t, &C);
}

void bls381_g2_dbl_n(bls381_g2 *r, const bls381_g2 *p, unsigned n)
{
    if (n < G2_JACOBIAN_MIN_RUN) {
        *r = *p;
        for (unsigned i = 0; i < n; i++) bls381_g2_dbl(r, r);
        return;
    }
    bls381_g2 j, inf;
    bls381_fp2 zz;
    bool at_inf = bls381_fp2_is_zero(&p->z);
    bls381_fp2_sqr(&zz, &p->z);
    bls381_fp2_mul(&j.x, &p->x, &p->z);
    bls381_fp2_mul(&j.y, &p->y, &zz);
    j.z = p->z;
    bls381_fp2_set_one(&inf.x);
    bls381_fp2_set_one(&inf.y);
    bls381_fp2_set_zero(&inf.z);
    bls381_g2_cmov(&j, &inf, at_inf);
    for (unsigned i = 0; i < n; i++) g2_jac_dbl(&j, &j);
    bls381_fp2_sqr(&zz, &j.z);
    bls381_fp2_mul(&r->z, &zz, &j.z);
    bls381_fp2_mul(&r->x, &j.x, &j.z);
    r->y = j.y;
}
