/*
 * k MSMs over one scratch block (see batch.h), as msm/cost.c plans them:
 *   one after another: each MSM in the whole block, on the pool;
 *   side by side: one pool task per MSM, each in its own part of the
 *     block, with the engine the model picks for its share of the threads
 *     (the sorted engine then runs on its task's thread alone);
 *   packed: the terms copied into the block as k MSMs of the largest
 *     count (zero scalars after the shorter ones, which make no bucket
 *     entry), one many-MSM call (msm/many.c) on the caller.
 * The block's size for counts known only within a range is the largest
 * any plan for counts in it needs: the range split where the plan's mode
 * changes, then in each part the engines of its ends, each over its
 * windows between those of the ends (the windows grow with n: tests/test_msm_batch.c checks it up to
 * 2^19 terms, and that the size covers every count of sample ranges; a
 * scratch found short is refused, never overrun).
 */
#include <string.h>

#include "msm/batch.h"
#include "msm/many.h"
#include "sys/size.h"

/* the resolved variant as a config, so that the MSM runs that variant */
static bls381_msm_config config_of(const bls381_msm_choice *ch)
{
    return (bls381_msm_config){ ch->buckets, ch->glv ? BLS381_MSM_SPLIT_GLV : BLS381_MSM_SPLIT_NONE, ch->c,
                                ch->hybrid ? BLS381_MSM_CROWDED_HYBRID : BLS381_MSM_CROWDED_PURE };
}

/* the threads an MSM of this variant runs on, side by side: the sorted
 * engine on its task's thread alone (its pieces are whole MSMs), a
 * windowed one on the pool (its scratch for all the pool's threads);
 * one after another, every MSM on the pool */
static size_t run_threads(const bls381_msm_config *cfg, bool side, size_t pool_threads)
{
    return side && cfg->buckets == BLS381_MSM_BUCKETS_SORTED ? 1 : pool_threads;
}

/* the scratch of an MSM of n terms of this variant on `threads` threads
 * (none for no terms) */
static size_t run_need(size_t n, const bls381_msm_config *cfg, size_t threads)
{
    return n == 0 ? 0 : bls381_g1_msm_config_scratch_size(n, threads, cfg);
}

/* an MSM's variant, chosen for `threads` threads (side by side: its share
 * of the pool) */
static bls381_msm_config choose_cfg(size_t n, size_t threads)
{
    bls381_msm_choice ch;
    bls381_msm_choose(&ch, n, threads, NULL);
    return config_of(&ch);
}

/* the packed block: points and scalars of k MSMs of nmax terms, then the
 * many-MSM's scratch */
static size_t packed_copy_size(size_t k, size_t nmax)
{
    size_t terms = bls381_size_mul(k, nmax);
    return bls381_size_add(bls381_size_align64(bls381_size_mul(terms, sizeof(bls381_g1_affine))),
                           bls381_size_align64(bls381_size_mul(terms, sizeof(bls381_fr))));
}
static size_t packed_size(size_t k, size_t nmax, unsigned c)
{
    bls381_msm_many mm = { .m = k, .n = nmax, .c = c };
    return bls381_size_add(packed_copy_size(k, nmax), bls381_msm_many_scratch_size(&mm, 1));
}

/* ------------------------------------------------------------ sizes --- */

/* the most scratch one MSM of lo..hi terms takes on `threads` threads:
 * the engines chosen at lo and hi (all three automatic candidates when
 * they differ), each over its windows from lo's to hi's, taken at hi */
static size_t item_bound(size_t lo, size_t hi, size_t threads, bool side, size_t pool_threads)
{
    bls381_msm_config a = choose_cfg(lo, threads);
    if (lo == hi) /* the count known: its variant's need (the model asked once) */
        return run_need(lo, &a, run_threads(&a, side, pool_threads));
    bls381_msm_config b = choose_cfg(hi, threads);
    bls381_msm_config engines[3] = { a };
    size_t ne = 1;
    if (a.buckets != b.buckets || a.split != b.split) {
        static const bls381_msm_config all[3] = {
            { BLS381_MSM_BUCKETS_XYZZ, BLS381_MSM_SPLIT_NONE, 0, BLS381_MSM_CROWDED_HYBRID },
            { BLS381_MSM_BUCKETS_BATCH_AFFINE, BLS381_MSM_SPLIT_GLV, 0, BLS381_MSM_CROWDED_HYBRID },
            { BLS381_MSM_BUCKETS_SORTED, BLS381_MSM_SPLIT_GLV, 0, BLS381_MSM_CROWDED_HYBRID },
        };
        memcpy(engines, all, sizeof all);
        ne = 3;
    }
    size_t need = 0;
    for (size_t e = 0; e < ne; e++) {
        bls381_msm_choice ch = { engines[e].buckets, engines[e].split == BLS381_MSM_SPLIT_GLV, true, 0 };
        size_t t = run_threads(&engines[e], side, pool_threads);
        unsigned c0 = bls381_msm_best_window(lo, &ch), c1 = bls381_msm_best_window(hi, &ch);
        for (unsigned c = c0 < c1 ? c0 : c1; c <= (c0 < c1 ? c1 : c0); c++) {
            bls381_msm_config cfg = engines[e];
            cfg.window_bits = c;
            size_t s = run_need(hi, &cfg, t);
            if (s > need) need = s;
        }
    }
    return need;
}

