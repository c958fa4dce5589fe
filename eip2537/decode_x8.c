/*
 * Many EIP-2537 G1 points decoded at once (the MSM's and the pairing
 * check's inputs): each through bls381_eip2537_decode_g1 without its
 * subgroup check, then the points that decoded to finite curve points
 * subgroup-checked eight at a time on the lane engine
 * (curve/subgroup_x8.c, the answers of the scalar check), the remainder
 * below eight by the scalar check. Public data (precompile inputs).
 */
#include "curve/curve.h"
#include "eip2537/eip2537.h"

/* marks the points of p[0..n) (indices idx) outside G1 */
static void check(const bls381_fp_x8_engine *e, uint8_t *status, const bls381_g1_affine *const p[8],
                  const size_t idx[8], size_t n)
{
    unsigned in = 0;
    if (n == 8) {
        in = bls381_g1_in_subgroup_x8_vartime(e, p);
    } else {
        for (size_t k = 0; k < n; k++)
            if (bls381_g1_affine_in_subgroup_vartime(p[k])) in |= 1u << k;
    }
    for (size_t k = 0; k < n; k++)
        if (!(in >> k & 1)) status[idx[k]] = (uint8_t)BLS381_ERR_NOT_IN_SUBGROUP;
}

void bls381_eip2537_decode_g1_batch(bls381_g1_affine *r, uint8_t *status, const uint8_t *in, size_t stride,
                                    size_t n)
{
    const bls381_fp_x8_engine *e = bls381_fp_x8_get();
    const bls381_g1_affine *p[8];
    size_t idx[8], np = 0;
    for (size_t i = 0; i < n; i++) {
        bls381_status st = bls381_eip2537_decode_g1(&r[i], in + i * stride, e == NULL);
        status[i] = (uint8_t)st;
        if (!e || st != BLS381_OK || bls381_g1_affine_is_infinity(&r[i])) continue;
        idx[np] = i;
        p[np++] = &r[i];
        if (np == 8) {
            check(e, status, p, idx, np);
            np = 0;
        }
    }
    check(e, status, p, idx, np);
}
