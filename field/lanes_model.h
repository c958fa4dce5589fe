/*
 * The portable model of the eight-lane engine's instructions: eight
 * uint64_t lanes, each operation implementing the Intel SDM's definition
 * of the AVX-512 instruction that field/lanes_avx512.h maps it to, so the
 * engine (field/fp_x8_engine.inc) computes the same bits on either back
 * end. Portable C (no __int128): it runs where the CPU or the build has no
 * AVX-512 IFMA, and the tests compare both back ends on IFMA CPUs.
 *
 * Masks are unsigned, bit k for lane k (AVX-512's __mmask8). Shift counts
 * are 0..63. Variable time is irrelevant here: no operation branches on
 * lane values except the compares, which produce values (public data only,
 * as the whole engine).
 */
#ifndef BLS381_FIELD_LANES_MODEL_H
#define BLS381_FIELD_LANES_MODEL_H

#include <stdint.h>

typedef struct { uint64_t v[8]; } lanes_t;

#define LANES_FOR for (int k_ = 0; k_ < 8; k_++)

static inline lanes_t lanes_load(const uint64_t *p)
{
    lanes_t r;
    LANES_FOR r.v[k_] = p[k_];
    return r;
}
static inline void lanes_store(uint64_t *p, lanes_t a) { LANES_FOR p[k_] = a.v[k_]; }
static inline lanes_t lanes_set1(uint64_t x)
{
    lanes_t r;
    LANES_FOR r.v[k_] = x;
    return r;
}
/* VPADDQ, VPSUBQ, VPANDQ, VPORQ: modulo 2^64 */
static inline lanes_t lanes_add(lanes_t a, lanes_t b) { LANES_FOR a.v[k_] += b.v[k_]; return a; }
static inline lanes_t lanes_sub(lanes_t a, lanes_t b) { LANES_FOR a.v[k_] -= b.v[k_]; return a; }
static inline lanes_t lanes_and(lanes_t a, lanes_t b) { LANES_FOR a.v[k_] &= b.v[k_]; return a; }
static inline lanes_t lanes_or(lanes_t a, lanes_t b) { LANES_FOR a.v[k_] |= b.v[k_]; return a; }
/* VPSRLQ, VPSLLQ, VPSRAQ by a count n < 64 */
static inline lanes_t lanes_srli(lanes_t a, unsigned n) { LANES_FOR a.v[k_] >>= n; return a; }
static inline lanes_t lanes_slli(lanes_t a, unsigned n) { LANES_FOR a.v[k_] <<= n; return a; }
static inline lanes_t lanes_srai(lanes_t a, unsigned n)
{
    /* arithmetic shift written without implementation-defined >> of a
     * negative value: the sign's copies or'ed in above the shifted bits */
    LANES_FOR {
        uint64_t s = 0 - (a.v[k_] >> 63);
        a.v[k_] = (a.v[k_] >> n) | (n ? s << (64 - n) : 0);
    }
    return a;
}

/* The 104-bit product of the low 52 bits of b and c, as (lo, hi) 52-bit
 * halves, from 26-bit pieces (every partial product fits 64 bits). */
static inline void lanes_mul52(uint64_t b, uint64_t c, uint64_t *lo, uint64_t *hi)
{
    const uint64_t m26 = (1ULL << 26) - 1;
    b &= (1ULL << 52) - 1;
    c &= (1ULL << 52) - 1;
    uint64_t b0 = b & m26, b1 = b >> 26, c0 = c & m26, c1 = c >> 26;
    uint64_t p00 = b0 * c0, mid = b1 * c0 + b0 * c1 + (p00 >> 26);
    *lo = ((mid & m26) << 26) | (p00 & m26);
    *hi = b1 * c1 + (mid >> 26);
}
/* a + the low (hi = 0) or high (hi = 1) 52 bits of b[51:0] * c[51:0] */
static inline lanes_t lanes_madd52(lanes_t a, lanes_t b, lanes_t c, int hi)
{
    LANES_FOR {
        uint64_t p[2];
        lanes_mul52(b.v[k_], c.v[k_], &p[0], &p[1]);
        a.v[k_] += p[hi];
    }
    return a;
}
/* VPMADD52LUQ: a + the low 52 bits of b[51:0] * c[51:0], modulo 2^64 */
static inline lanes_t lanes_madd52lo(lanes_t a, lanes_t b, lanes_t c) { return lanes_madd52(a, b, c, 0); }
/* VPMADD52HUQ: a + bits 52..103 of b[51:0] * c[51:0], modulo 2^64 */
static inline lanes_t lanes_madd52hi(lanes_t a, lanes_t b, lanes_t c) { return lanes_madd52(a, b, c, 1); }
/* VPCMPEQQ, VPCMPQ (signed less than) into a mask */
static inline unsigned lanes_cmpeq(lanes_t a, lanes_t b)
{
    unsigned m = 0;
    LANES_FOR m |= (unsigned)(a.v[k_] == b.v[k_]) << k_;
    return m;
}
static inline unsigned lanes_cmplt(lanes_t a, lanes_t b)
{
    unsigned m = 0;
    /* a < b signed iff a + 2^63 < b + 2^63 unsigned */
    LANES_FOR m |= (unsigned)((a.v[k_] ^ (1ULL << 63)) < (b.v[k_] ^ (1ULL << 63))) << k_;
    return m;
}
/* VPBLENDMQ: lane k from b where bit k of m is set, else from a */
static inline lanes_t lanes_blend(unsigned m, lanes_t a, lanes_t b)
{
    LANES_FOR if ((m >> k_) & 1) a.v[k_] = b.v[k_];
    return a;
}

/* VMOVDQU64 with a mask of the low n lanes (n <= 8): a load that zeroes
 * lanes n..7 and reads only p[0..n), a store that writes only p[0..n) */
static inline lanes_t lanes_loadn(const uint64_t *p, unsigned n)
{
    lanes_t r;
    LANES_FOR r.v[k_] = (unsigned)k_ < n ? p[k_] : 0;
    return r;
}
static inline void lanes_storen(uint64_t *p, lanes_t a, unsigned n)
{
    LANES_FOR if ((unsigned)k_ < n) p[k_] = a.v[k_];
}
/* VPERMT2Q / VPERMI2Q: lane k from a (bit 3 of idx lane k clear) or b
 * (set), at the position of its bits 0..2 (the higher bits ignored) */
static inline lanes_t lanes_perm2(lanes_t a, lanes_t idx, lanes_t b)
{
    lanes_t r;
    LANES_FOR r.v[k_] = ((idx.v[k_] >> 3) & 1 ? b : a).v[idx.v[k_] & 7];
    return r;
}

#undef LANES_FOR
#endif
