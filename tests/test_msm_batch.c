/* msm/batch.h, k MSMs over one scratch block: every plan of msm/cost.c
 * (one after another, side by side, packed) met on purpose and each
 * against the naive sums; the size for exact counts is the need (a byte
 * less is refused), the size for a range of counts covers every count of
 * it; the engines' windows grow with n (the range sizes rely on it). The
 * plan is found by bls381_msm_batch_choose for the expected modes. */
#include "curve_util.h"
#include "harness.h"
#include "bls381_msm.h"
#include "msm/batch.h"
#include "msm/msm.h"

#include <stdlib.h>
#include <string.h>

#define MAXN 200

typedef struct {
    bls381_g1_affine pts[2 * MAXN + 1];
    bls381_fr sc[2 * MAXN + 1];
} terms;

/* random points (one at infinity) and scalars (one zero) */
static void fill(terms *t, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        bls381_g1 p;
        cu_rand_g1(&p);
        bls381_g1_to_affine(&t->pts[i], &p);
        cu_rand_fr(&t->sc[i]);
    }
    if (n > 2) {
        memset(&t->pts[1], 0, sizeof t->pts[1]);
        bls381_fr_set_zero(&t->sc[2]);
    }
}

static void naive(bls381_g1_affine *out, const bls381_msm_batch_item *it)
{
    static const bls381_msm_config cfg = { BLS381_MSM_BUCKETS_NAIVE, BLS381_MSM_SPLIT_AUTO, 0,
                                           BLS381_MSM_CROWDED_HYBRID };
    REQUIRE(bls381_g1_msm_vartime_config(out, it->points, it->scalars, it->n, NULL, 0, NULL, &cfg) == BLS381_OK);
}

/* k MSMs of counts n[] over t (MSM i from term offset[i]) on pool: the
 * plan's mode is `mode`, the sums are the naive ones, the exact size
 * suffices and one byte less is refused (the scratch poisoned first) */
static void run(const terms *t, const size_t *n, size_t k, bls381_pool *pool, int mode)
{
    bls381_msm_batch_item items[3];
    bls381_g1_affine got[3], want[3];
    size_t off = 0;
    for (size_t i = 0; i < k; i++) {
        items[i] = (bls381_msm_batch_item){ t->pts + off, t->sc + off, n[i] };
        off += n[i] / 2; /* overlapping term lists, as the verifiers' */
        naive(&want[i], &items[i]);
    }
    size_t threads = bls381_pool_threads(pool);
    bls381_msm_batch_plan plan;
    bls381_msm_batch_plan_for(&plan, n, k, threads);
    if (mode >= 0) CHECK((int)plan.mode == mode);
    size_t need = bls381_msm_batch_scratch_size(n, n, k, threads);
    REQUIRE(need > 0 && need != SIZE_MAX);
    uint8_t *scratch = malloc(need);
    REQUIRE(scratch != NULL);
    memset(scratch, 0xA5, need);
    CHECK(bls381_msm_batch_vartime(got, items, k, scratch, need, pool) == BLS381_OK);
    for (size_t i = 0; i < k; i++)
        if (!bls381_g1_affine_eq(&got[i], &want[i]))
            test_failf(__FILE__, __LINE__, "k=%zu n[%zu]=%zu threads=%zu mode=%d", k, i, n[i], threads,
                       (int)plan.mode);
    /* 64 bytes of the need are room to align the block: 65 less is short */
    if (bls381_msm_batch_vartime(got, items, k, scratch, need - 65, pool) != BLS381_ERR_BADARGS)
        test_failf(__FILE__, __LINE__, "short scratch accepted: k=%zu n0=%zu n1=%zu threads=%zu mode=%d", k, n[0],
                   k > 1 ? n[1] : 0, threads, (int)plan.mode);
    CHECK(bls381_msm_batch_vartime(got, items, k, scratch + 4, need - 4, pool) == BLS381_ERR_BADARGS);
    free(scratch);
}

