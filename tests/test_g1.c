#define _POSIX_C_SOURCE 200809L
/* G1 alone: the scalar multiplication against the Python oracle, the GLV
 * split, phi, the subgroup check against the order, cofactor clearing,
 * dbl_n. The laws G1 shares with G2 (group law, conversions, encodings,
 * the multiplications against double-and-add, XYZZ) are held by
 * tests/test_group_laws.c for both. */
#include "harness.h"
#include "curve_util.h"
#include "curve/curve.h"

#include <stdio.h>
#include <string.h>

static bls381_g1 inf(void)
{
    bls381_g1 o;
    bls381_g1_set_infinity(&o);
    return o;
}

/* (0, 2) is on the curve (0 + 4 = 2^2), of order 3 */
static bls381_g1 order3(void)
{
    bls381_g1 t3;
    bls381_fp_set_zero(&t3.x);
    bls381_fp_from_u64(&t3.y, 2);
    bls381_fp_set_one(&t3.z);
    return t3;
}

TEST(g1_mul__matches_python_oracle)
{
    char cmd[256];
    snprintf(cmd, sizeof cmd, "python3 %s mul %llu %d", test_data_path("oracle/curve_oracle.py"),
             (unsigned long long)(test_rand64() % 1000000), (int)test_iters(8));
    FILE *f = popen(cmd, "r");
    REQUIRE(f != NULL);
    char line[1024], kind[8], hk[80], hx[100], hy[100];
    int seen = 0;
    while (fgets(line, sizeof line, f)) {
        if (strncmp(line, "g1 ", 3) != 0) continue;
        REQUIRE(sscanf(line, "%7s %79s %99s %99s", kind, hk, hx, hy) == 4);
        uint8_t k[32], enc[96], got_enc[96];
        REQUIRE(test_hex(k, 32, hk) && test_hex(enc, 48, hx) && test_hex(enc + 48, 48, hy));
        bls381_g1 g, q;
        bls381_g1_affine qa;
        bls381_g1_generator(&g);
        bls381_g1_mul_bytes(&q, &g, k);
        bls381_g1_to_affine(&qa, &q);
        bls381_g1_serialize(got_enc, &qa);
        CHECK(memcmp(enc, got_enc, 96) == 0);
        bls381_g1_mul_bytes_vartime(&q, &g, k);
        bls381_g1_to_affine(&qa, &q);
        bls381_g1_serialize(got_enc, &qa);
        CHECK(memcmp(enc, got_enc, 96) == 0);
        seen++;
    }
    CHECK(pclose(f) == 0);
    CHECK(seen == (int)test_iters(8));
}

TEST(g1_scalar_split__recombines)
{
    /* k = k1 + k2 x^2 with k1, k2 < x^2, checked on the integers: the
     * recombination is done in Fr (x^2 < r) and compared with k. */
    static const uint64_t x_sq[4] = { 0x0000000100000000ULL, 0xac45a4010001a402ULL, 0, 0 };
    for (size_t i = 0; i < test_iters(2000); i++) {
        uint8_t kb[32];
        uint64_t k[4], k1[2], k2[2], l1[4] = { 0 }, l2[4] = { 0 };
        cu_special_scalar(kb, i);
        bls381_scalar_from_bytes(k, kb);
        bls381_scalar_split_glv(k1, k2, k);
        /* k1 < x^2 and k2 < x^2 */
        CHECK_LOOP(k1[1] < x_sq[1] || (k1[1] == x_sq[1] && k1[0] < x_sq[0]));
        CHECK_LOOP(k2[1] < x_sq[1] || (k2[1] == x_sq[1] && k2[0] < x_sq[0]));
        bls381_fr f1, f2, fx, fk, t;
        l1[0] = k1[0]; l1[1] = k1[1];
        l2[0] = k2[0]; l2[1] = k2[1];
        REQUIRE(bls381_fr_from_limbs(&f1, l1) == BLS381_OK);
        REQUIRE(bls381_fr_from_limbs(&f2, l2) == BLS381_OK);
        REQUIRE(bls381_fr_from_limbs(&fx, x_sq) == BLS381_OK);
        REQUIRE(bls381_fr_from_limbs(&fk, k) == BLS381_OK);
        bls381_fr_mul(&t, &f2, &fx);
        bls381_fr_add(&t, &t, &f1);
        CHECK_LOOP(bls381_fr_eq(&t, &fk));
    }
}

