/* The RFC 9380 constant-time Tonelli-Shanks sqrt_ratio over Fp2 (appendix
 * F.2.1.1), the test twin of the library's norm-based
 * bls381_h2c_sqrt_ratio_fp2 (tests/test_h2c.c compares them). Same
 * contract: true and y = sqrt(u/v) when u/v is a square, else false and
 * y = sqrt(Z u/v); v nonzero. */
#ifndef BLS381_TESTS_H2C_SQRT_RATIO_TS_H
#define BLS381_TESTS_H2C_SQRT_RATIO_TS_H

#include "curve/h2c.h"

bool test_sqrt_ratio_fp2_ts(bls381_fp2 *y, const bls381_fp2 *u, const bls381_fp2 *v);

#endif
