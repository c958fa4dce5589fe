/*
 * bls381 — field arithmetic: Fp (the 381-bit base field), Fr (the 255-bit
 * scalar field) and the tower Fp2 -> Fp6 -> Fp12.
 *
 * Representation: little-endian 64-bit limbs in Montgomery form (x*2^384 mod
 * p for Fp, x*2^256 mod r for Fr), always fully reduced. Use the from/to
 * bytes or u64 functions to enter and leave it.
 *
 * Unless a name ends in `_vartime`, a function runs in time independent of
 * the values of its field-element arguments (constant time). Outputs may
 * alias inputs. No function here allocates, and all are thread safe (no
 * mutable global state).
 *
 * NULL: the decoders returning bls381_status (from_bytes, from_limbs) return
 * BLS381_ERR_BADARGS for a NULL pointer; the arithmetic functions (void, or
 * a bool or int answer) take no NULL pointer, a precondition they do not
 * check (SECURITY.md, "Validated at the boundary").
 */
#ifndef BLS381_FIELD_H
#define BLS381_FIELD_H

#include "bls381_common.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct { uint64_t l[6]; } bls381_fp;              /* element of Fp */
typedef struct { uint64_t l[4]; } bls381_fr;              /* element of Fr */
typedef struct { bls381_fp c0, c1; } bls381_fp2;          /* c0 + c1*u, u^2 = -1 */
typedef struct { bls381_fp2 c0, c1, c2; } bls381_fp6;     /* c0 + c1*v + c2*v^2, v^3 = u+1 */
typedef struct { bls381_fp6 c0, c1; } bls381_fp12;        /* c0 + c1*w, w^2 = v */

#define BLS381_FP_BYTES 48
#define BLS381_FR_BYTES 32
#define BLS381_FP12_BYTES 576

/* ---------------------------------------------------------------- Fp --- */

BLS381_API void bls381_fp_set_zero(bls381_fp *r);
BLS381_API void bls381_fp_set_one(bls381_fp *r);
BLS381_API void bls381_fp_from_u64(bls381_fp *r, uint64_t v);
/* 48 big-endian bytes -> element. BLS381_ERR_ENCODING (r untouched) when the
 * value is >= p. Constant time in the bytes, the status aside (as for every
 * from_bytes and from_limbs here). */
BLS381_API BLS381_MUST_CHECK bls381_status bls381_fp_from_bytes(bls381_fp *r, const uint8_t in[48]);
BLS381_API void bls381_fp_to_bytes(uint8_t out[48], const bls381_fp *a);
/* Plain (non-Montgomery) limbs, canonical, in and out. from_limbs rejects
 * values >= p like from_bytes. */
BLS381_API BLS381_MUST_CHECK bls381_status bls381_fp_from_limbs(bls381_fp *r, const uint64_t in[6]);
BLS381_API void bls381_fp_to_limbs(uint64_t out[6], const bls381_fp *a);

BLS381_API void bls381_fp_add(bls381_fp *r, const bls381_fp *a, const bls381_fp *b);
BLS381_API void bls381_fp_sub(bls381_fp *r, const bls381_fp *a, const bls381_fp *b);
BLS381_API void bls381_fp_neg(bls381_fp *r, const bls381_fp *a);
BLS381_API void bls381_fp_dbl(bls381_fp *r, const bls381_fp *a);
BLS381_API void bls381_fp_half(bls381_fp *r, const bls381_fp *a);
BLS381_API void bls381_fp_mul(bls381_fp *r, const bls381_fp *a, const bls381_fp *b);
BLS381_API void bls381_fp_sqr(bls381_fp *r, const bls381_fp *a);

BLS381_API bool bls381_fp_is_zero(const bls381_fp *a);
BLS381_API bool bls381_fp_is_one(const bls381_fp *a);
BLS381_API bool bls381_fp_eq(const bls381_fp *a, const bls381_fp *b);
/* r = a when flag is true, else r unchanged; swap a and b when flag. */
BLS381_API void bls381_fp_cmov(bls381_fp *r, const bls381_fp *a, bool flag);
BLS381_API void bls381_fp_cswap(bls381_fp *a, bls381_fp *b, bool flag);
/* Parity of the canonical value (RFC 9380 sgn0 for Fp). */
BLS381_API bool bls381_fp_is_odd(const bls381_fp *a);
/* True when the canonical value is > (p-1)/2 (the ZCash "sign" of y). */
BLS381_API bool bls381_fp_is_lexicographically_largest(const bls381_fp *a);

