/* The bad-input contract of bls381_eip2537.h (tests/contract.h). */
#include "contract.h"

static void e_fp(uint8_t out[64], const bls381_fp *x)
{
    memset(out, 0, 16);
    bls381_fp_to_bytes(out + 16, x);
}

static void e_g1(uint8_t out[128], const bls381_g1_affine *p)
{
    e_fp(out, &p->x);
    e_fp(out + 64, &p->y);
}

static void e_g2(uint8_t out[256], const bls381_g2_affine *p)
{
    e_fp(out, &p->x.c0);
    e_fp(out + 64, &p->x.c1);
    e_fp(out + 128, &p->y.c0);
    e_fp(out + 192, &p->y.c1);
}

/* bad 128-byte G1 / 256-byte G2 encodings with their status (the last one,
 * outside the subgroup, is accepted by the additions) */
enum { NBAD_E = 5 };
static void bad_e_g1(uint8_t b[NBAD_E][128], bls381_status want[NBAD_E])
{
    bls381_g1_affine g, o;
    bls381_g1 t;
    bls381_g1_affine_generator(&g);
    cu_rand_e1(&t);
    bls381_g1_to_affine(&o, &t);
    for (int i = 0; i < NBAD_E; i++) e_g1(b[i], &g);
    b[0][3] = 1; want[0] = BLS381_ERR_PADDING;
    memcpy(b[1] + 16, P_BE, 48); want[1] = BLS381_ERR_ENCODING;
    memcpy(b[2] + 64 + 16, P_BE, 48); want[2] = BLS381_ERR_ENCODING;
    b[3][127] ^= 1; want[3] = BLS381_ERR_NOT_ON_CURVE;
    e_g1(b[4], &o); want[4] = BLS381_ERR_NOT_IN_SUBGROUP;
}

static void bad_e_g2(uint8_t b[NBAD_E][256], bls381_status want[NBAD_E])
{
    bls381_g2_affine g, o;
    bls381_g2 t;
    bls381_g2_affine_generator(&g);
    cu_rand_e2(&t);
    bls381_g2_to_affine(&o, &t);
    for (int i = 0; i < NBAD_E; i++) e_g2(b[i], &g);
    b[0][64 + 15] = 1; want[0] = BLS381_ERR_PADDING;
    memcpy(b[1] + 64 + 16, P_BE, 48); want[1] = BLS381_ERR_ENCODING;
    memcpy(b[2] + 192 + 16, P_BE, 48); want[2] = BLS381_ERR_ENCODING;
    b[3][255] ^= 1; want[3] = BLS381_ERR_NOT_ON_CURVE;
    e_g2(b[4], &o); want[4] = BLS381_ERR_NOT_IN_SUBGROUP;
}

