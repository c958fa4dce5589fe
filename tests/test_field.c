#define _POSIX_C_SOURCE 200809L
/* Fp and Fr: known answers from an independent oracle (Python's integers),
 * ring identities on random inputs, and the canonical-encoding checks. */
#include "harness.h"
#include "field/field.h"

#include <stdio.h>
#include <stdlib.h>

static void rand_fp(bls381_fp *r)
{
    uint8_t b[48];
    do {
        test_rand_bytes(b, sizeof b);
        b[0] &= 0x1f;
    } while (bls381_fp_from_bytes(r, b) != BLS381_OK);
}

static void rand_fr(bls381_fr *r)
{
    uint8_t b[32];
    do {
        test_rand_bytes(b, sizeof b);
        b[0] &= 0x7f;
    } while (bls381_fr_from_bytes(r, b) != BLS381_OK);
}

TEST(field_oracle__fp_and_fr_match_python)
{
    char cmd[256];
    snprintf(cmd, sizeof cmd, "python3 %s %llu %d", test_data_path("oracle/field_oracle.py"),
             (unsigned long long)(test_rand64() % 1000000), (int)test_iters(2000));
    FILE *f = popen(cmd, "r");
    REQUIRE(f != NULL);
    char line[1024];
    int lines = 0;
    while (fgets(line, sizeof line, f)) {
        char field[4], hx[8][100];
        int leg;
        if (sscanf(line, "%3s %99s %99s %99s %99s %99s %99s %99s %d", field, hx[0], hx[1], hx[2],
                   hx[3], hx[4], hx[5], hx[6], &leg) != 9) {
            test_failf(__FILE__, __LINE__, "bad oracle line: %s", line);
            break;
        }
        lines++;
        if (field[0] == 'p') {
            uint8_t in[7][48], out[48];
            bls381_fp v[7], t;
            for (int k = 0; k < 6; k++) {
                REQUIRE(test_hex(in[k], 48, hx[k]));
                REQUIRE(bls381_fp_from_bytes(&v[k], in[k]) == BLS381_OK);
            }
            bls381_fp_add(&t, &v[0], &v[1]); bls381_fp_to_bytes(out, &t); CHECK_MEM(out, in[2], 48);
            bls381_fp_sub(&t, &v[0], &v[1]); bls381_fp_to_bytes(out, &t); CHECK_MEM(out, in[3], 48);
            bls381_fp_mul(&t, &v[0], &v[1]); bls381_fp_to_bytes(out, &t); CHECK_MEM(out, in[4], 48);
            bls381_fp_inv(&t, &v[0]); bls381_fp_to_bytes(out, &t); CHECK_MEM(out, in[5], 48);
            bool ok = bls381_fp_sqrt(&t, &v[0]);
            CHECK(ok == (hx[6][0] != '-'));
            if (ok) {
                bls381_fp_to_bytes(out, &t);
                REQUIRE(test_hex(in[6], 48, hx[6]));
                bls381_fp neg;
                uint8_t out2[48];
                bls381_fp_neg(&neg, &t);
                bls381_fp_to_bytes(out2, &neg);
                CHECK(memcmp(out, in[6], 48) == 0 || memcmp(out2, in[6], 48) == 0);
            }
            CHECK(bls381_fp_legendre(&v[0]) == leg);
        } else {
            uint8_t in[6][32], out[32];
            bls381_fr v[6], t;
            for (int k = 0; k < 6; k++) {
                REQUIRE(test_hex(in[k], 32, hx[k]));
                REQUIRE(bls381_fr_from_bytes(&v[k], in[k]) == BLS381_OK);
            }
            bls381_fr_add(&t, &v[0], &v[1]); bls381_fr_to_bytes(out, &t); CHECK_MEM(out, in[2], 32);
            bls381_fr_sub(&t, &v[0], &v[1]); bls381_fr_to_bytes(out, &t); CHECK_MEM(out, in[3], 32);
            bls381_fr_mul(&t, &v[0], &v[1]); bls381_fr_to_bytes(out, &t); CHECK_MEM(out, in[4], 32);
            bls381_fr_inv(&t, &v[0]); bls381_fr_to_bytes(out, &t); CHECK_MEM(out, in[5], 32);
        }
        if (test_current_failures()) break;
    }
    CHECK(pclose(f) == 0);
    CHECK(lines >= 2 * (int)test_iters(2000));
}

