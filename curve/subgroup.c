/*
 * Subgroup membership by endomorphism (M. Scott, "A note on group
 * membership tests for G1, G2 and GT on BLS pairing-friendly curves", 2021,
 * sections 4-5):
 *   G1: P is in G1  <=>  phi(P) = [-x^2]P,   phi(x, y) = (beta x, y);
 *   G2: P is in G2  <=>  psi(P) = [x]P.
 * A point of the subgroup satisfies these because phi and psi act there as
 * the eigenvalues -x^2 and x (= p mod r); the paper shows no other point of
 * E(Fp) or E'(Fp2) does. Cost: two (G1) or one (G2) multiplications by the
 * 64-bit |x|, instead of one by the 255-bit r. tests/test_subgroup.c checks
 * the answer against [r]P = O on points inside and outside the subgroups.
 */
#include "curve/curve.h"

bool bls381_g1_in_subgroup(const bls381_g1 *p)
{
    bls381_g1 lhs, rhs;
    bls381_g1_phi(&lhs, p);
    bls381_g1_mul_by_x_abs(&rhs, p);
    bls381_g1_mul_by_x_abs(&rhs, &rhs);    /* [x^2]P */
    bls381_g1_neg(&rhs, &rhs);
    return bls381_g1_eq(&lhs, &rhs);
}

bool bls381_g1_affine_in_subgroup(const bls381_g1_affine *p)
{
    bls381_g1 t;
    bls381_g1_from_affine(&t, p);
    return bls381_g1_in_subgroup(&t);
}

bool bls381_g2_in_subgroup(const bls381_g2 *p)
{
    bls381_g2 lhs, rhs;
    bls381_g2_psi(&lhs, p);
    bls381_g2_mul_by_x_abs(&rhs, p);
    bls381_g2_neg(&rhs, &rhs);             /* [x]P, x < 0 */
    return bls381_g2_eq(&lhs, &rhs);
}

bool bls381_g2_affine_in_subgroup(const bls381_g2_affine *p)
{
    bls381_g2 t;
    bls381_g2_from_affine(&t, p);
    return bls381_g2_in_subgroup(&t);
}
