/*
 * G1 multi-scalar multiplication, the general entry point: the variant
 * (msm/cost.c picks what the config leaves auto), scalar preparation
 * (canonical limbs, or the GLV split of msm/split.c), the windows in the
 * chosen bucket store (buckets*.c) and their Horner combination; or, when
 * the variant is the sorted engine, one call of the many-MSM (msm/many.c).
 * See include/bls381_msm.h for the contract and msm/msm.h for the method.
 */
#include <string.h>

#include "msm/many.h"
#include "sys/size.h"
#include "sys/verify.h"

/* --------------------------------------------------------------- scratch */

typedef struct {
    uint64_t (*scalars)[4];
    int32_t *digits;
    bls381_g1_affine *pts;
    bls381_g1_xyzz *sums;
    uint8_t *workspace;
    size_t size;
} layout;

static size_t align64(size_t x) { return bls381_size_align64(x); }

/* Bytes of the layout; SIZE_MAX when they exceed the address space (the
 * sums saturate: see sys/size.h). With l, the parts are placed from base. */
static size_t plan_layout(layout *l, uint8_t *base, size_t n, bool glv, unsigned c, size_t threads)
{
    size_t terms = bls381_size_mul(glv ? 2 : 1, n);
    unsigned bits = glv ? 128 : 255, windows = bls381_msm_windows(bits, c);
    size_t off = 0;
    if (l) l->scalars = (void *)(base + off);
    off = align64(bls381_size_add(off, bls381_size_mul(terms, sizeof(uint64_t[4]))));
    if (l) l->digits = (void *)(base + off);
    off = align64(bls381_size_add(off, bls381_size_mul(bls381_size_mul(windows, terms), sizeof(int32_t))));
    if (l) l->pts = (void *)(base + off);
    if (glv)
        off = align64(bls381_size_add(off, bls381_size_mul(terms, sizeof(bls381_g1_affine))));
    if (l) l->sums = (void *)(base + off);
    off = align64(bls381_size_add(off, windows * sizeof(bls381_g1_xyzz)));
    if (l) l->workspace = base + off;
    off = align64(bls381_size_add(off, bls381_size_mul(threads, align64(bls381_msm_g1_workspace_size(c)))));
    if (l) l->size = off;
    return off;
}

/* the many-MSM of one sum, for the sorted engine */
static bls381_msm_many sorted_shape(const bls381_g1_affine *points, size_t n, unsigned c)
{
    return (bls381_msm_many){ .m = 1, .n = n, .bases = points, .c = c };
}

/* bytes for a resolved variant, room to align the base included */
static size_t choice_size(size_t n, const bls381_msm_choice *ch, size_t threads)
{
    if (ch->buckets == BLS381_MSM_BUCKETS_NAIVE) return 0;
    if (ch->buckets == BLS381_MSM_BUCKETS_SORTED) {
        /* one MSM is one piece of the engine: it runs on the caller */
        bls381_msm_many mm = sorted_shape(NULL, n, ch->c);
        return n == 0 ? 0 : bls381_msm_many_scratch_size(&mm, 1);
    }
    return bls381_size_add(plan_layout(NULL, NULL, n, ch->glv, ch->c, threads), 64);
}

size_t bls381_g1_msm_config_scratch_size(size_t n, size_t threads, const bls381_msm_config *cfg)
{
    bls381_msm_choice ch;
    if (threads == 0) threads = 1;
    if (!bls381_msm_choose(&ch, n, threads, cfg)) return 0;
    size_t need = choice_size(n, &ch, threads);
    return need > 64 ? need : 64;
}

size_t bls381_g1_msm_scratch_size(size_t n, size_t threads)
{
    if (threads == 0) threads = 1;
    /* the automatic choice for n, and at least the largest need of the two
     * windowed variants it may take (the size callers have always had) */
    static const bls381_msm_choice glv = { BLS381_MSM_BUCKETS_BATCH_AFFINE, true, true, 0 },
                                   xyzz = { BLS381_MSM_BUCKETS_XYZZ, false, false, 0 };
    size_t a = plan_layout(NULL, NULL, n, true, bls381_msm_best_window(n, &glv), threads);
    size_t b = plan_layout(NULL, NULL, n, false, bls381_msm_best_window(n, &xyzz), threads);
    size_t need = bls381_size_add(a > b ? a : b, 64), chosen = bls381_g1_msm_config_scratch_size(n, threads, NULL);
    /* and the one-thread choice (the sorted engine at small n), so that
     * the size never shrinks as threads are added */
    size_t one = bls381_g1_msm_config_scratch_size(n, 1, NULL);
    if (one > need) need = one;
    return chosen > need ? chosen : need;
}

