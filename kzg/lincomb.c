/* MSMs of the KZG layer: scratch from the heap (this layer may allocate),
 * run on the settings' pool. */
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

C_KZG_RET bls381_kzg_commit_lagrange(g1_t *out, const fr_t *poly, const KZGSettings *s)
{
    return bls381_kzg_g1_lincomb(out, s->g1_values_lagrange_brp, poly, FIELD_ELEMENTS_PER_BLOB, s);
}
