/*
 * Constant-time inversion by safegcd:
 *   D. J. Bernstein and B.-Y. Yang, "Fast constant-time gcd computation and
 *   modular inversion", TCHES 2019(3) (https://gcd.cr.yp.to/papers.html),
 * with the half-delta divstep ("hddivsteps", delta starts at 1/2) and its
 * iteration bound from P. Wuille, safegcd-bounds (genproofhd.md, Thm 7).
 * field/INVERSION.md explains the algorithm; tests/oracle/safegcd_model.py
 * is a Python model with the same structure and numbers.
 *
 * Outline, for a modulus m and an input x (0 <= x < m):
 *   f = m, g = x, delta = 1/2; d = 0, e = R^2 mod m, so that f = d*x/R^2
 *   and g = e*x/R^2 (mod m) hold throughout.
 *   BATCHES times: run STEPS divsteps on the low 64 bits of f and g only,
 *   which yields a 2x2 matrix T (entries scaled by 2^62) with
 *   (f, g) <- T (f, g) / 2^62; apply T to (f, g) exactly and to (d, e)
 *   modulo m (adding the multiple of m that makes the division by 2^62
 *   exact).
 *   Then g = 0 and f = +-1 (the bound guarantees it), so x^-1 R^2 = +-d.
 * Inputs in Montgomery form x = aR give d = +-a^-1 R: the Montgomery form of
 * the inverse, with no correction at the end. x = 0 gives d = 0.
 *
 * Numbers f, g, d, e are kept in "signed62" form (field/safegcd.h, which
 * this file shares with the variable-time version in inv_vartime.c): 7
 * limbs of 62 bits for Fp, 5 for Fr.
 *
 * Constant time: fixed batch and step counts, no branch or index on data.
 */
#include "field/safegcd_ct.h"
#include "field/field_asm.h"

/* ------------------------------------------------------------ divsteps */

/*
 * The divstep batch. A hddivstep on (delta, f, g), f odd, is
 *   delta > 0, g odd:  (f, g) <- (g, (g - f)/2), delta <- 1 - delta
 *   delta <= 0, g odd: g <- (g + f)/2,           delta <- 1 + delta
 *   g even:            g <- g/2,                 delta <- 1 + delta
 * and only the low bits of f and g decide it. We track delta as
 * zeta = -(delta + 1/2): delta > 0 exactly when zeta < 0, and a step maps
 * zeta to -zeta - 2 when it swaps, to zeta - 1 otherwise, i.e. to
 * (zeta ^ swap) - 1 with swap a mask. The step runs without branches: x =
 * +-f (negated when delta > 0) is added to g when g is odd; on a swap f
 * takes g's old value.
 *
 * Bernstein and Yang's packing (paper, section 12): a sub-batch of S <= 20
 * steps needs only the low S bits of f and g, and the matrix that records
 * it transforms f and g's coefficient pairs by the very same additions,
 * swaps and halvings. So one word holds f's low bits with its coefficients
 * and another holds g's, as exact integers
 *     fuv = f_t + 2^20 u + 2^42 v,    grs = g_t + 2^20 q + 2^42 r,
 * where f_t, g_t are the low S bits of f, g taken signed (|f_t|, |g_t| <
 * 2^(S-1) then holds throughout) and the matrix starts as 2^S times the
 * identity, so that halving g's row stays exact for S steps and every
 * coefficient stays in [-2^S, 2^S]: 20 bits for f_t, 22 for u, 22 for v,
 * and the whole word below 2^63 in absolute value. One step is then a
 * handful of word operations on fuv and grs. After the sub-batch the
 * matrix is unpacked (f' 2^S = u f + v g, g' 2^S = q f + r g) and applied
 * to the 64-bit words of f and g, whose low 64 - S bits it gets right.
 *
 * A batch of `steps` <= 60 runs three sub-batches and multiplies their
 * matrices; the product, scaled by 2^steps with entries at most 2^steps,
 * is shifted to the 2^62 scale the updates expect.
 */
#define BY_PACK_A 20                                 /* u's position */
#define BY_PACK_B 42                                 /* v's position */

static inline int64_t by_sext(uint64_t x, int bits)
{
    return (int64_t)(x << (64 - bits)) >> (64 - bits);
}

/* one packed word -> its two coefficients (the low field is dropped) */
static inline void by_unpack(uint64_t w, int64_t *lo_coef, int64_t *hi_coef)
{
    int64_t rest = ((int64_t)w - by_sext(w, BY_PACK_A)) >> BY_PACK_A;
    *lo_coef = by_sext((uint64_t)rest, BY_PACK_B - BY_PACK_A);
    *hi_coef = (rest - *lo_coef) >> (BY_PACK_B - BY_PACK_A);
}

BY_INLINE int64_t by_divsteps_sub(int64_t zeta, uint64_t *pf, uint64_t *pg, int s,
                                  by_matrix *t)
{
    uint64_t f = *pf, g = *pg;
    uint64_t fuv = (uint64_t)by_sext(f, s) + ((uint64_t)1 << (BY_PACK_A + s));
    uint64_t grs = (uint64_t)by_sext(g, s) + ((uint64_t)1 << (BY_PACK_B + s));
    BLS381_UNROLL
    for (int i = 0; i < s; i++) {
        uint64_t c1 = (uint64_t)(zeta >> 63);        /* delta > 0 */
        uint64_t c2 = 0 - (grs & 1);                  /* g odd */
        uint64_t c3 = c1 & c2;                        /* swap */
        uint64_t x = (fuv ^ c1) - c1;
        uint64_t d = (fuv ^ grs) & c3;
        grs += x & c2;
        zeta = (zeta ^ (int64_t)c3) - 1;
        fuv ^= d;
        grs = (uint64_t)((int64_t)grs >> 1);
    }
    by_unpack(fuv, &t->u, &t->v);
    by_unpack(grs, &t->q, &t->r);
    *pf = (uint64_t)((int64_t)((uint64_t)t->u * f + (uint64_t)t->v * g) >> s);
    *pg = (uint64_t)((int64_t)((uint64_t)t->q * f + (uint64_t)t->r * g) >> s);
    return zeta;
}

