/*
 * bls381 — the groups G1 (over Fp, y^2 = x^3 + 4) and G2 (over Fp2,
 * y^2 = x^3 + 4(u+1), the M-type sextic twist), with
 *   r = 0x73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001
 * the order of both groups and x = -0xd201000000010000 the BLS parameter.
 *
 * Representation:
 * - bls381_g1 / bls381_g2 hold a point in homogeneous projective coordinates
 *   (X : Y : Z) standing for the affine point (X/Z, Y/Z); Z = 0 is the point
 *   at infinity, which the library writes as (0 : 1 : 0). The coordinates
 *   are field elements in the field layer's (Montgomery) form.
 * - bls381_g1_affine / bls381_g2_affine hold (x, y); the point at infinity is
 *   written (0, 0), which is not on the curve, so it cannot be confused with
 *   a finite point.
 *
 * The group law uses the complete formulas of Renes, Costello and Batina
 * ("Complete addition formulas for prime order elliptic curves", 2016,
 * Algorithms 7-9 for a = 0): one formula for every pair of points, infinity
 * and P + P and P + (-P) included, with no branch. Neither curve has a point
 * of order 2 over its field, which is what completeness needs, so the
 * formulas also hold for points outside the prime-order subgroups.
 *
 * Conventions (as in the whole API):
 * - no pointer argument may be NULL (a precondition the arithmetic does not
 *   check), except that the decoders (bls381_status) return
 *   BLS381_ERR_BADARGS for a NULL pointer;
 * - outputs may alias inputs unless a comment says otherwise;
 * - functions are constant time in the values of the points and scalars
 *   unless the name ends in _vartime, except the decoders, whose time
 *   depends on the flags and on which check fails (these take public data
 *   only; bls381.h lists them);
 * - no function allocates memory or keeps state: all are thread safe;
 * - fallible functions return bls381_status and write their output only on
 *   BLS381_OK.
 *
 * Scalars: the multiplication functions take either a bls381_fr (an element
 * of Fr, the value k < r) or 32 big-endian bytes holding any integer
 * 0 <= k < 2^256 (reduced mod r inside, in constant time). For a point of
 * the subgroup both mean [k]P.
 *
 * Serialization: the ZCash / IETF format used by Ethereum. Field elements
 * are 48-byte big-endian integers; G1 compressed is x (48 bytes), G1
 * uncompressed x || y (96); G2 (c0 + c1 u) puts c1 first: compressed
 * x.c1 || x.c0 (96 bytes), uncompressed x.c1 || x.c0 || y.c1 || y.c0 (192).
 * The top three bits of the first byte are flags: 0x80 compressed form,
 * 0x40 point at infinity (every other bit then zero), 0x20 (compressed only)
 * y is the lexicographically larger of +-y (for Fp2, compare c1, and c0 when
 * c1 = 0).
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

#define BLS381_G1_COMPRESSED_BYTES 48
#define BLS381_G1_UNCOMPRESSED_BYTES 96
#define BLS381_G2_COMPRESSED_BYTES 96
#define BLS381_G2_UNCOMPRESSED_BYTES 192

/* ================================================================ G1 === */

/* r = the point at infinity (0 : 1 : 0). */
BLS381_API void bls381_g1_set_infinity(bls381_g1 *r);
/* r = the standard generator of G1 (x = 0x17f1d3a7...db22c6bb). */
BLS381_API void bls381_g1_generator(bls381_g1 *r);
BLS381_API void bls381_g1_affine_generator(bls381_g1_affine *r);

/* True for the point at infinity (Z = 0; affine: (0, 0)). */
BLS381_API bool bls381_g1_is_infinity(const bls381_g1 *p);
BLS381_API bool bls381_g1_affine_is_infinity(const bls381_g1_affine *p);
/* True when the point satisfies the curve equation (Y^2 Z = X^3 + 4 Z^3,
 * not all of X, Y, Z zero); the point at infinity counts as on the curve.
 * Says nothing about the subgroup. */
BLS381_API bool bls381_g1_is_on_curve(const bls381_g1 *p);
BLS381_API bool bls381_g1_affine_is_on_curve(const bls381_g1_affine *p);
/* Equality of the points represented, without normalising (two products
 * per coordinate). */
BLS381_API bool bls381_g1_eq(const bls381_g1 *a, const bls381_g1 *b);
BLS381_API bool bls381_g1_affine_eq(const bls381_g1_affine *a, const bls381_g1_affine *b);

/* Affine <-> projective. to_affine costs one field inversion; infinity maps
 * to (0, 0) and back. */
BLS381_API void bls381_g1_from_affine(bls381_g1 *r, const bls381_g1_affine *a);
BLS381_API void bls381_g1_to_affine(bls381_g1_affine *r, const bls381_g1 *p);
/* r[i] = p[i] in affine form for i < n, with one inversion for the batch
 * (Montgomery's trick). Points at infinity map to (0, 0) and do not disturb
 * the others. r and p must not overlap. */
