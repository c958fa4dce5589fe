#define _POSIX_C_SOURCE 200809L
/* G2: group law, conversions, scalar multiplication, subgroup check and
 * cofactor clearing, against identities on random points, the naive
 * double-and-add and the Python oracle (the G1 tests' twins). */
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

TEST(g2_generator__on_curve_with_order_r)
{
    bls381_g2 g, t;
    bls381_g2_generator(&g);
    CHECK(bls381_g2_is_on_curve(&g));
    CHECK(!bls381_g2_is_infinity(&g));
    cu_naive_mul_g2(&t, &g, cu_r_bytes, 32);
    CHECK(bls381_g2_is_infinity(&t));
    bls381_g2_affine ga;
    bls381_g2_affine_generator(&ga);
    CHECK(bls381_g2_affine_is_on_curve(&ga));
}

TEST(g2_add__group_axioms_on_random_points)
{
    for (size_t i = 0; i < test_iters(200); i++) {
        bls381_g2 a, b, c, t1, t2, t3, o = inf();
        cu_rand_g2(&a);
        if (i % 2) cu_rand_e2(&b); else cu_rand_g2(&b);     /* the law holds on all of E(Fp) */
        cu_rand_g2(&c);
        /* associativity and commutativity */
        bls381_g2_add(&t1, &a, &b);
        bls381_g2_add(&t1, &t1, &c);
        bls381_g2_add(&t2, &b, &c);
        bls381_g2_add(&t2, &a, &t2);
        CHECK_LOOP(bls381_g2_eq(&t1, &t2));
        CHECK_LOOP(bls381_g2_is_on_curve(&t1) && bls381_g2_is_on_curve(&t2));
        bls381_g2_add(&t1, &a, &b);
        bls381_g2_add(&t2, &b, &a);
        CHECK_LOOP(bls381_g2_eq(&t1, &t2));
        /* identity and inverse */
        bls381_g2_add(&t1, &a, &o);
        bls381_g2_add(&t2, &o, &a);
        CHECK_LOOP(bls381_g2_eq(&t1, &a) && bls381_g2_eq(&t2, &a));
        bls381_g2_neg(&t1, &a);
        bls381_g2_add(&t2, &a, &t1);
        CHECK_LOOP(bls381_g2_is_infinity(&t2) && bls381_g2_is_on_curve(&t2));
        bls381_g2_sub(&t2, &a, &a);
        CHECK_LOOP(bls381_g2_is_infinity(&t2));
        /* doubling = P + P, through the addition formula too */
        bls381_g2_dbl(&t1, &a);
        bls381_g2_add(&t2, &a, &a);
        t3 = a;
        cu_rescale_g2(&t3);
        bls381_g2_add(&t3, &a, &t3);     /* P + P in another representation */
        CHECK_LOOP(bls381_g2_eq(&t1, &t2) && bls381_g2_eq(&t1, &t3) && bls381_g2_is_on_curve(&t1));
        /* (a + b) - b = a */
        bls381_g2_add(&t1, &a, &b);
        bls381_g2_sub(&t1, &t1, &b);
        CHECK_LOOP(bls381_g2_eq(&t1, &a));
        /* mixed addition = full addition */
        bls381_g2_affine ba;
        bls381_g2_to_affine(&ba, &b);
        bls381_g2_add_affine(&t1, &a, &ba);
        bls381_g2_add(&t2, &a, &b);
        CHECK_LOOP(bls381_g2_eq(&t1, &t2) && bls381_g2_is_on_curve(&t1));
        bls381_g2_to_affine(&ba, &a);
        bls381_g2_add_affine(&t1, &a, &ba);       /* mixed P + P */
        bls381_g2_dbl(&t2, &a);
        CHECK_LOOP(bls381_g2_eq(&t1, &t2));
        bls381_g2_affine_neg(&ba, &ba);
        bls381_g2_add_affine(&t1, &a, &ba);       /* mixed P + (-P) */
        CHECK_LOOP(bls381_g2_is_infinity(&t1) && bls381_g2_is_on_curve(&t1));
    }
}