/* c = a b, 2x2 (entries stay below 2^62 in the uses here) */
static inline void by_matrix_mul(by_matrix *c, const by_matrix *a, const by_matrix *b)
{
    by_matrix r;
    r.u = a->u * b->u + a->v * b->q;
    r.v = a->u * b->v + a->v * b->r;
    r.q = a->q * b->u + a->r * b->q;
    r.r = a->q * b->v + a->r * b->r;
    *c = r;
}

BY_INLINE int64_t by_divsteps(int64_t zeta, uint64_t f, uint64_t g, int steps, by_matrix *t)
{
    by_matrix a, b, c;
    int s1 = steps / 3 + (steps % 3 > 0), s2 = steps / 3 + (steps % 3 > 1);
    zeta = by_divsteps_sub(zeta, &f, &g, s1, &a);
    zeta = by_divsteps_sub(zeta, &f, &g, s2, &b);
    zeta = by_divsteps_sub(zeta, &f, &g, steps - s1 - s2, &c);
    by_matrix_mul(&b, &b, &a);
    by_matrix_mul(&c, &c, &b);
    int sh = 62 - steps;
    t->u = (int64_t)((uint64_t)c.u << sh);
    t->v = (int64_t)((uint64_t)c.v << sh);
    t->q = (int64_t)((uint64_t)c.q << sh);
    t->r = (int64_t)((uint64_t)c.r << sh);
    return zeta;
}

BLS381_NOINLINE int64_t bls381_by_divsteps59_portable(int64_t zeta, uint64_t f, uint64_t g,
                                                      int64_t t[4])
{
    by_matrix m;
    zeta = by_divsteps(zeta, f, g, 59, &m);
    t[0] = m.u;
    t[1] = m.v;
    t[2] = m.q;
    t[3] = m.r;
    return zeta;
}

/*
 * A batch on the low words of f and g (signed62 limbs 0 and 1). With the
 * assembly path (sys/cpu.h; `use_asm` is a public flag) the 59-step batch
 * runs asm/inv_by_divsteps.asm, which computes the same steps with flags
 * and conditional moves instead of masks (one operation less on the
 * critical path of each step).
 */
BY_INLINE int64_t by_batch(int use_asm, int64_t zeta, const int64_t *f, const int64_t *g,
                           int steps, by_matrix *t)
{
    uint64_t fw = (uint64_t)f[0] | (uint64_t)f[1] << 62, gw = (uint64_t)g[0] | (uint64_t)g[1] << 62;
#if BLS381_HAVE_ASM
    if (use_asm && steps == 59) {
        int64_t m[4];
        zeta = bls381_by_divsteps59_asm(zeta, fw, gw, m);
        by_matrix_from_row(t, m);
        return zeta;
    }
#endif
    (void)use_asm;
    return by_divsteps(zeta, fw, gw, steps, t);
}

/* ------------------------------------------------------------ inversion */

BY_INLINE void by_inverse(uint64_t *out, const uint64_t *in, size_t n64, size_t n62,
                          const int64_t *m, uint64_t minv, const int64_t *r2, int batches,
                          int steps)
{
    int64_t f[BY_MAX_LIMBS62], g[BY_MAX_LIMBS62], d[BY_MAX_LIMBS62] = { 0 }, e[BY_MAX_LIMBS62];
    int64_t zeta = -1;                                   /* delta = 1/2 */
    by_matrix t, next;
    int use_asm = bls381_cpu_use_asm();
    for (size_t i = 0; i < n62; i++) { f[i] = m[i]; e[i] = r2[i]; }
    by_to_s62(g, in, n64, n62);
    zeta = by_batch(use_asm, zeta, f, g, steps, &t);
    for (int b = 1; b < batches; b++) {
        by_update_fg(f, g, &t, n62);
        /* the next batch needs only the new f and g; the (d, e) update of
         * this one comes after it in program order, so that the processor
         * can overlap its multiplications with the divstep loop */
        zeta = by_batch(use_asm, zeta, f, g, steps, &next);
        by_update_de(d, e, &t, m, minv, n62, 1);
        t = next;
    }
    /* last batch: only d and the sign of the final f = +-1 are needed */
    uint64_t fneg = by_final_f_negative(f, g, &t);
    by_update_de(d, e, &t, m, minv, n62, 0);
    by_normalize(d, fneg, m, n62);
    by_from_s62(out, d, n64, n62);
}

void bls381_fp_inv_bernstein_yang(bls381_fp *r, const bls381_fp *a)
{
    by_inverse(r->l, a->l, 6, FP_LIMBS62, fp_m62, fp_minv62, fp_r2_62, FP_BATCHES, FP_STEPS);
}

void bls381_fr_inv_bernstein_yang(bls381_fr *r, const bls381_fr *a)
{
    by_inverse(r->l, a->l, 4, FR_LIMBS62, fr_m62, fr_minv62, fr_r2_62, FR_BATCHES, FR_STEPS);
}
