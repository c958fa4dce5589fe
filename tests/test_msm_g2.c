/*
 * The G2 MSM's batch-affine path: the batched G2 adder
 * (msm/g2_batch_add.c) against the group law on random batches of sizes
 * 0 to 130 (multiples of 8 or not) mixing plain additions with every
 * exceptional case (infinity on a side or both, P + P as one slot or two
 * equal ones, P + (-P)) and results written over a, over b or elsewhere,
 * with the scratch at every offset from a 64-byte boundary, bit for bit
 * the same with the engine off, on the model and on IFMA (where the CPU
 * has it); the sorted buckets (msm/g2_sorted.c) against the window sums
 * computed in the group law, with digits piled on one bucket; the choice
 * of the method (msm/cost.c); and bls381_g2_msm_vartime against a naive
 * double-and-add sum at sizes across the switch, on random and
 * adversarial inputs (repeated points, P and -P, infinity, zero and r - 1
 * scalars, 64-bit scalars), on every engine.
 */
#include "harness.h"
#include "curve_util.h"
#include "lanes_util.h"
#include "bls381.h"
#include "field/fp_x8.h"
#include "msm/cost.h"
#include "msm/msm.h"
#include "msm/g2_batch_add.h"
#include "msm/g2_sorted.h"

#include <stdlib.h>
#include <string.h>

/* n random points of G2 (affine), no infinity */
static void rand_points(bls381_g2_affine *pts, size_t n)
{
    bls381_g2 *j = malloc((n ? n : 1) * sizeof *j), g;
    if (!j) abort();
    cu_rand_g2_fast(&j[0]);
    bls381_g2_generator(&g);
    for (size_t i = 1; i < n; i++) bls381_g2_add(&j[i], &j[i - 1], &g);
    bls381_g2_batch_to_affine(pts, j, n);
    free(j);
}

static void g2_sum(bls381_g2_affine *r, const bls381_g2_affine *a, const bls381_g2_affine *b)
{
    bls381_g2 x, y;
    bls381_g2_from_affine(&x, a);
    bls381_g2_from_affine(&y, b);
    bls381_g2_add(&x, &x, &y);
    bls381_g2_to_affine(r, &x);
}

static bool affine_is_zero(const bls381_g2_affine *p)
{
    static const bls381_g2_affine zero;
    return memcmp(p, &zero, sizeof zero) == 0;
}

/* job k over mem[3k .. 3k + 3) (slots a, b, out): which exceptional case,
 * and where the result goes (over a, over b, or the third slot) */
typedef struct { size_t r, a, b; } slot_job;

static void make_batch(bls381_g2_affine *mem, slot_job *sj, size_t n, const bls381_g2_affine *pool, size_t np)
{
    for (size_t k = 0; k < n; k++) {
        size_t a = 3 * k, b = 3 * k + 1, o = 3 * k + 2;
        unsigned kind = (unsigned)(test_rand64() % 16);
        mem[a] = pool[test_rand64() % np];
        mem[b] = pool[test_rand64() % np];
        mem[o] = pool[test_rand64() % np];
        switch (kind) {
        case 0: memset(&mem[a], 0, sizeof mem[a]); break;       /* inf + Q */
        case 1: memset(&mem[b], 0, sizeof mem[b]); break;       /* P + inf */
        case 2: memset(&mem[a], 0, sizeof mem[a]); memset(&mem[b], 0, sizeof mem[b]); break;
        case 3: mem[b] = mem[a]; break;                         /* P + P, two slots */
        case 4: b = a; break;                                   /* P + P, one slot */
        case 5: bls381_g2_affine_neg(&mem[b], &mem[a]); break;  /* P + (-P) */
        default: break;                                         /* plain */
        }
        unsigned where = (unsigned)(test_rand64() % 3);
        sj[k] = (slot_job){ where == 0 ? a : where == 1 ? b : o, a, b };
    }
}

