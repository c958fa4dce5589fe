/*
 * bls381 — the EIP-2537 precompiles: BLS12-381 operations in the EVM's byte
 * encoding, for execution clients. One function per precompile takes the
 * call's input bytes and writes its fixed-size output; one function per
 * precompile gives its gas price from the input length.
 *
 * Encoding (EIP-2537, "Fine points and encoding of base elements"), unlike
 * the ZCash format of bls381_curve.h:
 * - an Fp element is 64 bytes: 16 zero bytes, then the 48-byte big-endian
 *   value, which must be < p;
 * - an Fp2 element c0 + c1 u is c0 || c1 (128 bytes);
 * - a G1 point is x || y (128 bytes), a G2 point x || y (256 bytes); the
 *   point at infinity is all zero bytes (the only encoding of (0, 0), which
 *   is not on either curve);
 * - a scalar is 32 big-endian bytes, any value below 2^256 (not reduced
 *   mod r: for the subgroup points the MSMs accept, [k]P = [k mod r]P).
 *
 * Errors, each with its own status; the output is left untouched:
 *   BLS381_ERR_BADARGS          wrong input length (for G1MSM, G2MSM and
 *                               PAIRING_CHECK also an empty input); also a
 *                               NULL out, NULL in with in_len > 0, or MSM
 *                               scratch smaller than the _scratch_size
 *                               helper asks for;
 *   BLS381_ERR_PADDING          the top 16 bytes of a 64-byte Fp element
 *                               are not zero;
 *   BLS381_ERR_ENCODING         an Fp element (or either half of an Fp2
 *                               element) is >= p;
 *   BLS381_ERR_NOT_ON_CURVE     a point is neither on its curve nor the
 *                               all-zero infinity;
 *   BLS381_ERR_NOT_IN_SUBGROUP  a point of G1MSM, G2MSM or PAIRING_CHECK
 *                               is on its curve but outside the subgroup
 *                               of order r (G1ADD and G2ADD do no subgroup
 *                               check, as the EIP says).
 * The length is checked first; then the elements in input order, each field
 * element for padding then range, each point for the curve then (where the
 * EIP demands it) the subgroup: the first failing check gives the status.
 *
 * Public data only: nothing here is constant time (inputs of a precompile
 * are public; bls381.h).
 * The MSMs use the Pippenger MSM of bls381_msm.h, or for a few pairs (up to
 * 4 in G1, 8 in G2, where it measured faster) a sum of GLV/GLS
 * multiplications; the pairing check the multi-Miller loop of
 * bls381_pairing.h, the maps the SSWU + isogeny maps of bls381_h2c.h then
 * cofactor clearing (RFC 9380 map_to_curve + clear_cofactor, no
 * hash_to_field). The subgroup checks of the MSMs' and the pairing check's
 * G1 and G2 points run eight at a time on the lane engine (AVX-512 IFMA,
 * or the model under BLS381_LANES=model) when it is on, with the same
 * statuses and results as without it.
 *
 * Memory: nothing allocates. The MSMs take caller scratch sized by their
 * _scratch_size helper; the pairing check works through the pairs in groups
 * of BLS381_EIP2537_PAIRING_GROUP on the stack (4.6 KB of points); the
 * other operations use a few KB of stack.
 *
 * Threads: functions taking a bls381_pool * share the work (point decoding
 * and subgroup checks, MSM windows, Miller loops) among the pool's threads
 * and the caller; NULL runs on the caller. Results and statuses do not
 * depend on the pool. All functions are thread safe.
 */
#ifndef BLS381_EIP2537_H
#define BLS381_EIP2537_H

#include "bls381_common.h"
#include "bls381_pool.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Precompile addresses (the low byte of 0x00...00XX). */
#define BLS381_EIP2537_ADDR_G1ADD 0x0b
#define BLS381_EIP2537_ADDR_G1MSM 0x0c
#define BLS381_EIP2537_ADDR_G2ADD 0x0d
#define BLS381_EIP2537_ADDR_G2MSM 0x0e
#define BLS381_EIP2537_ADDR_PAIRING_CHECK 0x0f
#define BLS381_EIP2537_ADDR_MAP_FP_TO_G1 0x10
#define BLS381_EIP2537_ADDR_MAP_FP2_TO_G2 0x11

/* Sizes in bytes. */
#define BLS381_EIP2537_FP_BYTES 64
#define BLS381_EIP2537_FP2_BYTES 128
#define BLS381_EIP2537_G1_BYTES 128
#define BLS381_EIP2537_G2_BYTES 256
#define BLS381_EIP2537_SCALAR_BYTES 32
#define BLS381_EIP2537_G1MSM_PAIR_BYTES 160    /* G1 point || scalar */
#define BLS381_EIP2537_G2MSM_PAIR_BYTES 288    /* G2 point || scalar */
#define BLS381_EIP2537_PAIRING_PAIR_BYTES 384  /* G1 point || G2 point */
#define BLS381_EIP2537_PAIRING_OUT_BYTES 32

/* Pairs the pairing check decodes and runs through one Miller loop at a
 * time (its stack bound). */
#define BLS381_EIP2537_PAIRING_GROUP 16

/* ------------------------------------------------------- operations --- */

/* BLS12_G1ADD: in = a || b (256 bytes), out = a + b (128 bytes). Points on
 * the curve outside G1 are accepted (the group law is complete). */
BLS381_API BLS381_MUST_CHECK bls381_status
bls381_eip2537_g1add(uint8_t out[BLS381_EIP2537_G1_BYTES], const uint8_t *in, size_t in_len);

