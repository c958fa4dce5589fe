/*
 * Internal view of the EIP-2537 layer: the 64-byte field element and the
 * point codecs shared by the operations (codec.c). Variable time: the
 * inputs of a precompile are public.
 */
#ifndef BLS381_EIP2537_EIP2537_H
#define BLS381_EIP2537_EIP2537_H

#include "bls381_curve.h"
#include "bls381_eip2537.h"

/* 16 zero bytes then a 48-byte big-endian value < p. BLS381_ERR_PADDING
 * for nonzero top bytes, BLS381_ERR_ENCODING for a value >= p; r is
 * written only on success. */
bls381_status bls381_eip2537_decode_fp(bls381_fp *r, const uint8_t in[BLS381_EIP2537_FP_BYTES]);
/* c0 || c1, c0 checked first. */
bls381_status bls381_eip2537_decode_fp2(bls381_fp2 *r, const uint8_t in[BLS381_EIP2537_FP2_BYTES]);

/* x || y; all zeros is infinity, written (0, 0). Otherwise the point must be
 * on the curve (BLS381_ERR_NOT_ON_CURVE) and, when `subgroup` is set, in G1
 * or G2 (BLS381_ERR_NOT_IN_SUBGROUP). r written only on success. */
bls381_status bls381_eip2537_decode_g1(bls381_g1_affine *r, const uint8_t in[BLS381_EIP2537_G1_BYTES],
                                       bool subgroup);
bls381_status bls381_eip2537_decode_g2(bls381_g2_affine *r, const uint8_t in[BLS381_EIP2537_G2_BYTES],
                                       bool subgroup);

/* (decode_x8.c) status[i] = bls381_eip2537_decode_g1(&r[i], in + i stride,
 * true) for i < n, the subgroup checks eight at a time on the lane engine
 * when it is on; r[i] is also written for a point of E1 outside G1
 * (status BLS381_ERR_NOT_IN_SUBGROUP). The same for G2 with
 * bls381_eip2537_decode_g2 and E2. */
void bls381_eip2537_decode_g1_batch(bls381_g1_affine *r, uint8_t *status, const uint8_t *in, size_t stride,
                                    size_t n);
void bls381_eip2537_decode_g2_batch(bls381_g2_affine *r, uint8_t *status, const uint8_t *in, size_t stride,
                                    size_t n);
/* Points per piece when n points are decoded on a pool: eight (one group
 * of subgroup checks in lanes), or one below eight, where no group forms
 * and the scalar checks are spread over the threads. */
static inline size_t bls381_eip2537_decode_chunk(size_t n) { return n < 8 ? 1 : 8; }

/* Encoders; (0, 0) gives all zeros. */
void bls381_eip2537_encode_fp(uint8_t out[BLS381_EIP2537_FP_BYTES], const bls381_fp *a);
void bls381_eip2537_encode_g1(uint8_t out[BLS381_EIP2537_G1_BYTES], const bls381_g1_affine *p);
void bls381_eip2537_encode_g2(uint8_t out[BLS381_EIP2537_G2_BYTES], const bls381_g2_affine *p);

#endif
