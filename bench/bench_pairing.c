/* Pairing benchmarks: miller_loop, final_exp, pairing, pairing_check_2 (the
 * DESIGN.md names), and study lines: the step functions, the prepared
 * (fixed G2) variants, pairing_check_16 and pairing_check_64 on the pool
 * (--threads N): their Miller loops run the pairs' steps eight at a time on
 * the lane engine (pairing/lines_x8.c), so both have a @no_ifma twin with
 * the engine off (and pairing_check_16 a @lanes_model one). The checks of
 * fewer pairs, and final_exp_vartime (the checks' final exponentiation),
 * gather their tower products into the engine (field/fp_gather.h): they
 * have a @no_ifma twin too; final_exp and pairing, constant time, do not
 * use the engine. */
#include "bench.h"
#include "bench/lanes_run.h"
#include "field/fp_x8.h"
#include "points.h"
#include "pairing/pairing.h"

#include <stdlib.h>

enum { NPTS = 64 };
static bls381_g1_affine P[NPTS];
static bls381_g2_affine Q[NPTS];
static bls381_g2_prepared PREP[2];
static bls381_fp12 F;

static void b_miller_loop(void *ctx, uint64_t n)
{
    (void)ctx;
    bls381_fp12 f;
    for (uint64_t i = 0; i < n; i++) bls381_miller_loop(&f, &P[i % 2], &Q[i % 2], 1, NULL);
    bench_sink(&f, sizeof f);
}

static void b_final_exp(void *ctx, uint64_t n)
{
    (void)ctx;
    bls381_fp12 f = F;
    for (uint64_t i = 0; i < n; i++) bls381_final_exp(&f, &f);
    bench_sink(&f, sizeof f);
}

static void b_final_exp_vartime(void *ctx, uint64_t n)
{
    (void)ctx;
    bls381_fp12 f = F;
    for (uint64_t i = 0; i < n; i++) bls381_final_exp_vartime(&f, &f);
    bench_sink(&f, sizeof f);
}

static void b_pairing(void *ctx, uint64_t n)
{
    (void)ctx;
    bls381_fp12 f;
    for (uint64_t i = 0; i < n; i++) bls381_pairing(&f, &P[i % 2], &Q[i % 2]);
    bench_sink(&f, sizeof f);
}

/* pairing_check over the first k pairs (k = (uintptr_t)ctx) */
static bls381_pool *pool;

static void b_pairing_check(void *ctx, uint64_t n)
{
    size_t k = (size_t)(uintptr_t)ctx;
    bool ok = false;
    for (uint64_t i = 0; i < n; i++) ok ^= bls381_pairing_check(P, Q, k, pool);
    bench_sink(&ok, sizeof ok);
}

static void b_pairing_check_prepared_2(void *ctx, uint64_t n)
{
    (void)ctx;
    const bls381_g2_prepared *q[2] = { &PREP[0], &PREP[1] };
    bool ok = false;
    for (uint64_t i = 0; i < n; i++) ok ^= bls381_pairing_check_prepared(P, q, 2);
    bench_sink(&ok, sizeof ok);
}

static void b_miller_loop_prepared(void *ctx, uint64_t n)
{
    (void)ctx;
    const bls381_g2_prepared *q[1] = { &PREP[0] };
    bls381_fp12 f;
    for (uint64_t i = 0; i < n; i++) bls381_miller_loop_prepared(&f, &P[i % 2], q, 1);
    bench_sink(&f, sizeof f);
}

static void b_g2_prepare(void *ctx, uint64_t n)
{
    (void)ctx;
    for (uint64_t i = 0; i < n; i++) bls381_g2_prepare(&PREP[1], &Q[1]);
    bench_sink(&PREP[1], sizeof PREP[1]);
}

static void b_dbl_step(void *ctx, uint64_t n)
{
    (void)ctx;
    bls381_g2 t;
    bls381_line l;
    bls381_g2_from_affine(&t, &Q[0]);
    for (uint64_t i = 0; i < n; i++) bls381_pairing_dbl_step(&t, &l);
    bench_sink(&l, sizeof l);
}

static void b_add_step(void *ctx, uint64_t n)
{
    (void)ctx;
    bls381_g2 t;
    bls381_line l;
    bls381_g2_from_affine(&t, &Q[0]);
    for (uint64_t i = 0; i < n; i++) bls381_pairing_add_step(&t, &l, &Q[1]);
    bench_sink(&l, sizeof l);
}