TEST(fp_identities__hold_on_random_inputs)
{
    for (size_t i = 0; i < test_iters(20000); i++) {
        bls381_fp a, b, c, t1, t2, t3, one;
        rand_fp(&a); rand_fp(&b); rand_fp(&c);
        bls381_fp_set_one(&one);
        /* distributivity a*(b+c) = a*b + a*c */
        bls381_fp_add(&t1, &b, &c); bls381_fp_mul(&t1, &a, &t1);
        bls381_fp_mul(&t2, &a, &b); bls381_fp_mul(&t3, &a, &c); bls381_fp_add(&t2, &t2, &t3);
        CHECK_LOOP(bls381_fp_eq(&t1, &t2));
        /* sqr = mul, neg, half, dbl */
        bls381_fp_sqr(&t1, &a); bls381_fp_mul(&t2, &a, &a);
        CHECK_LOOP(bls381_fp_eq(&t1, &t2));
        bls381_fp_neg(&t1, &a); bls381_fp_add(&t1, &t1, &a);
        CHECK_LOOP(bls381_fp_is_zero(&t1));
        bls381_fp_half(&t1, &a); bls381_fp_dbl(&t1, &t1);
        CHECK_LOOP(bls381_fp_eq(&t1, &a));
        /* a * 1/a = 1 */
        bls381_fp_inv(&t1, &a); bls381_fp_mul(&t1, &t1, &a);
        CHECK_LOOP(bls381_fp_eq(&t1, &one));
        /* (a-b)+b = a */
        bls381_fp_sub(&t1, &a, &b); bls381_fp_add(&t1, &t1, &b);
        CHECK_LOOP(bls381_fp_eq(&t1, &a));
    }
}

TEST(fr_identities__hold_on_random_inputs)
{
    for (size_t i = 0; i < test_iters(20000); i++) {
        bls381_fr a, b, c, t1, t2, t3;
        rand_fr(&a); rand_fr(&b); rand_fr(&c);
        bls381_fr_add(&t1, &b, &c); bls381_fr_mul(&t1, &a, &t1);
        bls381_fr_mul(&t2, &a, &b); bls381_fr_mul(&t3, &a, &c); bls381_fr_add(&t2, &t2, &t3);
        CHECK_LOOP(bls381_fr_eq(&t1, &t2));
        bls381_fr_inv(&t1, &a); bls381_fr_mul(&t1, &t1, &a);
        CHECK_LOOP(bls381_fr_is_one(&t1));
        bls381_fr_neg(&t1, &a); bls381_fr_add(&t1, &t1, &a);
        CHECK_LOOP(bls381_fr_is_zero(&t1));
    }
}

TEST(fp_from_bytes__rejects_every_noncanonical_value)
{
    /* p itself, p+1, the all-ones string, p with flag bits, and p + random */
    static const char *p_hex = "1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab";
    uint8_t b[48], keep[48];
    bls381_fp r;
    bls381_fp_from_u64(&r, 7);
    memcpy(keep, &r, sizeof keep);
    REQUIRE(test_hex(b, 48, p_hex));
    CHECK(bls381_fp_from_bytes(&r, b) == BLS381_ERR_ENCODING);
    b[47]++;
    CHECK(bls381_fp_from_bytes(&r, b) == BLS381_ERR_ENCODING);
    memset(b, 0xff, 48);
    CHECK(bls381_fp_from_bytes(&r, b) == BLS381_ERR_ENCODING);
    CHECK(memcmp(keep, &r, sizeof keep) == 0); /* untouched on error */
    REQUIRE(test_hex(b, 48, p_hex));
    b[47]--; /* p - 1 is fine */
    CHECK(bls381_fp_from_bytes(&r, b) == BLS381_OK);
    for (size_t i = 0; i < test_iters(10000); i++) {
        test_rand_bytes(b, 48);
        b[0] = (uint8_t)(0x1a + 1 + b[0] % (0xff - 0x1a)); /* top byte above p's */
        CHECK_LOOP(bls381_fp_from_bytes(&r, b) == BLS381_ERR_ENCODING);
    }
}

