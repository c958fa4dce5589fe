/*
 * G2 group law over Fp2, the same complete projective formulas as G1
 * (curve/g1.c; Renes-Costello-Batina 2016, Algorithms 7-9, a = 0) with
 * 3b = 12(u+1). Constant time throughout.
 */
#include "curve/curve.h"
#include "sys/ct.h"

static const bls381_fp2 FP2_ZERO = { { { 0 } }, { { 0 } } };

/* 4(u+1), the b of the twist, in Montgomery form */
static void twist_b(bls381_fp2 *b)
{
    bls381_fp_from_u64(&b->c0, 4);
    b->c1 = b->c0;
}

void bls381_g2_mul_by_3b(bls381_fp2 *r, const bls381_fp2 *a)
{
    bls381_fp2 t;
    bls381_fp2_add(&t, a, a);     /* 2a */
    bls381_fp2_add(&t, &t, a);    /* 3a */
    bls381_fp2_add(&t, &t, &t);   /* 6a */
    bls381_fp2_add(&t, &t, &t);   /* 12a */
    bls381_fp2_mul_by_nonresidue(r, &t);   /* 12(u+1)a */
}

void bls381_g2_set_infinity(bls381_g2 *r)
{
    r->x = FP2_ZERO;
    bls381_fp2_set_one(&r->y);
    r->z = FP2_ZERO;
}

void bls381_g2_generator(bls381_g2 *r) { bls381_g2_from_affine(r, &bls381_g2_generator_affine); }
void bls381_g2_affine_generator(bls381_g2_affine *r) { *r = bls381_g2_generator_affine; }

bool bls381_g2_is_infinity(const bls381_g2 *p) { return bls381_fp2_is_zero(&p->z); }

bool bls381_g2_affine_is_infinity(const bls381_g2_affine *p)
{
    bool x0 = bls381_fp2_is_zero(&p->x), y0 = bls381_fp2_is_zero(&p->y);
    return x0 & y0;
}

bool bls381_g2_is_on_curve(const bls381_g2 *p)
{
    /* Y^2 Z = X^3 + b Z^3, and (X, Y, Z) != 0 (see curve/g1.c). */
    bls381_fp2 lhs, rhs, t, z3, b;
    twist_b(&b);
    bls381_fp2_sqr(&lhs, &p->y);
    bls381_fp2_mul(&lhs, &lhs, &p->z);
    bls381_fp2_sqr(&t, &p->z);
    bls381_fp2_mul(&z3, &t, &p->z);
    bls381_fp2_mul(&z3, &z3, &b);
    bls381_fp2_sqr(&t, &p->x);
    bls381_fp2_mul(&rhs, &t, &p->x);
    bls381_fp2_add(&rhs, &rhs, &z3);
    bool eq = bls381_fp2_eq(&lhs, &rhs), y0 = bls381_fp2_is_zero(&p->y);
    return eq & !y0;
}

bool bls381_g2_affine_is_on_curve(const bls381_g2_affine *p)
{
    bls381_fp2 lhs, rhs, b;
    bls381_fp2_sqr(&lhs, &p->y);
    bls381_fp2_sqr(&rhs, &p->x);
    bls381_fp2_mul(&rhs, &rhs, &p->x);
    twist_b(&b);
    bls381_fp2_add(&rhs, &rhs, &b);
    bool eq = bls381_fp2_eq(&lhs, &rhs), inf = bls381_g2_affine_is_infinity(p);
    return eq | inf;
}

bool bls381_g2_eq(const bls381_g2 *a, const bls381_g2 *b)
{
    /* X1 Z2 = X2 Z1 and Y1 Z2 = Y2 Z1 (see curve/g1.c) */
    bls381_fp2 t0, t1, t2, t3;
    bls381_fp2_mul(&t0, &a->x, &b->z);
    bls381_fp2_mul(&t1, &b->x, &a->z);
    bls381_fp2_mul(&t2, &a->y, &b->z);
    bls381_fp2_mul(&t3, &b->y, &a->z);
    bool ex = bls381_fp2_eq(&t0, &t1), ey = bls381_fp2_eq(&t2, &t3);
    return ex & ey;
}

bool bls381_g2_affine_eq(const bls381_g2_affine *a, const bls381_g2_affine *b)
{
    bool ex = bls381_fp2_eq(&a->x, &b->x), ey = bls381_fp2_eq(&a->y, &b->y);
    return ex & ey;
}

void bls381_g2_from_affine(bls381_g2 *r, const bls381_g2_affine *a)
{
    bool inf = bls381_g2_affine_is_infinity(a);
    r->x = a->x;
    r->y = a->y;
    bls381_fp2_set_one(&r->z);
    /* (0, 0) -> (0 : 1 : 0) */
    bls381_fp2_cmov(&r->y, &r->z, inf);
    bls381_fp2_cmov(&r->z, &FP2_ZERO, inf);
}

