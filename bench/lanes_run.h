/* Benchmark lines of the paths that run on the lane engine. */
#ifndef BLS381_BENCH_LANES_RUN_H
#define BLS381_BENCH_LANES_RUN_H

#include "bench.h"

/* bench_run three times: `name` on the engine the library picked (skipped
 * when it runs none or the model), `name@no_ifma` with the engine off (as
 * BLS381_NO_IFMA: the scalar path) and `name@lanes_model` on the portable
 * model; then leaves the choice to the CPU and the environment again. */
void bench_run_lanes(const char *name, bench_fn fn, void *ctx);

#endif
