/*
 * Variable-time G1 membership of an affine point, for public points (the
 * KZG layer's proofs and commitments). Same criterion as curve/subgroup.c
 * (M. Scott, "A note on group membership tests for G1, G2 and GT on BLS
 * pairing-friendly curves", 2021, section 4): P is in G1 iff
 * [|x|]([|x|]P) = [x^2]P = -phi(P) = (beta x, -y).
 *
 * Cheaper than the constant-time path by staying in Jacobian coordinates
 * (curve/g1_jacobian.h) from the affine input to the final comparison:
 * the first chain adds the affine P, the comparison with -phi(P) needs no
 * inversion. The Jacobian formulas branch on their exceptional cases (a
 * sum meeting its own summand or its negative, which points of small order
 * reach), so the answer is exact for every point of the curve.
 */
#include "curve/curve.h"
#include "curve/g1_jacobian.h"

/* the runs of doublings between the additions of |x|'s chain (63
 * doublings, 5 additions; the same chain as bls381_g1_mul_by_x_abs) */
static const unsigned X_ABS_RUNS[6] = { 1, 2, 3, 9, 32, 16 };

bool bls381_g1_affine_in_subgroup_vartime(const bls381_g1_affine *p)
{
    if (bls381_g1_affine_is_infinity(p)) return true;
    bls381_g1_jac q, acc;
    /* q = [|x|]P, adding the affine P */
    bls381_g1_jac_from_affine(&q, p);
    for (int i = 0; i < 6; i++) {
        for (unsigned k = 0; k < X_ABS_RUNS[i]; k++) bls381_g1_jac_dbl_vartime(&q, &q);
        if (i < 5) bls381_g1_jac_add_affine_vartime(&q, &q, p);
    }
    /* acc = [|x|]q = [x^2]P */
    acc = q;
    for (int i = 0; i < 6; i++) {
        for (unsigned k = 0; k < X_ABS_RUNS[i]; k++) bls381_g1_jac_dbl_vartime(&acc, &acc);
        if (i < 5) bls381_g1_jac_add_vartime(&acc, &acc, &q);
    }
    if (bls381_g1_jac_is_inf(&acc)) return false; /* -phi(P) is not infinity */
    /* (X, Y, Z) == (beta x, -y): X = beta x Z^2 and Y = -y Z^3 */
    bls381_fp zz, t;
    bls381_fp_sqr(&zz, &acc.z);
    bls381_fp_mul(&t, &p->x, &bls381_g1_beta);
    bls381_fp_mul(&t, &t, &zz);
    if (!bls381_fp_eq(&t, &acc.x)) return false;
    bls381_fp_mul(&zz, &zz, &acc.z);
    bls381_fp_mul(&t, &p->y, &zz);
    bls381_fp_add(&t, &t, &acc.y);
    return bls381_fp_is_zero(&t);
}
