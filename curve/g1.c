/*
 * G1 group law in homogeneous projective coordinates: the complete formulas
 * of Renes, Costello and Batina 2016 for a = 0 (Algorithm 7 addition,
 * Algorithm 8 mixed addition, Algorithm 9 doubling) with 3b = 12. Every
 * function runs the same operations whatever the points, infinity included.
 *
 * Why projective and not Jacobian (measured with the portable field,
 * fp_mul ~53 ns): complete addition 0.89 us against 0.93 us for a Jacobian
 * addition that does not even handle P = Q; doubling 0.56 us against
 * 0.48 us. Scalar multiplication has about two doublings per addition, so
 * the two systems cost about the same there, and the complete formulas give
 * constant time and the exceptional cases for free. Long runs of doublings
 * (the multiplication by |x|) switch to Jacobian coordinates internally,
 * see curve/dbl_run.c. With the assembly field (fp_mul ~31 ns): addition
 * 0.45 us, doubling 0.30 us; multiplying 12 by a product instead of four
 * additions measured slower.
 */
#include "curve/curve.h"
#include "curve/fp_ops.h"
#include "sys/ct.h"

#define FP_N 6

static const bls381_fp FP_ZERO = { { 0 } };

void bls381_g1_mul_by_3b(bls381_fp *r, const bls381_fp *a)
{
    bls381_fp t;
    bls381_fp_add(&t, a, a);     /* 2a */
    bls381_fp_add(&t, &t, a);    /* 3a */
    bls381_fp_add(&t, &t, &t);   /* 6a */
    bls381_fp_add(r, &t, &t);    /* 12a */
}

void bls381_g1_set_infinity(bls381_g1 *r)
{
    r->x = FP_ZERO;
    bls381_fp_set_one(&r->y);
    r->z = FP_ZERO;
}

void bls381_g1_generator(bls381_g1 *r) { bls381_g1_from_affine(r, &bls381_g1_generator_affine); }
void bls381_g1_affine_generator(bls381_g1_affine *r) { *r = bls381_g1_generator_affine; }

bool bls381_g1_is_infinity(const bls381_g1 *p) { return bls381_fp_is_zero(&p->z); }

bool bls381_g1_affine_is_infinity(const bls381_g1_affine *p)
{
    bool x0 = bls381_fp_is_zero(&p->x), y0 = bls381_fp_is_zero(&p->y);
    return x0 & y0;
}

bool bls381_g1_is_on_curve(const bls381_g1 *p)
{
    /* Y^2 Z = X^3 + 4 Z^3, and (X, Y, Z) != 0. No point has Y = 0 (the
     * curve has no point of order 2), and Z = 0 forces X = 0, so checking
     * Y != 0 rules out the all-zero triple. */
    bls381_fp lhs, rhs, t, z3;
    bls381_fp_sqr(&lhs, &p->y);
    bls381_fp_mul(&lhs, &lhs, &p->z);
    bls381_fp_sqr(&t, &p->z);
    bls381_fp_mul(&z3, &t, &p->z);
    bls381_fp_dbl(&z3, &z3);
    bls381_fp_dbl(&z3, &z3);
    bls381_fp_sqr(&t, &p->x);
    bls381_fp_mul(&rhs, &t, &p->x);
    bls381_fp_add(&rhs, &rhs, &z3);
    bool eq = bls381_fp_eq(&lhs, &rhs), y0 = bls381_fp_is_zero(&p->y);
    return eq & !y0;
}

bool bls381_g1_affine_is_on_curve(const bls381_g1_affine *p)
{
    bls381_fp lhs, rhs, four;
    bls381_fp_sqr(&lhs, &p->y);
    bls381_fp_sqr(&rhs, &p->x);
    bls381_fp_mul(&rhs, &rhs, &p->x);
    bls381_fp_from_u64(&four, 4);
    bls381_fp_add(&rhs, &rhs, &four);
    bool eq = bls381_fp_eq(&lhs, &rhs), inf = bls381_g1_affine_is_infinity(p);
    return eq | inf;
}