/* r = a^e, e given as `nlimbs` little-endian 64-bit words. The constant-time
 * version's running time depends on nlimbs only; the _vartime one also on e
 * (e public), never on a's value beyond that. */
BLS381_API void bls381_fp_pow(bls381_fp *r, const bls381_fp *a, const uint64_t *e, size_t nlimbs);
BLS381_API void bls381_fp_pow_vartime(bls381_fp *r, const bls381_fp *a, const uint64_t *e, size_t nlimbs);

/* Inversion: r = 1/a; the inverse of 0 is defined as 0; r may alias a.
 * bls381_fp_inv is the fastest constant-time variant measured; the variants
 * stay callable for study: Bernstein-Yang safegcd (also with its (d, e)
 * update fused into the divstep kernel), Pornin's binary GCD, Fermat, all constant time (field/INVERSION.md has the algorithms and the
 * timings). bls381_fp_inv_vartime's running time depends on a: public
 * inputs only. */
BLS381_API void bls381_fp_inv(bls381_fp *r, const bls381_fp *a);
BLS381_API void bls381_fp_inv_bernstein_yang(bls381_fp *r, const bls381_fp *a);
BLS381_API void bls381_fp_inv_by_fused(bls381_fp *r, const bls381_fp *a);
BLS381_API void bls381_fp_inv_pornin(bls381_fp *r, const bls381_fp *a);
BLS381_API void bls381_fp_inv_fermat(bls381_fp *r, const bls381_fp *a);
BLS381_API void bls381_fp_inv_vartime(bls381_fp *r, const bls381_fp *a);
/* Montgomery's trick: r[i] = 1/a[i] for i < n with one inversion; zeros map
 * to zero and do not disturb the other entries. scratch holds n elements and
 * overlaps neither r nor a; it may be NULL when r and a do not overlap (r is
 * then the scratch). r may equal a when scratch is given. Constant time in
 * the values. */
BLS381_API void bls381_fp_batch_inv(bls381_fp *r, const bls381_fp *a, size_t n, bls381_fp *scratch);

/* Legendre symbol: 1 (nonzero square), -1 (non-square) or 0. The _vartime
 * one (a binary Jacobi algorithm) runs in time depending on a: public inputs
 * only. */
BLS381_API int bls381_fp_legendre(const bls381_fp *a);
BLS381_API int bls381_fp_legendre_vartime(const bls381_fp *a);
/* Square root: returns true and sets r (either root) when a is a square;
 * returns false and leaves r unchanged otherwise. */
BLS381_API bool bls381_fp_sqrt(bls381_fp *r, const bls381_fp *a);

/* ---------------------------------------------------------------- Fp2 --- */
/* Fp2 = Fp[u]/(u^2 + 1). */

BLS381_API void bls381_fp2_set_zero(bls381_fp2 *r);
BLS381_API void bls381_fp2_set_one(bls381_fp2 *r);
BLS381_API void bls381_fp2_add(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *b);
BLS381_API void bls381_fp2_sub(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *b);
BLS381_API void bls381_fp2_neg(bls381_fp2 *r, const bls381_fp2 *a);
BLS381_API void bls381_fp2_dbl(bls381_fp2 *r, const bls381_fp2 *a);
/* Karatsuba product (3 Fp products) and squaring (2 Fp products); each uses
 * lazy reduction (one Montgomery reduction per output coefficient) when that
 * measured faster, see the end of field/fp2.c. */
BLS381_API void bls381_fp2_mul(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *b);
BLS381_API void bls381_fp2_sqr(bls381_fp2 *r, const bls381_fp2 *a);
/* r = a * b for b in Fp */
BLS381_API void bls381_fp2_mul_fp(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp *b);
/* r = a * (u + 1), the cubic non-residue that defines Fp6 */
BLS381_API void bls381_fp2_mul_by_nonresidue(bls381_fp2 *r, const bls381_fp2 *a);
/* r = c0 - c1*u (also the Frobenius map a^p) */
BLS381_API void bls381_fp2_conj(bls381_fp2 *r, const bls381_fp2 *a);
/* 1/a via the norm: 1/(c0 + c1 u) = (c0 - c1 u)/(c0^2 + c1^2); 0 maps to 0. */
BLS381_API void bls381_fp2_inv(bls381_fp2 *r, const bls381_fp2 *a);
BLS381_API void bls381_fp2_inv_vartime(bls381_fp2 *r, const bls381_fp2 *a);
BLS381_API bool bls381_fp2_is_zero(const bls381_fp2 *a);
BLS381_API bool bls381_fp2_is_one(const bls381_fp2 *a);
BLS381_API bool bls381_fp2_eq(const bls381_fp2 *a, const bls381_fp2 *b);
BLS381_API void bls381_fp2_cmov(bls381_fp2 *r, const bls381_fp2 *a, bool flag);
/* RFC 9380 sgn0 for Fp2: sgn0(c0) or (c0 == 0 and sgn0(c1)). */
BLS381_API bool bls381_fp2_sgn0(const bls381_fp2 *a);
/* ZCash sign of y in G2: c1 > (p-1)/2, or c1 == 0 and c0 > (p-1)/2. */
BLS381_API bool bls381_fp2_is_lexicographically_largest(const bls381_fp2 *a);
/* Square root: returns true and sets r to a root (either one) when a is a
 * square in Fp2; returns false and leaves r unchanged otherwise. Two Fp
 * exponentiations (through the norm, see field/fp2_sqrt.c). */
