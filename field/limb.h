/*
 * 64-bit limb primitives for the portable C: multiply-accumulate with a
 * 128-bit result, add with carry, subtract with borrow.
 *
 * With a compiler that has `unsigned __int128` the products use it; under
 * -DBLS381_NO_INT128 (or a compiler without it) a 64x64->128 product is
 * built from four 32x32->64 products, so the code runs on any C11 compiler
 * with a 64-bit integer type. Both forms are exact; the tests run on both.
 * Everything here is constant time (no branch or index on the values).
 */
#ifndef BLS381_FIELD_LIMB_H
#define BLS381_FIELD_LIMB_H

#include <stdint.h>

#if defined(__SIZEOF_INT128__) && !defined(BLS381_NO_INT128)
#  define BLS381_HAVE_INT128 1
typedef unsigned __int128 bls381_u128;
#endif

/* lo + hi*2^64 = a*b */
static inline uint64_t bls381_mul64(uint64_t a, uint64_t b, uint64_t *hi)
{
#ifdef BLS381_HAVE_INT128
    bls381_u128 t = (bls381_u128)a * b;
    *hi = (uint64_t)(t >> 64);
    return (uint64_t)t;
#else
    uint64_t a0 = (uint32_t)a, a1 = a >> 32, b0 = (uint32_t)b, b1 = b >> 32;
    uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    /* middle column: at most 3*(2^32-1) + carries, fits in 64 bits */
    uint64_t mid = (p00 >> 32) + (uint32_t)p01 + (uint32_t)p10;
    *hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
    return (mid << 32) | (uint32_t)p00;
#endif
}

/* returns the low word of a*b + c + *carry; *carry = the high word.
 * (a*b + c + d < 2^128 for any 64-bit a, b, c, d) */
static inline uint64_t bls381_mac(uint64_t a, uint64_t b, uint64_t c, uint64_t *carry)
{
#ifdef BLS381_HAVE_INT128
    bls381_u128 t = (bls381_u128)a * b + c + *carry;
    *carry = (uint64_t)(t >> 64);
    return (uint64_t)t;
#else
    uint64_t hi, lo = bls381_mul64(a, b, &hi);
    lo += c;
    hi += lo < c;
    lo += *carry;
    hi += lo < *carry;
    *carry = hi;
    return lo;
#endif
}

/* returns a + b + carry_in (carry_in is 0 or 1); *carry = carry out */
static inline uint64_t bls381_adc(uint64_t a, uint64_t b, uint64_t *carry)
{
#ifdef BLS381_HAVE_INT128
    bls381_u128 t = (bls381_u128)a + b + *carry;
    *carry = (uint64_t)(t >> 64);
    return (uint64_t)t;
#else
    uint64_t s = a + *carry;
    uint64_t c = s < a;
    s += b;
    c += s < b;
    *carry = c;
    return s;
#endif
}

/* returns a - b - borrow_in (borrow_in is 0 or 1); *borrow = borrow out */
static inline uint64_t bls381_sbb(uint64_t a, uint64_t b, uint64_t *borrow)
{
#ifdef BLS381_HAVE_INT128
    bls381_u128 t = (bls381_u128)a - b - *borrow;
    *borrow = (uint64_t)(t >> 127);
    return (uint64_t)t;
#else
    uint64_t d = a - b;
    uint64_t br = a < b;
    uint64_t d2 = d - *borrow;
    br |= d < *borrow;
    *borrow = br;
    return d2;
#endif
}

#endif