void bls381_g2_to_affine(bls381_g2_affine *r, const bls381_g2 *p)
{
    /* 1/0 = 0 in the field layer, so infinity lands on (0, 0) by itself */
    bls381_fp2 zinv;
    bls381_fp2_inv(&zinv, &p->z);
    bls381_fp2_mul(&r->x, &p->x, &zinv);
    bls381_fp2_mul(&r->y, &p->y, &zinv);
}

void bls381_g2_batch_to_affine(bls381_g2_affine *r, const bls381_g2 *p, size_t n)
{
    /* Montgomery's trick with r[i].x as the scratch for the prefix products
     * z_0 ... z_{i-1} (zeros replaced by one). */
    bls381_fp2 acc, inv, zi, t, fp2_one;
    if (n == 0) return;
    bls381_fp2_set_one(&fp2_one);
    bls381_fp2_set_one(&acc);
    for (size_t i = 0; i < n; i++) {
        r[i].x = acc;
        zi = p[i].z;
        bls381_fp2_cmov(&zi, &fp2_one, bls381_fp2_is_zero(&p[i].z));
        bls381_fp2_mul(&acc, &acc, &zi);
    }
    bls381_fp2_inv(&inv, &acc);
    for (size_t i = n; i-- > 0;) {
        bool inf = bls381_fp2_is_zero(&p[i].z);
        zi = p[i].z;
        bls381_fp2_cmov(&zi, &fp2_one, inf);
        bls381_fp2_mul(&t, &inv, &r[i].x);       /* 1/z_i */
        bls381_fp2_mul(&inv, &inv, &zi);
        bls381_fp2_cmov(&t, &FP2_ZERO, inf);
        bls381_fp2_mul(&r[i].x, &p[i].x, &t);
        bls381_fp2_mul(&r[i].y, &p[i].y, &t);
    }
}

void bls381_g2_add(bls381_g2 *r, const bls381_g2 *a, const bls381_g2 *b)
{
    /* RCB 2016, Algorithm 7: 12M + 2 m_3b + 19a */
    bls381_fp2 t0, t1, t2, t3, t4, x3, y3, z3;
    bls381_fp2_mul(&t0, &a->x, &b->x);
    bls381_fp2_mul(&t1, &a->y, &b->y);
    bls381_fp2_mul(&t2, &a->z, &b->z);
    bls381_fp2_add(&t3, &a->x, &a->y);
    bls381_fp2_add(&t4, &b->x, &b->y);
    bls381_fp2_mul(&t3, &t3, &t4);
    bls381_fp2_add(&t4, &t0, &t1);
    bls381_fp2_sub(&t3, &t3, &t4);       /* X1 Y2 + X2 Y1 */
    bls381_fp2_add(&t4, &a->y, &a->z);
    bls381_fp2_add(&x3, &b->y, &b->z);
    bls381_fp2_mul(&t4, &t4, &x3);
    bls381_fp2_add(&x3, &t1, &t2);
    bls381_fp2_sub(&t4, &t4, &x3);       /* Y1 Z2 + Y2 Z1 */
    bls381_fp2_add(&x3, &a->x, &a->z);
    bls381_fp2_add(&y3, &b->x, &b->z);
    bls381_fp2_mul(&x3, &x3, &y3);
    bls381_fp2_add(&y3, &t0, &t2);
    bls381_fp2_sub(&y3, &x3, &y3);       /* X1 Z2 + X2 Z1 */
    bls381_fp2_add(&x3, &t0, &t0);
    bls381_fp2_add(&t0, &x3, &t0);       /* 3 X1 X2 */
    bls381_g2_mul_by_3b(&t2, &t2);
    bls381_fp2_add(&z3, &t1, &t2);
    bls381_fp2_sub(&t1, &t1, &t2);
    bls381_g2_mul_by_3b(&y3, &y3);
    bls381_fp2_mul(&x3, &t4, &y3);
    bls381_fp2_mul(&t2, &t3, &t1);
    bls381_fp2_sub(&x3, &t2, &x3);
    bls381_fp2_mul(&y3, &y3, &t0);
    bls381_fp2_mul(&t1, &t1, &z3);
    bls381_fp2_add(&y3, &t1, &y3);
    bls381_fp2_mul(&t0, &t0, &t3);
    bls381_fp2_mul(&z3, &z3, &t4);
    bls381_fp2_add(&z3, &z3, &t0);
    r->x = x3;
    r->y = y3;
    r->z = z3;
}

