/* MSM benchmarks: g1_msm_{64,4096,65536} and the study variants.
 * Published names (the default run): g1_msm_N, g1_msm_N@naive, @xyzz,
 * @batch_affine, @glv, @jacobian, @precomputed for N = 64, 4096, 65536
 * (aliases of configs, include/bls381_msm.h: @naive the naive bucket value,
 * @batch_affine and @glv hybrids), g2_msm_{64,128,1024}, g2_msm_{128,1024}@no_ifma
 * (the lane engine off) and
 * g1_msm_many_128x64 (FK20's many-MSM). By explicit filter only:
 *   g1_msm_N@B+S+P_cK  every variant: buckets B in jacobian, xyzz,
 *       batch_affine, sorted; split S in none, glv; crowded-window policy
 *       P in hybrid, pure; window K = 2..16 or auto; at N = 2^4 .. 2^16
 *       with K = auto, and the window sweep at N = 512, 1024, 2048, 4096
 *       and 65536;
 *   g1_msm_N (N = 2^4 .. 2^16 off the published sizes): the automatic one;
 *   g1_msm_N@narrow248: the automatic one on scalars below 2^248 (blobs');
 *   g1_msm_many_MxN: the many-MSM engine on M MSMs of N terms;
 *   g1_msm_N@precomputed_cK, @glv_cK, @xyzz_cK: the older sweeps. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "bench/points.h"
#include "bls381_msm.h"
#include "bls381_pool.h"
#include "curve/g1_xyzz.h"
#include "field/field.h"
#include "field/fp_x8.h"
#include "msm/many.h"

typedef struct {
    size_t n;
    bls381_g1_affine *pts;
    bls381_fr *sc;
    void *scratch;
    size_t scratch_size;
    const bls381_msm_config *cfg;
    bls381_pool *pool;
} msm_ctx;

static void b_msm(void *vctx, uint64_t iters)
{
    msm_ctx *m = vctx;
    bls381_g1_affine out;
    for (uint64_t i = 0; i < iters; i++) {
        bls381_status st =
            bls381_g1_msm_vartime_config(&out, m->pts, m->sc, m->n, m->scratch, m->scratch_size, m->pool, m->cfg);
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

/* the axes' names in bench names (msm/MSM.md) */
static const char *const bucket_names[] = { "auto", "jacobian", "xyzz", "batch_affine", "sorted", "naive" };
static const char *const split_names[] = { "auto", "none", "glv" };
static const char *const crowded_names[] = { "hybrid", "pure" };

static void variant_name(char *name, size_t size, size_t n, const bls381_msm_config *cfg, const char *suffix)
{
    char w[16];
    if (cfg->window_bits) snprintf(w, sizeof w, "c%u", cfg->window_bits);
    else snprintf(w, sizeof w, "cauto");
    snprintf(name, size, "g1_msm_%zu@%s+%s+%s_%s%s", n, bucket_names[cfg->buckets], split_names[cfg->split],
             crowded_names[cfg->crowded], w, suffix);
}

/* g1_msm_N@B+S+P_cK for every combination at window c (0: auto), by
 * explicit filter; m has the points and scalars */
static void run_variants(msm_ctx *m, unsigned c, const char *suffix)
{
    char name[96];
    for (int b = BLS381_MSM_BUCKETS_JACOBIAN; b <= BLS381_MSM_BUCKETS_SORTED; b++)
        for (int sp = BLS381_MSM_SPLIT_NONE; sp <= BLS381_MSM_SPLIT_GLV; sp++)
            for (int p = 0; p < 2; p++) {
                if (b == BLS381_MSM_BUCKETS_SORTED && (sp == BLS381_MSM_SPLIT_NONE || p == 0)) continue;
                bls381_msm_config cfg = { (bls381_msm_buckets)b, (bls381_msm_split)sp, c, (bls381_msm_crowded)p };
                variant_name(name, sizeof name, m->n, &cfg, suffix);
                if (!bench_explicit(name)) continue;
                size_t size = bls381_g1_msm_config_scratch_size(m->n, bls381_pool_threads(m->pool), &cfg);
                void *scratch = malloc(size);
                if (!scratch) abort();
                msm_ctx v = *m;
                v.cfg = &cfg;
                v.scratch = scratch;
                v.scratch_size = size;
                bench_run(name, b_msm, &v);
                free(scratch);
            }
}

/* before a window sweep: the window the cost model picks for each swept
 * variant (the one its _cauto name runs), as a comment line that
 * tools/study/plot.py marks on the sweep: "# model window NAME c = K" */