TEST(g1_phi__acts_as_minus_x_squared_on_g1)
{
    /* phi(P) = [-x^2]P = -[x^2]P, via the naive multiplication by x^2 */
    static const uint8_t x_sq[16] = {
        0xac, 0x45, 0xa4, 0x01, 0x00, 0x01, 0xa4, 0x02, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00,
    };
    bls381_g1 p, a, b;
    cu_rand_g1(&p);
    bls381_g1_phi(&a, &p);
    cu_naive_mul_g1(&b, &p, x_sq, 16);
    bls381_g1_neg(&b, &b);
    CHECK(bls381_g1_eq(&a, &b));
    /* phi^3 = identity on all of E(Fp) */
    cu_rand_e1(&p);
    bls381_g1_phi(&a, &p);
    bls381_g1_phi(&a, &a);
    bls381_g1_phi(&a, &a);
    CHECK(bls381_g1_eq(&a, &p));
    /* mul_by_x_abs agrees with the naive multiplication, off G1 too */
    static const uint8_t x_abs[8] = { 0xd2, 0x01, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00 };
    bls381_g1_mul_by_x_abs(&a, &p);
    cu_naive_mul_g1(&b, &p, x_abs, 8);
    CHECK(bls381_g1_eq(&a, &b));
}

TEST(g1_in_subgroup__agrees_with_order_check)
{
    for (size_t i = 0; i < test_iters(24); i++) {
        bls381_g1 p, t;
        if (i % 2) cu_rand_g1(&p); else cu_rand_e1(&p);
        cu_naive_mul_g1(&t, &p, cu_r_bytes, 32);
        bool by_order = bls381_g1_is_infinity(&t);
        CHECK_LOOP(by_order == (i % 2 == 1));
        CHECK_LOOP(bls381_g1_in_subgroup(&p) == by_order);
        bls381_g1_affine pa;
        bls381_g1_to_affine(&pa, &p);
        CHECK_LOOP(bls381_g1_affine_in_subgroup(&pa) == by_order);
    }
    bls381_g1 o = inf();
    CHECK(bls381_g1_in_subgroup(&o));
    bls381_g1 q = order3();
    CHECK(bls381_g1_is_on_curve(&q) && !bls381_g1_in_subgroup(&q));
}

TEST(g1_affine_in_subgroup_vartime__agrees_with_constant_time_test)
{
    bls381_g1 t3 = order3();
    for (size_t i = 0; i < test_iters(48); i++) {
        bls381_g1 p, t;
        /* G1; E1 (outside); G1 + a point of order 3; a point of small
         * order (the E1 point times r: its chain meets exceptional sums) */
        switch (i % 4) {
        case 0: cu_rand_g1(&p); break;
        case 1: cu_rand_e1(&p); break;
        case 2: cu_rand_g1(&p); bls381_g1_add(&p, &p, &t3); break;
        default: cu_rand_e1(&t); cu_naive_mul_g1(&p, &t, cu_r_bytes, 32); break;
        }
        bls381_g1_affine pa;
        bls381_g1_to_affine(&pa, &p);
        CHECK_LOOP(bls381_g1_affine_in_subgroup_vartime(&pa) == bls381_g1_affine_in_subgroup(&pa));
        CHECK_LOOP(bls381_g1_affine_in_subgroup_vartime(&pa) == (i % 4 == 0 || bls381_g1_is_infinity(&p)));
    }
    bls381_g1_affine o, q;
    memset(&o, 0, sizeof o);
    CHECK(bls381_g1_affine_in_subgroup_vartime(&o));
    bls381_g1_to_affine(&q, &t3);
    CHECK(!bls381_g1_affine_in_subgroup_vartime(&q));
    bls381_g1_affine_generator(&q);
    CHECK(bls381_g1_affine_in_subgroup_vartime(&q));
}

TEST(g1_clear_cofactor__matches_h_eff_and_lands_in_g1)
{
    for (size_t i = 0; i < test_iters(12); i++) {
        bls381_g1 p, want, got, t;
        cu_rand_e1(&p);
        bls381_g1_clear_cofactor(&got, &p);
        cu_naive_mul_g1(&want, &p, cu_g1_h_eff, sizeof cu_g1_h_eff);
        CHECK_LOOP(bls381_g1_eq(&got, &want));
        cu_naive_mul_g1(&t, &got, cu_r_bytes, 32);
        CHECK_LOOP(bls381_g1_is_infinity(&t));
        CHECK_LOOP(bls381_g1_in_subgroup(&got));
    }
    bls381_g1 o = inf(), t;
    bls381_g1_clear_cofactor(&t, &o);
    CHECK(bls381_g1_is_infinity(&t));
}

