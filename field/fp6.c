/*
 * Fp6 = Fp2[v]/(v^3 - xi), xi = u + 1: a = a0 + a1 v + a2 v^2.
 *
 * Multiplication is Karatsuba for three terms (6 Fp2 products), squaring is
 * Chung and Hasan's SQR2 (2 products + 3 squarings), both as laid out in
 * Devegili, O hEigeartaigh, Scott, Dahab, "Multiplication and Squaring on
 * Pairing-Friendly Fields" (ePrint 2006/471), section 4. Inversion reduces
 * to one Fp2 inversion through the adjugate (same paper, and Scott's
 * "Implementing cryptographic pairings", 2007).
 */
#include "field/tower.h"

void bls381_fp6_set_zero(bls381_fp6 *r)
{
    bls381_fp2_set_zero(&r->c0);
    bls381_fp2_set_zero(&r->c1);
    bls381_fp2_set_zero(&r->c2);
}

void bls381_fp6_set_one(bls381_fp6 *r)
{
    bls381_fp2_set_one(&r->c0);
    bls381_fp2_set_zero(&r->c1);
    bls381_fp2_set_zero(&r->c2);
}

void bls381_fp6_add(bls381_fp6 *r, const bls381_fp6 *a, const bls381_fp6 *b)
{
    bls381_fp2_add(&r->c0, &a->c0, &b->c0);
    bls381_fp2_add(&r->c1, &a->c1, &b->c1);
    bls381_fp2_add(&r->c2, &a->c2, &b->c2);
}

void bls381_fp6_sub(bls381_fp6 *r, const bls381_fp6 *a, const bls381_fp6 *b)
{
    bls381_fp2_sub(&r->c0, &a->c0, &b->c0);
    bls381_fp2_sub(&r->c1, &a->c1, &b->c1);
    bls381_fp2_sub(&r->c2, &a->c2, &b->c2);
}

void bls381_fp6_neg(bls381_fp6 *r, const bls381_fp6 *a)
{
    bls381_fp2_neg(&r->c0, &a->c0);
    bls381_fp2_neg(&r->c1, &a->c1);
    bls381_fp2_neg(&r->c2, &a->c2);
}

void bls381_fp6_dbl(bls381_fp6 *r, const bls381_fp6 *a)
{
    bls381_fp2_dbl(&r->c0, &a->c0);
    bls381_fp2_dbl(&r->c1, &a->c1);
    bls381_fp2_dbl(&r->c2, &a->c2);
}

void bls381_fp6_mul_by_nonresidue(bls381_fp6 *r, const bls381_fp6 *a)
{
    /* v * (a0 + a1 v + a2 v^2) = xi a2 + a0 v + a1 v^2 */
    bls381_fp2 t;
    bls381_fp2_mul_by_nonresidue(&t, &a->c2);
    r->c2 = a->c1;
    r->c1 = a->c0;
    r->c0 = t;
}

void bls381_fp6_mul_combine(bls381_fp6 *r, const bls381_fp2 p[6])
{
    /* p = t0, t1, t2, (a1+a2)(b1+b2), (a0+a1)(b0+b1), (a0+a2)(b0+b2) */
    bls381_fp2 c0, c1, c2, x;
    bls381_fp2_sub(&c0, &p[3], &p[1]);
    bls381_fp2_sub(&c0, &c0, &p[2]);
    bls381_fp2_mul_by_nonresidue(&c0, &c0);
    bls381_fp2_add(&c0, &c0, &p[0]);

    bls381_fp2_sub(&c1, &p[4], &p[0]);
    bls381_fp2_sub(&c1, &c1, &p[1]);
    bls381_fp2_mul_by_nonresidue(&x, &p[2]);
    bls381_fp2_add(&c1, &c1, &x);

    bls381_fp2_sub(&c2, &p[5], &p[0]);
    bls381_fp2_sub(&c2, &c2, &p[2]);
    bls381_fp2_add(&c2, &c2, &p[1]);

    r->c0 = c0;
    r->c1 = c1;
    r->c2 = c2;
}