BLS381_API void bls381_g1_batch_to_affine(bls381_g1_affine *r, const bls381_g1 *p, size_t n);

/* r = a + b (complete: any inputs on the curve, including a = b, a = -b
 * and infinity). */
BLS381_API void bls381_g1_add(bls381_g1 *r, const bls381_g1 *a, const bls381_g1 *b);
/* r = a + b with b affine ("mixed" addition, cheaper); b may be (0, 0). */
BLS381_API void bls381_g1_add_affine(bls381_g1 *r, const bls381_g1 *a, const bls381_g1_affine *b);
/* r = a - b */
BLS381_API void bls381_g1_sub(bls381_g1 *r, const bls381_g1 *a, const bls381_g1 *b);
/* r = 2a */
BLS381_API void bls381_g1_dbl(bls381_g1 *r, const bls381_g1 *a);
/* r = -a */
BLS381_API void bls381_g1_neg(bls381_g1 *r, const bls381_g1 *a);
BLS381_API void bls381_g1_affine_neg(bls381_g1_affine *r, const bls381_g1_affine *a);
/* r = a when flag is true, else r unchanged (constant time in flag). */
BLS381_API void bls381_g1_cmov(bls381_g1 *r, const bls381_g1 *a, bool flag);

/* r = [k]p. p must be in G1: the GLV method uses the endomorphism
 * (x, y) -> (beta x, y), which acts as [-x^2] on G1 only; for a point
 * outside G1 the result is some point but not [k]p. Constant time in p and
 * k (a fixed sequence of operations, table entries read by masked scans). */
BLS381_API void bls381_g1_mul(bls381_g1 *r, const bls381_g1 *p, const bls381_fr *k);
/* Same with k as 32 big-endian bytes, any value below 2^256 (a secret key,
 * for instance); k is reduced mod r in constant time. */
BLS381_API void bls381_g1_mul_bytes(bls381_g1 *r, const bls381_g1 *p, const uint8_t k[32]);
/* Variable-time versions (GLV with width-5 wNAF) for public p and k. */
BLS381_API void bls381_g1_mul_vartime(bls381_g1 *r, const bls381_g1 *p, const bls381_fr *k);
BLS381_API void bls381_g1_mul_bytes_vartime(bls381_g1 *r, const bls381_g1 *p, const uint8_t k[32]);

/* True when p (a point on the curve) is in G1, the subgroup of order r.
 * Scott's test ("A note on group membership tests for G1, G2 and GT on BLS
 * pairing-friendly curves", 2021): phi(p) = [-x^2]p with
 * phi(x, y) = (beta x, y). Infinity is in G1. p must be on the curve (the
 * decoders check that first). Constant time. */
BLS381_API bool bls381_g1_in_subgroup(const bls381_g1 *p);
BLS381_API bool bls381_g1_affine_in_subgroup(const bls381_g1_affine *p);

/* r = [1 - x]p, RFC 9380 section 8.8.1 (h_eff = 0xd201000000010001): maps
 * any point of E(Fp) into G1. Constant time. */
BLS381_API void bls381_g1_clear_cofactor(bls381_g1 *r, const bls381_g1 *p);

/* Encoders: compressed (48 bytes) and uncompressed (96 bytes). p is assumed
 * valid (on the curve, or (0, 0) for infinity). */
BLS381_API void bls381_g1_compress(uint8_t out[48], const bls381_g1_affine *p);
BLS381_API void bls381_g1_serialize(uint8_t out[96], const bls381_g1_affine *p);

/* Decoders. On success r is the point (the infinity encoding gives (0, 0)).
 * Errors, r untouched:
 *   BLS381_ERR_FLAGS      the flag bits do not fit the form: compression bit
 *                         clear on 48 bytes or set on 96, sign bit set on
 *                         96 bytes or together with the infinity bit;
 *   BLS381_ERR_ENCODING   infinity bit set but some other bit of the body
 *                         nonzero, or a coordinate >= p;
 *   BLS381_ERR_NOT_ON_CURVE  x^3 + 4 has no square root (compressed), or
 *                         (x, y) fails the curve equation (uncompressed);
 *   BLS381_ERR_NOT_IN_SUBGROUP  on the curve but not in G1.
 * The _no_subgroup_check versions stop after the curve check: use them only
 * when the subgroup is checked elsewhere (bls381_g1_affine_in_subgroup).
 * The running time depends on the input only through the flags and which
 * error, if any, is returned. */
BLS381_API BLS381_MUST_CHECK bls381_status bls381_g1_decompress(bls381_g1_affine *r, const uint8_t in[48]);
BLS381_API BLS381_MUST_CHECK bls381_status bls381_g1_deserialize(bls381_g1_affine *r, const uint8_t in[96]);
BLS381_API BLS381_MUST_CHECK bls381_status bls381_g1_decompress_no_subgroup_check(bls381_g1_affine *r, const uint8_t in[48]);
BLS381_API BLS381_MUST_CHECK bls381_status bls381_g1_deserialize_no_subgroup_check(bls381_g1_affine *r, const uint8_t in[96]);

