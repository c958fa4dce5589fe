/*
 * Constant-time inversion by Pornin's optimized binary GCD:
 *   T. Pornin, "Optimized Binary GCD for Modular Inversion", ePrint 2020/972
 *   (revision of 23 Aug 2020, with k-1 inner iterations).
 * field/INVERSION.md explains it; tests/oracle/pornin_model.py is a Python
 * model with the same structure and numbers.
 *
 * The classic binary GCD on (a, b) = (x, m), with u, v tracking a = u x and
 * b = v x (mod m) up to a known power of two, ends with b = 1 and v = 1/x.
 * Each of its iterations needs a's parity (the low bits) and whether a < b
 * (mostly the high bits). With k = 32, an outer iteration therefore
 *   - builds 64-bit approximations of a and b: their 31 low bits and the 33
 *     top bits of the longer one's length n (the top bits of the shorter
 *     one taken at the same position);
 *   - runs 31 classic iterations on the approximations, recording update
 *     factors (f0, g0, f1, g1) with |f0| + |g0| <= 2^31, |f1| + |g1| <= 2^31;
 *   - sets a <- (f0 a + g0 b)/2^31, b <- (f1 a + g1 b)/2^31 (exact), negating
 *     a result and its factors when the approximations made it negative;
 *   - sets u <- (f0 u + g0 v)/2^64 mod m, v <- (f1 u + g1 v)/2^64 mod m
 *     (a Montgomery division, so u, v stay one word shorter than the sums).
 * The paper's appendix proves every outer iteration shortens len(a) +
 * len(b) by at least 31 bits; 2 len(m) - 2 iterations in all then leave b = 1
 * with v final. After OUTER outer iterations a and b fit in one word, and
 * the FINAL last iterations run on exact words, updating only v.
 *
 * Montgomery form: u starts at 2^(64 (OUTER+1) - steps) R^2 mod m instead of
 * 1, which turns the final v into x^-1 R^2 = a^-1 R for x = aR: no
 * correction at the end. x = 0 keeps a = 0 and v = 0, so 0 maps to 0.
 *
 * On the assembly path (sys/cpu.h) the inner loop is asm/inv_pornin_inner.asm
 * (flags and conditional moves, bit-identical to the C loop below, its
 * twin); the rest is C on both paths.
 *
 * Constant time: fixed iteration counts; the approximations are found by
 * scanning every limb with masks and a branchless count of leading zeros
 * (with shifts by a secret count, constant time on the CPUs we target, as
 * the paper notes).
 */
#include "field/field.h"
#include "field/field_asm.h"
#include "field/i128.h"
#include "field/mont.h"

#if defined(__GNUC__) || defined(__clang__)
#  define PN_INLINE static inline __attribute__((always_inline))
#else
#  define PN_INLINE static inline
#endif

#define MAX_LIMBS 6
#define INNER 31                              /* k - 1 with k = 32 */
#define LOW31 (((uint64_t)1 << 31) - 1)

/* BEGIN GENERATED: tools/gen_inv_consts.py pornin */
/* fp: 23 x 31 + 47 = 760 = 2*381 - 2 steps */
#define FP_OUTER 23
#define FP_FINAL 47
/* u's start, 2^(64*(OUTER+1) - 760) * R^2 mod m */
static const uint64_t fp_u0[6] = {
    0x7bda69ff32c658f5ULL, 0x6da09dd69302ff83ULL, 0xc6468b95314543b6ULL, 0x9a9827e2140fbf06ULL, 0x3a3fffa7bf107aacULL, 0x1787319cd44d16f4ULL,
};
/* fr: 15 x 31 + 43 = 508 = 2*255 - 2 steps */
#define FR_OUTER 15
#define FR_FINAL 43
/* u's start, 2^(64*(OUTER+1) - 508) * R^2 mod m */
static const uint64_t fr_u0[4] = {
    0xb9c9191e0831ad2fULL, 0x3c16d933f8324ac2ULL, 0x6150d8032caa9cfbULL, 0x1675ab15ed548587ULL,
};
/* END GENERATED */

