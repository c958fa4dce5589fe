/* G1 MSM: every variant (buckets x split x window x crowded-window policy)
 * and the published algorithms against the naive sum on special inputs
 * (infinity, zero scalars, 1, r - 1, repeated and opposite points) at
 * n = 0, 1, 2, 3, 7, 64, 257 (windows auto and 2..12) and 4096 (auto and
 * two drawn windows), on 1 and 3 threads; and a Python oracle for the
 * naive sum itself. */
#define _POSIX_C_SOURCE 200809L
#include "harness.h"
#include "bls381_msm.h"
#include "curve/g1_xyzz.h"
#include "msm/msm.h"
#include "field/field.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char *GX = "17f1d3a73197d7942695638c4fa9ac0fc3688c4f9774b905a14e3a3f171bac586c55e83ff97a1aeffb3af00adb22c6bb";
static const char *GY = "08b3f481e3aaa0f1a09e30ed741d8ae4fcf5e095d5d00af600db18cb2c04b3edd03cc744a2888ae40caa232946c5e7e1";

static void generator(bls381_g1_affine *g)
{
    uint8_t b[48];
    if (!test_hex(b, 48, GX) || bls381_fp_from_bytes(&g->x, b) != BLS381_OK ||
        !test_hex(b, 48, GY) || bls381_fp_from_bytes(&g->y, b) != BLS381_OK)
        test_fail(__FILE__, __LINE__, "generator constant");
}

static void rand_fr(bls381_fr *r)
{
    uint8_t b[64];
    test_rand_bytes(b, sizeof b);
    bls381_fr_from_bytes_wide(r, b);
}

/* the naive reference sum (no scratch) */
static bls381_status naive_msm(bls381_g1_affine *out, const bls381_g1_affine *pts, const bls381_fr *sc, size_t n)
{
    static const bls381_msm_config naive = { BLS381_MSM_BUCKETS_NAIVE, BLS381_MSM_SPLIT_AUTO, 0,
                                             BLS381_MSM_CROWDED_HYBRID };
    return bls381_g1_msm_vartime_config(out, pts, sc, n, NULL, 0, NULL, &naive);
}

/* all auto and the bench's published variants (@xyzz, @batch_affine,
 * @glv, @jacobian: include/bls381_msm.h) as configs */
static const bls381_msm_config published[] = {
    { BLS381_MSM_BUCKETS_AUTO, BLS381_MSM_SPLIT_AUTO, 0, BLS381_MSM_CROWDED_HYBRID },
    { BLS381_MSM_BUCKETS_XYZZ, BLS381_MSM_SPLIT_NONE, 0, BLS381_MSM_CROWDED_PURE },
    { BLS381_MSM_BUCKETS_BATCH_AFFINE, BLS381_MSM_SPLIT_NONE, 0, BLS381_MSM_CROWDED_HYBRID },
    { BLS381_MSM_BUCKETS_BATCH_AFFINE, BLS381_MSM_SPLIT_GLV, 0, BLS381_MSM_CROWDED_HYBRID },
    { BLS381_MSM_BUCKETS_JACOBIAN, BLS381_MSM_SPLIT_NONE, 0, BLS381_MSM_CROWDED_PURE },
};
#define NPUBLISHED (sizeof published / sizeof published[0])

/* points[i] = [i+1] * [a] G for a random a: distinct, in the subgroup */
static void make_points(bls381_g1_affine *pts, size_t n)
{
    bls381_g1_affine g, base;
    bls381_fr a;
    generator(&g);
    rand_fr(&a);
    if (naive_msm(&base, &g, &a, 1) != BLS381_OK)
        test_fail(__FILE__, __LINE__, "base");
    bls381_g1_xyzz acc;
    bls381_g1_xyzz_set_inf(&acc);
    for (size_t i = 0; i < n; i++) {
        bls381_g1_xyzz_add_affine_vartime(&acc, &acc, &base);
        bls381_g1_xyzz_to_affine_vartime(&pts[i], &acc);
    }
}

static bool aff_eq(const bls381_g1_affine *a, const bls381_g1_affine *b)
{
    return bls381_fp_eq(&a->x, &b->x) && bls381_fp_eq(&a->y, &b->y);
}