bool bls381_g1_eq(const bls381_g1 *a, const bls381_g1 *b)
{
    /* X1 Z2 = X2 Z1 and Y1 Z2 = Y2 Z1. With infinity written (0 : Y : 0),
     * Y != 0: two infinities compare equal, infinity and a finite point do
     * not (Y1 Z2 != 0 = Y2 Z1). */
    bls381_fp t0, t1, t2, t3;
    bls381_fp_mul(&t0, &a->x, &b->z);
    bls381_fp_mul(&t1, &b->x, &a->z);
    bls381_fp_mul(&t2, &a->y, &b->z);
    bls381_fp_mul(&t3, &b->y, &a->z);
    bool ex = bls381_fp_eq(&t0, &t1), ey = bls381_fp_eq(&t2, &t3);
    return ex & ey;
}

bool bls381_g1_affine_eq(const bls381_g1_affine *a, const bls381_g1_affine *b)
{
    bool ex = bls381_fp_eq(&a->x, &b->x), ey = bls381_fp_eq(&a->y, &b->y);
    return ex & ey;
}

void bls381_g1_from_affine(bls381_g1 *r, const bls381_g1_affine *a)
{
    bool inf = bls381_g1_affine_is_infinity(a);
    r->x = a->x;
    r->y = a->y;
    bls381_fp_set_one(&r->z);
    /* (0, 0) -> (0 : 1 : 0) */
    bls381_fp_cmov(&r->y, &r->z, inf);
    bls381_fp_cmov(&r->z, &FP_ZERO, inf);
}

void bls381_g1_to_affine(bls381_g1_affine *r, const bls381_g1 *p)
{
    /* 1/0 = 0 in the field layer, so infinity lands on (0, 0) by itself */
    bls381_fp zinv;
    bls381_fp_inv(&zinv, &p->z);
    bls381_fp_mul(&r->x, &p->x, &zinv);
    bls381_fp_mul(&r->y, &p->y, &zinv);
}

void bls381_g1_batch_to_affine(bls381_g1_affine *r, const bls381_g1 *p, size_t n)
{
    /* Montgomery's trick with r[i].x as the scratch for the prefix products
     * z_0 ... z_{i-1} (zeros replaced by one). */
    bls381_fp acc, inv, zi, t;
    if (n == 0) return;
    bls381_fp_set_one(&acc);
    for (size_t i = 0; i < n; i++) {
        r[i].x = acc;
        zi = p[i].z;
        bls381_fp_cmov(&zi, &bls381_fp_one_mont, bls381_fp_is_zero(&p[i].z));
        bls381_fp_mul(&acc, &acc, &zi);
    }
    bls381_fp_inv(&inv, &acc);
    for (size_t i = n; i-- > 0;) {
        bool inf = bls381_fp_is_zero(&p[i].z);
        zi = p[i].z;
        bls381_fp_cmov(&zi, &bls381_fp_one_mont, inf);
        bls381_fp_mul(&t, &inv, &r[i].x);       /* 1/z_i */
        bls381_fp_mul(&inv, &inv, &zi);
        bls381_fp_cmov(&t, &FP_ZERO, inf);
        bls381_fp_mul(&r[i].x, &p[i].x, &t);
        bls381_fp_mul(&r[i].y, &p[i].y, &t);
    }
}