/* ================================================================ G2 === */
/* The same functions over Fp2; see the G1 ones for the contracts. */

BLS381_API void bls381_g2_set_infinity(bls381_g2 *r);
/* The standard generator of G2 (x.c0 = 0x024aa2b2...c121bdb8). */
BLS381_API void bls381_g2_generator(bls381_g2 *r);
BLS381_API void bls381_g2_affine_generator(bls381_g2_affine *r);

BLS381_API bool bls381_g2_is_infinity(const bls381_g2 *p);
BLS381_API bool bls381_g2_affine_is_infinity(const bls381_g2_affine *p);
/* Y^2 Z = X^3 + 4(u+1) Z^3, not all zero; infinity counts as on the curve. */
BLS381_API bool bls381_g2_is_on_curve(const bls381_g2 *p);
BLS381_API bool bls381_g2_affine_is_on_curve(const bls381_g2_affine *p);
BLS381_API bool bls381_g2_eq(const bls381_g2 *a, const bls381_g2 *b);
BLS381_API bool bls381_g2_affine_eq(const bls381_g2_affine *a, const bls381_g2_affine *b);

BLS381_API void bls381_g2_from_affine(bls381_g2 *r, const bls381_g2_affine *a);
BLS381_API void bls381_g2_to_affine(bls381_g2_affine *r, const bls381_g2 *p);
/* One inversion for the batch; r and p must not overlap. */
BLS381_API void bls381_g2_batch_to_affine(bls381_g2_affine *r, const bls381_g2 *p, size_t n);

BLS381_API void bls381_g2_add(bls381_g2 *r, const bls381_g2 *a, const bls381_g2 *b);
BLS381_API void bls381_g2_add_affine(bls381_g2 *r, const bls381_g2 *a, const bls381_g2_affine *b);
BLS381_API void bls381_g2_sub(bls381_g2 *r, const bls381_g2 *a, const bls381_g2 *b);
BLS381_API void bls381_g2_dbl(bls381_g2 *r, const bls381_g2 *a);
BLS381_API void bls381_g2_neg(bls381_g2 *r, const bls381_g2 *a);
BLS381_API void bls381_g2_affine_neg(bls381_g2_affine *r, const bls381_g2_affine *a);
BLS381_API void bls381_g2_cmov(bls381_g2 *r, const bls381_g2 *a, bool flag);

/* r = [k]p for p in G2, by the GLS method: k = d0 + d1|x| + d2|x|^2 +
 * d3|x|^3 with 64-bit digits and psi (the untwist-Frobenius-twist map, which
 * acts as [x] on G2) in place of the powers of |x|. Constant time. For a
 * point outside G2 the result is not [k]p. */
BLS381_API void bls381_g2_mul(bls381_g2 *r, const bls381_g2 *p, const bls381_fr *k);
BLS381_API void bls381_g2_mul_bytes(bls381_g2 *r, const bls381_g2 *p, const uint8_t k[32]);
BLS381_API void bls381_g2_mul_vartime(bls381_g2 *r, const bls381_g2 *p, const bls381_fr *k);
BLS381_API void bls381_g2_mul_bytes_vartime(bls381_g2 *r, const bls381_g2 *p, const uint8_t k[32]);

/* True when p (on the curve) is in G2: psi(p) = [x]p (Scott 2021).
 * Constant time. */
BLS381_API bool bls381_g2_in_subgroup(const bls381_g2 *p);
BLS381_API bool bls381_g2_affine_in_subgroup(const bls381_g2_affine *p);

/* r = [h_eff]p, RFC 9380 section 8.8.2, computed as in its Appendix G.3
 * (Budroni-Pintore): [x^2 - x - 1]p + [x - 1]psi(p) + psi^2(2p). Maps any
 * point of E'(Fp2) into G2. Constant time. */
BLS381_API void bls381_g2_clear_cofactor(bls381_g2 *r, const bls381_g2 *p);

/* Encoders: compressed (96 bytes) and uncompressed (192 bytes). */
BLS381_API void bls381_g2_compress(uint8_t out[96], const bls381_g2_affine *p);
BLS381_API void bls381_g2_serialize(uint8_t out[192], const bls381_g2_affine *p);

/* Decoders, same errors as for G1 (a coordinate >= p: either half of an
 * Fp2 element). */
BLS381_API BLS381_MUST_CHECK bls381_status bls381_g2_decompress(bls381_g2_affine *r, const uint8_t in[96]);
BLS381_API BLS381_MUST_CHECK bls381_status bls381_g2_deserialize(bls381_g2_affine *r, const uint8_t in[192]);
BLS381_API BLS381_MUST_CHECK bls381_status bls381_g2_decompress_no_subgroup_check(bls381_g2_affine *r, const uint8_t in[96]);
BLS381_API BLS381_MUST_CHECK bls381_status bls381_g2_deserialize_no_subgroup_check(bls381_g2_affine *r, const uint8_t in[192]);

#ifdef __cplusplus
}
#endif
#endif
