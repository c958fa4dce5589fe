/*
 * Signed 128-bit accumulator for the GCD-based inversions: products of two
 * signed 64-bit words, sums of them, arithmetic right shifts.
 *
 * With `__int128` (and without -DBLS381_NO_INT128) this is the native type;
 * otherwise a two-word struct built on the unsigned 64x64->128 product of
 * limb.h, with the usual sign corrections. Both are exact and constant time.
 * Right shifts of negative values are arithmetic, as gcc and clang define
 * them (the tests check it).
 */
#ifndef BLS381_FIELD_I128_H
#define BLS381_FIELD_I128_H

#include <stdint.h>

#include "field/limb.h"

/* For loops of accumulations: fully unrolled with the native type (see
 * mont.h); the struct form is too large for clang to unroll on request. */
#ifdef BLS381_HAVE_INT128
#  define BLS381_I128_UNROLL BLS381_UNROLL
#else
#  define BLS381_I128_UNROLL
#endif

#ifdef BLS381_HAVE_INT128

typedef __int128 bls381_i128;

static inline void bls381_i128_from_i64(bls381_i128 *r, int64_t a) { *r = a; }

/* r = a*b */
static inline void bls381_i128_mul(bls381_i128 *r, int64_t a, int64_t b)
{
    *r = (bls381_i128)a * b;
}

/* r += a*b (the caller keeps the sum within 128 bits) */
static inline void bls381_i128_accum_mul(bls381_i128 *r, int64_t a, int64_t b)
{
    *r += (bls381_i128)a * b;
}

/* r += a*b with a signed, b an unsigned 64-bit word: one unsigned product,
 * minus b*2^64 when a < 0 (compilers otherwise emit a second multiply) */
static inline void bls381_i128_accum_mul_su(bls381_i128 *r, int64_t a, uint64_t b)
{
    /* in unsigned arithmetic (mod 2^128): the intermediate difference may
     * leave the signed range although the sum does not (UBSan found it) */
    unsigned __int128 p = (unsigned __int128)(uint64_t)a * b;
    p -= (unsigned __int128)(b & (uint64_t)(a >> 63)) << 64;
    *r = (bls381_i128)((unsigned __int128)*r + p);
}

/* r += a, a signed 64-bit word */
static inline void bls381_i128_add(bls381_i128 *r, int64_t a) { *r += a; }

/* r >>= n, arithmetic, 0 < n < 64; r >>= 64 */
static inline void bls381_i128_rshift(bls381_i128 *r, unsigned n) { *r >>= n; }
static inline void bls381_i128_rshift64(bls381_i128 *r) { *r >>= 64; }

static inline uint64_t bls381_i128_lo(const bls381_i128 *a) { return (uint64_t)*a; }
static inline int64_t bls381_i128_lo_signed(const bls381_i128 *a) { return (int64_t)*a; }

#else

typedef struct { uint64_t lo, hi; } bls381_i128;

static inline void bls381_i128_from_i64(bls381_i128 *r, int64_t a)
{
    r->lo = (uint64_t)a;
    r->hi = (uint64_t)(a >> 63);
}

static inline void bls381_i128_mul(bls381_i128 *r, int64_t a, int64_t b)
{
    /* the unsigned product of the two's-complement words, minus b*2^64 when
     * a < 0 and a*2^64 when b < 0, is the signed product mod 2^128 */
    uint64_t hi, lo = bls381_mul64((uint64_t)a, (uint64_t)b, &hi);
    hi -= ((uint64_t)b & (uint64_t)(a >> 63)) + ((uint64_t)a & (uint64_t)(b >> 63));
    r->lo = lo;
    r->hi = hi;
}

static inline void bls381_i128_accum_mul(bls381_i128 *r, int64_t a, int64_t b)
{
    bls381_i128 t;
    uint64_t c = 0;
    bls381_i128_mul(&t, a, b);
    r->lo = bls381_adc(r->lo, t.lo, &c);
    r->hi = bls381_adc(r->hi, t.hi, &c);
}

static inline void bls381_i128_accum_mul_su(bls381_i128 *r, int64_t a, uint64_t b)
{
    uint64_t hi, c = 0, lo = bls381_mul64((uint64_t)a, b, &hi);
    hi -= b & (uint64_t)(a >> 63);
    r->lo = bls381_adc(r->lo, lo, &c);
    r->hi = bls381_adc(r->hi, hi, &c);
}

static inline void bls381_i128_add(bls381_i128 *r, int64_t a)
{
    uint64_t c = 0;
    r->lo = bls381_adc(r->lo, (uint64_t)a, &c);
    r->hi = bls381_adc(r->hi, (uint64_t)(a >> 63), &c);
}

static inline void bls381_i128_rshift(bls381_i128 *r, unsigned n)
{
    r->lo = (r->lo >> n) | (r->hi << (64 - n));
    r->hi = (uint64_t)((int64_t)r->hi >> n);
}

static inline void bls381_i128_rshift64(bls381_i128 *r)
{
    r->lo = r->hi;
    r->hi = (uint64_t)((int64_t)r->hi >> 63);
}

static inline uint64_t bls381_i128_lo(const bls381_i128 *a) { return a->lo; }
static inline int64_t bls381_i128_lo_signed(const bls381_i128 *a) { return (int64_t)a->lo; }

#endif

#endif