TEST(fr_from_bytes__rejects_every_noncanonical_value)
{
    static const char *r_hex = "73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001";
    uint8_t b[32];
    bls381_fr r;
    REQUIRE(test_hex(b, 32, r_hex));
    CHECK(bls381_fr_from_bytes(&r, b) == BLS381_ERR_ENCODING);
    b[31] = 0; /* r - 1 */
    CHECK(bls381_fr_from_bytes(&r, b) == BLS381_OK);
    for (size_t i = 0; i < test_iters(10000); i++) {
        test_rand_bytes(b, 32);
        b[0] = (uint8_t)(0x74 + b[0] % (0x100 - 0x74));
        CHECK_LOOP(bls381_fr_from_bytes(&r, b) == BLS381_ERR_ENCODING);
    }
}

TEST(fr_from_bytes_wide__matches_two_step_reduction)
{
    /* x = hi*2^256 + lo: compare with hi*2^256 computed as hi * (2^128)^2 */
    for (size_t i = 0; i < test_iters(2000); i++) {
        uint8_t w[64], z[64] = { 0 };
        test_rand_bytes(w, 64);
        bls381_fr a, hi, lo, t, two128;
        bls381_fr_from_bytes_wide(&a, w);
        memcpy(z + 32, w + 32, 32);
        bls381_fr_from_bytes_wide(&lo, z);
        memset(z, 0, 64);
        memcpy(z + 32, w, 32);
        bls381_fr_from_bytes_wide(&hi, z);
        uint64_t e[4] = { 0, 0, 1, 0 };
        bls381_fr_from_limbs(&two128, e) == BLS381_OK ? (void)0 : test_fail(__FILE__, __LINE__, "2^128");
        bls381_fr_mul(&t, &hi, &two128);
        bls381_fr_mul(&t, &t, &two128);
        bls381_fr_add(&t, &t, &lo);
        CHECK_LOOP(bls381_fr_eq(&t, &a));
    }
}

TEST(fp_batch_inv__zeros_map_to_zero_and_others_invert)
{
    bls381_fp a[37], r[37], s[37], t;
    for (int i = 0; i < 37; i++) {
        if (i % 5 == 0) bls381_fp_set_zero(&a[i]); else rand_fp(&a[i]);
    }
    bls381_fp_batch_inv(r, a, 37, NULL);
    for (int i = 0; i < 37; i++) {
        bls381_fp_inv(&t, &a[i]);
        CHECK(bls381_fp_eq(&t, &r[i]));
    }
    memcpy(r, a, sizeof a);
    bls381_fp_batch_inv(r, r, 37, s); /* in place with scratch */
    for (int i = 0; i < 37; i++) {
        bls381_fp_inv(&t, &a[i]);
        CHECK(bls381_fp_eq(&t, &r[i]));
    }
}

