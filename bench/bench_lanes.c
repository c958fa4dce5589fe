/*
 * The eight-lane field engine (field/fp_x8.h): fp_mul_x8, fp_sqr_x8,
 * fr_mul_x8 and fr_sqr_x8 in ns per product (one call multiplies or
 * squares eight, the time is divided by eight; each call's output feeds
 * the next, like fp_mul's and fp_sqr's loops), on the
 * engine the library picked (AVX-512 IFMA where the CPU has it; skipped
 * when it runs none), and @lanes_model on the portable model.
 *
 * What a user of the engine pays around the products, in ns per element,
 * the same way: fp_add_x8 (a sum, chained like fp_add's loop), fp_load_x8
 * (eight bls381_fp into the lanes' radix) and fp_store_x8 (back, fully
 * reduced). Beside fp_add and fp_mul they say when eight products of one
 * element's formula are worth moving into the lanes and out again
 * (BENCHMARKS.md, the Zen 5 section).
 */
#include "bench.h"
#include "field/fp_x8.h"

static bls381_fp_x8 fp_a, fp_b;
static bls381_fr_x8 fr_a, fr_b;

static void b_fp_mul_x8(void *ctx, uint64_t n)
{
    const bls381_fp_x8_engine *e = ctx;
    bls381_fp_x8 a = fp_a;
    for (uint64_t i = 0; i < n; i += 8) e->fp_mul(&a, &a, &fp_b);
    bench_sink(&a, sizeof a);
}

static void b_fp_sqr_x8(void *ctx, uint64_t n)
{
    const bls381_fp_x8_engine *e = ctx;
    bls381_fp_x8 a = fp_a;
    for (uint64_t i = 0; i < n; i += 8) e->fp_sqr(&a, &a);
    bench_sink(&a, sizeof a);
}

static void b_fp_add_x8(void *ctx, uint64_t n)
{
    const bls381_fp_x8_engine *e = ctx;
    bls381_fp_x8 a = fp_a;
    for (uint64_t i = 0; i < n; i += 8) e->fp_add(&a, &a, &fp_b);
    bench_sink(&a, sizeof a);
}

static bls381_fp fp_elems[8];

static void b_fp_load_x8(void *ctx, uint64_t n)
{
    const bls381_fp_x8_engine *e = ctx;
    const bls381_fp *src[8];
    bls381_fp_x8 a;
    for (int k = 0; k < 8; k++) src[k] = &fp_elems[k];
    for (uint64_t i = 0; i < n; i += 8) e->fp_load(&a, src);   /* an indirect call: not elided */
    bench_sink(&a, sizeof a);
}

static void b_fp_store_x8(void *ctx, uint64_t n)
{
    const bls381_fp_x8_engine *e = ctx;
    bls381_fp out[8], *dst[8];
    for (int k = 0; k < 8; k++) dst[k] = &out[k];
    for (uint64_t i = 0; i < n; i += 8) e->fp_store(dst, &fp_a);
    bench_sink(out, sizeof out);
}

static void b_fr_sqr_x8(void *ctx, uint64_t n)
{
    const bls381_fp_x8_engine *e = ctx;
    bls381_fr_x8 a = fr_a;
    for (uint64_t i = 0; i < n; i += 8) e->fr_sqr(&a, &a);
    bench_sink(&a, sizeof a);
}

static void b_fr_mul_x8(void *ctx, uint64_t n)
{
    const bls381_fp_x8_engine *e = ctx;
    bls381_fr_x8 a = fr_a;
    for (uint64_t i = 0; i < n; i += 8) e->fr_mul(&a, &a, &fr_b);
    bench_sink(&a, sizeof a);
}

BENCH_GROUP(lanes)
{
    bls381_fp x[16];
    bls381_fr y[16];
    const bls381_fp *px[16];
    const bls381_fr *py[16];
    for (int i = 0; i < 16; i++) {
        uint8_t b[48];
        do { bench_rand_bytes(b, 48); b[0] &= 0x1f; } while (bls381_fp_from_bytes(&x[i], b) != BLS381_OK);
        do { bench_rand_bytes(b, 32); b[0] &= 0x7f; } while (bls381_fr_from_bytes(&y[i], b) != BLS381_OK);
        px[i] = &x[i], py[i] = &y[i];
    }
    const bls381_fp_x8_engine *m = &bls381_fp_x8_model, *e = bls381_fp_x8_get();
    for (int k = 0; k < 8; k++) fp_elems[k] = x[k];
    m->fp_load(&fp_a, px);
    m->fp_load(&fp_b, px + 8);
    m->fr_load(&fr_a, py);
    m->fr_load(&fr_b, py + 8);
    if (e && e != m) {
        bench_run("fp_mul_x8", b_fp_mul_x8, (void *)e);
        bench_run("fp_sqr_x8", b_fp_sqr_x8, (void *)e);
        bench_run("fr_mul_x8", b_fr_mul_x8, (void *)e);
        bench_run("fr_sqr_x8", b_fr_sqr_x8, (void *)e);
        bench_run("fp_add_x8", b_fp_add_x8, (void *)e);
        bench_run("fp_load_x8", b_fp_load_x8, (void *)e);
        bench_run("fp_store_x8", b_fp_store_x8, (void *)e);
    }
    bench_run("fp_mul_x8@lanes_model", b_fp_mul_x8, (void *)m);
    bench_run("fp_sqr_x8@lanes_model", b_fp_sqr_x8, (void *)m);
    bench_run("fr_mul_x8@lanes_model", b_fr_mul_x8, (void *)m);
    bench_run("fr_sqr_x8@lanes_model", b_fr_sqr_x8, (void *)m);
    bench_run("fp_add_x8@lanes_model", b_fp_add_x8, (void *)m);
    bench_run("fp_load_x8@lanes_model", b_fp_load_x8, (void *)m);
    bench_run("fp_store_x8@lanes_model", b_fp_store_x8, (void *)m);
}
