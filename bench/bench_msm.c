/* MSM benchmarks: g1_msm_{64,4096,65536} and the study variants. */
#include <stdio.h>
#include <stdlib.h>

#include "bench.h"
#include "bench/points.h"
#include "bls381_msm.h"
#include "bls381_pool.h"
#include "curve/g1_xyzz.h"
#include "field/field.h"

typedef struct {
    size_t n;
    bls381_g1_affine *pts;
    bls381_fr *sc;
    void *scratch;
    size_t scratch_size;
    bls381_msm_algo algo;
    unsigned c;
    bls381_pool *pool;
} msm_ctx;

static void b_msm(void *vctx, uint64_t iters)
{
    msm_ctx *m = vctx;
    bls381_g1_affine out;
    for (uint64_t i = 0; i < iters; i++) {
        bls381_status st = bls381_g1_msm_vartime_with(&out, m->pts, m->sc, m->n, m->scratch, m->scratch_size,
                                                      m->pool, m->algo, m->c);
        if (st != BLS381_OK) abort();
    }
    bench_sink(&out, sizeof out);
}

typedef struct {
    size_t n;
    const bls381_fr *sc;
    void *table, *scratch;
    size_t scratch_size;
    bls381_pool *pool;
} fixed_ctx;

static void b_fixed(void *vctx, uint64_t iters)
{
    fixed_ctx *f = vctx;
    bls381_g1_affine out;
    for (uint64_t i = 0; i < iters; i++)
        if (bls381_g1_msm_fixed_vartime(&out, f->table, f->sc, f->n, f->scratch, f->scratch_size, f->pool) != BLS381_OK)
            abort();
    bench_sink(&out, sizeof out);
}

/* g1_msm_N@precomputed (default window) and, by explicit filter, @precomputed_cK */
static void run_fixed(const msm_ctx *m, const char *suffix)
{
    char name[96];
    for (unsigned c = 0; c <= 16; c++) {
        if (c > 0 && c < 6) continue;
        if (c == 0) snprintf(name, sizeof name, "g1_msm_%zu@precomputed%s", m->n, suffix);
        else snprintf(name, sizeof name, "g1_msm_%zu@precomputed_c%u%s", m->n, c, suffix);
        if (c == 0 ? !bench_wanted(name) : !bench_explicit(name)) continue;
        fixed_ctx f = { .n = m->n, .sc = m->sc, .pool = m->pool };
        size_t tsize = bls381_g1_fixed_table_size(m->n, c);
        f.table = malloc(tsize);
        if (!f.table || bls381_g1_fixed_table_build(f.table, tsize, m->pts, m->n, c, m->pool) != BLS381_OK) abort();
        f.scratch_size = bls381_g1_msm_fixed_scratch_size(f.table, bls381_pool_threads(m->pool));
        f.scratch = malloc(f.scratch_size);
        if (!f.scratch) abort();
        bench_run(name, b_fixed, &f);
        free(f.table);
        free(f.scratch);
    }
}

