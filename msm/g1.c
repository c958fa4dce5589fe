/*
 * G1 multi-scalar multiplication: scalar preparation (canonical limbs, or
 * the GLV split), the window size, the windows and their Horner combination.
 * See include/bls381_msm.h for the contract and msm/msm.h for the method.
 *
 * The GLV split is msm/split.c's.
 */
#include <string.h>

#include "msm/msm.h"
#include "sys/size.h"

/* ---------------------------------------------------------- window sizes */

/* The window size c by n, measured (BENCHMARKS.md). */
/* Estimated cost of one MSM, in field multiplications, for an algorithm
 * and window size: per window, one bucket addition per term (XYZZ mixed
 * addition ~10, batched affine ~6 plus a share of the batch's inversion)
 * and the running-sum reduction (~24 per bucket, 28 with XYZZ buckets);
 * a window whose terms crowd a few buckets runs in XYZZ (see
 * window_prefers_xyzz); GLV adds its split. The constants are the
 * formulas' operation counts; BENCHMARKS.md has the measured table the
 * model reproduces. */
static double model_cost(size_t n, bls381_msm_algo algo, unsigned c)
{
    bool glv = algo == BLS381_MSM_GLV;
    double terms = (double)n * (glv ? 2 : 1);
    unsigned bits = glv ? 128 : 255, windows = bls381_msm_windows(bits, c);
    double buckets = (double)((size_t)1 << (c - 1)), cost = glv ? 16.0 * (double)n : 0;
    double batch = buckets / 4 > 512 ? 512 : (buckets / 4 < 8 ? 8 : buckets / 4);
    for (unsigned w = 0; w < windows; w++) {
        double b = buckets;
        if (w + 1 == windows) {
            int left = (int)bits - (int)(c * w);
            if (left < (int)c) b = (double)((size_t)1 << (left > 0 ? left : 0));
        }
        bool xyzz = algo == BLS381_MSM_XYZZ || b * 32 < terms;
        if (algo == BLS381_MSM_JACOBIAN) cost += terms * 11 + b * 32;
        else cost += xyzz ? terms * 10 + b * 28 : terms * (6 + 60 / batch) + b * 24;
    }
    return cost + (double)(windows * c) * 9; /* the Horner doublings */
}

/* the cheapest window for the algorithm, by the model */
static unsigned default_window(size_t n, bls381_msm_algo algo)
{
    unsigned best = 2;
    for (unsigned c = 3; c <= BLS381_MSM_MAX_C; c++)
        if (model_cost(n, algo, c) < model_cost(n, algo, best)) best = c;
    return best;
}

static bls381_msm_algo default_algo(size_t n)
{
    double xyzz = model_cost(n, BLS381_MSM_XYZZ, default_window(n, BLS381_MSM_XYZZ));
    double glv = model_cost(n, BLS381_MSM_GLV, default_window(n, BLS381_MSM_GLV));
    return glv < xyzz ? BLS381_MSM_GLV : BLS381_MSM_XYZZ;
}

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
static size_t plan_layout(layout *l, uint8_t *base, size_t n, bls381_msm_algo algo, unsigned c, size_t threads)
{
    size_t terms = bls381_size_mul(algo == BLS381_MSM_GLV ? 2 : 1, n);
    unsigned bits = algo == BLS381_MSM_GLV ? 128 : 255, windows = bls381_msm_windows(bits, c);
    size_t off = 0;
    if (l) l->scalars = (void *)(base + off);
    off = align64(bls381_size_add(off, bls381_size_mul(terms, sizeof(uint64_t[4]))));
    if (l) l->digits = (void *)(base + off);
    off = align64(bls381_size_add(off, bls381_size_mul(bls381_size_mul(windows, terms), sizeof(int32_t))));
    if (l) l->pts = (void *)(base + off);
    if (algo == BLS381_MSM_GLV)
        off = align64(bls381_size_add(off, bls381_size_mul(terms, sizeof(bls381_g1_affine))));
    if (l) l->sums = (void *)(base + off);
    off = align64(bls381_size_add(off, windows * sizeof(bls381_g1_xyzz)));
    if (l) l->workspace = base + off;
    off = align64(bls381_size_add(off, bls381_size_mul(threads, align64(bls381_msm_g1_workspace_size(c)))));
    if (l) l->size = off;
    return off;
}

