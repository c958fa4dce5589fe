/* Curve benchmarks: G1/G2 group law, scalar multiplication, decoding
 * (decode + on-curve only, as blst's uncompress) and the subgroup checks.
 * Inputs are random subgroup points and 255-bit scalars. */
#include "bench.h"
#include "bls381.h"

#include <string.h>

static bls381_g1 g1p[2];
static bls381_g2 g2p[2];
static bls381_fr scalar;
static uint8_t g1_comp[48], g2_comp[96];
static bls381_g1_affine g1a;
static bls381_g2_affine g2a;

static void rand_fr(bls381_fr *r)
{
    uint8_t b[32];
    do {
        bench_rand_bytes(b, 32);
        b[0] &= 0x7f;
    } while (bls381_fr_from_bytes(r, b) != BLS381_OK || !(b[0] & 0x40));   /* 255-bit */
}

static void b_g1_add(void *ctx, uint64_t n)
{
    (void)ctx;
    bls381_g1 a = g1p[0];
    for (uint64_t i = 0; i < n; i++) bls381_g1_add(&a, &a, &g1p[1]);
    bench_sink(&a, sizeof a);
}

static void b_g1_add_affine(void *ctx, uint64_t n)
{
    (void)ctx;
    bls381_g1 a = g1p[0];
    for (uint64_t i = 0; i < n; i++) bls381_g1_add_affine(&a, &a, &g1a);
    bench_sink(&a, sizeof a);
}

static void b_g1_dbl(void *ctx, uint64_t n)
{
    (void)ctx;
    bls381_g1 a = g1p[0];
    for (uint64_t i = 0; i < n; i++) bls381_g1_dbl(&a, &a);
    bench_sink(&a, sizeof a);
}

/* scalar fed back from the result so iterations stay dependent */
static void b_g1_mul(void *ctx, uint64_t n)
{
    void (*mul)(bls381_g1 *, const bls381_g1 *, const bls381_fr *) =
        (void (*)(bls381_g1 *, const bls381_g1 *, const bls381_fr *))ctx;
    bls381_g1 a = g1p[0];
    bls381_fr k = scalar;
    for (uint64_t i = 0; i < n; i++) {
        mul(&a, &a, &k);
        k.l[0] ^= a.x.l[0] & 1;
    }
    bench_sink(&a, sizeof a);
}

static void b_g2_add(void *ctx, uint64_t n)
{
    (void)ctx;
    bls381_g2 a = g2p[0];
    for (uint64_t i = 0; i < n; i++) bls381_g2_add(&a, &a, &g2p[1]);
    bench_sink(&a, sizeof a);
}

static void b_g2_dbl(void *ctx, uint64_t n)
{
    (void)ctx;
    bls381_g2 a = g2p[0];
    for (uint64_t i = 0; i < n; i++) bls381_g2_dbl(&a, &a);
    bench_sink(&a, sizeof a);
}

static void b_g2_mul(void *ctx, uint64_t n)
{
    void (*mul)(bls381_g2 *, const bls381_g2 *, const bls381_fr *) =
        (void (*)(bls381_g2 *, const bls381_g2 *, const bls381_fr *))ctx;
    bls381_g2 a = g2p[0];
    bls381_fr k = scalar;
    for (uint64_t i = 0; i < n; i++) {
        mul(&a, &a, &k);
        k.l[0] ^= a.x.c0.l[0] & 1;
    }
    bench_sink(&a, sizeof a);
}

static void b_g1_decompress(void *ctx, uint64_t n)
{
    (void)ctx;
    bls381_g1_affine p;
    int bad = 0;
    for (uint64_t i = 0; i < n; i++) bad |= bls381_g1_decompress_no_subgroup_check(&p, g1_comp) != BLS381_OK;
    bench_sink(&p, sizeof p);
    bench_sink(&bad, sizeof bad);
}