TEST(g1_dbl_n__matches_repeated_doubling_across_the_jacobian_switch)
{
    for (unsigned n = 0; n <= 12; n++) {
        bls381_g1 p, want, got;
        if (n % 3 == 2) bls381_g1_set_infinity(&p);
        else cu_rand_e1(&p);
        want = p;
        for (unsigned i = 0; i < n; i++) bls381_g1_dbl(&want, &want);
        bls381_g1_dbl_n(&got, &p, n);
        CHECK_LOOP(bls381_g1_eq(&got, &want) && bls381_g1_is_on_curve(&got));
        CHECK_LOOP(bls381_g1_is_infinity(&got) == bls381_g1_is_infinity(&p));
        bls381_g1_dbl_n(&p, &p, n);          /* in place */
        CHECK_LOOP(bls381_g1_eq(&p, &want));
    }
}

TEST(g1_mul_vartime__equals_constant_time_on_every_kind_of_point)
{
    /* Both compute [k1]P + [k2](-phi(P)) exactly, so they agree on every
     * point of the curve, in G1 or not; on G1 that is [k]P (checked against
     * double-and-add). The kinds: G1; E1 (outside G1); G1 + a point of
     * order 3; (0, 2) of order 3 and the E1 point times r, of small order
     * (exceptional sums while building the table: the projective path);
     * infinity. The scalars: 0, 1, 2, r-1, r, r+1, 2^256-1, 2^128-1, 2^128,
     * small ones and random ones. */
    bls381_g1 t3 = order3();
    for (size_t i = 0; i < test_iters(72); i++) {
        bls381_g1 p, t, want, got, naive;
        uint8_t k[32];
        switch (i % 6) {
        case 0: cu_rand_g1(&p); break;
        case 1: cu_rand_e1(&p); break;
        case 2: cu_rand_g1(&p); bls381_g1_add(&p, &p, &t3); break;
        case 3: p = t3; break;
        case 4: cu_rand_e1(&t); cu_naive_mul_g1(&p, &t, cu_r_bytes, 32); break;
        default: p = inf(); break;
        }
        if (i < 12) cu_special_scalar(k, i % 9);
        else if (i < 24) { memset(k, 0, 32); k[31] = (uint8_t)(i - 9); }
        else cu_special_scalar(k, i);
        bls381_g1_mul_bytes(&want, &p, k);
        bls381_g1_mul_bytes_vartime(&got, &p, k);
        CHECK_LOOP(bls381_g1_eq(&got, &want));
        CHECK_LOOP(bls381_g1_is_on_curve(&got));
        CHECK_LOOP(bls381_g1_is_infinity(&got) == bls381_g1_is_infinity(&want));
        if (i % 6 == 0) {                         /* [k]P = [k mod r]P on G1 */
            cu_naive_mul_g1(&naive, &p, k, 32);
            CHECK_LOOP(bls381_g1_eq(&got, &naive));
        }
        bls381_g1_mul_bytes_vartime(&p, &p, k);   /* in place */
        CHECK_LOOP(bls381_g1_eq(&p, &want));
    }
}

/* a point of kind i % 6, as the test above draws them */
static void point_of_kind(bls381_g1 *p, size_t i)
{
    bls381_g1 t, t3 = order3();
    switch (i % 6) {
    case 0: cu_rand_g1(p); break;
    case 1: cu_rand_e1(p); break;
    case 2: cu_rand_g1(p); bls381_g1_add(p, p, &t3); break;
    case 3: *p = t3; break;
    case 4: cu_rand_e1(&t); cu_naive_mul_g1(p, &t, cu_r_bytes, 32); break;
    default: *p = inf(); break;
    }
}