/* every variant of the config API: buckets x split x policy, at the
 * window c (0: auto); the sorted engine without the split is refused; the
 * naive reference (the other axes ignored) at small n only, for time */
static void check_variants(const bls381_g1_affine *pts, const bls381_fr *sc, size_t n, unsigned c,
                           const bls381_g1_affine *want, bls381_pool *pool, const char *what)
{
    size_t threads = bls381_pool_threads(pool);
    int last = n <= 64 ? BLS381_MSM_BUCKETS_NAIVE : BLS381_MSM_BUCKETS_SORTED;
    for (int b = BLS381_MSM_BUCKETS_AUTO; b <= last; b++)
        for (int sp = BLS381_MSM_SPLIT_AUTO; sp <= BLS381_MSM_SPLIT_GLV; sp++)
            for (int p = BLS381_MSM_CROWDED_HYBRID; p <= BLS381_MSM_CROWDED_PURE; p++) {
                bls381_msm_config cfg = { (bls381_msm_buckets)b, (bls381_msm_split)sp, c, (bls381_msm_crowded)p };
                size_t size = bls381_g1_msm_config_scratch_size(n, threads, &cfg);
                bls381_g1_affine got;
                if (b == BLS381_MSM_BUCKETS_SORTED && sp == BLS381_MSM_SPLIT_NONE) {
                    CHECK_LOOP(size == 0);
                    CHECK_LOOP(bls381_g1_msm_vartime_config(&got, pts, sc, n, &got, sizeof got, pool, &cfg) ==
                               BLS381_ERR_BADARGS);
                    continue;
                }
                void *scratch = malloc(size);
                REQUIRE(size > 0 && scratch != NULL);
                bls381_status st = bls381_g1_msm_vartime_config(&got, pts, sc, n, scratch, size, pool, &cfg);
                if (st != BLS381_OK || !aff_eq(&got, want))
                    test_failf(__FILE__, __LINE__, "%s n=%zu buckets=%d split=%d crowded=%d c=%u threads=%zu status=%d",
                               what, n, b, sp, p, c, threads, (int)st);
                if (n > 0 && size > 64) /* one byte short is refused */
                    CHECK_LOOP(bls381_g1_msm_vartime_config(&got, pts, sc, n, scratch, size - 65, pool, &cfg) ==
                               BLS381_ERR_BADARGS);
                free(scratch);
            }
}

/* against the naive sum: the published algorithms at their windows and
 * every variant at the windows `cs` (0 = auto), on 1 and 3 threads */
static void check_windows(const bls381_g1_affine *pts, const bls381_fr *sc, size_t n, const unsigned *cs, size_t ncs,
                          const char *what)
{
    bls381_g1_affine want, got;
    REQUIRE(naive_msm(&want, pts, sc, n) == BLS381_OK);
    bls381_pool *pool;
    REQUIRE(bls381_pool_create(&pool, 3, NULL) == BLS381_OK);
    for (int t = 0; t < 2; t++) {
        bls381_pool *use = t ? pool : NULL;
        size_t sz = bls381_g1_msm_scratch_size(n, bls381_pool_threads(use));
        void *scratch = malloc(sz);
        REQUIRE(scratch != NULL);
        for (size_t a = 0; a < NPUBLISHED; a++) { /* each fits the default size */
            bls381_status st = bls381_g1_msm_vartime_config(&got, pts, sc, n, scratch, sz, use, &published[a]);
            if (st != BLS381_OK || !aff_eq(&got, &want))
                test_failf(__FILE__, __LINE__, "%s n=%zu published variant %zu threads=%d status=%d", what, n, a,
                           t ? 3 : 1, (int)st);
        }
        free(scratch);
        for (size_t k = 0; k < ncs; k++) check_variants(pts, sc, n, cs[k], &want, use, what);
    }
    bls381_pool_destroy(pool);
}

/* the windows of the full cross product at small n: auto and 2..12 (the
 * model's picks up to n = 2^11 and beyond); a reduced BLS381_TEST_SCALE
 * (the emulated cross-target runs) draws that many of them at random */
