/* The bad-input contract of bls381_field.h (tests/contract.h): the decoders
 * at the modulus and above and NULL, the arithmetic on zero and empty batches. */
#include "contract.h"

TEST(contract_field_decoders__modulus_and_above_and_null)
{
    bls381_fp a;
    bls381_fr k;
    bls381_fp12 f;
    uint8_t b[BLS381_FP12_BYTES];
    uint64_t l[6];
    FILL(a); EXPECT_FAIL(bls381_fp_from_bytes(&a, P_BE), BLS381_ERR_ENCODING, a);
    memset(b, 0xff, 48);
    FILL(a); EXPECT_FAIL(bls381_fp_from_bytes(&a, b), BLS381_ERR_ENCODING, a);
    FILL(a); EXPECT_FAIL(bls381_fp_from_bytes(&a, NULL), BLS381_ERR_BADARGS, a);
    EXPECT_FAIL(bls381_fp_from_bytes(NULL, P_BE), BLS381_ERR_BADARGS, a);
    memset(l, 0xff, sizeof l);
    FILL(a); EXPECT_FAIL(bls381_fp_from_limbs(&a, l), BLS381_ERR_ENCODING, a);
    FILL(a); EXPECT_FAIL(bls381_fp_from_limbs(&a, NULL), BLS381_ERR_BADARGS, a);
    FILL(k); EXPECT_FAIL(bls381_fr_from_bytes(&k, R_BE), BLS381_ERR_ENCODING, k);
    FILL(k); EXPECT_FAIL(bls381_fr_from_bytes(&k, b), BLS381_ERR_ENCODING, k);
    FILL(k); EXPECT_FAIL(bls381_fr_from_bytes(&k, NULL), BLS381_ERR_BADARGS, k);
    EXPECT_FAIL(bls381_fr_from_bytes(NULL, R_BE), BLS381_ERR_BADARGS, k);
    FILL(k); EXPECT_FAIL(bls381_fr_from_limbs(&k, l), BLS381_ERR_ENCODING, k);
    FILL(k); EXPECT_FAIL(bls381_fr_from_limbs(&k, NULL), BLS381_ERR_BADARGS, k);
    /* Fp12: each of the twelve coefficients at p in turn */
    for (int i = 0; i < 12; i++) {
        memset(b, 0, sizeof b);
        memcpy(b + 48 * i, P_BE, 48);
        FILL(f); EXPECT_FAIL(bls381_fp12_from_bytes(&f, b), BLS381_ERR_ENCODING, f);
    }
    FILL(f); EXPECT_FAIL(bls381_fp12_from_bytes(&f, NULL), BLS381_ERR_BADARGS, f);
    EXPECT_FAIL(bls381_fp12_from_bytes(NULL, b), BLS381_ERR_BADARGS, f);
}

/* arithmetic on out-of-range values (no status) */
TEST(contract_field_arithmetic__empty_batches_and_zero)
{
    /* n = 0: nothing written */
    bls381_fp fa[1], fs[1] = { 0 };
    bls381_fr ra[1], rs[1] = { 0 };
    FILL(fa); FILL(ra);
    bls381_fp_batch_inv(fa, fs, 0, NULL);
    bls381_fr_batch_inv(ra, rs, 0, NULL);
    CHECK(UNTOUCHED(fa) && UNTOUCHED(ra));

    /* zero has no inverse: every inversion maps it to 0 */
    bls381_fp z, r;
    bls381_fp_set_zero(&z);
    bls381_fp_inv(&r, &z); CHECK(bls381_fp_is_zero(&r));
    bls381_fp_inv_vartime(&r, &z); CHECK(bls381_fp_is_zero(&r));
    bls381_fp_inv_bernstein_yang(&r, &z); CHECK(bls381_fp_is_zero(&r));
    bls381_fp_inv_by_fused(&r, &z); CHECK(bls381_fp_is_zero(&r));
    bls381_fp_inv_pornin(&r, &z); CHECK(bls381_fp_is_zero(&r));
    bls381_fp_inv_fermat(&r, &z); CHECK(bls381_fp_is_zero(&r));
    bls381_fr zr, rr;
    bls381_fr_set_zero(&zr);
    bls381_fr_inv(&rr, &zr); CHECK(bls381_fr_is_zero(&rr));
    bls381_fr_inv_vartime(&rr, &zr); CHECK(bls381_fr_is_zero(&rr));
    bls381_fr_inv_bernstein_yang(&rr, &zr); CHECK(bls381_fr_is_zero(&rr));
    bls381_fr_inv_by_fused(&rr, &zr); CHECK(bls381_fr_is_zero(&rr));
    bls381_fr_inv_pornin(&rr, &zr); CHECK(bls381_fr_is_zero(&rr));
    bls381_fr_inv_fermat(&rr, &zr); CHECK(bls381_fr_is_zero(&rr));
    bls381_fp2 z2, r2;
    bls381_fp2_set_zero(&z2);
    bls381_fp2_inv(&r2, &z2); CHECK(bls381_fp2_is_zero(&r2));
    bls381_fp2_inv_vartime(&r2, &z2); CHECK(bls381_fp2_is_zero(&r2));
    /* a failed square root leaves its output as it was */
    bls381_fp nr;
    bls381_fp_from_u64(&nr, 2);                   /* not a square: p = 3 mod 8 */
    CHECK(bls381_fp_legendre(&nr) == -1 && bls381_fp_legendre_vartime(&nr) == -1);
    FILL(r); CHECK(!bls381_fp_sqrt(&r, &nr) && UNTOUCHED(r));
}

