/*
 * BLS12_G1ADD and BLS12_G2ADD (EIP-2537, "ABI for G1/G2 addition"): two
 * points on the curve, no subgroup check. The complete projective formulas
 * of the curve layer hold on the whole curve (neither curve has a point of
 * order 2), so P + P, P + (-P) and infinity need no special case, in or
 * out of the subgroup.
 */
#include <string.h>

#include "eip2537/eip2537.h"

bls381_status bls381_eip2537_g1add(uint8_t out[BLS381_EIP2537_G1_BYTES], const uint8_t *in, size_t in_len)
{
    if (!out || !in || in_len != 2 * BLS381_EIP2537_G1_BYTES) return BLS381_ERR_BADARGS;
    bls381_g1_affine a, b;
    bls381_status st = bls381_eip2537_decode_g1(&a, in, false);
    if (st == BLS381_OK) st = bls381_eip2537_decode_g1(&b, in + BLS381_EIP2537_G1_BYTES, false);
    if (st != BLS381_OK) return st;
    bls381_g1 pa, pb;
    bls381_g1_from_affine(&pa, &a);
    bls381_g1_from_affine(&pb, &b);
    bls381_g1_add(&pa, &pa, &pb);
    bls381_g1_to_affine(&a, &pa);
    bls381_eip2537_encode_g1(out, &a);
    return BLS381_OK;
}

bls381_status bls381_eip2537_g2add(uint8_t out[BLS381_EIP2537_G2_BYTES], const uint8_t *in, size_t in_len)
{
    if (!out || !in || in_len != 2 * BLS381_EIP2537_G2_BYTES) return BLS381_ERR_BADARGS;
    bls381_g2_affine a, b;
    bls381_status st = bls381_eip2537_decode_g2(&a, in, false);
    if (st == BLS381_OK) st = bls381_eip2537_decode_g2(&b, in + BLS381_EIP2537_G2_BYTES, false);
    if (st != BLS381_OK) return st;
    bls381_g2 pa, pb;
    bls381_g2_from_affine(&pa, &a);
    bls381_g2_from_affine(&pb, &b);
    bls381_g2_add(&pa, &pa, &pb);
    bls381_g2_to_affine(&a, &pa);
    bls381_eip2537_encode_g2(out, &a);
    return BLS381_OK;
}