static void check_all_algorithms(const bls381_g1_affine *pts, const bls381_fr *sc, size_t n, const char *what)
{
    unsigned cs[12] = { 0 };
    size_t nc = (size_t)test_iters(11), all = nc >= 11;
    for (size_t k = 0; k < (all ? 11 : nc); k++) cs[k + 1] = all ? 2 + (unsigned)k : 2 + (unsigned)(test_rand64() % 11);
    check_windows(pts, sc, n, cs, (all ? 11 : nc) + 1, what);
}

/* special values at every n: zero scalars, r - 1, 1, infinity, a
 * repeated base with the same scalar, opposite bases (with the same scalar
 * in every other group of seven terms, from the first: cancelling pairs) */
static void make_special(bls381_g1_affine *pts, bls381_fr *sc, size_t n)
{
    make_points(pts, n);
    bls381_fr minus_one;
    bls381_fr_set_one(&minus_one);
    bls381_fr_neg(&minus_one, &minus_one);
    for (size_t i = 0; i < n; i++) {
        rand_fr(&sc[i]);
        switch (i % 7) {
        case 0: bls381_fr_set_zero(&sc[i]); break;
        case 1: sc[i] = minus_one; break;
        case 2: memset(&pts[i], 0, sizeof pts[i]); break; /* infinity */
        case 3: pts[i] = pts[i - 2]; sc[i] = sc[i - 2]; break; /* repeated, same scalar */
        case 4: /* opposite; in every other group of 7 with the same scalar, so that
                 * P and -P meet in one bucket in every window and cancel */
            pts[i] = pts[i - 3];
            bls381_fp_neg(&pts[i].y, &pts[i].y);
            if ((i / 7) % 2 == 0) sc[i] = sc[i - 3];
            break;
        case 5: bls381_fr_set_one(&sc[i]); break;
        default: break;
        }
    }
}

TEST(g1_msm__every_variant_on_special_inputs_agrees_with_naive_sum)
{
    static const size_t sizes[] = { 0, 1, 2, 3, 7, 64, 257 };
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        size_t n = sizes[s];
        bls381_g1_affine *pts = malloc((n + 1) * sizeof *pts);
        bls381_fr *sc = malloc((n + 1) * sizeof *sc);
        REQUIRE(pts && sc);
        make_special(pts, sc, n);
        check_all_algorithms(pts, sc, n, "special");
        free(pts);
        free(sc);
    }
}

TEST(g1_msm__special_inputs)
{
    enum { N = 96 };
    bls381_g1_affine pts[N];
    bls381_fr sc[N];
    make_points(pts, N);
    for (size_t i = 0; i < N; i++) rand_fr(&sc[i]);
    /* infinity among the bases, zero scalars, 1, 2, r-1 */
    bls381_fp_set_zero(&pts[3].x); bls381_fp_set_zero(&pts[3].y);
    bls381_fp_set_zero(&pts[40].x); bls381_fp_set_zero(&pts[40].y);
    bls381_fr_set_zero(&sc[5]);
    bls381_fr_set_zero(&sc[6]);
    bls381_fr_set_one(&sc[7]);
    bls381_fr_from_u64(&sc[8], 2);
    bls381_fr_set_one(&sc[9]);
    bls381_fr_neg(&sc[9], &sc[9]);
    /* repeated points with equal scalars (P + P inside a batch), and P, -P */
    for (size_t i = 50; i < 70; i++) { pts[i] = pts[49]; sc[i] = sc[49]; }
    pts[71] = pts[70];
    bls381_fp_neg(&pts[71].y, &pts[70].y);
    sc[71] = sc[70];
    check_all_algorithms(pts, sc, N, "special");
    /* everything cancels: P with k and -P with k */
    bls381_g1_affine two[2] = { pts[0], pts[0] }, out;
    bls381_fp_neg(&two[1].y, &two[1].y);
    bls381_fr k2[2] = { sc[0], sc[0] };
    check_all_algorithms(two, k2, 2, "cancel");
    uint8_t scratch[1 << 16];
    REQUIRE(bls381_g1_msm_vartime(&out, two, k2, 2, scratch, sizeof scratch, NULL) == BLS381_OK);
    CHECK(bls381_fp_is_zero(&out.x) && bls381_fp_is_zero(&out.y));
    /* all the same point and scalar: the batch method's worst case */
    for (size_t i = 0; i < N; i++) { pts[i] = pts[0]; sc[i] = sc[0]; }
    check_all_algorithms(pts, sc, N, "identical");
}