BLS381_API bool bls381_fp2_sqrt(bls381_fp2 *r, const bls381_fp2 *a);

/* ---------------------------------------------------------------- Fp6 --- */
/* Fp6 = Fp2[v]/(v^3 - xi), xi = u + 1: a = c0 + c1 v + c2 v^2. Same rules as
 * above: constant time, outputs may alias inputs, no NULL. */

BLS381_API void bls381_fp6_set_zero(bls381_fp6 *r);
BLS381_API void bls381_fp6_set_one(bls381_fp6 *r);
BLS381_API void bls381_fp6_add(bls381_fp6 *r, const bls381_fp6 *a, const bls381_fp6 *b);
BLS381_API void bls381_fp6_sub(bls381_fp6 *r, const bls381_fp6 *a, const bls381_fp6 *b);
BLS381_API void bls381_fp6_neg(bls381_fp6 *r, const bls381_fp6 *a);
BLS381_API void bls381_fp6_dbl(bls381_fp6 *r, const bls381_fp6 *a);
/* r = a * b: Karatsuba, 6 Fp2 products. */
BLS381_API void bls381_fp6_mul(bls381_fp6 *r, const bls381_fp6 *a, const bls381_fp6 *b);
/* r = a^2: Chung-Hasan SQR2, 2 Fp2 products and 3 Fp2 squarings. */
BLS381_API void bls381_fp6_sqr(bls381_fp6 *r, const bls381_fp6 *a);
/* r = a * v (v^3 = xi): a shift of coefficients and one multiplication of
 * c2 by xi. */
BLS381_API void bls381_fp6_mul_by_nonresidue(bls381_fp6 *r, const bls381_fp6 *a);
/* Sparse products: r = a * b for b in Fp2 (3 products), r = a * (b0 + b1 v)
 * (5 products), r = a * (b1 v) (3 products). b0, b1 may alias r or a. */
BLS381_API void bls381_fp6_mul_by_fp2(bls381_fp6 *r, const bls381_fp6 *a, const bls381_fp2 *b);
BLS381_API void bls381_fp6_mul_by_01(bls381_fp6 *r, const bls381_fp6 *a, const bls381_fp2 *b0, const bls381_fp2 *b1);
BLS381_API void bls381_fp6_mul_by_1(bls381_fp6 *r, const bls381_fp6 *a, const bls381_fp2 *b1);
/* r = 1/a through one Fp2 inversion (constant time); 0 maps to 0. */
BLS381_API void bls381_fp6_inv(bls381_fp6 *r, const bls381_fp6 *a);
/* r = a^p, a^(p^2), a^(p^3): coefficient-wise conjugation (odd powers) and
 * multiplication by fixed constants xi^(j (p^k - 1)/3). */
BLS381_API void bls381_fp6_frobenius(bls381_fp6 *r, const bls381_fp6 *a);
BLS381_API void bls381_fp6_frobenius2(bls381_fp6 *r, const bls381_fp6 *a);
BLS381_API void bls381_fp6_frobenius3(bls381_fp6 *r, const bls381_fp6 *a);
BLS381_API bool bls381_fp6_is_zero(const bls381_fp6 *a);
BLS381_API bool bls381_fp6_is_one(const bls381_fp6 *a);
BLS381_API bool bls381_fp6_eq(const bls381_fp6 *a, const bls381_fp6 *b);
/* r = a when flag is true, else r unchanged (constant time in flag). */
BLS381_API void bls381_fp6_cmov(bls381_fp6 *r, const bls381_fp6 *a, bool flag);