size_t bls381_g1_msm_scratch_size(size_t n, size_t threads)
{
    if (threads == 0) threads = 1;
    /* the largest need over the algorithms the automatic choice may take */
    size_t a = plan_layout(NULL, NULL, n, BLS381_MSM_GLV, default_window(n, BLS381_MSM_GLV), threads);
    size_t b = plan_layout(NULL, NULL, n, BLS381_MSM_XYZZ, default_window(n, BLS381_MSM_XYZZ), threads);
    return bls381_size_add(a > b ? a : b, 64); /* room to align the base */
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
    bls381_msm_algo algo;
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
        if (j->algo == BLS381_MSM_GLV) {
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

/* Buckets a window can use: all 2^(c-1), except the top window, whose
 * digits only reach 2^(bits left). Batched affine additions need many
 * buckets per batch; a window whose terms crowd into a few buckets (the top
 * window when c does not divide the scalar size well) is cheaper in XYZZ. */
static bool window_prefers_xyzz(const bls381_msm_plan *p, unsigned w)
{
    size_t buckets = (size_t)1 << (p->c - 1);
    if (w + 1 == p->windows) {
        int left = (int)p->bits - (int)(p->c * w);
        if (left < (int)p->c) buckets = (size_t)1 << (left > 0 ? left : 0);
    }
    return buckets * 32 < p->n_terms;
}

static void window_range(void *vctx, size_t begin, size_t end, unsigned slot)
{
    job *j = vctx;
    void *ws = j->l.workspace + (size_t)slot * align64(bls381_msm_g1_workspace_size(j->plan.c));
    for (size_t w = begin; w < end; w++) {
        if (j->algo == BLS381_MSM_JACOBIAN)
            bls381_msm_g1_window_jacobian(&j->l.sums[w], &j->plan, (unsigned)w, ws);
        else if (j->algo == BLS381_MSM_XYZZ || window_prefers_xyzz(&j->plan, (unsigned)w))
            bls381_msm_g1_window_xyzz(&j->l.sums[w], &j->plan, (unsigned)w, ws);
        else
            bls381_msm_g1_window_batch_affine(&j->l.sums[w], &j->plan, (unsigned)w, ws);
    }
}

bls381_status bls381_g1_msm_vartime_with(bls381_g1_affine *out, const bls381_g1_affine *points,
                                         const bls381_fr *scalars, size_t n, void *scratch,
                                         size_t scratch_size, bls381_pool *pool, bls381_msm_algo algo,
                                         unsigned c)
{
    if (!out || (n > 0 && (!points || !scalars))) return BLS381_ERR_BADARGS;
    if (algo == BLS381_MSM_AUTO) algo = default_algo(n);
    if (c == 0) c = default_window(n, algo);
    if (c < 2 || c > BLS381_MSM_MAX_C || algo > BLS381_MSM_JACOBIAN) return BLS381_ERR_BADARGS;
    bls381_g1_xyzz acc;
    if (n == 0) {
        bls381_g1_xyzz_set_inf(&acc);
        bls381_g1_xyzz_to_affine_vartime(out, &acc);
        return BLS381_OK;
    }
    if (algo == BLS381_MSM_NAIVE) {
        naive(&acc, points, scalars, n);
        bls381_g1_xyzz_to_affine_vartime(out, &acc);
        return BLS381_OK;
    }
    if (!scratch) return BLS381_ERR_BADARGS;
    size_t threads = bls381_pool_threads(pool);
    uint8_t *base = (uint8_t *)(((uintptr_t)scratch + 63) & ~(uintptr_t)63);
    size_t need = bls381_size_add(plan_layout(NULL, NULL, n, algo, c, threads), (size_t)(base - (uint8_t *)scratch));
    if (need == SIZE_MAX || scratch_size < need) return BLS381_ERR_BADARGS;

    job j = { .points = points, .scalars = scalars, .n = n, .algo = algo };
    plan_layout(&j.l, base, n, algo, c, threads);
    j.plan.c = c;
    j.plan.bits = algo == BLS381_MSM_GLV ? 128 : 255;
    j.plan.n_terms = algo == BLS381_MSM_GLV ? 2 * n : n;
    j.plan.pts = algo == BLS381_MSM_GLV ? j.l.pts : points;
    j.plan.windows = bls381_msm_windows(j.plan.bits, c);
    j.plan.digits = j.l.digits;
    bls381_pool_parallel_for(pool, n, 256, prepare_range, &j);
    bls381_pool_parallel_for(pool, j.plan.n_terms, 512, recode_range, &j);
    bls381_pool_parallel_for(pool, j.plan.windows, 1, window_range, &j);

    acc = j.l.sums[j.plan.windows - 1];
    for (unsigned w = j.plan.windows - 1; w-- > 0;) {
        for (unsigned k = 0; k < c; k++) bls381_g1_xyzz_dbl_vartime(&acc, &acc);
        bls381_g1_xyzz_add_vartime(&acc, &acc, &j.l.sums[w]);
    }
    bls381_g1_xyzz_to_affine_vartime(out, &acc);
    return BLS381_OK;
}

bls381_status bls381_g1_msm_vartime(bls381_g1_affine *out, const bls381_g1_affine *points,
                                    const bls381_fr *scalars, size_t n, void *scratch, size_t scratch_size,
                                    bls381_pool *pool)
{
    return bls381_g1_msm_vartime_with(out, points, scalars, n, scratch, scratch_size, pool, BLS381_MSM_AUTO, 0);
}