TEST(g1_msm__bad_arguments)
{
    bls381_g1_affine p[2], out;
    bls381_fr s[2];
    uint8_t scratch[64];
    make_points(p, 2);
    rand_fr(&s[0]); rand_fr(&s[1]);
    CHECK(bls381_g1_msm_vartime(NULL, p, s, 2, scratch, sizeof scratch, NULL) == BLS381_ERR_BADARGS);
    CHECK(bls381_g1_msm_vartime(&out, NULL, s, 2, scratch, sizeof scratch, NULL) == BLS381_ERR_BADARGS);
    CHECK(bls381_g1_msm_vartime(&out, p, NULL, 2, scratch, sizeof scratch, NULL) == BLS381_ERR_BADARGS);
    CHECK(bls381_g1_msm_vartime(&out, p, s, 2, scratch, sizeof scratch, NULL) == BLS381_ERR_BADARGS); /* too small */
    static const bls381_msm_config c1 = { BLS381_MSM_BUCKETS_BATCH_AFFINE, BLS381_MSM_SPLIT_GLV, 1, 0 },
                                   naive1 = { BLS381_MSM_BUCKETS_NAIVE, BLS381_MSM_SPLIT_AUTO, 1, 0 },
                                   naive17 = { BLS381_MSM_BUCKETS_NAIVE, BLS381_MSM_SPLIT_AUTO, 17, 0 },
                                   naive_bad = { BLS381_MSM_BUCKETS_NAIVE + 1, BLS381_MSM_SPLIT_AUTO, 0, 0 };
    CHECK(bls381_g1_msm_vartime_config(&out, p, s, 2, NULL, 0, NULL, &c1) == BLS381_ERR_BADARGS);
    /* the naive reference: a window out of range or an unknown bucket value
     * is refused like any config; it needs no scratch */
    CHECK(bls381_g1_msm_vartime_config(&out, p, s, 2, NULL, 0, NULL, &naive1) == BLS381_ERR_BADARGS);
    CHECK(bls381_g1_msm_vartime_config(&out, p, s, 2, NULL, 0, NULL, &naive17) == BLS381_ERR_BADARGS);
    CHECK(bls381_g1_msm_vartime_config(&out, p, s, 2, NULL, 0, NULL, &naive_bad) == BLS381_ERR_BADARGS);
    CHECK(bls381_g1_msm_config_scratch_size(2, 1, &naive1) == 0 && bls381_g1_msm_config_scratch_size(2, 1, &naive_bad) == 0);
    CHECK(naive_msm(&out, p, s, 2) == BLS381_OK);
    CHECK(bls381_g1_msm_vartime(&out, NULL, NULL, 0, NULL, 0, NULL) == BLS381_OK);
    CHECK(bls381_fp_is_zero(&out.x) && bls381_fp_is_zero(&out.y));
}

