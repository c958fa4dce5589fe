/* MSMs of the KZG layer, run on the settings' pool: general G1 and G2 ones with
 * scratch from the heap (this layer may allocate), and the commitment to
 * a polynomial over the Lagrange setup in the caller's scratch. */
#include <stdlib.h>

#include "bls381_msm.h"
#include "kzg/kzg_internal.h"

C_KZG_RET bls381_kzg_g1_lincomb(g1_t *out, const g1_t *points, const fr_t *scalars, size_t n, const KZGSettings *s)
{
    bls381_pool *pool = bls381_kzg_pool(s);
    size_t size = bls381_g1_msm_scratch_size(n, bls381_pool_threads(pool));
    void *scratch = malloc(size);
    if (!scratch) return C_KZG_MALLOC;
    bls381_status st = bls381_g1_msm_vartime(out, points, scalars, n, scratch, size, pool);
    free(scratch);
    return bls381_kzg_ret(st);
}

size_t bls381_kzg_commit_scratch_size(const KZGSettings *s)
{
    size_t threads = bls381_pool_threads(bls381_kzg_pool(s));
    if (s->fixed_base) return bls381_g1_msm_fixed_scratch_size(s->fixed_base, threads);
    return bls381_g1_msm_scratch_size(FIELD_ELEMENTS_PER_BLOB, threads);
}

C_KZG_RET bls381_kzg_commit_lagrange(g1_t *out, const fr_t *poly, const KZGSettings *s, void *scratch, size_t size)
{
    bls381_pool *pool = bls381_kzg_pool(s);
    bls381_status st;
    if (s->fixed_base) /* precompute > 0: the fixed-base table over the same points */
        st = bls381_g1_msm_fixed_vartime(out, s->fixed_base, poly, FIELD_ELEMENTS_PER_BLOB, scratch, size, pool);
    else
        st = bls381_g1_msm_vartime(out, s->g1_values_lagrange_brp, poly, FIELD_ELEMENTS_PER_BLOB, scratch, size, pool);
    return bls381_kzg_ret(st);
}

C_KZG_RET bls381_kzg_g2_lincomb(g2_t *out, const g2_t *points, const fr_t *scalars, size_t n, const KZGSettings *s)
{
    bls381_pool *pool = bls381_kzg_pool(s);
    size_t size = bls381_g2_msm_scratch_size(n, bls381_pool_threads(pool));
    void *scratch = malloc(size);
    if (!scratch) return C_KZG_MALLOC;
    bls381_status st = bls381_g2_msm_vartime(out, points, scalars, n, scratch, size, pool);
    free(scratch);
    return bls381_kzg_ret(st);
}