TEST(msm_batch__every_plan_gives_the_naive_sums)
{
    terms *t = malloc(sizeof *t);
    REQUIRE(t != NULL);
    fill(t, 2 * MAXN + 1);
    bls381_pool *pool;
    REQUIRE(bls381_pool_create(&pool, 2, NULL) == BLS381_OK);
    size_t pt = bls381_pool_threads(pool); /* 2, or 1 without threads */
    /* one thread: one after another (the verifiers' shapes: the scratch
     * a packed call would add costs more than its shared inversions
     * save), packed for three MSMs of one term */
    run(t, (size_t[]){ 193, 128 }, 2, NULL, BLS381_MSM_BATCH_SEQUENTIAL);
    run(t, (size_t[]){ 3, 1 }, 2, NULL, BLS381_MSM_BATCH_SEQUENTIAL);
    run(t, (size_t[]){ 1, 1, 1 }, 3, NULL, BLS381_MSM_BATCH_PACKED);
    if (pt == 2) { /* two threads: tiny MSMs on the caller (a split's price,
                    * msm/cost.c, is more than they cost), side by side at
                    * small counts, one after another later */
        run(t, (size_t[]){ 3, 1 }, 2, pool, BLS381_MSM_BATCH_SEQUENTIAL);
        run(t, (size_t[]){ 40, 64 }, 2, pool, BLS381_MSM_BATCH_SIDE_BY_SIDE);
        run(t, (size_t[]){ 193, 128 }, 2, pool, BLS381_MSM_BATCH_SEQUENTIAL);
    }
    /* the verifiers' shapes and edge counts, whatever the plan */
    static const size_t shapes[][3] = { { 3, 1, 0 }, { 129, 64, 0 }, { 193, 128, 0 }, { 0, 5, 0 },
                                        { 1, 1, 1 }, { 17, 0, 40 }, { 200, 7, 100 } };
    for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++)
        for (int p = 0; p < 2; p++) run(t, shapes[s], shapes[s][2] ? 3 : 2, p ? pool : NULL, -1);
    /* more MSMs than run at once: one after another */
    size_t many[BLS381_MSM_BATCH_AT_ONCE + 1];
    for (size_t i = 0; i < BLS381_MSM_BATCH_AT_ONCE + 1; i++) many[i] = 2;
    bls381_msm_batch_plan plan;
    bls381_msm_batch_plan_for(&plan, many, BLS381_MSM_BATCH_AT_ONCE + 1, 1);
    CHECK(plan.mode == BLS381_MSM_BATCH_SEQUENTIAL);
    /* bad arguments */
    bls381_g1_affine out[2];
    bls381_msm_batch_item items[2] = { { t->pts, t->sc, 3 }, { NULL, t->sc, 2 } };
    uint64_t room[64];
    CHECK(bls381_msm_batch_vartime(out, items, 2, room, sizeof room, NULL) == BLS381_ERR_BADARGS);
    CHECK(bls381_msm_batch_vartime(NULL, items, 1, room, sizeof room, NULL) == BLS381_ERR_BADARGS);
    CHECK(bls381_msm_batch_vartime(out, items, 1, NULL, 0, NULL) == BLS381_ERR_BADARGS);
    CHECK(bls381_msm_batch_vartime(out, NULL, 0, NULL, 0, NULL) == BLS381_OK);
    size_t lo = 5, hi = 4;
    CHECK(bls381_msm_batch_scratch_size(&lo, &hi, 1, 1) == 0);
    CHECK(bls381_msm_batch_scratch_size(&lo, &lo, 0, 1) == 0);
    bls381_pool_destroy(pool);
    free(t);
}

/* The cell verifier's ranges (LL of n terms, RL of n + 65 .. 2n + 64) and
 * others across the plans' and windows' changes: the size for the range
 * covers the exact size of every count in it, on 1 and 3 threads, and
 * stays near the largest of them. */
TEST(msm_batch__range_size_covers_every_count)
{
    static const size_t ns[] = { 1, 4, 16, 64, 128, 300, 600 };
    for (size_t t = 1; t <= 3; t += 2)
        for (size_t i = 0; i < sizeof ns / sizeof ns[0]; i++) {
            size_t n = ns[i], lo[2] = { n, n + 65 }, hi[2] = { n, 2 * n + 64 }, most = 0;
            size_t bound = bls381_msm_batch_scratch_size(lo, hi, 2, t);
            for (size_t r = lo[1]; r <= hi[1]; r++) {
                size_t c[2] = { n, r }, need = bls381_msm_batch_scratch_size(c, c, 2, t);
                CHECK_LOOP(need <= bound);
                if (need > most) most = need;
            }
            CHECK(bound < most + most / 2);
        }
}

/* the window of each engine the automatic choice takes grows with n, up
 * to 2^19 terms (batch.c's range sizes rely on it; the GLV windows step
 * back from 16 to 15 bits near 529000 terms) */
TEST(msm_batch__engine_windows_grow_with_n)
{
    static const bls381_msm_choice engines[] = { { BLS381_MSM_BUCKETS_XYZZ, false, true, 0 },
                                                 { BLS381_MSM_BUCKETS_BATCH_AFFINE, true, true, 0 },
                                                 { BLS381_MSM_BUCKETS_SORTED, true, true, 0 } };
    for (size_t e = 0; e < 3; e++) {
        unsigned prev = 0;
        for (size_t k = 1; k < ((size_t)1 << 19); k = k < 4096 ? k + 1 : k + k / 64) {
            unsigned c = bls381_msm_best_window(k, &engines[e]);
            CHECK_LOOP(c >= prev);
            prev = c;
        }
    }
}
