/* The bad-input contract of bls381_curve.h (tests/contract.h): the point
 * decoders on every invalid class and NULL, the arithmetic on empty batches. */
#include "contract.h"

/* unchecked decoders accept a point outside the subgroup */
static bls381_status unchecked(bls381_status want) { return want == BLS381_ERR_NOT_IN_SUBGROUP ? BLS381_OK : want; }

TEST(contract_curve_decoders__every_invalid_class_and_null)
{
    bad_point c[NBAD], u[NBAD];
    bls381_g1_affine a;
    bls381_g2_affine b;
    contract_bad_g1(c, u);
    for (int i = 0; i < NBAD; i++) {
        FILL(a); EXPECT_FAIL(bls381_g1_decompress(&a, c[i].b), c[i].want, a);
        FILL(a); EXPECT_FAIL(bls381_g1_deserialize(&a, u[i].b), u[i].want, a);
        if (c[i].want != BLS381_ERR_NOT_IN_SUBGROUP) {
            FILL(a); EXPECT_FAIL(bls381_g1_decompress_no_subgroup_check(&a, c[i].b), unchecked(c[i].want), a);
        }
        if (u[i].want != BLS381_ERR_NOT_IN_SUBGROUP) {
            FILL(a); EXPECT_FAIL(bls381_g1_deserialize_no_subgroup_check(&a, u[i].b), unchecked(u[i].want), a);
        }
    }
    contract_bad_g2(c, u);
    for (int i = 0; i < NBAD; i++) {
        FILL(b); EXPECT_FAIL(bls381_g2_decompress(&b, c[i].b), c[i].want, b);
        FILL(b); EXPECT_FAIL(bls381_g2_deserialize(&b, u[i].b), u[i].want, b);
        if (c[i].want != BLS381_ERR_NOT_IN_SUBGROUP) {
            FILL(b); EXPECT_FAIL(bls381_g2_decompress_no_subgroup_check(&b, c[i].b), unchecked(c[i].want), b);
        }
        if (u[i].want != BLS381_ERR_NOT_IN_SUBGROUP) {
            FILL(b); EXPECT_FAIL(bls381_g2_deserialize_no_subgroup_check(&b, u[i].b), unchecked(u[i].want), b);
        }
    }
    uint8_t zero[192] = { 0 };
    zero[0] = 0xc0;
    FILL(a); EXPECT_FAIL(bls381_g1_decompress(NULL, zero), BLS381_ERR_BADARGS, a);
    FILL(a); EXPECT_FAIL(bls381_g1_decompress(&a, NULL), BLS381_ERR_BADARGS, a);
    FILL(a); EXPECT_FAIL(bls381_g1_deserialize(&a, NULL), BLS381_ERR_BADARGS, a);
    FILL(a); EXPECT_FAIL(bls381_g1_decompress_no_subgroup_check(&a, NULL), BLS381_ERR_BADARGS, a);
    FILL(a); EXPECT_FAIL(bls381_g1_deserialize_no_subgroup_check(&a, NULL), BLS381_ERR_BADARGS, a);
    EXPECT_FAIL(bls381_g1_deserialize(NULL, zero), BLS381_ERR_BADARGS, a);
    FILL(b); EXPECT_FAIL(bls381_g2_decompress(&b, NULL), BLS381_ERR_BADARGS, b);
    FILL(b); EXPECT_FAIL(bls381_g2_deserialize(&b, NULL), BLS381_ERR_BADARGS, b);
    FILL(b); EXPECT_FAIL(bls381_g2_decompress_no_subgroup_check(&b, NULL), BLS381_ERR_BADARGS, b);
    FILL(b); EXPECT_FAIL(bls381_g2_deserialize_no_subgroup_check(&b, NULL), BLS381_ERR_BADARGS, b);
    EXPECT_FAIL(bls381_g2_decompress(NULL, zero), BLS381_ERR_BADARGS, b);
    EXPECT_FAIL(bls381_g2_deserialize_no_subgroup_check(NULL, zero), BLS381_ERR_BADARGS, b);
}

/* arithmetic on out-of-range values (no status) */
TEST(contract_curve_arithmetic__empty_batches_and_any_scalar_bytes)
{
    /* n = 0: nothing written */
    bls381_g1_affine a1[1];
    bls381_g2_affine a2[1];
    bls381_g1 j1[1] = { 0 };
    bls381_g2 j2[1] = { 0 };
    FILL(a1); FILL(a2);
    bls381_g1_batch_to_affine(a1, j1, 0);
    bls381_g2_batch_to_affine(a2, j2, 0);
    CHECK(UNTOUCHED(a1) && UNTOUCHED(a2));

    /* scalars as bytes may be anything below 2^256: [2^256 - 1]P = [(2^256 - 1) mod r]P */
    uint8_t k[32];
    memset(k, 0xff, 32);
    bls381_g1 g, m1, m2;
    bls381_g1_generator(&g);
    bls381_g1_mul_bytes(&m1, &g, k);
    bls381_g1_mul_bytes_vartime(&m2, &g, k);
    CHECK(bls381_g1_eq(&m1, &m2));
    bls381_g2 h, n1, n2;
    bls381_g2_generator(&h);
    bls381_g2_mul_bytes(&n1, &h, k);
    bls381_g2_mul_bytes_vartime(&n2, &h, k);
    CHECK(bls381_g2_eq(&n1, &n2));
}

/*
 * PRECONDITION: the functions below return void, bool or int on typed
 * values (pure arithmetic) and take no NULL pointer, a documented
 * precondition they do not check (SECURITY.md, "Validated at the boundary"). Their inputs have
 * no invalid encoding left to reject: points off the curve or outside the
 * subgroup give defined answers.
 *
 * bls381_curve.h:
 *   bls381_g1_add bls381_g1_add_affine bls381_g1_affine_in_subgroup bls381_g1_affine_neg
 *   bls381_g1_clear_cofactor bls381_g1_cmov bls381_g1_dbl bls381_g1_from_affine
 *   bls381_g1_in_subgroup bls381_g1_is_infinity bls381_g1_is_on_curve bls381_g1_mul
 *   bls381_g1_mul_vartime bls381_g1_neg bls381_g1_set_infinity bls381_g1_sub bls381_g2_add
 *   bls381_g2_add_affine bls381_g2_affine_in_subgroup bls381_g2_affine_neg bls381_g2_clear_cofactor
 *   bls381_g2_cmov bls381_g2_dbl bls381_g2_from_affine bls381_g2_in_subgroup bls381_g2_is_infinity
 *   bls381_g2_is_on_curve bls381_g2_mul bls381_g2_mul_vartime bls381_g2_neg bls381_g2_set_infinity
 *   bls381_g2_sub
 */
