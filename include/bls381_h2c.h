/*
 * bls381 — hashing to the curve (RFC 9380) for the suites
 * BLS12381G1_XMD:SHA-256_SSWU_RO_ / _NU_ and BLS12381G2_XMD:SHA-256_SSWU_RO_ /
 * _NU_ (section 8.8): hash_to_field with expand_message_xmd(SHA-256) and
 * L = 64, the simplified SWU map onto a curve E' isogenous to E, and the
 * isogeny back to E (11-isogeny for G1, 3-isogeny for G2; Appendix E).
 *
 * Everything here is constant time in the message, the DST and the field
 * elements (their lengths aside). Nothing allocates; all functions are
 * thread safe. A pointer whose length is 0 may be NULL.
 */
#ifndef BLS381_H2C_H
#define BLS381_H2C_H

#include "bls381_curve.h"

#ifdef __cplusplus
extern "C" {
#endif

/* hash_to_field (RFC 9380 section 5.2) with m = 1 (Fp) or m = 2 (Fp2), L = 64:
 * u[0..count-1] from expand_message_xmd(msg, dst, count*m*64). The suites use
 * count = 2 (hash_to_curve) or 1 (encode_to_curve); at most 4/m is
 * accepted. Returns BLS381_ERR_BADARGS, writing nothing, when count is 0 or
 * above 4/m, dst is empty, or a needed pointer is NULL. */
BLS381_API BLS381_MUST_CHECK bls381_status
bls381_hash_to_field_fp(bls381_fp *u, size_t count, const uint8_t *msg, size_t msg_len,
                        const uint8_t *dst, size_t dst_len);
BLS381_API BLS381_MUST_CHECK bls381_status
bls381_hash_to_field_fp2(bls381_fp2 *u, size_t count, const uint8_t *msg, size_t msg_len,
                         const uint8_t *dst, size_t dst_len);

/* map_to_curve (RFC 9380 section 6.6.3): simplified SWU onto E' followed by
 * the isogeny onto E, giving a point of E (y^2 = x^3 + 4 for G1,
 * y^2 = x^3 + 4(1+u) for G2) that is NOT yet in the prime-order subgroup
 * (clear the cofactor for that). Every u is accepted; the result is the
 * point at infinity, written (0, 0), only when the SWU point lies in the
 * isogeny's kernel. */
BLS381_API void bls381_map_to_curve_g1(bls381_g1_affine *r, const bls381_fp *u);
BLS381_API void bls381_map_to_curve_g2(bls381_g2_affine *r, const bls381_fp2 *u);

/* hash_to_curve (RFC 9380 section 3, the random-oracle suites
 * BLS12381G1_XMD:SHA-256_SSWU_RO_ and BLS12381G2_XMD:SHA-256_SSWU_RO_):
 *   u0, u1 = hash_to_field(msg, 2),
 *   r = clear_cofactor(map_to_curve(u0) + map_to_curve(u1)),
 * a point of G1 / G2 (infinity only with negligible probability).
 * The domain separation tag is the caller's: e.g.
 * "BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_" for Ethereum signatures,
 * "QUUX-V01-CS02-with-BLS12381G2_XMD:SHA-256_SSWU_RO_" in the RFC's test
 * vectors. A DST longer than 255 bytes is first hashed (RFC 9380 section
 * 5.3.3). msg may be NULL when msg_len is 0.
 * Returns BLS381_OK, or BLS381_ERR_BADARGS (r untouched) when r or dst is
 * NULL, dst_len is 0, or msg is NULL with msg_len > 0.
 * Constant time in msg and dst (their lengths aside); no allocation. */
BLS381_API BLS381_MUST_CHECK bls381_status
bls381_hash_to_g1(bls381_g1 *r, const uint8_t *msg, size_t msg_len, const uint8_t *dst, size_t dst_len);
BLS381_API BLS381_MUST_CHECK bls381_status
bls381_hash_to_g2(bls381_g2 *r, const uint8_t *msg, size_t msg_len, const uint8_t *dst, size_t dst_len);

/* encode_to_curve (RFC 9380 section 3, the non-uniform suites
 * BLS12381G1_XMD:SHA-256_SSWU_NU_ and BLS12381G2_XMD:SHA-256_SSWU_NU_):
 *   u = hash_to_field(msg, 1), r = clear_cofactor(map_to_curve(u)).
 * Cheaper than hash_to_curve (one map), but its output is not uniform: use
 * it only where the protocol asks for the _NU_ suite. Same arguments,
 * errors and constant-time property as bls381_hash_to_g1 / _g2. */
BLS381_API BLS381_MUST_CHECK bls381_status
bls381_encode_to_g1(bls381_g1 *r, const uint8_t *msg, size_t msg_len, const uint8_t *dst, size_t dst_len);
BLS381_API BLS381_MUST_CHECK bls381_status
bls381_encode_to_g2(bls381_g2 *r, const uint8_t *msg, size_t msg_len, const uint8_t *dst, size_t dst_len);

#ifdef __cplusplus
}
#endif
#endif