static void print_model_windows(size_t n, size_t threads, const char *suffix)
{
    char name[96];
    for (int b = BLS381_MSM_BUCKETS_JACOBIAN; b <= BLS381_MSM_BUCKETS_SORTED; b++)
        for (int sp = BLS381_MSM_SPLIT_NONE; sp <= BLS381_MSM_SPLIT_GLV; sp++)
            for (int p = 0; p < 2; p++) {
                if (b == BLS381_MSM_BUCKETS_SORTED && (sp == BLS381_MSM_SPLIT_NONE || p == 0)) continue;
                bls381_msm_config cfg = { (bls381_msm_buckets)b, (bls381_msm_split)sp, 2, (bls381_msm_crowded)p };
                bls381_msm_choice ch;
                variant_name(name, sizeof name, n, &cfg, suffix);
                cfg.window_bits = 0;
                if (!bench_explicit(name) || !bls381_msm_choose(&ch, n, threads, &cfg)) continue;
                *strstr(name, "_c2") = '\0';
                printf("# model window %s c = %u\n", name, ch.c);
            }
}

static int variants_wanted(size_t n, const char *suffix)
{
    char name[96], prefix[48];
    snprintf(prefix, sizeof prefix, "g1_msm_%zu@", n);
    for (int b = 1; b <= 4; b++)
        for (int sp = 1; sp <= 2; sp++)
            for (int p = 0; p < 2; p++)
                for (unsigned c = 0; c <= 16; c++) {
                    if (c == 1) continue;
                    bls381_msm_config cfg = { (bls381_msm_buckets)b, (bls381_msm_split)sp, c, (bls381_msm_crowded)p };
                    variant_name(name, sizeof name, n, &cfg, suffix);
                    if (bench_explicit(name)) return 1;
                }
    (void)prefix;
    return 0;
}

/* g1_msm_N@narrow248, by explicit filter: the automatic MSM on the
 * scalars of m with their top byte cleared (below 2^248, as the elements
 * of real blobs; msm/MSM.md, crowded buckets) */
static void run_narrow(const msm_ctx *m, const char *suffix)
{
    char name[96];
    snprintf(name, sizeof name, "g1_msm_%zu@narrow248%s", m->n, suffix);
    if (!bench_explicit(name)) return;
    static const bls381_msm_config all_auto = { 0 };
    msm_ctx v = *m;
    bls381_fr *sc = malloc(m->n * sizeof *sc);
    if (!sc) abort();
    for (size_t i = 0; i < m->n; i++) {
        uint64_t l[4];
        bls381_fr_to_limbs(l, &m->sc[i]);
        l[3] &= ((uint64_t)1 << 56) - 1;
        if (bls381_fr_from_limbs(&sc[i], l) != BLS381_OK) abort();
    }
    v.sc = sc;
    v.cfg = &all_auto;
    bench_run(name, b_msm, &v);
    free(sc);
}

