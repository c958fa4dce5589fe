/*
 * Fp, the base field of BLS12-381: p = 0x1a0111ea...ffffaaab (381 bits),
 * six 64-bit limbs in Montgomery form with R = 2^384. The arithmetic itself
 * is the generic code in mont.h; this file fixes the constants and exposes
 * the public functions.
 */
#include "field/field.h"
#include "field/field_asm.h"
#include "field/mont.h"
#include "field/pow.h"
#include "sys/ct.h"

#define N 6
#define P bls381_fp_modulus

const uint64_t bls381_fp_modulus[6] = {
    0xb9feffffffffaaabULL, 0x1eabfffeb153ffffULL, 0x6730d2a0f6b0f624ULL,
    0x64774b84f38512bfULL, 0x4b1ba7b6434bacd7ULL, 0x1a0111ea397fe69aULL,
};
const bls381_fp bls381_fp_one_mont = { {
    0x760900000002fffdULL, 0xebf4000bc40c0002ULL, 0x5f48985753c758baULL,
    0x77ce585370525745ULL, 0x5c071a97a256ec6dULL, 0x15f65ec3fa80e493ULL,
} };
const bls381_fp bls381_fp_r2 = { {
    0xf4df1f341c341746ULL, 0x0a76e6a609d104f1ULL, 0x8de5476c4c95b6d5ULL,
    0x67eb88a9939d83c0ULL, 0x9a793e85b519952dULL, 0x11988fe592cae3aaULL,
} };
/* (p+1)/4, for the square root (p = 3 mod 4; shared through field/field.h
 * with the lanes' roots, curve/g1_decompress_x8.c), and (p-1)/2, for
 * Legendre */
const uint64_t bls381_fp_sqrt_exponent[6] = {
    0xee7fbfffffffeaabULL, 0x07aaffffac54ffffULL, 0xd9cc34a83dac3d89ULL,
    0xd91dd2e13ce144afULL, 0x92c6e9ed90d2eb35ULL, 0x0680447a8e5ff9a6ULL,
};
static const uint64_t p_minus1_div2[6] = {
    0xdcff7fffffffd555ULL, 0x0f55ffff58a9ffffULL, 0xb39869507b587b12ULL,
    0xb23ba5c279c2895fULL, 0x258dd3db21a5d66bULL, 0x0d0088f51cbff34dULL,
};

/* ----------------------------------------------------- portable kernels */

BLS381_NOINLINE void bls381_fp_mul_portable(bls381_fp *r, const bls381_fp *a, const bls381_fp *b)
{
    bls381_mont_mul(r->l, a->l, b->l, P, BLS381_FP_M0INV, N);
}

BLS381_NOINLINE void bls381_fp_sqr_portable(bls381_fp *r, const bls381_fp *a)
{
    bls381_mont_mul(r->l, a->l, a->l, P, BLS381_FP_M0INV, N);
}

BLS381_NOINLINE void bls381_fp_add_portable(bls381_fp *r, const bls381_fp *a, const bls381_fp *b)
{
    bls381_mont_add(r->l, a->l, b->l, P, N);
}

BLS381_NOINLINE void bls381_fp_sub_portable(bls381_fp *r, const bls381_fp *a, const bls381_fp *b)
{
    bls381_mont_sub(r->l, a->l, b->l, P, N);
}

BLS381_NOINLINE void bls381_fp_neg_portable(bls381_fp *r, const bls381_fp *a)
{
    bls381_mont_neg(r->l, a->l, P, N);
}

BLS381_NOINLINE void bls381_fp_dbl_portable(bls381_fp *r, const bls381_fp *a)
{
    bls381_mont_add(r->l, a->l, a->l, P, N);
}

BLS381_NOINLINE void bls381_fp_mul_wide_portable(uint64_t t[12], const bls381_fp *a, const bls381_fp *b)
{
    bls381_mont_mul_wide(t, a->l, b->l, N);
}

BLS381_NOINLINE void bls381_fp_redc_portable(bls381_fp *r, const uint64_t t[12])
{
    bls381_mont_redc(r->l, t, P, BLS381_FP_M0INV, N);
}

