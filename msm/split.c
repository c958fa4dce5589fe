/*
 * The scalar split of msm/: GLV (Gallant, Lambert, Vanstone, CRYPTO 2001)
 * for G1 through curve's one split and one beta. phi(x, y) = (beta x, y)
 * acts on G1 as [-x^2] (x the BLS parameter, r = x^4 - x^2 + 1), so with
 * k = lo + hi x^2 (both below 2^128, bls381_scalar_split_glv),
 * [k]P = [lo]P + [hi](-phi(P)) and -phi(P) = (beta x, -y): two terms of
 * 128 bits instead of one of 255, halving the windows.
 */
#include "curve/curve.h"
#include "msm/msm.h"

void bls381_msm_glv_split(uint64_t lo[4], uint64_t hi[4], const uint64_t k[4])
{
    bls381_scalar_split_glv(lo, hi, k);
    lo[2] = lo[3] = hi[2] = hi[3] = 0;
}

void bls381_msm_glv_image(bls381_g1_affine *r, const bls381_g1_affine *p) { bls381_msm_glv_term(r, p, true, false); }
