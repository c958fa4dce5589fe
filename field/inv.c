/*
 * The default inversions: bls381_fp_inv / bls381_fr_inv call the fastest
 * constant-time variant measured (field/INVERSION.md has the table), the
 * _vartime ones the fastest variable-time one (inv_vartime.c).
 */
#include "field/field.h"

void bls381_fp_inv(bls381_fp *r, const bls381_fp *a) { bls381_fp_inv_by_fused(r, a); }
void bls381_fr_inv(bls381_fr *r, const bls381_fr *a) { bls381_fr_inv_by_fused(r, a); }
