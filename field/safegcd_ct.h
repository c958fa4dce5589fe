/*
 * The parts of the constant-time safegcd inversion shared by its two
 * variants (inv_bernstein_yang.c; inv_by_fused.c, which fuses the (d, e)
 * update into the divstep kernel): the exact (f, g) update, the sign of the
 * last f, and the job a fused kernel updates. The signed62 machinery they
 * build on is in safegcd.h; field/INVERSION.md has the proofs of the ranges.
 */
#ifndef BLS381_FIELD_SAFEGCD_CT_H
#define BLS381_FIELD_SAFEGCD_CT_H

#include "field/safegcd.h"

/*
 * What a fused batch kernel (asm/inv_by_batch_de.asm, its C twin
 * bls381_by_batch59_de_portable) updates besides its divsteps:
 * (d, e) <- t (d, e) / 2^62 mod m, by_update_de with want_e = 1, on the
 * first n limbs (5 for Fr, 7 for Fp). The assembly reads the fields at
 * fixed byte offsets: d 0, e 56, m 112, t 168, minv 200 (a test checks).
 */
typedef struct bls381_by_de_job {
    int64_t d[BY_MAX_LIMBS62], e[BY_MAX_LIMBS62], m[BY_MAX_LIMBS62];
    int64_t t[4];                              /* u, v, q, r */
    uint64_t minv;
} bls381_by_de_job;

/* 59 divsteps (bls381_by_divsteps59_portable) and the job's (d, e) update;
 * n is 5 or 7. Constant time. */
int64_t bls381_by_batch59_de_portable(int64_t zeta, uint64_t f, uint64_t g, int64_t t[4],
                                      bls381_by_de_job *job, size_t n);

/* ------------------------------------------------------ matrix updates */

/* (f, g) <- T (f, g) / 2^62, exact. */
static inline void by_update_fg(int64_t *f, int64_t *g, const by_matrix *t, size_t n)
{
    bls381_i128 cf, cg;
    bls381_i128_mul(&cf, t->u, f[0]);
    bls381_i128_accum_mul(&cf, t->v, g[0]);
    bls381_i128_mul(&cg, t->q, f[0]);
    bls381_i128_accum_mul(&cg, t->r, g[0]);
    /* the low 62 bits are zero by construction of T */
    bls381_i128_rshift(&cf, 62);
    bls381_i128_rshift(&cg, 62);
    BLS381_I128_UNROLL
    for (size_t i = 1; i < n; i++) {
        bls381_i128_accum_mul(&cf, t->u, f[i]);
        bls381_i128_accum_mul(&cf, t->v, g[i]);
        bls381_i128_accum_mul(&cg, t->q, f[i]);
        bls381_i128_accum_mul(&cg, t->r, g[i]);
        f[i - 1] = (int64_t)(bls381_i128_lo(&cf) & BY_M62);
        g[i - 1] = (int64_t)(bls381_i128_lo(&cg) & BY_M62);
        bls381_i128_rshift(&cf, 62);
        bls381_i128_rshift(&cg, 62);
    }
    f[n - 1] = bls381_i128_lo_signed(&cf);
    g[n - 1] = bls381_i128_lo_signed(&cg);
}

/*
 * All ones when the f that T would produce is negative, for a last batch
 * where that f is +1 or -1 (or m, for x = 0, where d = 0 and the sign does
 * not matter): the low limb of T f / 2^62 only needs limbs 0 and 1.
 */
static inline uint64_t by_final_f_negative(const int64_t *f, const int64_t *g, const by_matrix *t)
{
    bls381_i128 cf;
    bls381_i128_mul(&cf, t->u, f[0]);
    bls381_i128_accum_mul(&cf, t->v, g[0]);
    bls381_i128_rshift(&cf, 62);
    bls381_i128_accum_mul(&cf, t->u, f[1]);
    bls381_i128_accum_mul(&cf, t->v, g[1]);
    return ~bls381_ct_eq_mask(bls381_i128_lo(&cf) & BY_M62, 1);
}

#endif