void bls381_g1_add(bls381_g1 *r, const bls381_g1 *a, const bls381_g1 *b)
{
    /* RCB 2016, Algorithm 7: 12M + 2 m_3b + 19a */
    bls381_fp t0, t1, t2, t3, t4, x3, y3, z3;
    bls381_fp_mul(&t0, &a->x, &b->x);
    bls381_fp_mul(&t1, &a->y, &b->y);
    bls381_fp_mul(&t2, &a->z, &b->z);
    bls381_fp_add(&t3, &a->x, &a->y);
    bls381_fp_add(&t4, &b->x, &b->y);
    bls381_fp_mul(&t3, &t3, &t4);
    bls381_fp_add(&t4, &t0, &t1);
    bls381_fp_sub(&t3, &t3, &t4);       /* X1 Y2 + X2 Y1 */
    bls381_fp_add(&t4, &a->y, &a->z);
    bls381_fp_add(&x3, &b->y, &b->z);
    bls381_fp_mul(&t4, &t4, &x3);
    bls381_fp_add(&x3, &t1, &t2);
    bls381_fp_sub(&t4, &t4, &x3);       /* Y1 Z2 + Y2 Z1 */
    bls381_fp_add(&x3, &a->x, &a->z);
    bls381_fp_add(&y3, &b->x, &b->z);
    bls381_fp_mul(&x3, &x3, &y3);
    bls381_fp_add(&y3, &t0, &t2);
    bls381_fp_sub(&y3, &x3, &y3);       /* X1 Z2 + X2 Z1 */
    bls381_fp_add(&x3, &t0, &t0);
    bls381_fp_add(&t0, &x3, &t0);       /* 3 X1 X2 */
    bls381_g1_mul_by_3b(&t2, &t2);
    bls381_fp_add(&z3, &t1, &t2);
    bls381_fp_sub(&t1, &t1, &t2);
    bls381_g1_mul_by_3b(&y3, &y3);
    bls381_fp_mul(&x3, &t4, &y3);
    bls381_fp_mul(&t2, &t3, &t1);
    bls381_fp_sub(&x3, &t2, &x3);
    bls381_fp_mul(&y3, &y3, &t0);
    bls381_fp_mul(&t1, &t1, &z3);
    bls381_fp_add(&y3, &t1, &y3);
    bls381_fp_mul(&t0, &t0, &t3);
    bls381_fp_mul(&z3, &z3, &t4);
    bls381_fp_add(&z3, &z3, &t0);
    r->x = x3;
    r->y = y3;
    r->z = z3;
}

void bls381_g1_add_affine(bls381_g1 *r, const bls381_g1 *a, const bls381_g1_affine *b)
{
    /* RCB 2016, Algorithm 8 (Z2 = 1): 11M + 2 m_3b + 13a. The affine
     * infinity (0, 0) is not a projective point with Z = 1, so that case is
     * patched in at the end by a masked move. */
    bls381_fp t0, t1, t2, t3, t4, x3, y3, z3;
    bool b_inf = bls381_g1_affine_is_infinity(b);
    bls381_fp_mul(&t0, &a->x, &b->x);
    bls381_fp_mul(&t1, &a->y, &b->y);
    bls381_fp_add(&t3, &b->x, &b->y);
    bls381_fp_add(&t4, &a->x, &a->y);
    bls381_fp_mul(&t3, &t3, &t4);
    bls381_fp_add(&t4, &t0, &t1);
    bls381_fp_sub(&t3, &t3, &t4);
    bls381_fp_mul(&t4, &b->y, &a->z);
    bls381_fp_add(&t4, &t4, &a->y);
    bls381_fp_mul(&y3, &b->x, &a->z);
    bls381_fp_add(&y3, &y3, &a->x);
    bls381_fp_add(&x3, &t0, &t0);
    bls381_fp_add(&t0, &x3, &t0);
    bls381_g1_mul_by_3b(&t2, &a->z);
    bls381_fp_add(&z3, &t1, &t2);
    bls381_fp_sub(&t1, &t1, &t2);
    bls381_g1_mul_by_3b(&y3, &y3);
    bls381_fp_mul(&x3, &t4, &y3);
    bls381_fp_mul(&t2, &t3, &t1);
    bls381_fp_sub(&x3, &t2, &x3);
    bls381_fp_mul(&y3, &y3, &t0);
    bls381_fp_mul(&t1, &t1, &z3);
    bls381_fp_add(&y3, &t1, &y3);
    bls381_fp_mul(&t0, &t0, &t3);
    bls381_fp_mul(&z3, &z3, &t4);
    bls381_fp_add(&z3, &z3, &t0);
    bls381_fp_cmov(&x3, &a->x, b_inf);
    bls381_fp_cmov(&y3, &a->y, b_inf);
    bls381_fp_cmov(&z3, &a->z, b_inf);
    r->x = x3;
    r->y = y3;
    r->z = z3;
}

