/* Field benchmarks: Fp and Fr arithmetic (inversions: bench_inv.c). */
#include "bench.h"
#include "field/field.h"

static bls381_fp fp_in[2];
static bls381_fr fr_in[2];

static void rand_fp(bls381_fp *r)
{
    uint8_t b[48];
    do { bench_rand_bytes(b, 48); b[0] &= 0x1f; } while (bls381_fp_from_bytes(r, b) != BLS381_OK);
}

static void rand_fr(bls381_fr *r)
{
    uint8_t b[32];
    do { bench_rand_bytes(b, 32); b[0] &= 0x7f; } while (bls381_fr_from_bytes(r, b) != BLS381_OK);
}

/* Each loop feeds its output back in so iterations cannot overlap. */
static void b_fp_mul(void *ctx, uint64_t n)
{
    (void)ctx;
    bls381_fp a = fp_in[0];
    for (uint64_t i = 0; i < n; i++) bls381_fp_mul(&a, &a, &fp_in[1]);
    bench_sink(&a, sizeof a);
}

static void b_fp_sqr(void *ctx, uint64_t n)
{
    (void)ctx;
    bls381_fp a = fp_in[0];
    for (uint64_t i = 0; i < n; i++) bls381_fp_sqr(&a, &a);
    bench_sink(&a, sizeof a);
}

static void b_fp_add(void *ctx, uint64_t n)
{
    (void)ctx;
    bls381_fp a = fp_in[0];
    for (uint64_t i = 0; i < n; i++) bls381_fp_add(&a, &a, &fp_in[1]);
    bench_sink(&a, sizeof a);
}

static void b_fp_sqrt(void *ctx, uint64_t n)
{
    (void)ctx;
    bls381_fp a = fp_in[0];
    for (uint64_t i = 0; i < n; i++) { (void)bls381_fp_sqrt(&a, &a); a.l[0] ^= 1; }
    bench_sink(&a, sizeof a);
}

static void b_fr_mul(void *ctx, uint64_t n)
{
    (void)ctx;
    bls381_fr a = fr_in[0];
    for (uint64_t i = 0; i < n; i++) bls381_fr_mul(&a, &a, &fr_in[1]);
    bench_sink(&a, sizeof a);
}

BENCH_GROUP(field)
{
    rand_fp(&fp_in[0]); rand_fp(&fp_in[1]);
    rand_fr(&fr_in[0]); rand_fr(&fr_in[1]);
    bench_run("fp_mul", b_fp_mul, NULL);
    bench_run("fp_sqr", b_fp_sqr, NULL);
    bench_run("fp_add", b_fp_add, NULL);
    bench_run("fp_sqrt", b_fp_sqrt, NULL);
    bench_run("fr_mul", b_fr_mul, NULL);
}
