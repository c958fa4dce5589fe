/*
 * Eight G1 points in Jacobian coordinates on the eight-lane engine
 * (field/fp_x8.h), one point per lane: the formulas of curve/g1_jacobian.c
 * for a = 0 (EFD dbl-2009-l 2M + 5S, madd-2007-bl 7M + 4S, add-2007-bl
 * 11M + 5S) written over the lanes, variable time, for public points.
 * Every lane runs the same formula with no branch, so the exceptional
 * cases (a doubling or a sum with its own negative inside an addition,
 * infinity on either side) are not handled: there the result's Z is zero
 * (Z3 = 2 Y Z, 2 Z1 H, 2 Z1 Z2 H) and stays zero through later doublings
 * and additions, and the callers test Z to send such a lane to the scalar
 * path (curve/subgroup_x8.c, msm/mul_many_x8.c). Outputs may alias inputs.
 */
#ifndef BLS381_CURVE_G1_JAC_X8_H
#define BLS381_CURVE_G1_JAC_X8_H

#include "field/fp_x8.h"

typedef struct { bls381_fp_x8 x, y, z; } bls381_g1_jac_x8;

/* r = 2 r */
void bls381_g1_jac_x8_dbl(const bls381_fp_x8_engine *e, bls381_g1_jac_x8 *r);
/* r += (qx, qy), an affine point in every lane */
void bls381_g1_jac_x8_add_affine(const bls381_fp_x8_engine *e, bls381_g1_jac_x8 *r, const bls381_fp_x8 *qx,
                                 const bls381_fp_x8 *qy);
/* r += q */
void bls381_g1_jac_x8_add(const bls381_fp_x8_engine *e, bls381_g1_jac_x8 *r, const bls381_g1_jac_x8 *q);

#endif
