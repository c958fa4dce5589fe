/*
 * The EIP-2537 G1 and G2 inputs are subgroup-checked eight at a time on
 * the lane engine (eip2537/decode_x8.c): the batch decoders give, point by
 * point, the status (and for valid points the point) of
 * bls381_eip2537_decode_g1 / _g2, and BLS12_G1MSM, BLS12_G2MSM and
 * BLS12_PAIRING_CHECK give the same status and output bytes with the
 * engine off, on the model and on IFMA (where the CPU has it), on inputs
 * whose sizes are not multiples of 8, with points outside the subgroup
 * (random ones of E1 or E2, and points of small order, which meet the lane
 * chains' exceptional cases: (0, 2) of order 3 in E1, order 13 in E2),
 * infinity, points off the curve and bad encodings inside a group of eight
 * or in the remainder.
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

enum { G1B = BLS381_EIP2537_G1_BYTES, G2B = BLS381_EIP2537_G2_BYTES, KINDS_G1 = 7, KINDS_G2 = 8 };

/* an encoded G1 input of kind c: 0 (and 1, twice as likely) a point of
 * G1, 2 infinity, 3 a point of E1 outside G1, 4 (0, 2) of order 3, 5 off
 * the curve, 6 nonzero padding */
static void encode_g1(uint8_t out[G1B], unsigned c)
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

/* an encoded G2 input of kind c: 0 (and 1) a point of G2, 2 infinity, 3 a
 * point of E2 outside G2, 4 a multiple of a point of order 13 (not
 * infinity), 5 off the curve, 6 nonzero padding, 7 a coordinate >= p */
static void encode_g2(uint8_t out[G2B], unsigned c)
{
    static bls381_g2 t13;
    static bool have_t13;
    bls381_g2 p;
    bls381_g2_affine a;
    bls381_fp2 one;
    switch (c) {
    case 2: memset(out, 0, G2B); return;
    case 3: cu_rand_e2(&p); break;
    case 4:
        if (!have_t13) cu_rand_e2_order_13(&t13), have_t13 = true;
        cu_naive_mul_g2(&p, &t13, (const uint8_t[]){ (uint8_t)(1 + test_rand64() % 12) }, 1);
        break;
    default: cu_rand_g2_fast(&p); break;
    }
    bls381_g2_to_affine(&a, &p);
    if (c == 5) {
        bls381_fp2_set_one(&one);
        bls381_fp2_add(&a.y, &a.y, &one);
    }
    bls381_eip2537_encode_g2(out, &a);
    if (c == 6) out[64 * (test_rand64() % 4) + test_rand64() % 16] = 1;
    if (c == 7) memset(out + 64 * (test_rand64() % 4) + 16, 0xff, 48);
}

static void encode(bool g2, uint8_t *out, unsigned c)
{
    if (g2) encode_g2(out, c);
    else encode_g1(out, c);
}

/* n inputs of stride `stride`, valid unless `bad` (then infinity one time
 * in sixteen, so that most groups of eight are eight finite points and go
 * through the lanes); returns how many invalid */
static size_t fill(bool g2, uint8_t *in, size_t stride, size_t n, bool bad)
{
    size_t invalid = 0;
    unsigned kinds = g2 ? KINDS_G2 : KINDS_G1;
    for (size_t i = 0; i < n; i++) {
        unsigned c = bad ? (unsigned)(test_rand64() % kinds) : test_rand64() % 16 ? 0 : 2;
        encode(g2, in + i * stride, c);
        invalid += c >= 3;
    }
    return invalid;
}

/* the batch decoder of G1 or G2 against its scalar decoder, on every engine */
static void decode_batch_matches(bool g2)
{
    enum { NMAX = 27 };
    int kinds[3], ne = lanes_engines(kinds);
    size_t unit = g2 ? G2B : G1B, size = g2 ? sizeof(bls381_g2_affine) : sizeof(bls381_g1_affine);
    uint8_t in[NMAX * G2B];
    bls381_g2_affine want[NMAX], got[NMAX]; /* room for either group's points */
    uint8_t ws[NMAX], gs[NMAX];
    size_t step = test_iters(100) >= 100 ? 1 : 4;
    for (size_t n = 0; n <= NMAX; n += step) {
        fill(g2, in, unit, n, true);
        for (size_t i = 0; i < n; i++) {
            void *w = (uint8_t *)want + i * size;
            ws[i] = (uint8_t)(g2 ? bls381_eip2537_decode_g2(w, in + i * unit, true)
                                 : bls381_eip2537_decode_g1(w, in + i * unit, true));
        }
        for (int k = 0; k < ne; k++) {
            bls381_fp_x8_select(kinds[k]);
            memset(gs, 0xee, sizeof gs);
            if (g2) bls381_eip2537_decode_g2_batch(got, gs, in, unit, n);
            else bls381_eip2537_decode_g1_batch((bls381_g1_affine *)(void *)got, gs, in, unit, n);
            for (size_t i = 0; i < n; i++) {
                CHECK_LOOP(gs[i] == ws[i]);
                CHECK_LOOP(ws[i] != BLS381_OK || memcmp((uint8_t *)got + i * size, (uint8_t *)want + i * size, size) == 0);
            }
            if (n < NMAX) CHECK(gs[n] == 0xee); /* nothing past n */
        }
    }
    bls381_fp_x8_select(-1);
}

