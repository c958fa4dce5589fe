/*
 * G1 MSM over fixed bases with precomputed tables (for the KZG setup, whose
 * points never change). For each base P the table holds its GLV image
 * P' = (beta x, -y) and, for every window k, the shifted copies 2^(c k) P
 * and 2^(c k) P'. A scalar's digits d_k (one per window) then all act on
 * distinct table points:
 *     sum_i [s_i] P_i = sum_{i,k} [d_{i,k}] (2^(c k) P_i)  (and likewise P'),
 * one single window of windows * 2n terms: one set of buckets, one
 * running-sum reduction, and no doublings at all, instead of one bucket set
 * and reduction per window plus c doublings per window.
 *
 * The table is msm/table.h's, built with the GLV images; the digits
 * produced by bls381_msm_recode for the 2n GLV halves are laid out as its
 * rows, so term t of the big window is digit t with point t.
 */
#include <string.h>

#include "msm/table.h"
#include "sys/size.h"
#include "sys/verify.h"

static unsigned default_fixed_window(size_t n)
{
    (void)n;
    return 12; /* measured, BENCHMARKS.md */
}

size_t bls381_g1_fixed_table_size(size_t n, unsigned c)
{
    if (c == 0) c = default_fixed_window(n);
    if (c < 2) return 0;
    return bls381_msm_table_size(n, c, true);
}

bls381_status bls381_g1_fixed_table_build(void *table, size_t table_size, const bls381_g1_affine *points, size_t n,
                                          unsigned c, bls381_pool *pool)
{
    if (c == 0) c = default_fixed_window(n);
    if (c < 2) return BLS381_ERR_BADARGS;
    return bls381_msm_table_build(table, table_size, points, n, c, true, pool);
}

/* ------------------------------------------------------------------ MSM */

static size_t align64(size_t x) { return (x + 63) & ~(size_t)63; }

/* scratch: the 2n split scalars, the digits (windows x 2n), per thread a
 * bucket workspace, and per thread its partial sum */
static size_t fixed_layout(uint8_t *base, const bls381_msm_table *h, size_t threads, uint64_t (**scalars)[4],
                           int32_t **digits, uint8_t **ws, bls381_g1_xyzz **sums)
{
    size_t terms = bls381_size_mul(2, (size_t)h->n), off = 0;
    if (scalars) *scalars = (void *)(base + off);
    off = align64(bls381_size_add(off, bls381_size_mul(terms, sizeof(uint64_t[4]))));
    if (digits) *digits = (void *)(base + off);
    off = align64(bls381_size_add(off, bls381_size_mul(bls381_size_mul(terms, h->windows), sizeof(int32_t))));
    if (sums) *sums = (void *)(base + off);
    off = align64(bls381_size_add(off, bls381_size_mul(threads, sizeof(bls381_g1_xyzz))));
    if (ws) *ws = base + off;
    return bls381_size_add(off, bls381_size_mul(threads, align64(bls381_msm_g1_workspace_size(h->c))));
}

/* a table built with images (the public builder's) */
static bool check_table(bls381_msm_table *t, const void *table)
{
    return bls381_msm_table_view(t, table) && t->images && t->c >= 2;
}

size_t bls381_g1_msm_fixed_scratch_size(const void *table, size_t threads)
{
    bls381_msm_table t;
    if (!check_table(&t, table)) return 0;
    return bls381_size_add(fixed_layout(NULL, &t, threads ? threads : 1, NULL, NULL, NULL, NULL), 64);
}

typedef struct {
    const bls381_msm_table *h;
    bool split_top; /* the top row runs apart (see top_row_crowded) */
    const bls381_fr *scalars;
    const bls381_g1_affine *rows;
    uint64_t (*limbs)[4];
    int32_t *digits;
    uint8_t *ws;
    bls381_g1_xyzz *sums;
    size_t ws_size, terms, chunk;
} fixed_job;

static void split_range(void *vctx, size_t begin, size_t end, unsigned slot)
{
    fixed_job *j = vctx;
    (void)slot;
    size_t n = j->h->n;
    for (size_t i = begin; i < end; i++) {
        uint64_t k[4];
        bls381_fr_to_limbs(k, &j->scalars[i]);
        bls381_msm_glv_split(j->limbs[i], j->limbs[n + i], k);
    }
    bls381_msm_recode(j->digits + begin, 2 * n, (const uint64_t(*)[4])(j->limbs + begin), end - begin, 128, j->h->c);
    bls381_msm_recode(j->digits + n + begin, 2 * n, (const uint64_t(*)[4])(j->limbs + n + begin), end - begin, 128,
                      j->h->c);
}

