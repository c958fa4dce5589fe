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
 *     they get shorter;
 *   - no (d, e) update mod m per batch: the second column of the product of
 *     the batch matrices is multiplied out exactly (it stays a few limbs
 *     for most of the run), then reduced and scaled once at the end.
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

/* BEGIN GENERATED: tools/gen_inv_consts.py vartime */
/* fp: at most 1100 divsteps from delta = 1 (Thm 11.2) -> 18 batches of 62 */
#define FP_VAR_BATCHES 18
/* 2^(-62 j) R^3 mod m, j = 0..18 */
static const bls381_fp fp_var_scale[19] = {
    { { 0xed48ac6bd94ca1e0ULL, 0x315f831e03a7adf8ULL, 0x9a53352a615e29ddULL, 0x34c04e5e921e1761ULL, 0x2512d43565724728ULL, 0x0aa6346091755d4dULL } },
    { { 0x1b4972a65beedb27ULL, 0x90247b2a86ba6733ULL, 0x6f6da8bdf31fc33cULL, 0x12f0802057cd7b79ULL, 0x1cd186237c6f8ba8ULL, 0x06b2de4db953deadULL } },
    { { 0xb73eaead26ebe580ULL, 0x61c23693de6a351fULL, 0x6e5bc3ff951c5438ULL, 0xc0868ce6a76590c7ULL, 0x0a85a3f35446d0bcULL, 0x010a8c1a49a064ffULL } },
    { { 0xb9c9c15cc797534eULL, 0x48ea4b7ba1c89ccfULL, 0x1085ce911a5a152dULL, 0x562d126aa4210b6bULL, 0x0693acdd338fcb04ULL, 0x0989786eb1623afdULL } },
    { { 0x7a16b15a975c09d9ULL, 0x79d8330a8c7aa9aaULL, 0xe59569d43c70d08aULL, 0x3ca9d06289c87744ULL, 0xaed63f642942e71eULL, 0x0b6cd3e81915e660ULL } },
    { { 0x72bbd32e272bee3cULL, 0x00b4eda0f1028cc3ULL, 0x3e451809a4064cdaULL, 0xde7271a0760ce58aULL, 0xfbb8c18c1e5925c9ULL, 0x1824e1b33f62b980ULL } },
    { { 0xaec641c34510070fULL, 0x6ea66ec3a0132243ULL, 0x5efee07b1df507afULL, 0x41442921eed21b14ULL, 0x979001772d32f70aULL, 0x0f696ee04acd918cULL } },
    { { 0x7e69734b719dbe58ULL, 0x9a6b3b1830d2007eULL, 0x0768b900e4430ea4ULL, 0x77826a4bfacb4cfeULL, 0x9f479134b969fabaULL, 0x0d34462a4e5459c4ULL } },
    { { 0xbc48c5ceb5347785ULL, 0x6476e4d760f73150ULL, 0x5968ff82c4960280ULL, 0x97812d8a43e06b61ULL, 0x9e12e81ce97c8147ULL, 0x0a86b7e95c3e14f4ULL } },
    { { 0x191dee399d4f2ba1ULL, 0xd0fe5011504b6ce2ULL, 0x86b6ade9dbdf5a63ULL, 0x2acc2832cbc9b7f4ULL, 0x3f3d70c567898ca4ULL, 0x1443e5e0be3a64d8ULL } },
    { { 0xfab162b75c8717f3ULL, 0x37c8ce1a911de02fULL, 0x65fb748ac860beebULL, 0x6364359fab794efeULL, 0xd70714731a27d581ULL, 0x06b43762d57a58e3ULL } },
    { { 0x20e56ea8302953feULL, 0xeb8eec9178db6b23ULL, 0x7eb766e250f65916ULL, 0x3453cfcf97c93845ULL, 0x34bf0224abe4c48bULL, 0x13d3e2968bb5906fULL } },
    { { 0xa1d203480ea898baULL, 0x47c6b37c27c9288fULL, 0xdddb86ec0c52aee5ULL, 0x7ec4609523d53606ULL, 0xbf713fa0b8dea933ULL, 0x18c3ccef5b838ba6ULL } },
    { { 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000004000000ULL } },
    { { 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000010000000ULL, 0x0000000000000000ULL } },
    { { 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000040000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL } },
    { { 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000100000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL } },
    { { 0x0000000000000000ULL, 0x0000000400000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL } },
    { { 0x0000001000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL } },
};
/* fr: at most 737 divsteps from delta = 1 (Thm 11.2) -> 12 batches of 62 */
#define FR_VAR_BATCHES 12
/* 2^(-62 j) R^3 mod m, j = 0..12 */
static const bls381_fr fr_var_scale[13] = {
    { { 0xc62c1807439b73afULL, 0x1b3e0d188cf06990ULL, 0x73d13c71c7b5f418ULL, 0x6e2a5bb9c8db33e9ULL } },
    { { 0x006ca2b2907a13d9ULL, 0x2d5bbea3cebbe7ffULL, 0x80c2295f3cc93a90ULL, 0x6236c7c4e37b1ed1ULL } },
    { { 0x6594bab1e2b2d98fULL, 0xc3a03c98229e9d32ULL, 0x81db4a5058392e77ULL, 0x555054c46aa8cf91ULL } },
    { { 0x105c7064ea1e9c0aULL, 0x574d9bd5e00d0ac3ULL, 0xda2f25edae5c16afULL, 0x64ee4a3808ecd197ULL } },
    { { 0x99e99103f29c6cf0ULL, 0x31138b57927663d9ULL, 0x9f7715f1ba1c0ed6ULL, 0x09ff646cc0273c82ULL } },
    { { 0x1dbaf20fd14a3af7ULL, 0xdce401f4f4b80e6eULL, 0xccb844b13a6d2d92ULL, 0x5d3e62127dbb70efULL } },
    { { 0xab21c5d1f712c9b0ULL, 0xe1e037d0b05c2342ULL, 0x6132d479c76d0786ULL, 0x1ec1c0519185dfe8ULL } },
    { { 0x68a38e757220f1d3ULL, 0x25da3346a65bd490ULL, 0x8ff5d05b14393639ULL, 0x35f831649b81b437ULL } },
    { { 0x0002354ffffdcab0ULL, 0x49c220139f797550ULL, 0x5422c03acba8bc84ULL, 0x43712b2a69488061ULL } },
    { { 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000040000ULL } },
    { { 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000100000ULL, 0x0000000000000000ULL } },
    { { 0x0000000000000000ULL, 0x0000000000400000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL } },
    { { 0x0000000001000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL } },
};
/* END GENERATED */

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
 * asm/inv_by_divsteps_var.asm (which the assembly path runs).
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

