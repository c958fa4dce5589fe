/*
 * Fr, the scalar field of BLS12-381: r = 0x73eda753...00000001 (255 bits),
 * four 64-bit limbs in Montgomery form with R = 2^256. Same generic code as
 * Fp (mont.h), other constants.
 */
#include "field/field.h"
#include "field/field_asm.h"
#include "field/mont.h"
#include "field/pow.h"
#include "sys/ct.h"

#define N 4
#define M bls381_fr_modulus

const uint64_t bls381_fr_modulus[4] = {
    0xffffffff00000001ULL, 0x53bda402fffe5bfeULL, 0x3339d80809a1d805ULL, 0x73eda753299d7d48ULL,
};
const bls381_fr bls381_fr_one_mont = { {
    0x00000001fffffffeULL, 0x5884b7fa00034802ULL, 0x998c4fefecbc4ff5ULL, 0x1824b159acc5056fULL,
} };
const bls381_fr bls381_fr_r2 = { {
    0xc999e990f3f29c6dULL, 0x2b6cedcb87925c23ULL, 0x05d314967254398fULL, 0x0748d9d99f59ff11ULL,
} };
/* 2^768 mod r: turns the high half of a 512-bit value into Montgomery form */
static const bls381_fr fr_r3 = { {
    0xc62c1807439b73afULL, 0x1b3e0d188cf06990ULL, 0x73d13c71c7b5f418ULL, 0x6e2a5bb9c8db33e9ULL,
} };

BLS381_NOINLINE void bls381_fr_mul_portable(bls381_fr *r, const bls381_fr *a, const bls381_fr *b)
{
    bls381_mont_mul(r->l, a->l, b->l, M, BLS381_FR_M0INV, N);
}

BLS381_NOINLINE void bls381_fr_sqr_portable(bls381_fr *r, const bls381_fr *a)
{
    bls381_mont_mul(r->l, a->l, a->l, M, BLS381_FR_M0INV, N);
}

BLS381_NOINLINE void bls381_fr_add_portable(bls381_fr *r, const bls381_fr *a, const bls381_fr *b)
{
    bls381_mont_add(r->l, a->l, b->l, M, N);
}

BLS381_NOINLINE void bls381_fr_sub_portable(bls381_fr *r, const bls381_fr *a, const bls381_fr *b)
{
    bls381_mont_sub(r->l, a->l, b->l, M, N);
}

/* Dispatch as in fp.c. */
void bls381_fr_mul(bls381_fr *r, const bls381_fr *a, const bls381_fr *b)
{
#if BLS381_HAVE_ASM
    if (bls381_cpu_use_asm()) { bls381_fr_mul_mulx(r, a, b); return; }
#endif
    BLS381_ARM_OR(bls381_fr_mul_arm, bls381_fr_mul_portable)(r, a, b);
}

void bls381_fr_sqr(bls381_fr *r, const bls381_fr *a)
{
#if BLS381_HAVE_ASM
    if (bls381_cpu_use_asm()) { bls381_fr_sqr_mulx(r, a); return; }
#endif
    BLS381_ARM_OR(bls381_fr_sqr_arm, bls381_fr_sqr_portable)(r, a);
}

void bls381_fr_add(bls381_fr *r, const bls381_fr *a, const bls381_fr *b)
{
#if BLS381_HAVE_ASM
    if (bls381_cpu_use_asm()) { bls381_fr_add_asm(r, a, b); return; }
#endif
    BLS381_ARM_OR(bls381_fr_add_arm, bls381_fr_add_portable)(r, a, b);
}

void bls381_fr_sub(bls381_fr *r, const bls381_fr *a, const bls381_fr *b)
{
#if BLS381_HAVE_ASM
    if (bls381_cpu_use_asm()) { bls381_fr_sub_asm(r, a, b); return; }
#endif
    BLS381_ARM_OR(bls381_fr_sub_arm, bls381_fr_sub_portable)(r, a, b);
}

void bls381_fr_neg(bls381_fr *r, const bls381_fr *a) { bls381_mont_neg(r->l, a->l, M, N); }
void bls381_fr_dbl(bls381_fr *r, const bls381_fr *a) { bls381_fr_add(r, a, a); }

void bls381_fr_set_zero(bls381_fr *r) { *r = (bls381_fr){ { 0 } }; }
void bls381_fr_set_one(bls381_fr *r) { *r = bls381_fr_one_mont; }

void bls381_fr_from_u64(bls381_fr *r, uint64_t v)
{
    bls381_fr t = { { v } };
    bls381_fr_mul(r, &t, &bls381_fr_r2);
}

bls381_status bls381_fr_from_limbs(bls381_fr *r, const uint64_t in[4])
{
    if (!r || !in) return BLS381_ERR_BADARGS;
    /* no branch on the value (the verdict is the caller's to publish):
     * r = in * R when in < the modulus, else left as it was */
    bls381_fr t;
    uint64_t ok = bls381_mont_lt_mask(in, M, N);
    for (int i = 0; i < N; i++) t.l[i] = in[i] & ok;   /* below the modulus either way */
    bls381_fr_mul(&t, &t, &bls381_fr_r2);
    bls381_ct_cmov(r->l, t.l, N, ok);
    return (bls381_status)(BLS381_ERR_ENCODING & ~ok);   /* BLS381_OK is 0 */
}

