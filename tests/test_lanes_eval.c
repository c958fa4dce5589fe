/*
 * The blob evaluation's barycentric sum runs eight terms at a time on the
 * lane engine (kzg/eval_x8.c): bls381_kzg_eval_blob and _eval_poly give
 * the same value and status with the engine off, on the model and on IFMA
 * (where the CPU has it), at random z, at z = 0, at z in the domain (the
 * value path, no sum), and for blobs with a non-canonical element (in the
 * first, a middle or the last group of eight), which must give BADARGS
 * on every engine; compute_kzg_proof's y and proof likewise (on the model
 * at full scale only).
 */
#include "harness.h"
#include "lanes_util.h"
#include "kzg/kzg_internal.h"
#include "field/fp_x8.h"

#include <stdlib.h>

static void rand_blob(Blob *b)
{
    test_rand_bytes(b->bytes, sizeof b->bytes);
    for (size_t i = 0; i < FIELD_ELEMENTS_PER_BLOB; i++) b->bytes[32 * i] &= 0x3f;
}

/* eval_blob of b at z on every engine: all equal; the first engine's status */
static C_KZG_RET eval_everywhere(fr_t *y, const Blob *b, const fr_t *z)
{
    const KZGSettings *s = bls381_kzg_mainnet_settings();
    int kinds[3], ne = lanes_engines(kinds);
    C_KZG_RET want = C_KZG_ERROR;
    for (int k = 0; k < ne; k++) {
        fr_t got;
        bls381_fp_x8_select(kinds[k]);
        C_KZG_RET r = bls381_kzg_eval_blob(&got, b, z, s);
        if (k == 0) {
            want = r;
            *y = got;
        } else {
            CHECK(r == want);
            CHECK(r != C_KZG_OK || bls381_fr_eq(&got, y));
        }
    }
    bls381_fp_x8_select(-1);
    return want;
}

TEST(lanes_eval_blob__same_value_and_status_on_every_engine)
{
    const KZGSettings *s = bls381_kzg_mainnet_settings();
    Blob *b = malloc(sizeof *b);
    fr_t *poly = malloc(FIELD_ELEMENTS_PER_BLOB * sizeof *poly);
    REQUIRE(b && poly);
    rand_blob(b);
    REQUIRE(bls381_kzg_blob_to_poly(poly, b) == C_KZG_OK);
    fr_t z, y, yp;
    for (int t = 0; t < 4; t++) {
        uint8_t wide[64];
        test_rand_bytes(wide, sizeof wide);
        bls381_fr_from_bytes_wide(&z, wide);
        if (t == 1) bls381_fr_set_zero(&z);
        if (t == 2) z = s->brp_roots_of_unity[test_rand64() % FIELD_ELEMENTS_PER_BLOB];
        CHECK(eval_everywhere(&y, b, &z) == C_KZG_OK);
        bls381_kzg_eval_poly(&yp, poly, &z, s); /* the array form, on the default engine */
        CHECK(bls381_fr_eq(&y, &yp));
    }
    /* a non-canonical element (r itself, or all ones) in the first, a
     * middle or the last group */
    static const uint8_t r_be[32] = { 0x73, 0xed, 0xa7, 0x53, 0x29, 0x9d, 0x7d, 0x48, 0x33, 0x39, 0xd8,
                                      0x08, 0x09, 0xa1, 0xd8, 0x05, 0x53, 0xbd, 0xa4, 0x02, 0xff, 0xfe,
                                      0x5b, 0xfe, 0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00, 0x01 };
    size_t at[3] = { (size_t)(test_rand64() % 8), 8 + (size_t)(test_rand64() % 4080), FIELD_ELEMENTS_PER_BLOB - 1 };
    for (int i = 0; i < 3; i++) {
        uint8_t save[32];
        memcpy(save, b->bytes + 32 * at[i], 32);
        if (i == 1) memset(b->bytes + 32 * at[i], 0xff, 32);
        else memcpy(b->bytes + 32 * at[i], r_be, 32);
        CHECK(eval_everywhere(&y, b, &z) == C_KZG_BADARGS);
        memcpy(b->bytes + 32 * at[i], save, 32);
    }
    free(poly);
    free(b);
}

TEST(lanes_compute_kzg_proof__same_y_and_proof_on_every_engine)
{
    const KZGSettings *s = bls381_kzg_mainnet_settings();
    int kinds[3], ne = lanes_engines(kinds);
    Blob *b = malloc(sizeof *b);
    REQUIRE(b);
    rand_blob(b);
    Bytes32 z, y[3];
    KZGProof proof[3];
    test_rand_bytes(z.bytes, 32);
    z.bytes[0] &= 0x3f;
    for (int k = 0; k < ne; k++) {
        /* the model runs the proof's 4096-point MSM too: at full scale only
         * (the cross targets run it under qemu) */
        if (kinds[k] == BLS381_LANES_MODEL && test_iters(100) < 100) {
            proof[k] = proof[0];
            y[k] = y[0];
            continue;
        }
        bls381_fp_x8_select(kinds[k]);
        CHECK(compute_kzg_proof(&proof[k], &y[k], b, &z, s) == C_KZG_OK);
        if (k > 0) {
            CHECK_MEM(&y[k], &y[0], sizeof y[0]);
            CHECK_MEM(&proof[k], &proof[0], sizeof proof[0]);
        }
    }
    bls381_fp_x8_select(-1);
    free(b);
}
