/*
 * The EIP-2537 G1 inputs are subgroup-checked eight at a time on the lane
 * engine (eip2537/decode_x8.c): the batch decoder gives, point by point,
 * the status (and for valid points the point) of bls381_eip2537_decode_g1,
 * and BLS12_G1MSM and BLS12_PAIRING_CHECK give the same status and output
 * bytes with the engine off, on the model and on IFMA (where the CPU has
 * it), on inputs whose sizes are not multiples of 8, with points of E1
 * outside G1 (random ones and (0, 2) of order 3, which meets the lane
 * chain's exceptional cases), infinity, points off the curve and bad
 * encodings inside a group of eight or in the remainder.
 */
#include "harness.h"
#include "curve_util.h"
#include "lanes_util.h"
#include "bls381.h"
#include "bls381_eip2537.h"
#include "eip2537/eip2537.h"
#include "field/fp_x8.h"

#include <stdlib.h>
#include <string.h>

enum { G1B = BLS381_EIP2537_G1_BYTES, KINDS = 7 };

/* an encoded G1 input of kind c: 0 (and 1, twice as likely) a point of
 * G1, 2 infinity, 3 a point of E1 outside G1, 4 (0, 2) of order 3, 5 off
 * the curve, 6 nonzero padding */
static void encode(uint8_t out[G1B], unsigned c)
{
    bls381_g1 p;
    bls381_g1_affine a;
    bls381_fp one;
    switch (c) {
    case 2: memset(out, 0, G1B); return;
    case 4:
        memset(out, 0, G1B);
        out[G1B - 1] = 2;
        return;
    case 3: cu_rand_e1(&p); break;
    default: cu_rand_g1(&p); break;
    }
    bls381_g1_to_affine(&a, &p);
    if (c == 5) {
        bls381_fp_set_one(&one);
        bls381_fp_add(&a.y, &a.y, &one);
    }
    bls381_eip2537_encode_g1(out, &a);
    if (c == 6) out[test_rand64() % 16] = 1;
}

/* n inputs of stride `stride`, valid unless `bad`; returns how many invalid */
static size_t fill(uint8_t *in, size_t stride, size_t n, bool bad)
{
    size_t invalid = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned c = bad ? (unsigned)(test_rand64() % KINDS) : (unsigned)(test_rand64() % 3);
        encode(in + i * stride, c);
        invalid += c >= 3;
    }
    return invalid;
}

TEST(lanes_eip2537_decode_g1_batch__matches_scalar_decoder)
{
    enum { NMAX = 27 };
    int kinds[3], ne = lanes_engines(kinds);
    uint8_t in[NMAX * G1B];
    bls381_g1_affine want[NMAX], got[NMAX];
    uint8_t ws[NMAX], gs[NMAX];
    size_t step = test_iters(100) >= 100 ? 1 : 4;
    for (size_t n = 0; n <= NMAX; n += step) {
        fill(in, G1B, n, true);
        for (size_t i = 0; i < n; i++) ws[i] = (uint8_t)bls381_eip2537_decode_g1(&want[i], in + i * G1B, true);
        for (int k = 0; k < ne; k++) {
            bls381_fp_x8_select(kinds[k]);
            memset(gs, 0xee, sizeof gs);
            bls381_eip2537_decode_g1_batch(got, gs, in, G1B, n);
            for (size_t i = 0; i < n; i++) {
                CHECK_LOOP(gs[i] == ws[i]);
                CHECK_LOOP(ws[i] != BLS381_OK || memcmp(&got[i], &want[i], sizeof got[i]) == 0);
            }
            if (n < NMAX) CHECK(gs[n] == 0xee); /* nothing past n */
        }
    }
    bls381_fp_x8_select(-1);
}