static void b_g2_decompress(void *ctx, uint64_t n)
{
    (void)ctx;
    bls381_g2_affine p;
    int bad = 0;
    for (uint64_t i = 0; i < n; i++) bad |= bls381_g2_decompress_no_subgroup_check(&p, g2_comp) != BLS381_OK;
    bench_sink(&p, sizeof p);
    bench_sink(&bad, sizeof bad);
}

static void b_g1_subgroup(void *ctx, uint64_t n)
{
    (void)ctx;
    int ok = 0;
    for (uint64_t i = 0; i < n; i++) ok += bls381_g1_affine_in_subgroup(&g1a);
    bench_sink(&ok, sizeof ok);
}

static void b_g2_subgroup(void *ctx, uint64_t n)
{
    (void)ctx;
    int ok = 0;
    for (uint64_t i = 0; i < n; i++) ok += bls381_g2_affine_in_subgroup(&g2a);
    bench_sink(&ok, sizeof ok);
}

static void b_g1_clear_cofactor(void *ctx, uint64_t n)
{
    (void)ctx;
    bls381_g1 a = g1p[0];
    for (uint64_t i = 0; i < n; i++) bls381_g1_clear_cofactor(&a, &a);
    bench_sink(&a, sizeof a);
}

static void b_g2_clear_cofactor(void *ctx, uint64_t n)
{
    (void)ctx;
    bls381_g2 a = g2p[0];
    for (uint64_t i = 0; i < n; i++) bls381_g2_clear_cofactor(&a, &a);
    bench_sink(&a, sizeof a);
}

static void b_g1_to_affine(void *ctx, uint64_t n)
{
    (void)ctx;
    bls381_g1_affine p;
    bls381_g1 a = g1p[0];
    for (uint64_t i = 0; i < n; i++) {
        bls381_g1_to_affine(&p, &a);
        a.x.l[0] ^= p.x.l[0] & 1;
    }
    bench_sink(&p, sizeof p);
}

BENCH_GROUP(curve)
{
    bls381_g1 g1;
    bls381_g2 g2;
    bls381_fr k;
    bls381_g1_generator(&g1);
    bls381_g2_generator(&g2);
    for (int i = 0; i < 2; i++) {
        rand_fr(&k);
        bls381_g1_mul_vartime(&g1p[i], &g1, &k);
        bls381_g2_mul_vartime(&g2p[i], &g2, &k);
    }
    rand_fr(&scalar);
    bls381_g1_to_affine(&g1a, &g1p[1]);
    bls381_g2_to_affine(&g2a, &g2p[1]);
    bls381_g1_compress(g1_comp, &g1a);
    bls381_g2_compress(g2_comp, &g2a);

    bench_run("g1_add", b_g1_add, NULL);
    bench_run("g1_add_affine", b_g1_add_affine, NULL);
    bench_run("g1_dbl", b_g1_dbl, NULL);
    bench_run("g1_mul_ct", b_g1_mul, (void *)bls381_g1_mul);
    bench_run("g1_mul_vartime", b_g1_mul, (void *)bls381_g1_mul_vartime);
    bench_run("g1_to_affine", b_g1_to_affine, NULL);
    bench_run("g1_decompress", b_g1_decompress, NULL);
    bench_run("g1_subgroup_check", b_g1_subgroup, NULL);
    bench_run("g1_clear_cofactor", b_g1_clear_cofactor, NULL);
    bench_run("g2_add", b_g2_add, NULL);
    bench_run("g2_dbl", b_g2_dbl, NULL);
    bench_run("g2_mul_ct", b_g2_mul, (void *)bls381_g2_mul);
    bench_run("g2_mul_vartime", b_g2_mul, (void *)bls381_g2_mul_vartime);
    bench_run("g2_decompress", b_g2_decompress, NULL);
    bench_run("g2_subgroup_check", b_g2_subgroup, NULL);
    bench_run("g2_clear_cofactor", b_g2_clear_cofactor, NULL);
}