void bls381_fp6_mul_plain(bls381_fp6 *r, const bls381_fp6 *a, const bls381_fp6 *b)
{
    /* t_i = a_i b_i;
     * c0 = t0 + xi((a1+a2)(b1+b2) - t1 - t2)
     * c1 = (a0+a1)(b0+b1) - t0 - t1 + xi t2
     * c2 = (a0+a2)(b0+b2) - t0 - t2 + t1 */
    bls381_fp2 p[6], x, y;
    bls381_fp2_mul(&p[0], &a->c0, &b->c0);
    bls381_fp2_mul(&p[1], &a->c1, &b->c1);
    bls381_fp2_mul(&p[2], &a->c2, &b->c2);
    bls381_fp2_add(&x, &a->c1, &a->c2);
    bls381_fp2_add(&y, &b->c1, &b->c2);
    bls381_fp2_mul(&p[3], &x, &y);
    bls381_fp2_add(&x, &a->c0, &a->c1);
    bls381_fp2_add(&y, &b->c0, &b->c1);
    bls381_fp2_mul(&p[4], &x, &y);
    bls381_fp2_add(&x, &a->c0, &a->c2);
    bls381_fp2_add(&y, &b->c0, &b->c2);
    bls381_fp2_mul(&p[5], &x, &y);
    bls381_fp6_mul_combine(r, p);
}

void bls381_fp6_sqr(bls381_fp6 *r, const bls381_fp6 *a)
{
    /* SQR2: s0 = a0^2, s1 = 2 a0 a1, s2 = (a0 - a1 + a2)^2, s3 = 2 a1 a2,
     * s4 = a2^2; c0 = s0 + xi s3, c1 = s1 + xi s4, c2 = s1 + s2 + s3 - s0 - s4 */
    bls381_fp2 s0, s1, s2, s3, s4, t;
    bls381_fp2_sqr(&s0, &a->c0);
    bls381_fp2_mul(&s1, &a->c0, &a->c1);
    bls381_fp2_dbl(&s1, &s1);
    bls381_fp2_sub(&t, &a->c0, &a->c1);
    bls381_fp2_add(&t, &t, &a->c2);
    bls381_fp2_sqr(&s2, &t);
    bls381_fp2_mul(&s3, &a->c1, &a->c2);
    bls381_fp2_dbl(&s3, &s3);
    bls381_fp2_sqr(&s4, &a->c2);

    bls381_fp2_mul_by_nonresidue(&t, &s3);
    bls381_fp2_add(&r->c0, &s0, &t);
    bls381_fp2_add(&s2, &s2, &s1);
    bls381_fp2_add(&s2, &s2, &s3);
    bls381_fp2_sub(&s2, &s2, &s0);
    bls381_fp2_sub(&r->c2, &s2, &s4);
    bls381_fp2_mul_by_nonresidue(&t, &s4);
    bls381_fp2_add(&r->c1, &s1, &t);
}

void bls381_fp6_mul_by_fp2(bls381_fp6 *r, const bls381_fp6 *a, const bls381_fp2 *b)
{
    bls381_fp2_mul(&r->c0, &a->c0, b);
    bls381_fp2_mul(&r->c1, &a->c1, b);
    bls381_fp2_mul(&r->c2, &a->c2, b);
}

void bls381_fp6_mul_by_01_combine(bls381_fp6 *r, const bls381_fp2 p[5])
{
    /* p = t0, t1, (a1+a2) b1, (a0+a1)(b0+b1), (a0+a2) b0 */
    bls381_fp2 c0, c1, c2;
    bls381_fp2_sub(&c0, &p[2], &p[1]);
    bls381_fp2_mul_by_nonresidue(&c0, &c0);
    bls381_fp2_add(&c0, &c0, &p[0]);

    bls381_fp2_sub(&c1, &p[3], &p[0]);
    bls381_fp2_sub(&c1, &c1, &p[1]);

    bls381_fp2_sub(&c2, &p[4], &p[0]);
    bls381_fp2_add(&c2, &c2, &p[1]);

    r->c0 = c0;
    r->c1 = c1;
    r->c2 = c2;
}

void bls381_fp6_mul_by_01(bls381_fp6 *r, const bls381_fp6 *a, const bls381_fp2 *b0, const bls381_fp2 *b1)
{
    /* b = b0 + b1 v: the Karatsuba formulas of bls381_fp6_mul with b2 = 0
     * (5 products): c0 = t0 + xi((a1+a2) b1 - t1), c1 = (a0+a1)(b0+b1) - t0 - t1,
     * c2 = (a0+a2) b0 - t0 + t1 */
    bls381_fp2 p[5], x, y;
    bls381_fp2_mul(&p[0], &a->c0, b0);
    bls381_fp2_mul(&p[1], &a->c1, b1);
    bls381_fp2_add(&x, &a->c1, &a->c2);
    bls381_fp2_mul(&p[2], &x, b1);
    bls381_fp2_add(&x, &a->c0, &a->c1);
    bls381_fp2_add(&y, b0, b1);
    bls381_fp2_mul(&p[3], &x, &y);
    bls381_fp2_add(&x, &a->c0, &a->c2);
    bls381_fp2_mul(&p[4], &x, b0);
    bls381_fp6_mul_by_01_combine(r, p);
}

