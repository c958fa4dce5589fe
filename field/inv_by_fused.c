/*
 * Constant-time safegcd inversion with the (d, e) update fused into the
 * divstep kernel: the algorithm, the numbers and every intermediate value
 * are those of inv_bernstein_yang.c (Bernstein and Yang, TCHES 2019(3);
 * Wuille's half-delta bound; field/INVERSION.md section 1). Only the order
 * of the work differs: the batch kernel asm/inv_by_batch_de.asm runs the
 * 59 divsteps of batch b+1 with the (d, e) update of batch b's matrix
 * placed between its steps, so that the update's products and additions
 * fill the integer ALU slots the divstep chain leaves idle
 * (INVERSION.md, "fused"). The (f, g) update stays between the kernels
 * (the next batch needs its low words).
 *
 * Without the assembly path the function is inv_bernstein_yang.c's.
 * Constant time: fixed batch and step counts, no branch or index on data.
 */
#include "field/safegcd_ct.h"
#include "field/field_asm.h"

int64_t bls381_by_batch59_de_portable(int64_t zeta, uint64_t f, uint64_t g, int64_t t[4],
                                      bls381_by_de_job *job, size_t n)
{
    by_matrix pm = { job->t[0], job->t[1], job->t[2], job->t[3] };
    if (n == FR_LIMBS62)                        /* constant sizes: unrolled */
        by_update_de(job->d, job->e, &pm, job->m, job->minv, FR_LIMBS62, 1);
    else
        by_update_de(job->d, job->e, &pm, job->m, job->minv, FP_LIMBS62, 1);
    return bls381_by_divsteps59_portable(zeta, f, g, t);
}

#if BLS381_HAVE_ASM
static inline uint64_t by_word(const int64_t *a)
{
    return (uint64_t)a[0] | (uint64_t)a[1] << 62;
}

BY_INLINE void by_inverse_fused(uint64_t *out, const uint64_t *in, size_t n64, size_t n62,
                                const int64_t *m, uint64_t minv, const int64_t *r2,
                                int batches)
{
    int64_t f[BY_MAX_LIMBS62], g[BY_MAX_LIMBS62], t[4];
    int64_t zeta = -1;                                   /* delta = 1/2 */
    bls381_by_de_job job = { { 0 }, { 0 }, { 0 }, { 0 }, minv };
    for (size_t i = 0; i < n62; i++) { f[i] = m[i]; job.e[i] = r2[i]; job.m[i] = m[i]; }
    by_to_s62(g, in, n64, n62);
    zeta = bls381_by_divsteps59_asm(zeta, by_word(f), by_word(g), t);
    for (int b = 1; b < batches; b++) {
        by_matrix tm = { t[0], t[1], t[2], t[3] };
        by_update_fg(f, g, &tm, n62);
        for (int i = 0; i < 4; i++) job.t[i] = t[i];
        /* the next batch, with this batch's (d, e) update inside it */
        if (n62 == 5)
            zeta = bls381_by_batch59_de5_asm(zeta, by_word(f), by_word(g), t, &job);
        else
            zeta = bls381_by_batch59_de7_asm(zeta, by_word(f), by_word(g), t, &job);
    }
    /* last batch: only d and the sign of the final f = +-1 are needed */
    by_matrix tm = { t[0], t[1], t[2], t[3] };
    uint64_t fneg = by_final_f_negative(f, g, &tm);
    by_update_de(job.d, job.e, &tm, m, minv, n62, 0);
    by_normalize(job.d, fneg, m, n62);
    by_from_s62(out, job.d, n64, n62);
}
#endif

void bls381_fp_inv_by_fused(bls381_fp *r, const bls381_fp *a)
{
#if BLS381_HAVE_ASM
    if (bls381_cpu_use_asm()) {
        by_inverse_fused(r->l, a->l, 6, FP_LIMBS62, fp_m62, fp_minv62, fp_r2_62, FP_BATCHES);
        return;
    }
#endif
    bls381_fp_inv_bernstein_yang(r, a);
}

void bls381_fr_inv_by_fused(bls381_fr *r, const bls381_fr *a)
{
#if BLS381_HAVE_ASM
    if (bls381_cpu_use_asm()) {
        by_inverse_fused(r->l, a->l, 4, FR_LIMBS62, fr_m62, fr_minv62, fr_r2_62, FR_BATCHES);
        return;
    }
#endif
    bls381_fr_inv_bernstein_yang(r, a);
}
