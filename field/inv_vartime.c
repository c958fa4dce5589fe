/*
 * Variable-time inversion and Legendre symbol, for public inputs only.
 *
 * Inversion: safegcd (Bernstein and Yang, "Fast constant-time gcd
 * computation and modular inversion", TCHES 2019) run to completion rather
 * than for a fixed count, in the manner of libsecp256k1's modinv64_var:
 *   - divsteps come in batches of 62 on the low 64 bits of f and g, as in
 *     inv_bernstein_yang.c, but each batch skips runs of zeros of g at once
 *     (count trailing zeros) and, while delta <= 0 guarantees no swap, clears
 *     up to 6 low bits of g at once by adding w*f with w = -g/f mod 2^6;
 *   - the loop stops as soon as g = 0, and f and g shrink to fewer limbs as
 *     they get shorter.
 * This uses the original divstep (delta starts at 1): on random inputs it
 * needs fewer of these multi-bit steps than the half-delta variant the
 * constant-time code uses for its better worst case (INVERSION.md).
 *
 * Legendre symbol: the binary Jacobi algorithm -- the binary GCD of
 * Pornin's inversion (inv_pornin.c) on (a, b) = (x, p), tracking the sign
 * with (2/b) = -1 iff b = 3, 5 mod 8 at each halving of a and reciprocity
 * (a/b)(b/a) = -1 iff a = b = 3 mod 4 at each swap -- sped up with Pornin's
 * approximations: 29 iterations run on one-word approximations of a and b
 * (low 31 bits exact, which leaves 3 exact bits for the last iteration's
 * b mod 8). When the approximations would have misled a comparison, the
 * updated a or b comes out negative or a zero (Pornin, ePrint 2020/972,
 * appendix A.3); those iterations are then redone on the exact values.
 */
#include "field/safegcd.h"
#include "field/field_asm.h"

#if defined(__GNUC__) || defined(__clang__)
#  define ctz64(x) __builtin_ctzll(x)
#  define clz64(x) __builtin_clzll(x)
#else
static int ctz64(uint64_t x)
{
    int n = 0;
    while (!(x & 1)) { x >>= 1; n++; }
    return n;
}
static int clz64(uint64_t x)
{
    int n = 0;
    while (!(x >> 63)) { x <<= 1; n++; }
    return n;
}
#endif

/* ------------------------------------------------------------- inverse */

/*
 * 62 divsteps on the low 64 bits of f and g, variable time; eta = -delta.
 * Same matrix convention as the constant-time batch (f's coefficients are
 * doubled instead of g's halved, final scale 2^62). The twin of
 * asm/by_divsteps_var_asm.asm (which the assembly path runs).
 */
static inline int64_t by_divsteps_var(int64_t eta, uint64_t f, uint64_t g, by_matrix *t)
{
    uint64_t u = 1, v = 0, q = 0, r = 1, tmp;
    int left = 62;
    for (;;) {
        /* halve g while it is even (at most `left` times) */
        int zeros = ctz64(g | (UINT64_MAX << left));
        g >>= zeros;
        u <<= zeros;
        v <<= zeros;
        eta -= zeros;
        left -= zeros;
        if (left == 0) break;
        /* g is odd. delta > 0: swap, (f, g) <- (g, -f); the next halving
         * then completes the divstep (g - f)/2 and delta <- 1 - delta */
        if (eta < 0) {
            eta = -eta;
            tmp = f; f = g; g = 0 - tmp;
            tmp = u; u = q; q = 0 - tmp;
            tmp = v; v = r; r = 0 - tmp;
        }
        /* delta <= 0: the next eta + 1 divsteps cannot swap, and together
         * they map g to (g + w f) / 2^k for the w in [0, 2^k) that clears
         * k low bits: w = -g/f mod 2^k, with 1/f = f (2 - f^2) mod 2^6 */
        int limit = (int)eta + 1 > left ? left : (int)eta + 1;
        uint64_t mask = (UINT64_MAX >> (64 - limit)) & 63;
        uint64_t w = (f * g * (f * f - 2)) & mask;
        g += f * w;
        q += u * w;
        r += v * w;
    }
    t->u = (int64_t)u;
    t->v = (int64_t)v;
    t->q = (int64_t)q;
    t->r = (int64_t)r;
    return eta;
}

