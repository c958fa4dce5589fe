/*
 * Helpers shared by the curve tests: random field elements and points, the
 * naive double-and-add reference multiplication, and re-randomised
 * projective representations.
 */
#ifndef BLS381_TESTS_CURVE_UTIL_H
#define BLS381_TESTS_CURVE_UTIL_H

#include "bls381.h"

void cu_rand_fp(bls381_fp *r);
void cu_rand_fp2(bls381_fp2 *r);
void cu_rand_fr(bls381_fr *r);

/* A random point of E1(Fp) / E2(Fp2), not multiplied by the cofactor: it
 * lies outside G1 / G2 except with negligible probability. */
void cu_rand_e1(bls381_g1 *r);
void cu_rand_e2(bls381_g2 *r);
/* A random point of E2(Fp2) of order 13 (13^2 divides G2's cofactor),
 * infinity only when 16 random tries all gave it (probability 169^-16). */
void cu_rand_e2_order_13(bls381_g2 *r);
/* A random x of Fp with no point (x, y) on E1. */
void cu_rand_x_off_e1(bls381_fp *x);
/* A random point of G1 / G2: [k]G for a random k by cu_naive_mul*. */
void cu_rand_g1(bls381_g1 *r);
void cu_rand_g2(bls381_g2 *r);
/* The same by the library's fast multiplication (cu_rand_g1 is too slow
 * for hundreds of points on emulated targets; the multiplication has its
 * own tests). */
void cu_rand_g1_fast(bls381_g1 *r);
void cu_rand_g2_fast(bls381_g2 *r);

/* Same point, coordinates multiplied by a random nonzero lambda. */
void cu_rescale_g1(bls381_g1 *r);
void cu_rescale_g2(bls381_g2 *r);

/* [k]p by plain double-and-add over the n big-endian bytes of k, with the
 * group law only (the reference for the fast multiplications). */
void cu_naive_mul_g1(bls381_g1 *r, const bls381_g1 *p, const uint8_t *k, size_t n);
void cu_naive_mul_g2(bls381_g2 *r, const bls381_g2 *p, const uint8_t *k, size_t n);

/* The i-th scalar of the multiplication tests, 32 big-endian bytes: 0, 1,
 * 2, r-1, r, r+1, 2^256-1, 2^128-1, 2^128 for i = 0..8, then random ones
 * (every other one below 2^254). */
void cu_special_scalar(uint8_t k[32], size_t i);

/* Big-endian bytes of r and of the effective cofactors */
extern const uint8_t cu_r_bytes[32];
extern const uint8_t cu_g1_h_eff[8];
extern const uint8_t cu_g2_h_eff[80];

#endif
