/*
 * The default inversions: bls381_fp_inv / bls381_fr_inv call the fastest
 * constant-time variant measured (BENCHMARKS.md), the _vartime ones the
 * fastest variable-time one.
 */
#include "field/field.h"

void bls381_fp_inv(bls381_fp *r, const bls381_fp *a) { bls381_fp_inv_fermat(r, a); }
void bls381_fr_inv(bls381_fr *r, const bls381_fr *a) { bls381_fr_inv_fermat(r, a); }
void bls381_fp_inv_vartime(bls381_fp *r, const bls381_fp *a) { bls381_fp_inv_fermat(r, a); }
void bls381_fr_inv_vartime(bls381_fr *r, const bls381_fr *a) { bls381_fr_inv_fermat(r, a); }
