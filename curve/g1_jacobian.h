/*
 * G1 in Jacobian coordinates, variable time, for public points: (X, Y, Z)
 * stands for (X/Z^2, Y/Z^3), Z = 0 is the point at infinity. For a = 0 a
 * doubling costs 3M + 4S (EFD dbl-2009-l), a mixed addition 7M + 4S
 * (madd-2007-bl) and a full addition 11M + 5S (add-2007-bl), against about
 * 8 and 12 products for the complete projective formulas of curve/g1.c.
 * Used by the variable-time subgroup check, the variable-time scalar
 * multiplication (curve/g1_mul.c), the KZG layer's G1 FFT twiddle
 * products and the MSM's Jacobian baseline (BLS381_MSM_BUCKETS_JACOBIAN).
 * Exceptional cases (doubling, P + -P, infinity) branch, so the results are
 * exact for every point of the curve. Outputs may alias inputs.
 */
#ifndef BLS381_CURVE_G1_JACOBIAN_H
#define BLS381_CURVE_G1_JACOBIAN_H

#include "curve/g1_xyzz.h"

typedef struct { bls381_fp x, y, z; } bls381_g1_jac;

void bls381_g1_jac_set_inf(bls381_g1_jac *r);
bool bls381_g1_jac_is_inf(const bls381_g1_jac *p);
/* a (0,0) affine point (infinity) gives infinity */
void bls381_g1_jac_from_affine(bls381_g1_jac *r, const bls381_g1_affine *a);
void bls381_g1_jac_dbl_vartime(bls381_g1_jac *r, const bls381_g1_jac *p);
/* r = p + q; a (0,0) q is infinity */
void bls381_g1_jac_add_affine_vartime(bls381_g1_jac *r, const bls381_g1_jac *p, const bls381_g1_affine *q);
/* the same, and when p and q are finite and p != +-q (then it returns
 * true) *zr = Z3 / Z1, the factor that took p's Z to r's */
bool bls381_g1_jac_add_affine_zr_vartime(bls381_g1_jac *r, const bls381_g1_jac *p, const bls381_g1_affine *q,
                                         bls381_fp *zr);
void bls381_g1_jac_add_vartime(bls381_g1_jac *r, const bls381_g1_jac *p, const bls381_g1_jac *q);
/* (X, Y, Z) -> (X, Y, Z^2, Z^3): the same point in XYZZ */
void bls381_g1_jac_to_xyzz(bls381_g1_xyzz *r, const bls381_g1_jac *p);
/* (X, Y, Z) -> (X Z : Y : Z^3): the same point in projective coordinates */
void bls381_g1_jac_to_projective(bls381_g1 *r, const bls381_g1_jac *p);

#endif