/* BLS12_G2ADD: in = a || b (512 bytes), out = a + b (256 bytes). */
BLS381_API BLS381_MUST_CHECK bls381_status
bls381_eip2537_g2add(uint8_t out[BLS381_EIP2537_G2_BYTES], const uint8_t *in, size_t in_len);

/*
 * Scratch bytes the MSMs need for an input of in_len bytes run by `threads`
 * threads (bls381_pool_threads of the pool to be passed; 0 counts as 1):
 * the decoded points and scalars (under 250 bytes a pair) plus, past the
 * few pairs summed from single multiplications, the Pippenger workspace:
 * for 128 pairs on one thread, 808 KB (G1MSM) and 1408 KB (G2MSM); for 512
 * pairs, 1984 KB and 2052 KB (64-bit targets; tests/test_doc_figures.c
 * keeps these true).
 * Any in_len is accepted (a length the operation rejects needs no scratch);
 * a pair count too large for size_t arithmetic (beyond SIZE_MAX / 2048)
 * gives SIZE_MAX. Any alignment suitable for uint64_t (e.g. malloc's)
 * will do.
 */
BLS381_API size_t bls381_eip2537_g1msm_scratch_size(size_t in_len, size_t threads);
BLS381_API size_t bls381_eip2537_g2msm_scratch_size(size_t in_len, size_t threads);

/*
 * BLS12_G1MSM: in = k pairs (G1 point || scalar), 160 k bytes with k >= 1;
 * out = sum_i [s_i] P_i (128 bytes). Every point must be on the curve and
 * in G1 (infinity allowed, contributing nothing); scalars are any 32-byte
 * values. scratch: scratch_size >= bls381_eip2537_g1msm_scratch_size(in_len,
 * bls381_pool_threads(pool)) bytes (contents on return unspecified).
 */
BLS381_API BLS381_MUST_CHECK bls381_status
bls381_eip2537_g1msm(uint8_t out[BLS381_EIP2537_G1_BYTES], const uint8_t *in, size_t in_len, void *scratch,
                     size_t scratch_size, bls381_pool *pool);

/* BLS12_G2MSM: the same over G2, 288 k bytes in, 256 bytes out. */
BLS381_API BLS381_MUST_CHECK bls381_status
bls381_eip2537_g2msm(uint8_t out[BLS381_EIP2537_G2_BYTES], const uint8_t *in, size_t in_len, void *scratch,
                     size_t scratch_size, bls381_pool *pool);

/*
 * BLS12_PAIRING_CHECK: in = k pairs (G1 point || G2 point), 384 k bytes with
 * k >= 1, every point on its curve and in its subgroup (infinity allowed;
 * its pair contributes the factor 1). out (32 bytes) = 31 zero bytes, then
 * 1 when prod_i e(P_i, Q_i) = 1 and 0 otherwise.
 */
BLS381_API BLS381_MUST_CHECK bls381_status
bls381_eip2537_pairing_check(uint8_t out[BLS381_EIP2537_PAIRING_OUT_BYTES], const uint8_t *in, size_t in_len,
                             bls381_pool *pool);

/* BLS12_MAP_FP_TO_G1: in = one Fp element (64 bytes), out = clear_cofactor(
 * map_to_curve(u)) in G1 (128 bytes), RFC 9380 sections 6.6.3 and 8.8.1. */
BLS381_API BLS381_MUST_CHECK bls381_status
bls381_eip2537_map_fp_to_g1(uint8_t out[BLS381_EIP2537_G1_BYTES], const uint8_t *in, size_t in_len);

/* BLS12_MAP_FP2_TO_G2: in = one Fp2 element (128 bytes), out in G2 (256
 * bytes), RFC 9380 sections 6.6.3 and 8.8.2. */
BLS381_API BLS381_MUST_CHECK bls381_status
bls381_eip2537_map_fp2_to_g2(uint8_t out[BLS381_EIP2537_G2_BYTES], const uint8_t *in, size_t in_len);

/* -------------------------------------------------------------- gas --- */
/*
 * The gas price of a call with in_len input bytes, exactly the EIP's
 * "Gas schedule". Every function takes the input length, so a client can
 * keep one table of prices; for the fixed-price operations it is ignored:
 *   G1ADD 375, G2ADD 600, MAP_FP_TO_G1 5500, MAP_FP2_TO_G2 23800.
 * MSM: k = floor(in_len / 160) (G1) or floor(in_len / 288) (G2); 0 when
 * k = 0; else floor(k * mul_cost * discount(k) / 1000) with mul_cost 12000
 * (G1) or 22500 (G2) and discount(k) the EIP's G1 or G2 table, whose last
 * entry (k = 128: 519 for G1, 524 for G2) holds for every k > 128.
 * PAIRING_CHECK: 32600 k + 37700 with k = floor(in_len / 384).
 * The length is not validated (a call of a bad length is priced, then
 * fails). The arithmetic is exact; a price above UINT64_MAX (only for
 * inputs longer than 2^57 bytes) gives UINT64_MAX.
 */
BLS381_API uint64_t bls381_eip2537_g1add_gas(size_t in_len);
BLS381_API uint64_t bls381_eip2537_g2add_gas(size_t in_len);
BLS381_API uint64_t bls381_eip2537_g1msm_gas(size_t in_len);
BLS381_API uint64_t bls381_eip2537_g2msm_gas(size_t in_len);
BLS381_API uint64_t bls381_eip2537_pairing_check_gas(size_t in_len);
BLS381_API uint64_t bls381_eip2537_map_fp_to_g1_gas(size_t in_len);
BLS381_API uint64_t bls381_eip2537_map_fp2_to_g2_gas(size_t in_len);

#ifdef __cplusplus
}
#endif
#endif
