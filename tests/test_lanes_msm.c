/*
 * The batch paths on the eight-lane engine (field/fp_x8.h) give what the
 * scalar field gives: the batched affine adder (msm/batch_add.c) on random
 * batches of many sizes (multiples of 8 or not) with infinity, P + P,
 * P + (-P), negated bases, results written over their own inputs and jobs
 * reading the (old) outputs of earlier jobs, against the group law and
 * against itself with the engine off, on the model and on IFMA (where the
 * CPU has it); the running sums of a window on the lanes
 * (msm/running_sums_x8.c) against running sums in the group law, with
 * absent buckets (whole segments of lanes among them), equal buckets (a
 * doubling inside a lane) and opposite ones (a lane's sum back to
 * infinity); a window of batch-affine buckets, crowded or not, against
 * XYZZ buckets; and the public G1 MSM likewise, crowded windows among
 * them (which the hybrid runs in XYZZ without the engine and in lanes
 * with it); and scalars narrower than the windows' span (below 2^248 as
 * blobs, 2^200, 2^128, 2^120: zero high GLV halves, 2^64, and widths mixed
 * in one call), whose high halves pile onto one bucket of a window.
 */
#include "harness.h"
#include "curve_util.h"
#include "lanes_util.h"
#include "bls381.h"
#include "field/fp_x8.h"
#include "msm/batch_add.h"
#include "msm/msm.h"

#include <stdlib.h>
#include <string.h>

/* n affine points: multiples of a random point, a few infinities */
static void some_points(bls381_g1_affine *pts, size_t n, bool with_inf)
{
    bls381_g1 p, g, *j = malloc(n * sizeof *j);
    if (!j) abort();
    cu_rand_g1(&p);
    bls381_g1_generator(&g);
    for (size_t i = 0; i < n; i++) {
        j[i] = p;
        bls381_g1_add(&p, &p, &g);
    }
    bls381_g1_batch_to_affine(pts, j, n);
    for (size_t i = 0; with_inf && i < n; i++)
        if (test_rand64() % 23 == 0) memset(&pts[i], 0, sizeof pts[i]);
    free(j);
}

typedef struct { size_t r, a, b; bool neg; } slot_job;

/* jobs over mem[0..2n): job k reads slots of [0, k] and [n, n + k) (the
 * earlier jobs' outputs, or inputs nobody writes later) and writes slot k
 * (over its own a) or n + k */
static void make_jobs(slot_job *sj, size_t n)
{
    for (size_t k = 0; k < n; k++) {
        size_t pick = test_rand64() % (2 * k + 1);
        size_t other = pick <= k ? pick : n + (pick - k - 1);
        unsigned c = (unsigned)(test_rand64() % 8);
        sj[k].a = c == 0 ? other : k;
        sj[k].b = c == 1 ? sj[k].a : other; /* P + P, or P + (-P) when negated */
        if (c == 2) sj[k].b = k;
        sj[k].neg = test_rand64() & 1;
        sj[k].r = (c >= 4 && sj[k].a == k) ? k : n + k;
    }
}

static size_t run_jobs(bls381_g1_affine *mem, const slot_job *sj, size_t n, bool finite, void *scratch)
{
    bls381_g1_add_job *jobs = malloc(n * sizeof *jobs);
    if (!jobs) abort();
    for (size_t k = 0; k < n; k++)
        jobs[k] = (bls381_g1_add_job){ &mem[sj[k].r], &mem[sj[k].a], &mem[sj[k].b], sj[k].neg };
    size_t infs = finite ? bls381_g1_batch_add_finite(jobs, n, scratch) : bls381_g1_batch_add(jobs, n, scratch);
    free(jobs);
    return infs;
}