/* ------------------------------------------------------- small helpers */

/* all ones when a < b: the borrow of a - b (limb.h, constant time) */
static inline uint64_t pn_lt_mask(uint64_t a, uint64_t b)
{
    uint64_t borrow = 0;
    (void)bls381_sbb(a, b, &borrow);
    return 0 - borrow;
}

/* number of leading zeros of x (64 for 0), branch-free: a binary search
 * where y = x >> (64 - s) < 2^32 is zero exactly when y - 1 wraps */
static inline uint64_t pn_clz(uint64_t x)
{
    uint64_t n = 0;
    for (unsigned s = 32; s > 0; s >>= 1) {
        uint64_t m = 0 - (((x >> (64 - s)) - 1) >> 63);
        n += s & m;
        x <<= s & m;
    }
    return n + ((x >> 63) ^ 1);
}

/*
 * The approximations of a and b: with n = max(len(a), len(b), 64), the
 * 64-bit word (a's bits n-33 .. n-1) * 2^31 + (a mod 2^31), same for b.
 * When n = 64 that is a itself.
 */
static inline void pn_approx(uint64_t *xa, uint64_t *xb, const uint64_t *a, const uint64_t *b,
                             size_t n)
{
    uint64_t ah = 0, al = 0, bh = 0, bl = 0, found = 0;
    /* the top limb of a|b that is not zero (index >= 1), and the one below */
    for (size_t i = n - 1; i > 0; i--) {
        uint64_t take = ~found & ~bls381_ct_is_zero_mask(a[i] | b[i]);
        ah |= a[i] & take;
        al |= a[i - 1] & take;
        bh |= b[i] & take;
        bl |= b[i - 1] & take;
        found |= take;
    }
    /* shift the pair left until the longer value's top bit is bit 127 */
    uint64_t z = pn_clz(ah | bh) & found;             /* < 64 when found */
    uint64_t ta = (ah << z) | ((al >> 1) >> (63 - z));
    uint64_t tb = (bh << z) | ((bl >> 1) >> (63 - z));
    ta = (ta & found) | (a[0] & ~found);              /* n = 64: exact */
    tb = (tb & found) | (b[0] & ~found);
    *xa = (ta & ~LOW31) | (a[0] & LOW31);
    *xb = (tb & ~LOW31) | (b[0] & LOW31);
}

/* --------------------------------------------------------- inner loops */

/*
 * INNER iterations of the binary GCD on words a, b (b odd):
 *   if a is odd: if a < b, swap a and b (and the factor rows); a <- a - b
 *   a <- a/2
 * Halving a is recorded by doubling b's row (f1, g1) instead, so the rows
 * are scaled by 2^INNER at the end. Each row travels packed in one word as
 * (f + OFF) + 2^32 (g + OFF), OFF = 2^31 - 1: the factors stay in
 * (-2^31, 2^31], so each half stays in [0, 2^32) and no carry crosses.
 */
#define OFF ((((uint64_t)1 << 31) - 1) * (((uint64_t)1 << 32) + 1))

BLS381_NOINLINE void bls381_pornin_inner31_portable(uint64_t a, uint64_t b, int64_t fg[4])
{
    uint64_t p0 = OFF + 1, p1 = OFF + ((uint64_t)1 << 32);   /* (1, 0), (0, 1) */
    BLS381_UNROLL
    for (int i = 0; i < INNER; i++) {
        uint64_t odd = 0 - (a & 1);
        uint64_t swap = odd & pn_lt_mask(a, b);
        uint64_t t = (a ^ b) & swap;
        a ^= t;
        b ^= t;
        t = (p0 ^ p1) & swap;
        p0 ^= t;
        p1 ^= t;
        a -= b & odd;
        p0 -= (p1 - OFF) & odd;
        a >>= 1;
        p1 += p1 - OFF;
    }
    fg[0] = (int64_t)(p0 & 0xffffffff) - (int64_t)(OFF & 0xffffffff);
    fg[1] = (int64_t)(p0 >> 32) - (int64_t)(OFF & 0xffffffff);
    fg[2] = (int64_t)(p1 & 0xffffffff) - (int64_t)(OFF & 0xffffffff);
    fg[3] = (int64_t)(p1 >> 32) - (int64_t)(OFF & 0xffffffff);
}

