#define _POSIX_C_SOURCE 200809L
/* G1: group law, conversions, scalar multiplication, subgroup check and
 * cofactor clearing, against identities on random points, the naive
 * double-and-add and the Python oracle. */
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

TEST(g1_generator__on_curve_with_order_r)
{
    bls381_g1 g, t;
    bls381_g1_generator(&g);
    CHECK(bls381_g1_is_on_curve(&g));
    CHECK(!bls381_g1_is_infinity(&g));
    cu_naive_mul_g1(&t, &g, cu_r_bytes, 32);
    CHECK(bls381_g1_is_infinity(&t));
    bls381_g1_affine ga;
    bls381_g1_affine_generator(&ga);
    CHECK(bls381_g1_affine_is_on_curve(&ga));
}

TEST(g1_add__group_axioms_on_random_points)
{
    for (size_t i = 0; i < test_iters(200); i++) {
        bls381_g1 a, b, c, t1, t2, t3, o = inf();
        cu_rand_g1(&a);
        if (i % 2) cu_rand_e1(&b); else cu_rand_g1(&b);     /* the law holds on all of E(Fp) */
        cu_rand_g1(&c);
        /* associativity and commutativity */
        bls381_g1_add(&t1, &a, &b);
        bls381_g1_add(&t1, &t1, &c);
        bls381_g1_add(&t2, &b, &c);
        bls381_g1_add(&t2, &a, &t2);
        CHECK_LOOP(bls381_g1_eq(&t1, &t2));
        CHECK_LOOP(bls381_g1_is_on_curve(&t1) && bls381_g1_is_on_curve(&t2));
        bls381_g1_add(&t1, &a, &b);
        bls381_g1_add(&t2, &b, &a);
        CHECK_LOOP(bls381_g1_eq(&t1, &t2));
        /* identity and inverse */
        bls381_g1_add(&t1, &a, &o);
        bls381_g1_add(&t2, &o, &a);
        CHECK_LOOP(bls381_g1_eq(&t1, &a) && bls381_g1_eq(&t2, &a));
        bls381_g1_neg(&t1, &a);
        bls381_g1_add(&t2, &a, &t1);
        CHECK_LOOP(bls381_g1_is_infinity(&t2) && bls381_g1_is_on_curve(&t2));
        bls381_g1_sub(&t2, &a, &a);
        CHECK_LOOP(bls381_g1_is_infinity(&t2));
        /* doubling = P + P, through the addition formula too */
        bls381_g1_dbl(&t1, &a);
        bls381_g1_add(&t2, &a, &a);
        t3 = a;
        cu_rescale_g1(&t3);
        bls381_g1_add(&t3, &a, &t3);     /* P + P in another representation */
        CHECK_LOOP(bls381_g1_eq(&t1, &t2) && bls381_g1_eq(&t1, &t3) && bls381_g1_is_on_curve(&t1));
        /* (a + b) - b = a */
        bls381_g1_add(&t1, &a, &b);
        bls381_g1_sub(&t1, &t1, &b);
        CHECK_LOOP(bls381_g1_eq(&t1, &a));
        /* mixed addition = full addition */
        bls381_g1_affine ba;
        bls381_g1_to_affine(&ba, &b);
        bls381_g1_add_affine(&t1, &a, &ba);
        bls381_g1_add(&t2, &a, &b);
        CHECK_LOOP(bls381_g1_eq(&t1, &t2) && bls381_g1_is_on_curve(&t1));
        bls381_g1_to_affine(&ba, &a);
        bls381_g1_add_affine(&t1, &a, &ba);       /* mixed P + P */
        bls381_g1_dbl(&t2, &a);
        CHECK_LOOP(bls381_g1_eq(&t1, &t2));
        bls381_g1_affine_neg(&ba, &ba);
        bls381_g1_add_affine(&t1, &a, &ba);       /* mixed P + (-P) */
        CHECK_LOOP(bls381_g1_is_infinity(&t1) && bls381_g1_is_on_curve(&t1));
    }
}