/* ------------------------------------------------------- public kernels */
/* Assembly when the CPU has BMI2 and ADX and the portable path is not
 * forced (sys/cpu.h: one load and one predictable branch), else the C twin.
 * With ASM=0 only the C call is compiled. On a Thumb-2 target with UMAAL
 * (sys/cpu.h: BLS381_HAVE_ARM_ASM) the asm/arm/ kernels replace the C twin
 * at build time (BLS381_ARM_OR, field/field_asm.h); neg and dbl are its
 * subtraction from zero and its addition. */

void bls381_fp_mul(bls381_fp *r, const bls381_fp *a, const bls381_fp *b)
{
    BLS381_VERIFY_CHECK(bls381_verify_mont_mul_inputs(a->l, b->l, P, N));   /* e.g. a, b < 2p */
#if BLS381_HAVE_ASM
    if (bls381_cpu_use_asm()) { bls381_fp_mul_mulx(r, a, b); return; }
#endif
    BLS381_ARM_OR(bls381_fp_mul_arm, bls381_fp_mul_portable)(r, a, b);
}

void bls381_fp_sqr(bls381_fp *r, const bls381_fp *a)
{
    BLS381_VERIFY_CHECK(bls381_verify_mont_mul_inputs(a->l, a->l, P, N));
#if BLS381_HAVE_ASM
    if (bls381_cpu_use_asm()) { bls381_fp_sqr_mulx(r, a); return; }
#endif
    BLS381_ARM_OR(bls381_fp_sqr_arm, bls381_fp_sqr_portable)(r, a);
}

void bls381_fp_add(bls381_fp *r, const bls381_fp *a, const bls381_fp *b)
{
    BLS381_VERIFY_CHECK(bls381_verify_lt(a->l, P, N) && bls381_verify_lt(b->l, P, N));
#if BLS381_HAVE_ASM
    if (bls381_cpu_use_asm()) { bls381_fp_add_asm(r, a, b); return; }
#endif
    BLS381_ARM_OR(bls381_fp_add_arm, bls381_fp_add_portable)(r, a, b);
}

void bls381_fp_sub(bls381_fp *r, const bls381_fp *a, const bls381_fp *b)
{
    BLS381_VERIFY_CHECK(bls381_verify_lt(a->l, P, N) && bls381_verify_lt(b->l, P, N));
#if BLS381_HAVE_ASM
    if (bls381_cpu_use_asm()) { bls381_fp_sub_asm(r, a, b); return; }
#endif
    BLS381_ARM_OR(bls381_fp_sub_arm, bls381_fp_sub_portable)(r, a, b);
}

void bls381_fp_neg(bls381_fp *r, const bls381_fp *a)
{
    BLS381_VERIFY_CHECK(bls381_verify_lt(a->l, P, N));
#if BLS381_HAVE_ASM
    if (bls381_cpu_use_asm()) { bls381_fp_neg_asm(r, a); return; }
#endif
#if BLS381_HAVE_ARM_ASM
    static const bls381_fp zero;
    bls381_fp_sub_arm(r, &zero, a);   /* 0 - a + p, or 0 for a = 0: the twin's value */
#else
    bls381_fp_neg_portable(r, a);
#endif
}

void bls381_fp_dbl(bls381_fp *r, const bls381_fp *a)
{
    BLS381_VERIFY_CHECK(bls381_verify_lt(a->l, P, N));
#if BLS381_HAVE_ASM
    if (bls381_cpu_use_asm()) { bls381_fp_dbl_asm(r, a); return; }
#endif
    BLS381_ARM_OR(bls381_fp_add_arm(r, a, a), bls381_fp_dbl_portable(r, a));
}

void bls381_fp_mul_wide(uint64_t t[12], const bls381_fp *a, const bls381_fp *b)
{
    BLS381_VERIFY_CHECK(a->l[5] >> 63 == 0 && b->l[5] >> 63 == 0);   /* a, b < 2^383 (sums < 4p) */
#if BLS381_HAVE_ASM
    if (bls381_cpu_use_asm()) { bls381_fp_mul_wide_mulx(t, a, b); return; }
#endif
    BLS381_ARM_OR(bls381_fp_mul_wide_arm, bls381_fp_mul_wide_portable)(t, a, b);
}