/* the inner loop: asm/inv_pornin_inner.asm on the assembly path (sys/cpu.h;
 * `use_asm` is a public flag), the twin above otherwise */
static inline void pn_inner(int use_asm, uint64_t a, uint64_t b, int64_t *f0, int64_t *g0,
                            int64_t *f1, int64_t *g1)
{
    int64_t fg[4];
#if BLS381_HAVE_ASM
    if (use_asm)
        bls381_pornin_inner31_asm(a, b, fg);
    else
#endif
        bls381_pornin_inner31_portable(a, b, fg);
    (void)use_asm;
    *f0 = fg[0];
    *g0 = fg[1];
    *f1 = fg[2];
    *g1 = fg[3];
}

/* The last `steps` iterations, on exact values, factors unpacked (they
 * reach 2^steps). Only b's row is needed afterwards. */
static inline void pn_final(uint64_t a, uint64_t b, int steps, int64_t *f1, int64_t *g1)
{
    uint64_t f0 = 1, g0 = 0, h1 = 0, k1 = 1;
    for (int i = 0; i < steps; i++) {
        uint64_t odd = 0 - (a & 1);
        uint64_t swap = odd & pn_lt_mask(a, b);
        uint64_t t = (a ^ b) & swap;
        a ^= t;
        b ^= t;
        t = (f0 ^ h1) & swap;
        f0 ^= t;
        h1 ^= t;
        t = (g0 ^ k1) & swap;
        g0 ^= t;
        k1 ^= t;
        a -= b & odd;
        f0 -= h1 & odd;
        g0 -= k1 & odd;
        a >>= 1;
        h1 <<= 1;
        k1 <<= 1;
    }
    *f1 = (int64_t)h1;
    *g1 = (int64_t)k1;
}

/* ------------------------------------------------------ outer updates */

/* r = |f a + g b| / 2^31 (exact); returns all ones when f a + g b < 0.
 * |f| + |g| <= 2^31 keeps the result below max(a, b). */
PN_INLINE uint64_t pn_update_ab(uint64_t *r, const uint64_t *a, const uint64_t *b, int64_t f,
                                int64_t g, size_t n)
{
    uint64_t t[MAX_LIMBS + 1];
    bls381_i128 acc;
    bls381_i128_from_i64(&acc, 0);
    BLS381_I128_UNROLL
    for (size_t i = 0; i < n; i++) {
        bls381_i128_accum_mul_su(&acc, f, a[i]);
        bls381_i128_accum_mul_su(&acc, g, b[i]);
        t[i] = bls381_i128_lo(&acc);
        bls381_i128_rshift64(&acc);
    }
    t[n] = bls381_i128_lo(&acc);
    uint64_t neg = (uint64_t)((int64_t)t[n] >> 63), c = neg & 1;
    /* shift right by 31 and negate when negative: (w ^ neg) + 1, carried */
    BLS381_UNROLL
    for (size_t i = 0; i < n; i++) {
        uint64_t w = (t[i] >> INNER) | (t[i + 1] << (64 - INNER));
        r[i] = bls381_adc(w ^ neg, 0, &c);
    }
    return neg;
}

/* r = (f u + g v) / 2^64 mod m for u, v in [0, m) and |f| + |g| <= 2^62:
 * the k in [-2^63, 2^63) with f u + g v + k m = 0 mod 2^64 makes the
 * division exact, |f u + g v| < 2^62 m and |k m| <= 2^63 m put the quotient
 * in (-m, m), and one conditional addition of m finishes. */