TEST(contract_eip2537__lengths_encodings_subgroup_scratch_and_null)
{
    uint8_t g1b[NBAD_E][128], g2b[NBAD_E][256], in[2 * 384], out[256], good1[128], good2[256];
    bls381_status w1[NBAD_E], w2[NBAD_E];
    bad_e_g1(g1b, w1);
    bad_e_g2(g2b, w2);
    bls381_g1_affine g;
    bls381_g2_affine h;
    bls381_g1_affine_generator(&g);
    bls381_g2_affine_generator(&h);
    e_g1(good1, &g);
    e_g2(good2, &h);
    size_t s1 = bls381_eip2537_g1msm_scratch_size(2 * 160, 1), s2 = bls381_eip2537_g2msm_scratch_size(2 * 288, 1);
    void *sc1 = malloc(s1), *sc2 = malloc(s2);
    REQUIRE(sc1 && sc2);

    /* lengths: 0, one short, one long, for every operation */
    static const size_t unit[7] = { 256, 512, 160, 288, 384, 64, 128 };
    for (int op = 0; op < 7; op++) {
        size_t lens[3] = { 0, unit[op] - 1, unit[op] + 1 };
        memset(in, 0, sizeof in);
        for (int j = 0; j < 3; j++) {
            bls381_status st;
            FILL(out);
            switch (op) {
            case 0: st = bls381_eip2537_g1add(out, in, lens[j]); break;
            case 1: st = bls381_eip2537_g2add(out, in, lens[j]); break;
            case 2: st = bls381_eip2537_g1msm(out, in, lens[j], sc1, s1, NULL); break;
            case 3: st = bls381_eip2537_g2msm(out, in, lens[j], sc2, s2, NULL); break;
            case 4: st = bls381_eip2537_pairing_check(out, in, lens[j], NULL); break;
            case 5: st = bls381_eip2537_map_fp_to_g1(out, in, lens[j]); break;
            default: st = bls381_eip2537_map_fp2_to_g2(out, in, lens[j]); break;
            }
            if (st != BLS381_ERR_BADARGS || !UNTOUCHED(out))
                test_failf(__FILE__, __LINE__, "op %d length %zu: %s", op, lens[j], bls381_status_str(st));
        }
    }
    /* huge lengths that are multiples of the pair size: refused, nothing read */
    FILL(out); EXPECT_FAIL(bls381_eip2537_g1msm(out, in, SIZE_MAX / 160 * 160, sc1, s1, NULL), BLS381_ERR_BADARGS, out);
    FILL(out); EXPECT_FAIL(bls381_eip2537_g2msm(out, in, SIZE_MAX / 288 * 288, sc2, s2, NULL), BLS381_ERR_BADARGS, out);
    CHECK(bls381_eip2537_g1msm_scratch_size(SIZE_MAX / 160 * 160, 1) == SIZE_MAX);
    CHECK(bls381_eip2537_g2msm_scratch_size(SIZE_MAX / 288 * 288, 1) == SIZE_MAX);

    /* every bad point in every position of every operation */
    for (int i = 0; i < NBAD_E; i++) {
        bool sg = w1[i] == BLS381_ERR_NOT_IN_SUBGROUP;
        for (int pos = 0; pos < 2; pos++) {
            memcpy(in, pos ? good1 : g1b[i], 128);
            memcpy(in + 128, pos ? g1b[i] : good1, 128);
            FILL(out);
            bls381_status st = bls381_eip2537_g1add(out, in, 256);
            if (sg) CHECK(st == BLS381_OK);
            else EXPECT_FAIL(st, w1[i], out);
            memcpy(in + pos * 160, g1b[i], 128);
            memcpy(in + (1 - pos) * 160, good1, 128);
            memset(in + 128, 7, 32);
            memset(in + 160 + 128, 9, 32);
            FILL(out); EXPECT_FAIL(bls381_eip2537_g1msm(out, in, 320, sc1, s1, NULL), w1[i], out);
            /* pairing: G1 bad, G2 good, in pair 0 or 1 */
            memcpy(in + pos * 384, g1b[i], 128);
            memcpy(in + pos * 384 + 128, good2, 256);
            memcpy(in + (1 - pos) * 384, good1, 128);
            memcpy(in + (1 - pos) * 384 + 128, good2, 256);
            FILL(out); EXPECT_FAIL(bls381_eip2537_pairing_check(out, in, 768, NULL), w1[i], out);
        }
        sg = w2[i] == BLS381_ERR_NOT_IN_SUBGROUP;
        for (int pos = 0; pos < 2; pos++) {
            memcpy(in, pos ? good2 : g2b[i], 256);
            memcpy(in + 256, pos ? g2b[i] : good2, 256);
            FILL(out);
            bls381_status st = bls381_eip2537_g2add(out, in, 512);
            if (sg) CHECK(st == BLS381_OK);
            else EXPECT_FAIL(st, w2[i], out);
            memcpy(in + pos * 288, g2b[i], 256);
            memcpy(in + (1 - pos) * 288, good2, 256);
            memset(in + 256, 7, 32);
            memset(in + 288 + 256, 9, 32);
            FILL(out); EXPECT_FAIL(bls381_eip2537_g2msm(out, in, 576, sc2, s2, NULL), w2[i], out);
            memcpy(in + pos * 384, good1, 128);
            memcpy(in + pos * 384 + 128, g2b[i], 256);
            memcpy(in + (1 - pos) * 384, good1, 128);
            memcpy(in + (1 - pos) * 384 + 128, good2, 256);
            FILL(out); EXPECT_FAIL(bls381_eip2537_pairing_check(out, in, 768, NULL), w2[i], out);
        }
    }
    /* the maps: padding, x >= p (each half of Fp2) */
    memset(in, 0, 128);
    in[0] = 1;
    FILL(out); EXPECT_FAIL(bls381_eip2537_map_fp_to_g1(out, in, 64), BLS381_ERR_PADDING, out);
    FILL(out); EXPECT_FAIL(bls381_eip2537_map_fp2_to_g2(out, in, 128), BLS381_ERR_PADDING, out);
    memset(in, 0, 128);
    memcpy(in + 16, P_BE, 48);
    FILL(out); EXPECT_FAIL(bls381_eip2537_map_fp_to_g1(out, in, 64), BLS381_ERR_ENCODING, out);
    FILL(out); EXPECT_FAIL(bls381_eip2537_map_fp2_to_g2(out, in, 128), BLS381_ERR_ENCODING, out);
    memset(in, 0, 128);
    memcpy(in + 64 + 16, P_BE, 48);
    FILL(out); EXPECT_FAIL(bls381_eip2537_map_fp2_to_g2(out, in, 128), BLS381_ERR_ENCODING, out);

    /* NULL output, NULL input with a length, scratch short or NULL */
    memcpy(in, good1, 128);
    memcpy(in + 128, good1, 128);
    EXPECT_FAIL(bls381_eip2537_g1add(NULL, in, 256), BLS381_ERR_BADARGS, out);
    FILL(out); EXPECT_FAIL(bls381_eip2537_g1add(out, NULL, 256), BLS381_ERR_BADARGS, out);
    FILL(out); EXPECT_FAIL(bls381_eip2537_g2add(out, NULL, 512), BLS381_ERR_BADARGS, out);
    EXPECT_FAIL(bls381_eip2537_g2add(NULL, in, 512), BLS381_ERR_BADARGS, out);
    FILL(out); EXPECT_FAIL(bls381_eip2537_g1msm(out, NULL, 160, sc1, s1, NULL), BLS381_ERR_BADARGS, out);
    FILL(out); EXPECT_FAIL(bls381_eip2537_g1msm(out, in, 160, NULL, s1, NULL), BLS381_ERR_BADARGS, out);
    FILL(out); EXPECT_FAIL(bls381_eip2537_g1msm(out, in, 160, sc1,
                                                bls381_eip2537_g1msm_scratch_size(160, 1) - 1, NULL),
                           BLS381_ERR_BADARGS, out);
    EXPECT_FAIL(bls381_eip2537_g1msm(NULL, in, 160, sc1, s1, NULL), BLS381_ERR_BADARGS, out);
    FILL(out); EXPECT_FAIL(bls381_eip2537_g2msm(out, NULL, 288, sc2, s2, NULL), BLS381_ERR_BADARGS, out);
    FILL(out); EXPECT_FAIL(bls381_eip2537_g2msm(out, in, 288, NULL, s2, NULL), BLS381_ERR_BADARGS, out);
    FILL(out); EXPECT_FAIL(bls381_eip2537_pairing_check(out, NULL, 384, NULL), BLS381_ERR_BADARGS, out);
    EXPECT_FAIL(bls381_eip2537_pairing_check(NULL, in, 384, NULL), BLS381_ERR_BADARGS, out);
    FILL(out); EXPECT_FAIL(bls381_eip2537_map_fp_to_g1(out, NULL, 64), BLS381_ERR_BADARGS, out);
    EXPECT_FAIL(bls381_eip2537_map_fp_to_g1(NULL, in, 64), BLS381_ERR_BADARGS, out);
    FILL(out); EXPECT_FAIL(bls381_eip2537_map_fp2_to_g2(out, NULL, 128), BLS381_ERR_BADARGS, out);
    EXPECT_FAIL(bls381_eip2537_map_fp2_to_g2(NULL, in, 128), BLS381_ERR_BADARGS, out);

    /* gas: every length gives a price, the fixed ones ignore it */
    CHECK(bls381_eip2537_g1add_gas(0) == bls381_eip2537_g1add_gas(SIZE_MAX));
    CHECK(bls381_eip2537_g2add_gas(0) == bls381_eip2537_g2add_gas(SIZE_MAX));
    CHECK(bls381_eip2537_map_fp_to_g1_gas(0) == bls381_eip2537_map_fp_to_g1_gas(SIZE_MAX));
    CHECK(bls381_eip2537_map_fp2_to_g2_gas(0) == bls381_eip2537_map_fp2_to_g2_gas(SIZE_MAX));
    /* the price saturates instead of wrapping (only a 64-bit size_t reaches
     * it: above 2^57 bytes) */
    if ((uint64_t)SIZE_MAX > (UINT64_C(1) << 58)) {
        CHECK(bls381_eip2537_g1msm_gas(SIZE_MAX) == UINT64_MAX);
        CHECK(bls381_eip2537_g2msm_gas(SIZE_MAX) == UINT64_MAX);
        CHECK(bls381_eip2537_pairing_check_gas(SIZE_MAX) == UINT64_MAX);
    } else {
        CHECK(bls381_eip2537_pairing_check_gas(SIZE_MAX) == 32600 * (uint64_t)(SIZE_MAX / 384) + 37700);
        CHECK(bls381_eip2537_g1msm_gas(SIZE_MAX) > bls381_eip2537_g1msm_gas(SIZE_MAX / 2));
    }
    CHECK(bls381_eip2537_g1msm_gas(0) == 0 && bls381_eip2537_g2msm_gas(0) == 0);
    free(sc1);
    free(sc2);
}