TEST(lanes_eip2537_decode_g1_batch__matches_scalar_decoder) { decode_batch_matches(false); }
TEST(lanes_eip2537_decode_g2_batch__matches_scalar_decoder) { decode_batch_matches(true); }

enum { OP_G1MSM, OP_G2MSM, OP_PAIRING };

/* status and output of op on every engine, all equal; returns the status */
static bls381_status same_on_every_engine(int op, const uint8_t *in, size_t len, void *scratch, size_t size)
{
    int kinds[3], ne = lanes_engines(kinds);
    uint8_t want[G2B], got[G2B];
    bls381_status ws = BLS381_OK;
    for (int k = 0; k < ne; k++) {
        bls381_fp_x8_select(kinds[k]);
        memset(got, 0x5a, sizeof got);
        bls381_status st = op == OP_PAIRING ? bls381_eip2537_pairing_check(got, in, len, NULL)
                           : op == OP_G1MSM ? bls381_eip2537_g1msm(got, in, len, scratch, size, NULL)
                                            : bls381_eip2537_g2msm(got, in, len, scratch, size, NULL);
        if (k == 0) {
            ws = st;
            memcpy(want, got, sizeof want);
        } else {
            CHECK(st == ws);
            CHECK_MEM(got, want, sizeof got);
        }
    }
    bls381_fp_x8_select(-1);
    return ws;
}

/* the status of an input of kind c >= 3 (encode_g1, encode_g2) */
static bls381_status status_of(unsigned c)
{
    return c <= 4 ? BLS381_ERR_NOT_IN_SUBGROUP : c == 5 ? BLS381_ERR_NOT_ON_CURVE
         : c == 6 ? BLS381_ERR_PADDING : BLS381_ERR_ENCODING;
}

/* the MSM of G1 or G2 on k pairs for each k of ks, valid, then with one
 * invalid input of each kind at a random place (in a group of eight or in
 * the remainder), then a second one after it (the first decides the
 * status) */
static void msm_same_on_every_engine(bool g2, const size_t *ks, size_t nks)
{
    size_t pair = g2 ? BLS381_EIP2537_G2MSM_PAIR_BYTES : BLS381_EIP2537_G1MSM_PAIR_BYTES;
    size_t unit = g2 ? G2B : G1B, kmax = 0, size = 0;
    /* the largest input and scratch (not always the largest input's: the
     * MSM's window depends on k) */
    for (size_t t = 0; t < nks; t++) {
        size_t need = g2 ? bls381_eip2537_g2msm_scratch_size(ks[t] * pair, 1)
                         : bls381_eip2537_g1msm_scratch_size(ks[t] * pair, 1);
        kmax = ks[t] > kmax ? ks[t] : kmax;
        size = need > size ? need : size;
    }
    uint8_t *in = malloc(kmax * pair);
    void *scratch = malloc(size);
    REQUIRE(in && scratch);
    int op = g2 ? OP_G2MSM : OP_G1MSM;
    for (size_t t = 0; t < nks; t++) {
        size_t k = ks[t];
        fill(g2, in, pair, k, false);
        for (size_t i = 0; i < k; i++) test_rand_bytes(in + i * pair + unit, BLS381_EIP2537_SCALAR_BYTES);
        CHECK(same_on_every_engine(op, in, k * pair, scratch, size) == BLS381_OK);
        for (unsigned c = 3; c < (g2 ? KINDS_G2 : KINDS_G1); c++) {
            size_t at = (size_t)(test_rand64() % k);
            encode(g2, in + at * pair, c);
            CHECK_LOOP(same_on_every_engine(op, in, k * pair, scratch, size) == status_of(c));
            if (at + 1 < k) {
                encode(g2, in + (k - 1) * pair, 3);
                CHECK_LOOP(same_on_every_engine(op, in, k * pair, scratch, size) == status_of(c));
            }
            fill(g2, in + at * pair, pair, 1, false);
            fill(g2, in + (k - 1) * pair, pair, 1, false);
        }
    }
    free(scratch);
    free(in);
}