/* a batch: asm/inv_by_divsteps_var.asm on the assembly path (sys/cpu.h;
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

/*
 * (c, d) <- T (c, d), exact: c' = u c + v d, d' = q c + r d, signed62 on
 * len limbs in, len + 1 out, then shortened while both fit in fewer.
 * Bound kept: |c|, |d| < 2^(62 (len - 1) + 61). With |u| + |v| and |q| +
 * |r| at most 2^62 the products keep it for len + 1 limbs; a top limb goes
 * when it and bit 61 of the limb below are all sign, which keeps it for
 * the shorter length. Returns the new length.
 */
static inline size_t by_column_times(int64_t *c, int64_t *d, size_t len, const by_matrix *t)
{
    bls381_i128 cc, cd;
    BLS381_VERIFY_CHECK(by_verify_matrix(t));
    BLS381_VERIFY_CHECK(by_verify_column(c, len) && by_verify_column(d, len));
    bls381_i128_from_i64(&cc, 0);
    bls381_i128_from_i64(&cd, 0);
    for (size_t i = 0; i < len; i++) {
        int64_t ci = c[i], di = d[i];
        bls381_i128_accum_mul(&cc, t->u, ci);
        bls381_i128_accum_mul(&cc, t->v, di);
        bls381_i128_accum_mul(&cd, t->q, ci);
        bls381_i128_accum_mul(&cd, t->r, di);
        c[i] = (int64_t)(bls381_i128_lo(&cc) & BY_M62);
        d[i] = (int64_t)(bls381_i128_lo(&cd) & BY_M62);
        bls381_i128_rshift(&cc, 62);
        bls381_i128_rshift(&cd, 62);
    }
    c[len] = bls381_i128_lo_signed(&cc);
    d[len] = bls381_i128_lo_signed(&cd);
    len++;
    while (len > 1 && c[len - 1] == (int64_t)((uint64_t)c[len - 2] << 2) >> 63 &&
           d[len - 1] == (int64_t)((uint64_t)d[len - 2] << 2) >> 63) {
        c[len - 2] = (int64_t)((uint64_t)c[len - 2] | (uint64_t)c[len - 1] << 62);
        d[len - 2] = (int64_t)((uint64_t)d[len - 2] | (uint64_t)d[len - 1] << 62);
        len--;
    }
    BLS381_VERIFY_CHECK(by_verify_column(c, len) && by_verify_column(d, len));
    return len;
}

/*
 * b <- (b - k m) / 2^62 with k = b minv mod 2^62 (the low 62 bits vanish),
 * that is b 2^-62 mod m: len limbs in, out limbs out, with out >= len - 1
 * and out >= n (m has n limbs). From |b| < 2^(62 len) the result is in
 * (b / 2^62 - m, b / 2^62], which out limbs hold.
 */
static void by_redc62(int64_t *b, size_t len, size_t out, const int64_t *m, uint64_t minv,
                      size_t n)
{
    int64_t k = (int64_t)(((uint64_t)b[0] * minv) & BY_M62);
    bls381_i128 c;
    bls381_i128_from_i64(&c, b[0]);
    bls381_i128_accum_mul(&c, -k, m[0]);
    bls381_i128_rshift(&c, 62);
    for (size_t i = 1; i <= out; i++) {
        if (i < len) bls381_i128_add(&c, b[i]);   /* above len: the sign, in c */
        if (i < n) bls381_i128_accum_mul(&c, -k, m[i]);
        if (i < out) {
            b[i - 1] = (int64_t)(bls381_i128_lo(&c) & BY_M62);
            bls381_i128_rshift(&c, 62);
        } else {
            b[i - 1] = bls381_i128_lo_signed(&c);
        }
    }
}

