/* msm/'s engines beside the general MSM: the batched affine adder on its
 * exceptional cases, the many-MSM (sorted buckets) against the general MSM
 * (a windowed variant of it, not the sorted engine it picks at small n)
 * with and without fixed-base tables, on 1 and 3 threads. */
#include "curve_util.h"
#include "harness.h"
#include "bls381_msm.h"
#include "msm/batch_add.h"
#include "msm/many.h"
#include "msm/mul_many.h"

#include <stdlib.h>
#include <string.h>

typedef bls381_g1_affine g1_t;
typedef bls381_fr fr_t;

static bool g1_same(const bls381_g1 *a, const bls381_g1 *b) { return bls381_g1_eq(a, b); }

/* a random point of G1 by the library's fast multiplication */
static void rand_g1(bls381_g1 *r)
{
    bls381_fr k;
    bls381_g1 g;
    cu_rand_fr(&k);
    bls381_g1_generator(&g);
    bls381_g1_mul_vartime(r, &g, &k);
}

/* -------------------------------------------------- batched additions --- */

TEST(g1_batch_add__handles_doubling_opposite_and_infinity)
{
    bls381_g1 p, q, s;
    g1_t a[6], b[6], r[6], inf = { 0 };
    rand_g1(&p);
    rand_g1(&q);
    bls381_g1_to_affine(&a[0], &p); /* P + Q */
    bls381_g1_to_affine(&b[0], &q);
    a[1] = b[1] = a[0];             /* P + P */
    a[2] = a[0];                    /* P + -P */
    bls381_g1_affine_neg(&b[2], &a[0]);
    a[3] = inf;                     /* inf + Q */
    b[3] = b[0];
    a[4] = a[0];                    /* P + inf */
    b[4] = inf;
    a[5] = b[5] = inf;              /* inf + inf */
    bls381_g1_add_job jobs[6];
    for (int k = 0; k < 6; k++) jobs[k] = (bls381_g1_add_job){ &r[k], &a[k], &b[k], false };
    void *scratch = malloc(BLS381_G1_BATCH_SCRATCH(6));
    REQUIRE(scratch != NULL);
    bls381_g1_batch_add(jobs, 6, scratch);
    for (int k = 0; k < 6; k++) {
        bls381_g1 x, y, want, got;
        bls381_g1_from_affine(&x, &a[k]);
        bls381_g1_from_affine(&y, &b[k]);
        bls381_g1_add(&want, &x, &y);
        bls381_g1_from_affine(&got, &r[k]);
        CHECK(g1_same(&got, &want));
    }
    /* doublings, in place, with infinity */
    a[1] = inf;
    bls381_g1_batch_dbl(a, a, 3, scratch);
    bls381_g1_dbl(&s, &p);
    bls381_g1 got;
    bls381_g1_from_affine(&got, &a[0]);
    CHECK(g1_same(&got, &s) && bls381_g1_affine_is_infinity(&a[1]));
    free(scratch);
}

/* ------------------------------------- many scalar multiplications --- */

/* bls381_g1_mul_many_vartime (the G1 FFT's twiddle products) against
 * double-and-add, in the scratch its size function gives: random points
 * (projective, rescaled), infinity, and the scalars 0, 1, r - 1, random */
TEST(g1_mul_many__matches_double_and_add_in_its_scratch_size)
{
    static const size_t sizes[] = { 1, 2, 7, 33 };
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        size_t n = sizes[s];
        bls381_g1 p[33], r[33];
        fr_t k[33];
        const fr_t *kp[33];
        for (size_t i = 0; i < n; i++) {
            rand_g1(&p[i]);
            cu_rescale_g1(&p[i]);
            cu_rand_fr(&k[i]);
            if (i % 5 == 1) bls381_fr_set_zero(&k[i]);
            if (i % 5 == 2) bls381_fr_set_one(&k[i]);
            if (i % 5 == 3) {
                bls381_fr_set_one(&k[i]);
                bls381_fr_neg(&k[i], &k[i]);
            }
            if (i % 5 == 4) bls381_g1_set_infinity(&p[i]);
            kp[i] = &k[i];
        }
        size_t size = bls381_g1_mul_many_scratch_size(n);
        CHECK_LOOP(size == BLS381_G1_MUL_MANY_SCRATCH(n));
        void *scratch = malloc(size);
        REQUIRE(scratch != NULL);
        bls381_g1_mul_many_vartime(r, p, kp, n, scratch);
        free(scratch);
        for (size_t i = 0; i < n; i++) {
            uint8_t kb[32];
            bls381_g1 want;
            bls381_fr_to_bytes(kb, &k[i]);
            cu_naive_mul_g1(&want, &p[i], kb, sizeof kb);
            if (!bls381_g1_eq(&r[i], &want)) test_failf(__FILE__, __LINE__, "n=%zu product %zu differs", n, i);
        }
    }
    CHECK(bls381_g1_mul_many_scratch_size(SIZE_MAX / 2) == SIZE_MAX);
}

/* ---------------------------------------------------- many MSMs --- */

/* m MSMs of n terms by the many-MSM (plain with window c, and over a table
 * of window c, with and without images) against the general MSM, with
 * exceptional inputs mixed in, on 1 and 3 threads */
