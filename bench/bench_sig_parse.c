/*
 * Parsing public keys and signatures (bls381_sig.h), in ns per call of 64
 * keys of G1 or 64 signatures of G2: sig_pks_from_bytes_64 and
 * sig_signatures_from_bytes_64, the batch parsers on the engine the
 * library picked (skipped when it runs none), @no_ifma with the lane
 * engine off and @lanes_model on the portable model; sig_pk_from_bytes_x64
 * and sig_from_bytes_x64, 64 calls of the one-point parsers (the scalar
 * decoder and the constant-time subgroup check).
 */
#include "bench.h"
#include "points.h"
#include "bls381_sig.h"
#include "bench/lanes_run.h"

#include <stdlib.h>

enum { NPTS = 64 };

static uint8_t keys[NPTS * 48], sigs[NPTS * 96];
static union {
    bls381_sig_pk pks[NPTS];
    bls381_sig_signature sigs[NPTS];
} out;

/* ctx: NULL for the keys, anything else for the signatures */
static void b_batch(void *ctx, uint64_t n)
{
    for (uint64_t i = 0; i < n; i++)
        if ((ctx ? bls381_sig_signatures_from_bytes(out.sigs, sigs, NPTS, NULL)
                 : bls381_sig_pks_from_bytes(out.pks, keys, NPTS, NULL)) != BLS381_OK)
            abort();
    bench_sink(&out, sizeof out);
}

static void b_one_x64(void *ctx, uint64_t n)
{
    for (uint64_t i = 0; i < n; i++)
        for (size_t k = 0; k < NPTS; k++)
            if ((ctx ? bls381_sig_from_bytes(&out.sigs[k], sigs + 96 * k)
                     : bls381_sig_pk_from_bytes(&out.pks[k], keys + 48 * k)) != BLS381_OK)
                abort();
    bench_sink(&out, sizeof out);
}

BENCH_GROUP(sig_parse)
{
    static bls381_g1_affine p1[NPTS];
    static bls381_g2_affine p2[NPTS];
    static int signatures = 1;
    bench_g1_points(p1, NPTS);
    bench_g2_points(p2, NPTS);
    for (size_t i = 0; i < NPTS; i++) {
        bls381_g1_compress(keys + 48 * i, &p1[i]);
        bls381_g2_compress(sigs + 96 * i, &p2[i]);
    }
    bench_run_lanes("sig_pks_from_bytes_64", b_batch, NULL);
    bench_run("sig_pk_from_bytes_x64", b_one_x64, NULL);
    bench_run_lanes("sig_signatures_from_bytes_64", b_batch, &signatures);
    bench_run("sig_from_bytes_x64", b_one_x64, &signatures);
}
