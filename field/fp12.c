/*
 * Fp12 = Fp6[w]/(w^2 - v): f = c0 + c1 w. Products are Karatsuba over Fp6
 * (3 Fp6 products), squaring is the "complex" method (2 Fp6 products),
 * inversion goes through the norm to Fp6: 1/(c0 + c1 w) =
 * (c0 - c1 w)/(c0^2 - v c1^2). See Devegili et al., ePrint 2006/471, sec. 3.
 */
#include "field/tower.h"
#include "sys/cpu.h"
#include "sys/ct.h"
#include "field/mont.h"

void bls381_fp12_set_zero(bls381_fp12 *r)
{
    bls381_fp6_set_zero(&r->c0);
    bls381_fp6_set_zero(&r->c1);
}

void bls381_fp12_set_one(bls381_fp12 *r)
{
    bls381_fp6_set_one(&r->c0);
    bls381_fp6_set_zero(&r->c1);
}

void bls381_fp12_add(bls381_fp12 *r, const bls381_fp12 *a, const bls381_fp12 *b)
{
    bls381_fp6_add(&r->c0, &a->c0, &b->c0);
    bls381_fp6_add(&r->c1, &a->c1, &b->c1);
}

void bls381_fp12_sub(bls381_fp12 *r, const bls381_fp12 *a, const bls381_fp12 *b)
{
    bls381_fp6_sub(&r->c0, &a->c0, &b->c0);
    bls381_fp6_sub(&r->c1, &a->c1, &b->c1);
}

void bls381_fp12_neg(bls381_fp12 *r, const bls381_fp12 *a)
{
    bls381_fp6_neg(&r->c0, &a->c0);
    bls381_fp6_neg(&r->c1, &a->c1);
}

void bls381_fp12_conj(bls381_fp12 *r, const bls381_fp12 *a)
{
    r->c0 = a->c0;
    bls381_fp6_neg(&r->c1, &a->c1);
}

void bls381_fp12_mul_combine(bls381_fp12 *r, const bls381_fp6 *t0, const bls381_fp6 *t1, const bls381_fp6 *m)
{
    /* t0 = a0 b0, t1 = a1 b1, m = (a0+a1)(b0+b1); c0 = t0 + v t1, c1 = m - t0 - t1 */
    bls381_fp6 x;
    bls381_fp6_sub(&x, m, t0);
    bls381_fp6_sub(&r->c1, &x, t1);
    bls381_fp6_mul_by_nonresidue(&x, t1);
    bls381_fp6_add(&r->c0, t0, &x);
}

void bls381_fp12_mul_plain(bls381_fp12 *r, const bls381_fp12 *a, const bls381_fp12 *b)
{
    bls381_fp6 t0, t1, x, y;
    bls381_fp6_mul(&t0, &a->c0, &b->c0);
    bls381_fp6_mul(&t1, &a->c1, &b->c1);
    bls381_fp6_add(&x, &a->c0, &a->c1);
    bls381_fp6_add(&y, &b->c0, &b->c1);
    bls381_fp6_mul(&x, &x, &y);
    bls381_fp12_mul_combine(r, &t0, &t1, &x);
}

void bls381_fp12_sqr_combine(bls381_fp12 *r, const bls381_fp6 *t, const bls381_fp6 *m)
{
    /* t = a0 a1, m = (a0 + a1)(a0 + v a1): c0 = m - t - v t, c1 = 2t */
    bls381_fp6 x, y;
    bls381_fp6_sub(&x, m, t);
    bls381_fp6_mul_by_nonresidue(&y, t);
    bls381_fp6_dbl(&r->c1, t);
    bls381_fp6_sub(&r->c0, &x, &y);
}

void bls381_fp12_sqr_plain(bls381_fp12 *r, const bls381_fp12 *a)
{
    bls381_fp6 t, m, x, y;
    bls381_fp6_mul(&t, &a->c0, &a->c1);
    bls381_fp6_add(&x, &a->c0, &a->c1);
    bls381_fp6_mul_by_nonresidue(&y, &a->c1);
    bls381_fp6_add(&y, &y, &a->c0);
    bls381_fp6_mul(&m, &x, &y);
    bls381_fp12_sqr_combine(r, &t, &m);
}