static void check_adder(void)
{
    static const size_t sizes[] = { 0, 1, 7, 8, 9, 15, 16, 17, 24, 63, 64, 65, 130 };
    int kinds[3], ne = lanes_engines(kinds);
    bls381_g2_affine pool[40];
    rand_points(pool, 40);
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        size_t n = sizes[s], m = 3 * n + 1;
        bls381_g2_affine *init = malloc(m * sizeof *init), *mem = malloc(m * sizeof *mem),
                         *first = malloc(m * sizeof *first), *want = malloc(m * sizeof *want);
        slot_job *sj = malloc((n + 1) * sizeof *sj);
        bls381_g2_add_job *jobs = malloc((n + 1) * sizeof *jobs);
        size_t size = bls381_g2_batch_add_scratch_size(n);
        char *base = malloc(size + 128);
        REQUIRE(init && mem && first && want && sj && jobs && base);
        /* the scratch at offsets 0, 8, .. 56 from a 64-byte boundary */
        void *scratch = base + ((64 - (uintptr_t)base % 64) % 64) + 8 * (s % 8);
        make_batch(init, sj, n, pool, 40);
        size_t want_infs = 0;
        memcpy(want, init, m * sizeof *want);
        for (size_t k = 0; k < n; k++) {
            g2_sum(&want[sj[k].r], &init[sj[k].a], &init[sj[k].b]);
            want_infs += affine_is_zero(&want[sj[k].r]);
        }
        for (int e = 0; e < ne; e++) {
            bls381_fp_x8_select(kinds[e]);
            memcpy(mem, init, m * sizeof *mem);
            for (size_t k = 0; k < n; k++) jobs[k] = (bls381_g2_add_job){ &mem[sj[k].r], &mem[sj[k].a], &mem[sj[k].b] };
            size_t infs = bls381_g2_batch_add(jobs, n, scratch);
            CHECK(infs == want_infs);
            for (size_t k = 0; k < n; k++) CHECK_LOOP(bls381_g2_affine_eq(&mem[sj[k].r], &want[sj[k].r]));
            if (e == 0) memcpy(first, mem, m * sizeof *mem);
            else CHECK_MEM(mem, first, m * sizeof *mem);
        }
        bls381_fp_x8_select(-1);
        free(init), free(mem), free(first), free(want), free(sj), free(jobs), free(base);
    }
}

TEST(g2_batch_add__matches_the_group_law_on_every_engine) { check_adder(); }

/* a batch of plain additions only, long enough for several lane groups:
 * the lanes must run (a fault in their formulas fails here) */
TEST(g2_batch_add__plain_batches_on_every_engine_match_the_group_law)
{
    enum { N = 72 };
    int kinds[3], ne = lanes_engines(kinds);
    bls381_g2_affine p[2 * N], r[N], want[N];
    bls381_g2_add_job jobs[N];
    void *scratch = malloc(bls381_g2_batch_add_scratch_size(N));
    REQUIRE(scratch);
    rand_points(p, N);
    rand_points(p + N, N);
    for (size_t k = 0; k < N; k++) g2_sum(&want[k], &p[k], &p[N + k]);
    for (int e = 0; e < ne; e++) {
        bls381_fp_x8_select(kinds[e]);
        for (size_t k = 0; k < N; k++) jobs[k] = (bls381_g2_add_job){ &r[k], &p[k], &p[N + k] };
        CHECK(bls381_g2_batch_add(jobs, N, scratch) == 0);
        for (size_t k = 0; k < N; k++) CHECK_LOOP(bls381_g2_affine_eq(&r[k], &want[k]));
    }
    bls381_fp_x8_select(-1);
    free(scratch);
}

/* [d] p for a small signed d by the group law */
static void small_mul(bls381_g2 *r, const bls381_g2_affine *p, int32_t d)
{
    uint8_t k[4];
    uint32_t m = (uint32_t)(d < 0 ? -d : d);
    for (int i = 0; i < 4; i++) k[i] = (uint8_t)(m >> (24 - 8 * i));
    bls381_g2 q;
    bls381_g2_from_affine(&q, p);
    cu_naive_mul_g2(r, &q, k, 4);
    if (d < 0) bls381_g2_neg(r, r);
}

