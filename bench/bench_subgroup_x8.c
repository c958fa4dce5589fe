/*
 * Eight G2 subgroup checks in one call (curve/subgroup_g2_x8.c), in ns per
 * call of eight distinct subgroup points: g2_subgroup_x8 on the engine the
 * library picked (skipped when it runs none), @no_ifma with the engine off
 * (eight scalar checks, bls381_g2_affine_in_subgroup, as eight
 * g2_subgroup_check) and @lanes_model on the portable model.
 */
#include <stdio.h>
#include <stdlib.h>

#include "bench.h"
#include "bench/lanes_run.h"
#include "points.h"
#include "curve/curve.h"

static bls381_g2_affine pts[8];

static void b_g2_subgroup_x8(void *ctx, uint64_t n)
{
    (void)ctx;
    const bls381_fp_x8_engine *e = bls381_fp_x8_get();
    const bls381_g2_affine *p[8];
    unsigned in = 0xff;
    for (int k = 0; k < 8; k++) p[k] = &pts[k];
    for (uint64_t i = 0; i < n; i++) {
        if (e) {
            in &= bls381_g2_in_subgroup_x8_vartime(e, p);
        } else {
            for (int k = 0; k < 8; k++)
                if (!bls381_g2_affine_in_subgroup(p[k])) in &= ~(1u << k);
        }
    }
    if (in != 0xff) {
        fprintf(stderr, "g2_subgroup_x8: a subgroup point refused\n");
        abort();
    }
    bench_sink(&in, sizeof in);
}

BENCH_GROUP(subgroup_x8)
{
    bench_g2_points(pts, 8);
    bench_run_lanes("g2_subgroup_x8", b_g2_subgroup_x8, NULL);
}