TEST(g1_mul2_vartime__equals_two_single_multiplications_on_every_kind_of_point)
{
    /* [k1]P1 + [k2]P2 in one chain against bls381_g1_mul_vartime twice and
     * an addition: both compute the GLV halves' sums exactly, so they agree
     * on every curve point (every pair of the kinds above); P2 = P1, -P1
     * and [3]P1 meet the mixed addition's exceptional cases; the scalars 0,
     * 1, r - 1 and random ones. */
    static const uint8_t r_minus_1[32] = { 0x73, 0xed, 0xa7, 0x53, 0x29, 0x9d, 0x7d, 0x48, 0x33, 0x39, 0xd8,
                                           0x08, 0x09, 0xa1, 0xd8, 0x05, 0x53, 0xbd, 0xa4, 0x02, 0xff, 0xfe,
                                           0x5b, 0xfe, 0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00, 0x00 };
    for (size_t i = 0; i < test_iters(108); i++) {
        bls381_g1 p1, p2, a, b, want, got;
        bls381_fr k[2];
        point_of_kind(&p1, i);
        switch ((i / 6) % 9) {
        case 6: p2 = p1; break;
        case 7: bls381_g1_neg(&p2, &p1); break;
        case 8: bls381_g1_dbl(&p2, &p1); bls381_g1_add(&p2, &p2, &p1); break;
        default: point_of_kind(&p2, i / 6); break;
        }
        for (int j = 0; j < 2; j++) {
            switch ((i / (j ? 7 : 3)) % 5) {
            case 0: bls381_fr_set_zero(&k[j]); break;
            case 1: bls381_fr_set_one(&k[j]); break;
            case 2: CHECK(bls381_fr_from_bytes(&k[j], r_minus_1) == BLS381_OK); break;
            default: cu_rand_fr(&k[j]); break;
            }
        }
        bls381_g1_mul_vartime(&a, &p1, &k[0]);
        bls381_g1_mul_vartime(&b, &p2, &k[1]);
        bls381_g1_add(&want, &a, &b);
        bls381_g1_mul2_vartime(&got, &p1, &k[0], &p2, &k[1]);
        CHECK_LOOP(bls381_g1_eq(&got, &want));
        CHECK_LOOP(bls381_g1_is_on_curve(&got));
    }
}

/* RCB 2016, Algorithm 9 for a = 0, b3 = 3b = 12, step by step as printed */
static void rcb_alg9_dbl(bls381_g1 *r, const bls381_g1 *a)
{
    bls381_fp t0, t1, t2, x3, y3, z3, b3;
    bls381_fp_from_u64(&b3, 12);
    bls381_fp_sqr(&t0, &a->y);
    bls381_fp_add(&z3, &t0, &t0);
    bls381_fp_add(&z3, &z3, &z3);
    bls381_fp_add(&z3, &z3, &z3);
    bls381_fp_mul(&t1, &a->y, &a->z);
    bls381_fp_sqr(&t2, &a->z);
    bls381_fp_mul(&t2, &b3, &t2);
    bls381_fp_mul(&x3, &t2, &z3);
    bls381_fp_add(&y3, &t0, &t2);
    bls381_fp_mul(&z3, &t1, &z3);
    bls381_fp_add(&t1, &t2, &t2);
    bls381_fp_add(&t2, &t1, &t2);
    bls381_fp_sub(&t0, &t0, &t2);
    bls381_fp_mul(&y3, &t0, &y3);
    bls381_fp_add(&y3, &x3, &y3);
    bls381_fp_mul(&t1, &a->x, &a->y);
    bls381_fp_mul(&x3, &t0, &t1);
    bls381_fp_add(&x3, &x3, &x3);
    r->x = x3;
    r->y = y3;
    r->z = z3;
}

TEST(g1_dbl__gives_rcb_algorithm_9s_coordinates)
{
    /* the same field values, not only the same point: random points of G1
     * and of E1 with random Z, infinity with Y = 1 and Y random, the order-3
     * point (0, 2), and the all-ones-word triple (any input: no crash, the
     * same arithmetic) */
    for (size_t i = 0; i < test_iters(200); i++) {
        bls381_g1 p, want, got, sum;
        switch (i % 5) {
        case 0: cu_rand_g1_fast(&p); cu_rescale_g1(&p); break;
        case 1: cu_rand_e1(&p); break;
        case 2: p = inf(); if (i % 2) cu_rand_fp(&p.y); break;
        case 3: p = order3(); cu_rescale_g1(&p); break;
        default: cu_rand_fp(&p.x); cu_rand_fp(&p.y); cu_rand_fp(&p.z); break;
        }
        rcb_alg9_dbl(&want, &p);
        bls381_g1_dbl(&got, &p);
        CHECK_LOOP(memcmp(&got, &want, sizeof got) == 0);
        if (i % 5 < 4) {                                  /* points of the curve */
            bls381_g1_add(&sum, &p, &p);
            CHECK_LOOP(bls381_g1_eq(&got, &sum) && bls381_g1_is_on_curve(&got));
            CHECK_LOOP(bls381_g1_is_infinity(&got) == bls381_g1_is_infinity(&p));
        }
        bls381_g1_dbl(&p, &p);                            /* in place */
        CHECK_LOOP(memcmp(&p, &want, sizeof p) == 0);
    }
}