TEST(fp_pow__ct_and_vartime_agree)
{
    for (size_t i = 0; i < test_iters(200); i++) {
        bls381_fp a, x, y;
        uint64_t e[6];
        rand_fp(&a);
        test_rand_bytes(e, sizeof e);
        size_t n = 1 + test_rand64() % 6;
        if (i == 0) memset(e, 0, sizeof e);
        bls381_fp_pow(&x, &a, e, n);
        bls381_fp_pow_vartime(&y, &a, e, n);
        CHECK_LOOP(bls381_fp_eq(&x, &y));
    }
    /* a^(p-1) = 1 */
    bls381_fp a, x;
    rand_fp(&a);
    uint64_t pm1[6];
    memcpy(pm1, bls381_fp_modulus, sizeof pm1);
    pm1[0] -= 1;
    bls381_fp_pow(&x, &a, pm1, 6);
    CHECK(bls381_fp_is_one(&x));
}

TEST(fp_lexicographic__boundary_at_half_p)
{
    static const char *half = "0d0088f51cbff34d258dd3db21a5d66bb23ba5c279c2895fb39869507b587b120f55ffff58a9ffffdcff7fffffffd555";
    uint8_t b[48];
    bls381_fp x;
    REQUIRE(test_hex(b, 48, half));
    REQUIRE(bls381_fp_from_bytes(&x, b) == BLS381_OK);
    CHECK(!bls381_fp_is_lexicographically_largest(&x));
    b[47]++;
    REQUIRE(bls381_fp_from_bytes(&x, b) == BLS381_OK);
    CHECK(bls381_fp_is_lexicographically_largest(&x));
    bls381_fp_set_zero(&x);
    CHECK(!bls381_fp_is_lexicographically_largest(&x));
    CHECK(!bls381_fp_is_odd(&x));
    bls381_fp_set_one(&x);
    CHECK(bls381_fp_is_odd(&x));
}

static void rand_fp2(bls381_fp2 *r) { rand_fp(&r->c0); rand_fp(&r->c1); }

TEST(fp2_identities__hold_on_random_inputs)
{
    for (size_t i = 0; i < test_iters(5000); i++) {
        bls381_fp2 a, b, c, t1, t2, t3;
        rand_fp2(&a); rand_fp2(&b); rand_fp2(&c);
        bls381_fp2_add(&t1, &b, &c); bls381_fp2_mul(&t1, &a, &t1);
        bls381_fp2_mul(&t2, &a, &b); bls381_fp2_mul(&t3, &a, &c); bls381_fp2_add(&t2, &t2, &t3);
        CHECK_LOOP(bls381_fp2_eq(&t1, &t2));
        bls381_fp2_sqr(&t1, &a); bls381_fp2_mul(&t2, &a, &a);
        CHECK_LOOP(bls381_fp2_eq(&t1, &t2));
        bls381_fp2_inv(&t1, &a); bls381_fp2_mul(&t1, &t1, &a);
        CHECK_LOOP(bls381_fp2_is_one(&t1));
        /* u^2 = -1: (a*u)*u = -a */
        bls381_fp2 u = { .c1 = bls381_fp_one_mont };
        bls381_fp2_mul(&t1, &a, &u); bls381_fp2_mul(&t1, &t1, &u); bls381_fp2_add(&t1, &t1, &a);
        CHECK_LOOP(bls381_fp2_is_zero(&t1));
        /* nonresidue = multiplication by 1 + u */
        bls381_fp2 nr = { bls381_fp_one_mont, bls381_fp_one_mont };
        bls381_fp2_mul(&t1, &a, &nr); bls381_fp2_mul_by_nonresidue(&t2, &a);
        CHECK_LOOP(bls381_fp2_eq(&t1, &t2));
        /* conj is the p-power map: conj(a*b) = conj(a)*conj(b) */
        bls381_fp2_mul(&t1, &a, &b); bls381_fp2_conj(&t1, &t1);
        bls381_fp2_conj(&t2, &a); bls381_fp2_conj(&t3, &b); bls381_fp2_mul(&t2, &t2, &t3);
        CHECK_LOOP(bls381_fp2_eq(&t1, &t2));
    }
    bls381_fp2 z, t;
    bls381_fp2_set_zero(&z);
    bls381_fp2_inv(&t, &z);
    CHECK(bls381_fp2_is_zero(&t));
}
