/*
 * The signed-62 machinery shared by the safegcd inversions
 * (inv_bernstein_yang.c, constant time; inv_vartime.c, variable time):
 * the number representation, the per-field constants, the transition
 * matrix, the update of (d, e) and the final normalisation. See
 * inv_bernstein_yang.c for the algorithm and field/INVERSION.md for the
 * proofs of the ranges stated here.
 *
 * signed62: n limbs, value sum(l[i] * 2^(62 i)), limbs 0..n-2 in [0, 2^62),
 * the top limb signed. 7 limbs hold Fp's values (|f|, |g| <= p < 2^381,
 * -2p < d, e < p: 382 bits with the sign, and 6 limbs hold only 372), 5
 * limbs hold Fr's. Right shifts of negative values are arithmetic (gcc and
 * clang define them so; the tests check it).
 */
#ifndef BLS381_FIELD_SAFEGCD_H
#define BLS381_FIELD_SAFEGCD_H

#include "field/field.h"
#include "field/i128.h"
#include "field/mont.h"

#define BY_M62 (UINT64_MAX >> 2)
#define BY_MAX_LIMBS62 7

/* Each field gets its own copy of the generic code, with constant sizes. */
#if defined(__GNUC__) || defined(__clang__)
#  define BY_INLINE static inline __attribute__((always_inline))
#else
#  define BY_INLINE static inline
#endif

/* BEGIN GENERATED: tools/gen_inv_consts.py safegcd */
/* fp: 381-bit modulus, hddivstep bound 878 -> 15 batches of 59 */
#define FP_LIMBS62 7
#define FP_BATCHES 15
#define FP_STEPS 59
static const int64_t fp_m62[7] = { 0x39feffffffffaaabLL, 0x3aaffffac54ffffeLL, 0x330d2a0f6b0f6241LL, 0x1dd2e13ce144afd9LL, 0x1ba7b6434bacd764LL, 0x0447a8e5ff9a692cLL, 0x00000000000001a0LL };
static const uint64_t fp_minv62 = 0x360c000300030003ULL; /* m^-1 mod 2^62 */
static const int64_t fp_r2_62[7] = { 0x34df1f341c341746LL, 0x29db9a98274413c7LL, 0x1e5476c4c95b6d50LL, 0x3ae22a64e760f023LL, 0x393e85b519952d67LL, 0x223f964b2b8eaa69LL, 0x0000000000000119LL }; /* R^2 mod m */
/* fr: 255-bit modulus, hddivstep bound 588 -> 10 batches of 59 */
#define FR_LIMBS62 5
#define FR_BATCHES 10
#define FR_STEPS 59
static const int64_t fr_m62[5] = { 0x3fffffff00000001LL, 0x0ef6900bfff96ffbLL, 0x339d80809a1d8055LL, 0x3b69d4ca675f520cLL, 0x0000000000000073LL };
static const uint64_t fr_minv62 = 0x0000000100000001ULL; /* m^-1 mod 2^62 */
static const int64_t fr_r2_62[5] = { 0x0999e990f3f29c6dLL, 0x2db3b72e1e49708fLL, 0x1d314967254398f2LL, 0x12367667d67fc441LL, 0x0000000000000007LL }; /* R^2 mod m */
/* END GENERATED */

/* The transition matrix of a batch: f' 2^62 = u f + v g, g' 2^62 = q f + r g. */
typedef struct { int64_t u, v, q, r; } by_matrix;

/* the matrix as the assembly kernels write it: u, v, q, r in a row */
static inline void by_matrix_from_row(by_matrix *t, const int64_t m[4])
{
    t->u = m[0];
    t->v = m[1];
    t->q = m[2];
    t->r = m[3];
}

/* ----------------------------------------------- VERIFY checks (slow) */

/* limbs 0..n-2 of a signed62 value in [0, 2^62) */
static inline int by_verify_limbs(const int64_t *a, size_t n)
{
    for (size_t i = 0; i + 1 < n; i++)
        if (a[i] < 0 || a[i] >> 62) return 0;
    return 1;
}