void bls381_fp_redc(bls381_fp *r, const uint64_t t[12])
{
    BLS381_VERIFY_CHECK(bls381_verify_lt(t + 6, P, N));   /* t < p 2^384 */
#if BLS381_HAVE_ASM
    if (bls381_cpu_use_asm()) { bls381_fp_redc_mulx(r, t); return; }
#endif
    BLS381_ARM_OR(bls381_fp_redc_arm, bls381_fp_redc_portable)(r, t);
}

void bls381_fp_half(bls381_fp *r, const bls381_fp *a)
{
    /* (a + (a odd ? p : 0)) / 2; a + p < 2^382 fits in six limbs */
    uint64_t mask = bls381_ct_mask(a->l[0]), t[N], carry = 0;
    for (int i = 0; i < N; i++) t[i] = bls381_adc(a->l[i], P[i] & mask, &carry);
    for (int i = 0; i < N - 1; i++) r->l[i] = (t[i] >> 1) | (t[i + 1] << 63);
    r->l[N - 1] = t[N - 1] >> 1;
}

/* ----------------------------------------------------- conversions */

void bls381_fp_set_zero(bls381_fp *r) { *r = (bls381_fp){ { 0 } }; }
void bls381_fp_set_one(bls381_fp *r) { *r = bls381_fp_one_mont; }

void bls381_fp_from_u64(bls381_fp *r, uint64_t v)
{
    bls381_fp t = { { v } };
    bls381_fp_mul(r, &t, &bls381_fp_r2);
}

bls381_status bls381_fp_from_limbs(bls381_fp *r, const uint64_t in[6])
{
    if (!r || !in) return BLS381_ERR_BADARGS;
    /* no branch on the value (the verdict is the caller's to publish):
     * r = in * R when in < the modulus, else left as it was */
    bls381_fp t;
    uint64_t ok = bls381_mont_lt_mask(in, P, N);
    for (int i = 0; i < N; i++) t.l[i] = in[i] & ok;   /* below the modulus either way */
    bls381_fp_mul(&t, &t, &bls381_fp_r2);
    bls381_ct_cmov(r->l, t.l, N, ok);
    return (bls381_status)(BLS381_ERR_ENCODING & ~ok);   /* BLS381_OK is 0 */
}

void bls381_fp_to_limbs(uint64_t out[6], const bls381_fp *a)
{
    static const bls381_fp one_plain = { { 1 } };
    bls381_fp t;
    bls381_fp_mul(&t, a, &one_plain);
    for (int i = 0; i < N; i++) out[i] = t.l[i];
}

bls381_status bls381_fp_from_bytes(bls381_fp *r, const uint8_t in[48])
{
    if (!r || !in) return BLS381_ERR_BADARGS;
    uint64_t t[N];
    bls381_limbs_from_be(t, in, N);
    return bls381_fp_from_limbs(r, t);
}

void bls381_fp_to_bytes(uint8_t out[48], const bls381_fp *a)
{
    uint64_t t[N];
    bls381_fp_to_limbs(t, a);
    bls381_limbs_to_be(out, t, N);
}

/* ----------------------------------------------------- predicates */

bool bls381_fp_is_zero(const bls381_fp *a) { return bls381_mont_is_zero_mask(a->l, N) & 1; }
bool bls381_fp_is_one(const bls381_fp *a) { return bls381_mont_eq_mask(a->l, bls381_fp_one_mont.l, N) & 1; }
bool bls381_fp_eq(const bls381_fp *a, const bls381_fp *b) { return bls381_mont_eq_mask(a->l, b->l, N) & 1; }

void bls381_fp_cmov(bls381_fp *r, const bls381_fp *a, bool flag)
{
    bls381_ct_cmov(r->l, a->l, N, bls381_ct_mask(flag));
}

void bls381_fp_cswap(bls381_fp *a, bls381_fp *b, bool flag)
{
    bls381_ct_cswap(a->l, b->l, N, bls381_ct_mask(flag));
}