TEST(g2_msm_sorted_windows__match_the_group_law)
{
    enum { N = 90 };
    int kinds[3], ne = lanes_engines(kinds);
    bls381_g2_affine pts[N];
    rand_points(pts, N);
    bls381_g2_affine_neg(&pts[1], &pts[0]); /* P and -P */
    pts[3] = pts[2];                        /* a repeated point */
    for (unsigned c = 2; c <= 6; c += 2) {
        size_t nw = 5, w0 = 1, nb = (size_t)1 << (c - 1);
        int32_t *dig = malloc((w0 + nw) * N * sizeof *dig);
        REQUIRE(dig);
        for (size_t w = 0; w < w0 + nw; w++)
            for (size_t i = 0; i < N; i++) {
                int32_t d = (int32_t)(test_rand64() % (2 * nb + 1)) - (int32_t)nb;
                if (w == 2) d = i % 3 ? (int32_t)nb : -(int32_t)nb; /* all on the top bucket */
                if (w == 3 && i < 2) d = 1;                         /* P + (-P) in bucket 0 */
                dig[w * N + i] = d;
            }
        bls381_g2_xyzz want[5], got[5];
        for (size_t q = 0; q < nw; q++) {
            bls381_g2 acc, t;
            bls381_g2_set_infinity(&acc);
            for (size_t i = 0; i < N; i++) {
                int32_t d = dig[(w0 + q) * N + i];
                /* digit d puts sign(d) P into bucket |d| - 1, weighted |d| */
                small_mul(&t, &pts[i], d);
                bls381_g2_add(&acc, &acc, &t);
            }
            bls381_g2_affine a;
            bls381_g2_to_affine(&a, &acc);
            bls381_g2_xyzz_from_affine(&want[q], &a);
        }
        size_t size = bls381_msm_g2_sorted_workspace_size(N, c, nw);
        void *ws = malloc(size + 8);
        REQUIRE(ws);
        for (int e = 0; e < ne; e++) {
            bls381_fp_x8_select(kinds[e]);
            bls381_msm_g2_sorted_windows(got, pts, dig, N, c, w0, nw, (char *)ws + 8 * (size_t)e);
            for (size_t q = 0; q < nw; q++) {
                bls381_g2_affine x, y;
                bls381_g2_xyzz_to_affine_vartime(&x, &got[q]);
                bls381_g2_xyzz_to_affine_vartime(&y, &want[q]);
                CHECK_LOOP(bls381_g2_affine_eq(&x, &y));
            }
        }
        bls381_fp_x8_select(-1);
        free(dig), free(ws);
    }
}

TEST(g2_msm_choose__xyzz_for_small_msms_and_narrow_scalars_sorted_above)
{
    bls381_msm_choice ch;
    for (size_t n = 1; n < 32; n++) {
        bls381_msm_g2_choose(&ch, n, false);
        CHECK_LOOP(ch.buckets == BLS381_MSM_BUCKETS_XYZZ);
    }
    /* the windows msm/MSM.md section 13 states; scalars below 2^64: XYZZ */
    static const size_t big[] = { 32, 64, 128, 256, 1024 };
    static const unsigned c[] = { 5, 6, 6, 7, 8 };
    for (size_t i = 0; i < 5; i++) {
        bls381_msm_g2_choose(&ch, big[i], false);
        CHECK_LOOP(ch.buckets == BLS381_MSM_BUCKETS_SORTED && ch.c == c[i]);
        bls381_msm_g2_choose(&ch, big[i], true);
        CHECK_LOOP(ch.buckets == BLS381_MSM_BUCKETS_XYZZ);
    }
    /* the narrow scratch never exceeds the general one (a caller sizing
     * by bls381_g2_msm_scratch_size can always run narrow scalars), and at
     * 64 terms it is under a quarter of it */
    for (size_t n = 0; n < 5000; n += 1 + n / 8)
        for (size_t t = 1; t <= 4; t += 3)
            CHECK_LOOP(bls381_g2_msm_scratch_size_u64(n, t) <= bls381_g2_msm_scratch_size(n, t));
    CHECK(4 * bls381_g2_msm_scratch_size_u64(64, 1) < bls381_g2_msm_scratch_size(64, 1));
}