/*
 * The doubling of RCB 2016, Algorithm 9 (6M + 2S), with b = 4:
 *   X3 = 2XY (Y^2 - 9b Z^2),
 *   Y3 = (Y^2 - 9b Z^2)(Y^2 + 3b Z^2) + 24b Y^2 Z^2,
 *   Z3 = 8 Y^3 Z,
 * the same values in 12 additions instead of 9 + 4 (the 3b product): 3b Z^2
 * is 3 (2Z)^2. Infinity (0 : Y : 0) gives (0 : Y^4 : 0). One dispatch per
 * doubling (curve/fp_ops.h).
 */
BLS381_FP_OPS_INLINE void dbl_with(const bls381_fp_ops *k, bls381_g1 *r, const bls381_g1 *a)
{
    bls381_fp yy, yz, xy, t, t3b, t9b, w, y8;
    k->sqr(&yy, &a->y);
    k->mul(&yz, &a->y, &a->z);
    k->mul(&xy, &a->x, &a->y);
    k->dbl(&t, &a->z);
    k->sqr(&t, &t);                        /* 4 Z^2 */
    k->dbl(&t3b, &t);
    k->add(&t3b, &t3b, &t);                /* 3b Z^2 = 12 Z^2 */
    k->dbl(&t9b, &t3b);
    k->add(&t9b, &t9b, &t3b);              /* 9b Z^2 */
    k->sub(&w, &yy, &t9b);                 /* Y^2 - 9b Z^2 */
    k->dbl(&y8, &yy);
    k->dbl(&y8, &y8);
    k->dbl(&y8, &y8);                      /* 8 Y^2 */
    k->add(&t, &yy, &t3b);                 /* Y^2 + 3b Z^2 */
    k->mul(&t, &w, &t);
    k->mul(&t3b, &y8, &t3b);               /* 24b Y^2 Z^2 */
    k->mul(&r->z, &y8, &yz);               /* a is read: r may be a */
    k->mul(&xy, &xy, &w);
    k->dbl(&r->x, &xy);
    k->add(&r->y, &t, &t3b);
}

void bls381_g1_dbl(bls381_g1 *r, const bls381_g1 *a) { BLS381_FP_OPS_CALL(dbl_with, r, a); }

void bls381_g1_neg(bls381_g1 *r, const bls381_g1 *a)
{
    r->x = a->x;
    bls381_fp_neg(&r->y, &a->y);
    r->z = a->z;
}

void bls381_g1_affine_neg(bls381_g1_affine *r, const bls381_g1_affine *a)
{
    r->x = a->x;
    bls381_fp_neg(&r->y, &a->y);   /* -0 = 0 keeps (0, 0) */
}

void bls381_g1_sub(bls381_g1 *r, const bls381_g1 *a, const bls381_g1 *b)
{
    bls381_g1 nb;
    bls381_g1_neg(&nb, b);
    bls381_g1_add(r, a, &nb);
}

void bls381_g1_cmov_mask(bls381_g1 *r, const bls381_g1 *p, uint64_t mask)
{
    bls381_ct_cmov(r->x.l, p->x.l, FP_N, mask);
    bls381_ct_cmov(r->y.l, p->y.l, FP_N, mask);
    bls381_ct_cmov(r->z.l, p->z.l, FP_N, mask);
}

void bls381_g1_cmov(bls381_g1 *r, const bls381_g1 *a, bool flag)
{
    bls381_g1_cmov_mask(r, a, bls381_ct_mask(flag));
}

void bls381_g1_cneg_mask(bls381_g1 *r, uint64_t mask)
{
    bls381_fp ny;
    bls381_fp_neg(&ny, &r->y);
    bls381_ct_cmov(r->y.l, ny.l, FP_N, mask);
}