bool bls381_fp_is_odd(const bls381_fp *a)
{
    uint64_t t[N];
    bls381_fp_to_limbs(t, a);
    return t[0] & 1;
}

bool bls381_fp_is_lexicographically_largest(const bls381_fp *a)
{
    /* canonical value > (p-1)/2  <=>  (p-1)/2 - value borrows */
    uint64_t t[N], borrow = 0;
    bls381_fp_to_limbs(t, a);
    for (int i = 0; i < N; i++) (void)bls381_sbb(p_minus1_div2[i], t[i], &borrow);
    return borrow & 1;
}

/* ----------------------------------------------------- exponentiation */

static void mul_limbs(uint64_t *r, const uint64_t *a, const uint64_t *b)
{
    bls381_fp_mul((bls381_fp *)r, (const bls381_fp *)a, (const bls381_fp *)b);
}

static void sqr_limbs(uint64_t *r, const uint64_t *a)
{
    bls381_fp_sqr((bls381_fp *)r, (const bls381_fp *)a);
}

void bls381_fp_pow(bls381_fp *r, const bls381_fp *a, const uint64_t *e, size_t nlimbs)
{
    bls381_mont_pow_ct(r->l, a->l, e, nlimbs, bls381_fp_one_mont.l, mul_limbs, N);
}

void bls381_fp_pow_vartime(bls381_fp *r, const bls381_fp *a, const uint64_t *e, size_t nlimbs)
{
    bls381_mont_pow_sliding(r->l, a->l, e, nlimbs, bls381_fp_one_mont.l, mul_limbs, sqr_limbs, N);
}

/* Exponent public and fixed (inversion, sqrt): the sliding window's pattern
 * depends only on e, so this is constant time in a. */
void bls381_fp_pow_fixed(bls381_fp *r, const bls381_fp *a, const uint64_t *e, size_t nlimbs)
{
    bls381_fp_pow_vartime(r, a, e, nlimbs);
}

int bls381_fp_legendre(const bls381_fp *a)
{
    bls381_fp t, minus_one;
    bls381_fp_pow_fixed(&t, a, p_minus1_div2, N);
    bls381_fp_neg(&minus_one, &bls381_fp_one_mont);
    /* t is 0, 1 or -1: map without branches */
    int is_one = (int)(bls381_mont_eq_mask(t.l, bls381_fp_one_mont.l, N) & 1);
    int is_m1 = (int)(bls381_mont_eq_mask(t.l, minus_one.l, N) & 1);
    return is_one - is_m1;
}

bool bls381_fp_sqrt(bls381_fp *r, const bls381_fp *a)
{
    /* p = 3 mod 4: a^((p+1)/4) is a root when one exists */
    bls381_fp s, check;
    bls381_fp_pow_fixed(&s, a, bls381_fp_sqrt_exponent, N);
    bls381_fp_sqr(&check, &s);
    bool ok = bls381_fp_eq(&check, a);
    bls381_fp_cmov(r, &s, ok);
    return ok;
}

void bls381_fp_batch_inv(bls381_fp *r, const bls381_fp *a, size_t n, bls381_fp *scratch)
{
    /* prefix products with zeros replaced by one; one inversion; walk back */
    bls381_fp *pre = scratch ? scratch : r, acc = bls381_fp_one_mont, inv, t;
    if (n == 0) return;
    for (size_t i = 0; i < n; i++) {
        pre[i] = acc;
        bls381_fp x = a[i];
        bls381_fp_cmov(&x, &bls381_fp_one_mont, bls381_fp_is_zero(&a[i]));
        bls381_fp_mul(&acc, &acc, &x);
    }
    bls381_fp_inv(&inv, &acc);
    for (size_t i = n; i-- > 0;) {
        bls381_fp x = a[i];
        bool zero = bls381_fp_is_zero(&x);
        bls381_fp_cmov(&x, &bls381_fp_one_mont, zero);
        bls381_fp_mul(&t, &inv, &pre[i]);   /* 1/a[i] */
        bls381_fp_mul(&inv, &inv, &x);      /* drop a[i] from the running inverse */
        bls381_fp_cmov(&t, &(bls381_fp){ { 0 } }, zero);
        r[i] = t;
    }
}