/* status and output of op on every engine, all equal */
static void same_on_every_engine(bool pairing, const uint8_t *in, size_t len, void *scratch, size_t size)
{
    int kinds[3], ne = lanes_engines(kinds);
    uint8_t want[G1B], got[G1B];
    bls381_status ws = BLS381_OK;
    for (int k = 0; k < ne; k++) {
        bls381_fp_x8_select(kinds[k]);
        memset(got, 0x5a, sizeof got);
        bls381_status st = pairing ? bls381_eip2537_pairing_check(got, in, len, NULL)
                                   : bls381_eip2537_g1msm(got, in, len, scratch, size, NULL);
        if (k == 0) {
            ws = st;
            memcpy(want, got, sizeof want);
        } else {
            CHECK(st == ws);
            CHECK_MEM(got, want, sizeof got);
        }
    }
    bls381_fp_x8_select(-1);
}

TEST(lanes_eip2537_g1msm__same_status_and_sum_on_every_engine)
{
    static const size_t ks[] = { 9, 16, 21 };
    enum { PAIR = BLS381_EIP2537_G1MSM_PAIR_BYTES, KMAX = 21 };
    uint8_t *in = malloc(KMAX * PAIR);
    size_t size = bls381_eip2537_g1msm_scratch_size(KMAX * PAIR, 1);
    void *scratch = malloc(size);
    REQUIRE(in && scratch);
    for (size_t t = 0; t < sizeof ks / sizeof ks[0]; t++) {
        size_t k = ks[t];
        fill(in, PAIR, k, false);
        for (size_t i = 0; i < k; i++) test_rand_bytes(in + i * PAIR + G1B, BLS381_EIP2537_SCALAR_BYTES);
        same_on_every_engine(false, in, k * PAIR, scratch, size);
        /* one invalid input, in a group of eight or in the remainder, then
         * a second one after it (the first decides the status) */
        for (unsigned c = 3; c < KINDS; c++) {
            size_t at = (size_t)(test_rand64() % k);
            encode(in + at * PAIR, c);
            same_on_every_engine(false, in, k * PAIR, scratch, size);
            if (at + 1 < k) {
                encode(in + (k - 1) * PAIR, 3);
                same_on_every_engine(false, in, k * PAIR, scratch, size);
            }
            fill(in + at * PAIR, PAIR, 1, false);
            fill(in + (k - 1) * PAIR, PAIR, 1, false);
        }
    }
    free(scratch);
    free(in);
}

TEST(lanes_eip2537_pairing_check__same_status_and_answer_on_every_engine)
{
    enum { PAIR = BLS381_EIP2537_PAIRING_PAIR_BYTES, K = 10 };
    uint8_t *in = malloc(K * PAIR);
    REQUIRE(in);
    bls381_g2 q;
    bls381_g2_affine qa;
    cu_rand_g2(&q);
    bls381_g2_to_affine(&qa, &q);
    /* pairs (P_i, Q) and (-P_i, Q): the product is 1 */
    for (size_t i = 0; i < K / 2; i++) {
        bls381_g1 p;
        bls381_g1_affine a;
        cu_rand_g1(&p);
        bls381_g1_to_affine(&a, &p);
        bls381_eip2537_encode_g1(in + i * PAIR, &a);
        bls381_g1_affine_neg(&a, &a);
        bls381_eip2537_encode_g1(in + (K - 1 - i) * PAIR, &a);
    }
    for (size_t i = 0; i < K; i++) bls381_eip2537_encode_g2(in + i * PAIR + G1B, &qa);
    same_on_every_engine(true, in, K * PAIR, NULL, 0);
    uint8_t out[32];
    CHECK(bls381_eip2537_pairing_check(out, in, K * PAIR, NULL) == BLS381_OK && out[31] == 1);
    /* an invalid G1 point, and a bad G2 point in an earlier pair */
    for (unsigned c = 3; c < KINDS; c++) {
        uint8_t save[PAIR];
        size_t at = 1 + (size_t)(test_rand64() % (K - 1));
        memcpy(save, in + at * PAIR, PAIR);
        encode(in + at * PAIR, c);
        same_on_every_engine(true, in, K * PAIR, NULL, 0);
        in[(at - 1) * PAIR + G1B] = 1; /* padding of the G2 point */
        same_on_every_engine(true, in, K * PAIR, NULL, 0);
        in[(at - 1) * PAIR + G1B] = 0;
        memcpy(in + at * PAIR, save, PAIR);
    }
    free(in);
}
