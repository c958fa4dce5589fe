/*
 * Batched G2 decompression on the eight-lane engine
 * (curve/g2_decompress_x8.c: Fp2 square roots in lanes, subgroup checks in
 * lanes) gives what the scalar decoder gives, point by point: random
 * batches of every size from 0 to 26 (multiples of 8 or not) of points of
 * G2, infinity, points of E2 outside G2 (random ones, and points of order
 * 13, which meet the subgroup chain's exceptional cases), with invalid
 * encodings inside (compression flag clear, infinity with the sign flag,
 * infinity with a body, x.c1 >= p, x.c0 >= p, an x with no y), the same
 * status, index and points as a loop over bls381_g2_decompress (or
 * _no_subgroup_check) stopping at the first error, with the engine off, on
 * the model and on IFMA (where the CPU has it).
 */
#include "harness.h"
#include "curve_util.h"
#include "lanes_util.h"
#include "bls381.h"
#include "curve/curve.h"

#include <string.h>

enum { ALL_KINDS = 10 };

/* one encoding of kind c: 0 a point of G2, 1 infinity, 2 a point of E2
 * outside G2, 3 a point of order 13; invalid: 4 compression flag clear,
 * 5 infinity with the sign flag, 6 infinity with a nonzero body,
 * 7 x.c1 >= p, 8 x.c0 >= p, 9 an x with no y */
static void encode(uint8_t *out, unsigned c)
{
    bls381_g2 p;
    bls381_g2_affine a;
    switch (c) {
    case 0: case 2: case 3: case 4: case 8:
        if (c == 2) cu_rand_e2(&p);
        else if (c == 3) cu_rand_e2_order_13(&p);
        else cu_rand_g2_fast(&p);
        bls381_g2_to_affine(&a, &p);
        bls381_g2_compress(out, &a);
        if (c == 4) out[0] &= 0x7f;
        if (c == 8) lanes_at_least_p(out + 48);
        return;
    case 1: case 5: case 6:
        memset(out, 0, 96);
        out[0] = 0xc0 | (c == 5 ? 0x20 : 0);
        if (c == 6) out[1 + test_rand64() % 95] = 1;
        return;
    case 7:
        lanes_at_least_p(out);
        out[0] = (uint8_t)((out[0] & 0x1f) | 0x80 | (test_rand64() & 1 ? 0x20 : 0));
        cu_rand_fp(&a.x.c0);
        bls381_fp_to_bytes(out + 48, &a.x.c0);
        return;
    default:
        for (;;) {
            bls381_g2_affine t;
            cu_rand_fp2(&a.x);
            bls381_fp_to_bytes(out, &a.x.c1);
            bls381_fp_to_bytes(out + 48, &a.x.c0);
            out[0] |= 0x80;
            if (bls381_g2_decompress_no_subgroup_check(&t, out) == BLS381_ERR_NOT_ON_CURVE) return;
        }
    }
}

static bls381_status one_g2(void *r, const uint8_t *in, bool subgroup)
{
    return subgroup ? bls381_g2_decompress(r, in) : bls381_g2_decompress_no_subgroup_check(r, in);
}

static bls381_status batch_g2(void *r, const uint8_t *in, size_t n, bool subgroup, size_t *bad)
{
    return bls381_g2_decompress_batch_vartime(r, in, n, subgroup, bad);
}

TEST(g2_decompress_batch_vartime__lanes_match_the_scalar_decoder)
{
    static const lanes_decoder g2 = { 96, sizeof(bls381_g2_affine), ALL_KINDS, encode, one_g2, batch_g2 };
    lanes_check_decoder(&g2, 26);
}