static void check_batches(bool finite)
{
    static const size_t sizes[] = { 16, 17, 23, 24, 31, 40, 63, 64, 65, 130, 257 };
    int kinds[3], ne = lanes_engines(kinds);
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        size_t n = sizes[s];
        bls381_g1_affine *init = malloc(2 * n * sizeof *init), *mem = malloc(2 * n * sizeof *mem),
                         *first = malloc(2 * n * sizeof *first);
        slot_job *sj = malloc(n * sizeof *sj);
        /* the scratch at every offset from a 64-byte boundary in turn:
         * the lane groups align their part of it (msm/batch_add.c) */
        char *base = malloc(BLS381_G1_BATCH_SCRATCH(n) + 128);
        void *scratch = base + ((64 - (uintptr_t)base % 64) % 64) + 8 * (s % 8);
        REQUIRE(init && mem && first && sj && base);
        some_points(init, 2 * n, !finite); /* finite: no infinity among the inputs */
        make_jobs(sj, n);
        size_t infs0 = 0;
        for (int e = 0; e < ne; e++) {
            bls381_fp_x8_select(kinds[e]);
            memcpy(mem, init, 2 * n * sizeof *mem);
            size_t infs = run_jobs(mem, sj, n, finite, scratch);
            if (e == 0) {
                memcpy(first, mem, 2 * n * sizeof *mem);
                infs0 = infs;
                /* the group law on the values from before the batch */
                for (size_t k = 0; k < n; k++) {
                    bls381_g1 x, y, want, got;
                    bls381_g1_affine b = init[sj[k].b];
                    if (sj[k].neg) bls381_g1_affine_neg(&b, &b);
                    bls381_g1_from_affine(&x, &init[sj[k].a]);
                    bls381_g1_from_affine(&y, &b);
                    bls381_g1_add(&want, &x, &y);
                    bls381_g1_from_affine(&got, &mem[sj[k].r]);
                    CHECK_LOOP(bls381_g1_eq(&want, &got));
                }
            } else {
                CHECK(infs == infs0);
                CHECK_MEM(mem, first, 2 * n * sizeof *mem);
            }
        }
        bls381_fp_x8_select(-1);
        free(init), free(mem), free(first), free(sj), free(base);
    }
}

TEST(g1_batch_add__lanes_match_the_scalar_field) { check_batches(false); }
TEST(g1_batch_add_finite__lanes_match_the_scalar_field) { check_batches(true); }

/* sum_b (b + 1) buckets[b] over the present b, by the group law */
static void running_sums_ref(bls381_g1_affine *out, const bls381_g1_affine *bk, const uint8_t *state, size_t nb)
{
    bls381_g1 s, t, q;
    bls381_g1_set_infinity(&s);
    bls381_g1_set_infinity(&t);
    for (size_t b = nb; b-- > 0;) {
        if (state[b] & 1) {
            bls381_g1_from_affine(&q, &bk[b]);
            bls381_g1_add(&s, &s, &q);
        }
        bls381_g1_add(&t, &t, &s);
    }
    bls381_g1_to_affine(out, &t);
}

TEST(g1_msm_running_sums__lanes_match_the_group_law)
{
    int kinds[3], ne = lanes_engines(kinds);
    for (int pattern = 0; pattern < 6; pattern++) {
        size_t nb = pattern % 2 ? 512 : 64;
        bls381_g1_affine *bk = malloc(nb * sizeof *bk), want, got;
        uint8_t *state = malloc(nb);
        REQUIRE(bk && state);
        some_points(bk, nb, false);
        for (size_t b = 0; b < nb; b++) {
            unsigned r = (unsigned)(test_rand64() % 8);
            /* 0, 1: dense with equal and opposite neighbours; 2, 3: sparse,
             * the top half absent (a top window); 4: one lane's segment
             * of one repeated point, another's empty; 5: nothing */
            state[b] = pattern < 2 ? r != 0 : pattern < 4 ? (r < 2 && b < nb / 2) : pattern == 4;
            if (pattern < 2 && b > 0 && r == 1) bk[b] = bk[b - 1];
            if (pattern < 2 && b > 0 && r == 2) bls381_g1_affine_neg(&bk[b], &bk[b - 1]);
            if (pattern == 4 && b / (nb / 8) == 3) bk[b] = bk[nb / 8 * 3];
            if (pattern == 4 && b / (nb / 8) == 5) state[b] = 0;
            if (pattern == 5) state[b] = 0;
        }
        for (size_t b = 0; b < nb; b++)
            if (!state[b] && test_rand64() % 2) memset(&bk[b], 0xff, sizeof bk[b]); /* never read */
        running_sums_ref(&want, bk, state, nb);
        for (int e = 0; e < ne; e++) {
            bls381_fp_x8_select(kinds[e]);
            const bls381_fp_x8_engine *eng = bls381_fp_x8_get();
            if (!eng) continue;
            bls381_g1_xyzz r;
            bls381_msm_g1_running_sums_x8(&r, eng, bk, state, 1, nb);
            bls381_g1_xyzz_to_affine_vartime(&got, &r);
            CHECK_LOOP(bls381_g1_affine_eq(&got, &want));
        }
        bls381_fp_x8_select(-1);
        free(bk), free(state);
    }
}