/* ----------------------------------------------------------------- naive */

static void naive(bls381_g1_xyzz *acc, const bls381_g1_affine *pts, const bls381_fr *scalars, size_t n)
{
    bls381_g1_xyzz_set_inf(acc);
    for (size_t i = 0; i < n; i++) {
        uint64_t k[4];
        bls381_fr_to_limbs(k, &scalars[i]);
        bls381_g1_xyzz t;
        bls381_g1_xyzz_set_inf(&t);
        for (int b = 255; b >= 0; b--) {
            bls381_g1_xyzz_dbl_vartime(&t, &t);
            if ((k[b / 64] >> (b % 64)) & 1) bls381_g1_xyzz_add_affine_vartime(&t, &t, &pts[i]);
        }
        bls381_g1_xyzz_add_vartime(acc, acc, &t);
    }
}

/* ------------------------------------------------------------------ main */

/* the parallel pieces: scalar preparation over ranges of points, then windows */
typedef struct {
    const bls381_g1_affine *points;
    const bls381_fr *scalars;
    size_t n;
    bls381_msm_choice ch;
    layout l;
    bls381_msm_plan plan;
} job;

static void prepare_range(void *vctx, size_t begin, size_t end, unsigned slot)
{
    job *j = vctx;
    (void)slot;
    for (size_t i = begin; i < end; i++) {
        uint64_t k[4];
        bls381_fr_to_limbs(k, &j->scalars[i]);
        if (bls381_msm_g1_is_inf(&j->points[i])) memset(k, 0, sizeof k);
        if (j->ch.glv) {
            bls381_msm_glv_split(j->l.scalars[i], j->l.scalars[j->n + i], k);
            j->l.pts[i] = j->points[i];
            bls381_msm_glv_image(&j->l.pts[j->n + i], &j->points[i]);
        } else {
            memcpy(j->l.scalars[i], k, sizeof k);
        }
    }
}

static void recode_range(void *vctx, size_t begin, size_t end, unsigned slot)
{
    job *j = vctx;
    (void)slot;
    bls381_msm_recode(j->l.digits + begin, j->plan.n_terms, (const uint64_t(*)[4])(j->l.scalars + begin),
                      end - begin, j->plan.bits, j->plan.c);
}

/* one window in the chosen store; the hybrid runs a crowded window of
 * batch-affine buckets in XYZZ (batched inversions need many buckets per
 * batch: the top window, when c does not divide the scalar size well), on
 * the lane engine only one with too few buckets to fill batches (cost.c) */
static void window_range(void *vctx, size_t begin, size_t end, unsigned slot)
{
    job *j = vctx;
    void *ws = j->l.workspace + (size_t)slot * align64(bls381_msm_g1_workspace_size(j->plan.c));
    bool lanes = bls381_fp_x8_get() != NULL;
    for (size_t w = begin; w < end; w++) {
        bls381_msm_buckets b = j->ch.buckets;
        if (b == BLS381_MSM_BUCKETS_BATCH_AFFINE && j->ch.hybrid &&
            bls381_msm_window_in_xyzz(bls381_msm_window_buckets(j->plan.bits, j->plan.c, (unsigned)w),
                                      j->plan.n_terms, j->plan.c, lanes))
            b = BLS381_MSM_BUCKETS_XYZZ;
        if (b == BLS381_MSM_BUCKETS_JACOBIAN)
            bls381_msm_g1_window_jacobian(&j->l.sums[w], &j->plan, (unsigned)w, ws);
        else if (b == BLS381_MSM_BUCKETS_XYZZ)
            bls381_msm_g1_window_xyzz(&j->l.sums[w], &j->plan, (unsigned)w, ws);
        else
            bls381_msm_g1_window_batch_affine(&j->l.sums[w], &j->plan, (unsigned)w, ws);
    }
}