TEST(g1_add__infinity_cases)
{
    bls381_g1 a, t, o = inf(), o2 = inf();
    bls381_g1_affine ainf = { { { 0 } }, { { 0 } } }, aa;
    cu_rand_g1(&a);
    /* O + O, 2O, -O, O + O in another representation */
    cu_rescale_g1(&o2);
    bls381_g1_add(&t, &o, &o2);
    CHECK(bls381_g1_is_infinity(&t) && bls381_g1_is_on_curve(&t) && bls381_g1_eq(&t, &o));
    bls381_g1_dbl(&t, &o2);
    CHECK(bls381_g1_is_infinity(&t) && bls381_g1_is_on_curve(&t));
    bls381_g1_neg(&t, &o);
    CHECK(bls381_g1_is_infinity(&t) && bls381_g1_eq(&t, &o));
    /* a + affine O, O + affine a, O + affine O */
    bls381_g1_add_affine(&t, &a, &ainf);
    CHECK(bls381_g1_eq(&t, &a));
    bls381_g1_to_affine(&aa, &a);
    bls381_g1_add_affine(&t, &o2, &aa);
    CHECK(bls381_g1_eq(&t, &a));
    bls381_g1_add_affine(&t, &o2, &ainf);
    CHECK(bls381_g1_is_infinity(&t));
    /* infinity is not equal to a finite point, in either order */
    CHECK(!bls381_g1_eq(&a, &o) && !bls381_g1_eq(&o, &a));
    /* conversions of infinity */
    bls381_g1_to_affine(&aa, &o2);
    CHECK(bls381_g1_affine_is_infinity(&aa) && bls381_g1_affine_is_on_curve(&aa));
    bls381_g1_from_affine(&t, &ainf);
    CHECK(bls381_g1_is_infinity(&t) && bls381_g1_is_on_curve(&t));
    /* all-zero triple and off-curve points are not on the curve */
    bls381_g1 zero;
    memset(&zero, 0, sizeof zero);
    CHECK(!bls381_g1_is_on_curve(&zero));
    t = a;
    bls381_fp_add(&t.x, &t.x, &t.z);
    CHECK(!bls381_g1_is_on_curve(&t));
    bls381_g1_to_affine(&aa, &a);
    bls381_fp_add(&aa.y, &aa.y, &aa.x);
    CHECK(!bls381_g1_affine_is_on_curve(&aa));
}

TEST(g1_eq__ignores_representation_and_separates_points)
{
    for (size_t i = 0; i < test_iters(100); i++) {
        bls381_g1 a, b, na;
        cu_rand_e1(&a);
        b = a;
        cu_rescale_g1(&b);
        CHECK_LOOP(bls381_g1_eq(&a, &b));
        bls381_g1_neg(&na, &a);
        CHECK_LOOP(!bls381_g1_eq(&a, &na));
        bls381_g1_phi(&b, &a);
        CHECK_LOOP(!bls381_g1_eq(&a, &b));       /* same y, other x */
    }
}

TEST(g1_batch_to_affine__matches_single_conversions)
{
    enum { N = 9 };
    bls381_g1 p[N];
    bls381_g1_affine a[N], b;
    for (int i = 0; i < N; i++) cu_rand_e1(&p[i]);
    p[0] = inf();
    p[4] = inf();
    cu_rescale_g1(&p[4]);
    p[N - 1] = inf();
    bls381_g1_batch_to_affine(a, p, N);
    for (int i = 0; i < N; i++) {
        bls381_g1_to_affine(&b, &p[i]);
        CHECK_LOOP(bls381_g1_affine_eq(&a[i], &b));
        bls381_g1 back;
        bls381_g1_from_affine(&back, &a[i]);
        CHECK_LOOP(bls381_g1_eq(&back, &p[i]));
    }
    CHECK(bls381_g1_affine_is_infinity(&a[0]) && bls381_g1_affine_is_infinity(&a[4]));
    bls381_g1_batch_to_affine(a, p, 0);   /* n = 0 writes nothing */
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

TEST(g1_mul__matches_double_and_add)
{
    size_t n = 9 + test_iters(24);
    for (size_t i = 0; i < n; i++) {
        uint8_t k[32];
        bls381_g1 p, want, got;
        special_scalar(k, i);
        cu_rand_g1(&p);
        if (i == n - 1) p = inf();
        cu_naive_mul_g1(&want, &p, k, 32);
        bls381_g1_mul_bytes(&got, &p, k);
        CHECK_LOOP(bls381_g1_eq(&got, &want) && bls381_g1_is_on_curve(&got));
        bls381_g1_mul_bytes_vartime(&got, &p, k);
        CHECK_LOOP(bls381_g1_eq(&got, &want));
        /* the same scalar as an Fr element (k mod r) */
        uint64_t kl[4];
        bls381_scalar_from_bytes(kl, k);
        bls381_fr kf;
        REQUIRE(bls381_fr_from_limbs(&kf, kl) == BLS381_OK);
        bls381_g1_mul(&got, &p, &kf);
        CHECK_LOOP(bls381_g1_eq(&got, &want));
        bls381_g1_mul_vartime(&got, &p, &kf);
        CHECK_LOOP(bls381_g1_eq(&got, &want));
        /* output aliasing the input */
        got = p;
        bls381_g1_mul_bytes(&got, &got, k);
        CHECK_LOOP(bls381_g1_eq(&got, &want));
    }
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
        special_scalar(kb, i);
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
    /* (0, 2) is on the curve (0 + 4 = 2^2), of order 3 */
    bls381_g1 q;
    bls381_fp_set_zero(&q.x);
    bls381_fp_from_u64(&q.y, 2);
    bls381_fp_set_one(&q.z);
    CHECK(bls381_g1_is_on_curve(&q) && !bls381_g1_in_subgroup(&q));
}

TEST(g1_affine_in_subgroup_vartime__agrees_with_constant_time_test)
{
    /* (0, 2): on the curve, of order 3 */
    bls381_g1 t3;
    bls381_fp_set_zero(&t3.x);
    bls381_fp_from_u64(&t3.y, 2);
    bls381_fp_set_one(&t3.z);
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