TEST(g1_msm__lanes_match_the_scalar_field)
{
    static const size_t sizes[] = { 100, 777, 2049 };
    int kinds[3], ne = lanes_engines(kinds);
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        size_t n = sizes[s];
        bls381_g1_affine *pts = malloc(n * sizeof *pts), out[3];
        bls381_fr *sc = malloc(n * sizeof *sc);
        size_t size = bls381_g1_msm_scratch_size(n, 1);
        void *scratch = malloc(size);
        REQUIRE(pts && sc && scratch);
        some_points(pts, n, true);
        for (size_t i = 0; i < n; i++) {
            cu_rand_fr(&sc[i]);
            if (i % 17 == 5) bls381_fr_set_zero(&sc[i]);
            if (i % 29 == 3) pts[i] = pts[i / 2]; /* duplicates */
        }
        for (int e = 0; e < ne; e++) {
            bls381_fp_x8_select(kinds[e]);
            CHECK(bls381_g1_msm_vartime(&out[e], pts, sc, n, scratch, size, NULL) == BLS381_OK);
            if (e > 0) CHECK(bls381_g1_affine_eq(&out[e], &out[0]));
        }
        bls381_fp_x8_select(-1);
        free(pts), free(sc), free(scratch);
    }
}

/* One window of batch-affine buckets (msm/buckets_batch_affine.c) on a
 * plan made by hand, against the same window in XYZZ buckets: crowded
 * windows of terms drawn from a few points (repeats, so doublings and
 * P + (-P) inside the batches), a pile on one bucket (the queue spills),
 * sizes that are not multiples of 8, and a top window of half the
 * buckets (bits = 6: 64 of 128, shorter batches). */
TEST(g1_msm_window_batch_affine__crowded_windows_match_xyzz)
{
    enum { POOL = 40 };
    static const struct { size_t n; unsigned bits, buckets, distinct; bool pile; } cases[] = {
        { 3001, 6, 64, 40, false },  /* top window of 64 buckets, 47 terms each */
        { 3003, 7, 6, 5, false },    /* six buckets, five points: spills */
        { 1001, 7, 128, POOL, false }, /* a full window */
        { 2005, 7, 128, POOL, true },  /* every other term on bucket 5 */
    };
    int kinds[3], ne = lanes_engines(kinds);
    bls381_g1_affine pool[POOL];
    some_points(pool, POOL, false);
    void *ws = malloc(bls381_msm_g1_workspace_size(8));
    REQUIRE(ws);
    for (size_t s = 0; s < sizeof cases / sizeof cases[0]; s++) {
        size_t n = cases[s].n;
        bls381_g1_affine *pts = malloc(n * sizeof *pts), want, got;
        int32_t *digits = malloc(n * sizeof *digits);
        REQUIRE(pts && digits);
        for (size_t i = 0; i < n; i++) {
            pts[i] = pool[test_rand64() % cases[s].distinct];
            int32_t d = (int32_t)(test_rand64() % cases[s].buckets) + 1;
            if (cases[s].pile && i % 2) d = 6;
            if (i % 11 == 3) d = 0;
            digits[i] = test_rand64() % 2 ? d : -d;
        }
        bls381_msm_plan plan = { .n_terms = n, .c = 8, .windows = 1, .bits = cases[s].bits, .pts = pts,
                                 .digits = digits };
        REQUIRE(bls381_msm_windows(plan.bits, plan.c) == 1);
        bls381_g1_xyzz r;
        bls381_msm_g1_window_xyzz(&r, &plan, 0, ws);
        bls381_g1_xyzz_to_affine_vartime(&want, &r);
        for (int e = 0; e < ne; e++) {
            bls381_fp_x8_select(kinds[e]);
            bls381_msm_g1_window_batch_affine(&r, &plan, 0, ws);
            bls381_g1_xyzz_to_affine_vartime(&got, &r);
            CHECK(bls381_g1_affine_eq(&got, &want));
        }
        bls381_fp_x8_select(-1);
        free(pts), free(digits);
    }
    free(ws);
}

