/*
 * One Pippenger window for G1 with Jacobian buckets: the study baseline
 * (BLS381_MSM_BUCKETS_JACOBIAN) that the XYZZ and batch-affine windows of
 * buckets_xyzz.c and buckets_batch_affine.c improve on. Each nonzero digit
 * is one mixed addition into its bucket; then sum_b (b+1) * bucket_b by
 * running sums.
 */
#include "curve/g1_jacobian.h"
#include "msm/msm.h"
#include "sys/verify.h"
#include "field/field.h"

void bls381_msm_g1_window_jacobian(bls381_g1_xyzz *out, const bls381_msm_plan *plan, unsigned w, void *workspace)
{
    size_t nb = (size_t)1 << (plan->c - 1);
    bls381_g1_jac *buckets = workspace, s, t; /* the workspace has room for nb XYZZ points, larger */
    for (size_t b = 0; b < nb; b++) bls381_g1_jac_set_inf(&buckets[b]);
    const int32_t *d = plan->digits + (size_t)w * plan->n_terms;
    for (size_t i = 0; i < plan->n_terms; i++) {
        int32_t di = d[i];
        if (di == 0) continue;
        bls381_g1_affine q = plan->pts[i];
        if (di < 0) bls381_fp_neg(&q.y, &q.y);
        BLS381_VERIFY_CHECK((size_t)(di > 0 ? di : -di) - 1 < nb);
        bls381_g1_jac *b = &buckets[(di > 0 ? di : -di) - 1];
        bls381_g1_jac_add_affine_vartime(b, b, &q);
    }
    bls381_g1_jac_set_inf(&s);
    bls381_g1_jac_set_inf(&t);
    for (size_t b = nb; b-- > 0;) {
        bls381_g1_jac_add_vartime(&s, &s, &buckets[b]);
        bls381_g1_jac_add_vartime(&t, &t, &s);
    }
    bls381_g1_jac_to_xyzz(out, &t);
}