TEST(msm_scratch_size__saturates_instead_of_wrapping)
{
    /* Sizes computed from n saturate at SIZE_MAX: with a 32-bit size_t the
     * G1 need wraps from n of a few million, and a wrapped size would let
     * a call run on a scratch far too small. */
    for (unsigned k = 12; k < 8 * sizeof(size_t); k++) {
        size_t n = ((size_t)1 << k) + 12345;
        size_t s1 = bls381_g1_msm_scratch_size(n, 1), s2 = bls381_g2_msm_scratch_size(n, 4);
        /* at least the 32-byte scalar copies: 2n of them for GLV, n for G2 */
        CHECK_LOOP(s1 == SIZE_MAX || (uint64_t)s1 >= (uint64_t)n * 64);
        CHECK_LOOP(s2 == SIZE_MAX || (uint64_t)s2 >= (uint64_t)n * 32);
    }
    CHECK(bls381_g1_msm_scratch_size(SIZE_MAX, 1) == SIZE_MAX);
    CHECK(bls381_g1_msm_scratch_size(SIZE_MAX / 16, 1) == SIZE_MAX);
    CHECK(bls381_g2_msm_scratch_size(SIZE_MAX / 16, 1) == SIZE_MAX);
    CHECK(bls381_g1_msm_scratch_size(1000, SIZE_MAX) == SIZE_MAX);

    /* such an n is refused whatever scratch size is claimed, before any
     * point or scalar is read */
    bls381_g1_affine p1, o1;
    bls381_g2_affine p2, o2;
    bls381_fr k;
    uint8_t scratch[64];
    for (size_t a = 0; a < NPUBLISHED; a++)
        CHECK(bls381_g1_msm_vartime_config(&o1, &p1, &k, SIZE_MAX / 16, scratch, SIZE_MAX, NULL, &published[a]) ==
              BLS381_ERR_BADARGS);
    CHECK(bls381_g2_msm_vartime(&o2, &p2, &k, SIZE_MAX / 16, scratch, SIZE_MAX, NULL) == BLS381_ERR_BADARGS);
}

TEST(g1_msm__naive_sum_matches_python_oracle)
{
    /* sum_i [k_i] [i+1] G for 3 random k_i */
    bls381_g1_affine g, pts[3], got;
    bls381_fr sc[3];
    generator(&g);
    char cmd[512];
    snprintf(cmd, sizeof cmd, "python3 %s > /tmp/bls381_msm_oracle.%d", test_data_path("oracle/msm_oracle.py"), (int)getpid());
    FILE *f = popen(cmd, "w");
    REQUIRE(f != NULL);
    for (int i = 0; i < 3; i++) {
        bls381_fr m;
        rand_fr(&sc[i]);
        bls381_fr_from_u64(&m, (uint64_t)i + 1);
        REQUIRE(naive_msm(&pts[i], &g, &m, 1) == BLS381_OK);
        uint8_t b[32];
        bls381_fr_to_bytes(b, &sc[i]);
        for (int j = 0; j < 32; j++) fprintf(f, "%02x", b[j]);
        fprintf(f, "\n");
    }
    REQUIRE(pclose(f) == 0);
    REQUIRE(naive_msm(&got, pts, sc, 3) == BLS381_OK);
    snprintf(cmd, sizeof cmd, "/tmp/bls381_msm_oracle.%d", (int)getpid());
    f = fopen(cmd, "r");
    REQUIRE(f != NULL);
    char xs[100], ys[100];
    REQUIRE(fscanf(f, "%99s %99s", xs, ys) == 2);
    fclose(f);
    remove(cmd);
    uint8_t xb[48], yb[48], gx[48], gy[48];
    REQUIRE(test_hex(xb, 48, xs) && test_hex(yb, 48, ys));
    bls381_fp_to_bytes(gx, &got.x);
    bls381_fp_to_bytes(gy, &got.y);
    CHECK_MEM(gx, xb, 48);
    CHECK_MEM(gy, yb, 48);
}

/* n = 4096 (the KZG size; test_iters-scaled on emulated targets) with
 * special values mixed in (zero scalars, r - 1, the point at infinity,
 * repeated and opposite bases): the published algorithms and every
 * variant at the automatic window and two windows drawn from 6..16 (the
 * seed repeats a run), on the caller alone and on a 3-thread pool,
 * against the naive sum */
TEST(g1_msm__4096_terms_with_special_values_agree_with_naive_sum)
{
    size_t n = test_iters(4096);
    bls381_g1_affine *pts = malloc(n * sizeof *pts);
    bls381_fr *sc = malloc(n * sizeof *sc);
    REQUIRE(pts && sc);
    make_special(pts, sc, n);
    unsigned cs[3] = { 0, 6 + (unsigned)(test_rand64() % 11), 6 + (unsigned)(test_rand64() % 11) };
    check_windows(pts, sc, n, cs, 3, "4096");
    free(pts);
    free(sc);
}