/* Crowded windows that the hybrid runs in XYZZ with the engine off and in
 * batch-affine buckets with it on (msm/cost.c, bls381_msm_window_in_xyzz):
 * whole scalars at c = 8, where every window, the top one too, has 128
 * buckets, over more than 32 * 128 terms. The scalars are t 2^248 + u
 * (t < 115, u < 2^16), so only four windows have terms: the two of u, the
 * next one (u's carries: digits 0 and 1, a pile on one bucket) and the
 * top one. Every engine and policy gives the XYZZ buckets' result. */
TEST(g1_msm__crowded_top_window_on_lanes_matches_xyzz)
{
    enum { N = 4100 };
    int kinds[3], ne = lanes_engines(kinds);
    bls381_g1_affine *pts = malloc(N * sizeof *pts), want, got;
    bls381_fr *sc = malloc(N * sizeof *sc);
    REQUIRE(pts && sc);
    some_points(pts, N, true);
    for (size_t i = 0; i < N; i++) {
        uint64_t l[4] = { test_rand64() % 65536, 0, 0, (test_rand64() % 115) << 56 };
        if (i % 29 == 3) pts[i] = pts[i / 2]; /* duplicates */
        if (i % 31 == 7) l[0] = l[3] = 0;
        REQUIRE(bls381_fr_from_limbs(&sc[i], l) == BLS381_OK);
    }
    static const bls381_msm_config xyzz = { BLS381_MSM_BUCKETS_XYZZ, BLS381_MSM_SPLIT_NONE, 8,
                                            BLS381_MSM_CROWDED_HYBRID },
                                   hybrid = { BLS381_MSM_BUCKETS_BATCH_AFFINE, BLS381_MSM_SPLIT_NONE, 8,
                                              BLS381_MSM_CROWDED_HYBRID },
                                   pure = { BLS381_MSM_BUCKETS_BATCH_AFFINE, BLS381_MSM_SPLIT_NONE, 8,
                                            BLS381_MSM_CROWDED_PURE };
    REQUIRE(bls381_msm_window_buckets(255, 8, bls381_msm_windows(255, 8) - 1) == 128 && 128 * 32 < N);
    REQUIRE(bls381_msm_window_in_xyzz(128, N, 8, false) && !bls381_msm_window_in_xyzz(128, N, 8, true));
    const bls381_msm_config *cfgs[] = { &hybrid, &pure };
    size_t size = bls381_g1_msm_config_scratch_size(N, 1, &xyzz);
    for (int k = 0; k < 2; k++) {
        size_t sk = bls381_g1_msm_config_scratch_size(N, 1, cfgs[k]);
        if (sk > size) size = sk;
    }
    void *scratch = malloc(size);
    REQUIRE(scratch);
    bls381_fp_x8_select(BLS381_LANES_OFF);
    REQUIRE(bls381_g1_msm_vartime_config(&want, pts, sc, N, scratch, size, NULL, &xyzz) == BLS381_OK);
    for (int e = 0; e < ne; e++) {
        bls381_fp_x8_select(kinds[e]);
        for (int k = 0; k < 2; k++) {
            CHECK(bls381_g1_msm_vartime_config(&got, pts, sc, N, scratch, size, NULL, cfgs[k]) == BLS381_OK);
            CHECK(bls381_g1_affine_eq(&got, &want));
        }
    }
    bls381_fp_x8_select(-1);
    free(pts), free(sc), free(scratch);
}

/* n scalars below 2^width (width 0: widths drawn per term from the list,
 * full ones among them) */
static void narrow_scalars(bls381_fr *sc, size_t n, unsigned width)
{
    static const unsigned mixed[] = { 255, 248, 200, 128, 120, 64, 16 };
    for (size_t i = 0; i < n; i++) {
        unsigned w = width ? width : mixed[test_rand64() % (sizeof mixed / sizeof mixed[0])];
        if (w == 255) {
            cu_rand_fr(&sc[i]);
            continue;
        }
        uint64_t l[4];
        for (int k = 0; k < 4; k++) {
            unsigned lo = 64 * (unsigned)k;
            l[k] = w <= lo ? 0 : test_rand64() & (w - lo >= 64 ? ~0ULL : (1ULL << (w - lo)) - 1);
        }
        REQUIRE(bls381_fr_from_limbs(&sc[i], l) == BLS381_OK);
    }
}

