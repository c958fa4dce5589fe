/*
 * hash_to_curve and encode_to_curve (RFC 9380 section 3) for the suites
 * BLS12381G1_XMD:SHA-256_SSWU_RO_ / _NU_ and BLS12381G2_XMD:SHA-256_SSWU_RO_ /
 * _NU_ (section 8.8), the DST given by the caller:
 *   hash_to_curve:   u0, u1 = hash_to_field(msg, 2)
 *                    P = clear_cofactor(map_to_curve(u0) + map_to_curve(u1))
 *   encode_to_curve: u = hash_to_field(msg, 1)
 *                    P = clear_cofactor(map_to_curve(u))
 * The maps stay projective (no inversion) and the complete addition takes
 * any pair, the isogeny's kernel (infinity) included.
 */
#include "curve/h2c.h"

bls381_status bls381_hash_to_g1(bls381_g1 *r, const uint8_t *msg, size_t msg_len,
                                const uint8_t *dst, size_t dst_len)
{
    bls381_fp u[2];
    bls381_g1 q0, q1;
    if (!r) return BLS381_ERR_BADARGS;
    bls381_status s = bls381_hash_to_field_fp(u, 2, msg, msg_len, dst, dst_len);
    if (s != BLS381_OK) return s;
    bls381_h2c_map_to_g1(&q0, &u[0]);
    bls381_h2c_map_to_g1(&q1, &u[1]);
    bls381_g1_add(&q0, &q0, &q1);
    bls381_g1_clear_cofactor(r, &q0);
    return BLS381_OK;
}

bls381_status bls381_encode_to_g1(bls381_g1 *r, const uint8_t *msg, size_t msg_len,
                                  const uint8_t *dst, size_t dst_len)
{
    bls381_fp u;
    bls381_g1 q;
    if (!r) return BLS381_ERR_BADARGS;
    bls381_status s = bls381_hash_to_field_fp(&u, 1, msg, msg_len, dst, dst_len);
    if (s != BLS381_OK) return s;
    bls381_h2c_map_to_g1(&q, &u);
    bls381_g1_clear_cofactor(r, &q);
    return BLS381_OK;
}

bls381_status bls381_hash_to_g2(bls381_g2 *r, const uint8_t *msg, size_t msg_len,
                                const uint8_t *dst, size_t dst_len)
{
    bls381_fp2 u[2];
    bls381_g2 q0, q1;
    if (!r) return BLS381_ERR_BADARGS;
    bls381_status s = bls381_hash_to_field_fp2(u, 2, msg, msg_len, dst, dst_len);
    if (s != BLS381_OK) return s;
    bls381_h2c_map_to_g2(&q0, &u[0]);
    bls381_h2c_map_to_g2(&q1, &u[1]);
    bls381_g2_add(&q0, &q0, &q1);
    bls381_g2_clear_cofactor(r, &q0);
    return BLS381_OK;
}

bls381_status bls381_encode_to_g2(bls381_g2 *r, const uint8_t *msg, size_t msg_len,
                                  const uint8_t *dst, size_t dst_len)
{
    bls381_fp2 u;
    bls381_g2 q;
    if (!r) return BLS381_ERR_BADARGS;
    bls381_status s = bls381_hash_to_field_fp2(&u, 1, msg, msg_len, dst, dst_len);
    if (s != BLS381_OK) return s;
    bls381_h2c_map_to_g2(&q, &u);
    bls381_g2_clear_cofactor(r, &q);
    return BLS381_OK;
}
