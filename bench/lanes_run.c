/* See lanes_run.h. */
#include <stdio.h>

#include "bench/lanes_run.h"
#include "field/fp_x8.h"

void bench_run_lanes(const char *name, bench_fn fn, void *ctx)
{
    char off[96], model[96];
    snprintf(off, sizeof off, "%s@no_ifma", name);
    snprintf(model, sizeof model, "%s@lanes_model", name);
    const bls381_fp_x8_engine *e = bls381_fp_x8_get();
    if (e && e != &bls381_fp_x8_model) bench_run(name, fn, ctx);
    bls381_fp_x8_select(BLS381_LANES_OFF);
    bench_run(off, fn, ctx);
    bls381_fp_x8_select(BLS381_LANES_MODEL);
    bench_run(model, fn, ctx);
    bls381_fp_x8_select(-1);
}
