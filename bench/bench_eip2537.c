/* EIP-2537 precompile benchmarks, input bytes to output bytes (decoding,
 * subgroup checks, encoding included): eip2537_g1msm_128, eip2537_g2msm_128,
 * eip2537_pairing_check_2, eip2537_map_fp2_to_g2, and study lines for the
 * other operations (ADD, MSM with k = 1, the G1 map, pairing_check_16), the
 * lines @no_ifma with the lane engine off. With --threads N the
 * MSMs and the pairing check run on a pool of N threads. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "bench/points.h"
#include "eip2537/eip2537.h"
#include "field/fp_x8.h"

typedef struct {
    const char *name;
    int op;
    size_t len;
    uint8_t *in;
    void *scratch;
    size_t scratch_size;
} case_ctx;

enum { OP_G1ADD, OP_G2ADD, OP_G1MSM, OP_G2MSM, OP_PAIRING, OP_MAP_G1, OP_MAP_G2 };

static bls381_pool *pool;

static void b_op(void *vctx, uint64_t iters)
{
    case_ctx *c = vctx;
    uint8_t out[BLS381_EIP2537_G2_BYTES];
    for (uint64_t i = 0; i < iters; i++) {
        bls381_status st = BLS381_ERR_BADARGS;
        switch (c->op) {
        case OP_G1ADD: st = bls381_eip2537_g1add(out, c->in, c->len); break;
        case OP_G2ADD: st = bls381_eip2537_g2add(out, c->in, c->len); break;
        case OP_G1MSM: st = bls381_eip2537_g1msm(out, c->in, c->len, c->scratch, c->scratch_size, pool); break;
        case OP_G2MSM: st = bls381_eip2537_g2msm(out, c->in, c->len, c->scratch, c->scratch_size, pool); break;
        case OP_PAIRING: st = bls381_eip2537_pairing_check(out, c->in, c->len, pool); break;
        case OP_MAP_G1: st = bls381_eip2537_map_fp_to_g1(out, c->in, c->len); break;
        case OP_MAP_G2: st = bls381_eip2537_map_fp2_to_g2(out, c->in, c->len); break;
        }
        if (st != BLS381_OK) { fprintf(stderr, "%s: %s\n", c->name, bls381_status_str(st)); abort(); }
    }
    bench_sink(out, sizeof out);
}

/* n G1 / G2 points with random 32-byte scalars after each, or bare */
static uint8_t *g1_input(size_t n, bool scalars)
{
    size_t unit = BLS381_EIP2537_G1_BYTES + (scalars ? 32 : 0);
    bls381_g1_affine *pts = malloc(n * sizeof *pts);
    uint8_t *in = malloc(n * unit);
    if (!pts || !in) abort();
    bench_g1_points(pts, n);
    for (size_t i = 0; i < n; i++) {
        bls381_eip2537_encode_g1(in + i * unit, &pts[i]);
        if (scalars) bench_rand_bytes(in + i * unit + BLS381_EIP2537_G1_BYTES, 32);
    }
    free(pts);
    return in;
}

static uint8_t *g2_input(size_t n, bool scalars)
{
    size_t unit = BLS381_EIP2537_G2_BYTES + (scalars ? 32 : 0);
    bls381_g2_affine *pts = malloc(n * sizeof *pts);
    uint8_t *in = malloc(n * unit);
    if (!pts || !in) abort();
    bench_g2_points(pts, n);
    for (size_t i = 0; i < n; i++) {
        bls381_eip2537_encode_g2(in + i * unit, &pts[i]);
        if (scalars) bench_rand_bytes(in + i * unit + BLS381_EIP2537_G2_BYTES, 32);
    }
    free(pts);
    return in;
}

