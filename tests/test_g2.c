#define _POSIX_C_SOURCE 200809L
/* G2 alone: the scalar multiplication against the Python oracle, the GLV
 * split, psi, the subgroup check against the order, cofactor clearing,
 * dbl_n. The laws G2 shares with G1 (group law, conversions, encodings,
 * the multiplications against double-and-add, XYZZ) are held by
 * tests/test_group_laws.c for both. */
#include "harness.h"
#include "curve_util.h"
#include "curve/curve.h"

#include <stdio.h>
#include <string.h>

static bls381_g2 inf(void)
{
    bls381_g2 o;
    bls381_g2_set_infinity(&o);
    return o;
}

TEST(g2_mul__matches_python_oracle)
{
    char cmd[256];
    snprintf(cmd, sizeof cmd, "python3 %s mul %llu %d", test_data_path("oracle/curve_oracle.py"),
             (unsigned long long)(test_rand64() % 1000000), (int)test_iters(8));
    FILE *f = popen(cmd, "r");
    REQUIRE(f != NULL);
    char line[1024], kind[8], hk[80], h[4][100];
    int seen = 0;
    while (fgets(line, sizeof line, f)) {
        if (strncmp(line, "g2 ", 3) != 0) continue;
        REQUIRE(sscanf(line, "%7s %79s %99s %99s %99s %99s", kind, hk, h[0], h[1], h[2], h[3]) == 6);
        /* the oracle prints c0 c1; the encoding is x.c1 x.c0 y.c1 y.c0 */
        uint8_t k[32], enc[192], got_enc[192];
        REQUIRE(test_hex(k, 32, hk) && test_hex(enc, 48, h[1]) && test_hex(enc + 48, 48, h[0]) &&
                test_hex(enc + 96, 48, h[3]) && test_hex(enc + 144, 48, h[2]));
        bls381_g2 g, q;
        bls381_g2_affine qa;
        bls381_g2_generator(&g);
        bls381_g2_mul_bytes(&q, &g, k);
        bls381_g2_to_affine(&qa, &q);
        bls381_g2_serialize(got_enc, &qa);
        CHECK(memcmp(enc, got_enc, 192) == 0);
        bls381_g2_mul_bytes_vartime(&q, &g, k);
        bls381_g2_to_affine(&qa, &q);
        bls381_g2_serialize(got_enc, &qa);
        CHECK(memcmp(enc, got_enc, 192) == 0);
        seen++;
    }
    CHECK(pclose(f) == 0);
    CHECK(seen == (int)test_iters(8));
}

TEST(g2_scalar_split__recombines)
{
    /* k = d0 + d1|x| + d2|x|^2 + d3|x|^3 with d_i < |x|, checked by Horner
     * in Fr */
    for (size_t i = 0; i < test_iters(2000); i++) {
        uint8_t kb[32];
        uint64_t k[4], d[4];
        cu_special_scalar(kb, i);
        bls381_scalar_from_bytes(k, kb);
        bls381_scalar_split_gls(d, k);
        bls381_fr acc, fx, fd, fk;
        bls381_fr_from_u64(&fx, BLS381_X_ABS);
        bls381_fr_set_zero(&acc);
        for (int s = 3; s >= 0; s--) {
            CHECK_LOOP(d[s] < BLS381_X_ABS);
            bls381_fr_mul(&acc, &acc, &fx);
            bls381_fr_from_u64(&fd, d[s]);
            bls381_fr_add(&acc, &acc, &fd);
        }
        REQUIRE(bls381_fr_from_limbs(&fk, k) == BLS381_OK);
        CHECK_LOOP(bls381_fr_eq(&acc, &fk));
    }
}

TEST(g2_psi__acts_as_x_on_g2)
{
    static const uint8_t x_abs[8] = { 0xd2, 0x01, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00 };
    bls381_g2 p, a, b;
    cu_rand_g2(&p);
    /* psi(P) = [x]P = -[|x|]P and psi^2(P) = [x^2]P on G2 */
    bls381_g2_psi(&a, &p);
    cu_naive_mul_g2(&b, &p, x_abs, 8);
    bls381_g2_neg(&b, &b);
    CHECK(bls381_g2_eq(&a, &b));
    bls381_g2_psi2(&a, &p);
    cu_naive_mul_g2(&b, &b, x_abs, 8);
    bls381_g2_neg(&b, &b);
    CHECK(bls381_g2_eq(&a, &b));
    /* on all of E'(Fp2): psi2 = psi o psi, psi maps to the curve, and
     * mul_by_x_abs agrees with the naive multiplication */
    cu_rand_e2(&p);
    bls381_g2_psi(&a, &p);
    CHECK(bls381_g2_is_on_curve(&a));
    bls381_g2_psi(&a, &a);
    bls381_g2_psi2(&b, &p);
    CHECK(bls381_g2_eq(&a, &b));
    bls381_g2_mul_by_x_abs(&a, &p);
    cu_naive_mul_g2(&b, &p, x_abs, 8);
    CHECK(bls381_g2_eq(&a, &b));
}

TEST(g2_in_subgroup__agrees_with_order_check)
{
    for (size_t i = 0; i < test_iters(24); i++) {
        bls381_g2 p, t;
        if (i % 2) cu_rand_g2(&p); else cu_rand_e2(&p);
        cu_naive_mul_g2(&t, &p, cu_r_bytes, 32);
        bool by_order = bls381_g2_is_infinity(&t);
        CHECK_LOOP(by_order == (i % 2 == 1));
        CHECK_LOOP(bls381_g2_in_subgroup(&p) == by_order);
        bls381_g2_affine pa;
        bls381_g2_to_affine(&pa, &p);
        CHECK_LOOP(bls381_g2_affine_in_subgroup(&pa) == by_order);
    }
    bls381_g2 o = inf();
    CHECK(bls381_g2_in_subgroup(&o));
}

TEST(g2_clear_cofactor__matches_h_eff_and_lands_in_g2)
{
    for (size_t i = 0; i < test_iters(12); i++) {
        bls381_g2 p, want, got, t;
        cu_rand_e2(&p);
        bls381_g2_clear_cofactor(&got, &p);
        cu_naive_mul_g2(&want, &p, cu_g2_h_eff, sizeof cu_g2_h_eff);
        CHECK_LOOP(bls381_g2_eq(&got, &want));
        cu_naive_mul_g2(&t, &got, cu_r_bytes, 32);
        CHECK_LOOP(bls381_g2_is_infinity(&t));
        CHECK_LOOP(bls381_g2_in_subgroup(&got));
    }
    bls381_g2 o = inf(), t;
    bls381_g2_clear_cofactor(&t, &o);
    CHECK(bls381_g2_is_infinity(&t));
}

TEST(g2_dbl_n__matches_repeated_doubling_across_the_jacobian_switch)
{
    for (unsigned n = 0; n <= 12; n++) {
        bls381_g2 p, want, got;
        if (n % 3 == 2) bls381_g2_set_infinity(&p);
        else cu_rand_e2(&p);
        want = p;
        for (unsigned i = 0; i < n; i++) bls381_g2_dbl(&want, &want);
        bls381_g2_dbl_n(&got, &p, n);
        CHECK_LOOP(bls381_g2_eq(&got, &want) && bls381_g2_is_on_curve(&got));
        CHECK_LOOP(bls381_g2_is_infinity(&got) == bls381_g2_is_infinity(&p));
        bls381_g2_dbl_n(&p, &p, n);
        CHECK_LOOP(bls381_g2_eq(&p, &want));
    }
}