/* Narrow scalars at n = 4096 in batch-affine buckets on GLV halves at
 * c = 12 (the automatic choice on one thread; top window: 256 buckets, a
 * queue of 512): below 2^248 two thirds of the high halves land on bucket
 * 0 of the top window, below 2^200 half of them on bucket 0 of a full
 * window of 2048, below 2^128 on bucket 0 of window 0; the queue spills
 * those buckets to XYZZ sums, which the running sums on the lanes take
 * times b + 1. Every engine and these variants give the naive sum. */
TEST(g1_msm__narrow_scalars_on_every_engine_match_the_naive_sum)
{
    enum { N = 4096 };
    static const unsigned widths[] = { 248, 200, 128, 120, 64, 0 };
    static const bls381_msm_config cfgs[] = {
        { BLS381_MSM_BUCKETS_AUTO, BLS381_MSM_SPLIT_AUTO, 0, BLS381_MSM_CROWDED_HYBRID },
        { BLS381_MSM_BUCKETS_BATCH_AFFINE, BLS381_MSM_SPLIT_GLV, 12, BLS381_MSM_CROWDED_PURE },
        { BLS381_MSM_BUCKETS_BATCH_AFFINE, BLS381_MSM_SPLIT_GLV, 9, BLS381_MSM_CROWDED_HYBRID },
        { BLS381_MSM_BUCKETS_BATCH_AFFINE, BLS381_MSM_SPLIT_NONE, 0, BLS381_MSM_CROWDED_HYBRID },
        { BLS381_MSM_BUCKETS_XYZZ, BLS381_MSM_SPLIT_GLV, 0, BLS381_MSM_CROWDED_PURE },
        { BLS381_MSM_BUCKETS_SORTED, BLS381_MSM_SPLIT_GLV, 0, BLS381_MSM_CROWDED_PURE },
    };
    static const bls381_msm_config naive = { BLS381_MSM_BUCKETS_NAIVE, BLS381_MSM_SPLIT_AUTO, 0,
                                             BLS381_MSM_CROWDED_HYBRID };
    enum { NCFG = sizeof cfgs / sizeof cfgs[0] };
    int kinds[3], ne = lanes_engines(kinds);
    bls381_g1_affine *pts = malloc(N * sizeof *pts), want, got;
    bls381_fr *sc = malloc(N * sizeof *sc);
    size_t size = 0;
    for (size_t k = 0; k < NCFG; k++) {
        size_t sk = bls381_g1_msm_config_scratch_size(N, 1, &cfgs[k]);
        if (sk > size) size = sk;
    }
    void *scratch = malloc(size);
    REQUIRE(pts && sc && scratch);
    some_points(pts, N, true);
    for (size_t i = 0; i < N; i++)
        if (i % 29 == 3) pts[i] = pts[i / 2]; /* duplicates */
    /* at a reduced scale (the O0, sanitizer and portable steps) a random
     * run of the widths, test_first_case's rotation */
    enum { NW = sizeof widths / sizeof widths[0] };
    size_t first = test_first_case(NW), nw = test_iters(NW);
    for (size_t j = 0; j < nw; j++) {
        size_t wi = (first + j) % NW;
        narrow_scalars(sc, N, widths[wi]);
        REQUIRE(bls381_g1_msm_vartime_config(&want, pts, sc, N, NULL, 0, NULL, &naive) == BLS381_OK);
        for (int e = 0; e < ne; e++) {
            bls381_fp_x8_select(kinds[e]);
            for (size_t k = 0; k < NCFG; k++) {
                bls381_status st = bls381_g1_msm_vartime_config(&got, pts, sc, N, scratch, size, NULL, &cfgs[k]);
                if (st != BLS381_OK || !bls381_g1_affine_eq(&got, &want))
                    test_failf(__FILE__, __LINE__, "width %u engine %d config %zu status %d", widths[wi], kinds[e],
                               k, (int)st);
            }
        }
    }
    bls381_fp_x8_select(-1);
    free(pts), free(sc), free(scratch);
}
