/*
 * G1 in Jacobian coordinates for the MSM study variant
 * (BLS381_MSM_JACOBIAN): (X, Y, Z) stands for (X/Z^2, Y/Z^3), Z = 0 is the
 * point at infinity. The classic choice before XYZZ: a mixed addition costs
 * 7M + 4S (EFD madd-2007-bl) against XYZZ's 8M + 2S, but the full addition
 * of the running sums 11M + 5S (add-2007-bl) against 12M + 2S, and a
 * doubling 2M + 5S (dbl-2009-l). Variable time: the exceptional cases
 * (doubling, P + -P, infinity) branch, so only public data comes here.
 */
#ifndef BLS381_CURVE_G1_JACOBIAN_H
#define BLS381_CURVE_G1_JACOBIAN_H

#include "curve/g1_xyzz.h"

typedef struct { bls381_fp x, y, z; } bls381_g1_jac;

void bls381_g1_jac_set_inf(bls381_g1_jac *r);
bool bls381_g1_jac_is_inf(const bls381_g1_jac *p);
void bls381_g1_jac_add_affine_vartime(bls381_g1_jac *r, const bls381_g1_jac *p, const bls381_g1_affine *q);
void bls381_g1_jac_add_vartime(bls381_g1_jac *r, const bls381_g1_jac *p, const bls381_g1_jac *q);
void bls381_g1_jac_dbl_vartime(bls381_g1_jac *r, const bls381_g1_jac *p);
/* (X, Y, Z) -> (X, Y, Z^2, Z^3): the same point in XYZZ */
void bls381_g1_jac_to_xyzz(bls381_g1_xyzz *r, const bls381_g1_jac *p);

#endif
