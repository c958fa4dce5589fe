/* Field benchmarks: Fp, Fr and the inversion family. */
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

static void b_fp_inv(void *ctx, uint64_t n)
{
    void (*inv)(bls381_fp *, const bls381_fp *) = (void (*)(bls381_fp *, const bls381_fp *))ctx;
    bls381_fp a = fp_in[0];
    for (uint64_t i = 0; i < n; i++) { inv(&a, &a); a.l[0] ^= 1; }
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

static void b_fr_inv(void *ctx, uint64_t n)
{
    void (*inv)(bls381_fr *, const bls381_fr *) = (void (*)(bls381_fr *, const bls381_fr *))ctx;
    bls381_fr a = fr_in[0];
    for (uint64_t i = 0; i < n; i++) { inv(&a, &a); a.l[0] ^= 1; }
    bench_sink(&a, sizeof a);
}

BENCH_GROUP(field)
{
    rand_fp(&fp_in[0]); rand_fp(&fp_in[1]);
    rand_fr(&fr_in[0]); rand_fr(&fr_in[1]);
    bench_run("fp_mul", b_fp_mul, NULL);
    bench_run("fp_sqr", b_fp_sqr, NULL);
    bench_run("fp_add", b_fp_add, NULL);
    bench_run("fp_inv_ct", b_fp_inv, (void *)bls381_fp_inv);
    bench_run("fp_inv_ct@fermat", b_fp_inv, (void *)bls381_fp_inv_fermat);
    bench_run("fp_sqrt", b_fp_sqrt, NULL);
    bench_run("fr_mul", b_fr_mul, NULL);
    bench_run("fr_inv_ct", b_fr_inv, (void *)bls381_fr_inv);
    bench_run("fr_inv_ct@fermat", b_fr_inv, (void *)bls381_fr_inv_fermat);
}