TEST(g1_msm__threads_give_the_same_result)
{
    enum { N = 300 };
    bls381_g1_affine pts[N], want, got;
    bls381_fr sc[N];
    make_points(pts, N);
    for (size_t i = 0; i < N; i++) rand_fr(&sc[i]);
    REQUIRE(naive_msm(&want, pts, sc, N) == BLS381_OK);
    for (unsigned t = 2; t <= 4; t++) {
        bls381_pool *pool;
        REQUIRE(bls381_pool_create(&pool, t, NULL) == BLS381_OK);
        size_t sz = bls381_g1_msm_scratch_size(N, bls381_pool_threads(pool));
        void *scratch = malloc(sz);
        REQUIRE(scratch != NULL);
        for (size_t a = 0; a < NPUBLISHED; a++) {
            bls381_status st = bls381_g1_msm_vartime_config(&got, pts, sc, N, scratch, sz, pool, &published[a]);
            CHECK(st == BLS381_OK && aff_eq(&got, &want));
        }
        /* more threads need more scratch (for the windowed variants; the
         * default size never shrinks); too little is refused */
        static const bls381_msm_config glv = { BLS381_MSM_BUCKETS_BATCH_AFFINE, BLS381_MSM_SPLIT_GLV, 0, 0 };
        if (bls381_pool_threads(pool) > 1) {
            CHECK(bls381_g1_msm_config_scratch_size(N, bls381_pool_threads(pool), &glv) >
                  bls381_g1_msm_config_scratch_size(N, 1, &glv));
            CHECK(sz >= bls381_g1_msm_scratch_size(N, 1));
        }
        CHECK(bls381_g1_msm_vartime(&got, pts, sc, N, scratch, 1000, pool) == BLS381_ERR_BADARGS);
        /* a small MSM, whose windows run on the caller alone (the split
         * does not pay, msm/cost.c), with the pool given */
        bls381_g1_affine want8;
        REQUIRE(naive_msm(&want8, pts, sc, 8) == BLS381_OK);
        for (size_t a = 0; a < NPUBLISHED; a++) {
            bls381_status st = bls381_g1_msm_vartime_config(&got, pts, sc, 8, scratch, sz, pool, &published[a]);
            CHECK(st == BLS381_OK && aff_eq(&got, &want8));
        }
        free(scratch);
        bls381_pool_destroy(pool);
    }
}

TEST(g1_msm_fixed__tables_give_the_plain_msm_result)
{
    static const size_t sizes[] = { 1, 2, 7, 64, 300 };
    static const unsigned windows[] = { 0, 2, 5, 8, 12, 16 };
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        size_t n = sizes[s];
        bls381_g1_affine *pts = malloc(n * sizeof *pts), want, got;
        bls381_fr *sc = malloc(n * sizeof *sc);
        REQUIRE(pts && sc);
        make_points(pts, n);
        for (size_t i = 0; i < n; i++) rand_fr(&sc[i]);
        if (n > 3) {
            bls381_fp_set_zero(&pts[1].x); bls381_fp_set_zero(&pts[1].y); /* infinity */
            bls381_fr_set_zero(&sc[2]);
            pts[3] = pts[0];
            sc[3] = sc[0];
        }
        REQUIRE(naive_msm(&want, pts, sc, n) == BLS381_OK);
        for (size_t w = 0; w < sizeof windows / sizeof windows[0]; w++) {
            size_t tsize = bls381_g1_fixed_table_size(n, windows[w]);
            void *table = malloc(tsize);
            REQUIRE(table != NULL);
            REQUIRE(bls381_g1_fixed_table_build(table, tsize, pts, n, windows[w], NULL) == BLS381_OK);
            for (unsigned t = 1; t <= 3; t += 2) {
                bls381_pool *pool = NULL;
                if (t > 1) REQUIRE(bls381_pool_create(&pool, t, NULL) == BLS381_OK);
                size_t ssize = bls381_g1_msm_fixed_scratch_size(table, bls381_pool_threads(pool));
                void *scratch = malloc(ssize);
                REQUIRE(scratch != NULL);
                bls381_status st = bls381_g1_msm_fixed_vartime(&got, table, sc, n, scratch, ssize, pool);
                if (st != BLS381_OK || !aff_eq(&got, &want))
                    test_failf(__FILE__, __LINE__, "n=%zu c=%u threads=%u status=%d", n, windows[w], t, (int)st);
                CHECK(bls381_g1_msm_fixed_vartime(&got, table, sc, n + 1, scratch, ssize, pool) == BLS381_ERR_BADARGS);
                CHECK(bls381_g1_msm_fixed_vartime(&got, table, sc, n, scratch, 100, pool) == BLS381_ERR_BADARGS);
                free(scratch);
                bls381_pool_destroy(pool);
            }
            CHECK(bls381_g1_fixed_table_build(table, tsize - 1, pts, n, windows[w], NULL) == BLS381_ERR_BADARGS);
            free(table);
        }
        free(pts);
        free(sc);
    }
    uint64_t junk[16] = { 0 };
    CHECK(bls381_g1_msm_fixed_scratch_size(junk, 1) == 0);
}