void bls381_fr_to_limbs(uint64_t out[4], const bls381_fr *a)
{
    static const bls381_fr one_plain = { { 1 } };
    bls381_fr t;
    bls381_fr_mul(&t, a, &one_plain);
    for (int i = 0; i < N; i++) out[i] = t.l[i];
}

bls381_status bls381_fr_from_bytes(bls381_fr *r, const uint8_t in[32])
{
    if (!r || !in) return BLS381_ERR_BADARGS;
    uint64_t t[N];
    bls381_limbs_from_be(t, in, N);
    return bls381_fr_from_limbs(r, t);
}

void bls381_fr_to_bytes(uint8_t out[32], const bls381_fr *a)
{
    uint64_t t[N];
    bls381_fr_to_limbs(t, a);
    bls381_limbs_to_be(out, t, N);
}

/* x < 2^256 < 3r: two conditional subtractions make it canonical */
static void reduce_256(bls381_fr *r, const uint64_t x[4])
{
    bls381_mont_csub(r->l, x, 0, M, N);
    bls381_mont_csub(r->l, r->l, 0, M, N);
}

void bls381_fr_from_bytes_wide(bls381_fr *r, const uint8_t in[64])
{
    /* x = hi*2^256 + lo; Montgomery form x*R = lo*R + hi*R^2 */
    uint64_t hi_l[N], lo_l[N];
    bls381_fr hi, lo;
    bls381_limbs_from_be(hi_l, in, N);
    bls381_limbs_from_be(lo_l, in + 32, N);
    reduce_256(&hi, hi_l);
    reduce_256(&lo, lo_l);
    bls381_fr_mul(&lo, &lo, &bls381_fr_r2);
    bls381_fr_mul(&hi, &hi, &fr_r3);
    bls381_fr_add(r, &lo, &hi);
}

bool bls381_fr_is_zero(const bls381_fr *a) { return bls381_mont_is_zero_mask(a->l, N) & 1; }
bool bls381_fr_is_one(const bls381_fr *a) { return bls381_mont_eq_mask(a->l, bls381_fr_one_mont.l, N) & 1; }
bool bls381_fr_eq(const bls381_fr *a, const bls381_fr *b) { return bls381_mont_eq_mask(a->l, b->l, N) & 1; }

void bls381_fr_cmov(bls381_fr *r, const bls381_fr *a, bool flag)
{
    bls381_ct_cmov(r->l, a->l, N, bls381_ct_mask(flag));
}

void bls381_fr_cswap(bls381_fr *a, bls381_fr *b, bool flag)
{
    bls381_ct_cswap(a->l, b->l, N, bls381_ct_mask(flag));
}

static void mul_limbs(uint64_t *r, const uint64_t *a, const uint64_t *b)
{
    bls381_fr_mul((bls381_fr *)r, (const bls381_fr *)a, (const bls381_fr *)b);
}

static void sqr_limbs(uint64_t *r, const uint64_t *a)
{
    bls381_fr_sqr((bls381_fr *)r, (const bls381_fr *)a);
}

void bls381_fr_pow(bls381_fr *r, const bls381_fr *a, const uint64_t *e, size_t nlimbs)
{
    bls381_mont_pow_ct(r->l, a->l, e, nlimbs, bls381_fr_one_mont.l, mul_limbs, N);
}

void bls381_fr_pow_vartime(bls381_fr *r, const bls381_fr *a, const uint64_t *e, size_t nlimbs)
{
    bls381_mont_pow_sliding(r->l, a->l, e, nlimbs, bls381_fr_one_mont.l, mul_limbs, sqr_limbs, N);
}

void bls381_fr_batch_inv(bls381_fr *r, const bls381_fr *a, size_t n, bls381_fr *scratch)
{
    bls381_fr *pre = scratch ? scratch : r, acc = bls381_fr_one_mont, inv, t;
    if (n == 0) return;
    for (size_t i = 0; i < n; i++) {
        pre[i] = acc;
        bls381_fr x = a[i];
        bls381_fr_cmov(&x, &bls381_fr_one_mont, bls381_fr_is_zero(&a[i]));
        bls381_fr_mul(&acc, &acc, &x);
    }
    bls381_fr_inv(&inv, &acc);
    for (size_t i = n; i-- > 0;) {
        bls381_fr x = a[i];
        bool zero = bls381_fr_is_zero(&x);
        bls381_fr_cmov(&x, &bls381_fr_one_mont, zero);
        bls381_fr_mul(&t, &inv, &pre[i]);
        bls381_fr_mul(&inv, &inv, &x);
        bls381_fr_cmov(&t, &(bls381_fr){ { 0 } }, zero);
        r[i] = t;
    }
}