/* sign of a + k m (k in {-1, 1, 2}), a and m signed62 with valid limbs */
static inline int by_verify_sign_plus(const int64_t *a, const int64_t *m, int k, size_t n)
{
    int64_t t[16];
    for (size_t i = 0; i < n; i++) t[i] = a[i];
    for (int rep = 0; rep < (k < 0 ? -k : k); rep++) {
        for (size_t i = 0; i < n; i++) t[i] += k < 0 ? -m[i] : m[i];
        for (size_t i = 0; i + 1 < n; i++) { t[i + 1] += t[i] >> 62; t[i] &= (int64_t)BY_M62; }
    }
    if (t[n - 1] < 0) return -1;
    for (size_t i = 0; i < n; i++)
        if (t[i]) return 1;
    return 0;
}

/* d in (-2m, m), as by_update_de needs and keeps */
static inline int by_verify_de_range(const int64_t *d, const int64_t *m, size_t n)
{
    return by_verify_limbs(d, n) && by_verify_sign_plus(d, m, -1, n) < 0 && by_verify_sign_plus(d, m, 2, n) > 0;
}

/* valid limbs, top limb in [-2^61, 2^61): the bound of the variable-time
 * inversion's column (inv_vartime.c) */
static inline int by_verify_column(const int64_t *c, size_t len)
{
    return by_verify_limbs(c, len) && c[len - 1] >= -((int64_t)1 << 61) &&
           c[len - 1] < ((int64_t)1 << 61);
}

/* a batch's transition matrix: |u| + |v| <= 2^62 and |q| + |r| <= 2^62 */
static inline int by_verify_matrix(const by_matrix *t)
{
    uint64_t au = (uint64_t)(t->u < 0 ? -t->u : t->u), av = (uint64_t)(t->v < 0 ? -t->v : t->v);
    uint64_t aq = (uint64_t)(t->q < 0 ? -t->q : t->q), ar = (uint64_t)(t->r < 0 ? -t->r : t->r);
    return au + av <= (1ULL << 62) && aq + ar <= (1ULL << 62);
}

/* ------------------------------------------------------ (d, e) update */

/*
 * (d, e) <- T (d, e) / 2^62 mod m, for d, e in (-2m, m); the results are in
 * (-2m, m) again. Where d < 0 we add m to it (|u| + |v| <= 2^62 then bounds
 * the products by 2^62 m), folded into the multiples md, me of m we add;
 * then md, me are lowered by the k in [0, 2^62) that makes the low 62 bits
 * vanish: k = (minv * (u d + v e) + md) mod 2^62, from the low limbs only.
 * The sums stay in (-2^63 m, 2^62 m), so the quotients are in (-2m, m).
 * When `want_e` is 0 (the last batch) e is left alone.
 */
