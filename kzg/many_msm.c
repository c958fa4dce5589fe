/* The many-MSM engine (msm/many.h) with its scratch from the heap: this
 * layer allocates for its own callers (FK20, the cell verifier). */
#include <stdlib.h>

#include "kzg/fk20.h"

C_KZG_RET bls381_kzg_msm_many(bls381_g1 *out, const bls381_msm_many *mm, const fr_t *scalars, bls381_pool *pool)
{
    size_t size = bls381_msm_many_scratch_size(mm, bls381_pool_threads(pool));
    if (size == 0) return C_KZG_BADARGS;
    void *scratch = size == SIZE_MAX ? NULL : malloc(size);
    if (!scratch) return C_KZG_MALLOC;
    bls381_status st = bls381_msm_many_vartime(out, mm, scalars, scratch, size, pool);
    free(scratch);
    return bls381_kzg_ret(st);
}