void bls381_fp12_inv(bls381_fp12 *r, const bls381_fp12 *a)
{
    bls381_fp6 n, t;
    bls381_fp6_sqr(&n, &a->c0);
    bls381_fp6_sqr(&t, &a->c1);
    bls381_fp6_mul_by_nonresidue(&t, &t);
    bls381_fp6_sub(&n, &n, &t);
    bls381_fp6_inv(&n, &n);
    bls381_fp6_mul(&r->c0, &a->c0, &n);
    bls381_fp6_mul(&t, &a->c1, &n);
    bls381_fp6_neg(&r->c1, &t);
}

/* The public products, chosen by build/bench (fp12_mul@plain, @lazy, same
 * for sqr) with the portable C Fp kernels: lazy reduction is about even for
 * the product and behind for squaring. With the assembly the plain forms
 * win (over bls381_fp6_mul, itself plain there; see fp6.c). */
void bls381_fp12_mul(bls381_fp12 *r, const bls381_fp12 *a, const bls381_fp12 *b)
{
    if (bls381_cpu_use_asm()) bls381_fp12_mul_plain(r, a, b);
    else bls381_fp12_mul_lazy(r, a, b);
}
void bls381_fp12_sqr(bls381_fp12 *r, const bls381_fp12 *a) { bls381_fp12_sqr_plain(r, a); }

bool bls381_fp12_is_zero(const bls381_fp12 *a)
{
    bool z0 = bls381_fp6_is_zero(&a->c0), z1 = bls381_fp6_is_zero(&a->c1);
    return z0 & z1;
}

bool bls381_fp12_is_one(const bls381_fp12 *a)
{
    bool o0 = bls381_fp6_is_one(&a->c0), z1 = bls381_fp6_is_zero(&a->c1);
    return o0 & z1;
}

bool bls381_fp12_eq(const bls381_fp12 *a, const bls381_fp12 *b)
{
    bool e0 = bls381_fp6_eq(&a->c0, &b->c0), e1 = bls381_fp6_eq(&a->c1, &b->c1);
    return e0 & e1;
}

void bls381_fp12_cmov(bls381_fp12 *r, const bls381_fp12 *a, bool flag)
{
    bls381_fp6_cmov(&r->c0, &a->c0, flag);
    bls381_fp6_cmov(&r->c1, &a->c1, flag);
}

/* ------------------------------------------------------------ bytes ---
 * Twelve 48-byte big-endian Fp values, highest tower coefficient first:
 * c1.c2.c1, c1.c2.c0, c1.c1.c1, ..., c0.c0.c1, c0.c0.c0. */

static bls381_fp *coeff(bls381_fp12 *a, int k)
{
    /* k = 0 .. 11 in storage order c0.c0.c0, c0.c0.c1, c0.c1.c0, ..., c1.c2.c1 */
    bls381_fp6 *six = k < 6 ? &a->c0 : &a->c1;
    bls381_fp2 *two = (k % 6) < 2 ? &six->c0 : (k % 6) < 4 ? &six->c1 : &six->c2;
    return k % 2 ? &two->c1 : &two->c0;
}

bls381_status bls381_fp12_from_bytes(bls381_fp12 *r, const uint8_t in[BLS381_FP12_BYTES])
{
    if (!r || !in) return BLS381_ERR_BADARGS;
    bls381_fp12 t;
    uint64_t ok = ~(uint64_t)0;
    for (int k = 0; k < 12; k++) {
        uint64_t limbs[6];
        bls381_limbs_from_be(limbs, in + 48 * (11 - k), 6);
        uint64_t lt = bls381_mont_lt_mask(limbs, bls381_fp_modulus, 6);
        ok &= lt;
        bls381_fp *x = coeff(&t, k);
        for (int i = 0; i < 6; i++) x->l[i] = limbs[i] & lt; /* stay < p either way */
        bls381_fp_mul(x, x, &bls381_fp_r2);
    }
    /* no branch on the value: r = t when every value is < p */
    bls381_ct_cmov((uint64_t *)(void *)r, (const uint64_t *)(const void *)&t, sizeof t / 8, ok);
    return (bls381_status)(BLS381_ERR_ENCODING & ~ok);   /* BLS381_OK is 0 */
}

void bls381_fp12_to_bytes(uint8_t out[BLS381_FP12_BYTES], const bls381_fp12 *a)
{
    bls381_fp12 t = *a;
    for (int k = 0; k < 12; k++) bls381_fp_to_bytes(out + 48 * (11 - k), coeff(&t, k));
}
