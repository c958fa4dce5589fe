/*
 * One Pippenger window for G1 with XYZZ buckets: each nonzero digit is one
 * mixed addition (8M + 2S, madd-2008-s) into its bucket; then
 * sum_b (b+1) * bucket_b by running sums from the top bucket down.
 */
#include "msm/msm.h"
#include "sys/verify.h"

void bls381_msm_g1_window_xyzz(bls381_g1_xyzz *out, const bls381_msm_plan *plan, unsigned w, void *workspace)
{
    size_t nb = (size_t)1 << (plan->c - 1);
    bls381_g1_xyzz *buckets = workspace, s, t; /* the workspace starts with room for nb of them */
    for (size_t b = 0; b < nb; b++) bls381_g1_xyzz_set_inf(&buckets[b]);
    const int32_t *d = plan->digits + (size_t)w * plan->n_terms;
    for (size_t i = 0; i < plan->n_terms; i++) {
        int32_t di = d[i];
        if (di == 0) continue;
        bls381_g1_affine q;
        bls381_msm_term_point(&q, plan, (uint32_t)i | (di < 0 ? BLS381_MSM_NEG_BIT : 0));
        BLS381_VERIFY_CHECK((size_t)(di > 0 ? di : -di) - 1 < nb);
        bls381_g1_xyzz *b = &buckets[(di > 0 ? di : -di) - 1];
        bls381_g1_xyzz_add_affine_vartime(b, b, &q);
    }
    bls381_g1_xyzz_set_inf(&s);
    bls381_g1_xyzz_set_inf(&t);
    for (size_t b = nb; b-- > 0;) {
        bls381_g1_xyzz_add_vartime(&s, &s, &buckets[b]);
        if (!bls381_g1_xyzz_is_inf(&s)) bls381_g1_xyzz_add_vartime(&t, &t, &s);
    }
    *out = t;
}