/* --------------------------------------------------------------- Fp12 --- */
/* Fp12 = Fp6[w]/(w^2 - v): f = c0 + c1 w. Over Fp2, f = sum_j a_j w^j
 * (w^6 = xi) with a_0 = c0.c0, a_1 = c1.c0, a_2 = c0.c1, a_3 = c1.c1,
 * a_4 = c0.c2, a_5 = c1.c2. Same rules as above: constant time, outputs may
 * alias inputs, no NULL. GT, the pairing's target group, is the subgroup
 * of order r of the cyclotomic subgroup {f : f^(p^4 - p^2 + 1) = 1}. */

BLS381_API void bls381_fp12_set_zero(bls381_fp12 *r);
BLS381_API void bls381_fp12_set_one(bls381_fp12 *r);
BLS381_API void bls381_fp12_add(bls381_fp12 *r, const bls381_fp12 *a, const bls381_fp12 *b);
BLS381_API void bls381_fp12_sub(bls381_fp12 *r, const bls381_fp12 *a, const bls381_fp12 *b);
BLS381_API void bls381_fp12_neg(bls381_fp12 *r, const bls381_fp12 *a);
/* r = a * b: Karatsuba over Fp6, 3 Fp6 products (18 Fp2 products). */
BLS381_API void bls381_fp12_mul(bls381_fp12 *r, const bls381_fp12 *a, const bls381_fp12 *b);
/* r = a^2: complex squaring, 2 Fp6 products. */
BLS381_API void bls381_fp12_sqr(bls381_fp12 *r, const bls381_fp12 *a);
/* r = 1/a through one Fp6 (so one Fp2, one Fp) inversion; 0 maps to 0. */
BLS381_API void bls381_fp12_inv(bls381_fp12 *r, const bls381_fp12 *a);
/* r = c0 - c1 w = a^(p^6). On the cyclotomic subgroup (so on GT and on
 * everything after the first step of the final exponentiation) this is the
 * inverse, for free. */
BLS381_API void bls381_fp12_conj(bls381_fp12 *r, const bls381_fp12 *a);
/* r = a^2 for a in the cyclotomic subgroup only (Granger-Scott 2010, 9 Fp2
 * squarings); for other a the result is not a^2. */
BLS381_API void bls381_fp12_cyclotomic_sqr(bls381_fp12 *r, const bls381_fp12 *a);
/* r = a^p, a^(p^2), a^(p^3): a_j -> conj^k(a_j) xi^(j (p^k - 1)/6). */
BLS381_API void bls381_fp12_frobenius(bls381_fp12 *r, const bls381_fp12 *a);
BLS381_API void bls381_fp12_frobenius2(bls381_fp12 *r, const bls381_fp12 *a);
BLS381_API void bls381_fp12_frobenius3(bls381_fp12 *r, const bls381_fp12 *a);

/* Sparse products for the Miller loop: r = a * l where l has three nonzero
 * Fp2 coefficients. The digits name positions in storage order
 * (0 = c0.c0, 1 = c0.c1, 2 = c0.c2, 3 = c1.c0, 4 = c1.c1, 5 = c1.c2), the
 * convention of the pairing literature and other libraries; as powers of w
 * (a_j above) the positions are different:
 *   mul_by_014: l = o0 + o1 v + o4 v w   (c0.c0, c0.c1, c1.c1 = w^0, w^2, w^3)
 * For BLS12-381's M-type twist y^2 = x^3 + 4(u+1), with the untwisting
 * (x', y') -> (x' / w^2, y' / w^3), the tangent or chord line through twist
 * points evaluated at P = (xP, yP) in G1, scaled by w^3 (an element of a
 * proper subfield, erased by the final exponentiation), is
 *   yP w^3 - lambda' xP w^2 - (y' - lambda' x')     (lambda' the slope on the twist),
 * nonzero at w^0, w^2, w^3: that is mul_by_014 with o0 = -(y' - lambda' x'),
 * o1 = -lambda' xP, o4 = yP (or any common Fp2 multiple of the three).
 * (A D-type twist's line would have the shape 034; BLS12-381's twist is
 * M-type, so the library has no such product.) 13 Fp2 products
 * (18 for a dense product). The o pointers may alias r or a. */
BLS381_API void bls381_fp12_mul_by_014(bls381_fp12 *r, const bls381_fp12 *a, const bls381_fp2 *o0,
                                       const bls381_fp2 *o1, const bls381_fp2 *o4);