TEST(g2_add__infinity_cases)
{
    bls381_g2 a, t, o = inf(), o2 = inf();
    bls381_g2_affine ainf, aa;
    memset(&ainf, 0, sizeof ainf);
    cu_rand_g2(&a);
    /* O + O, 2O, -O, O + O in another representation */
    cu_rescale_g2(&o2);
    bls381_g2_add(&t, &o, &o2);
    CHECK(bls381_g2_is_infinity(&t) && bls381_g2_is_on_curve(&t) && bls381_g2_eq(&t, &o));
    bls381_g2_dbl(&t, &o2);
    CHECK(bls381_g2_is_infinity(&t) && bls381_g2_is_on_curve(&t));
    bls381_g2_neg(&t, &o);
    CHECK(bls381_g2_is_infinity(&t) && bls381_g2_eq(&t, &o));
    /* a + affine O, O + affine a, O + affine O */
    bls381_g2_add_affine(&t, &a, &ainf);
    CHECK(bls381_g2_eq(&t, &a));
    bls381_g2_to_affine(&aa, &a);
    bls381_g2_add_affine(&t, &o2, &aa);
    CHECK(bls381_g2_eq(&t, &a));
    bls381_g2_add_affine(&t, &o2, &ainf);
    CHECK(bls381_g2_is_infinity(&t));
    /* infinity is not equal to a finite point, in either order */
    CHECK(!bls381_g2_eq(&a, &o) && !bls381_g2_eq(&o, &a));
    /* conversions of infinity */
    bls381_g2_to_affine(&aa, &o2);
    CHECK(bls381_g2_affine_is_infinity(&aa) && bls381_g2_affine_is_on_curve(&aa));
    bls381_g2_from_affine(&t, &ainf);
    CHECK(bls381_g2_is_infinity(&t) && bls381_g2_is_on_curve(&t));
    /* all-zero triple and off-curve points are not on the curve */
    bls381_g2 zero;
    memset(&zero, 0, sizeof zero);
    CHECK(!bls381_g2_is_on_curve(&zero));
    t = a;
    bls381_fp2_add(&t.x, &t.x, &t.z);
    CHECK(!bls381_g2_is_on_curve(&t));
    bls381_g2_to_affine(&aa, &a);
    bls381_fp2_add(&aa.y, &aa.y, &aa.x);
    CHECK(!bls381_g2_affine_is_on_curve(&aa));
}

TEST(g2_eq__ignores_representation_and_separates_points)
{
    for (size_t i = 0; i < test_iters(100); i++) {
        bls381_g2 a, b, na;
        cu_rand_e2(&a);
        b = a;
        cu_rescale_g2(&b);
        CHECK_LOOP(bls381_g2_eq(&a, &b));
        bls381_g2_neg(&na, &a);
        CHECK_LOOP(!bls381_g2_eq(&a, &na));
        b = a;
        bls381_fp2_mul_fp(&b.x, &b.x, &bls381_g1_beta);
        CHECK_LOOP(!bls381_g2_eq(&a, &b));       /* same y, other x */
    }
}

TEST(g2_batch_to_affine__matches_single_conversions)
{
    enum { N = 9 };
    bls381_g2 p[N];
    bls381_g2_affine a[N], b;
    for (int i = 0; i < N; i++) cu_rand_e2(&p[i]);
    p[0] = inf();
    p[4] = inf();
    cu_rescale_g2(&p[4]);
    p[N - 1] = inf();
    bls381_g2_batch_to_affine(a, p, N);
    for (int i = 0; i < N; i++) {
        bls381_g2_to_affine(&b, &p[i]);
        CHECK_LOOP(bls381_g2_affine_eq(&a[i], &b));
        bls381_g2 back;
        bls381_g2_from_affine(&back, &a[i]);
        CHECK_LOOP(bls381_g2_eq(&back, &p[i]));
    }
    CHECK(bls381_g2_affine_is_infinity(&a[0]) && bls381_g2_affine_is_infinity(&a[4]));
    bls381_g2_batch_to_affine(a, p, 0);   /* n = 0 writes nothing */
}

/* k as 32 big-endian bytes: 0, 1, 2, r-1, r, r+1, 2^256-1, then random */
static void special_scalar(uint8_t k[32], size_t i)
{
    memset(k, 0, 32);
    switch (i) {
    case 0: break;
    case 1: k[31] = 1; break;
    case 2: k[31] = 2; break;
    case 3: memcpy(k, cu_r_bytes, 32); k[31] -= 1; break;
    case 4: memcpy(k, cu_r_bytes, 32); break;
    case 5: memcpy(k, cu_r_bytes, 32); k[31] += 1; break;
    case 6: memset(k, 0xff, 32); break;
    case 7: memset(k + 16, 0xff, 16); break;            /* 2^128 - 1 */
    case 8: k[15] = 1; break;                           /* 2^128, around x^2 */
    default: test_rand_bytes(k, 32); if (i % 2) k[0] &= 0x3f;
    }
}

TEST(g2_mul__matches_double_and_add)
{
    size_t n = 9 + test_iters(24);
    for (size_t i = 0; i < n; i++) {
        uint8_t k[32];
        bls381_g2 p, want, got;
        special_scalar(k, i);
        cu_rand_g2(&p);
        if (i == n - 1) p = inf();
        cu_naive_mul_g2(&want, &p, k, 32);
        bls381_g2_mul_bytes(&got, &p, k);
        CHECK_LOOP(bls381_g2_eq(&got, &want) && bls381_g2_is_on_curve(&got));
        bls381_g2_mul_bytes_vartime(&got, &p, k);
        CHECK_LOOP(bls381_g2_eq(&got, &want));
        /* the same scalar as an Fr element (k mod r) */
        uint64_t kl[4];
        bls381_scalar_from_bytes(kl, k);
        bls381_fr kf;
        REQUIRE(bls381_fr_from_limbs(&kf, kl) == BLS381_OK);
        bls381_g2_mul(&got, &p, &kf);
        CHECK_LOOP(bls381_g2_eq(&got, &want));
        bls381_g2_mul_vartime(&got, &p, &kf);
        CHECK_LOOP(bls381_g2_eq(&got, &want));
        /* output aliasing the input */
        got = p;
        bls381_g2_mul_bytes(&got, &got, k);
        CHECK_LOOP(bls381_g2_eq(&got, &want));
    }
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
        special_scalar(kb, i);
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
