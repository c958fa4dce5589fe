/*
 * Generic Montgomery arithmetic on n little-endian 64-bit limbs, shared by
 * Fp (n = 6) and Fr (n = 4). Every function is static inline so that each
 * caller, passing constant n and modulus, gets its own unrolled copy.
 *
 * Contract: the modulus m is odd with a top limb below 2^62 (true for p and
 * r), inputs are fully reduced (< m) unless a function says otherwise, and
 * outputs are fully reduced. Everything is constant time. Outputs may alias
 * inputs.
 */
#ifndef BLS381_FIELD_MONT_H
#define BLS381_FIELD_MONT_H

#include <stddef.h>
#include <stdint.h>

#include "field/limb.h"
#include "sys/ct.h"
#include "sys/verify.h"

#define BLS381_MONT_MAX_LIMBS 6

/* Full unrolling of the limb loops (n is a constant at every call site). */
#if defined(__clang__)
#  define BLS381_UNROLL _Pragma("unroll")
#elif defined(__GNUC__)
#  define BLS381_UNROLL _Pragma("GCC unroll 12")
#else
#  define BLS381_UNROLL
#endif

/* For the VERIFY checks only (variable time): a < b on n limbs */
static inline int bls381_verify_lt(const uint64_t *a, const uint64_t *b, size_t n)
{
    for (size_t i = n; i-- > 0;)
        if (a[i] != b[i]) return a[i] < b[i];
    return 0;
}
/* the two input conditions of bls381_mont_mul (see there) */
static inline int bls381_verify_mont_mul_inputs(const uint64_t *a, const uint64_t *b, const uint64_t *m, size_t n)
{
    uint64_t c = 0, w[2 * BLS381_MONT_MAX_LIMBS] = { 0 };
    for (size_t i = 0; i < n; i++) (void)bls381_adc(a[i], m[i], &c);
    if (c) return 0;                                 /* a + m >= 2^(64n) */
    for (size_t i = 0; i < n; i++) {
        uint64_t k = 0;
        for (size_t j = 0; j < n; j++) w[i + j] = bls381_mac(a[j], b[i], w[i + j], &k);
        w[i + n] = k;
    }
    return bls381_verify_lt(w + n, m, n);            /* a b < m 2^(64n) */
}

/* r = t - m if t >= m else t, for t < 2m (t given in n limbs + carry bit). */
static inline void bls381_mont_csub(uint64_t *r, const uint64_t *t, uint64_t carry,
                                    const uint64_t *m, size_t n)
{
    uint64_t u[BLS381_MONT_MAX_LIMBS], borrow = 0;
    BLS381_UNROLL
    for (size_t i = 0; i < n; i++) u[i] = bls381_sbb(t[i], m[i], &borrow);
    /* keep t when the subtraction borrowed and there was no carry out */
    (void)bls381_sbb(carry, 0, &borrow);
    uint64_t keep = bls381_ct_mask(borrow);
    BLS381_UNROLL
    for (size_t i = 0; i < n; i++) r[i] = (t[i] & keep) | (u[i] & ~keep);
}

static inline void bls381_mont_add(uint64_t *r, const uint64_t *a, const uint64_t *b,
                                   const uint64_t *m, size_t n)
{
    uint64_t t[BLS381_MONT_MAX_LIMBS], carry = 0;
    BLS381_UNROLL
    for (size_t i = 0; i < n; i++) t[i] = bls381_adc(a[i], b[i], &carry);
    bls381_mont_csub(r, t, carry, m, n);
}

static inline void bls381_mont_sub(uint64_t *r, const uint64_t *a, const uint64_t *b,
                                   const uint64_t *m, size_t n)
{
    uint64_t t[BLS381_MONT_MAX_LIMBS], borrow = 0, carry = 0;
    BLS381_UNROLL
    for (size_t i = 0; i < n; i++) t[i] = bls381_sbb(a[i], b[i], &borrow);
    uint64_t mask = bls381_ct_mask(borrow);
    BLS381_UNROLL
    for (size_t i = 0; i < n; i++) r[i] = bls381_adc(t[i], m[i] & mask, &carry);
}

static inline void bls381_mont_neg(uint64_t *r, const uint64_t *a, const uint64_t *m, size_t n)
{
    uint64_t acc = 0, borrow = 0;
    BLS381_UNROLL
    for (size_t i = 0; i < n; i++) acc |= a[i];
    uint64_t nz = ~bls381_ct_is_zero_mask(acc);
    BLS381_UNROLL
    for (size_t i = 0; i < n; i++) r[i] = bls381_sbb(m[i], a[i], &borrow) & nz;
}

/* Montgomery product r = a*b/2^(64n) mod m: CIOS, one reduction step per
 * word of b. Because m's top limb is below 2^62 the running value fits in n
 * words with no extra carry word (the "no-carry" CIOS variant: each row's two
 * carry chains end in one addition that cannot overflow).
 * Input range: the running value stays below a + m, so a + m < 2^(64n) keeps
 * every row in n+1 words; and the result before the final subtraction is
 * below a*b/2^(64n) + m, so a*b < m*2^(64n) makes it fully reduced. For Fp
 * (m = p < 2^381) both hold for a, b < 2p, which the tower uses for one
 * unreduced addition; for Fr (r > 2^254) keep a, b < r. */
