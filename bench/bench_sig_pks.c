/*
 * Parsing public keys (bls381_sig.h), in ns per call of 64 keys of G1:
 * sig_pks_from_bytes_64, the batch parser on the engine the library picked
 * (skipped when it runs none), @no_ifma with the lane engine off and
 * @lanes_model on the portable model; sig_pk_from_bytes_x64, 64 calls of
 * the one-key parser (the scalar decoder and the constant-time subgroup
 * check).
 */
#include "bench.h"
#include "points.h"
#include "bls381_sig.h"
#include "bench/lanes_run.h"

#include <stdlib.h>

enum { NKEYS = 64 };

static uint8_t keys[NKEYS * 48];

static void b_pks(void *ctx, uint64_t n)
{
    (void)ctx;
    bls381_sig_pk pks[NKEYS];
    for (uint64_t i = 0; i < n; i++)
        if (bls381_sig_pks_from_bytes(pks, keys, NKEYS, NULL) != BLS381_OK) abort();
    bench_sink(pks, sizeof pks);
}

static void b_pk_x64(void *ctx, uint64_t n)
{
    (void)ctx;
    bls381_sig_pk pks[NKEYS];
    for (uint64_t i = 0; i < n; i++)
        for (size_t k = 0; k < NKEYS; k++)
            if (bls381_sig_pk_from_bytes(&pks[k], keys + 48 * k) != BLS381_OK) abort();
    bench_sink(pks, sizeof pks);
}

BENCH_GROUP(sig_pks)
{
    bls381_g1_affine pts[NKEYS];
    bench_g1_points(pts, NKEYS);
    for (size_t i = 0; i < NKEYS; i++) bls381_g1_compress(keys + 48 * i, &pts[i]);
    bench_run_lanes("sig_pks_from_bytes_64", b_pks, NULL);
    bench_run("sig_pk_from_bytes_x64", b_pk_x64, NULL);
}
