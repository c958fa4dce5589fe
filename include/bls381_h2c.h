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

#ifdef __cplusplus
}
#endif
#endif
