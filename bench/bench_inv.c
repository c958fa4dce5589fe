/* Inversion benchmarks: the default constant-time inversions, each variant
 * (name@variant), the variable-time ones (on the current path, and
 * @portable with the portable C forced) and the variable-time Legendre
 * symbol. field/INVERSION.md has the table. */
#include "bench.h"
#include "bls381_sys.h"
#include "field/field.h"

#define NIN 64
static bls381_fp fp_in[NIN];
static bls381_fr fr_in[NIN];

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

/* Each inversion's output, plus the next random input, is the next input:
 * iterations cannot overlap, and the variable-time ones see fresh values. */
static void b_fp_inv(void *ctx, uint64_t n)
{
    void (*inv)(bls381_fp *, const bls381_fp *) = (void (*)(bls381_fp *, const bls381_fp *))ctx;
    bls381_fp a = fp_in[0];
    for (uint64_t i = 0; i < n; i++) {
        inv(&a, &a);
        bls381_fp_add(&a, &a, &fp_in[i % NIN]);
    }
    bench_sink(&a, sizeof a);
}

static void b_fr_inv(void *ctx, uint64_t n)
{
    void (*inv)(bls381_fr *, const bls381_fr *) = (void (*)(bls381_fr *, const bls381_fr *))ctx;
    bls381_fr a = fr_in[0];
    for (uint64_t i = 0; i < n; i++) {
        inv(&a, &a);
        bls381_fr_add(&a, &a, &fr_in[i % NIN]);
    }
    bench_sink(&a, sizeof a);
}

/* A fresh input each time (the branch predictor must not learn the inputs). */
static void b_fp_legendre_vartime(void *ctx, uint64_t n)
{
    (void)ctx;
    bls381_fp a = fp_in[0];
    int acc = 0;
    for (uint64_t i = 0; i < n; i++) {
        bls381_fp_add(&a, &a, &fp_in[i % NIN]);
        acc += bls381_fp_legendre_vartime(&a);
    }
    bench_sink(&acc, sizeof acc);
}

BENCH_GROUP(inv)
{
    for (int i = 0; i < NIN; i++) { rand_fp(&fp_in[i]); rand_fr(&fr_in[i]); }
    bench_run("fp_inv_ct", b_fp_inv, (void *)bls381_fp_inv);
    bench_run("fp_inv_ct@bernstein_yang", b_fp_inv, (void *)bls381_fp_inv_bernstein_yang);
    bench_run("fp_inv_ct@by_fused", b_fp_inv, (void *)bls381_fp_inv_by_fused);
    bench_run("fp_inv_ct@pornin", b_fp_inv, (void *)bls381_fp_inv_pornin);
    bench_run("fp_inv_ct@fermat", b_fp_inv, (void *)bls381_fp_inv_fermat);
    bench_run("fp_inv_vartime", b_fp_inv, (void *)bls381_fp_inv_vartime);
    bench_run("fr_inv_ct", b_fr_inv, (void *)bls381_fr_inv);
    bench_run("fr_inv_ct@bernstein_yang", b_fr_inv, (void *)bls381_fr_inv_bernstein_yang);
    bench_run("fr_inv_ct@by_fused", b_fr_inv, (void *)bls381_fr_inv_by_fused);
    bench_run("fr_inv_ct@pornin", b_fr_inv, (void *)bls381_fr_inv_pornin);
    bench_run("fr_inv_ct@fermat", b_fr_inv, (void *)bls381_fr_inv_fermat);
    bench_run("fr_inv_vartime", b_fr_inv, (void *)bls381_fr_inv_vartime);
    bench_run("fp_legendre_vartime", b_fp_legendre_vartime, NULL);
    bool was_asm = bls381_asm_active();
    bls381_force_portable(true);
    bench_run("fp_inv_vartime@portable", b_fp_inv, (void *)bls381_fp_inv_vartime);
    bench_run("fr_inv_vartime@portable", b_fr_inv, (void *)bls381_fr_inv_vartime);
    bls381_force_portable(!was_asm);
}
