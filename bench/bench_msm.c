/* MSM benchmarks: g1_msm_{64,4096,65536} and the study variants. */
#include <stdio.h>
#include <stdlib.h>

#include "bench.h"
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

/* n distinct points [i+1]*B for a random B (subgroup points) */
static void make_points(bls381_g1_affine *pts, size_t n)
{
    static const uint8_t gx[48] = { 0x17, 0xf1, 0xd3, 0xa7, 0x31, 0x97, 0xd7, 0x94, 0x26, 0x95, 0x63, 0x8c, 0x4f, 0xa9, 0xac, 0x0f,
                                    0xc3, 0x68, 0x8c, 0x4f, 0x97, 0x74, 0xb9, 0x05, 0xa1, 0x4e, 0x3a, 0x3f, 0x17, 0x1b, 0xac, 0x58,
                                    0x6c, 0x55, 0xe8, 0x3f, 0xf9, 0x7a, 0x1a, 0xef, 0xfb, 0x3a, 0xf0, 0x0a, 0xdb, 0x22, 0xc6, 0xbb };
    static const uint8_t gy[48] = { 0x08, 0xb3, 0xf4, 0x81, 0xe3, 0xaa, 0xa0, 0xf1, 0xa0, 0x9e, 0x30, 0xed, 0x74, 0x1d, 0x8a, 0xe4,
                                    0xfc, 0xf5, 0xe0, 0x95, 0xd5, 0xd0, 0x0a, 0xf6, 0x00, 0xdb, 0x18, 0xcb, 0x2c, 0x04, 0xb3, 0xed,
                                    0xd0, 0x3c, 0xc7, 0x44, 0xa2, 0x88, 0x8a, 0xe4, 0x0c, 0xaa, 0x23, 0x29, 0x46, 0xc5, 0xe7, 0xe1 };
    bls381_g1_affine g;
    if (bls381_fp_from_bytes(&g.x, gx) != BLS381_OK || bls381_fp_from_bytes(&g.y, gy) != BLS381_OK) abort();
    bls381_g1_xyzz acc, step;
    bls381_g1_xyzz_from_affine(&step, &g);
    for (int k = 0; k < 77; k++) bls381_g1_xyzz_dbl_vartime(&step, &step);
    bls381_g1_xyzz_add_affine_vartime(&step, &step, &g);
    acc = step;
    /* affine conversion through one batch inversion of the ZZ*ZZZ products */
    bls381_g1_xyzz *tmp = malloc(n * sizeof *tmp);
    bls381_fp *den = malloc(n * sizeof *den);
    if (!tmp || !den) abort();
    for (size_t i = 0; i < n; i++) {
        tmp[i] = acc;
        bls381_fp_mul(&den[i], &acc.zz, &acc.zzz);
        bls381_g1_xyzz_add_vartime(&acc, &acc, &step);
    }
    bls381_fp_batch_inv(den, den, n, NULL);
    for (size_t i = 0; i < n; i++) {
        bls381_fp izz, izzz;
        bls381_fp_mul(&izz, &den[i], &tmp[i].zzz);
        bls381_fp_mul(&izzz, &den[i], &tmp[i].zz);
        bls381_fp_mul(&pts[i].x, &tmp[i].x, &izz);
        bls381_fp_mul(&pts[i].y, &tmp[i].y, &izzz);
    }
    free(tmp);
    free(den);
}

static void run_size(size_t n, bls381_pool *pool, const char *suffix)
{
    static const struct { const char *name; bls381_msm_algo algo; } variants[] = {
        { "", BLS381_MSM_AUTO }, { "@naive", BLS381_MSM_NAIVE }, { "@xyzz", BLS381_MSM_XYZZ },
        { "@batch_affine", BLS381_MSM_BATCH_AFFINE }, { "@glv", BLS381_MSM_GLV },
    };
    char name[96];
    int wanted = 0;
    for (size_t v = 0; v < sizeof variants / sizeof variants[0]; v++) {
        snprintf(name, sizeof name, "g1_msm_%zu%s%s", n, variants[v].name, suffix);
        wanted |= bench_wanted(name);
    }
    if (!wanted) return;
    msm_ctx m = { .n = n, .pool = pool };
    m.pts = malloc(n * sizeof *m.pts);
    m.sc = malloc(n * sizeof *m.sc);
    m.scratch_size = bls381_g1_msm_scratch_size(n, bls381_pool_threads(pool)) * 2 + (1u << 24);
    m.scratch = malloc(m.scratch_size);
    if (!m.pts || !m.sc || !m.scratch) abort();
    make_points(m.pts, n);
    for (size_t i = 0; i < n; i++) {
        uint8_t b[64];
        bench_rand_bytes(b, sizeof b);
        bls381_fr_from_bytes_wide(&m.sc[i], b);
    }
    for (size_t v = 0; v < sizeof variants / sizeof variants[0]; v++) {
        if (variants[v].algo == BLS381_MSM_NAIVE && n > 4096) continue;
        snprintf(name, sizeof name, "g1_msm_%zu%s%s", n, variants[v].name, suffix);
        m.algo = variants[v].algo;
        m.c = 0;
        bench_run(name, b_msm, &m);
    }
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

BENCH_GROUP(msm)
{
    bls381_pool *pool = NULL;
    int threads = bench_threads();
    if (threads > 1 && bls381_pool_create(&pool, (unsigned)threads, NULL) != BLS381_OK) abort();
    run_size(64, pool, "");
    run_size(4096, pool, "");
    run_size(65536, pool, "");
    bls381_pool_destroy(pool);
}
