/* Tower benchmarks: Fp2, Fp6, Fp12 products, the cyclotomic squaring, the
 * sparse line product and the Frobenius map. `@plain` lines time the Fp2
 * products without lazy reduction, for the choice made in fp2.c. */
#include "bench.h"
#include "field/tower.h"

static bls381_fp2 x2[2];
static bls381_fp6 x6[2];
static bls381_fp12 x12[2], cyc;

static void rand_fp(bls381_fp *r)
{
    uint8_t b[48];
    do { bench_rand_bytes(b, 48); b[0] &= 0x1f; } while (bls381_fp_from_bytes(r, b) != BLS381_OK);
}

static void rand_fp2(bls381_fp2 *r) { rand_fp(&r->c0); rand_fp(&r->c1); }
static void rand_fp6(bls381_fp6 *r) { rand_fp2(&r->c0); rand_fp2(&r->c1); rand_fp2(&r->c2); }
static void rand_fp12(bls381_fp12 *r) { rand_fp6(&r->c0); rand_fp6(&r->c1); }

/* Each loop feeds its output back in so iterations cannot overlap. */
typedef void (*fp2_binop)(bls381_fp2 *, const bls381_fp2 *, const bls381_fp2 *);
typedef void (*fp2_unop)(bls381_fp2 *, const bls381_fp2 *);
typedef void (*fp12_unop)(bls381_fp12 *, const bls381_fp12 *);

static void b_fp2_mul(void *ctx, uint64_t n)
{
    fp2_binop f = (fp2_binop)ctx;
    bls381_fp2 a = x2[0];
    for (uint64_t i = 0; i < n; i++) f(&a, &a, &x2[1]);
    bench_sink(&a, sizeof a);
}

static void b_fp2_sqr(void *ctx, uint64_t n)
{
    fp2_unop f = (fp2_unop)ctx;
    bls381_fp2 a = x2[0];
    for (uint64_t i = 0; i < n; i++) f(&a, &a);
    bench_sink(&a, sizeof a);
}

typedef void (*fp6_binop)(bls381_fp6 *, const bls381_fp6 *, const bls381_fp6 *);
typedef void (*fp12_binop)(bls381_fp12 *, const bls381_fp12 *, const bls381_fp12 *);

static void b_fp6_mul(void *ctx, uint64_t n)
{
    fp6_binop f = (fp6_binop)ctx;
    bls381_fp6 a = x6[0];
    for (uint64_t i = 0; i < n; i++) f(&a, &a, &x6[1]);
    bench_sink(&a, sizeof a);
}

static void b_fp12_mul(void *ctx, uint64_t n)
{
    fp12_binop f = (fp12_binop)ctx;
    bls381_fp12 a = x12[0];
    for (uint64_t i = 0; i < n; i++) f(&a, &a, &x12[1]);
    bench_sink(&a, sizeof a);
}

/* fp12_sqr, fp12_cyclotomic_sqr, fp12_frobenius (on a cyclotomic element
 * so the cyclotomic squaring is timed on its real domain) */
static void b_fp12_unop(void *ctx, uint64_t n)
{
    fp12_unop f = (fp12_unop)ctx;
    bls381_fp12 a = cyc;
    for (uint64_t i = 0; i < n; i++) f(&a, &a);
    bench_sink(&a, sizeof a);
}

static void b_fp12_inv(void *ctx, uint64_t n)
{
    (void)ctx;
    bls381_fp12 a = x12[0];
    for (uint64_t i = 0; i < n; i++) { bls381_fp12_inv(&a, &a); a.c0.c0.c0.l[0] ^= 1; }
    bench_sink(&a, sizeof a);
}

static void b_fp12_mul_by_014(void *ctx, uint64_t n)
{
    (void)ctx;
    bls381_fp12 a = x12[0];
    for (uint64_t i = 0; i < n; i++) bls381_fp12_mul_by_014(&a, &a, &x2[0], &x2[1], &x6[0].c0);
    bench_sink(&a, sizeof a);
}

BENCH_GROUP(tower)
{
    rand_fp2(&x2[0]); rand_fp2(&x2[1]);
    rand_fp6(&x6[0]); rand_fp6(&x6[1]);
    rand_fp12(&x12[0]); rand_fp12(&x12[1]);
    /* a cyclotomic element: f^((p^6 - 1)(p^2 + 1)) */
    bls381_fp12 t;
    bls381_fp12_inv(&t, &x12[0]);
    bls381_fp12_conj(&cyc, &x12[0]);
    bls381_fp12_mul(&cyc, &cyc, &t);
    bls381_fp12_frobenius2(&t, &cyc);
    bls381_fp12_mul(&cyc, &cyc, &t);

    bench_run("fp2_mul", b_fp2_mul, (void *)bls381_fp2_mul);
    bench_run("fp2_mul@plain", b_fp2_mul, (void *)bls381_fp2_mul_plain);
    bench_run("fp2_mul@lazy", b_fp2_mul, (void *)bls381_fp2_mul_lazy);
    bench_run("fp2_sqr", b_fp2_sqr, (void *)bls381_fp2_sqr);
    bench_run("fp2_sqr@plain", b_fp2_sqr, (void *)bls381_fp2_sqr_plain);
    bench_run("fp2_sqr@lazy", b_fp2_sqr, (void *)bls381_fp2_sqr_lazy);
    bench_run("fp6_mul", b_fp6_mul, (void *)bls381_fp6_mul);
    bench_run("fp6_mul@plain", b_fp6_mul, (void *)bls381_fp6_mul_plain);
    bench_run("fp6_mul@lazy", b_fp6_mul, (void *)bls381_fp6_mul_lazy);
    bench_run("fp12_mul", b_fp12_mul, (void *)bls381_fp12_mul);
    bench_run("fp12_mul@plain", b_fp12_mul, (void *)bls381_fp12_mul_plain);
    bench_run("fp12_mul@lazy", b_fp12_mul, (void *)bls381_fp12_mul_lazy);
    bench_run("fp12_sqr", b_fp12_unop, (void *)bls381_fp12_sqr);
    bench_run("fp12_sqr@plain", b_fp12_unop, (void *)bls381_fp12_sqr_plain);
    bench_run("fp12_sqr@lazy", b_fp12_unop, (void *)bls381_fp12_sqr_lazy);
    bench_run("fp12_cyclotomic_sqr", b_fp12_unop, (void *)bls381_fp12_cyclotomic_sqr);
    bench_run("fp12_inv", b_fp12_inv, NULL);
    bench_run("fp12_mul_by_014", b_fp12_mul_by_014, NULL);
    bench_run("fp12_frobenius", b_fp12_unop, (void *)bls381_fp12_frobenius);
}
