/*
 * The G2 subgroup check of eight public points at once on the eight-lane
 * engine (field/fp2_x8.h): the criterion of curve/subgroup.c (M. Scott,
 * "A note on group membership tests for G1, G2 and GT on BLS
 * pairing-friendly curves", 2021, section 5: P is in G2 iff
 * psi(P) = [x]P = -[|x|]P) with the chain of bls381_g2_mul_by_x_abs (the
 * bits of |x| from the top: 63 doublings, 5 additions of the affine P),
 * in the Jacobian formulas of curve/g2_jac_x8.c. As in the G1 check
 * (curve/subgroup_x8.c), the formulas have no branch, so a lane that meets
 * an exceptional case (a doubling or a sum with its own negative inside an
 * addition, infinity) is caught instead: its Z becomes zero there and
 * stays zero, so a lane whose Z is zero before an addition or at the end
 * is answered by the scalar check (bls381_g2_affine_in_subgroup), as is
 * infinity. Points of G2 (prime order r > 2^254) never meet those cases:
 * the multiples [k]P along the chain have k < 2^64 < r, so they are never
 * infinity, P or -P. Small-order points of E2 (13 and 23 divide its
 * cofactor) do meet them.
 */
#include "curve/curve.h"
#include "curve/g2_jac_x8.h"

unsigned bls381_g2_in_subgroup_x8_vartime(const bls381_fp_x8_engine *e, const bls381_g2_affine *const p[8])
{
    const bls381_fp2 *px[8], *py[8], *one[8];
    bls381_fp2 one_mont;
    bls381_fp2_set_one(&one_mont);
    unsigned exceptional = 0;
    for (int k = 0; k < 8; k++) {
        /* infinity (in G2) goes to the scalar check: (0, 0) is not a
         * Jacobian point with Z = 1 */
        if (bls381_g2_affine_is_infinity(p[k])) exceptional |= 1u << k;
        px[k] = &p[k]->x, py[k] = &p[k]->y, one[k] = &one_mont;
    }
    bls381_g2_jac_x8 acc;
    bls381_fp2_x8 x, y, t, zz;
    bls381_fp2_x8_load(e, &x, px);
    bls381_fp2_x8_load(e, &y, py);
    acc.x = x, acc.y = y;
    bls381_fp2_x8_load(e, &acc.z, one);
    /* acc = [|x|]P from acc = P (the top bit of |x|) */
    for (int bit = 62; bit >= 0; bit--) {
        bls381_g2_jac_x8_dbl(e, &acc);
        if (!((BLS381_X_ABS >> bit) & 1)) continue;
        exceptional |= bls381_fp2_x8_is_zero(e, &acc.z);
        bls381_g2_jac_x8_add_affine(e, &acc, &x, &y);
    }
    exceptional |= bls381_fp2_x8_is_zero(e, &acc.z);
    /* psi(P) = (cx conj(x), cy conj(y)) == -(X, Y, Z): X = cx conj(x) Z^2
     * and -Y = cy conj(y) Z^3 */
    bls381_fp2_x8_sqr(e, &zz, &acc.z);
    bls381_fp2_x8_conj(e, &t, &x);
    bls381_fp2_x8_mul_const(e, &t, &t, &bls381_g2_psi_cx);
    bls381_fp2_x8_mul(e, &t, &t, &zz);
    unsigned in = bls381_fp2_x8_eq(e, &t, &acc.x);
    bls381_fp2_x8_mul(e, &zz, &zz, &acc.z);
    bls381_fp2_x8_conj(e, &t, &y);
    bls381_fp2_x8_mul_const(e, &t, &t, &bls381_g2_psi_cy);
    bls381_fp2_x8_mul(e, &t, &t, &zz);
    bls381_fp2_x8_add(e, &t, &t, &acc.y);
    in &= bls381_fp2_x8_is_zero(e, &t);
    for (int k = 0; k < 8; k++) {
        if (!((exceptional >> k) & 1)) continue;
        in &= ~(1u << k);
        in |= (unsigned)bls381_g2_affine_in_subgroup(p[k]) << k;
    }
    return in & 0xff;
}