/*
 * The inversion. With P = T_nb ... T_1 the product of the nb batch
 * matrices, 2^(62 nb) (f, g) = P (m, x); at the end f = +-1 and g = 0, so
 * x^-1 = +-P_12 2^(-62 nb) mod m. Instead of a (d, e) update mod m per
 * batch, the second column (c, d) of P is multiplied out exactly as the
 * batches go: it grows by about 33 bits a batch on random inputs (62 less
 * what f loses), so it is a few limbs for most of the run, with no
 * reduction (INVERSION.md, section 4). Like the (d, e) update before it,
 * a batch's column update runs after the next batch's divsteps. At the
 * end y = P_12 2^(-62 s) mod m by s word-level Montgomery steps (until it
 * is below 2^(62 (n62 - 1)), which puts y in (-2m, m)), its sign, and out:
 * the 64-bit limbs of y in [0, m). Returns the scale j = nb - s to
 * multiply by (2^(-62 j) R^3 with the caller's Montgomery product gives
 * x^-1 R^2), or -1 if nb exceeded max_batches (impossible by the bound
 * the constants were generated from; the caller then uses the constant
 * time inverse).
 */
BY_INLINE int by_inverse_var(uint64_t *out, const uint64_t *in, size_t n64, size_t n62,
                             const int64_t *m, uint64_t minv, size_t max_batches)
{
    int64_t f[BY_MAX_LIMBS62], g[BY_MAX_LIMBS62];
    int64_t c[FP_VAR_BATCHES + 2] = { 0 }, d[FP_VAR_BATCHES + 2] = { 1 };   /* P = 1 */
    int64_t eta = -1;                                    /* delta = 1 */
    int use_asm = bls381_cpu_use_asm();
    size_t len = n62, nb = 0, cl = 1;
    by_matrix t, tp = { 0, 0, 0, 0 };
    for (size_t i = 0; i < n62; i++) f[i] = m[i];
    by_to_s62(g, in, n64, n62);
    for (;;) {
        int64_t gz = 0;
        for (size_t i = 0; i < len; i++) gz |= g[i];
        if (gz == 0) break;
        if (nb == max_batches) return -1;
        uint64_t fw = (uint64_t)f[0], gw = (uint64_t)g[0];
        if (len > 1) {
            fw |= (uint64_t)f[1] << 62;
            gw |= (uint64_t)g[1] << 62;
        }
        eta = by_batch_var(use_asm, eta, fw, gw, &t);
        /* the previous batch's column update here, after this batch's
         * divsteps (as the (d, e) update was: INVERSION.md) */
        if (nb > 0) cl = by_column_times(c, d, cl, &tp);
        by_update_fg_var(f, g, &t, len);
        tp = t;
        nb++;
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
    if (nb > 0) cl = by_column_times(c, d, cl, &tp);
    /* g = 0, f = +-1 (or f = m when x = 0: nb = 0, P = 1, P_12 = c = 0) */
    uint64_t fneg = (uint64_t)(f[len - 1] >> 63);
    /* |c| < 2^(62 cl): s = cl - n62 + 1 steps bring it below 2^(62 (n62 - 1)) */
    size_t s = cl >= n62 ? cl - n62 + 1 : 0;
    for (size_t step = 0; step < s; step++) {
        size_t to = cl - 1 > n62 ? cl - 1 : n62;
        by_redc62(c, cl, to, m, minv, n62);
        cl = to;
    }
    for (; cl < n62; cl++) {                                /* widen to n62 limbs */
        int64_t top = c[cl - 1];
        c[cl - 1] = top & (int64_t)BY_M62;
        c[cl] = top >> 62;
    }
    BLS381_VERIFY_CHECK(by_verify_de_range(c, m, n62));
    by_normalize(c, fneg, m, n62);
    by_from_s62(out, c, n64, n62);
    return (int)(nb - s);
}

void bls381_fp_inv_vartime(bls381_fp *r, const bls381_fp *a)
{
    bls381_fp y;
    int j = by_inverse_var(y.l, a->l, 6, FP_LIMBS62, fp_m62, fp_minv62, FP_VAR_BATCHES);
    if (j < 0) {
        bls381_fp_inv(r, a);
        return;
    }
    bls381_fp_mul(r, &y, &fp_var_scale[j]);
}

void bls381_fr_inv_vartime(bls381_fr *r, const bls381_fr *a)
{
    bls381_fr y;
    int j = by_inverse_var(y.l, a->l, 4, FR_LIMBS62, fr_m62, fr_minv62, FR_VAR_BATCHES);
    if (j < 0) {
        bls381_fr_inv(r, a);
        return;
    }
    bls381_fr_mul(r, &y, &fr_var_scale[j]);
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