/* sum k_i P_i by double-and-add on the group law */
static void naive_sum(bls381_g2_affine *out, const bls381_g2_affine *p, const bls381_fr *k, size_t n)
{
    bls381_g2 acc, q, t;
    bls381_g2_set_infinity(&acc);
    for (size_t i = 0; i < n; i++) {
        uint8_t b[32];
        bls381_fr_to_bytes(b, &k[i]);
        bls381_g2_from_affine(&q, &p[i]);
        cu_naive_mul_g2(&t, &q, b, 32);
        bls381_g2_add(&acc, &acc, &t);
    }
    bls381_g2_to_affine(out, &acc);
}

/* case 0: random; 1: adversarial (repeated points, P and -P with equal
 * scalars, infinity, zero and r - 1 scalars); 2: 64-bit scalars with
 * repeated points */
static void make_msm(bls381_g2_affine *p, bls381_fr *k, size_t n, int kind)
{
    rand_points(p, n);
    for (size_t i = 0; i < n; i++) {
        uint8_t b[64];
        test_rand_bytes(b, sizeof b);
        bls381_fr_from_bytes_wide(&k[i], b);
        if (kind == 2) bls381_fr_from_u64(&k[i], test_rand64());
    }
    if (kind == 0) return;
    uint8_t rm1[32];
    cu_special_scalar(rm1, 3); /* r - 1 */
    for (size_t i = 0; i < n; i++) {
        unsigned r = (unsigned)(test_rand64() % 8);
        if (r == 0 && i > 0) p[i] = p[i - 1]; /* repeated, often with a repeated scalar */
        if (r == 1 && i > 0) k[i] = k[i - 1];
        if (kind == 2) continue;
        if (r == 2 && i > 0) bls381_g2_affine_neg(&p[i], &p[i - 1]), k[i] = k[i - 1];
        if (r == 3) memset(&p[i], 0, sizeof p[i]);
        if (r == 4) bls381_fr_from_u64(&k[i], 0);
        if (r == 5) REQUIRE(bls381_fr_from_bytes(&k[i], rm1) == BLS381_OK);
    }
    if (kind == 1 && n >= 4) { /* one point four times over: P, P, -P, P */
        p[1] = p[0], p[3] = p[0];
        bls381_g2_affine_neg(&p[2], &p[0]);
        k[1] = k[0], k[2] = k[0], k[3] = k[0];
    }
}

TEST(g2_msm__every_engine_across_the_switch_matches_double_and_add)
{
    static const size_t sizes[] = { 1, 2, 16, 31, 32, 33, 64, 130 };
    int kinds[3], ne = lanes_engines(kinds);
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
        for (int kind = 0; kind < 3; kind++) {
            size_t n = sizes[s];
            bls381_g2_affine *p = malloc(n * sizeof *p), want, got;
            bls381_fr *k = malloc(n * sizeof *k);
            /* 64-bit scalars: also in the narrow scratch, exactly sized
             * (half of it refused) */
            size_t size = bls381_g2_msm_scratch_size(n, 1), narrow = bls381_g2_msm_scratch_size_u64(n, 1);
            void *scratch = malloc(size);
            REQUIRE(p && k && scratch);
            make_msm(p, k, n, kind);
            naive_sum(&want, p, k, n);
            for (int e = 0; e < ne; e++) {
                bls381_fp_x8_select(kinds[e]);
                CHECK_LOOP(bls381_g2_msm_vartime(&got, p, k, n, scratch, size, NULL) == BLS381_OK);
                CHECK_LOOP(bls381_g2_affine_eq(&got, &want));
                if (kind != 2) continue;
                memset(&got, 0, sizeof got);
                CHECK_LOOP(bls381_g2_msm_vartime(&got, p, k, n, scratch, narrow, NULL) == BLS381_OK);
                CHECK_LOOP(bls381_g2_affine_eq(&got, &want));
                CHECK_LOOP(bls381_g2_msm_vartime(&got, p, k, n, scratch, narrow / 2, NULL) == BLS381_ERR_BADARGS);
            }
            bls381_fp_x8_select(-1);
            free(p), free(k), free(scratch);
        }
}