BLS381_NOINLINE int64_t bls381_by_divsteps62_var_portable(int64_t eta, uint64_t f, uint64_t g,
                                                          int64_t t[4])
{
    by_matrix m;
    eta = by_divsteps_var(eta, f, g, &m);
    t[0] = m.u;
    t[1] = m.v;
    t[2] = m.q;
    t[3] = m.r;
    return eta;
}

/* a batch: asm/by_divsteps_var_asm.asm on the assembly path (sys/cpu.h;
 * `use_asm` is a public flag), the twin above otherwise */
static inline int64_t by_batch_var(int use_asm, int64_t eta, uint64_t f, uint64_t g, by_matrix *t)
{
#if BLS381_HAVE_ASM
    if (use_asm) {
        int64_t m[4];
        eta = bls381_by_divsteps62_var_asm(eta, f, g, m);
        by_matrix_from_row(t, m);
        return eta;
    }
#endif
    (void)use_asm;
    return by_divsteps_var(eta, f, g, t);
}

/* (f, g) <- T (f, g) / 2^62 on the first `len` limbs (the others are 0). */
static inline void by_update_fg_var(int64_t *f, int64_t *g, const by_matrix *t, size_t len)
{
    bls381_i128 cf, cg;
    bls381_i128_mul(&cf, t->u, f[0]);
    bls381_i128_accum_mul(&cf, t->v, g[0]);
    bls381_i128_mul(&cg, t->q, f[0]);
    bls381_i128_accum_mul(&cg, t->r, g[0]);
    bls381_i128_rshift(&cf, 62);
    bls381_i128_rshift(&cg, 62);
    for (size_t i = 1; i < len; i++) {
        bls381_i128_accum_mul(&cf, t->u, f[i]);
        bls381_i128_accum_mul(&cf, t->v, g[i]);
        bls381_i128_accum_mul(&cg, t->q, f[i]);
        bls381_i128_accum_mul(&cg, t->r, g[i]);
        f[i - 1] = (int64_t)(bls381_i128_lo(&cf) & BY_M62);
        g[i - 1] = (int64_t)(bls381_i128_lo(&cg) & BY_M62);
        bls381_i128_rshift(&cf, 62);
        bls381_i128_rshift(&cg, 62);
    }
    f[len - 1] = bls381_i128_lo_signed(&cf);
    g[len - 1] = bls381_i128_lo_signed(&cg);
}

BY_INLINE void by_inverse_var(uint64_t *out, const uint64_t *in, size_t n64, size_t n62,
                              const int64_t *m, uint64_t minv, const int64_t *r2)
{
    int64_t f[BY_MAX_LIMBS62], g[BY_MAX_LIMBS62], d[BY_MAX_LIMBS62] = { 0 }, e[BY_MAX_LIMBS62];
    int64_t eta = -1;                                    /* delta = 1 */
    int use_asm = bls381_cpu_use_asm();
    size_t len = n62;
    by_matrix t, tp = { 0, 0, 0, 0 };
    int prev = 0;
    for (size_t i = 0; i < n62; i++) { f[i] = m[i]; e[i] = r2[i]; }
    by_to_s62(g, in, n64, n62);
    for (;;) {
        int64_t gz = 0;
        for (size_t i = 0; i < len; i++) gz |= g[i];
        if (gz == 0) break;
        uint64_t fw = (uint64_t)f[0], gw = (uint64_t)g[0];
        if (len > 1) {
            fw |= (uint64_t)f[1] << 62;
            gw |= (uint64_t)g[1] << 62;
        }
        eta = by_batch_var(use_asm, eta, fw, gw, &t);
        /* the previous batch's (d, e) update here, after this batch's
         * divsteps: 4% faster than right after its own batch (INVERSION.md) */
        if (prev) by_update_de(d, e, &tp, m, minv, n62, 1);
        by_update_fg_var(f, g, &t, len);
        tp = t;
        prev = 1;
        /* drop the top limb when it only holds the sign of both f and g */
        if (len > 1) {
            int64_t fn = f[len - 1], gn = g[len - 1];
            if (((fn ^ (fn >> 63)) | (gn ^ (gn >> 63))) == 0) {
                f[len - 2] = (int64_t)((uint64_t)f[len - 2] | (uint64_t)fn << 62);
                g[len - 2] = (int64_t)((uint64_t)g[len - 2] | (uint64_t)gn << 62);
                len--;
            }
        }
    }
    if (prev) by_update_de(d, e, &tp, m, minv, n62, 0);       /* the last: d only */
    /* g = 0, f = +-1 (or f = m when x = 0, and then d = 0) */
    by_normalize(d, (uint64_t)(f[len - 1] >> 63), m, n62);
    by_from_s62(out, d, n64, n62);
}