/* the sum by the many-MSM engine (m = 1: one piece, on the caller) */
static bls381_status run_sorted(bls381_g1_affine *out, const bls381_g1_affine *points, const bls381_fr *scalars,
                                size_t n, unsigned c, void *scratch, size_t scratch_size)
{
    bls381_msm_many mm = sorted_shape(points, n, c);
    bls381_g1 r;
    bls381_status st = bls381_msm_many_vartime(&r, &mm, scalars, scratch, scratch_size, NULL);
    if (st == BLS381_OK) bls381_g1_to_affine(out, &r);
    return st;
}

static void write_inf(bls381_g1_affine *out)
{
    memset(out, 0, sizeof *out);
}

bls381_status bls381_g1_msm_vartime_config(bls381_g1_affine *out, const bls381_g1_affine *points,
                                           const bls381_fr *scalars, size_t n, void *scratch, size_t scratch_size,
                                           bls381_pool *pool, const bls381_msm_config *cfg)
{
    if (!out || (n > 0 && (!points || !scalars))) return BLS381_ERR_BADARGS;
    size_t threads = bls381_pool_threads(pool);
    bls381_msm_choice ch;
    if (!bls381_msm_choose(&ch, n, threads, cfg)) return BLS381_ERR_BADARGS;
    if (n == 0) {
        write_inf(out);
        return BLS381_OK;
    }
    if (ch.buckets == BLS381_MSM_BUCKETS_NAIVE) { /* no scratch */
        bls381_g1_xyzz acc;
        naive(&acc, points, scalars, n);
        bls381_g1_xyzz_to_affine_vartime(out, &acc);
        return BLS381_OK;
    }
    if (!scratch) return BLS381_ERR_BADARGS;
    if (ch.buckets == BLS381_MSM_BUCKETS_SORTED)
        return run_sorted(out, points, scalars, n, ch.c, scratch, scratch_size);
    uint8_t *base = (uint8_t *)(((uintptr_t)scratch + 63) & ~(uintptr_t)63);
    size_t need = bls381_size_add(plan_layout(NULL, NULL, n, ch.glv, ch.c, threads), (size_t)(base - (uint8_t *)scratch));
    if (need == SIZE_MAX || scratch_size < need) return BLS381_ERR_BADARGS;

    job j = { .points = points, .scalars = scalars, .n = n, .ch = ch };
    plan_layout(&j.l, base, n, ch.glv, ch.c, threads);
    BLS381_VERIFY_CHECK(base + j.l.size <= (uint8_t *)scratch + scratch_size);
    j.plan.c = ch.c;
    j.plan.bits = ch.glv ? 128 : 255;
    j.plan.n_terms = ch.glv ? 2 * n : n;
    j.plan.pts = ch.glv ? j.l.pts : points;
    j.plan.windows = bls381_msm_windows(j.plan.bits, ch.c);
    j.plan.digits = j.l.digits;
    /* on the threads that pay (msm/cost.c): none but the caller for a
     * small MSM, whose split would cost more than it saves */
    size_t use = bls381_msm_split_threads(bls381_msm_cost(n, &ch, ch.c), j.plan.windows, threads);
    bls381_pool *on = use > 1 ? pool : NULL;
    bls381_pool_parallel_for(on, n, 256, prepare_range, &j);
    bls381_pool_parallel_for(on, j.plan.n_terms, 512, recode_range, &j);
    bls381_pool_parallel_for(on, j.plan.windows, use < threads ? (j.plan.windows + use - 1) / use : 1,
                             window_range, &j);

    bls381_g1_xyzz acc = j.l.sums[j.plan.windows - 1];
    for (unsigned w = j.plan.windows - 1; w-- > 0;) {
        for (unsigned k = 0; k < ch.c; k++) bls381_g1_xyzz_dbl_vartime(&acc, &acc);
        bls381_g1_xyzz_add_vartime(&acc, &acc, &j.l.sums[w]);
    }
    bls381_g1_xyzz_to_affine_vartime(out, &acc);
    return BLS381_OK;
}

bls381_status bls381_g1_msm_vartime(bls381_g1_affine *out, const bls381_g1_affine *points,
                                    const bls381_fr *scalars, size_t n, void *scratch, size_t scratch_size,
                                    bls381_pool *pool)
{
    return bls381_g1_msm_vartime_config(out, points, scalars, n, scratch, scratch_size, pool, NULL);
}