TEST(lanes_eip2537_g1msm__same_status_and_sum_on_every_engine)
{
    static const size_t ks[] = { 9, 16, 21 };
    msm_same_on_every_engine(false, ks, sizeof ks / sizeof ks[0]);
}

TEST(lanes_eip2537_g2msm__same_status_and_sum_on_every_engine)
{
    static const size_t ks[] = { 1, 7, 8, 9, 17 };
    msm_same_on_every_engine(true, ks, sizeof ks / sizeof ks[0]);
}

/* k pairs (P_i, Q_i), (-P_i, Q_i): a product of 1 (k even; for odd k the
 * last pair is (P, infinity)) */
static void pairing_input(uint8_t *in, size_t k)
{
    enum { PAIR = BLS381_EIP2537_PAIRING_PAIR_BYTES };
    for (size_t i = 0; i + 1 < k; i += 2) {
        bls381_g1 p;
        bls381_g1_affine a;
        bls381_g2 q;
        bls381_g2_affine qa;
        cu_rand_g1_fast(&p);
        bls381_g1_to_affine(&a, &p);
        cu_rand_g2_fast(&q);
        bls381_g2_to_affine(&qa, &q);
        bls381_eip2537_encode_g1(in + i * PAIR, &a);
        bls381_g1_affine_neg(&a, &a);
        bls381_eip2537_encode_g1(in + (i + 1) * PAIR, &a);
        bls381_eip2537_encode_g2(in + i * PAIR + G1B, &qa);
        bls381_eip2537_encode_g2(in + (i + 1) * PAIR + G1B, &qa);
    }
    if (k % 2) {
        encode_g1(in + (k - 1) * PAIR, 0);
        encode_g2(in + (k - 1) * PAIR + G1B, 2);
    }
}

TEST(lanes_eip2537_pairing_check__same_status_and_answer_on_every_engine)
{
    static const size_t ks[] = { 1, 7, 8, 9, 10, 17 };
    enum { PAIR = BLS381_EIP2537_PAIRING_PAIR_BYTES, KMAX = 17 };
    uint8_t *in = malloc(KMAX * PAIR);
    REQUIRE(in);
    for (size_t t = 0; t < sizeof ks / sizeof ks[0]; t++) {
        size_t k = ks[t];
        pairing_input(in, k);
        CHECK(same_on_every_engine(OP_PAIRING, in, k * PAIR, NULL, 0) == BLS381_OK);
        uint8_t out[32];
        CHECK(bls381_eip2537_pairing_check(out, in, k * PAIR, NULL) == BLS381_OK && out[31] == 1);
        /* an invalid G1 point, then also a bad G2 point (padding) in the
         * pair before it (or the last pair); an invalid G2 point, then also
         * a bad G1 point there: the first failing pair decides, its G1
         * point before its G2 point */
        for (unsigned c = 3; c < KINDS_G2; c++) {
            uint8_t save[2][PAIR];
            size_t at = (size_t)(test_rand64() % k), other = at ? at - 1 : k - 1;
            memcpy(save[0], in + at * PAIR, PAIR);
            memcpy(save[1], in + other * PAIR, PAIR);
            if (c < KINDS_G1) {
                encode_g1(in + at * PAIR, c);
                CHECK_LOOP(same_on_every_engine(OP_PAIRING, in, k * PAIR, NULL, 0) == status_of(c));
                in[other * PAIR + G1B] = 1; /* padding of the G2 point */
                CHECK_LOOP(same_on_every_engine(OP_PAIRING, in, k * PAIR, NULL, 0) ==
                           (other < at ? BLS381_ERR_PADDING : status_of(c)));
                memcpy(in + at * PAIR, save[0], PAIR);
                memcpy(in + other * PAIR, save[1], PAIR);
            }
            encode_g2(in + at * PAIR + G1B, c);
            CHECK_LOOP(same_on_every_engine(OP_PAIRING, in, k * PAIR, NULL, 0) == status_of(c));
            encode_g1(in + other * PAIR, 3);
            CHECK_LOOP(same_on_every_engine(OP_PAIRING, in, k * PAIR, NULL, 0) ==
                       (other <= at ? BLS381_ERR_NOT_IN_SUBGROUP : status_of(c)));
            memcpy(in + at * PAIR, save[0], PAIR);
            memcpy(in + other * PAIR, save[1], PAIR);
        }
    }
    free(in);
}