void bls381_fp_inv_vartime(bls381_fp *r, const bls381_fp *a)
{
    by_inverse_var(r->l, a->l, 6, FP_LIMBS62, fp_m62, fp_minv62, fp_r2_62);
}

void bls381_fr_inv_vartime(bls381_fr *r, const bls381_fr *a)
{
    by_inverse_var(r->l, a->l, 4, FR_LIMBS62, fr_m62, fr_minv62, fr_r2_62);
}

/* ------------------------------------------------------------ Legendre */

#define JAC_STEPS 29                 /* 31 exact low bits, 3 needed at the end */
#define LOW31 (((uint64_t)1 << 31) - 1)

/* sign flip of (2/b) for odd b: 1 when b = 3, 5 mod 8 */
static inline unsigned two_over(uint64_t b) { return (unsigned)(((b >> 1) ^ (b >> 2)) & 1); }

/* The binary Jacobi loop on words: a, b < 2^64, b odd. Returns the sign bit
 * s of (a/b) = (-1)^s (valid when gcd(a, b) = 1). */
static unsigned jacobi_word(uint64_t a, uint64_t b, unsigned s)
{
    while (a != 0) {
        int z = ctz64(a);
        a >>= z;
        s ^= two_over(b) & (unsigned)z;
        if (a < b) {
            uint64_t t = a; a = b; b = t;
            s ^= (unsigned)((a & b) >> 1) & 1;
        }
        a -= b;
    }
    return s;
}

/*
 * JAC_STEPS iterations of the binary Jacobi loop on words xa, xb (xb odd),
 * recording the update factors (as Pornin's inner loop, inv_pornin.c: rows
 * packed (f + OFF) + 2^32 (g + OFF), here |f|, |g| <= 2^29) and flipping
 * the sign bit *s by the reciprocity and (2/b) rules.
 */
#define OFF ((((uint64_t)1 << 31) - 1) * (((uint64_t)1 << 32) + 1))

static void jacobi_inner(uint64_t xa, uint64_t xb, unsigned *s, int64_t *f0, int64_t *g0,
                         int64_t *f1, int64_t *g1)
{
    uint64_t p0 = OFF + 1, p1 = OFF + ((uint64_t)1 << 32), sign = *s;
    for (int i = 0; i < JAC_STEPS; i++) {
        uint64_t odd = 0 - (xa & 1), borrow = 0;
        (void)bls381_sbb(xa, xb, &borrow);
        uint64_t swap = odd & (0 - borrow);
        sign ^= (xa & xb) >> 1 & swap & 1;          /* a = b = 3 mod 4 */
        uint64_t t = (xa ^ xb) & swap;
        xa ^= t;
        xb ^= t;
        t = (p0 ^ p1) & swap;
        p0 ^= t;
        p1 ^= t;
        xa -= xb & odd;
        p0 -= (p1 - OFF) & odd;
        xa >>= 1;
        p1 += p1 - OFF;
        sign ^= ((xb >> 1) ^ (xb >> 2)) & 1;        /* (2/b) */
    }
    *s = (unsigned)sign;
    *f0 = (int64_t)(p0 & 0xffffffff) - (int64_t)(OFF & 0xffffffff);
    *g0 = (int64_t)(p0 >> 32) - (int64_t)(OFF & 0xffffffff);
    *f1 = (int64_t)(p1 & 0xffffffff) - (int64_t)(OFF & 0xffffffff);
    *g1 = (int64_t)(p1 >> 32) - (int64_t)(OFF & 0xffffffff);
}

