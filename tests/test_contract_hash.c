/* The bad-input contract of bls381_hash.h and bls381_h2c.h (tests/contract.h). */
#include "contract.h"

TEST(contract_hash_h2c__lengths_empty_dst_and_null)
{
    uint8_t out[8200], prk[32] = { 1 };
    static const uint8_t msg[] = "msg", dst[] = "DST";
    FILL(out); EXPECT_FAIL(bls381_expand_message_xmd(out, 0, msg, 3, dst, 3), BLS381_ERR_BADARGS, out);
    FILL(out); EXPECT_FAIL(bls381_expand_message_xmd(out, 8161, msg, 3, dst, 3), BLS381_ERR_BADARGS, out);
    FILL(out); EXPECT_FAIL(bls381_expand_message_xmd(out, SIZE_MAX, msg, 3, dst, 3), BLS381_ERR_BADARGS, out);
    FILL(out); EXPECT_FAIL(bls381_expand_message_xmd(out, 32, msg, 3, dst, 0), BLS381_ERR_BADARGS, out);
    FILL(out); EXPECT_FAIL(bls381_expand_message_xmd(out, 32, NULL, 3, dst, 3), BLS381_ERR_BADARGS, out);
    FILL(out); EXPECT_FAIL(bls381_expand_message_xmd(out, 32, msg, 3, NULL, 3), BLS381_ERR_BADARGS, out);
    EXPECT_FAIL(bls381_expand_message_xmd(NULL, 32, msg, 3, dst, 3), BLS381_ERR_BADARGS, out);
    FILL(out); CHECK(bls381_expand_message_xmd(out, 8160, NULL, 0, dst, 3) == BLS381_OK);
    FILL(out); EXPECT_FAIL(bls381_hkdf_sha256_expand(out, 8161, prk, 32, msg, 3), BLS381_ERR_BADARGS, out);
    FILL(out); EXPECT_FAIL(bls381_hkdf_sha256_expand(out, SIZE_MAX, prk, 32, msg, 3), BLS381_ERR_BADARGS, out);
    FILL(out); EXPECT_FAIL(bls381_hkdf_sha256_expand(out, 32, NULL, 32, msg, 3), BLS381_ERR_BADARGS, out);
    FILL(out); EXPECT_FAIL(bls381_hkdf_sha256_expand(out, 32, prk, 32, NULL, 3), BLS381_ERR_BADARGS, out);
    EXPECT_FAIL(bls381_hkdf_sha256_expand(NULL, 32, prk, 32, msg, 3), BLS381_ERR_BADARGS, out);

    bls381_fp u[5];
    bls381_fp2 u2[3];
    FILL(u); EXPECT_FAIL(bls381_hash_to_field_fp(u, 0, msg, 3, dst, 3), BLS381_ERR_BADARGS, u);
    FILL(u); EXPECT_FAIL(bls381_hash_to_field_fp(u, 5, msg, 3, dst, 3), BLS381_ERR_BADARGS, u);
    FILL(u); EXPECT_FAIL(bls381_hash_to_field_fp(u, SIZE_MAX, msg, 3, dst, 3), BLS381_ERR_BADARGS, u);
    FILL(u); EXPECT_FAIL(bls381_hash_to_field_fp(u, 2, msg, 3, dst, 0), BLS381_ERR_BADARGS, u);
    FILL(u); EXPECT_FAIL(bls381_hash_to_field_fp(u, 2, NULL, 3, dst, 3), BLS381_ERR_BADARGS, u);
    EXPECT_FAIL(bls381_hash_to_field_fp(NULL, 2, msg, 3, dst, 3), BLS381_ERR_BADARGS, u);
    FILL(u2); EXPECT_FAIL(bls381_hash_to_field_fp2(u2, 0, msg, 3, dst, 3), BLS381_ERR_BADARGS, u2);
    FILL(u2); EXPECT_FAIL(bls381_hash_to_field_fp2(u2, 3, msg, 3, dst, 3), BLS381_ERR_BADARGS, u2);
    FILL(u2); EXPECT_FAIL(bls381_hash_to_field_fp2(u2, 2, msg, 3, NULL, 3), BLS381_ERR_BADARGS, u2);
    EXPECT_FAIL(bls381_hash_to_field_fp2(NULL, 1, msg, 3, dst, 3), BLS381_ERR_BADARGS, u2);

    bls381_g1 p;
    bls381_g2 q;
    FILL(p); EXPECT_FAIL(bls381_hash_to_g1(&p, msg, 3, dst, 0), BLS381_ERR_BADARGS, p);
    FILL(p); EXPECT_FAIL(bls381_hash_to_g1(&p, NULL, 3, dst, 3), BLS381_ERR_BADARGS, p);
    FILL(p); EXPECT_FAIL(bls381_hash_to_g1(&p, msg, 3, NULL, 3), BLS381_ERR_BADARGS, p);
    EXPECT_FAIL(bls381_hash_to_g1(NULL, msg, 3, dst, 3), BLS381_ERR_BADARGS, p);
    FILL(p); EXPECT_FAIL(bls381_encode_to_g1(&p, msg, 3, dst, 0), BLS381_ERR_BADARGS, p);
    FILL(p); EXPECT_FAIL(bls381_encode_to_g1(&p, NULL, 3, dst, 3), BLS381_ERR_BADARGS, p);
    EXPECT_FAIL(bls381_encode_to_g1(NULL, msg, 3, dst, 3), BLS381_ERR_BADARGS, p);
    FILL(q); EXPECT_FAIL(bls381_hash_to_g2(&q, msg, 3, dst, 0), BLS381_ERR_BADARGS, q);
    FILL(q); EXPECT_FAIL(bls381_hash_to_g2(&q, NULL, 3, dst, 3), BLS381_ERR_BADARGS, q);
    EXPECT_FAIL(bls381_hash_to_g2(NULL, msg, 3, dst, 3), BLS381_ERR_BADARGS, q);
    FILL(q); EXPECT_FAIL(bls381_encode_to_g2(&q, msg, 3, NULL, 3), BLS381_ERR_BADARGS, q);
    FILL(q); EXPECT_FAIL(bls381_encode_to_g2(&q, msg, 3, dst, 0), BLS381_ERR_BADARGS, q);
    EXPECT_FAIL(bls381_encode_to_g2(NULL, msg, 3, dst, 3), BLS381_ERR_BADARGS, q);

    /* the void hashing functions: NULL data with length 0 is allowed */
    uint8_t d1[32], d2[32];
    bls381_sha256(d1, NULL, 0);
    bls381_sha256_ctx c;
    bls381_sha256_init(&c);
    bls381_sha256_update(&c, NULL, 0);
    bls381_sha256_final(&c, d2);
    CHECK_MEM(d1, d2, 32);
    bls381_hmac_sha256(d1, NULL, 0, NULL, 0);
    bls381_hmac_sha256_ctx hc;
    bls381_hmac_sha256_init(&hc, NULL, 0);
    bls381_hmac_sha256_update(&hc, NULL, 0);
    bls381_hmac_sha256_final(&hc, d2);
    CHECK_MEM(d1, d2, 32);
    bls381_hkdf_sha256_extract(d1, NULL, 0, NULL, 0);
    bls381_hkdf_sha256_extract(d2, (const uint8_t[32]){ 0 }, 32, NULL, 0); /* empty salt = 32 zeros */
    CHECK_MEM(d1, d2, 32);
    /* the maps take any field element: 0 and -1 give points of the curve */
    bls381_g1_affine a;
    bls381_g2_affine b;
    bls381_fp z;
    bls381_fp2 z2;
    bls381_fp_set_zero(&z);
    bls381_fp2_set_zero(&z2);
    bls381_map_to_curve_g1(&a, &z);
    bls381_map_to_curve_g2(&b, &z2);
    CHECK(bls381_g1_affine_is_on_curve(&a) && bls381_g2_affine_is_on_curve(&b));
}