static void run_size(size_t n, bls381_pool *pool, const char *suffix)
{
    static const struct { const char *name; bls381_msm_algo algo; } variants[] = {
        { "", BLS381_MSM_AUTO }, { "@naive", BLS381_MSM_NAIVE }, { "@xyzz", BLS381_MSM_XYZZ },
        { "@batch_affine", BLS381_MSM_BATCH_AFFINE }, { "@glv", BLS381_MSM_GLV },
        { "@jacobian", BLS381_MSM_JACOBIAN },
    };
    char name[96];
    int wanted = 0;
    for (size_t v = 0; v < sizeof variants / sizeof variants[0]; v++) {
        snprintf(name, sizeof name, "g1_msm_%zu%s%s", n, variants[v].name, suffix);
        wanted |= bench_wanted(name);
    }
    snprintf(name, sizeof name, "g1_msm_%zu@precomputed%s", n, suffix);
    wanted |= bench_wanted(name);
    for (unsigned c = 4; c <= 16; c++) {
        snprintf(name, sizeof name, "g1_msm_%zu@precomputed_c%u%s", n, c, suffix);
        wanted |= bench_explicit(name);
        snprintf(name, sizeof name, "g1_msm_%zu@glv_c%u%s", n, c, suffix);
        wanted |= bench_explicit(name);
        snprintf(name, sizeof name, "g1_msm_%zu@xyzz_c%u%s", n, c, suffix);
        wanted |= bench_explicit(name);
    }
    if (!wanted) return;
    msm_ctx m = { .n = n, .pool = pool };
    m.pts = malloc(n * sizeof *m.pts);
    m.sc = malloc(n * sizeof *m.sc);
    /* room for every window of the sweep: c = 16 needs 2^15 buckets per thread */
    m.scratch_size = bls381_g1_msm_scratch_size(n, bls381_pool_threads(pool)) * 2 +
                     bls381_pool_threads(pool) * ((size_t)1 << 25);
    m.scratch = malloc(m.scratch_size);
    if (!m.pts || !m.sc || !m.scratch) abort();
    bench_g1_points(m.pts, n);
    bench_fr_scalars(m.sc, n);
    for (size_t v = 0; v < sizeof variants / sizeof variants[0]; v++) {
        if (variants[v].algo == BLS381_MSM_NAIVE && n > 4096) continue;
        snprintf(name, sizeof name, "g1_msm_%zu%s%s", n, variants[v].name, suffix);
        m.algo = variants[v].algo;
        m.c = 0;
        bench_run(name, b_msm, &m);
    }
    run_fixed(&m, suffix);
    /* window-size sweep for the table in BENCHMARKS.md: g1_msm_N@glv_cK */
    for (unsigned c = 4; c <= 16; c++) {
        for (int a = 0; a < 2; a++) {
            snprintf(name, sizeof name, "g1_msm_%zu@%s_c%u%s", n, a ? "glv" : "xyzz", c, suffix);
            if (!bench_explicit(name)) continue;
            m.algo = a ? BLS381_MSM_GLV : BLS381_MSM_XYZZ;
            m.c = c;
            bench_run(name, b_msm, &m);
        }
    }
    free(m.pts);
    free(m.sc);
    free(m.scratch);
}

typedef struct {
    size_t n;
    bls381_g2_affine *pts;
    bls381_fr *sc;
    void *scratch;
    size_t size;
    bls381_pool *pool;
} g2_ctx;

static void b_g2_msm(void *vctx, uint64_t iters)
{
    g2_ctx *m = vctx;
    bls381_g2_affine out;
    for (uint64_t i = 0; i < iters; i++)
        if (bls381_g2_msm_vartime(&out, m->pts, m->sc, m->n, m->scratch, m->size, m->pool) != BLS381_OK) abort();
    bench_sink(&out, sizeof out);
}

static void run_g2(size_t n, bls381_pool *pool)
{
    char name[64];
    snprintf(name, sizeof name, "g2_msm_%zu", n);
    if (!bench_wanted(name)) return;
    g2_ctx m = { .n = n, .pool = pool };
    m.pts = malloc(n * sizeof *m.pts);
    m.sc = malloc(n * sizeof *m.sc);
    m.size = bls381_g2_msm_scratch_size(n, bls381_pool_threads(pool));
    m.scratch = malloc(m.size);
    if (!m.pts || !m.sc || !m.scratch) abort();
    bench_g2_points(m.pts, n);
    bench_fr_scalars(m.sc, n);
    bench_run(name, b_g2_msm, &m);
    free(m.pts);
    free(m.sc);
    free(m.scratch);
}

BENCH_GROUP(msm)
{
    bls381_pool *pool = NULL;
    int threads = bench_threads();
    if (threads > 1 && bls381_pool_create(&pool, (unsigned)threads, NULL) != BLS381_OK) abort();
    run_size(64, pool, "");
    run_size(4096, pool, "");
    run_size(65536, pool, "");
    run_g2(64, pool);
    bls381_pool_destroy(pool);
}
