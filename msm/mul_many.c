/*
 * Many variable-time G1 scalar multiplications at once, r[k] = [s_k] p[k]
 * (the twiddle products of a G1 FFT round). Per point: GLV split,
 * width-5 NAF of both halves, a table of the odd multiples P .. 15P built
 * for all points together in affine form (batched inversions, batch_add.h),
 * then the double-and-add loop in Jacobian coordinates (curve/g1_jacobian.h:
 * a doubling 3M + 4S, an addition of an affine table entry 7M + 4S). The
 * library's general multiplication uses complete projective formulas
 * (about 8 and 12 multiplications): for the 128 doublings of a product
 * that is a fifth of the time.
 */
#include "curve/curve.h"
#include "curve/g1_jacobian.h"
#include "msm/mul_many.h"
#include "sys/size.h"
#include "sys/verify.h"

#define WNAF_W 5
#define ODD BLS381_G1_MUL_MANY_ODD /* P, 3P, ..., 15P */

/* the table entry for a signed odd digit: +-T[|d|/2], of -phi(T) for the
 * second GLV half */
static void entry(bls381_g1_affine *q, const bls381_g1_affine *t, int digit, bool second)
{
    bls381_msm_glv_term(q, &t[(digit < 0 ? -digit : digit) / 2], second, digit < 0);
}

_Static_assert(BLS381_G1_MUL_MANY_SCRATCH(2) == 2 * BLS381_G1_MUL_MANY_SCRATCH(1), "the scratch is linear in n");
size_t bls381_g1_mul_many_scratch_size(size_t n) { return bls381_size_mul(n, BLS381_G1_MUL_MANY_SCRATCH(1)); }

void bls381_g1_mul_many_vartime(bls381_g1 *r, const bls381_g1 *p, const bls381_fr *const *s, size_t n,
                                    void *scratch)
{
    bls381_g1_affine *tab = scratch, *two = tab + n * ODD; /* tab[k * ODD + j] = (2j+1) P_k */
    bls381_g1_add_job *jobs = (bls381_g1_add_job *)(two + n);
    void *bscratch = jobs + n;
    BLS381_VERIFY_CHECK((uint8_t *)bscratch + BLS381_G1_BATCH_SCRATCH(n) ==
                        (uint8_t *)scratch + BLS381_G1_MUL_MANY_SCRATCH(n));
    bls381_g1_affine *first = two; /* the points in affine form, then their doubles */
    bls381_g1_batch_to_affine(first, p, n);
    for (size_t k = 0; k < n; k++) tab[k * ODD] = first[k];
    bls381_g1_batch_dbl(two, two, n, bscratch);
    for (size_t j = 1; j < ODD; j++) {
        for (size_t k = 0; k < n; k++)
            jobs[k] = (bls381_g1_add_job){ &tab[k * ODD + j], &tab[k * ODD + j - 1], &two[k], false };
        bls381_g1_batch_add(jobs, n, bscratch);
    }
    for (size_t k = 0; k < n; k++) {
        uint64_t kl[4], h[2][2];
        int8_t d[2][128 + WNAF_W];
        const bls381_g1_affine *t = &tab[k * ODD];
        bls381_fr_to_limbs(kl, s[k]);
        bls381_scalar_split_glv(h[0], h[1], kl);
        size_t len0 = bls381_scalar_wnaf_vartime(d[0], h[0], 2, WNAF_W);
        size_t len1 = bls381_scalar_wnaf_vartime(d[1], h[1], 2, WNAF_W);
        BLS381_VERIFY_CHECK(len0 <= sizeof d[0] && len1 <= sizeof d[1]);
        bls381_g1_jac acc;
        bls381_g1_jac_set_inf(&acc);
        if (!bls381_msm_g1_is_inf(t)) {
            for (size_t i = len0 > len1 ? len0 : len1; i-- > 0;) {
                bls381_g1_jac_dbl_vartime(&acc, &acc);
                for (int half = 0; half < 2; half++) {
                    if (!d[half][i]) continue;
                    bls381_g1_affine q;
                    entry(&q, t, d[half][i], half);
                    bls381_g1_jac_add_affine_vartime(&acc, &acc, &q);
                }
            }
        }
        bls381_g1_jac_to_projective(&r[k], &acc);
    }
}