/* 100 random points of G1, made once */
static const g1_t *some_points(void)
{
    static g1_t pts[100];
    static bool made;
    for (size_t i = 0; !made && i < 100; i++) {
        bls381_g1 p;
        rand_g1(&p);
        bls381_g1_to_affine(&pts[i], &p);
    }
    made = true;
    return pts;
}

/* The reference is the general MSM with XYZZ buckets on whole scalars, a
 * windowed variant: its automatic choice would be the sorted engine itself
 * at these sizes (msm/cost.c), which would compare many.c with many.c. */
static const bls381_msm_config reference = { BLS381_MSM_BUCKETS_XYZZ, BLS381_MSM_SPLIT_NONE, 0,
                                             BLS381_MSM_CROWDED_PURE };

static void check_against_general(const bls381_g1 *out, const g1_t *bases, const fr_t *sc, size_t m, size_t n,
                                  unsigned c, int table, int threads)
{
    size_t size = bls381_g1_msm_config_scratch_size(n, 1, &reference);
    void *scratch = malloc(size);
    REQUIRE(scratch != NULL);
    for (size_t i = 0; i < m; i++) {
        g1_t want;
        bls381_g1 w;
        REQUIRE(bls381_g1_msm_vartime_config(&want, bases + i * n, sc + i * n, n, scratch, size, NULL, &reference) ==
                BLS381_OK);
        bls381_g1_from_affine(&w, &want);
        if (!bls381_g1_eq(&out[i], &w)) {
            test_failf(__FILE__, __LINE__, "many-MSM m=%zu n=%zu c=%u table=%d threads=%d: MSM %zu differs", m, n, c,
                       table, threads, i);
            break;
        }
    }
    free(scratch);
}

static void check_many(size_t m, size_t n, unsigned c, int table)
{
    g1_t *bases = malloc(m * n * sizeof *bases);
    void *cp = NULL;
    fr_t *sc = malloc(m * n * sizeof *sc);
    bls381_g1 *out = malloc(m * sizeof *out);
    REQUIRE(bases && sc && out);
    for (size_t i = 0; i < m * n; i++) {
        bases[i] = some_points()[i % 100];
        cu_rand_fr(&sc[i]);
    }
    /* a repeated base with equal and opposite scalars, infinity, zero and
     * small scalars, the same scalar twice (equal digits in every window) */
    bases[1] = bases[0];
    sc[1] = sc[0];
    memset(&bases[2], 0, sizeof bases[2]);
    bls381_fr_set_zero(&sc[3]);
    if (m > 1) bls381_fr_from_u64(&sc[n], 1);
    if (m > 1) {
        bases[n + 1] = bases[n + 2];
        bls381_fr_neg(&sc[n + 1], &sc[n + 2]);
    }
    bls381_msm_many mm = { .m = m, .n = n, .bases = bases, .c = c };
    if (table) { /* 1: without images (FK20's), 2: with (the commitments') */
        size_t tsize = bls381_msm_table_size(m * n, c, table == 2);
        cp = malloc(tsize);
        REQUIRE(cp && bls381_msm_table_build(cp, tsize, bases, m * n, c, table == 2, NULL) == BLS381_OK);
        mm.table = cp;
    }
    bls381_pool *pool;
    REQUIRE(bls381_pool_create(&pool, 3, NULL) == BLS381_OK);
    for (int th = 0; th < 2; th++) {
        bls381_pool *use = th ? pool : NULL;
        size_t msize = bls381_msm_many_scratch_size(&mm, bls381_pool_threads(use));
        void *ms = malloc(msize);
        REQUIRE(ms != NULL);
        for (size_t i = 0; i < m; i++) bls381_g1_set_infinity(&out[i]);
        REQUIRE(bls381_msm_many_vartime(out, &mm, sc, ms, msize, use) == BLS381_OK);
        CHECK(bls381_msm_many_vartime(out, &mm, sc, ms, msize / 2, use) == BLS381_ERR_BADARGS);
        free(ms);
        check_against_general(out, bases, sc, m, n, c, table, th ? 3 : 1);
    }
    bls381_pool_destroy(pool);
    free(bases);
    free(sc);
    free(out);
    free(cp);
}
TEST(msm_many__matches_the_general_msm_at_every_window)
{
    static const unsigned plain[] = { 2, 3, 5, 6, 8, 11 };
    for (size_t i = 0; i < sizeof plain / sizeof plain[0]; i++) check_many(11, 9, plain[i], 0);
    check_many(1, 64, 6, 0);
}

TEST(msm_many__fixed_base_tables_match_the_general_msm)
{
    static const unsigned cs[] = { 1, 2, 4, 7, 8, 10, 13, 16 };
    for (size_t i = 0; i < sizeof cs / sizeof cs[0]; i++) {
        check_many(9, 5, cs[i], 1);
        check_many(9, 5, cs[i], 2);
    }
    check_many(20, 3, 8, 1); /* more MSMs than one piece */
    /* the table's window for a request (many.h): 6..16 as asked, else none */
    for (uint64_t c = 0; c <= 40; c++)
        CHECK_LOOP(bls381_msm_many_table_window(c) == (c >= 6 && c <= 16 ? c : 0));
    CHECK(bls381_msm_many_table_window(UINT64_MAX) == 0);
}