static void run_size(size_t n, bls381_pool *pool, const char *suffix)
{
    /* the published names, aliases of configs */
    static const struct { const char *name; bls381_msm_config cfg; } variants[] = {
        { "", { BLS381_MSM_BUCKETS_AUTO, BLS381_MSM_SPLIT_AUTO, 0, BLS381_MSM_CROWDED_HYBRID } },
        { "@naive", { BLS381_MSM_BUCKETS_NAIVE, BLS381_MSM_SPLIT_AUTO, 0, BLS381_MSM_CROWDED_HYBRID } },
        { "@xyzz", { BLS381_MSM_BUCKETS_XYZZ, BLS381_MSM_SPLIT_NONE, 0, BLS381_MSM_CROWDED_PURE } },
        { "@batch_affine", { BLS381_MSM_BUCKETS_BATCH_AFFINE, BLS381_MSM_SPLIT_NONE, 0, BLS381_MSM_CROWDED_HYBRID } },
        { "@glv", { BLS381_MSM_BUCKETS_BATCH_AFFINE, BLS381_MSM_SPLIT_GLV, 0, BLS381_MSM_CROWDED_HYBRID } },
        { "@jacobian", { BLS381_MSM_BUCKETS_JACOBIAN, BLS381_MSM_SPLIT_NONE, 0, BLS381_MSM_CROWDED_PURE } },
    };
    char name[96];
    int wanted = 0, published = n == 64 || n == 4096 || n == 65536;
    for (size_t v = 0; v < sizeof variants / sizeof variants[0]; v++) {
        snprintf(name, sizeof name, "g1_msm_%zu%s%s", n, variants[v].name, suffix);
        wanted |= published ? bench_wanted(name) : v == 0 && bench_explicit(name);
    }
    snprintf(name, sizeof name, "g1_msm_%zu@precomputed%s", n, suffix);
    wanted |= published && bench_wanted(name);
    snprintf(name, sizeof name, "g1_msm_%zu@narrow248%s", n, suffix);
    wanted |= bench_explicit(name);
    for (unsigned c = 4; c <= 16; c++) {
        snprintf(name, sizeof name, "g1_msm_%zu@precomputed_c%u%s", n, c, suffix);
        wanted |= bench_explicit(name);
        snprintf(name, sizeof name, "g1_msm_%zu@glv_c%u%s", n, c, suffix);
        wanted |= bench_explicit(name);
        snprintf(name, sizeof name, "g1_msm_%zu@xyzz_c%u%s", n, c, suffix);
        wanted |= bench_explicit(name);
    }
    int sweep_windows = n == 512 || n == 1024 || n == 2048 || n == 4096 || n == 65536;
    wanted |= variants_wanted(n, suffix);
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
        if (variants[v].cfg.buckets == BLS381_MSM_BUCKETS_NAIVE && n > 4096) continue;
        snprintf(name, sizeof name, "g1_msm_%zu%s%s", n, variants[v].name, suffix);
        if (!published && (v > 0 || !bench_explicit(name))) continue;
        m.cfg = &variants[v].cfg;
        bench_run(name, b_msm, &m);
    }
    run_narrow(&m, suffix);
    run_variants(&m, 0, suffix);
    if (sweep_windows) print_model_windows(n, bls381_pool_threads(pool), suffix);
    for (unsigned c = 2; sweep_windows && c <= 16; c++) run_variants(&m, c, suffix);
    if (published) run_fixed(&m, suffix);
    /* window-size sweep for the table in BENCHMARKS.md: g1_msm_N@glv_cK */
    for (unsigned c = 4; c <= 16; c++) {
        for (int a = 0; a < 2; a++) {
            snprintf(name, sizeof name, "g1_msm_%zu@%s_c%u%s", n, a ? "glv" : "xyzz", c, suffix);
            if (!bench_explicit(name)) continue;
            bls381_msm_config cfg = variants[a ? 4 : 2].cfg;
            cfg.window_bits = c;
            m.cfg = &cfg;
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

static void run_g2(size_t n, bls381_pool *pool, const char *suffix)
{
    char name[64];
    snprintf(name, sizeof name, "g2_msm_%zu%s", n, suffix);
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

typedef struct {
    bls381_msm_many mm;
    bls381_fr *sc;
    bls381_g1 *out;
    void *scratch;
    size_t size;
    bls381_pool *pool;
} many_ctx;

static void b_many(void *vctx, uint64_t iters)
{
    many_ctx *k = vctx;
    for (uint64_t i = 0; i < iters; i++)
        if (bls381_msm_many_vartime(k->out, &k->mm, k->sc, k->scratch, k->size, k->pool) != BLS381_OK) abort();
    bench_sink(k->out, sizeof *k->out);
}

/* g1_msm_many_MxN: the many-MSM engine, m MSMs of n terms, window c */
static void run_many(size_t m, size_t n, unsigned c, bls381_pool *pool, int published)
{
    char name[64];
    snprintf(name, sizeof name, "g1_msm_many_%zux%zu", m, n);
    if (published ? !bench_wanted(name) : !bench_explicit(name)) return;
    many_ctx k = { .mm = { .m = m, .n = n, .c = c }, .pool = pool };
    bls381_g1_affine *pts = malloc(m * n * sizeof *pts);
    k.sc = malloc(m * n * sizeof *k.sc);
    k.out = malloc(m * sizeof *k.out);
    k.size = bls381_msm_many_scratch_size(&k.mm, bls381_pool_threads(pool));
    k.scratch = malloc(k.size);
    if (!pts || !k.sc || !k.out || !k.scratch) abort();
    bench_g1_points(pts, m * n);
    bench_fr_scalars(k.sc, m * n);
    k.mm.bases = pts;
    bench_run(name, b_many, &k);
    free(pts);
    free(k.sc);
    free(k.out);
    free(k.scratch);
}

BENCH_GROUP(msm)
{
    bls381_pool *pool = NULL;
    int threads = bench_threads();
    if (threads > 1 && bls381_pool_create(&pool, (unsigned)threads, NULL) != BLS381_OK) abort();
    run_size(64, pool, "");
    run_size(4096, pool, "");
    run_size(65536, pool, "");
    /* the eight-lane engine off (as BLS381_NO_IFMA) and on its model */
    bls381_fp_x8_select(BLS381_LANES_OFF);
    run_size(4096, pool, "@no_ifma");
    run_size(65536, pool, "@no_ifma");
    bls381_fp_x8_select(BLS381_LANES_MODEL);
    if (bench_explicit("g1_msm_4096@lanes_model")) run_size(4096, pool, "@lanes_model");
    bls381_fp_x8_select(-1);
    /* the sweep n = 2^4 .. 2^16 (explicit filter; 64, 4096, 65536 above) */
    for (size_t n = 16; n <= 65536; n *= 2)
        if (n != 64 && n != 4096 && n != 65536) run_size(n, pool, "");
    /* G2 at 64, 128, 1024; the two larger with the engine off too */
    static const size_t g2_sizes[] = { 64, 128, 1024 };
    for (int off = 0; off < 2; off++) {
        bls381_fp_x8_select(off ? BLS381_LANES_OFF : -1);
        for (size_t i = off; i < sizeof g2_sizes / sizeof g2_sizes[0]; i++)
            run_g2(g2_sizes[i], pool, off ? "@no_ifma" : "");
    }
    bls381_fp_x8_select(-1);
    run_many(128, 64, 6, pool, 1); /* FK20's shape and plain window */
    for (size_t n = 16; n <= 65536; n *= 2) {
        bls381_msm_choice ch = { BLS381_MSM_BUCKETS_SORTED, true, false, 0 };
        run_many(1, n, bls381_msm_best_window(n, &ch), pool, 0);
    }
    bls381_pool_destroy(pool);
}
