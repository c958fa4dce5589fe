/*
 * Batched G1 decompression (curve/g1_decompress_x8.c), in ns per point,
 * batches of 64 distinct subgroup points: g1_decompress_x8 (decode and
 * on-curve, as g1_decompress) and g1_decompress_subgroup_x8 (and the
 * subgroup check, as g1_decompress + g1_subgroup_check) on the engine the
 * library picked (skipped when it runs none), @no_ifma with the engine off
 * (the scalar path) and @lanes_model on the portable model.
 */
#include "bench.h"
#include "bench/lanes_run.h"
#include "points.h"
#include "curve/curve.h"

enum { BATCH = 64 };

static uint8_t comp[BATCH * 48];

static void run(uint64_t n, bool subgroup)
{
    bls381_g1_affine out[BATCH];
    size_t bad = 0;
    int fails = 0;
    /* n points: full batches, then the rest rounded up to eight */
    for (uint64_t i = 0; i < n; i += BATCH) {
        size_t m = n - i < BATCH ? (size_t)(n - i + 7) / 8 * 8 : BATCH;
        fails |= bls381_g1_decompress_batch_vartime(out, comp, m, subgroup, &bad) != BLS381_OK;
    }
    bench_sink(out, sizeof out);
    bench_sink(&fails, sizeof fails);
}

static void b_decompress(void *ctx, uint64_t n) { (void)ctx; run(n, false); }
static void b_decompress_subgroup(void *ctx, uint64_t n) { (void)ctx; run(n, true); }

BENCH_GROUP(decompress_x8)
{
    bls381_g1_affine pts[BATCH];
    bench_g1_points(pts, BATCH);
    for (size_t i = 0; i < BATCH; i++) bls381_g1_compress(comp + 48 * i, &pts[i]);
    bench_run_lanes("g1_decompress_x8", b_decompress, NULL);
    bench_run_lanes("g1_decompress_subgroup_x8", b_decompress_subgroup, NULL);
}