/* The top row's digits only reach 2^(129 - c (windows - 1)): when that is
 * far below 2^(c-1), its 2n terms would crowd a few buckets of the big
 * window (and keep the batch queue full), so they run apart, in XYZZ. */
static bool top_row_crowded(const bls381_msm_table *h)
{
    int top_bits = 129 - (int)(h->c * (h->windows - 1));
    return h->windows > 1 && top_bits + 3 < (int)h->c;
}

/* a contiguous range of the big window's terms into this slot's buckets;
 * piece number `threads` (when present) is the crowded top row */
static void accumulate(void *vctx, size_t begin, size_t end, unsigned slot)
{
    fixed_job *j = vctx;
    bls381_g1_xyzz part;
    for (size_t piece = begin; piece < end; piece++) {
        if (piece * j->chunk >= j->terms) { /* the top row */
            size_t t0 = j->terms;
            bls381_msm_plan plan = { .n_terms = 2 * j->h->n, .c = j->h->c, .windows = 1, .bits = j->h->c,
                                     .pts = j->rows + t0, .digits = j->digits + t0 };
            bls381_msm_g1_window_xyzz(&part, &plan, 0, j->ws + (size_t)slot * j->ws_size);
            bls381_g1_xyzz_add_vartime(&j->sums[slot], &j->sums[slot], &part);
            continue;
        }
        size_t t0 = piece * j->chunk, t1 = t0 + j->chunk < j->terms ? t0 + j->chunk : j->terms;
        bls381_msm_plan plan = { .n_terms = t1 - t0, .c = j->h->c, .windows = 1, .bits = j->h->c,
                                 .pts = j->rows + t0, .digits = j->digits + t0 };
        bls381_msm_g1_window_batch_affine(&part, &plan, 0, j->ws + (size_t)slot * j->ws_size);
        bls381_g1_xyzz_add_vartime(&j->sums[slot], &j->sums[slot], &part);
    }
}

bls381_status bls381_g1_msm_fixed_vartime(bls381_g1_affine *out, const void *table, const bls381_fr *scalars, size_t n,
                                          void *scratch, size_t scratch_size, bls381_pool *pool)
{
    bls381_msm_table tv;
    const bls381_msm_table *h = &tv;
    if (!out || !check_table(&tv, table) || n != h->n || (n > 0 && (!scalars || !scratch))) return BLS381_ERR_BADARGS;
    bls381_g1_xyzz acc;
    bls381_g1_xyzz_set_inf(&acc);
    if (n == 0) {
        bls381_g1_xyzz_to_affine_vartime(out, &acc);
        return BLS381_OK;
    }
    size_t threads = bls381_pool_threads(pool);
    uint8_t *base = (uint8_t *)(((uintptr_t)scratch + 63) & ~(uintptr_t)63);
    size_t need = bls381_size_add(fixed_layout(NULL, h, threads, NULL, NULL, NULL, NULL),
                                  (size_t)(base - (uint8_t *)scratch));
    if (need == SIZE_MAX || scratch_size < need) return BLS381_ERR_BADARGS;
    fixed_job j = { .h = h, .scalars = scalars, .rows = h->rows };
    size_t used = fixed_layout(base, h, threads, &j.limbs, &j.digits, &j.ws, &j.sums);
    BLS381_VERIFY_CHECK(base + used <= (uint8_t *)scratch + scratch_size);
    (void)used;
    j.ws_size = align64(bls381_msm_g1_workspace_size(h->c));
    j.terms = 2 * n * h->windows;
    for (size_t t = 0; t < threads; t++) bls381_g1_xyzz_set_inf(&j.sums[t]);
    /* the table's infinity rows are (0,0) points: the window code skips
     * nothing by itself, so zero those digits (the split keeps k = 0) */
    bls381_pool_parallel_for(pool, n, 256, split_range, &j);
    for (size_t i = 0; i < n; i++) {
        if (bls381_msm_g1_is_inf(&j.rows[i]))
            for (size_t k = 0; k < h->windows; k++) {
                j.digits[k * 2 * n + i] = 0;
                j.digits[k * 2 * n + n + i] = 0;
            }
    }
    /* one piece per thread (each piece pays one reduction), plus the top row
     * when it runs apart */
    j.split_top = top_row_crowded(h);
    if (j.split_top) j.terms -= 2 * n;
    j.chunk = (j.terms + threads - 1) / threads;
    bls381_pool_parallel_for(pool, threads + (j.split_top ? 1 : 0), 1, accumulate, &j);
    for (size_t t = 0; t < threads; t++) bls381_g1_xyzz_add_vartime(&acc, &acc, &j.sums[t]);
    bls381_g1_xyzz_to_affine_vartime(out, &acc);
    return BLS381_OK;
}