/* the most scratch of one mode over the counts */
static size_t mode_bound(bls381_msm_batch_mode mode, const size_t *lo, const size_t *hi, size_t k, size_t threads)
{
    size_t need = 0;
    if (mode == BLS381_MSM_BATCH_PACKED) {
        size_t mlo = 0, mhi = 0;
        for (size_t i = 0; i < k; i++) {
            if (lo[i] > mlo) mlo = lo[i];
            if (hi[i] > mhi) mhi = hi[i];
        }
        for (unsigned c = bls381_msm_sorted_window(mlo); c <= bls381_msm_sorted_window(mhi); c++) {
            size_t s = packed_size(k, mhi, c);
            if (s > need) need = s;
        }
        return need;
    }
    bool side = mode == BLS381_MSM_BATCH_SIDE_BY_SIDE;
    size_t share = side ? bls381_msm_batch_share(k, threads) : threads;
    for (size_t i = 0; i < k; i++) {
        size_t s = item_bound(lo[i], hi[i], share, side, threads);
        if (side) need = bls381_size_add(need, bls381_size_align64(s));
        else if (s > need) need = s;
    }
    return need;
}

void bls381_msm_batch_plan_for(bls381_msm_batch_plan *plan, const size_t *n, size_t k, size_t threads)
{
    size_t bytes[3] = { SIZE_MAX, SIZE_MAX, SIZE_MAX };
    if (threads == 0) threads = 1;
    /* the sizes of the modes msm/cost.c may take (the others unused) */
    bool at_once = k >= 2 && k <= BLS381_MSM_BATCH_AT_ONCE;
    bytes[BLS381_MSM_BATCH_SEQUENTIAL] = mode_bound(BLS381_MSM_BATCH_SEQUENTIAL, n, n, k, threads);
    if (at_once && k <= threads)
        bytes[BLS381_MSM_BATCH_SIDE_BY_SIDE] = mode_bound(BLS381_MSM_BATCH_SIDE_BY_SIDE, n, n, k, threads);
    if (at_once && threads == 1) bytes[BLS381_MSM_BATCH_PACKED] = mode_bound(BLS381_MSM_BATCH_PACKED, n, n, k, 1);
    bls381_msm_batch_choose(plan, n, k, threads, bytes);
}

/* c[i] = lo[i] + min(x, hi[i] - lo[i]) */
static void counts_at(size_t *c, const size_t *lo, const size_t *hi, size_t k, size_t x)
{
    for (size_t i = 0; i < k; i++) c[i] = lo[i] + (x < hi[i] - lo[i] ? x : hi[i] - lo[i]);
}

size_t bls381_msm_batch_scratch_size(const size_t *lo, const size_t *hi, size_t k, size_t threads)
{
    if (k == 0 || !lo || !hi) return 0;
    for (size_t i = 0; i < k; i++)
        if (lo[i] > hi[i]) return 0;
    if (threads == 0) threads = 1;
    bls381_msm_batch_plan a, b;
    bool exact = true;
    for (size_t i = 0; i < k; i++) exact = exact && lo[i] == hi[i];
    bls381_msm_batch_plan_for(&a, lo, k, threads);
    if (exact) b = a;
    else bls381_msm_batch_plan_for(&b, hi, k, threads);
    if (a.mode == b.mode) {
        size_t need = mode_bound(a.mode, lo, hi, k, threads);
        return need > 64 ? need : 64; /* a block even for no terms */
    }
    /* the plan changes once as the counts grow (packed or side by side
     * while the sorted engine pays, then one after another; k is then at
     * most BLS381_MSM_BATCH_AT_ONCE): the last step x of the counts
     * lo + min(x, hi - lo) still in lo's mode, by bisection, splits the
     * range between the two modes */
    size_t span = 0, x0 = 0, x1, m0[BLS381_MSM_BATCH_AT_ONCE], m1[BLS381_MSM_BATCH_AT_ONCE];
    for (size_t i = 0; i < k; i++)
        if (hi[i] - lo[i] > span) span = hi[i] - lo[i];
    for (x1 = span; x1 - x0 > 1;) {
        size_t mid = x0 + (x1 - x0) / 2;
        bls381_msm_batch_plan p;
        counts_at(m0, lo, hi, k, mid);
        bls381_msm_batch_plan_for(&p, m0, k, threads);
        if (p.mode == a.mode) x0 = mid;
        else x1 = mid;
    }
    counts_at(m0, lo, hi, k, x0);
    counts_at(m1, lo, hi, k, x1);
    size_t need = mode_bound(a.mode, lo, m0, k, threads), s = mode_bound(b.mode, m1, hi, k, threads);
    need = s > need ? s : need;
    return need > 64 ? need : 64;
}

/* -------------------------------------------------------------- runs --- */