static inline void by_update_de(int64_t *d, int64_t *e, const by_matrix *t, const int64_t *m,
                                uint64_t minv, size_t n, int want_e)
{
    BLS381_VERIFY_CHECK(by_verify_matrix(t));
    BLS381_VERIFY_CHECK(by_verify_de_range(d, m, n));
    BLS381_VERIFY_CHECK(!want_e || by_verify_de_range(e, m, n));
    const int64_t u = t->u, v = t->v, q = t->q, r = t->r;
    int64_t sd = d[n - 1] >> 63, se = e[n - 1] >> 63;      /* sign masks */
    int64_t md = (u & sd) + (v & se), me = (q & sd) + (r & se);
    bls381_i128 cd, ce;
    bls381_i128_mul(&cd, u, d[0]);
    bls381_i128_accum_mul(&cd, v, e[0]);
    bls381_i128_mul(&ce, q, d[0]);
    bls381_i128_accum_mul(&ce, r, e[0]);
    md -= (int64_t)((minv * bls381_i128_lo(&cd) + (uint64_t)md) & BY_M62);
    me -= (int64_t)((minv * bls381_i128_lo(&ce) + (uint64_t)me) & BY_M62);
    bls381_i128_accum_mul(&cd, m[0], md);
    bls381_i128_accum_mul(&ce, m[0], me);
    bls381_i128_rshift(&cd, 62);
    bls381_i128_rshift(&ce, 62);
    BLS381_I128_UNROLL
    for (size_t i = 1; i < n; i++) {
        bls381_i128_accum_mul(&cd, u, d[i]);
        bls381_i128_accum_mul(&cd, v, e[i]);
        bls381_i128_accum_mul(&cd, m[i], md);
        d[i - 1] = (int64_t)(bls381_i128_lo(&cd) & BY_M62);
        bls381_i128_rshift(&cd, 62);
        if (want_e) {
            bls381_i128_accum_mul(&ce, q, d[i]);
            bls381_i128_accum_mul(&ce, r, e[i]);
            bls381_i128_accum_mul(&ce, m[i], me);
            e[i - 1] = (int64_t)(bls381_i128_lo(&ce) & BY_M62);
            bls381_i128_rshift(&ce, 62);
        }
    }
    d[n - 1] = bls381_i128_lo_signed(&cd);
    if (want_e) e[n - 1] = bls381_i128_lo_signed(&ce);
    BLS381_VERIFY_CHECK(by_verify_de_range(d, m, n));
    BLS381_VERIFY_CHECK(!want_e || by_verify_de_range(e, m, n));
}

/* --------------------------------------------------------- conversions */

static inline void by_carry(int64_t *a, size_t n)
{
    BLS381_UNROLL
    for (size_t i = 0; i + 1 < n; i++) {
        a[i + 1] += a[i] >> 62;
        a[i] &= (int64_t)BY_M62;
    }
}

/* d in (-2m, m) -> d * (-1 if fneg) mod m in [0, m) */
static inline void by_normalize(int64_t *d, uint64_t fneg, const int64_t *m, size_t n)
{
    int64_t neg = (int64_t)fneg, mask = d[n - 1] >> 63;
    BLS381_UNROLL
    for (size_t i = 0; i < n; i++) d[i] += m[i] & mask;   /* (-m, m) */
    by_carry(d, n);
    BLS381_UNROLL
    for (size_t i = 0; i < n; i++) d[i] = (d[i] ^ neg) - neg;
    by_carry(d, n);
    mask = d[n - 1] >> 63;
    BLS381_UNROLL
    for (size_t i = 0; i < n; i++) d[i] += m[i] & mask;   /* [0, m) */
    by_carry(d, n);
    BLS381_VERIFY_CHECK(by_verify_limbs(d, n) && d[n - 1] >= 0 && by_verify_sign_plus(d, m, -1, n) < 0);
}

/* 64-bit limbs (n64 of them, value < 2^(62 n62 - 1)) -> signed62 */
static inline void by_to_s62(int64_t *r, const uint64_t *a, size_t n64, size_t n62)
{
    BLS381_UNROLL
    for (size_t i = 0; i < n62; i++) {
        size_t bit = 62 * i, w = bit / 64, s = bit % 64;
        uint64_t lo = w < n64 ? a[w] >> s : 0;
        uint64_t hi = (s > 2 && w + 1 < n64) ? a[w + 1] << (64 - s) : 0;
        r[i] = (int64_t)((lo | hi) & (i + 1 < n62 ? BY_M62 : UINT64_MAX));
    }
}

/* signed62 in [0, 2^(64 n64)) -> 64-bit limbs */
static inline void by_from_s62(uint64_t *r, const int64_t *a, size_t n64, size_t n62)
{
    BLS381_UNROLL
    for (size_t w = 0; w < n64; w++) {
        size_t i = (64 * w) / 62, s = (64 * w) % 62;
        uint64_t x = (uint64_t)a[i] >> s;
        if (i + 1 < n62) x |= (uint64_t)a[i + 1] << (62 - s);
        if (s > 60 && i + 2 < n62) x |= (uint64_t)a[i + 2] << (124 - s);
        r[w] = x;
    }
}

#endif
