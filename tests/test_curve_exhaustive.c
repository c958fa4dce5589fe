/* Exhaustive tests on small subgroups (STYLE.md, after secp256k1's
 * tests_exhaustive.c): 11 divides the cofactor of E1(Fp) and 13 that of
 * E2(Fp2), so Q = [#E / 11^2]R (resp. 13^2) for a random point R has order
 * 11 (13) unless it is infinity, and the real group code runs over every pair of multiples of Q:
 * a wrong result anywhere in the group law shows up as a broken table.
 * The points are off the prime-order subgroups, so the subgroup checks and
 * decoders must reject every one of them but infinity. */
#include "harness.h"
#include "curve_util.h"
#include "curve/curve.h"

#include <string.h>

/* h1 / 11^2 (big-endian), h1 = (x - 1)^2 / 3 the cofactor of G1. The
 * 11-part of E1(Fp) is Z/11 x Z/11 (exponent 11, not 121), so the
 * multiplier must drop both factors 11; the same for 13 in E2(Fp2)
 * (cu_rand_e2_order_13). */
static const uint8_t H1_DIV_121[15] = {
    0x79, 0x7d, 0xfb, 0xc5, 0x77, 0x30, 0x68, 0x62, 0x7a, 0xb7, 0x5c, 0x63, 0x70, 0x23, 0x43,
};

#define N1 11
#define N2 13

TEST(g1_exhaustive__order_11_subgroup)
{
    bls381_g1 r, q, m[N1 + 1], t;
    uint8_t n11 = N1;
    int tries = 0;
    do {
        REQUIRE(tries++ < 8);
        cu_rand_e1(&r);
        cu_naive_mul_g1(&q, &r, cu_r_bytes, 32);
        cu_naive_mul_g1(&q, &q, H1_DIV_121, sizeof H1_DIV_121);
    } while (bls381_g1_is_infinity(&q));
    cu_naive_mul_g1(&t, &q, &n11, 1);
    REQUIRE(bls381_g1_is_infinity(&t));          /* order exactly 11 */
    /* m[i] = [i]Q by repeated addition; m[11] must be infinity again */
    bls381_g1_set_infinity(&m[0]);
    for (int i = 1; i <= N1; i++) bls381_g1_add(&m[i], &m[i - 1], &q);
    CHECK(bls381_g1_is_infinity(&m[N1]));
    bls381_g1_affine a[N1];
    bls381_g1_batch_to_affine(a, m, N1);
    for (int i = 0; i < N1; i++) {
        bls381_g1 mi = m[i], back;
        cu_rescale_g1(&mi);
        CHECK_LOOP(bls381_g1_is_on_curve(&mi) && bls381_g1_affine_is_on_curve(&a[i]));
        bls381_g1_from_affine(&back, &a[i]);
        CHECK_LOOP(bls381_g1_eq(&back, &m[i]));
        bls381_g1_dbl(&t, &mi);
        CHECK_LOOP(bls381_g1_eq(&t, &m[2 * i % N1]));
        bls381_g1_neg(&t, &mi);
        CHECK_LOOP(bls381_g1_eq(&t, &m[(N1 - i) % N1]));
        bls381_g1_mul_by_x_abs(&t, &mi);                  /* |x| = -1 mod 11 */
        CHECK_LOOP(bls381_g1_eq(&t, &m[(N1 - i) % N1]));
        bls381_g1_clear_cofactor(&t, &mi);                /* 11 | 1 - x */
        CHECK_LOOP(bls381_g1_is_infinity(&t));
        CHECK_LOOP(bls381_g1_in_subgroup(&mi) == (i == 0));
        uint8_t c[48], u[96];
        bls381_g1_affine d;
        bls381_g1_compress(c, &a[i]);
        bls381_g1_serialize(u, &a[i]);
        CHECK_LOOP(bls381_g1_decompress_no_subgroup_check(&d, c) == BLS381_OK && bls381_g1_affine_eq(&d, &a[i]));
        CHECK_LOOP(bls381_g1_deserialize_no_subgroup_check(&d, u) == BLS381_OK && bls381_g1_affine_eq(&d, &a[i]));
        CHECK_LOOP(bls381_g1_decompress(&d, c) == (i == 0 ? BLS381_OK : BLS381_ERR_NOT_IN_SUBGROUP));
        for (int j = 0; j < N1; j++) {
            bls381_g1 mj = m[j];
            cu_rescale_g1(&mj);
            bls381_g1_add(&t, &mi, &mj);
            CHECK_LOOP(bls381_g1_eq(&t, &m[(i + j) % N1]) && bls381_g1_is_on_curve(&t));
            bls381_g1_add_affine(&t, &mi, &a[j]);
            CHECK_LOOP(bls381_g1_eq(&t, &m[(i + j) % N1]) && bls381_g1_is_on_curve(&t));
            bls381_g1_sub(&t, &mi, &mj);
            CHECK_LOOP(bls381_g1_eq(&t, &m[(i - j + N1) % N1]));
            CHECK_LOOP(bls381_g1_eq(&mi, &mj) == (i == j));
        }
        if (test_current_failures()) break;
    }
}

