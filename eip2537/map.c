/*
 * BLS12_MAP_FP_TO_G1 and BLS12_MAP_FP2_TO_G2 (EIP-2537 and its
 * field_to_curve.md): the RFC 9380 map_to_curve of the suites
 * BLS12381G1_XMD:SHA-256_SSWU_ and BLS12381G2_XMD:SHA-256_SSWU_ (simplified
 * SWU onto the isogenous curve, then the 11- or 3-isogeny) followed by
 * clear_cofactor (sections 8.8.1 and 8.8.2), without hash_to_field: the
 * input is the field element u itself. The maps stay projective until the
 * output (one inversion); a u whose SWU point lies in the 11-isogeny's
 * kernel maps to infinity, and so does the call (all zeros).
 */
#include "curve/h2c.h"
#include "eip2537/eip2537.h"

bls381_status bls381_eip2537_map_fp_to_g1(uint8_t out[BLS381_EIP2537_G1_BYTES], const uint8_t *in,
                                          size_t in_len)
{
    if (!out || !in || in_len != BLS381_EIP2537_FP_BYTES) return BLS381_ERR_BADARGS;
    bls381_fp u;
    bls381_status st = bls381_eip2537_decode_fp(&u, in);
    if (st != BLS381_OK) return st;
    bls381_g1_affine a;
    bls381_g1 p;
    bls381_h2c_map_to_g1(&p, &u);
    bls381_g1_clear_cofactor(&p, &p);
    bls381_g1_to_affine(&a, &p);
    bls381_eip2537_encode_g1(out, &a);
    return BLS381_OK;
}

bls381_status bls381_eip2537_map_fp2_to_g2(uint8_t out[BLS381_EIP2537_G2_BYTES], const uint8_t *in,
                                           size_t in_len)
{
    if (!out || !in || in_len != BLS381_EIP2537_FP2_BYTES) return BLS381_ERR_BADARGS;
    bls381_fp2 u;
    bls381_status st = bls381_eip2537_decode_fp2(&u, in);
    if (st != BLS381_OK) return st;
    bls381_g2_affine a;
    bls381_g2 p;
    bls381_h2c_map_to_g2(&p, &u);
    bls381_g2_clear_cofactor(&p, &p);
    bls381_g2_to_affine(&a, &p);
    bls381_eip2537_encode_g2(out, &a);
    return BLS381_OK;
}
