/*
 * Internal view of hash-to-curve: the simplified SWU maps onto E1' and E2'
 * and the isogenies onto E, on fractions so that no inversion is needed until
 * the caller wants affine coordinates.
 *
 * An SWU output is (xn/xd, y) on E'. An isogeny output (X, Y, Z) is in
 * homogeneous projective coordinates: the affine point is (X/Z, Y/Z); Z = 0
 * is the point at infinity (the SWU point was in the kernel). All constant
 * time.
 */
#ifndef BLS381_CURVE_H2C_H
#define BLS381_CURVE_H2C_H

#include "bls381_h2c.h"
#include "field/field.h"

/* E1': y^2 = x^3 + A1' x + B1' and E2': y^2 = x^3 + A2' x + B2' (RFC 9380
 * section 8.8), their SWU constant Z, and the isogeny coefficients of
 * Appendix E.2 / E.3: x = xnum(x')/xden(x'), y = y' ynum(x')/yden(x'), with
 * k[i] the coefficient of x'^i; xden and yden are monic, their leading 1 not
 * stored. */
extern const bls381_fp bls381_h2c_g1_a, bls381_h2c_g1_b, bls381_h2c_g1_z;
extern const bls381_fp2 bls381_h2c_g2_a, bls381_h2c_g2_b, bls381_h2c_g2_z;
extern const bls381_fp bls381_h2c_g1_xnum[12], bls381_h2c_g1_xden[10];
extern const bls381_fp bls381_h2c_g1_ynum[16], bls381_h2c_g1_yden[15];
extern const bls381_fp2 bls381_h2c_g2_xnum[4], bls381_h2c_g2_xden[2];
extern const bls381_fp2 bls381_h2c_g2_ynum[4], bls381_h2c_g2_yden[3];

/* sqrt_ratio (RFC 9380 appendix F.2.1): returns true and y = sqrt(u/v) when
 * u/v is a square, else false and y = sqrt(Z*u/v). v must be nonzero. */
bool bls381_h2c_sqrt_ratio_fp(bls381_fp *y, const bls381_fp *u, const bls381_fp *v);
bool bls381_h2c_sqrt_ratio_fp2(bls381_fp2 *y, const bls381_fp2 *u, const bls381_fp2 *v);

/* map_to_curve_simple_swu (RFC 9380 section 6.6.2, appendix F.2) onto E'. */
void bls381_h2c_sswu_g1(bls381_fp *xn, bls381_fp *xd, bls381_fp *y, const bls381_fp *u);
void bls381_h2c_sswu_g2(bls381_fp2 *xn, bls381_fp2 *xd, bls381_fp2 *y, const bls381_fp2 *u);

/* iso_map from E' (point (xn/xd, y), xd nonzero) onto E, projective. */
void bls381_h2c_iso_g1(bls381_fp *X, bls381_fp *Y, bls381_fp *Z,
                       const bls381_fp *xn, const bls381_fp *xd, const bls381_fp *y);
void bls381_h2c_iso_g2(bls381_fp2 *X, bls381_fp2 *Y, bls381_fp2 *Z,
                       const bls381_fp2 *xn, const bls381_fp2 *xd, const bls381_fp2 *y);

/* map_to_curve (SWU, then the isogeny) into the group's projective form,
 * without the inversion of the affine bls381_map_to_curve_*. A point in the
 * isogeny's kernel (Z = 0) becomes the library's infinity (0 : 1 : 0), so
 * the result is a valid input of the complete group law. G1's 11-isogeny
 * has Fp-rational kernel points that SWU reaches (tests/test_h2c.c has such
 * a u); G2's 3-isogeny has none over Fp2 (its kernel x is -6 + 6u, where
 * x^3 + A'x + B' = 4(1 + u) is not a square), so there Z is never 0 and the
 * conditional move only keeps the two maps alike. Constant time. */
void bls381_h2c_map_to_g1(bls381_g1 *r, const bls381_fp *u);
void bls381_h2c_map_to_g2(bls381_g2 *r, const bls381_fp2 *u);

#endif
