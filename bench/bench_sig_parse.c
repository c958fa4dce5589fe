/*
 * Parsing public keys and signatures (bls381_sig.h), in ns per call:
 * - sig_pks_from_bytes_64 and sig_signatures_from_bytes_64, the batch
 *   parsers on 64 keys of G1 or 64 signatures of G2, and
 *   sig_pks_from_bytes_256 and sig_signatures_from_bytes_256 on 256 (past
 *   64 they decode all but the last 64 points twice), beside
 *   sig_pks_from_bytes_with_scratch_256 and
 *   sig_signatures_from_bytes_with_scratch_256, the same 256 in caller
 *   memory (each point decoded once): on the engine the library picked
 *   (skipped when it runs none), @no_ifma with the lane engine off and
 *   @lanes_model on the portable model;
 * - sig_pk_from_bytes_x64 and sig_from_bytes_x64, 64 calls of the
 *   one-point parsers (the scalar decoder and the constant-time subgroup
 *   check).
 */
#include "bench.h"
#include "points.h"
#include "bls381_sig.h"
#include "bench/lanes_run.h"

#include <stdbool.h>
#include <stdlib.h>

enum { NPTS = 64, NBIG = 256 };

static uint8_t keys[NBIG * 48], sigs[NBIG * 96];
static union {
    bls381_sig_pk pks[NBIG];
    bls381_sig_signature sigs[NBIG];
} out;
static uint64_t scratch[NBIG * sizeof(bls381_sig_signature) / 8];

/* one batch parse: keys or signatures, n of them, with or without scratch */
typedef struct {
    bool signatures, with_scratch;
    size_t n;
} batch_case;

static bls381_status parse(const batch_case *c)
{
    if (c->with_scratch)
        return c->signatures
                   ? bls381_sig_signatures_from_bytes_with_scratch(out.sigs, sigs, c->n, NULL, scratch, sizeof scratch)
                   : bls381_sig_pks_from_bytes_with_scratch(out.pks, keys, c->n, NULL, scratch, sizeof scratch);
    return c->signatures ? bls381_sig_signatures_from_bytes(out.sigs, sigs, c->n, NULL)
                         : bls381_sig_pks_from_bytes(out.pks, keys, c->n, NULL);
}

static void b_batch(void *ctx, uint64_t n)
{
    for (uint64_t i = 0; i < n; i++)
        if (parse(ctx) != BLS381_OK) abort();
    bench_sink(&out, sizeof out);
}

/* ctx: NULL for the keys, anything else for the signatures */
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
    static bls381_g1_affine p1[NBIG];
    static bls381_g2_affine p2[NBIG];
    static int one_signature = 1;
    static batch_case pks_64 = { false, false, NPTS }, sigs_64 = { true, false, NPTS };
    static batch_case pks_256 = { false, false, NBIG }, sigs_256 = { true, false, NBIG };
    static batch_case pks_256_scratch = { false, true, NBIG }, sigs_256_scratch = { true, true, NBIG };
    bench_g1_points(p1, NBIG);
    bench_g2_points(p2, NBIG);
    for (size_t i = 0; i < NBIG; i++) {
        bls381_g1_compress(keys + 48 * i, &p1[i]);
        bls381_g2_compress(sigs + 96 * i, &p2[i]);
    }
    bench_run_lanes("sig_pks_from_bytes_64", b_batch, &pks_64);
    bench_run("sig_pk_from_bytes_x64", b_one_x64, NULL);
    bench_run_lanes("sig_signatures_from_bytes_64", b_batch, &sigs_64);
    bench_run("sig_from_bytes_x64", b_one_x64, &one_signature);
    bench_run_lanes("sig_pks_from_bytes_256", b_batch, &pks_256);
    bench_run_lanes("sig_pks_from_bytes_with_scratch_256", b_batch, &pks_256_scratch);
    bench_run_lanes("sig_signatures_from_bytes_256", b_batch, &sigs_256);
    bench_run_lanes("sig_signatures_from_bytes_with_scratch_256", b_batch, &sigs_256_scratch);
}