/*
 * PRECONDITION: the functions below return void, bool or int on typed
 * values (pure arithmetic) and take no NULL pointer, a documented
 * precondition they do not check (SECURITY.md, "Validated at the boundary"). Their inputs have
 * no invalid encoding left to reject: field elements are reduced by
 * construction, zero inverts to zero.
 *
 * bls381_field.h:
 *   bls381_fp12_add bls381_fp12_cmov bls381_fp12_conj bls381_fp12_cyclotomic_sqr
 *   bls381_fp12_frobenius bls381_fp12_frobenius2 bls381_fp12_frobenius3 bls381_fp12_inv
 *   bls381_fp12_is_one bls381_fp12_is_zero bls381_fp12_mul bls381_fp12_mul_by_014
 *   bls381_fp12_neg bls381_fp12_set_zero bls381_fp12_sqr bls381_fp12_sub
 *   bls381_fp12_to_bytes bls381_fp2_add bls381_fp2_cmov bls381_fp2_conj bls381_fp2_dbl
 *   bls381_fp2_eq bls381_fp2_is_lexicographically_largest bls381_fp2_is_one bls381_fp2_mul
 *   bls381_fp2_mul_by_nonresidue bls381_fp2_mul_fp bls381_fp2_neg bls381_fp2_set_one
 *   bls381_fp2_sgn0 bls381_fp2_sqr bls381_fp2_sqrt bls381_fp2_sub bls381_fp6_add bls381_fp6_cmov
 *   bls381_fp6_dbl bls381_fp6_eq bls381_fp6_frobenius bls381_fp6_frobenius2 bls381_fp6_frobenius3
 *   bls381_fp6_inv bls381_fp6_is_one bls381_fp6_is_zero bls381_fp6_mul bls381_fp6_mul_by_01
 *   bls381_fp6_mul_by_1 bls381_fp6_mul_by_fp2 bls381_fp6_mul_by_nonresidue bls381_fp6_neg
 *   bls381_fp6_set_one bls381_fp6_set_zero bls381_fp6_sqr bls381_fp6_sub bls381_fp_cmov
 *   bls381_fp_cswap bls381_fp_dbl bls381_fp_eq bls381_fp_half
 *   bls381_fp_is_lexicographically_largest bls381_fp_is_odd bls381_fp_is_one bls381_fp_mul
 *   bls381_fp_neg bls381_fp_pow bls381_fp_pow_vartime bls381_fp_set_one bls381_fp_sqr bls381_fp_sub
 *   bls381_fp_to_limbs bls381_fr_add bls381_fr_cmov bls381_fr_cswap bls381_fr_dbl bls381_fr_eq
 *   bls381_fr_from_bytes_wide bls381_fr_from_u64 bls381_fr_is_one bls381_fr_mul bls381_fr_neg
 *   bls381_fr_pow bls381_fr_pow_vartime bls381_fr_sqr bls381_fr_sub bls381_fr_to_bytes
 *   bls381_fr_to_limbs
 */
