/*
 * Batched G1 decompression and subgroup checks on the eight-lane engine
 * (curve/g1_decompress_x8.c, curve/subgroup_x8.c) give what the scalar
 * decoder gives, point by point: random batches of every size from 0 to 40
 * (multiples of 8 or not) of points of G1, infinity, points of E1 outside
 * G1 (random ones, and (0, 2) of order 3, which meets the chain's
 * exceptional cases), with invalid encodings inside (bad flags, infinity
 * with a body, x >= p, x with no y), the same status, index and points as
 * a loop over bls381_g1_decompress stopping at the first error, with the
 * engine off, on the model and on IFMA (where the CPU has it).
 */
#include "harness.h"
#include "curve_util.h"
#include "lanes_util.h"
#include "bls381.h"
#include "curve/curve.h"

#include <string.h>

enum { VALID_KINDS = 4, ALL_KINDS = 9 };

/* one encoding of kind c: 0 a point of G1, 1 infinity, 2 a point of E1
 * outside G1, 3 (0, +-2) of order 3; invalid: 4 compression flag clear,
 * 5 infinity with the sign flag, 6 infinity with a nonzero body, 7 x >= p,
 * 8 an x with no y */
static void encode(uint8_t *out, unsigned c)
{
    bls381_g1 p;
    bls381_g1_affine a;
    switch (c) {
    case 0: case 2: case 4:
        if (c == 2) cu_rand_e1(&p);
        else cu_rand_g1(&p);
        bls381_g1_to_affine(&a, &p);
        bls381_g1_compress(out, &a);
        if (c == 4) out[0] &= 0x7f;
        return;
    case 3:
        memset(out, 0, 48);
        out[0] = (uint8_t)(0x80 | (test_rand64() & 1 ? 0x20 : 0));
        return;
    case 1: case 5: case 6:
        memset(out, 0, 48);
        out[0] = 0xc0 | (c == 5 ? 0x20 : 0);
        if (c == 6) out[1 + test_rand64() % 47] = 1;
        return;
    case 7:
        lanes_at_least_p(out);
        out[0] = (uint8_t)((out[0] & 0x1f) | 0x80);
        return;
    default: {
        bls381_fp x;
        cu_rand_x_off_e1(&x);
        bls381_fp_to_bytes(out, &x);
        out[0] |= 0x80;
    }
    }
}

static bls381_status one_g1(void *r, const uint8_t *in, bool subgroup)
{
    return subgroup ? bls381_g1_decompress(r, in) : bls381_g1_decompress_no_subgroup_check(r, in);
}

static bls381_status batch_g1(void *r, const uint8_t *in, size_t n, bool subgroup, size_t *bad)
{
    return bls381_g1_decompress_batch_vartime(r, in, n, subgroup, bad);
}

TEST(g1_decompress_batch_vartime__lanes_match_the_scalar_decoder)
{
    static const lanes_decoder g1 = { 48, sizeof(bls381_g1_affine), ALL_KINDS, encode, one_g1, batch_g1 };
    lanes_check_decoder(&g1, 40);
}

TEST(g1_in_subgroup_x8_vartime__matches_the_scalar_check)
{
    int kinds[3], ne = lanes_engines(kinds);
    unsigned ins = 0, outs = 0;
    for (int trial = 0; trial < 24; trial++) {
        bls381_g1_affine pts[8];
        const bls381_g1_affine *pp[8];
        unsigned want = 0;
        for (int k = 0; k < 8; k++) {
            uint8_t enc[48];
            unsigned c = (unsigned)((test_rand64() + (uint64_t)trial) % VALID_KINDS);
            encode(enc, c);
            REQUIRE(bls381_g1_decompress_no_subgroup_check(&pts[k], enc) == BLS381_OK);
            pp[k] = &pts[k];
            bool in = bls381_g1_affine_in_subgroup(&pts[k]);
            want |= (unsigned)in << k;
            in ? ins++ : outs++;
        }
        for (int e = 1; e < ne; e++) {
            bls381_fp_x8_select(kinds[e]);
            CHECK_LOOP(bls381_g1_in_subgroup_x8_vartime(bls381_fp_x8_get(), pp) == want);
        }
        bls381_fp_x8_select(-1);
    }
    CHECK(ins > 0 && outs > 0);
}