static void run_case(const char *name, int op, size_t n)
{
    if (!bench_wanted(name)) return;
    case_ctx c = { .name = name, .op = op };
    size_t threads = bls381_pool_threads(pool);
    switch (op) {
    case OP_G1ADD: c.in = g1_input(2, false); c.len = 2 * BLS381_EIP2537_G1_BYTES; break;
    case OP_G2ADD: c.in = g2_input(2, false); c.len = 2 * BLS381_EIP2537_G2_BYTES; break;
    case OP_G1MSM:
        c.in = g1_input(n, true);
        c.len = n * BLS381_EIP2537_G1MSM_PAIR_BYTES;
        c.scratch_size = bls381_eip2537_g1msm_scratch_size(c.len, threads);
        break;
    case OP_G2MSM:
        c.in = g2_input(n, true);
        c.len = n * BLS381_EIP2537_G2MSM_PAIR_BYTES;
        c.scratch_size = bls381_eip2537_g2msm_scratch_size(c.len, threads);
        break;
    case OP_PAIRING: {
        /* (P_i, Q) and (-P_i, Q): a check that holds */
        bls381_g1_affine p[1];
        bls381_g2_affine q[1];
        bench_g1_points(p, 1);
        bench_g2_points(q, 1);
        c.len = n * BLS381_EIP2537_PAIRING_PAIR_BYTES;
        c.in = malloc(c.len);
        if (!c.in) abort();
        for (size_t i = 0; i < n; i++) {
            uint8_t *pair = c.in + i * BLS381_EIP2537_PAIRING_PAIR_BYTES;
            bls381_g1_affine pi = p[0];
            if (i % 2) bls381_fp_neg(&pi.y, &pi.y);
            bls381_eip2537_encode_g1(pair, &pi);
            bls381_eip2537_encode_g2(pair + BLS381_EIP2537_G1_BYTES, &q[0]);
        }
        break;
    }
    case OP_MAP_G1:
    case OP_MAP_G2: {
        size_t nfp = op == OP_MAP_G1 ? 1 : 2;
        c.len = nfp * BLS381_EIP2537_FP_BYTES;
        c.in = malloc(c.len);
        if (!c.in) abort();
        for (size_t i = 0; i < nfp; i++) {
            uint8_t b[64];
            bls381_fp u;
            bench_rand_bytes(b, sizeof b);
            bls381_fp_from_u64(&u, 0);
            for (int j = 0; j < 64; j++) {    /* any element below p: b read mod p by Horner */
                bls381_fp t;
                bls381_fp_from_u64(&t, 256);
                bls381_fp_mul(&u, &u, &t);
                bls381_fp_from_u64(&t, b[j]);
                bls381_fp_add(&u, &u, &t);
            }
            bls381_eip2537_encode_fp(c.in + i * BLS381_EIP2537_FP_BYTES, &u);
        }
        break;
    }
    }
    if (c.scratch_size && !(c.scratch = malloc(c.scratch_size))) abort();
    bench_run(name, b_op, &c);
    free(c.in);
    free(c.scratch);
}

BENCH_GROUP(eip2537)
{
    int threads = bench_threads();
    if (threads > 1 && bls381_pool_create(&pool, (unsigned)threads, NULL) != BLS381_OK) abort();
    run_case("eip2537_g1msm_128", OP_G1MSM, 128);
    run_case("eip2537_g2msm_128", OP_G2MSM, 128);
    run_case("eip2537_pairing_check_2", OP_PAIRING, 2);
    run_case("eip2537_map_fp2_to_g2", OP_MAP_G2, 0);
    run_case("eip2537_map_fp_to_g1", OP_MAP_G1, 0);
    run_case("eip2537_g1add", OP_G1ADD, 0);
    run_case("eip2537_g2add", OP_G2ADD, 0);
    run_case("eip2537_g1msm_1", OP_G1MSM, 1);
    run_case("eip2537_g2msm_1", OP_G2MSM, 1);
    run_case("eip2537_g1msm_2", OP_G1MSM, 2);
    run_case("eip2537_g2msm_2", OP_G2MSM, 2);
    /* the G1 and G2 subgroup checks in lanes (eip2537/decode_x8.c)
     * against the scalar checks; a 16-pair check has two groups of eight */
    run_case("eip2537_pairing_check_16", OP_PAIRING, 16);
    bls381_fp_x8_select(BLS381_LANES_OFF); /* as BLS381_NO_IFMA */
    run_case("eip2537_g1msm_128@no_ifma", OP_G1MSM, 128);
    run_case("eip2537_g2msm_128@no_ifma", OP_G2MSM, 128);
    run_case("eip2537_pairing_check_16@no_ifma", OP_PAIRING, 16);
    bls381_fp_x8_select(-1);
    bls381_pool_destroy(pool);
    pool = NULL;
}