typedef struct {
    bls381_g1_affine *out;
    const bls381_msm_batch_item *item;
    bls381_msm_config cfg;
    bls381_pool *pool;
    uint8_t *scratch;
    size_t size;
    bls381_status st;
} task;

static void run_task(void *arg)
{
    task *t = arg;
    t->st = bls381_g1_msm_vartime_config(t->out, t->item->points, t->item->scalars, t->item->n, t->scratch, t->size,
                                         t->pool, &t->cfg);
}

static bls381_status side_by_side(bls381_g1_affine *out, const bls381_msm_batch_item *items, size_t k,
                                  uint8_t *scratch, size_t size, bls381_pool *pool, size_t share)
{
    task t[BLS381_MSM_BATCH_AT_ONCE];
    bls381_pool_task tasks[BLS381_MSM_BATCH_AT_ONCE];
    size_t off = 0, pool_threads = bls381_pool_threads(pool);
    for (size_t i = 0; i < k; i++) {
        bls381_msm_config cfg = choose_cfg(items[i].n, share);
        size_t threads = run_threads(&cfg, true, pool_threads);
        size_t need = bls381_size_align64(run_need(items[i].n, &cfg, threads));
        if (need == SIZE_MAX || off > size || size - off < need) return BLS381_ERR_BADARGS;
        t[i] = (task){ &out[i], &items[i], cfg, threads == 1 ? NULL : pool, scratch + off, need, BLS381_OK };
        tasks[i] = (bls381_pool_task){ run_task, &t[i] };
        off += need;
    }
    bls381_pool_fork_join(pool, tasks, k);
    for (size_t i = 0; i < k; i++)
        if (t[i].st != BLS381_OK) return t[i].st;
    return BLS381_OK;
}

static bls381_status packed(bls381_g1_affine *out, const bls381_msm_batch_item *items, size_t k, uint8_t *scratch,
                            size_t size, unsigned c)
{
    size_t nmax = 0;
    for (size_t i = 0; i < k; i++)
        if (items[i].n > nmax) nmax = items[i].n;
    size_t copy = packed_copy_size(k, nmax);
    if (copy == SIZE_MAX || size < copy) return BLS381_ERR_BADARGS;
    bls381_g1_affine *pts = (void *)scratch;
    bls381_fr *sc = (void *)(scratch + bls381_size_align64(k * nmax * sizeof *pts));
    for (size_t i = 0; i < k; i++) {
        memcpy(pts + i * nmax, items[i].points, items[i].n * sizeof *pts);
        memcpy(sc + i * nmax, items[i].scalars, items[i].n * sizeof *sc);
        memset(pts + i * nmax + items[i].n, 0, (nmax - items[i].n) * sizeof *pts);
        memset(sc + i * nmax + items[i].n, 0, (nmax - items[i].n) * sizeof *sc);
    }
    bls381_msm_many mm = { .m = k, .n = nmax, .bases = pts, .c = c };
    bls381_g1 r[BLS381_MSM_BATCH_AT_ONCE];
    bls381_status st = bls381_msm_many_vartime(r, &mm, sc, scratch + copy, size - copy, NULL);
    for (size_t i = 0; st == BLS381_OK && i < k; i++) bls381_g1_to_affine(&out[i], &r[i]);
    return st;
}

bls381_status bls381_msm_batch_vartime(bls381_g1_affine *out, const bls381_msm_batch_item *items, size_t k,
                                       void *scratch, size_t scratch_size, bls381_pool *pool)
{
    if (k > 0 && (!out || !items)) return BLS381_ERR_BADARGS;
    size_t n[BLS381_MSM_BATCH_AT_ONCE];
    for (size_t i = 0; i < k; i++) {
        if (items[i].n > 0 && (!items[i].points || !items[i].scalars)) return BLS381_ERR_BADARGS;
        if (i < BLS381_MSM_BATCH_AT_ONCE) n[i] = items[i].n;
    }
    if (k == 0) return BLS381_OK;
    if (!scratch || ((uintptr_t)scratch & 7)) return BLS381_ERR_BADARGS;
    size_t threads = bls381_pool_threads(pool);
    bls381_msm_batch_plan plan = { BLS381_MSM_BATCH_SEQUENTIAL, threads, 0 };
    if (k <= BLS381_MSM_BATCH_AT_ONCE) bls381_msm_batch_plan_for(&plan, n, k, threads);
    if (plan.mode == BLS381_MSM_BATCH_PACKED) return packed(out, items, k, scratch, scratch_size, plan.c);
    if (plan.mode == BLS381_MSM_BATCH_SIDE_BY_SIDE)
        return side_by_side(out, items, k, scratch, scratch_size, pool, plan.threads);
    for (size_t i = 0; i < k; i++) {
        bls381_msm_config cfg = choose_cfg(items[i].n, threads);
        bls381_status st = bls381_g1_msm_vartime_config(&out[i], items[i].points, items[i].scalars, items[i].n,
                                                        scratch, scratch_size, pool, &cfg);
        if (st != BLS381_OK) return st;
    }
    return BLS381_OK;
}
