/*
 * G1 in extended Jacobian "XYZZ" coordinates, for the MSM buckets and sums:
 * (X, Y, ZZ, ZZZ) stands for the affine point (X/ZZ, Y/ZZZ), with
 * ZZ^3 = ZZZ^2; ZZ = 0 is the point at infinity. Formulas: Bernstein-Lange
 * Explicit-Formulas Database, "xyzz" for short Weierstrass a = 0
 * (add-2008-s, madd-2008-s, dbl-2008-s-1, mdbl-2008-s-1). Variable time:
 * exceptional cases (doubling, P + -P, infinity) branch, so these serve only
 * public data (MSM inputs are public).
 */
#ifndef BLS381_CURVE_G1_XYZZ_H
#define BLS381_CURVE_G1_XYZZ_H

#include "bls381_curve.h"

typedef struct { bls381_fp x, y, zz, zzz; } bls381_g1_xyzz;

void bls381_g1_xyzz_set_inf(bls381_g1_xyzz *r);
bool bls381_g1_xyzz_is_inf(const bls381_g1_xyzz *p);
/* a (0,0) affine point (infinity) gives infinity */
void bls381_g1_xyzz_from_affine(bls381_g1_xyzz *r, const bls381_g1_affine *a);
void bls381_g1_xyzz_add_vartime(bls381_g1_xyzz *r, const bls381_g1_xyzz *p, const bls381_g1_xyzz *q);
void bls381_g1_xyzz_add_affine_vartime(bls381_g1_xyzz *r, const bls381_g1_xyzz *p, const bls381_g1_affine *q);
void bls381_g1_xyzz_dbl_vartime(bls381_g1_xyzz *r, const bls381_g1_xyzz *p);
/* one inversion; infinity gives (0,0) */
void bls381_g1_xyzz_to_affine_vartime(bls381_g1_affine *r, const bls381_g1_xyzz *p);

#endif