void bls381_fp6_mul_by_1(bls381_fp6 *r, const bls381_fp6 *a, const bls381_fp2 *b1)
{
    /* (a0 + a1 v + a2 v^2) b1 v = xi a2 b1 + a0 b1 v + a1 b1 v^2 */
    bls381_fp2 c0, c1, c2;
    bls381_fp2_mul(&c0, &a->c2, b1);
    bls381_fp2_mul_by_nonresidue(&c0, &c0);
    bls381_fp2_mul(&c1, &a->c0, b1);
    bls381_fp2_mul(&c2, &a->c1, b1);
    r->c0 = c0;
    r->c1 = c1;
    r->c2 = c2;
}

void bls381_fp6_inv(bls381_fp6 *r, const bls381_fp6 *a)
{
    /* A = a0^2 - xi a1 a2, B = xi a2^2 - a0 a1, C = a1^2 - a0 a2 are the
     * first row of the adjugate: a (A + B v + C v^2) = F with
     * F = a0 A + xi (a2 B + a1 C) in Fp2, so 1/a = (A + B v + C v^2)/F.
     * F = 0 only for a = 0, and then the output is 0. */
    bls381_fp2 A, B, C, F, t;
    bls381_fp2_sqr(&A, &a->c0);
    bls381_fp2_mul(&t, &a->c1, &a->c2);
    bls381_fp2_mul_by_nonresidue(&t, &t);
    bls381_fp2_sub(&A, &A, &t);

    bls381_fp2_sqr(&B, &a->c2);
    bls381_fp2_mul_by_nonresidue(&B, &B);
    bls381_fp2_mul(&t, &a->c0, &a->c1);
    bls381_fp2_sub(&B, &B, &t);

    bls381_fp2_sqr(&C, &a->c1);
    bls381_fp2_mul(&t, &a->c0, &a->c2);
    bls381_fp2_sub(&C, &C, &t);

    bls381_fp2_mul(&F, &a->c2, &B);
    bls381_fp2_mul(&t, &a->c1, &C);
    bls381_fp2_add(&F, &F, &t);
    bls381_fp2_mul_by_nonresidue(&F, &F);
    bls381_fp2_mul(&t, &a->c0, &A);
    bls381_fp2_add(&F, &F, &t);
    bls381_fp2_inv(&F, &F);

    bls381_fp2_mul(&r->c0, &A, &F);
    bls381_fp2_mul(&r->c1, &B, &F);
    bls381_fp2_mul(&r->c2, &C, &F);
}

bool bls381_fp6_is_zero(const bls381_fp6 *a)
{
    bool z0 = bls381_fp2_is_zero(&a->c0), z1 = bls381_fp2_is_zero(&a->c1), z2 = bls381_fp2_is_zero(&a->c2);
    return z0 & z1 & z2;
}

bool bls381_fp6_is_one(const bls381_fp6 *a)
{
    bool o0 = bls381_fp2_is_one(&a->c0), z1 = bls381_fp2_is_zero(&a->c1), z2 = bls381_fp2_is_zero(&a->c2);
    return o0 & z1 & z2;
}

bool bls381_fp6_eq(const bls381_fp6 *a, const bls381_fp6 *b)
{
    bool e0 = bls381_fp2_eq(&a->c0, &b->c0), e1 = bls381_fp2_eq(&a->c1, &b->c1), e2 = bls381_fp2_eq(&a->c2, &b->c2);
    return e0 & e1 & e2;
}

void bls381_fp6_cmov(bls381_fp6 *r, const bls381_fp6 *a, bool flag)
{
    bls381_fp2_cmov(&r->c0, &a->c0, flag);
    bls381_fp2_cmov(&r->c1, &a->c1, flag);
    bls381_fp2_cmov(&r->c2, &a->c2, flag);
}

/* The public product. With the portable C Fp kernels lazy reduction is
 * ahead by a few percent only, as the 12-limb additions cost nearly what
 * the 12 saved reductions do. With the x86 assembly it was plain (over the
 * asm Fp2 product, itself lazily reduced) while the wide sums were C; with
 * the wide product and the wide sums in assembly (asm/fp2_mulx.asm,
 * fpw_addsub.asm) lazy is ahead again on an Ice Lake-SP: in one process,
 * alternating builds, the Miller loop 0.5% and the final exponentiation
 * 1.2% faster. Measure again when the kernels change (fp6_mul@plain,
 * @lazy). */
void bls381_fp6_mul(bls381_fp6 *r, const bls381_fp6 *a, const bls381_fp6 *b)
{
    bls381_fp6_mul_lazy(r, a, b);
}