BLS381_API bool bls381_fp12_is_zero(const bls381_fp12 *a);
BLS381_API bool bls381_fp12_is_one(const bls381_fp12 *a);
BLS381_API bool bls381_fp12_eq(const bls381_fp12 *a, const bls381_fp12 *b);
/* r = a when flag is true, else r unchanged (constant time in flag). */
BLS381_API void bls381_fp12_cmov(bls381_fp12 *r, const bls381_fp12 *a, bool flag);

/* 576 bytes: twelve 48-byte big-endian canonical Fp values, highest tower
 * coefficient first: c1.c2.c1, c1.c2.c0, c1.c1.c1, c1.c1.c0, c1.c0.c1,
 * c1.c0.c0, c0.c2.c1, ..., c0.c0.c1, c0.c0.c0 (the layout of the pairing
 * vectors in tests/vectors/pairing). from_bytes returns BLS381_ERR_ENCODING
 * and leaves r untouched when any value is >= p; it does not check subgroup
 * membership. Constant time in the bytes. */
BLS381_API BLS381_MUST_CHECK bls381_status bls381_fp12_from_bytes(bls381_fp12 *r, const uint8_t in[BLS381_FP12_BYTES]);
BLS381_API void bls381_fp12_to_bytes(uint8_t out[BLS381_FP12_BYTES], const bls381_fp12 *a);

/* ---------------------------------------------------------------- Fr --- */

BLS381_API void bls381_fr_set_zero(bls381_fr *r);
BLS381_API void bls381_fr_set_one(bls381_fr *r);
BLS381_API void bls381_fr_from_u64(bls381_fr *r, uint64_t v);
/* 32 big-endian bytes -> element; BLS381_ERR_ENCODING (r untouched) when >= r. */
BLS381_API BLS381_MUST_CHECK bls381_status bls381_fr_from_bytes(bls381_fr *r, const uint8_t in[32]);
BLS381_API void bls381_fr_to_bytes(uint8_t out[32], const bls381_fr *a);
BLS381_API BLS381_MUST_CHECK bls381_status bls381_fr_from_limbs(bls381_fr *r, const uint64_t in[4]);
BLS381_API void bls381_fr_to_limbs(uint64_t out[4], const bls381_fr *a);
/* Any 64 bytes (big-endian, 512 bits) reduced mod r: for hashing to Fr. */
BLS381_API void bls381_fr_from_bytes_wide(bls381_fr *r, const uint8_t in[64]);

BLS381_API void bls381_fr_add(bls381_fr *r, const bls381_fr *a, const bls381_fr *b);
BLS381_API void bls381_fr_sub(bls381_fr *r, const bls381_fr *a, const bls381_fr *b);
BLS381_API void bls381_fr_neg(bls381_fr *r, const bls381_fr *a);
BLS381_API void bls381_fr_dbl(bls381_fr *r, const bls381_fr *a);
BLS381_API void bls381_fr_mul(bls381_fr *r, const bls381_fr *a, const bls381_fr *b);
BLS381_API void bls381_fr_sqr(bls381_fr *r, const bls381_fr *a);

BLS381_API bool bls381_fr_is_zero(const bls381_fr *a);
BLS381_API bool bls381_fr_is_one(const bls381_fr *a);
BLS381_API bool bls381_fr_eq(const bls381_fr *a, const bls381_fr *b);
BLS381_API void bls381_fr_cmov(bls381_fr *r, const bls381_fr *a, bool flag);
BLS381_API void bls381_fr_cswap(bls381_fr *a, bls381_fr *b, bool flag);

BLS381_API void bls381_fr_pow(bls381_fr *r, const bls381_fr *a, const uint64_t *e, size_t nlimbs);
BLS381_API void bls381_fr_pow_vartime(bls381_fr *r, const bls381_fr *a, const uint64_t *e, size_t nlimbs);

/* As the Fp inversions: 0 maps to 0, r may alias a, _vartime for public
 * inputs only. */
BLS381_API void bls381_fr_inv(bls381_fr *r, const bls381_fr *a);
BLS381_API void bls381_fr_inv_bernstein_yang(bls381_fr *r, const bls381_fr *a);
BLS381_API void bls381_fr_inv_by_fused(bls381_fr *r, const bls381_fr *a);
BLS381_API void bls381_fr_inv_pornin(bls381_fr *r, const bls381_fr *a);
BLS381_API void bls381_fr_inv_fermat(bls381_fr *r, const bls381_fr *a);
BLS381_API void bls381_fr_inv_vartime(bls381_fr *r, const bls381_fr *a);
BLS381_API void bls381_fr_batch_inv(bls381_fr *r, const bls381_fr *a, size_t n, bls381_fr *scratch);

#ifdef __cplusplus
}
#endif
#endif