TEST(g2_exhaustive__order_13_subgroup)
{
    bls381_g2 q, m[N2 + 1], t;
    uint8_t n13 = N2;
    cu_rand_e2_order_13(&q);
    REQUIRE(!bls381_g2_is_infinity(&q));
    cu_naive_mul_g2(&t, &q, &n13, 1);
    REQUIRE(bls381_g2_is_infinity(&t));
    bls381_g2_set_infinity(&m[0]);
    for (int i = 1; i <= N2; i++) bls381_g2_add(&m[i], &m[i - 1], &q);
    CHECK(bls381_g2_is_infinity(&m[N2]));
    bls381_g2_affine a[N2];
    bls381_g2_batch_to_affine(a, m, N2);
    for (int i = 0; i < N2; i++) {
        bls381_g2 mi = m[i], back;
        cu_rescale_g2(&mi);
        CHECK_LOOP(bls381_g2_is_on_curve(&mi) && bls381_g2_affine_is_on_curve(&a[i]));
        bls381_g2_from_affine(&back, &a[i]);
        CHECK_LOOP(bls381_g2_eq(&back, &m[i]));
        bls381_g2_dbl(&t, &mi);
        CHECK_LOOP(bls381_g2_eq(&t, &m[2 * i % N2]));
        bls381_g2_neg(&t, &mi);
        CHECK_LOOP(bls381_g2_eq(&t, &m[(N2 - i) % N2]));
        bls381_g2_mul_by_x_abs(&t, &mi);                  /* |x| = 9 mod 13 */
        CHECK_LOOP(bls381_g2_eq(&t, &m[9 * i % N2]));
        bls381_g2_clear_cofactor(&t, &mi);                /* 13 | h_eff */
        CHECK_LOOP(bls381_g2_is_infinity(&t));
        CHECK_LOOP(bls381_g2_in_subgroup(&mi) == (i == 0));
        uint8_t c[96], u[192];
        bls381_g2_affine d;
        bls381_g2_compress(c, &a[i]);
        bls381_g2_serialize(u, &a[i]);
        CHECK_LOOP(bls381_g2_decompress_no_subgroup_check(&d, c) == BLS381_OK && bls381_g2_affine_eq(&d, &a[i]));
        CHECK_LOOP(bls381_g2_deserialize_no_subgroup_check(&d, u) == BLS381_OK && bls381_g2_affine_eq(&d, &a[i]));
        CHECK_LOOP(bls381_g2_decompress(&d, c) == (i == 0 ? BLS381_OK : BLS381_ERR_NOT_IN_SUBGROUP));
        for (int j = 0; j < N2; j++) {
            bls381_g2 mj = m[j];
            cu_rescale_g2(&mj);
            bls381_g2_add(&t, &mi, &mj);
            CHECK_LOOP(bls381_g2_eq(&t, &m[(i + j) % N2]) && bls381_g2_is_on_curve(&t));
            bls381_g2_add_affine(&t, &mi, &a[j]);
            CHECK_LOOP(bls381_g2_eq(&t, &m[(i + j) % N2]) && bls381_g2_is_on_curve(&t));
            bls381_g2_sub(&t, &mi, &mj);
            CHECK_LOOP(bls381_g2_eq(&t, &m[(i - j + N2) % N2]));
            CHECK_LOOP(bls381_g2_eq(&mi, &mj) == (i == j));
        }
        if (test_current_failures()) break;
    }
}