static inline void bls381_mont_mul(uint64_t *r, const uint64_t *a, const uint64_t *b,
                                   const uint64_t *m, uint64_t m0inv, size_t n)
{
    BLS381_VERIFY_CHECK(bls381_verify_mont_mul_inputs(a, b, m, n));
    uint64_t t[BLS381_MONT_MAX_LIMBS] = { 0 };
    BLS381_UNROLL
    for (size_t i = 0; i < n; i++) {
        uint64_t ca = 0, cm = 0;
        t[0] = bls381_mac(a[0], b[i], t[0], &ca);
        uint64_t q = t[0] * m0inv;
        (void)bls381_mac(q, m[0], t[0], &cm);
        BLS381_UNROLL
        for (size_t j = 1; j < n; j++) {
            t[j] = bls381_mac(a[j], b[i], t[j], &ca);
            t[j - 1] = bls381_mac(q, m[j], t[j], &cm);
        }
        t[n - 1] = ca + cm;
    }
    bls381_mont_csub(r, t, 0, m, n);
}

/* Montgomery reduction of a 2n-limb value t < m*2^(64n): r = t/2^(64n) mod m. */
static inline void bls381_mont_redc(uint64_t *r, const uint64_t *t_in,
                                    const uint64_t *m, uint64_t m0inv, size_t n)
{
    BLS381_VERIFY_CHECK(bls381_verify_lt(t_in + n, m, n));   /* t < m 2^(64n) */
    uint64_t t[2 * BLS381_MONT_MAX_LIMBS];
    BLS381_UNROLL
    for (size_t i = 0; i < 2 * n; i++) t[i] = t_in[i];
    uint64_t top = 0; /* carry above t[i + n] accumulated per row */
    BLS381_UNROLL
    for (size_t i = 0; i < n; i++) {
        uint64_t q = t[i] * m0inv, c = 0;
        BLS381_UNROLL
        for (size_t j = 0; j < n; j++) t[i + j] = bls381_mac(q, m[j], t[i + j], &c);
        uint64_t c2 = top;
        t[i + n] = bls381_adc(t[i + n], c, &c2);
        top = c2;
    }
    bls381_mont_csub(r, t + n, top, m, n);
}

/* 2n-limb product t = a*b (schoolbook). */
static inline void bls381_mont_mul_wide(uint64_t *t, const uint64_t *a, const uint64_t *b, size_t n)
{
    BLS381_UNROLL
    for (size_t i = 0; i < 2 * n; i++) t[i] = 0;
    BLS381_UNROLL
    for (size_t i = 0; i < n; i++) {
        uint64_t c = 0;
        BLS381_UNROLL
        for (size_t j = 0; j < n; j++) t[i + j] = bls381_mac(a[j], b[i], t[i + j], &c);
        t[i + n] = c;
    }
}

/* all ones when a (n limbs) is zero */
static inline uint64_t bls381_mont_is_zero_mask(const uint64_t *a, size_t n)
{
    uint64_t acc = 0;
    BLS381_UNROLL
    for (size_t i = 0; i < n; i++) acc |= a[i];
    return bls381_ct_is_zero_mask(acc);
}

static inline uint64_t bls381_mont_eq_mask(const uint64_t *a, const uint64_t *b, size_t n)
{
    uint64_t acc = 0;
    BLS381_UNROLL
    for (size_t i = 0; i < n; i++) acc |= a[i] ^ b[i];
    return bls381_ct_is_zero_mask(acc);
}

/* all ones when a < m (a canonical), by the borrow of a - m */
static inline uint64_t bls381_mont_lt_mask(const uint64_t *a, const uint64_t *m, size_t n)
{
    uint64_t borrow = 0;
    BLS381_UNROLL
    for (size_t i = 0; i < n; i++) (void)bls381_sbb(a[i], m[i], &borrow);
    return bls381_ct_mask(borrow);
}

/* big-endian bytes (8n of them) <-> limbs, no reduction. A word's eight
 * bytes are written out as one expression, the form gcc and clang turn
 * into a single byte-swapping load or store (MOVBE, BSWAP; REV on ARM);
 * as a byte loop it stayed eight loads and shifts (kzg/bytes.c's blob
 * elements: 10 ns an element on a Zen 5, BENCHMARKS.md). */
static inline uint64_t bls381_be64_load(const uint8_t *p)
{
    return (uint64_t)p[0] << 56 | (uint64_t)p[1] << 48 | (uint64_t)p[2] << 40 | (uint64_t)p[3] << 32 |
           (uint64_t)p[4] << 24 | (uint64_t)p[5] << 16 | (uint64_t)p[6] << 8 | (uint64_t)p[7];
}

static inline void bls381_be64_store(uint8_t *p, uint64_t w)
{
    p[0] = (uint8_t)(w >> 56);
    p[1] = (uint8_t)(w >> 48);
    p[2] = (uint8_t)(w >> 40);
    p[3] = (uint8_t)(w >> 32);
    p[4] = (uint8_t)(w >> 24);
    p[5] = (uint8_t)(w >> 16);
    p[6] = (uint8_t)(w >> 8);
    p[7] = (uint8_t)w;
}

static inline void bls381_limbs_from_be(uint64_t *r, const uint8_t *in, size_t n)
{
    BLS381_UNROLL
    for (size_t i = 0; i < n; i++) r[i] = bls381_be64_load(in + 8 * (n - 1 - i));
}

static inline void bls381_limbs_to_be(uint8_t *out, const uint64_t *a, size_t n)
{
    BLS381_UNROLL
    for (size_t i = 0; i < n; i++) bls381_be64_store(out + 8 * (n - 1 - i), a[i]);
}

#endif
