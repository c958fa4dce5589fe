/*
 * The EIP-2537 encodings: 64-byte Fp elements (16 zero bytes of padding,
 * then the 48-byte big-endian value), Fp2 as c0 || c1, points as x || y
 * with all zeros for infinity (EIP-2537, "Fine points and encoding of base
 * elements").
 */
#include <string.h>

#include "eip2537/eip2537.h"

#define PAD (BLS381_EIP2537_FP_BYTES - BLS381_FP_BYTES)

bls381_status bls381_eip2537_decode_fp(bls381_fp *r, const uint8_t in[BLS381_EIP2537_FP_BYTES])
{
    for (size_t i = 0; i < PAD; i++)
        if (in[i] != 0) return BLS381_ERR_PADDING;
    return bls381_fp_from_bytes(r, in + PAD);
}

bls381_status bls381_eip2537_decode_fp2(bls381_fp2 *r, const uint8_t in[BLS381_EIP2537_FP2_BYTES])
{
    bls381_fp2 t;
    bls381_status st = bls381_eip2537_decode_fp(&t.c0, in);
    if (st == BLS381_OK) st = bls381_eip2537_decode_fp(&t.c1, in + BLS381_EIP2537_FP_BYTES);
    if (st == BLS381_OK) *r = t;
    return st;
}

bls381_status bls381_eip2537_decode_g1(bls381_g1_affine *r, const uint8_t in[BLS381_EIP2537_G1_BYTES],
                                       bool subgroup)
{
    bls381_g1_affine p;
    bls381_status st = bls381_eip2537_decode_fp(&p.x, in);
    if (st == BLS381_OK) st = bls381_eip2537_decode_fp(&p.y, in + BLS381_EIP2537_FP_BYTES);
    if (st != BLS381_OK) return st;
    /* all zeros is infinity; any other (x, y) must satisfy the equation */
    if (!bls381_g1_affine_is_infinity(&p)) {
        if (!bls381_g1_affine_is_on_curve(&p)) return BLS381_ERR_NOT_ON_CURVE;
        if (subgroup && !bls381_g1_affine_in_subgroup(&p)) return BLS381_ERR_NOT_IN_SUBGROUP;
    }
    *r = p;
    return BLS381_OK;
}

bls381_status bls381_eip2537_decode_g2(bls381_g2_affine *r, const uint8_t in[BLS381_EIP2537_G2_BYTES],
                                       bool subgroup)
{
    bls381_g2_affine p;
    bls381_status st = bls381_eip2537_decode_fp2(&p.x, in);
    if (st == BLS381_OK) st = bls381_eip2537_decode_fp2(&p.y, in + BLS381_EIP2537_FP2_BYTES);
    if (st != BLS381_OK) return st;
    if (!bls381_g2_affine_is_infinity(&p)) {
        if (!bls381_g2_affine_is_on_curve(&p)) return BLS381_ERR_NOT_ON_CURVE;
        if (subgroup && !bls381_g2_affine_in_subgroup(&p)) return BLS381_ERR_NOT_IN_SUBGROUP;
    }
    *r = p;
    return BLS381_OK;
}

void bls381_eip2537_encode_fp(uint8_t out[BLS381_EIP2537_FP_BYTES], const bls381_fp *a)
{
    memset(out, 0, PAD);
    bls381_fp_to_bytes(out + PAD, a);
}

void bls381_eip2537_encode_g1(uint8_t out[BLS381_EIP2537_G1_BYTES], const bls381_g1_affine *p)
{
    bls381_eip2537_encode_fp(out, &p->x);
    bls381_eip2537_encode_fp(out + BLS381_EIP2537_FP_BYTES, &p->y);
}

void bls381_eip2537_encode_g2(uint8_t out[BLS381_EIP2537_G2_BYTES], const bls381_g2_affine *p)
{
    bls381_eip2537_encode_fp(out, &p->x.c0);
    bls381_eip2537_encode_fp(out + BLS381_EIP2537_FP_BYTES, &p->x.c1);
    bls381_eip2537_encode_fp(out + 2 * BLS381_EIP2537_FP_BYTES, &p->y.c0);
    bls381_eip2537_encode_fp(out + 3 * BLS381_EIP2537_FP_BYTES, &p->y.c1);
}
