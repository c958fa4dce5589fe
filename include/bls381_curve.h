/*
 * bls381 — the groups G1 (over Fp, y^2 = x^3 + 4) and G2 (over Fp2,
 * y^2 = x^3 + 4(u+1)).
 *
 * bls381_g1 / bls381_g2 hold a point in the coordinate system documented in
 * curve/g1.h (z = 0 is the point at infinity); bls381_g1_affine /
 * bls381_g2_affine hold (x, y) with the point at infinity written as (0, 0),
 * which is not on the curve.
 */
#ifndef BLS381_CURVE_H
#define BLS381_CURVE_H

#include "bls381_field.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct { bls381_fp x, y, z; } bls381_g1;
typedef struct { bls381_fp x, y; } bls381_g1_affine;
typedef struct { bls381_fp2 x, y, z; } bls381_g2;
typedef struct { bls381_fp2 x, y; } bls381_g2_affine;

#ifdef __cplusplus
}
#endif
#endif