/* One exact iteration on multi-limb a, b (len limbs, b odd). */
static void jacobi_step_exact(uint64_t *a, uint64_t *b, size_t len, unsigned *s)
{
    if (a[0] & 1) {
        size_t i = len;
        while (i > 1 && a[i - 1] == b[i - 1]) i--;
        if (a[i - 1] < b[i - 1]) {
            for (size_t j = 0; j < len; j++) { uint64_t t = a[j]; a[j] = b[j]; b[j] = t; }
            *s ^= (unsigned)((a[0] & b[0]) >> 1) & 1;
        }
        uint64_t borrow = 0;
        for (size_t j = 0; j < len; j++) a[j] = bls381_sbb(a[j], b[j], &borrow);
    }
    for (size_t j = 0; j + 1 < len; j++) a[j] = (a[j] >> 1) | (a[j + 1] << 63);
    a[len - 1] >>= 1;
    *s ^= two_over(b[0]);
}

/* r = (f a + g b) / 2^JAC_STEPS, exact, on len limbs; returns the sign word
 * (0 or -1) of the result, which then is kept in two's complement. */
static int64_t jacobi_update(uint64_t *r, const uint64_t *a, const uint64_t *b, int64_t f,
                             int64_t g, size_t len)
{
    uint64_t t[BY_MAX_LIMBS62];
    bls381_i128 acc;
    bls381_i128_from_i64(&acc, 0);
    for (size_t i = 0; i < len; i++) {
        bls381_i128_accum_mul_su(&acc, f, a[i]);
        bls381_i128_accum_mul_su(&acc, g, b[i]);
        t[i] = bls381_i128_lo(&acc);
        bls381_i128_rshift64(&acc);
    }
    t[len] = bls381_i128_lo(&acc);
    for (size_t i = 0; i < len; i++) r[i] = (t[i] >> JAC_STEPS) | (t[i + 1] << (64 - JAC_STEPS));
    return (int64_t)t[len] >> 63;
}

int bls381_fp_legendre_vartime_counted(const bls381_fp *x, unsigned *exact_redos)
{
    /* (xR/p) = (x/p)(2/p)^384 = (x/p): the Montgomery form has the same
     * symbol, so the raw limbs are used as they are. */
    uint64_t a[6], b[6], na[6], nb[6];
    size_t len = 6;
    unsigned s = 0;
    for (int i = 0; i < 6; i++) { a[i] = x->l[i]; b[i] = bls381_fp_modulus[i]; }
    if (bls381_fp_is_zero(x)) return 0;
    for (;;) {
        while (len > 1 && (a[len - 1] | b[len - 1]) == 0) len--;
        if (len == 1) break;
        int zeroa = 1;
        for (size_t i = 0; i < len; i++) zeroa &= a[i] == 0;
        if (zeroa) break;
        /* approximations: 33 top bits of the longer one's length, 31 low */
        int z = clz64(a[len - 1] | b[len - 1]);
        uint64_t ta = (a[len - 1] << z) | (z ? a[len - 2] >> (64 - z) : 0);
        uint64_t tb = (b[len - 1] << z) | (z ? b[len - 2] >> (64 - z) : 0);
        uint64_t xa = (ta & ~LOW31) | (a[0] & LOW31), xb = (tb & ~LOW31) | (b[0] & LOW31);
        /* the binary Jacobi loop on the approximations, with factors,
         * without branches (they would be mispredicted half the time) */
        int64_t f0, g0, f1, g1;
        unsigned s2 = s;
        jacobi_inner(xa, xb, &s2, &f0, &g0, &f1, &g1);
        int64_t sa = jacobi_update(na, a, b, f0, g0, len);
        int64_t sb = jacobi_update(nb, a, b, f1, g1, len);
        int nza = 0;
        for (size_t i = 0; i < len; i++) nza |= na[i] != 0;
        if (sa == 0 && sb == 0 && nza) {
            for (size_t i = 0; i < len; i++) { a[i] = na[i]; b[i] = nb[i]; }
            s = s2;
        } else {
            /* a misled comparison (or a reached 0): redo on exact values */
            if (exact_redos) (*exact_redos)++;
            for (int i = 0; i < JAC_STEPS; i++) jacobi_step_exact(a, b, len, &s);
        }
    }
    s = jacobi_word(a[0], b[0], s);
    return s ? -1 : 1;
}

int bls381_fp_legendre_vartime(const bls381_fp *a)
{
    return bls381_fp_legendre_vartime_counted(a, NULL);
}