static void b_mul_line(void *ctx, uint64_t n)
{
    (void)ctx;
    bls381_g2 t;
    bls381_line l;
    bls381_fp12 f = F;
    bls381_g2_from_affine(&t, &Q[0]);
    bls381_pairing_dbl_step(&t, &l);
    /* one line on its own (the Miller loop multiplies them in pairs,
     * bls381_pairing_mul_line_pair): evaluate, then a sparse product */
    for (uint64_t i = 0; i < n; i++) {
        bls381_fp2 o[3];
        bls381_pairing_eval_line(o, &l, &P[0]);
        bls381_fp12_mul_by_014(&f, &f, &o[0], &o[1], &o[2]);
    }
    bench_sink(&f, sizeof f);
}

static void b_mul_line_normalized(void *ctx, uint64_t n)
{
    (void)ctx;
    bls381_fp12 f = F;
    for (uint64_t i = 0; i < n; i++) bls381_pairing_mul_line_normalized(&f, &PREP[0].line[0][0], &PREP[0].line[0][1]);
    bench_sink(&f, sizeof f);
}

typedef void (*fp12_unop)(bls381_fp12 *, const bls381_fp12 *);

static void b_exp_x(void *ctx, uint64_t n)
{
    fp12_unop fn = (fp12_unop)ctx;
    bls381_fp12 f;
    bls381_final_exp_easy(&f, &F);
    for (uint64_t i = 0; i < n; i++) fn(&f, &f);
    bench_sink(&f, sizeof f);
}

BENCH_GROUP(pairing)
{
    bench_g1_points(P, NPTS);
    bench_g2_points(Q, NPTS);
    bls381_miller_loop(&F, P, Q, 1, NULL);
    bls381_g2_prepare(&PREP[0], &Q[0]);
    bls381_g2_prepare(&PREP[1], &Q[1]);
    int threads = bench_threads();
    if (threads > 1 && bls381_pool_create(&pool, (unsigned)threads, NULL) != BLS381_OK) abort();

    bench_run("miller_loop", b_miller_loop, NULL);
    bench_run("final_exp", b_final_exp, NULL);
    bench_run("pairing", b_pairing, NULL);
    bench_run("final_exp_vartime", b_final_exp_vartime, NULL);
    bench_run("pairing_check_2", b_pairing_check, (void *)(uintptr_t)2);
    bench_run("pairing_check_2@prepared", b_pairing_check_prepared_2, NULL);
    bls381_fp_x8_select(BLS381_LANES_OFF);
    bench_run("final_exp_vartime@no_ifma", b_final_exp_vartime, NULL);
    bench_run("pairing_check_2@no_ifma", b_pairing_check, (void *)(uintptr_t)2);
    bench_run("pairing_check_2@prepared@no_ifma", b_pairing_check_prepared_2, NULL);
    bls381_fp_x8_select(-1);
    bench_run_lanes("pairing_check_16", b_pairing_check, (void *)(uintptr_t)16);
    bench_run("pairing_check_64", b_pairing_check, (void *)(uintptr_t)64);
    bls381_fp_x8_select(BLS381_LANES_OFF);
    bench_run("pairing_check_64@no_ifma", b_pairing_check, (void *)(uintptr_t)64);
    bls381_fp_x8_select(-1);
    bench_run("miller_loop@prepared", b_miller_loop_prepared, NULL);
    bench_run("g2_prepare", b_g2_prepare, NULL);
    bench_run("pairing_dbl_step", b_dbl_step, NULL);
    bench_run("pairing_add_step", b_add_step, NULL);
    bench_run("pairing_mul_line", b_mul_line, NULL);
    bench_run("pairing_mul_line_normalized", b_mul_line_normalized, NULL);
    bench_run("cyclotomic_exp_x", b_exp_x, (void *)bls381_cyclotomic_exp_x);
    bench_run("cyclotomic_exp_x@gs", b_exp_x, (void *)bls381_cyclotomic_exp_x_abs_gs);
    bench_run("cyclotomic_exp_x@compressed", b_exp_x, (void *)bls381_cyclotomic_exp_x_abs_compressed);
    bls381_pool_destroy(pool);
    pool = NULL;
}
