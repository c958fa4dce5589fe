/*
 * Eight G2 points in Jacobian coordinates over Fp2 on the eight-lane
 * engine (field/fp2_x8.h), one point per lane: the formulas of
 * curve/g1_jac_x8.h (EFD dbl-2009-l 2M + 5S, madd-2007-bl 7M + 4S,
 * add-2007-bl 11M + 5S, for a = 0, which E2: y^2 = x^3 + 4(u+1) is too)
 * with Fp2 for Fp, variable time, for public points. As there, no lane
 * branches, so the exceptional cases (a doubling or a sum with its own
 * negative inside an addition, infinity on either side) are not handled:
 * the result's Z is then zero (Z3 = 2 Y Z, 2 Z1 H, 2 Z1 Z2 H) and stays
 * zero through later doublings and additions, and the caller tests Z to
 * send such a lane to the scalar path (curve/subgroup_g2_x8.c). Outputs
 * may alias inputs.
 */
#ifndef BLS381_CURVE_G2_JAC_X8_H
#define BLS381_CURVE_G2_JAC_X8_H

#include "field/fp2_x8.h"

typedef struct { bls381_fp2_x8 x, y, z; } bls381_g2_jac_x8;

/* r = 2 r */
void bls381_g2_jac_x8_dbl(const bls381_fp_x8_engine *e, bls381_g2_jac_x8 *r);
/* r += (qx, qy), an affine point in every lane */
void bls381_g2_jac_x8_add_affine(const bls381_fp_x8_engine *e, bls381_g2_jac_x8 *r, const bls381_fp2_x8 *qx,
                                 const bls381_fp2_x8 *qy);
/* r += q */
void bls381_g2_jac_x8_add(const bls381_fp_x8_engine *e, bls381_g2_jac_x8 *r, const bls381_g2_jac_x8 *q);

#endif