void bls381_g2_add_affine(bls381_g2 *r, const bls381_g2 *a, const bls381_g2_affine *b)
{
    /* RCB 2016, Algorithm 8 (Z2 = 1): 11M + 2 m_3b + 13a. The affine
     * infinity (0, 0) is not a projective point with Z = 1, so that case is
     * patched in at the end by a masked move. */
    bls381_fp2 t0, t1, t2, t3, t4, x3, y3, z3;
    bool b_inf = bls381_g2_affine_is_infinity(b);
    bls381_fp2_mul(&t0, &a->x, &b->x);
    bls381_fp2_mul(&t1, &a->y, &b->y);
    bls381_fp2_add(&t3, &b->x, &b->y);
    bls381_fp2_add(&t4, &a->x, &a->y);
    bls381_fp2_mul(&t3, &t3, &t4);
    bls381_fp2_add(&t4, &t0, &t1);
    bls381_fp2_sub(&t3, &t3, &t4);
    bls381_fp2_mul(&t4, &b->y, &a->z);
    bls381_fp2_add(&t4, &t4, &a->y);
    bls381_fp2_mul(&y3, &b->x, &a->z);
    bls381_fp2_add(&y3, &y3, &a->x);
    bls381_fp2_add(&x3, &t0, &t0);
    bls381_fp2_add(&t0, &x3, &t0);
    bls381_g2_mul_by_3b(&t2, &a->z);
    bls381_fp2_add(&z3, &t1, &t2);
    bls381_fp2_sub(&t1, &t1, &t2);
    bls381_g2_mul_by_3b(&y3, &y3);
    bls381_fp2_mul(&x3, &t4, &y3);
    bls381_fp2_mul(&t2, &t3, &t1);
    bls381_fp2_sub(&x3, &t2, &x3);
    bls381_fp2_mul(&y3, &y3, &t0);
    bls381_fp2_mul(&t1, &t1, &z3);
    bls381_fp2_add(&y3, &t1, &y3);
    bls381_fp2_mul(&t0, &t0, &t3);
    bls381_fp2_mul(&z3, &z3, &t4);
    bls381_fp2_add(&z3, &z3, &t0);
    bls381_fp2_cmov(&x3, &a->x, b_inf);
    bls381_fp2_cmov(&y3, &a->y, b_inf);
    bls381_fp2_cmov(&z3, &a->z, b_inf);
    r->x = x3;
    r->y = y3;
    r->z = z3;
}

void bls381_g2_dbl(bls381_g2 *r, const bls381_g2 *a)
{
    /* RCB 2016, Algorithm 9: 6M + 2S + 1 m_3b + 9a */
    bls381_fp2 t0, t1, t2, x3, y3, z3;
    bls381_fp2_sqr(&t0, &a->y);
    bls381_fp2_add(&z3, &t0, &t0);
    bls381_fp2_add(&z3, &z3, &z3);
    bls381_fp2_add(&z3, &z3, &z3);       /* 8 Y^2 */
    bls381_fp2_mul(&t1, &a->y, &a->z);
    bls381_fp2_sqr(&t2, &a->z);
    bls381_g2_mul_by_3b(&t2, &t2);
    bls381_fp2_mul(&x3, &t2, &z3);
    bls381_fp2_add(&y3, &t0, &t2);
    bls381_fp2_mul(&z3, &t1, &z3);
    bls381_fp2_add(&t1, &t2, &t2);
    bls381_fp2_add(&t2, &t1, &t2);
    bls381_fp2_sub(&t0, &t0, &t2);
    bls381_fp2_mul(&y3, &t0, &y3);
    bls381_fp2_add(&y3, &x3, &y3);
    bls381_fp2_mul(&t1, &a->x, &a->y);
    bls381_fp2_mul(&x3, &t0, &t1);
    bls381_fp2_add(&x3, &x3, &x3);
    r->x = x3;
    r->y = y3;
    r->z = z3;
}

void bls381_g2_neg(bls381_g2 *r, const bls381_g2 *a)
{
    r->x = a->x;
    bls381_fp2_neg(&r->y, &a->y);
    r->z = a->z;
}

void bls381_g2_affine_neg(bls381_g2_affine *r, const bls381_g2_affine *a)
{
    r->x = a->x;
    bls381_fp2_neg(&r->y, &a->y);   /* -0 = 0 keeps (0, 0) */
}

void bls381_g2_sub(bls381_g2 *r, const bls381_g2 *a, const bls381_g2 *b)
{
    bls381_g2 nb;
    bls381_g2_neg(&nb, b);
    bls381_g2_add(r, a, &nb);
}

void bls381_g2_cmov_mask(bls381_g2 *r, const bls381_g2 *p, uint64_t mask)
{
    bls381_fp2_cmov(&r->x, &p->x, mask & 1);
    bls381_fp2_cmov(&r->y, &p->y, mask & 1);
    bls381_fp2_cmov(&r->z, &p->z, mask & 1);
}

void bls381_g2_cmov(bls381_g2 *r, const bls381_g2 *a, bool flag)
{
    bls381_g2_cmov_mask(r, a, bls381_ct_mask(flag));
}

void bls381_g2_cneg_mask(bls381_g2 *r, uint64_t mask)
{
    bls381_fp2 ny;
    bls381_fp2_neg(&ny, &r->y);
    bls381_fp2_cmov(&r->y, &ny, mask & 1);
}