PN_INLINE void pn_update_uv(uint64_t *r, const uint64_t *u, const uint64_t *v, int64_t f,
                            int64_t g, const uint64_t *m, uint64_t m0inv, size_t n)
{
    uint64_t t[MAX_LIMBS], c = 0;
    bls381_i128 acc;
    bls381_i128_from_i64(&acc, 0);
    bls381_i128_accum_mul_su(&acc, f, u[0]);
    bls381_i128_accum_mul_su(&acc, g, v[0]);
    int64_t k = (int64_t)(bls381_i128_lo(&acc) * m0inv);
    bls381_i128_accum_mul_su(&acc, k, m[0]);
    bls381_i128_rshift64(&acc);                        /* low word is 0 */
    BLS381_I128_UNROLL
    for (size_t i = 1; i < n; i++) {
        bls381_i128_accum_mul_su(&acc, f, u[i]);
        bls381_i128_accum_mul_su(&acc, g, v[i]);
        bls381_i128_accum_mul_su(&acc, k, m[i]);
        t[i - 1] = bls381_i128_lo(&acc);
        bls381_i128_rshift64(&acc);
    }
    t[n - 1] = bls381_i128_lo(&acc);
    bls381_i128_rshift64(&acc);
    uint64_t neg = bls381_i128_lo(&acc);              /* 0 or all ones */
    BLS381_UNROLL
    for (size_t i = 0; i < n; i++) r[i] = bls381_adc(t[i], m[i] & neg, &c);
}

/* ----------------------------------------------------------- inversion */

PN_INLINE void pn_inverse(uint64_t *out, const uint64_t *in, size_t n, const uint64_t *m,
                          uint64_t m0inv, const uint64_t *u0, int outer, int final)
{
    uint64_t a[MAX_LIMBS], b[MAX_LIMBS], u[MAX_LIMBS], v[MAX_LIMBS] = { 0 };
    uint64_t a2[MAX_LIMBS], u2[MAX_LIMBS], xa, xb;
    int64_t f0, g0, f1, g1, h0, k0, h1, k1;
    int use_asm = bls381_cpu_use_asm();
    for (size_t i = 0; i < n; i++) { a[i] = in[i]; b[i] = m[i]; u[i] = u0[i]; }
    pn_approx(&xa, &xb, a, b, n);
    pn_inner(use_asm, xa, xb, &f0, &g0, &f1, &g1);
    for (int it = 0; it < outer; it++) {
        /* a negative new a (b) means its factors must be negated too */
        int64_t na = (int64_t)pn_update_ab(a2, a, b, f0, g0, n);
        int64_t nb = (int64_t)pn_update_ab(b, a, b, f1, g1, n);
        for (size_t i = 0; i < n; i++) a[i] = a2[i];
        f0 = (f0 ^ na) - na;
        g0 = (g0 ^ na) - na;
        f1 = (f1 ^ nb) - nb;
        g1 = (g1 ^ nb) - nb;
        /* the next iteration's factors need only a and b; computing them
         * before this iteration's (u, v) update lets the processor overlap
         * that update's multiplications with the inner loop */
        if (it + 1 < outer) {
            pn_approx(&xa, &xb, a, b, n);
            pn_inner(use_asm, xa, xb, &h0, &k0, &h1, &k1);
        } else {
            h0 = k0 = 0;
            pn_final(a[0], b[0], final, &h1, &k1);
        }
        pn_update_uv(u2, u, v, f0, g0, m, m0inv, n);
        pn_update_uv(v, u, v, f1, g1, m, m0inv, n);
        for (size_t i = 0; i < n; i++) u[i] = u2[i];
        f0 = h0; g0 = k0; f1 = h1; g1 = k1;
    }
    /* the final exact steps' factors for b are in (f1, g1) */
    pn_update_uv(out, u, v, f1, g1, m, m0inv, n);
}

void bls381_fp_inv_pornin(bls381_fp *r, const bls381_fp *a)
{
    pn_inverse(r->l, a->l, 6, bls381_fp_modulus, BLS381_FP_M0INV, fp_u0, FP_OUTER, FP_FINAL);
}

void bls381_fr_inv_pornin(bls381_fr *r, const bls381_fr *a)
{
    pn_inverse(r->l, a->l, 4, bls381_fr_modulus, BLS381_FR_M0INV, fr_u0, FR_OUTER, FR_FINAL);
}