/* msm/MSM.md, section 9: on one thread the cost model keeps the sorted
 * engine up to n = 833 and takes batch affine on GLV halves from 834 on;
 * with two threads it keeps the sorted engine up to n = 72 (a split of
 * the windows does not pay, section 10) and splits from 73 on */
TEST(msm_cost__automatic_choice_switches_where_msm_md_says)
{
    size_t first_windowed = 0, sorted_on_two = 0, last_sorted_on_two = 0;
    for (size_t n = 2; n <= 4096; n++) {
        bls381_msm_choice one, two;
        REQUIRE(bls381_msm_choose(&one, n, 1, NULL) && bls381_msm_choose(&two, n, 2, NULL));
        bool sorted = one.buckets == BLS381_MSM_BUCKETS_SORTED;
        if (!sorted && !first_windowed) {
            first_windowed = n;
            CHECK(one.buckets == BLS381_MSM_BUCKETS_BATCH_AFFINE && one.glv);
        }
        if (sorted && first_windowed) CHECK(!"the sorted engine again after the switch");
        if (two.buckets == BLS381_MSM_BUCKETS_SORTED) sorted_on_two++, last_sorted_on_two = n;
    }
    CHECK(first_windowed == 834);
    CHECK(sorted_on_two == 71 && last_sorted_on_two == 72);
}

/* msm/MSM.md, section 10: a split over the pool pays when the busiest
 * thread's share plus the split's price (8000) beats the whole on one */
TEST(msm_cost__split_threads_only_where_the_split_pays)
{
    CHECK(bls381_msm_split_threads(1e6, 13, 1) == 1);  /* one thread asked */
    CHECK(bls381_msm_split_threads(1e6, 1, 4) == 1);   /* one piece */
    CHECK(bls381_msm_split_threads(1e6, 0, 4) == 1);
    CHECK(bls381_msm_split_threads(1e6, 13, 2) == 2);  /* 7/13 + 8000 < 1 */
    CHECK(bls381_msm_split_threads(15000, 32, 2) == 1); /* 7500 + 8000 > 15000 */
    CHECK(bls381_msm_split_threads(17000, 32, 2) == 2); /* 8500 + 8000 < 17000 */
    /* 13 pieces: all 4 threads (4 pieces for the busiest), or 13 of 64
     * (one each: more threads would idle) */
    CHECK(bls381_msm_split_threads(1e6, 13, 4) == 4);
    CHECK(bls381_msm_split_threads(1e6, 13, 64) == 13);
    /* a small windowed MSM forced on two threads stays on one when its
     * split would not pay: n = 4, batch affine on GLV halves */
    static const bls381_msm_config glv = { BLS381_MSM_BUCKETS_BATCH_AFFINE, BLS381_MSM_SPLIT_GLV, 0, 0 };
    bls381_msm_choice ch;
    REQUIRE(bls381_msm_choose(&ch, 4, 2, &glv));
    double cost = bls381_msm_cost(4, &ch, ch.c);
    CHECK(cost < 16000 && bls381_msm_split_threads(cost, bls381_msm_windows(128, ch.c), 2) == 1);
}
